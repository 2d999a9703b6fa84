#pragma once

#include "export/exporttable.h"

#include <QString>

struct ViewData;

// The tables of the RoPE tab's sequence views (RopeSequenceViews), as the window shows and every
// face exports them. Integral tables (.npy int64) hold ids and codes: axes 0 t, 1 h, 2 w;
// windows 0 full, 1 sliding, 2 chunked.
namespace RopeSequenceTables {

// Per token: segment, t, h, w.
ExportTable positions(const ViewData &data);
// Per rotary pair: its axis and its two columns in the cache (the tab's pairing).
ExportTable axes(const ViewData &data);
// The cos or sin cache: a row per token, a column per dimension.
ExportTable cache(const ViewData &data);
// The chosen patch's score against every patch: a row per merged grid row, a column per column.
ExportTable grid(const ViewData &data);
// Per layer: rope (1, or 0 for NoPE), base, factor, rotary dims, window, window size.
ExportTable layers(const ViewData &data);

// "rope-positions-d128-seq<hash>" style stems: the view, d, the tokens and the layer.
QString stem(const ViewData &data);

} // namespace RopeSequenceTables
