#include "learnedfigures.h"

#include "figures/heatmapwidget.h"
#include "figures/linechartwidget.h"
#include "learned/learnedspec.h"
#include "learned/learnedtables.h"
#include "learned/learnedviews.h"
#include "similarity/similarityfigure.h"
#include "view/figureregistration.h"

#include <QCoreApplication>

#include <cmath>

namespace LearnedFigures {

namespace {

// A position table on a colour range symmetric about zero: −bound … bound.
void drawPositionTable(HeatmapWidget &heatmap, const QString &title, Colormap colormap,
                       std::shared_ptr<const pelab::Matrix> table, double bound, bool inBackground)
{
    heatmap.setLabels(title, QCoreApplication::translate("LearnedFigure", "dimension"),
                      QCoreApplication::translate("LearnedFigure", "position"),
                      QCoreApplication::translate("LearnedFigure", "value"));
    heatmap.setColormap(colormap);
    heatmap.setValueRange(-bound, bound);
    if (inBackground)
        heatmap.setMatrixInBackground(std::move(table));
    else
        heatmap.setMatrix(std::move(table));
}

bool is(const ViewData &data, ParameterKey key, const char *value)
{
    return data.state.text(key) == QLatin1String(value);
}

} // namespace

Colormap colormapOf(const ViewData &data)
{
    return parseColormap(data.state.text(ColormapKeys::colormap)).value_or(Colormap::RdBu);
}

Colormap spectrumColormap(Colormap colormap)
{
    return colormap == Colormap::RdBu ? Colormap::Viridis : colormap;
}

void drawTable(HeatmapWidget &heatmap, const ViewData &data, bool inBackground)
{
    const auto &r = data.resultAs<LearnedResult>();
    drawPositionTable(heatmap, LearnedTables::title(r), colormapOf(data), r.display,
                      LearnedTables::valueBound(r.summary), inBackground);
}

void drawSpectrum(HeatmapWidget &heatmap, const ViewData &data)
{
    const auto &r = data.resultAs<LearnedResult>();
    const auto &s = data.viewResultAs<LearnedSpectrumResult>();
    heatmap.setLabels(
        QCoreApplication::translate("LearnedSpectrumPanel", "Spectrum over positions: %1")
            .arg(LearnedTables::sourceTitle(r)),
        QCoreApplication::translate("LearnedFigure", "dimension"),
        QCoreApplication::translate("LearnedFigure", "frequency bin k (cycles over the table)"),
        QCoreApplication::translate("LearnedFigure", "|X_k| / N"));
    heatmap.setColormap(spectrumColormap(colormapOf(data)));
    heatmap.setAutoValueRange();
    heatmap.setMatrix(s.magnitude);
}

void drawPeakShares(LineChartWidget &chart, const ViewData &data)
{
    const auto &r = data.resultAs<LearnedResult>();
    const pelab::DimensionSpectrum &s = *data.viewResultAs<LearnedSpectrumResult>().spectrum;
    chart.setAxisTitles(
        QCoreApplication::translate("LearnedSpectrumPanel", "dimension"),
        QCoreApplication::translate("LearnedSpectrumPanel", "energy share of the peak frequency"));
    chart.setFixedYRange(0.0, 1.0);
    chart.setLegendVisible(false);
    QList<QPointF> points;
    for (std::size_t d = 0; d < s.peakShare.size(); ++d) {
        if (std::isfinite(s.peakShare[d]))
            points.append(QPointF(double(d), s.peakShare[d]));
    }
    chart.setTitle(QCoreApplication::translate("LearnedSpectrumPanel",
                                               "Peak-frequency energy share per dimension: %1")
                       .arg(LearnedTables::sourceTitle(r)));
    chart.setSeries(0, QCoreApplication::translate("LearnedSpectrumPanel", "share"), points);
}

void drawCompareLearned(HeatmapWidget &heatmap, const ViewData &data, bool inBackground)
{
    // Each side on its own range symmetric about zero: a learned table is often 10× smaller.
    const auto &r = data.resultAs<LearnedResult>();
    drawPositionTable(heatmap, LearnedTables::compareTitle(r), colormapOf(data), r.display,
                      LearnedTables::valueBound(r.summary), inBackground);
}

void drawCompareSinusoidal(HeatmapWidget &heatmap, const ViewData &data, bool inBackground)
{
    const auto &sinusoidal = data.viewResultAs<LearnedCompareResult>().sinusoidal;
    drawPositionTable(heatmap,
                      LearnedTables::sinusoidalTitle(sinusoidal->rows(), sinusoidal->cols()),
                      colormapOf(data), sinusoidal, 1.0, inBackground);
}

std::unique_ptr<FigureSource> create(const ViewData &data)
{
    const QString &view = data.view->name;
    if (view == QLatin1String("spectrum") && is(data, LearnedKeys::spectrum, "peaks")) {
        auto chart = std::make_unique<LineChartWidget>();
        drawPeakShares(*chart, data);
        return chart;
    }
    auto heatmap = std::make_unique<HeatmapWidget>();
    if (view == QLatin1String("table"))
        drawTable(*heatmap, data);
    else if (view == QLatin1String("similarity"))
        SimilarityFigure::draw(*heatmap, data);
    else if (view == QLatin1String("spectrum"))
        drawSpectrum(*heatmap, data);
    else if (view == QLatin1String("compare") && is(data, LearnedKeys::compareExport, "sinusoidal"))
        drawCompareSinusoidal(*heatmap, data);
    else if (view == QLatin1String("compare"))
        drawCompareLearned(*heatmap, data);
    else
        return nullptr;
    return heatmap;
}

bool has(const QString &view)
{
    return view == QLatin1String("table") || view == QLatin1String("similarity") ||
           view == QLatin1String("spectrum") || view == QLatin1String("compare");
}

} // namespace LearnedFigures

PELAB_REGISTER_TAB_FIGURES(learned, LearnedFigures)
