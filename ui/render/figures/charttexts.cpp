#include "charttexts.h"

#include "figures/chartlegend.h"
#include "figures/chartoverlay.h"
#include "figures/chartticks.h"
#include "figures/figuretext.h"
#include "figures/titletext.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QLegend>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace {

// Qt Charts' tick marks reach this far out of the plot (ChartAxisElement::labelPadding()).
constexpr double kTick = 4.0;
// The gap between a tick mark and its label, between a label and a title, … in lines.
constexpr double kGap = 0.3;

// One axis's labels at a plot length.
struct AxisPlan
{
    QAbstractAxis *axis = nullptr;
    bool vertical = false;
    QFont labelFont;
    QFont titleFont;
    ChartTicks::Labels ticks;
    double extent = 0.0; // across the axis: the widest label (vertical), a line (horizontal)
    QString titleHtml;   // broken into lines
    QSizeF titleSize;
};

double lineOf(const QFont &font)
{
    return QFontMetricsF(font).height();
}

QString lines(const QString &notation, const QFont &font, double width)
{
    const QStringList wrapped =
        TitleText::wrap(notation, font, std::max(width, 1.0)).split(QLatin1Char('\n'));
    QStringList html;
    for (const QString &line : wrapped)
        html << FigureText::html(line);
    return html.join(QStringLiteral("<br>"));
}

// The title broken into lines of `width`, shortened by design (TitleText::shortenings) when
// its lines would be taller than `height`: never more than a figure this small can hold.
QString fitted(const QString &notation, const QFont &font, double width, double height)
{
    const QStringList forms = TitleText::shortenings(notation);
    const double limit = std::max(height, QFontMetricsF(font).height() * 1.05);
    QString html;
    for (const QString &form : forms) {
        html = lines(form, font, width);
        if (ChartOverlay::measure(html, font).height() <= limit)
            break;
    }
    return html;
}

QFont regular(QFont font)
{
    font.setBold(false);
    return font;
}

AxisPlan plan(QAbstractAxis *axis, const QString &title, const QSizeF &plot, const QSizeF &area)
{
    AxisPlan p;
    p.axis = axis;
    p.vertical = axis->orientation() == Qt::Vertical;
    p.labelFont = regular(axis->labelsFont());
    p.titleFont = regular(axis->titleFont());
    const double length = p.vertical ? plot.height() : plot.width();
    p.ticks = ChartTicks::of(axis, p.labelFont, length);
    if (p.vertical) {
        for (const QString &label : std::as_const(p.ticks.texts))
            p.extent = std::max(p.extent, ChartTicks::width(label, p.labelFont));
    } else {
        p.extent = QFontMetricsF(p.labelFont).height();
    }
    if (!title.isEmpty()) {
        // At most a fifth of the chart across the axis (an x title's height, a y title's width).
        const double room = 0.2 * (p.vertical ? area.width() : area.height());
        p.titleHtml = fitted(title, p.titleFont, length * 0.98, room);
        p.titleSize = ChartOverlay::measure(p.titleHtml, p.titleFont);
    }
    return p;
}

// Where `value` of the plan's axis sits along the plot.
double place(const AxisPlan &p, double value, const QRectF &plot)
{
    double lower = 0.0;
    double upper = 1.0;
    if (auto *axis = qobject_cast<QValueAxis *>(p.axis)) {
        lower = axis->min();
        upper = axis->max();
    } else if (auto *categories = qobject_cast<QBarCategoryAxis *>(p.axis)) {
        lower = -0.5;
        upper = double(categories->count()) - 0.5;
    }
    const double share = upper > lower ? (value - lower) / (upper - lower) : 0.5;
    return p.vertical ? plot.bottom() - share * plot.height() : plot.left() + share * plot.width();
}

} // namespace

ChartTexts *ChartTexts::of(QChart *chart)
{
    if (auto *texts = chart->findChild<ChartTexts *>(QString(), Qt::FindDirectChildrenOnly))
        return texts;
    return new ChartTexts(chart);
}

ChartTexts::ChartTexts(QChart *chart)
    : QObject(chart), m_chart(chart), m_overlay(new ChartOverlay(chart))
{}

void ChartTexts::setTitle(const QString &title)
{
    m_title = title;
    scheduleLayout();
}

void ChartTexts::setAxisTitle(QAbstractAxis *axis, const QString &title)
{
    m_axisTitles.insert(axis, title);
    axis->setTitleText(title); // as Qt Charts keeps it (never drawn by it)
    scheduleLayout();
}

void ChartTexts::setAxisLogarithmic(QAbstractAxis *axis, bool logarithmic)
{
    ChartTicks::setLogarithmic(axis, logarithmic);
    scheduleLayout();
}

void ChartTexts::setLegendVisible(bool visible)
{
    m_legend = visible;
    scheduleLayout();
}

void ChartTexts::setLegendSequence(const QString &first, const QString &last)
{
    m_sequenceFirst = first;
    m_sequenceLast = last;
    scheduleLayout();
}

void ChartTexts::setMargins(const QMargins &margins)
{
    m_margins = margins;
    scheduleLayout();
}

void ChartTexts::scheduleLayout()
{
    if (m_scheduled)
        return;
    m_scheduled = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (m_scheduled)
                layout();
        },
        Qt::QueuedConnection);
}

void ChartTexts::layoutAt(const QSizeF &size)
{
    m_chart->setMargins(m_margins);
    m_chart->resize(size);
    layout();
}

void ChartTexts::layout()
{
    m_scheduled = false;
    QChart *chart = m_chart;
    // Qt Charts draws none of the texts (it would cut them short).
    chart->setTitle(QString());
    chart->legend()->setVisible(false);
    QAbstractAxis *x = nullptr;
    QAbstractAxis *y = nullptr;
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsVisible(false);
        axis->setTitleVisible(false);
        axis->setTruncateLabels(false);
        QAbstractAxis *&slot = axis->orientation() == Qt::Vertical ? y : x;
        if (!slot)
            slot = axis;
    }
    qreal l = 0, t = 0, r = 0, b = 0;
    chart->layout()->getContentsMargins(&l, &t, &r, &b);
    const QRectF area = QRectF(QPointF(0, 0), chart->size()).adjusted(l, t, -r, -b);
    const QRectF inner =
        area.adjusted(m_margins.left(), m_margins.top(), -m_margins.right(), -m_margins.bottom());
    const QFont tickFont = regular(y ? y->labelsFont() : chart->legend()->font());
    const double gap = kGap * lineOf(tickFont);

    QList<ChartOverlay::Text> texts;
    QList<ChartOverlay::Key> keys;
    double top = inner.top();
    if (!m_title.isEmpty()) {
        QFont font = chart->titleFont();
        font.setBold(true);
        const QString html = fitted(m_title, font, inner.width(), 0.3 * area.height());
        const QSizeF size = ChartOverlay::measure(html, font);
        texts.append({html, font, QPointF(area.center().x() - size.width() / 2.0, top), false,
                      size.width()});
        top += size.height() + gap;
    }
    double bottom = inner.bottom();
    if (m_legend) {
        const QList<ChartLegend::Entry> entries = ChartLegend::entries(chart);
        const QFont font = regular(chart->legend()->font());
        ChartLegend::Layout legend =
            ChartLegend::rows(entries, font, inner.left(), inner.width(), 0.0);
        if (!m_sequenceFirst.isEmpty() && legend.height > 0.2 * area.height())
            legend = ChartLegend::sequence(entries, m_sequenceFirst, m_sequenceLast, font,
                                           inner.left(), inner.width(), 0.0);
        const double legendTop = inner.bottom() - legend.height;
        for (ChartOverlay::Text &text : legend.texts)
            text.position.ry() += legendTop;
        for (ChartOverlay::Key &key : legend.keys)
            key.box.translate(0.0, legendTop);
        texts += legend.texts;
        keys += legend.keys;
        if (legend.height > 0.0)
            bottom = legendTop - gap;
    }

    // The axes' labels and titles take room round the plot; their size depends on the plot's
    // (how many ticks fit): a few rounds until the plot stays put.
    QRectF plot =
        QRectF(QPointF(inner.left() + 4.0 * lineOf(tickFont), top + lineOf(tickFont)),
               QPointF(inner.right() - lineOf(tickFont), bottom - 3.0 * lineOf(tickFont)));
    AxisPlan px, py;
    for (int round = 0; round < 4; ++round) {
        const QSizeF length(std::max(plot.width(), 1.0), std::max(plot.height(), 1.0));
        px = x ? plan(x, m_axisTitles.value(x), length, area.size()) : AxisPlan();
        py = y ? plan(y, m_axisTitles.value(y), length, area.size()) : AxisPlan();
        const double yLine = lineOf(py.labelFont);
        // Below the plot: the ticks, the labels (clear of the lowest y label), the title.
        const double xLabelTop = std::max(kTick + gap / 2.0, yLine / 2.0 + 1.0);
        double below = x ? xLabelTop + px.extent + gap : kTick;
        if (px.titleSize.height() > 0.0)
            below += px.titleSize.height() + gap / 2.0;
        double left = y ? kTick + gap + py.extent + gap : kTick;
        if (py.titleSize.height() > 0.0)
            left += py.titleSize.height() + gap / 2.0;
        // The last x label may reach past the plot's right edge.
        double right = 0.0;
        if (x && !px.ticks.texts.isEmpty()) {
            const double end = place(px, px.ticks.positions.last(), plot) +
                               ChartTicks::width(px.ticks.texts.last(), px.labelFont) / 2.0;
            right = std::max(0.0, end - plot.right() + 1.0);
        }
        const double above = y ? yLine / 2.0 : 0.0;
        QMargins margins(int(std::ceil(inner.left() - area.left() + left)),
                         int(std::ceil(top - area.top() + above)),
                         int(std::ceil(m_margins.right() + right)),
                         int(std::ceil(area.bottom() - bottom + below)));
        // Never more than the chart: a plot of a few pixels at least (Qt keeps a chart as large
        // as its margins, whatever size it is given).
        const int spareX = int(area.width()) - 8 - margins.left() - margins.right();
        const int spareY = int(area.height()) - 8 - margins.top() - margins.bottom();
        if (spareX < 0)
            margins.setLeft(std::max(0, margins.left() + spareX));
        if (spareY < 0)
            margins.setTop(std::max(0, margins.top() + spareY));
        // Qt Charts' ticks and grid where the labels go.
        for (const AxisPlan *p : {&px, &py})
            ChartTicks::place(p->axis, p->ticks);
        chart->setMargins(margins);
        chart->layout()->invalidate();
        chart->layout()->activate();
        const QRectF now = chart->plotArea();
        const bool settled = std::abs(now.left() - plot.left()) < 0.5 &&
                             std::abs(now.right() - plot.right()) < 0.5 &&
                             std::abs(now.top() - plot.top()) < 0.5 &&
                             std::abs(now.bottom() - plot.bottom()) < 0.5;
        plot = now;
        if (settled && round > 0)
            break;
    }
    if (x) {
        const double labelTop =
            plot.bottom() + std::max(kTick + gap / 2.0, lineOf(py.labelFont) / 2.0 + 1.0);
        for (qsizetype i = 0; i < px.ticks.texts.size(); ++i) {
            const double width = ChartTicks::width(px.ticks.texts[i], px.labelFont);
            texts.append({FigureText::html(px.ticks.texts[i]), px.labelFont,
                          QPointF(place(px, px.ticks.positions[i], plot) - width / 2.0, labelTop)});
        }
        if (!px.titleHtml.isEmpty())
            texts.append({px.titleHtml, px.titleFont,
                          QPointF(plot.center().x() - px.titleSize.width() / 2.0,
                                  labelTop + px.extent + gap / 2.0),
                          false, px.titleSize.width()});
    }
    if (y) {
        const QFontMetricsF metrics(py.labelFont);
        const double labelRight = plot.left() - kTick - gap;
        for (qsizetype i = 0; i < py.ticks.texts.size(); ++i) {
            // Right-aligned in the labels' column, whatever font draws the minus sign.
            texts.append({FigureText::html(py.ticks.texts[i]), py.labelFont,
                          QPointF(labelRight - py.extent,
                                  place(py, py.ticks.positions[i], plot) - metrics.height() / 2.0),
                          false, py.extent, Qt::AlignRight});
        }
        if (!py.titleHtml.isEmpty())
            texts.append({py.titleHtml, py.titleFont,
                          QPointF(labelRight - py.extent - gap - py.titleSize.height(),
                                  plot.center().y() + py.titleSize.width() / 2.0),
                          true, py.titleSize.width()});
    }
    m_overlay->setContent(texts, keys);
}
