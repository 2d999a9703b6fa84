#include "barchartwidget.h"

#include "figures/niceticks.h"

#include "figures/chartstyle.h"
#include "figures/charttexts.h"
#include "figures/zoomedchartview.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QGraphicsScene>
#include <QPainter>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

BarChartWidget::BarChartWidget(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_chart = new QChart;
    m_series = new QBarSeries(m_chart);
    m_chart->addSeries(m_series);
    m_x = new QBarCategoryAxis(m_chart);
    m_y = new QValueAxis(m_chart);
    m_x->setGridLineVisible(false); // categories need no vertical grid
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    m_series->attachAxis(m_x);
    m_series->attachAxis(m_y);
    m_view = new ZoomedChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setBaseMinimumHeight(160);
    setMinimumWidth(160); // room for the axes and a few ticks (the window's zoom scales it)
    layout->addWidget(m_view);
    m_view->applyLook();
}

void BarChartWidget::setTitle(const QString &title)
{
    m_view->setChartTitle(title);
}

QString BarChartWidget::title() const
{
    return m_view->chartTitle();
}

void BarChartWidget::setAxisTitles(const QString &x, const QString &y)
{
    ChartTexts::of(m_chart)->setAxisTitle(m_x, x);
    ChartTexts::of(m_chart)->setAxisTitle(m_y, y);
    updateLegend();
}

void BarChartWidget::updateLegend()
{
    // One set named as the y axis says nothing the axis does not: no legend to take room.
    const bool said =
        m_sets.size() == 1 && m_sets.first().name == ChartTexts::of(m_chart)->axisTitle(m_y);
    ChartTexts::of(m_chart)->setLegendVisible(!m_sets.isEmpty() && !said);
}

void BarChartWidget::setData(const QStringList &categories, const QList<Set> &sets)
{
    m_categories = categories;
    m_sets = sets;
    m_series->clear();
    m_x->clear();
    m_x->append(categories);
    for (const Set &set : sets) {
        auto *bars = new QBarSet(set.name);
        bars->append(set.values);
        if (set.color.isValid()) {
            bars->setColor(set.color);
            bars->setBorderColor(set.color);
        }
        m_series->append(bars);
    }
    m_view->applyLook();
    updateRange();
    updateLegend();
}

void BarChartWidget::setFixedYRange(double lower, double upper)
{
    m_fixed = true;
    setYRange(lower, upper);
}

void BarChartWidget::setAutoYRange()
{
    m_fixed = false;
    updateRange();
}

void BarChartWidget::updateRange()
{
    if (m_fixed)
        return;
    double low = 0.0;
    double high = 0.0;
    for (const Set &set : std::as_const(m_sets)) {
        for (qreal v : set.values) {
            if (!std::isfinite(v))
                continue;
            low = std::min(low, double(v));
            high = std::max(high, double(v));
        }
    }
    if (high == low)
        high = low + 1.0; // all zero: an honest empty axis 0 … 1
    const double pad = 0.08 * (high - low);
    setYRange(low < 0.0 ? low - pad : 0.0, high > 0.0 ? high + pad : 0.0);
}

void BarChartWidget::setYRange(double lower, double upper)
{
    NiceTicks::setRange(*m_y, lower, upper);
    ChartTexts::of(m_chart)->scheduleLayout(); // the labels of the new ticks
}

// Exports are drawn on white with black text whatever the screen theme.
void BarChartWidget::drawFigure(QPaintDevice &device, const QSize &size, double scale,
                                const FigureStyle &style) const
{
    ChartStyle::render(m_chart, palette(), device, size, scale, style);
}

QString BarChartWidget::figureTitle() const
{
    return m_view->chartTitle();
}
