#include "lessonpdf.h"

#include "export/figuresource.h"
#include "figures/screenscale.h"
#include "present/notation.h"
#include "text/linebreaks.h"
#include "view/figures.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QPicture>
#include <QTextDocument>

#include <algorithm>
#include <memory>

namespace {

constexpr double kResolution = 96.0; // the figures' logical pixels per inch

QFont font(const FigureStyle &style, double points, bool bold)
{
    QFont f = style.font.isEmpty() ? ScreenScale::instance().baseFont() : QFont(style.font);
    f.setPointSizeF(points);
    f.setBold(bold);
    return f;
}

// `text` laid out as rich text (its notation typeset) in `f`, wrapped at `width`; nullptr for
// no text. Never cut: the page gives the figure what the text leaves.
std::unique_ptr<QTextDocument> richText(QPainter &painter, const QString &text, const QFont &f,
                                        double width, Qt::Alignment alignment = Qt::AlignLeft)
{
    if (text.isEmpty())
        return nullptr;
    auto document = std::make_unique<QTextDocument>();
    document->documentLayout()->setPaintDevice(painter.device());
    document->setDocumentMargin(0);
    document->setDefaultFont(f);
    QTextOption option = document->defaultTextOption();
    option.setAlignment(alignment);
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    document->setDefaultTextOption(option);
    // No formula split, no short last line (LineBreaks), then the notation typeset.
    document->setHtml(Notation::html(LineBreaks::keepTogether(text)));
    document->setTextWidth(width);
    return document;
}

double heightOf(const std::unique_ptr<QTextDocument> &document)
{
    return document ? document->size().height() : 0.0;
}

// Draws `document` (if any) with its top left at `at`, in `colour`.
void draw(QPainter &painter, const std::unique_ptr<QTextDocument> &document, const QPointF &at,
          const QColor &colour)
{
    if (!document)
        return;
    painter.save();
    painter.translate(at);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette.setColor(QPalette::Text, colour);
    document->documentLayout()->draw(&painter, context);
    painter.restore();
}

void drawPage(QPainter &painter, const QSizeF &page, const PresentSlide &slide,
              const QString &footer, const FigurePreset &preset)
{
    const double base = preset.style.fontSize > 0.0 ? preset.style.fontSize : 12.0;
    const double margin = page.height() / 18.0;
    const double gap = margin / 3.0;
    const double width = page.width() - 2.0 * margin;

    double top = margin;
    const auto heading =
        richText(painter, slide.heading, font(preset.style, base * 1.5, true), width);
    draw(painter, heading, QPointF(margin, top), Qt::black);
    top += heightOf(heading);
    for (const auto &[text, bold] :
         {std::pair{slide.text, false}, std::pair{slide.numbers, true}}) {
        const auto block = richText(painter, text, font(preset.style, base * 0.8, bold), width);
        if (!block)
            continue;
        draw(painter, block, QPointF(margin, top + gap), Qt::black);
        top += heightOf(block) + gap;
    }

    // The footer: the caption on the left, wrapped rather than cut, and the lesson's title and
    // page on the right.
    const QFont footerFont = font(preset.style, base * 0.6, false);
    const QFontMetricsF metrics(footerFont, painter.device());
    const double rightWidth = std::min(width / 2.0, metrics.horizontalAdvance(footer) + gap);
    const auto right = richText(painter, footer, footerFont, rightWidth, Qt::AlignRight);
    const auto caption = richText(painter, slide.caption, footerFont, width - rightWidth - gap);
    const double footerHeight =
        std::max({heightOf(right), heightOf(caption), metrics.height() * 1.2});
    double bottom = page.height() - margin * 0.6 - footerHeight;
    draw(painter, caption, QPointF(margin, bottom), Qt::darkGray);
    draw(painter, right, QPointF(margin + width - rightWidth, bottom), Qt::darkGray);

    const auto note = richText(painter, slide.note, font(preset.style, base, false), width);
    if (note) {
        bottom -= heightOf(note) + gap;
        draw(painter, note, QPointF(margin, bottom), Qt::black);
    }

    const QRectF area(margin, top + gap, width, std::max(1.0, bottom - gap - top - gap));
    const std::unique_ptr<FigureSource> figure = Figures::create(slide.data);
    if (!figure)
        return;
    FigureStyle style = preset.style;
    style.title = slide.figureTitle;
    // Drawn into a picture, then onto the page: vector graphics and text, as in FigureExporter.
    QPicture picture;
    figure->renderFigure(picture, area.size().toSize(), 1.0, style);
    painter.drawPicture(area.topLeft(), picture);
}

} // namespace

QSizeF LessonPdf::pagePoints(const FigurePreset &preset)
{
    if (preset.inches.width() > preset.inches.height() && preset.inches.width() >= 10.0)
        return preset.inches * 72.0;
    return QPageSize(QPageSize::A4).size(QPageSize::Point).transposed();
}

WriteResult LessonPdf::write(const QList<PresentSlide> &slides, const QString &title,
                             const FigurePreset &preset, const QString &fileName)
{
    return AtomicWriter::write(fileName, [&](QIODevice &device, QString &reason) {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        {
            QPdfWriter pdf(&buffer);
            pdf.setResolution(int(kResolution));
            pdf.setTitle(title);
            pdf.setCreator(QStringLiteral("PE Lab " PELAB_VERSION));
            const QSizeF points = pagePoints(preset);
            if (!pdf.setPageLayout(QPageLayout(
                    QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch),
                    QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)))) {
                reason = tr("the page size is not supported");
                return false;
            }
            const QSizeF page = points * (kResolution / 72.0);
            QPainter painter;
            if (!painter.begin(&pdf)) {
                reason = tr("the PDF could not be started");
                return false;
            }
            painter.setRenderHint(QPainter::Antialiasing, true);
            // A heatmap's cells stored losslessly, in the colours on screen: the hint is not
            // kept in the figure's recorded picture, and without it the PDF writer stores JPEG.
            painter.setRenderHint(QPainter::LosslessImageRendering, true);
            for (qsizetype i = 0; i < slides.size(); ++i) {
                if (i > 0)
                    pdf.newPage();
                const QString footer = tr("%1 — %2 / %3").arg(title).arg(i + 1).arg(slides.size());
                drawPage(painter, page, slides[i], footer, preset);
            }
            painter.end();
        }
        if (bytes.isEmpty()) {
            reason = tr("the lesson could not be drawn");
            return false;
        }
        return device.write(bytes) == bytes.size();
    });
}
