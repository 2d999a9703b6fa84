#include "lessonpdf.h"

#include "export/figuresource.h"
#include "figures/screenscale.h"
#include "text/linebreaks.h"
#include "view/figures.h"

#include <QBuffer>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QPicture>

#include <algorithm>

namespace {

constexpr double kResolution = 96.0; // the figures' logical pixels per inch

QFont font(const FigureStyle &style, double points, bool bold)
{
    QFont f = style.font.isEmpty() ? ScreenScale::instance().baseFont() : QFont(style.font);
    f.setPointSizeF(points);
    f.setBold(bold);
    return f;
}

// Draws `text` word-wrapped at the top of `area` (no formula split, no short last line:
// LineBreaks) and returns its height (0 for no text).
double drawBlock(QPainter &painter, const QRectF &area, const QString &text, const QFont &f,
                 Qt::Alignment alignment = Qt::AlignLeft)
{
    if (text.isEmpty())
        return 0.0;
    const QString glued = LineBreaks::keepTogether(text);
    painter.setFont(f);
    const int flags = int(alignment | Qt::AlignTop | Qt::TextWordWrap);
    const QRectF bounds = painter.boundingRect(area, flags, glued);
    const QRectF box(area.topLeft(),
                     QSizeF(area.width(), std::min(bounds.height(), area.height())));
    painter.drawText(box, flags, glued);
    return box.height();
}

double blockHeight(QPainter &painter, double width, const QString &text, const QFont &f)
{
    if (text.isEmpty())
        return 0.0;
    painter.setFont(f);
    return painter
        .boundingRect(QRectF(0, 0, width, 1e6), int(Qt::AlignLeft | Qt::TextWordWrap),
                      LineBreaks::keepTogether(text))
        .height();
}

void drawPage(QPainter &painter, const QSizeF &page, const PresentSlide &slide,
              const QString &footer, const FigurePreset &preset)
{
    const double base = preset.style.fontSize > 0.0 ? preset.style.fontSize : 12.0;
    const double margin = page.height() / 18.0;
    const double gap = margin / 3.0;
    const double width = page.width() - 2.0 * margin;
    painter.setPen(Qt::black);

    double top = margin;
    top += drawBlock(painter, QRectF(margin, top, width, page.height() / 4.0), slide.heading,
                     font(preset.style, base * 1.5, true));
    for (const auto &[text, bold] :
         {std::pair{slide.text, false}, std::pair{slide.numbers, true}}) {
        const double h = drawBlock(painter, QRectF(margin, top + gap, width, page.height() / 5.0),
                                   text, font(preset.style, base * 0.8, bold));
        top += h > 0.0 ? h + gap : 0.0;
    }

    const QFont footerFont = font(preset.style, base * 0.6, false);
    const double footerHeight = QFontMetricsF(footerFont, painter.device()).height() * 1.2;
    double bottom = page.height() - margin * 0.6 - footerHeight;
    painter.setFont(footerFont);
    painter.setPen(Qt::darkGray);
    // The footer whole on the right, the caption cut short (…) where it would reach it.
    const QFontMetricsF metrics(footerFont, painter.device());
    const double footerWidth = std::min(width, metrics.horizontalAdvance(footer) + gap);
    painter.drawText(QRectF(margin + width - footerWidth, bottom, footerWidth, footerHeight),
                     int(Qt::AlignRight | Qt::AlignVCenter), footer);
    painter.drawText(QRectF(margin, bottom, width - footerWidth, footerHeight),
                     int(Qt::AlignLeft | Qt::AlignVCenter),
                     metrics.elidedText(slide.caption, Qt::ElideRight, width - footerWidth - gap));
    painter.setPen(Qt::black);

    const QFont noteFont = font(preset.style, base, false);
    const double noteHeight =
        std::min(blockHeight(painter, width, slide.note, noteFont), page.height() * 0.3);
    if (noteHeight > 0.0) {
        bottom -= noteHeight + gap;
        drawBlock(painter, QRectF(margin, bottom, width, noteHeight), slide.note, noteFont);
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
