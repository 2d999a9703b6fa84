#pragma once

#include "export/exporttable.h"
#include "figures/colormap.h"

#include "ropeanalysis.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

class HeatmapWidget;

// What the RoPE tab and `pelab-cli rope` share, so that both draw the same figures and write the
// same tables: the score heatmap, the tables, the verdict (the charts are in RopeCharts).
namespace RopeFigure {

QString heatmapTitle(const pelab::RopeAnalysis &analysis);
// Labels, colormap and a symmetric colour range ±max|a|.
void configureHeatmap(HeatmapWidget &heatmap, const pelab::RopeAnalysis &analysis,
                      Colormap colormap);
double colourLimit(const pelab::RopeAnalysis &analysis);
// The hover readout of cell (row, column): t, s, Δ, a(t, s) against qᵀR_Δk/√d (rich text).
QString describeCell(const pelab::RopeAnalysis &analysis, std::int64_t row, std::int64_t column);

// The verdict, the tolerance and where the worst case occurs (rich text).
QString verdictText(const pelab::RopeAnalysis &analysis);
// "interleaved dim j ← half dim p[j]" for every j (plain text, one line per 8 pairs).
QString permutationText(std::int64_t dim);
// What the scaling derived: factor, attention factor, base', yarn's correction range.
QString scalingText(const pelab::RopeFrequencies &frequencies, pelab::RopeScalingType type);

// N × N scores: rows "t" = T0 …, columns "s<T0>" ….
ExportTable scoresTable(std::shared_ptr<const pelab::Matrix> scores, std::int64_t start);
// Per offset Δ: exact, min, max, spread, t_min, t_max.
ExportTable offsetTable(const pelab::RopeAnalysis &analysis);
// Per pair: dims (both pairings), θ and wavelength unscaled and scaled, their ratio.
ExportTable frequencyTable(const pelab::RopeFrequencies &frequencies, std::int64_t dim);
// Per start T0: the invariance error and the deviation of every precision.
ExportTable sweepTable(const std::vector<pelab::PrecisionSweepPoint> &points);
// Per distance r: the bound with the scaling and without.
ExportTable decayTable(const std::vector<double> &distances, const std::vector<double> &scaled,
                       const std::vector<double> &plain);

} // namespace RopeFigure
