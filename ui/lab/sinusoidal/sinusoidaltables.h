#pragma once

#include "export/exporttable.h"

#include "sinusoidal.h"

#include <QString>

#include <cstdint>

struct ViewData;

// The Sinusoidal tab's tables and texts, as every face of PE Lab shows and exports them: the
// table with its labels, the pairs, the shift residual, the figure's title and a cell's readout.
namespace SinusoidalTables {

QString title(const pelab::SinusoidalParams &params);
// The hover readout of one cell, with the formula and its numbers filled in (rich text).
QString describeCell(const pelab::SinusoidalParams &params, std::int64_t row, std::int64_t column,
                     double value);

// Header "position", then "d0" … "d{D-1}"; rows labelled with the absolute position.
ExportTable values(const ViewData &data);
// One row per pair: "omega", "wavelength", "denominator", "sin_dim", "cos_dim".
ExportTable pairs(const ViewData &data);
// One row per position t: the residual of PE(t+k) = M_k·PE(t), largest over the pairs.
ExportTable residual(const ViewData &data);

QString stem(const ViewData &data);         // "sinusoidal-128x512"
QString pairsStem(const ViewData &data);    // "sinusoidal-pairs-d512"
QString residualStem(const ViewData &data); // "sinusoidal-shift-residual-128x512"

} // namespace SinusoidalTables
