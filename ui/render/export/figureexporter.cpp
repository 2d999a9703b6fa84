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
        QSvgGenerator generator;
        generator.setOutputDevice(&device);
        generator.setResolution(96);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        // QSvgGenerator writes both verbatim into the XML (Qt 6.4): escape them here.
        generator.setTitle(options.title.toHtmlEscaped());
        generator.setDescription(software().toHtmlEscaped());
        source.renderFigure(generator, size, 1.0, options.style);
        return checkSomethingWritten(device, reason);
    });
}

WriteResult FigureExporter::writePdf(const FigureSource &source, const QString &fileName,
                                     const FigureOptions &options)
{
    const QString problem = validate(options);
    if (!problem.isEmpty())
        return invalid(fileName, problem);
    return AtomicWriter::write(fileName, [&](QIODevice &device, QString &reason) {
        QPdfWriter pdf(&device);
        pdf.setResolution(96);
        pdf.setTitle(options.title);
        pdf.setCreator(software());
        // The page is the figure's physical size exactly (a 3.25 × 2 in figure is 234 × 144 pt).
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
        return checkSomethingWritten(device, reason);
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
