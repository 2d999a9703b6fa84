#pragma once

#include <QString>

#include <memory>

class FigureSource;
class HeatmapWidget;
struct ViewData;

// The Shaw tab's figures, drawn from its ViewData for the window and for files alike: the
// table and heatmap views are heatmaps of one term (the whole table, or the heatmap's window).
namespace ShawFigures {

// Labels, colours, the range ±max|a| symmetric about 0, and the cells; `inBackground`
// prepares a large matrix off the GUI thread (the window).
void drawHeatmap(HeatmapWidget &heatmap, const ViewData &data, bool inBackground = false);

std::unique_ptr<FigureSource> create(const ViewData &data);
bool has(const QString &view);

} // namespace ShawFigures
