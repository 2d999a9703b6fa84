#pragma once

#include <QString>

#include <memory>

class FigureSource;
class HeatmapWidget;
class SequenceFigure;
struct ViewData;

// The figures of the RoPE tab's sequence views (RopeSequenceViews), for the window and files
// alike: the token ids laid out, the axis of each rotary pair and the attention of each layer as
// strips, the cos/sin cache and an image's grid scores as heatmaps.
namespace RopeSequenceFigures {

void drawPositions(SequenceFigure &figure, const ViewData &data);
// A strip over the pairs: 0 t, 1 h, 2 w.
void drawAxes(HeatmapWidget &heatmap, const ViewData &data);
// The cos or sin cache: tokens down, columns across.
// `inBackground` prepares a long cache's cells off the GUI thread (the window).
void drawCache(HeatmapWidget &heatmap, const ViewData &data, bool inBackground = false);
// The chosen patch's scores over the merged grid, titled with the 2-D invariance verdict.
void drawGrid(HeatmapWidget &heatmap, const ViewData &data);
// A strip over the layers: 0 NoPE, 1 RoPE full, 2 RoPE sliding, 3 RoPE chunked.
void drawLayers(HeatmapWidget &heatmap, const ViewData &data);
// The 2-D invariance verdict of the grid-scores view, in words.
QString gridVerdict(const ViewData &data);

std::unique_ptr<FigureSource> create(const ViewData &data);
bool has(const QString &view);

} // namespace RopeSequenceFigures
