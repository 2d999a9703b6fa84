#include "chartpapertext.h"

#include "figures/titletext.h"

#include <QAbstractAxis>
#include <QAbstractSeries>
#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QPainter>
#include <QTextDocumentFragment>

#include <algorithm>
#include <cmath>

namespace {

QString plain(const QString &html)
{
    return QTextDocumentFragment::fromHtml(html).toPlainText();
}

} // namespace

ChartPaperText::ChartPaperText(QChart *chart, const QSize &size)
    : m_chart(chart), m_margins(chart->margins())
{
    QLegend *legend = chart->legend();
    m_legendFont = legend->font();
    const QFontMetricsF metrics(m_legendFont);
    const double line = metrics.height();
    if (legend->isVisible()) {
        QList<Entry> entries;
        double across = 0.0;
        for (QLegendMarker *marker : legend->markers()) {
            // The entries the chart lists: those of named series (the others are hidden).
            const QString label = marker->series() ? marker->series()->name() : marker->label();
            if (label.isEmpty())
                continue;
            entries.append({label, marker->brush().color()});
            across += metrics.horizontalAdvance(label) + 2.5 * line;
        }
        const double room = size.width() - m_margins.left() - m_margins.right();
        if (across > room * 0.95) {
            // Rows of whole entries, filled greedily.
            double x = 0.0;
            m_rows.append(QList<Entry>());
            for (const Entry &entry : entries) {
                const double width = metrics.horizontalAdvance(entry.label) + 2.5 * line;
                if (x > 0.0 && x + width > room) {
                    m_rows.append(QList<Entry>());
                    x = 0.0;
                }
                m_rows.last().append(entry);
                x += width;
            }
            legend->setVisible(false);
            m_legendTaken = true;
            QMargins margins = m_margins;
            margins.setBottom(margins.bottom() + int(std::ceil(m_rows.size() * line * 1.3)));
            chart->setMargins(margins);
        }
    }
    int extra[2] = {0, 0}; // room for more lines of axis titles, left and right
    for (QAbstractAxis *axis : chart->axes()) {
        if (axis->orientation() != Qt::Vertical || !axis->isTitleVisible() ||
            axis->titleText().isEmpty())
            continue;
        const QString text = plain(axis->titleText());
        const QFontMetricsF titleMetrics(axis->titleFont());
        // The axis: at most half the figure's height, and less the legend's rows, the title,
        // the x axis's labels and title and the margins (about five lines).
        const double legendHeight = m_legendTaken ? m_rows.size() * line * 1.3 : 0.0;
        const double length = std::max(
            titleMetrics.height(),
            0.85 * std::min(size.height() * 0.5, size.height() - legendHeight - 5.0 * line));
        if (titleMetrics.horizontalAdvance(text) <= length)
            continue;
        const QStringList lines =
            TitleText::wrap(text, axis->titleFont(), length).split(QLatin1Char('\n'));
        m_titles.append({axis, axis->titleText(), lines});
        // A blank title keeps one line's room (Qt Charts would cut several short); the chart's
        // margin on that side gives the others.
        axis->setTitleText(QStringLiteral("&nbsp;"));
        extra[axis->alignment() == Qt::AlignLeft ? 0 : 1] +=
            int(std::ceil((lines.size() - 1) * titleMetrics.height()));
    }
    if (extra[0] > 0 || extra[1] > 0) {
        QMargins margins = chart->margins();
        margins.setLeft(margins.left() + extra[0]);
        margins.setRight(margins.right() + extra[1]);
        chart->setMargins(margins);
    }
}

ChartPaperText::~ChartPaperText()
{
    for (const Title &title : m_titles)
        title.axis->setTitleText(title.text);
    if (m_legendTaken)
        m_chart->legend()->setVisible(true);
    m_chart->setMargins(m_margins);
}

void ChartPaperText::draw(QPainter &painter) const
{
    const QRectF plot = m_chart->plotArea();
    painter.save();
    painter.setPen(Qt::black);
    for (const Title &title : m_titles) {
        painter.setFont(title.axis->titleFont());
        const QFontMetricsF metrics(title.axis->titleFont());
        const bool left = title.axis->alignment() == Qt::AlignLeft;
        // Beside the chart's edge, as Qt Charts places an axis title, one line after another.
        for (qsizetype i = 0; i < title.lines.size(); ++i) {
            const double x = left
                                 ? m_margins.left() + metrics.ascent() + i * metrics.height()
                                 : m_chart->size().width() - m_margins.right() - metrics.descent() -
                                       (title.lines.size() - 1 - i) * metrics.height();
            painter.save();
            painter.translate(x, plot.center().y());
            painter.rotate(-90.0);
            const double width = metrics.horizontalAdvance(title.lines[i]);
            painter.drawText(QPointF(-width / 2.0, 0.0), title.lines[i]);
            painter.restore();
        }
    }
    if (m_legendTaken) {
        painter.setFont(m_legendFont);
        const QFontMetricsF metrics(m_legendFont);
        const double line = metrics.height();
        double y = m_chart->size().height() - m_margins.bottom() - m_rows.size() * line * 1.3;
        for (const QList<Entry> &row : m_rows) {
            double width = 0.0;
            for (const Entry &entry : row)
                width += metrics.horizontalAdvance(entry.label) + 2.5 * line;
            double x = (m_chart->size().width() - width) / 2.0 + line;
            for (const Entry &entry : row) {
                const double box = line * 0.6;
                painter.fillRect(QRectF(x, y + (line - box) / 2.0, box, box), entry.colour);
                painter.drawText(QPointF(x + box + 0.4 * line, y + metrics.ascent()), entry.label);
                x += metrics.horizontalAdvance(entry.label) + 2.5 * line;
            }
            y += line * 1.3;
        }
    }
    painter.restore();
}
