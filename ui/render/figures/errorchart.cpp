#include "errorchart.h"

#include "figures/linechartwidget.h"
#include "figures/niceticks.h"

#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

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
          const QString &yTitle, const std::vector<double> &errors, double firstIndex,
          std::optional<double> tolerance)
{
    QList<QPointF> error;
    for (std::size_t i = 0; i < errors.size(); ++i)
        error.append(QPointF(firstIndex + double(i), log10Floor(errors[i])));
    chart.setSeriesCount(tolerance && !errors.empty() ? 2 : 1);
    chart.setSeries(0, QCoreApplication::translate("ErrorChart", "error"), error);
    if (tolerance && !errors.empty()) {
        const double y = log10Floor(*tolerance);
        chart.setSeries(
            1, QCoreApplication::translate("ErrorChart", "tolerance"),
            {QPointF(firstIndex, y), QPointF(firstIndex + double(errors.size() - 1), y)});
    }
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
    chart.setAxisTitles(xTitle, yTitle);
    // Whole decades on the y axis, a tick every 1, 2 or 5 of them.
    double low = error.isEmpty() ? -1.0 : error.first().y();
    double high = low;
    for (const QPointF &p : error) {
        low = std::min(low, p.y());
        high = std::max(high, p.y());
    }
    if (tolerance && !errors.empty()) {
        low = std::min(low, log10Floor(*tolerance));
        high = std::max(high, log10Floor(*tolerance));
    }
    low = std::floor(low);
    high = std::max(std::ceil(high), low + 1.0);
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
