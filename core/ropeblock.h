#pragma once

#include "matrix.h"
#include "memorylimit.h"
#include "ropescores.h"
#include "similarity.h"

#include <cstdint>

namespace pelab {

// A block of the RoPE score matrix computed directly: rows r0 … r0 + h − 1 and columns
// c0 … c0 + w − 1 of ropeScores(setup) (row t − T0, column s − T0), each cell the same value
// ropeScores gives it (the same rotated components, the same ScoreKernel sum), without the N × N
// matrix: only the h queries and w keys of the block are rotated. Memory: the h × w result plus
// (h + w)·d rotated and packed values, checked against the limit before allocating. Tiles on
// every core, progress from every thread; returns an empty Matrix when cancelled. Throws
// pelab::Error for a bad setup (validateRopeSetup), an empty block or one outside 0 … N − 1.
Matrix ropeScoreBlock(const RopeSetup &setup, std::int64_t r0, std::int64_t h, std::int64_t c0,
                      std::int64_t w, std::uint64_t memoryLimit = kDefaultMemoryLimit,
                      const ProgressCallback &progress = {});

// Throws pelab::Error unless 1 ≤ count and 0 ≤ first ≤ first + count ≤ positions; `what` names
// the range ("rows", "columns").
void validateRopeBlockRange(std::int64_t first, std::int64_t count, std::int64_t positions,
                            const char *what);

// The row (t − T0) the heatmap's window of a long context is centred on: throws pelab::Error
// unless 0 ≤ row ≤ N − 1.
void validateRopeWindowRow(std::int64_t row, std::int64_t positions);

} // namespace pelab
