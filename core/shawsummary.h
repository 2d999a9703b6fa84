#pragma once

#include "shaw.h"

#include <optional>

namespace pelab {

// The min and max of every term over the N × N table, tile by tile: row panels shared out to
// every core (ParallelWork, progress from every thread), the content term of a panel against
// 256 keys at a time by ScoreKernel (C = Q·Kᵀ/√d), the position term q_t·r_j/√d for the 2K' + 1
// offsets a panel reaches (K' = min(K, N − 1)), reduced as they are made. Memory O(N·d + tile):
// nothing of size N × N. The extremes equal those of ShawScores::matrix() to within the dot
// products' association (d·2⁻⁵³·Σ|q_k·k_k|/√d); min and max themselves are exact.
// Returns std::nullopt when cancelled (nothing partial).
std::optional<ShawSummary> shawSummary(const ShawScores &scores,
                                       const ProgressCallback &progress = {});

} // namespace pelab
