#pragma once

#include "export/exporttable.h"

#include <QString>

struct ViewData;

// The ALiBi tab's tables and file names, as every face of PE Lab exports them.
namespace AlibiTables {

// Per head: slope (the rule used), official, paper, difference, effective_span.
ExportTable slopes(const ViewData &data);
// One head's N × N bias: rows "t", columns "s0" … "s{N−1}".
ExportTable bias(const ViewData &data);
// The bias −m_h·d: rows = distance d, columns "head1" … "head{H}".
ExportTable biasByDistance(const ViewData &data);
// The attention weights of the query row: rows = key s, columns "head1" … "head{H}".
ExportTable attention(const ViewData &data);
// Per head: slope, effective_span, mean_distance, mean_span (NaN when not computed).
ExportTable span(const ViewData &data);
// Per head: slope, within_train, beyond_train.
ExportTable extrapolation(const ViewData &data);
// Per compared head, as the verdict judged it: rel_error and tolerance of its value of the largest
// error / tolerance (no rows while no file is named).
ExportTable check(const ViewData &data);

QString slopesStem(const ViewData &data);        // "alibi-slopes-h12-official"
QString biasStem(const ViewData &data);          // "alibi-bias-head3-n512"
QString distanceStem(const ViewData &data);      // "alibi-bias-distance-h12-n512"
QString attentionStem(const ViewData &data);     // "alibi-attention-t511-h12-n512"
QString spanStem(const ViewData &data);          // "alibi-span-h12-n512"
QString extrapolationStem(const ViewData &data); // "alibi-extrapolation-512-2048"
QString checkStem(const ViewData &data);         // "alibi-check-h12-official"

} // namespace AlibiTables
