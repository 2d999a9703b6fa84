#pragma once

#include "export/exporttable.h"

#include <QString>

struct ViewData;

// The RoPE tab's tables, as the window shows and every face exports them, and the stems of the
// views' file names ("rope-scores-d64-n256-t0-f64"; a heatmap window adds
// "-window<first t>-<last t>").
namespace RopeTables {

// N × N scores: rows "t" = T0 …, columns "s<T0>" … (the heatmap view's own result); of a
// window, its rows and columns labelled with their true positions.
ExportTable scores(const ViewData &data);
// Per offset Δ = −D … D: exact, min, max, spread, t_min, t_max.
ExportTable offsets(const ViewData &data);
// Per pair: dims (both pairings), θ and wavelength unscaled and scaled, their ratio.
ExportTable frequencies(const ViewData &data);
// Per start T0: the invariance error and the deviation of every precision (the precision view's
// own result).
ExportTable sweep(const ViewData &data);
// Per distance r: the bound with the scaling and without.
ExportTable decay(const ViewData &data);
// Per interleaved dim j: the half-split dim p[j] it holds.
ExportTable pairing(const ViewData &data);
// Per pair of the compared table, as the verdict judged it (RopeComparison): the relative error
// and the relative tolerance of its element of the largest error / tolerance, and for a cache
// that element's position (the check view's own result; no rows while no file is named).
ExportTable check(const ViewData &data);

QString stem(const ViewData &data);

} // namespace RopeTables
