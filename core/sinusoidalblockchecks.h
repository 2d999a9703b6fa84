#pragma once

#include "sinusoidal.h"
#include "sinusoidalchecks.h"

namespace pelab {

// The property checks of a sinusoidal table without holding the table: it is computed and
// checked in blocks of rows (with an overlap of max(k, dot offsets) rows, so that every pair of
// positions the checks compare lies in one block), on several threads, and the blocks'
// results are merged. Row values do not depend on how the table is split (see
// pelab::fillSinusoidal), so the result equals pelab::checkSinusoidal on the whole table, at a
// fraction of the memory: what `pelab-cli … --json` needs when no file is written.
// shiftResidualByPosition is left empty; nanCount may count a row in two blocks' overlap twice.

class SinusoidalBlockChecks
{
public:
    static SinusoidalChecks compute(const SinusoidalParams &params,
                                    const CheckOptions &options = {});

    // Rows per block (without the overlap) for a table of `dim` columns.
    static std::int64_t blockRows(std::int64_t dim);
};

} // namespace pelab
