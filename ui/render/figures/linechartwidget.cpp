#include "linechartwidget.h"

#include "figures/niceticks.h"

#include "figures/chartstyle.h"
#include "figures/charttexts.h"
#include "figures/zoomedchartview.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QLegend>
#include <QLineSeries>
#include <QPainter>
#include <QScatterSeries>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace {

// A band is its line's colour at this share of the line's opacity.
constexpr double kBandOpacity = 0.25;

void colourBand(QAreaSeries *band, const QPen &line)
{
    QColor colour = line.color();
    colour.setAlphaF(kBandOpacity * colour.alphaF());
    band->setBrush(colour);
}

} // namespace

LineChartWidget::LineChartWidget(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_chart = new QChart;
    m_chart->legend()->setVisible(false);
    m_linearX = new QValueAxis(m_chart);
    m_x = m_linearX;
    m_y = new QValueAxis(m_chart);
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    m_marker = new QScatterSeries(m_chart);
    m_marker->setMarkerSize(9.0);
    m_marker->setColor(QColor(0xd6, 0x27, 0x28));
    m_marker->setBorderColor(Qt::white);
    m_chart->addSeries(m_marker);
    m_marker->attachAxis(m_x);
    m_marker->attachAxis(m_y);
    m_view = new ZoomedChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setBaseMinimumHeight(160);
    setMinimumWidth(160); // room for the axes and a few ticks (the window's zoom scales it)
    layout->addWidget(m_view);
    m_view->applyLook();
}

void LineChartWidget::setTitle(const QString &title)
{
    m_view->setChartTitle(title);
}

void LineChartWidget::setAxisTitles(const QString &x, const QString &y)
{
    ChartTexts::of(m_chart)->setAxisTitle(m_linearX, x);
    if (m_logX)
        ChartTexts::of(m_chart)->setAxisTitle(m_logX, x);
    ChartTexts::of(m_chart)->setAxisTitle(m_y, y);
}

void LineChartWidget::setSeriesCount(int count)
{
    while (m_series.size() > count) {
        hideBand(int(m_series.size()) - 1);
        m_bands.removeLast();
        m_points.removeLast();
        QLineSeries *series = m_series.takeLast();
        m_chart->removeSeries(series);
        delete series;
    }
    updateRanges();
}

void LineChartWidget::setSeries(int index, const QString &name, const QList<QPointF> &points)
{
    while (m_series.size() <= index) {
        // Qt Charts gives a line without a pen of its own the theme's colour of the first index
        // no series holds, and a band holds one: the bands leave the chart meanwhile, so that
        // the line takes the colour it has on a chart without them.
        for (int i = 0; i < m_bands.size(); ++i)
            hideBand(i);
        auto *series = new QLineSeries(m_chart);
        m_chart->addSeries(series);
        series->attachAxis(m_x);
        series->attachAxis(m_y);
        m_series.append(series);
        m_points.append(QList<QPointF>());
        m_bands.append(Band());
        for (int i = 0; i < m_bands.size(); ++i)
            showBand(i);
        m_view->applyLook(); // its colours (and the projector look) at once
    }
    QLineSeries *series = m_series[index];
    series->setName(name);
    m_points[index] = points;
    series->replace(plotted(points));
    updateRanges(); // and the legend's entries
}

void LineChartWidget::setSeriesPen(int index, const QPen &pen)
{
    if (index >= 0 && index < m_series.size())
        m_series[index]->setPen(pen);
}

QColor LineChartWidget::themeColour(int index)
{
    // As the constructor builds a chart: the marker first, then the lines.
    QChart chart;
    chart.addSeries(new QScatterSeries(&chart));
    QLineSeries *line = nullptr;
    for (int i = 0; i <= index; ++i) {
        line = new QLineSeries(&chart);
        chart.addSeries(line);
    }
    return line ? line->pen().color() : QColor(Qt::black);
}

QList<QPointF> LineChartWidget::seriesPoints(int index) const
{
    return m_points.value(index);
}

void LineChartWidget::setSeriesBand(int index, const QList<QPointF> &lower,
                                    const QList<QPointF> &upper)
{
    if (index < 0 || index >= m_series.size())
        return;
    Band &band = m_bands[index];
    band.lower = lower;
    band.upper = upper;
    if (lower.isEmpty() && upper.isEmpty()) {
        hideBand(index);
    } else if (!band.area) {
        showBand(index);
    } else {
        band.area->lowerSeries()->replace(plotted(lower));
        band.area->upperSeries()->replace(plotted(upper));
    }
    updateRanges();
}

void LineChartWidget::showBand(int index)
{
    Band &band = m_bands[index];
    if (band.area || (band.lower.isEmpty() && band.upper.isEmpty()))
        return;
    band.area = new QAreaSeries(m_chart);
    band.area->setUpperSeries(new QLineSeries(band.area));
    band.area->setLowerSeries(new QLineSeries(band.area));
    band.area->lowerSeries()->replace(plotted(band.lower));
    band.area->upperSeries()->replace(plotted(band.upper));
    band.area->setPen(Qt::NoPen);
    // The line's colour in every look: a page's, the projector look's, an export's.
    QLineSeries *line = m_series[index];
    colourBand(band.area, line->pen());
    connect(line, &QXYSeries::penChanged, band.area,
            [area = band.area](const QPen &pen) { colourBand(area, pen); });
    // Qt Charts draws the series of one kind in the order they were added and has no way to put
    // one under another: the band's item, the chart's new child, is lowered under the lines.
    const QList<QGraphicsItem *> before = m_chart->childItems();
    m_chart->addSeries(band.area);
    for (QGraphicsItem *item : m_chart->childItems()) {
        if (!before.contains(item))
            item->setZValue(item->zValue() - 0.5);
    }
    band.area->attachAxis(m_x);
    band.area->attachAxis(m_y);
}

// The band's area leaves the chart (its values stay). Deleted at once: Qt Charts deletes the
// area's item later, and an item whose series still changed would be drawn again.
void LineChartWidget::hideBand(int index)
{
    Band &band = m_bands[index];
    if (!band.area)
        return;
    m_chart->removeSeries(band.area);
    delete band.area;
    band.area = nullptr;
}

void LineChartWidget::setLogarithmicX(bool logarithmic)
{
    if (logarithmic == m_logarithmic)
        return;
    m_logarithmic = logarithmic;
    ChartTexts *texts = ChartTexts::of(m_chart);
    if (logarithmic && !m_logX) {
        // Its ticks are uneven (1, 2, 5, 10, …): Qt Charts draws such ticks and their grid lines
        // only at a category axis's boundaries, which ChartTexts puts at the labels.
        m_logX = new QCategoryAxis(this);
        texts->setAxisLogarithmic(m_logX, true);
        texts->setAxisTitle(m_logX, texts->axisTitle(m_linearX));
    }
    m_chart->removeAxis(m_x); // detached from every series
    m_x->setParent(this);     // kept for the other scale
    m_x = logarithmic ? m_logX : m_linearX;
    m_chart->addAxis(m_x, Qt::AlignBottom);
    for (QAbstractSeries *series : m_chart->series())
        series->attachAxis(m_x);
    m_view->applyLook(); // the axis's colours
    replot();
}

QList<QPointF> LineChartWidget::plotted(const QList<QPointF> &points) const
{
    if (!m_logarithmic)
        return points;
    QList<QPointF> out;
    out.reserve(points.size());
    for (const QPointF &p : points) {
        if (p.x() > 0.0 && std::isfinite(p.x()))
            out.append(QPointF(std::log10(p.x()), p.y()));
    }
    return out;
}

void LineChartWidget::replot()
{
    for (qsizetype i = 0; i < m_series.size(); ++i) {
        m_series[i]->replace(plotted(m_points[i]));
        if (const Band &band = m_bands[i]; band.area) {
            band.area->lowerSeries()->replace(plotted(band.lower));
            band.area->upperSeries()->replace(plotted(band.upper));
        }
    }
    placeMarker();
    updateRanges();
}

void LineChartWidget::setMarker(const std::optional<QPointF> &point)
{
    m_markerPoint = point;
    placeMarker();
}

void LineChartWidget::placeMarker()
{
    const QList<QPointF> point =
        m_markerPoint ? plotted(QList<QPointF>{*m_markerPoint}) : QList<QPointF>();
    if (point.isEmpty())
        m_marker->clear();
    else
        m_marker->replace(point);
}

void LineChartWidget::setFixedYRange(double lower, double upper)
{
    m_fixedY = std::make_pair(lower, upper);
    updateRanges();
}

void LineChartWidget::setAutoYRange()
{
    m_fixedY.reset();
    updateRanges();
}

void LineChartWidget::setLegendVisible(bool visible)
{
    ChartTexts::of(m_chart)->setLegendVisible(visible);
}

void LineChartWidget::setBaseMinimumHeight(int height)
{
    m_view->setBaseMinimumHeight(height);
}

void LineChartWidget::setLegendSequence(const QString &first, const QString &last)
{
    ChartTexts::of(m_chart)->setLegendSequence(first, last);
}

void LineChartWidget::updateRanges()
{
    double xMin = std::numeric_limits<double>::infinity();
    double xMax = -xMin;
    double yMin = xMin;
    double yMax = -xMin;
    // The plotted values: the lines and the bands' edges.
    QList<const QLineSeries *> plottedSeries(m_series.cbegin(), m_series.cend());
    for (const Band &band : std::as_const(m_bands)) {
        if (band.area)
            plottedSeries << band.area->lowerSeries() << band.area->upperSeries();
    }
    for (const QLineSeries *series : std::as_const(plottedSeries)) {
        for (const QPointF &p : series->points()) {
            if (!std::isfinite(p.y()))
                continue;
            xMin = std::min(xMin, p.x());
            xMax = std::max(xMax, p.x());
            yMin = std::min(yMin, p.y());
            yMax = std::max(yMax, p.y());
        }
    }
    if (!std::isfinite(xMin)) {
        xMin = 0.0;
        xMax = 1.0;
        yMin = 0.0;
        yMax = 1.0;
    }
    if (xMax == xMin)
        xMax = xMin + 1.0;
    if (m_logarithmic) {
        m_x->setRange(xMin, xMax); // in decades; ChartTexts places the ticks (LogTicks)
    } else if (NiceTicks::setRange(*m_x, xMin, xMax) < 1.0 &&
               m_x->tickType() == QValueAxis::TicksDynamic) {
        // Ticks at round numbers, the data range kept exact; whole numbers only (the x axes
        // count positions, pairs, heads and distances).
        m_x->setTickInterval(1.0);
        NiceTicks::setMinimumStep(*m_x, 1.0);
    }
    if (!m_fixedY) {
        const double pad =
            yMax > yMin ? 0.05 * (yMax - yMin) : std::max(1e-300, std::abs(yMax) * 0.1 + 1e-300);
        yMin -= pad;
        yMax += pad;
    }
    if (m_fixedY)
        NiceTicks::setRange(*m_y, m_fixedY->first, m_fixedY->second);
    else
        NiceTicks::setRange(*m_y, yMin, yMax);
    ChartTexts::of(m_chart)->scheduleLayout(); // the labels of the new ticks
}

// Exports are drawn on white with black text whatever the screen theme.
void LineChartWidget::drawFigure(QPaintDevice &device, const QSize &size, double scale,
                                 const FigureStyle &style) const
{
    ChartStyle::render(m_chart, palette(), device, size, scale, style);
}

QString LineChartWidget::figureTitle() const
{
    return m_view->chartTitle();
}
