#include "ropefigures.h"

#include "common/colormaps.h"
#include "figures/errorchart.h"
#include "figures/heatmapwidget.h"
#include "figures/linechartwidget.h"
#include "rope/ropesequencefigures.h"
#include "rope/ropespec.h"
#include "rope/ropetexts.h"
#include "rope/ropeviews.h"
#include "view/figureregistration.h"

#include <QChart>
#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <numbers>

namespace RopeFigures {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RopeFigures", text);
}

QString name(std::string_view text)
{
    return QString::fromUtf8(text);
}

// Two lines closer than this share of the y range are drawn as one stroke.
constexpr double kCoincident = 0.003;

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
    QPen pen(colour);
    pen.setWidthF(1.6);
    pen.setStyle(style);
    chart.setSeriesPen(index, pen);
}

void finish(LineChartWidget &chart)
{
    chart.setAutoYRange();
    chart.setLegendVisible(true);
}

const QColor kColours[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28),
                           QColor(0x2c, 0xa0, 0x2c), QColor(0xff, 0x7f, 0x0e)};

const RopeResult &resultOf(const ViewData &data)
{
    return data.resultAs<RopeResult>();
}

// The colours span ±max|exact score| (1 when every score is 0).
double colourLimit(const pelab::RopeAnalysis &analysis)
{
    double limit = 0.0;
    for (double v : analysis.exact)
        limit = std::max(limit, std::fabs(v));
    return limit > 0.0 ? limit : 1.0;
}

} // namespace

void applyColors(HeatmapWidget &heatmap, const ViewData &data)
{
    heatmap.setColormap(
        parseColormap(data.state.text(ColormapKeys::colormap)).value_or(Colormap::RdBu));
}

void drawHeatmap(HeatmapWidget &heatmap, const ViewData &data, bool inBackground)
{
    const pelab::RopeAnalysis &analysis = resultOf(data).analysis;
    const RopeScoresResult &r = data.viewResultAs<RopeScoresResult>();
    heatmap.setLabels(RopeTexts::heatmapTitle(analysis.setup, r.window.first, r.window.size),
                      tr("key position s"), tr("query position t"), tr("score a(t, s)"));
    applyColors(heatmap, data);
    const double limit = colourLimit(analysis);
    heatmap.setValueRange(-limit, limit);
    const auto &scores = r.scores;
    // The axes show the true positions, also of a window.
    const double start = double(analysis.setup.start + r.window.first);
    if (inBackground)
        heatmap.setMatrixInBackground(scores, start, start);
    else
        heatmap.setMatrix(scores, start, start);
}

void drawOffsets(LineChartWidget &chart, const ViewData &data)
{
    const pelab::RopeAnalysis &analysis = resultOf(data).analysis;
    const pelab::InvarianceReport &inv = analysis.invariance;
    const std::int64_t covered = inv.maxOffset;
    QList<QPointF> exact, low, high;
    double lowest = std::numeric_limits<double>::infinity();
    double highest = -lowest;
    double spread = 0.0;    // the largest max − min over t
    double deviation = 0.0; // the largest distance of min or max from the exact score
    for (std::int64_t j = 0; j < 2 * covered + 1; ++j) {
        const double delta = double(j - covered);
        const double e = analysis.exact[std::size_t(j)];
        const double lo = inv.minimum[std::size_t(j)];
        const double hi = inv.maximum[std::size_t(j)];
        exact.append(QPointF(delta, e));
        low.append(QPointF(delta, lo));
        high.append(QPointF(delta, hi));
        lowest = std::min({lowest, e, lo});
        highest = std::max({highest, e, hi});
        spread = std::max(spread, std::abs(hi - lo));
        deviation = std::max({deviation, std::abs(hi - e), std::abs(lo - e)});
    }
    // Lines closer than this share one stroke at any figure size: one entry says so, rather
    // than a legend listing a line hidden under another.
    const double visible = kCoincident * std::max(highest - lowest, 1e-300);
    if (deviation <= visible) {
        chart.setSeriesCount(1);
        chart.setSeries(0, tr("min = max over t = exact"), exact);
        styleSeries(chart, 0, QColor(Qt::black), Qt::SolidLine);
    } else if (spread <= visible) {
        chart.setSeriesCount(2);
        chart.setSeries(0, tr("min = max over t"), high);
        chart.setSeries(1, tr("exact qᵀR_{Δ}k/√d"), exact);
        styleSeries(chart, 0, kColours[0], Qt::SolidLine);
        styleSeries(chart, 1, QColor(Qt::black), Qt::DashLine);
    } else {
        chart.setSeriesCount(3);
        chart.setSeries(0, tr("max over t"), high);
        chart.setSeries(1, tr("min over t"), low);
        chart.setSeries(2, tr("exact qᵀR_{Δ}k/√d"), exact);
        styleSeries(chart, 0, kColours[1], Qt::SolidLine);
        styleSeries(chart, 1, kColours[0], Qt::SolidLine);
        styleSeries(chart, 2, QColor(Qt::black), Qt::DashLine);
    }
    chart.setTitle(tr("a(t, t + Δ) against the offset Δ = s − t (%1)")
                       .arg(name(pelab::precisionName(analysis.setup.precision))));
    chart.setAxisTitles(tr("offset Δ"), tr("score"));
    finish(chart);
}

void drawFrequencies(LineChartWidget &chart, const ViewData &data)
{
    const pelab::RopeFrequencies &f = resultOf(data).analysis.frequencies;
    const QString type = name(pelab::scalingName(resultOf(data).params.scaling.type));
    QList<QPointF> plain, scaled;
    for (std::size_t i = 0; i < f.base.size(); ++i) {
        plain.append(QPointF(double(i), std::log10(2.0 * std::numbers::pi / f.base[i])));
        scaled.append(QPointF(double(i), std::log10(2.0 * std::numbers::pi / f.invFreq[i])));
    }
    // Without a scaling both curves are the same: one, named by its formula.
    const bool scaledToo = resultOf(data).params.scaling.type != pelab::RopeScalingType::None;
    chart.setSeriesCount(scaledToo ? 2 : 1);
    chart.setSeries(0, scaledToo ? tr("unscaled") : tr("θ_i = base^(−2i/d)"), plain);
    styleSeries(chart, 0, scaledToo ? QColor(Qt::gray) : kColours[0],
                scaledToo ? Qt::DashLine : Qt::SolidLine);
    if (scaledToo) {
        chart.setSeries(1, type, scaled);
        styleSeries(chart, 1, kColours[0], Qt::SolidLine);
    }
    chart.setTitle(scaledToo ? tr("Wavelength 2π/θ_i per pair, %1 against unscaled").arg(type)
                             : tr("Wavelength 2π/θ_i per pair, no scaling"));
    chart.setAxisTitles(tr("pair i"), tr("log₁₀ wavelength (positions)"));
    finish(chart);
}

void drawSweep(LineChartWidget &chart, const ViewData &data)
{
    const RopeSweepResult &sweep = data.viewResultAs<RopeSweepResult>();
    std::map<int, QList<QPointF>> spread, deviation;
    for (const pelab::PrecisionSweepPoint &p : sweep.points) {
        const double x = std::log2(double(std::max<std::int64_t>(p.start, 1)));
        spread[int(p.precision)].append(QPointF(x, log10Floor(p.maxError)));
        deviation[int(p.precision)].append(QPointF(x, log10Floor(p.maxExactError)));
    }
    // The legend names each precision once (its colour) and each measure once (its line):
    // 4 + 2 entries rather than 8. The measures' entries are lines without points.
    const int precisions = int(spread.size());
    chart.setSeriesCount(2 * precisions + 2);
    int index = 0;
    for (const auto &[precision, values] : spread) {
        chart.setSeries(index, name(pelab::precisionName(pelab::Precision(precision))), values);
        chart.setSeries(precisions + index, QString(), deviation[precision]);
        styleSeries(chart, index, kColours[precision % 4], Qt::SolidLine);
        styleSeries(chart, precisions + index, kColours[precision % 4], Qt::DotLine);
        ++index;
    }
    const QColor measure(0x59, 0x59, 0x59);
    chart.setSeries(2 * precisions, tr("spread over t"), {});
    chart.setSeries(2 * precisions + 1, tr("vs exact"), {});
    styleSeries(chart, 2 * precisions, measure, Qt::SolidLine);
    styleSeries(chart, 2 * precisions + 1, measure, Qt::DotLine);
    chart.setTitle(tr("Invariance error against the start position T0 (N = %1; 0 drawn at "
                      "10⁻¹⁷; gaps: inf/NaN)")
                       .arg(sweep.positions));
    chart.setAxisTitles(tr("log₂ T0"), tr("log₁₀ error"));
    finish(chart);
}

void drawDecay(LineChartWidget &chart, const ViewData &data)
{
    const RopeResult &r = resultOf(data);
    const bool scaledDiffers = r.analysis.frequencies.invFreq != r.analysis.frequencies.base;
    QList<QPointF> scaled, plain;
    for (std::size_t j = 0; j < r.distances.size(); ++j) {
        scaled.append(QPointF(r.distances[j], r.decay[j]));
        plain.append(QPointF(r.distances[j], r.decayNone[j]));
    }
    chart.setSeriesCount(scaledDiffers ? 2 : 1);
    chart.setSeries(0, scaledDiffers ? tr("with the scaling") : tr("θ_i = base^(−2i/d)"), scaled);
    styleSeries(chart, 0, kColours[0], Qt::SolidLine);
    if (scaledDiffers) {
        chart.setSeries(1, tr("unscaled"), plain);
        styleSeries(chart, 1, QColor(Qt::gray), Qt::DashLine);
    }
    chart.setTitle(tr("Long-term decay (RoFormer §3.4.3): (2/d)·Σ_j |Σ_{i<j} e^{i·r·θ_i}|"));
    chart.setAxisTitles(tr("relative distance r"), tr("relative upper bound"));
    finish(chart);
}

void drawCheck(LineChartWidget &chart, const ViewData &data)
{
    const RopeCheckResult &check = data.viewResultAs<RopeCheckResult>();
    const std::vector<double> none;
    const pelab::RopeComparison *c = check.comparison ? &*check.comparison : nullptr;
    QString title = tr("No implementation loaded");
    if (c)
        title = tr("Relative error per pair of %1, %2: %3")
                    .arg(check.file, RopeTexts::basisText(c->basis),
                         RopeTexts::checkVerdict(check).heading);
    ErrorChart::draw(chart, title, tr("pair i"), c ? c->pairError : none,
                     c ? c->pairTolerance : none, 0.0);
}

std::unique_ptr<FigureSource> create(const ViewData &data)
{
    const QString &view = data.view->name;
    if (RopeSequenceFigures::has(view))
        return RopeSequenceFigures::create(data);
    if (view == QLatin1String("heatmap") || view == QLatin1String("scores")) {
        auto heatmap = std::make_unique<HeatmapWidget>();
        drawHeatmap(*heatmap, data);
        return heatmap;
    }
    auto chart = std::make_unique<LineChartWidget>();
    if (view == QLatin1String("offsets"))
        drawOffsets(*chart, data);
    else if (view == QLatin1String("frequencies"))
        drawFrequencies(*chart, data);
    else if (view == QLatin1String("precision"))
        drawSweep(*chart, data);
    else if (view == QLatin1String("decay"))
        drawDecay(*chart, data);
    else if (view == QLatin1String("check"))
        drawCheck(*chart, data);
    else
        return nullptr;
    return chart;
}

bool has(const QString &view)
{
    if (RopeSequenceFigures::has(view))
        return true;
    for (const char *name :
         {"heatmap", "scores", "offsets", "frequencies", "precision", "decay", "check"}) {
        if (view == QLatin1String(name))
            return true;
    }
    return false;
}

} // namespace RopeFigures

PELAB_REGISTER_TAB_FIGURES(rope, RopeFigures)
