#include "sinusoidalfigures.h"

#include "figures/chartpoints.h"
#include "figures/heatmapwidget.h"
#include "figures/linechartwidget.h"
#include "similarity/similarityfigure.h"
#include "sinusoidal/sinusoidalspec.h"
#include "sinusoidal/sinusoidaltables.h"
#include "view/figureregistration.h"

#include <QCoreApplication>

#include <cmath>

namespace SinusoidalFigures {

namespace {

Colormap colormapOf(const ViewData &data)
{
    return parseColormap(data.state.text(ColormapKeys::colormap)).value_or(Colormap::Viridis);
}

} // namespace

void applyColors(HeatmapWidget &heatmap, const ViewData &data)
{
    heatmap.setColormap(colormapOf(data));
    if (data.state.text(SinusoidalKeys::range) == QLatin1String("data"))
        heatmap.setAutoValueRange();
    else
        heatmap.setValueRange(-1.0, 1.0);
}

void drawHeatmap(HeatmapWidget &heatmap, const ViewData &data, bool inBackground)
{
    const auto &r = data.resultAs<SinusoidalResult>();
    heatmap.setLabels(SinusoidalTables::title(r.params),
                      QCoreApplication::translate("SinusoidalFigure", "dimension j"),
                      QCoreApplication::translate("SinusoidalFigure", "position t"),
                      QCoreApplication::translate("SinusoidalFigure", "PE(t)[j]"));
    applyColors(heatmap, data);
    if (inBackground)
        heatmap.setMatrixInBackground(r.table, double(r.params.start), 0.0);
    else
        heatmap.setMatrix(r.table, double(r.params.start), 0.0);
}

void drawResidual(LineChartWidget &chart, const ViewData &data)
{
    const auto &r = data.resultAs<SinusoidalResult>();
    const std::vector<double> &res = r.checks.shiftResidualByPosition;
    chart.setAxisTitles(
        QCoreApplication::translate("SinusoidalFigure", "position t"),
        QCoreApplication::translate("SinusoidalFigure", "residual / 2⁻⁵² (float64 ulps of 1)"));
    chart.setTitle(
        QCoreApplication::translate("SinusoidalFigure",
                                    "Residual of PE(t+%1) = M_%1 · PE(t), largest over the pairs")
            .arg(r.checks.shift));
    // Charted in units of 2⁻⁵² (Qt Charts cannot label axes spanning ~1e-14); exported raw.
    chart.setSeries(
        0, QCoreApplication::translate("SinusoidalFigure", "residual"),
        ChartPoints::sampled(qsizetype(res.size()), double(r.params.start),
                             [&res](qsizetype i) { return std::ldexp(res[std::size_t(i)], 52); }));
}

std::unique_ptr<FigureSource> create(const ViewData &data)
{
    const QString &view = data.view->name;
    if (view == QLatin1String("heatmap") || view == QLatin1String("values")) {
        auto heatmap = std::make_unique<HeatmapWidget>();
        drawHeatmap(*heatmap, data);
        return heatmap;
    }
    if (view == QLatin1String("similarity")) {
        auto heatmap = std::make_unique<HeatmapWidget>();
        SimilarityFigure::draw(*heatmap, data);
        return heatmap;
    }
    if (view == QLatin1String("residual")) {
        auto chart = std::make_unique<LineChartWidget>();
        drawResidual(*chart, data);
        return chart;
    }
    return nullptr;
}

bool has(const QString &view)
{
    return view == QLatin1String("heatmap") || view == QLatin1String("values") ||
           view == QLatin1String("similarity") || view == QLatin1String("residual");
}

} // namespace SinusoidalFigures

PELAB_REGISTER_TAB_FIGURES(sinusoidal, SinusoidalFigures)
