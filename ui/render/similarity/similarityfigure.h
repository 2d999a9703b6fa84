#pragma once

class HeatmapWidget;
struct ViewData;

// The "similarity" view's heatmap (the Sinusoidal and Learned tabs), from its SimilarityResult.
namespace SimilarityFigure {

void draw(HeatmapWidget &heatmap, const ViewData &data, bool inBackground = false);

} // namespace SimilarityFigure
