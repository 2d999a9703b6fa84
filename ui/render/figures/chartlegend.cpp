#include "chartlegend.h"

#include "figures/figuretext.h"
#include "figures/titletext.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QFontMetricsF>
#include <QScatterSeries>
#include <QXYSeries>

#include <algorithm>

namespace ChartLegend {

namespace {

// A key's width, the gap after it and between entries, in lines of the legend's font.
constexpr double kKeyWidth = 1.6;
constexpr double kKeyGap = 0.35;
constexpr double kEntryGap = 1.0;
constexpr double kRowSpacing = 1.15;

struct Measured
{
    Entry entry;
    QSizeF text;
    double width = 0.0;
};

} // namespace

QList<Entry> entries(const QChart *chart)
{
    QList<Entry> out;
    for (QAbstractSeries *series : chart->series()) {
        if (!series->isVisible())
            continue;
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(series)) {
            for (QBarSet *set : bars->barSets())
                out.append(
                    {FigureText::html(set->label()), set->label(), QPen(Qt::NoPen), set->color()});
            continue;
        }
        auto *xy = qobject_cast<QXYSeries *>(series);
        if (!xy || qobject_cast<QScatterSeries *>(xy) || xy->name().isEmpty())
            continue;
        QPen pen = xy->pen();
        pen.setCapStyle(Qt::FlatCap);
        out.append({FigureText::html(xy->name()), xy->name(), pen, QBrush()});
    }
    return out;
}

Layout rows(const QList<Entry> &entries, const QFont &font, double left, double width, double top)
{
    Layout layout;
    if (entries.isEmpty())
        return layout;
    const double line = QFontMetricsF(font).height();
    QList<QList<Measured>> rows(1);
    double x = 0.0;
    for (Entry entry : entries) {
        QSizeF text = ChartOverlay::measure(entry.html, font);
        const double room = width - (kKeyWidth + kKeyGap) * line;
        if (text.width() > room && !entry.notation.isEmpty()) {
            // Wider than the figure: broken into lines beside its key, never cut short.
            QStringList lines;
            for (const QString &part :
                 TitleText::wrap(entry.notation, font, std::max(room, line)).split(u'\n'))
                lines << FigureText::html(part);
            entry.html = lines.join(QStringLiteral("<br>"));
            text = ChartOverlay::measure(entry.html, font);
        }
        const double entryWidth = (kKeyWidth + kKeyGap) * line + text.width();
        if (x > 0.0 && x + entryWidth > width) {
            rows.append(QList<Measured>());
            x = 0.0;
        }
        rows.last().append({entry, text, entryWidth});
        x += entryWidth + kEntryGap * line;
    }
    double y = top;
    for (const QList<Measured> &row : std::as_const(rows)) {
        double rowWidth = -kEntryGap * line;
        double rowHeight = line;
        for (const Measured &m : row) {
            rowWidth += m.width + kEntryGap * line;
            rowHeight = std::max(rowHeight, m.text.height());
        }
        double at = left + std::max(0.0, (width - rowWidth) / 2.0);
        for (const Measured &m : row) {
            const QRectF key(at, y + (rowHeight - 0.6 * line) / 2.0, kKeyWidth * line, 0.6 * line);
            layout.keys.append({key, m.entry.pen, m.entry.brush});
            layout.texts.append({m.entry.html, font,
                                 QPointF(at + (kKeyWidth + kKeyGap) * line,
                                         y + (rowHeight - m.text.height()) / 2.0)});
            at += m.width + kEntryGap * line;
        }
        y += rowHeight * kRowSpacing;
    }
    layout.height = y - top;
    return layout;
}

Layout sequence(const QList<Entry> &entries, const QString &first, const QString &last,
                const QFont &font, double left, double width, double top)
{
    Layout layout;
    if (entries.isEmpty())
        return layout;
    const double line = QFontMetricsF(font).height();
    const QString firstHtml = FigureText::html(first);
    const QString lastHtml = FigureText::html(last);
    const QSizeF firstSize = ChartOverlay::measure(firstHtml, font);
    const QSizeF lastSize = ChartOverlay::measure(lastHtml, font);
    // The swatches: about a line and a half each, within a third of the width.
    const double swatch = std::clamp(width / 3.0 / double(entries.size()), 0.15 * line, 1.5 * line);
    const double keyWidth = swatch * double(entries.size());
    const double total = firstSize.width() + lastSize.width() + keyWidth + 2.0 * kKeyGap * line;
    double at = left + std::max(0.0, (width - total) / 2.0);
    const double height = std::max({line, firstSize.height(), lastSize.height()});
    layout.texts.append({firstHtml, font, QPointF(at, top + (height - firstSize.height()) / 2.0)});
    at += firstSize.width() + kKeyGap * line;
    for (const Entry &entry : entries) {
        const QColor colour =
            entry.brush.style() != Qt::NoBrush ? entry.brush.color() : entry.pen.color();
        layout.keys.append(
            {QRectF(at, top + 0.15 * line, swatch, height - 0.3 * line), QPen(Qt::NoPen), colour});
        at += swatch;
    }
    at += kKeyGap * line;
    layout.texts.append({lastHtml, font, QPointF(at, top + (height - lastSize.height()) / 2.0)});
    layout.height = height * kRowSpacing;
    return layout;
}

} // namespace ChartLegend
