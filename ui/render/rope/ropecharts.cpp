#include "ropecharts.h"

#include "figures/linechartwidget.h"

#include <QChart>
#include <QCoreApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>

namespace RopeCharts {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RopeCharts", text);
}

// Errors drawn on a log scale: 0 at this floor.
constexpr double kLogFloor = -17.0;

double log10Floor(double value)
{
    if (std::isnan(value))
        return std::nan("");
    return value > 0.0 ? std::max(kLogFloor, std::log10(value)) : kLogFloor;
}

void styleSeries(LineChartWidget &chart, int index, const QColor &colour, Qt::PenStyle style)
{
    int seen = 0;
    for (QAbstractSeries *series : chart.chart()->series()) {
        auto *line = qobject_cast<QLineSeries *>(series);
        if (!line || line->name().isEmpty())
            continue;
        if (seen++ == index) {
            QPen pen(colour);
            pen.setWidthF(1.6);
            pen.setStyle(style);
            line->setPen(pen);
            return;
        }
    }
}

void hideMarkerLegend(LineChartWidget &chart)
{
    for (QLegendMarker *marker : chart.chart()->legend()->markers()) {
        if (marker->series()->name().isEmpty())
            marker->setVisible(false);
    }
}

const QColor kColours[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28),
                           QColor(0x2c, 0xa0, 0x2c), QColor(0xff, 0x7f, 0x0e)};

} // namespace

void showOffsetChart(LineChartWidget &chart, const pelab::RopeAnalysis &analysis)
{
    const std::int64_t n = analysis.setup.positions;
    QList<QPointF> exact, low, high;
    for (std::int64_t j = 0; j < 2 * n - 1; ++j) {
        const double delta = double(j - (n - 1));
        exact.append(QPointF(delta, analysis.exact[std::size_t(j)]));
        low.append(QPointF(delta, analysis.invariance.minimum[std::size_t(j)]));
        high.append(QPointF(delta, analysis.invariance.maximum[std::size_t(j)]));
    }
    chart.setSeriesCount(3);
    chart.setSeries(0, tr("max over t"), high);
    chart.setSeries(1, tr("min over t"), low);
    chart.setSeries(2, tr("exact qᵀR_Δk/√d"), exact);
    styleSeries(chart, 0, kColours[1], Qt::SolidLine);
    styleSeries(chart, 1, kColours[0], Qt::SolidLine);
    styleSeries(chart, 2, QColor(Qt::black), Qt::DashLine);
    chart.setTitle(tr("a(t, t + Δ) against the offset Δ = s − t (%1)")
                       .arg(QString::fromUtf8(pelab::precisionName(analysis.setup.precision))));
    chart.setAxisTitles(tr("offset Δ"), tr("score"));
    chart.setAutoYRange();
    chart.setLegendVisible(true);
    hideMarkerLegend(chart);
}

void showFrequencyChart(LineChartWidget &chart, const pelab::RopeFrequencies &f,
                        pelab::RopeScalingType type)
{
    QList<QPointF> plain, scaled;
    for (std::size_t i = 0; i < f.base.size(); ++i) {
        plain.append(QPointF(double(i), std::log10(2.0 * std::numbers::pi / f.base[i])));
        scaled.append(QPointF(double(i), std::log10(2.0 * std::numbers::pi / f.invFreq[i])));
    }
    chart.setSeriesCount(2);
    chart.setSeries(0, tr("none"), plain);
    chart.setSeries(1, QString::fromUtf8(pelab::scalingName(type)), scaled);
    styleSeries(chart, 0, QColor(Qt::gray), Qt::DashLine);
    styleSeries(chart, 1, kColours[0], Qt::SolidLine);
    chart.setTitle(tr("Wavelength 2π/θ_i per pair, %1 against none")
                       .arg(QString::fromUtf8(pelab::scalingName(type))));
    chart.setAxisTitles(tr("pair i"), tr("log₁₀ wavelength (positions)"));
    chart.setAutoYRange();
    chart.setLegendVisible(true);
    hideMarkerLegend(chart);
}

void showSweepChart(LineChartWidget &chart, const std::vector<pelab::PrecisionSweepPoint> &points,
                    std::int64_t positions)
{
    std::map<int, QList<QPointF>> spread, deviation;
    for (const pelab::PrecisionSweepPoint &p : points) {
        const double x = std::log2(double(std::max<std::int64_t>(p.start, 1)));
        spread[int(p.precision)].append(QPointF(x, log10Floor(p.maxError)));
        deviation[int(p.precision)].append(QPointF(x, log10Floor(p.maxExactError)));
    }
    chart.setSeriesCount(int(2 * spread.size()));
    int index = 0;
    for (const auto &[precision, values] : spread) {
        const QString name = QString::fromUtf8(pelab::precisionName(pelab::Precision(precision)));
        chart.setSeries(2 * index, tr("%1 spread").arg(name), values);
        chart.setSeries(2 * index + 1, tr("%1 vs exact").arg(name), deviation[precision]);
        ++index;
    }
    index = 0;
    for (const auto &entry : spread) {
        styleSeries(chart, 2 * index, kColours[entry.first % 4], Qt::SolidLine);
        styleSeries(chart, 2 * index + 1, kColours[entry.first % 4], Qt::DotLine);
        ++index;
    }
    chart.setTitle(tr("Invariance error against the start position T0 (N = %1; 0 drawn at "
                      "10⁻¹⁷; gaps: inf/NaN)")
                       .arg(positions));
    chart.setAxisTitles(tr("log₂ T0"), tr("log₁₀ error"));
    chart.setAutoYRange();
    chart.setLegendVisible(true);
    hideMarkerLegend(chart);
}

void showDecayChart(LineChartWidget &chart, const std::vector<double> &distances,
                    const std::vector<double> &scaled, const std::vector<double> &plain,
                    bool scaledDiffers)
{
    QList<QPointF> a, b;
    for (std::size_t j = 0; j < distances.size(); ++j) {
        a.append(QPointF(distances[j], scaled[j]));
        b.append(QPointF(distances[j], plain[j]));
    }
    chart.setSeriesCount(scaledDiffers ? 2 : 1);
    chart.setSeries(0, scaledDiffers ? tr("with the scaling") : tr("θ_i = base^(−2i/d)"), a);
    styleSeries(chart, 0, kColours[0], Qt::SolidLine);
    if (scaledDiffers) {
        chart.setSeries(1, tr("none"), b);
        styleSeries(chart, 1, QColor(Qt::gray), Qt::DashLine);
    }
    chart.setTitle(tr("Long-term decay (RoFormer §3.4.3): (2/d)·Σ_j |Σ_{i<j} e^{i·r·θ_i}|"));
    chart.setAxisTitles(tr("relative distance r"), tr("relative upper bound"));
    chart.setAutoYRange();
    chart.setLegendVisible(true);
    hideMarkerLegend(chart);
}

} // namespace RopeCharts
