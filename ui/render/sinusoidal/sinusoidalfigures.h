#pragma once

#include <QString>

#include <memory>

class FigureSource;
class HeatmapWidget;
class LineChartWidget;
struct ViewData;

// The Sinusoidal tab's figures, drawn from its ViewData for the window and for files alike.
namespace SinusoidalFigures {

// The table as a heatmap (the heatmap and values views): labels, colours, range and cells.
// `inBackground` prepares a large table's cells off the GUI thread (the window).
void drawHeatmap(HeatmapWidget &heatmap, const ViewData &data, bool inBackground = false);
// Its colours alone (colormap and range), after a display value changed.
void applyColors(HeatmapWidget &heatmap, const ViewData &data);
// The shift residual against t, in units of 2⁻⁵² (exported raw).
void drawResidual(LineChartWidget &chart, const ViewData &data);

std::unique_ptr<FigureSource> create(const ViewData &data);
bool has(const QString &view);

} // namespace SinusoidalFigures
