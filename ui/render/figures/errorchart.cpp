#include "errorchart.h"

#include "figures/linechartwidget.h"
#include "figures/niceticks.h"

#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <functional>

namespace ErrorChart {

namespace {

constexpr double kLogFloor = -17.0;

double log10Floor(double value)
{
    return value > 0.0 ? std::max(kLogFloor, std::log10(value)) : kLogFloor;
}

void style(QAbstractSeries *series, const QColor &colour, Qt::PenStyle penStyle, bool points)
{
    auto *line = qobject_cast<QLineSeries *>(series);
    if (!line)
        return;
    QPen pen(colour);
    pen.setWidthF(1.6);
    pen.setStyle(penStyle);
    line->setPen(pen);
    line->setPointsVisible(points);
}

} // namespace

void draw(LineChartWidget &chart, const QString &title, const QString &xTitle,
          const std::vector<double> &errors, const std::vector<double> &tolerances,
          double firstIndex)
{
    QList<QPointF> error;
    for (std::size_t i = 0; i < errors.size(); ++i)
        error.append(QPointF(firstIndex + double(i), log10Floor(errors[i])));
    QList<QPointF> tolerance;
    const bool flat = std::adjacent_find(tolerances.begin(), tolerances.end(),
                                         std::not_equal_to<>()) == tolerances.end();
    if (tolerances.size() == 1) { // one index: a short line across its point
        for (double dx : {-0.5, 0.5})
            tolerance.append(QPointF(firstIndex + dx, log10Floor(tolerances[0])));
    }
    for (std::size_t i = 0; i < tolerances.size() && tolerances.size() > 1; ++i) {
        if (flat && i > 0 && i + 1 < tolerances.size())
            continue; // a flat line: its two ends
        tolerance.append(QPointF(firstIndex + double(i), log10Floor(tolerances[i])));
    }
    const bool drawTolerance = !tolerance.isEmpty() && !errors.empty();
    chart.setSeriesCount(drawTolerance ? 2 : 1);
    chart.setSeries(0, QCoreApplication::translate("ErrorChart", "relative error"), error);
    if (drawTolerance)
        chart.setSeries(1, QCoreApplication::translate("ErrorChart", "tolerance"), tolerance);
    const QList<QAbstractSeries *> series = chart.chart()->series();
    int seen = 0;
    for (QAbstractSeries *s : series) {
        auto *line = qobject_cast<QLineSeries *>(s);
        if (!line || line->name().isEmpty())
            continue;
        if (seen == 0)
            style(line, QColor(0x1f, 0x77, 0xb4), Qt::SolidLine, true);
        else
            style(line, QColor(0xd6, 0x27, 0x28), Qt::DashLine, false);
        ++seen;
    }
    chart.setTitle(title);
    chart.setAxisTitles(xTitle, QCoreApplication::translate("ErrorChart", "log₁₀ relative error"));
    // Whole decades on the y axis (a factor of 8 is the same height anywhere), a tick every 1, 2
    // or 5 of them.
    double low = error.isEmpty() ? -1.0 : error.first().y();
    double high = low;
    for (const QList<QPointF> *points : {&error, &tolerance}) {
        for (const QPointF &p : *points) {
            low = std::min(low, p.y());
            high = std::max(high, p.y());
        }
    }
    // At least five decades, so that a style fitting fewer ticks (ChartStyle) keeps them at
    // whole decades.
    low = std::floor(low);
    high = std::max(std::floor(high) + 1.0, low + 5.0); // a line on a decade stays off the edge
    const double span = high - low;
    const double step = span <= 6.0 ? 1.0 : span <= 12.0 ? 2.0 : 5.0;
    chart.setFixedYRange(low, high);
    for (QAbstractAxis *axis : chart.chart()->axes(Qt::Vertical)) {
        if (auto *values = qobject_cast<QValueAxis *>(axis)) {
            values->setTickType(QValueAxis::TicksDynamic);
            values->setTickAnchor(0.0);
            values->setTickInterval(step);
            NiceTicks::setMinimumStep(*values, step); // whole decades, however large the figure
        }
    }
    chart.setLegendVisible(true);
}

} // namespace ErrorChart
