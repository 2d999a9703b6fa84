#pragma once

#include "export/exporttable.h"
#include "widgets/colormap.h"

#include "sinusoidal.h"

#include <memory>
#include <vector>

class HeatmapWidget;

// What the window's Sinusoidal heatmap and `pelab-cli sinusoidal` share, so that both produce
// the same figure and the same CSV: the heatmap's labels and colours, and the table's labels.
namespace SinusoidalFigure {

QString title(const pelab::SinusoidalParams &params);

// Labels, colormap and the −1 … 1 value range of the sinusoidal heatmap.
void configure(HeatmapWidget &heatmap, const pelab::SinusoidalParams &params, Colormap colormap);

// The hover readout of one cell, with the formula and its numbers filled in (rich text).
QString describeCell(const pelab::SinusoidalParams &params, std::int64_t row, std::int64_t column,
                     double value);

// Header "position", then one column per dimension "d0" … "d{D-1}"; rows labelled with the
// absolute position start + row.
ExportTable exportTable(const pelab::SinusoidalParams &params,
                        std::shared_ptr<const pelab::Matrix> table);

// One row per pair: "omega", "wavelength", "denominator", "sin_dim", "cos_dim".
ExportTable pairsTable(const std::vector<pelab::PairInfo> &pairs);

} // namespace SinusoidalFigure
