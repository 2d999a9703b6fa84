#include "linechartwidget.h"

#include "figures/niceticks.h"

#include "figures/chartstyle.h"
#include "figures/charttexts.h"
#include "figures/zoomedchartview.h"

#include <QChart>
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

LineChartWidget::LineChartWidget(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_chart = new QChart;
    m_chart->legend()->setVisible(false);
    m_x = new QValueAxis(m_chart);
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
    ChartTexts::of(m_chart)->setAxisTitle(m_x, x);
    ChartTexts::of(m_chart)->setAxisTitle(m_y, y);
}

void LineChartWidget::setSeriesCount(int count)
{
    while (m_series.size() > count) {
        QLineSeries *series = m_series.takeLast();
        m_chart->removeSeries(series);
        delete series;
    }
    updateRanges();
}

void LineChartWidget::setSeries(int index, const QString &name, const QList<QPointF> &points)
{
    while (m_series.size() <= index) {
        auto *series = new QLineSeries(m_chart);
        m_chart->addSeries(series);
        series->attachAxis(m_x);
        series->attachAxis(m_y);
        m_series.append(series);
        m_view->applyLook(); // its colours (and the projector look) at once
    }
    QLineSeries *series = m_series[index];
    series->setName(name);
    series->replace(points);
    updateRanges(); // and the legend's entries
}

void LineChartWidget::setSeriesPen(int index, const QPen &pen)
{
    if (index >= 0 && index < m_series.size())
        m_series[index]->setPen(pen);
}

QList<QPointF> LineChartWidget::seriesPoints(int index) const
{
    return index >= 0 && index < m_series.size() ? m_series[index]->points() : QList<QPointF>{};
}

void LineChartWidget::setMarker(const std::optional<QPointF> &point)
{
    if (point)
        m_marker->replace(QList<QPointF>{*point});
    else
        m_marker->clear();
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
    for (const QLineSeries *series : std::as_const(m_series)) {
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
    // Ticks at round numbers, the data range kept exact; whole numbers only (the x axes count
    // positions, pairs, heads and distances).
    if (NiceTicks::setRange(*m_x, xMin, xMax) < 1.0 &&
        m_x->tickType() == QValueAxis::TicksDynamic) {
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
