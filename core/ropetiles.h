#pragma once

#include "matrix.h"
#include "ropescores.h"
#include "similarity.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace pelab {

// The RoPE scores a(t, s) = scale·q̂_t·k̂_s computed tile by tile (ScoreKernel, row panels shared
// out to every core through ParallelWork) and reduced as they are made into the invariance
// report: per offset the minimum and maximum with the first position t of each, the scores that
// are not finite, and the largest deviation from the exact scores with its first (t, s) in
// row-major order; the same values and positions invarianceCheck() finds on the full matrix of
// the same scores. Memory: the two rotated tables, one tile per thread and 4·(2D + 1) values per
// thread; nothing of size N × N unless `scores` asks for the whole matrix.
struct RopeTileJob
{
    const Matrix *qHat = nullptr; // N × d rotated queries
    const Matrix *kHat = nullptr; // N × d rotated keys
    double scale = 1.0;           // 1/√d
    std::int64_t start = 0;       // T0: reported positions are absolute
    // D: only cells with |s − t| ≤ D enter the report (and, without `scores`, only they are
    // computed, O(N·D·d)); N − 1 checks every cell.
    std::int64_t maxOffset = 0;
    const std::vector<double> *exact = nullptr; // 2D + 1 exact scores, index Δ + D; or none
    bool report = true;                         // false: only fill `scores`
    Matrix *scores = nullptr;                   // N × N, every entry written when given
};

// Progress goes from `from` to `to`, one report per row panel, from every thread. Returns
// std::nullopt when cancelled (nothing partial is returned; `scores` is then incomplete).
std::optional<InvarianceReport> tiledInvariance(const RopeTileJob &job,
                                                const ProgressCallback &progress = {},
                                                double from = 0.0, double to = 1.0);

// The spreads and the worst offset from the per-offset extremes (shared with invarianceCheck).
void finishInvarianceReport(InvarianceReport &report);

} // namespace pelab
