#pragma once

#include "common/colormaps.h"

#include <QString>

#include <memory>

class FigureSource;
class HeatmapWidget;
class LineChartWidget;
struct ViewData;

// The Learned tab's figures, drawn from its ViewData for the window and for files alike: the
// table heatmap (NaN and ±Inf in the mask colour, never as the minimum, on a range symmetric
// about zero), the spectrum (heatmap of magnitudes or the peak shares) and either side of the
// comparison with the sinusoidal table.
namespace LearnedFigures {

Colormap colormapOf(const ViewData &data);
// The spectrum is never diverging: RdBu is drawn as viridis there.
Colormap spectrumColormap(Colormap colormap);

// `inBackground` prepares a large table's cells off the GUI thread (the window).
void drawTable(HeatmapWidget &heatmap, const ViewData &data, bool inBackground = false);
void drawSpectrum(HeatmapWidget &heatmap, const ViewData &data);
void drawPeakShares(LineChartWidget &chart, const ViewData &data);
void drawCompareLearned(HeatmapWidget &heatmap, const ViewData &data, bool inBackground = false);
void drawCompareSinusoidal(HeatmapWidget &heatmap, const ViewData &data, bool inBackground = false);

std::unique_ptr<FigureSource> create(const ViewData &data);
bool has(const QString &view);

} // namespace LearnedFigures
