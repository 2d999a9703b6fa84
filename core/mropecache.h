#pragma once

#include "matrix.h"
#include "mrope.h"
#include "rope.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace pelab {

// The cos/sin cache of a sequence as the model applies it (transformers' apply_rotary_pos_emb,
// apply_multimodal_rotary_pos_emb, Qwen3-VL's apply_interleaved_mrope): row r, column c holds
// af·cos(p·θ_i) and af·sin(p·θ_i) for the column's pair i and p the token's id on the column's
// axis (columnAxes). Plain RoPE (SectionLayout::None, text positions) is the table
// `--compare-cos/--compare-sin` compare against.
struct RopeCache
{
    Matrix cos; // tokens × d
    Matrix sin;
};

// `invFreq`: d/2 frequencies (after scaling); `attentionFactor` multiplies cos and sin. Returns
// nullopt when `progress` (fraction done) returns false. Throws pelab::Error for sections that
// do not fit d (validateSections) or a cache over `memoryLimit` (2 × tokens × d doubles),
// before allocating.
std::optional<RopeCache> ropeCache(const TokenPositions &positions,
                                   const std::vector<double> &invFreq, double attentionFactor,
                                   const MropeSections &sections, RopePairing pairing,
                                   std::uint64_t memoryLimit,
                                   const std::function<bool(double)> &progress = {});

// One image (or video frame 0) of a sequence: the score a(p, p') = q̂_p·k̂_p'/√d between the
// chosen patch p and every patch p' of the merged grid (rows × cols), q and k rotated by their
// tokens' ids as the cache applies them, and the 2-D relative invariance: for every pair of
// patches, the score depends only on (Δh, Δw) = (h' − h, w' − w) exactly when the largest spread
// (max − min) of the score over the pairs of each (Δh, Δw) is 0 (up to rounding).
struct GridScores
{
    std::int64_t segment = 0;        // the segment index of the image
    std::int64_t rows = 0, cols = 0; // the merged grid H/m × W/m
    std::int64_t patchRow = 0, patchCol = 0;
    Matrix scores;                         // rows × cols: a(chosen, (i, j))
    double maxSpread = 0.0;                // over every (Δh, Δw)
    std::int64_t worstDh = 0, worstDw = 0; // the (Δh, Δw) of the largest spread
    double tolerance = 0.0;                // float64 rounding of the scores: spreads below are 0
    bool invariant = false;                // maxSpread ≤ tolerance
};

// The scores are ScoreKernel sums (scorekernel.h), the chosen patch's the same values as the
// spreads'; the tolerance is invarianceTolerance's (ropescores.h) in float64, with the score scale
// ‖q‖·‖k‖·af²/√d and the grid's largest id. `segment` is 0-based. Returns nullopt when `progress`
// returns false. Throws pelab::Error as validateLayout, when `segment` is not an image or video
// segment, the patch is outside the merged grid, q or k is not d long, or the (rows·cols)² pairs
// exceed kMaxGridPairs (before allocating).
inline constexpr std::int64_t kMaxGridPairs = std::int64_t(1) << 24;
std::optional<GridScores> gridScores(const std::vector<Segment> &segments, const LayoutRules &rules,
                                     std::int64_t segment, std::int64_t patchRow,
                                     std::int64_t patchCol, const std::vector<double> &q,
                                     const std::vector<double> &k,
                                     const std::vector<double> &invFreq, double attentionFactor,
                                     const MropeSections &sections, RopePairing pairing,
                                     const std::function<bool(double)> &progress = {});

} // namespace pelab
