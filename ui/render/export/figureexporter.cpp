#include "figureexporter.h"

#include "export/figuresource.h"
#include "figures/figurefonts.h"

#include <QBuffer>
#include <QGuiApplication>
#include <QImageWriter>
#include <QIODevice>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace {

constexpr double kMetersPerInch = 0.0254;

int dotsPerMeter(int dpi)
{
    return int(std::lround(double(dpi) / kMetersPerInch));
}

QString software()
{
    return QStringLiteral("PE Lab " PELAB_VERSION);
}

WriteResult invalid(const QString &fileName, const QString &reason)
{
    WriteResult result;
    result.fileName = fileName;
    result.error = AtomicWriter::failure(fileName, reason);
    return result;
}

// A vector device that received no output means the figure drew nothing: report it, since an
// empty file would otherwise pass for a figure.
bool checkSomethingWritten(QIODevice &device, QString &error)
{
    if (device.size() > 0)
        return true;
    error = FigureExporter::tr("the figure could not be drawn");
    return false;
}

// Qt's PDF writer rounds the page to whole points (8.5 × 5 cm, 240.94 × 141.73 pt, becomes
// 241 × 142): writes the exact size into the MediaBox in the same number of bytes, so that the
// cross-reference offsets stay right. The drawing hangs from the page's top edge, so the
// fraction of a point taken off the height is at the top of the figure's margin.
void exactMediaBox(QByteArray &pdf, const QSizeF &points)
{
    static const QRegularExpression box(
        QStringLiteral("/MediaBox \\[0 0 ([0-9]+\\.[0-9]+) ([0-9]+\\.[0-9]+)\\]"));
    const QRegularExpressionMatch match = box.match(QString::fromLatin1(pdf));
    if (!match.hasMatch())
        return;
    const QByteArray old = match.captured(0).toLatin1();
    QByteArray exact = "/MediaBox [0 0 " + QByteArray::number(points.width(), 'f', 6) + ' ' +
                       QByteArray::number(points.height(), 'f', 6);
    if (exact.size() + 1 > old.size())
        return; // cannot be longer than Qt's rounding up; left as Qt wrote it if it were
    exact += QByteArray(old.size() - 1 - exact.size(), ' ') + ']';
    pdf.replace(match.capturedStart(0), old.size(), exact);
}

} // namespace

QString FigureExporter::validate(const FigureOptions &options)
{
    const QString problem = options.problem();
    if (!problem.isEmpty() || !qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return problem;
    return FigureFonts::problem(options.style);
}

namespace {

// The figure at `scale` on an image of `pixels` (its logical size × scale): drawn at 96 DPI so
// that point sizes give the same layout on every screen, the image's DPI set to `dpi` after.
QImage drawImage(const FigureSource &source, const FigureOptions &options, const QSize &pixels,
                 double scale, int dpi, QString *error)
{
    QImage image(pixels, QImage::Format_RGB32);
    if (image.isNull()) {
        if (error)
            *error = FigureExporter::tr("not enough memory for a %1 × %2 pixel image")
                         .arg(pixels.width())
                         .arg(pixels.height());
        return {};
    }
    image.setDotsPerMeterX(dotsPerMeter(96));
    image.setDotsPerMeterY(dotsPerMeter(96));
    image.fill(Qt::white);
    source.renderFigure(image, options.logicalSize(), scale, options.style);
    image.setDotsPerMeterX(dotsPerMeter(dpi));
    image.setDotsPerMeterY(dotsPerMeter(dpi));
    return image;
}

} // namespace

QImage FigureExporter::renderImage(const FigureSource &source, const FigureOptions &options,
                                   QString *error)
{
    const QString problem = validate(options);
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return {};
    }
    // The scale carries the resolution.
    QImage image = drawImage(source, options, QSize(options.width, options.height), options.scale(),
                             options.dpi, error);
    if (image.isNull())
        return image;
    if (!options.title.isEmpty())
        image.setText(QStringLiteral("Title"), options.title);
    image.setText(QStringLiteral("Software"), software());
    return image;
}

QImage FigureExporter::renderPreview(const FigureSource &source, const FigureOptions &options,
                                     double pixelsPerInch, QString *error)
{
    QString problem = validate(options);
    const double scale = pixelsPerInch / 96.0;
    const QSize pixels = (QSizeF(options.logicalSize()) * scale).toSize();
    if (problem.isEmpty() && !(scale > 0.0))
        problem = tr("the preview's resolution must be positive");
    if (problem.isEmpty() && (pixels.width() > kMaxPreviewPixels ||
                              pixels.height() > kMaxPreviewPixels || pixels.isEmpty()))
        problem = tr("a %1 × %2 pixel preview is too large to draw")
                      .arg(pixels.width())
                      .arg(pixels.height());
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return {};
    }
    return drawImage(source, options, pixels, scale, int(std::lround(pixelsPerInch)), error);
}

WriteResult FigureExporter::writePng(const FigureSource &source, const QString &fileName,
                                     const FigureOptions &options)
{
    QString error;
    const QImage image = renderImage(source, options, &error);
    if (image.isNull())
        return invalid(fileName, error);
    return AtomicWriter::write(fileName, [&image](QIODevice &device, QString &reason) {
        // Encoded in memory, then written: libpng would report a failed file write as its own
        // warning plus "Unknown error", hiding the file's reason ("File too large").
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QImageWriter writer(&buffer, "png");
        if (!writer.write(image)) {
            reason = writer.errorString();
            return false;
        }
        return device.write(bytes) == bytes.size(); // a failure's reason: AtomicWriter
    });
}

WriteResult FigureExporter::writeSvg(const FigureSource &source, const QString &fileName,
                                     const FigureOptions &options)
{
    const QString problem = validate(options);
    if (!problem.isEmpty())
        return invalid(fileName, problem);
    return AtomicWriter::write(fileName, [&](QIODevice &device, QString &reason) {
        const QSize size = options.logicalSize();
        // The exact physical size, in the drawing's units (1/96 in): the layout's whole pixels
        // give or take the fraction of a unit that a size in cm or pt has.
        const QSizeF exact = options.physicalPoints() * (96.0 / 72.0);
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setResolution(96);
        generator.setSize(size);
        generator.setViewBox(QRectF(QPointF(0, 0), exact));
        // QSvgGenerator writes both verbatim into the XML (Qt 6.4): escape them here.
        generator.setTitle(options.title.toHtmlEscaped());
        generator.setDescription(software().toHtmlEscaped());
        source.renderFigure(generator, size, 1.0, options.style);
        if (!checkSomethingWritten(buffer, reason))
            return false;
        // QSvgGenerator's width and height come from the whole pixels (8.5 cm would be
        // 84.93 mm): write the exact size instead.
        static const QRegularExpression header(QStringLiteral("<svg width=\"[^\"]*\" "
                                                              "height=\"[^\"]*\""));
        const QString exactHeader =
            QStringLiteral("<svg width=\"%1mm\" height=\"%2mm\"")
                .arg(options.physicalPoints().width() * 25.4 / 72.0, 0, 'g', 10)
                .arg(options.physicalPoints().height() * 25.4 / 72.0, 0, 'g', 10);
        const qsizetype start = bytes.indexOf("<svg ");
        const QString head = QString::fromUtf8(bytes.mid(start, 200));
        const QRegularExpressionMatch match = header.match(head);
        if (start >= 0 && match.hasMatch() && match.capturedStart() == 0)
            bytes.replace(start, match.capturedLength(0), exactHeader.toUtf8()); // ASCII
        return device.write(bytes) == bytes.size(); // a failure's reason: AtomicWriter
    });
}

WriteResult FigureExporter::writePdf(const FigureSource &source, const QString &fileName,
                                     const FigureOptions &options)
{
    const QString problem = validate(options);
    if (!problem.isEmpty())
        return invalid(fileName, problem);
    return AtomicWriter::write(fileName, [&](QIODevice &device, QString &reason) {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        {
            QPdfWriter pdf(&buffer);
            pdf.setResolution(96);
            pdf.setTitle(options.title);
            pdf.setCreator(software());
            // The page is the figure's physical size exactly (a 3.25 × 2 in figure is 234 × 144
            // pt).
            const QSizeF points = options.physicalPoints();
            const QPageLayout layout(
                QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch),
                QPageLayout::Portrait, QMarginsF(0, 0, 0, 0));
            if (!pdf.setPageLayout(layout)) {
                reason = tr("the page size %1 × %2 pt is not supported")
                             .arg(points.width(), 0, 'g', 5)
                             .arg(points.height(), 0, 'g', 5);
                return false;
            }
            source.renderFigure(pdf, options.logicalSize(), 1.0, options.style);
        }
        if (!checkSomethingWritten(buffer, reason))
            return false;
        exactMediaBox(bytes, options.physicalPoints());
        return device.write(bytes) == bytes.size(); // a failure's reason: AtomicWriter
    });
}

WriteResult FigureExporter::writeFile(const FigureSource &source, ExportFormat format,
                                      const QString &fileName, const FigureOptions &options)
{
    switch (format) {
    case ExportFormat::Png:
        return writePng(source, fileName, options);
    case ExportFormat::Svg:
        return writeSvg(source, fileName, options);
    case ExportFormat::Pdf:
        return writePdf(source, fileName, options);
    case ExportFormat::Csv:
    case ExportFormat::Npy:
    case ExportFormat::Safetensors:
        break;
    }
    return invalid(fileName,
                   tr("%1 is not a figure format").arg(ExportFormats::displayName(format)));
}
