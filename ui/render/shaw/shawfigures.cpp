#include "shawfigures.h"

#include "figures/heatmapwidget.h"
#include "shaw/shawspec.h"
#include "shaw/shawtables.h"
#include "shaw/shawviews.h"
#include "view/figureregistration.h"

#include <QCoreApplication>

namespace ShawFigures {

void drawHeatmap(HeatmapWidget &heatmap, const ViewData &data, bool inBackground)
{
    const auto &term = data.viewResultAs<ShawTermResult>();
    const pelab::ShawScores &scores = *data.resultAs<ShawResult>().scores;
    heatmap.setLabels(ShawTables::heatmapTitle(term.term, scores, term.window),
                      QCoreApplication::translate("ShawFigures", "key position s"),
                      QCoreApplication::translate("ShawFigures", "query position t"),
                      ShawTables::termLabel(term.term));
    heatmap.setColormap(
        parseColormap(data.state.text(ColormapKeys::colormap)).value_or(Colormap::RdBu));
    const double largest = term.largest > 0.0 ? term.largest : 1.0;
    heatmap.setValueRange(-largest, largest);
    if (!term.matrix) {
        heatmap.clear();
        return;
    }
    const double origin = double(term.window.first);
    if (inBackground)
        heatmap.setMatrixInBackground(term.matrix, origin, origin);
    else
        heatmap.setMatrix(term.matrix, origin, origin);
}

std::unique_ptr<FigureSource> create(const ViewData &data)
{
    if (!has(data.view->name) || !data.viewResultAs<ShawTermResult>().matrix)
        return nullptr;
    auto heatmap = std::make_unique<HeatmapWidget>();
    drawHeatmap(*heatmap, data);
    return heatmap;
}

bool has(const QString &view)
{
    return view == QLatin1String("table") || view == QLatin1String("heatmap");
}

} // namespace ShawFigures

PELAB_REGISTER_TAB_FIGURES(shaw, ShawFigures)
