#pragma once

#include <QString>

#include <memory>

class FigureSource;
class HeatmapWidget;
class LineChartWidget;
struct ViewData;

// The RoPE tab's figures, drawn from its ViewData for the window and for files alike: the score
// heatmap, a(t, t + Δ) against Δ, the wavelengths per pair, the invariance error against T0 per
// precision and RoFormer's long-term decay.
namespace RopeFigures {

// The heatmap view: labels, colours (a symmetric range ±max|exact score|) and the N × N scores.
// `inBackground` prepares a large matrix's cells off the GUI thread (the window).
void drawHeatmap(HeatmapWidget &heatmap, const ViewData &data, bool inBackground = false);
// Its colormap alone, after the display value changed.
void applyColors(HeatmapWidget &heatmap, const ViewData &data);
// a(t, t + Δ) against Δ: the exact relative score and the min and max over t.
void drawOffsets(LineChartWidget &chart, const ViewData &data);
// log₁₀ of the wavelength 2π/θ_i per pair, for the scaling against none.
void drawFrequencies(LineChartWidget &chart, const ViewData &data);
// log₁₀ of the invariance error (solid) and of the deviation from the exact score (dotted)
// against log₂ T0, per precision.
void drawSweep(LineChartWidget &chart, const ViewData &data);
// RoFormer's relative upper bound against r, for the scaling and for none.
void drawDecay(LineChartWidget &chart, const ViewData &data);
// The check view: log₁₀ of the largest |error| of each pair, titled with the verdict.
void drawCheck(LineChartWidget &chart, const ViewData &data);

std::unique_ptr<FigureSource> create(const ViewData &data);
bool has(const QString &view);

} // namespace RopeFigures
