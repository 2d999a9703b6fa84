#include "similarityfigure.h"

#include "figures/heatmapwidget.h"
#include "similarity/similarityview.h"

#include <QCoreApplication>

namespace SimilarityFigure {

void draw(HeatmapWidget &heatmap, const ViewData &data, bool inBackground)
{
    const auto &similarity = data.viewResultAs<SimilarityResult>();
    const QString measure = SimilarityView::measureTitle(similarity.measure);
    heatmap.setLabels(measure + QStringLiteral(": ") + similarity.sourceTitle,
                      QCoreApplication::translate("SimilarityPanel", "position s"),
                      QCoreApplication::translate("SimilarityPanel", "position t"), measure);
    heatmap.setColormap(
        parseColormap(data.state.text(ColormapKeys::colormap)).value_or(Colormap::Viridis));
    heatmap.setAutoValueRange();
    const double origin = double(similarity.rowOrigin);
    if (inBackground)
        heatmap.setMatrixInBackground(similarity.matrix, origin, origin);
    else
        heatmap.setMatrix(similarity.matrix, origin, origin);
}

} // namespace SimilarityFigure
