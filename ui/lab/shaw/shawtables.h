#pragma once

#include "export/exporttable.h"

#include "shaw.h"

#include <QString>

#include <cstdint>

struct ShawWindow;
struct ViewData;

// The Shaw tab's tables and texts, as every face of PE Lab shows and exports them.
namespace ShawTables {

QString termLabel(pelab::ShawTerm term); // "total a(t, s)"
// The heatmap's title: the term, N, d and K, and the window when it is not the whole table.
QString heatmapTitle(pelab::ShawTerm term, const pelab::ShawScores &scores,
                     const ShawWindow &window);
// The readout of cell (t, s): its three terms and clip index (rich text).
QString describeCell(const pelab::ShawScores &scores, std::int64_t t, std::int64_t s);

// The table and heatmap views: rows "t", columns "s{s}", labelled with the absolute t and s.
ExportTable term(const ViewData &data);
// The row view: rows "s", columns offset, clip_index, content, position, total, weight.
ExportTable row(const ViewData &data);
// The relative vectors: rows "j" = −K … K, columns "d0" … .
ExportTable relative(const ViewData &data);
// The value view: rows "dim", columns z_without_aV, z_with_aV, difference.
ExportTable value(const ViewData &data);

QString termStem(const ViewData &data);     // "shaw-total-n64-d16-k4" (+ "-t100-1123", a window)
QString rowStem(const ViewData &data);      // "shaw-row-t5-n64-d16-k4"
QString relativeStem(const ViewData &data); // "shaw-relative-n64-d16-k4"
QString valueStem(const ViewData &data);    // "shaw-value-t5-n64-d16-k4"

} // namespace ShawTables
