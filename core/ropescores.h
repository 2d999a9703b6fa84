#pragma once

#include "matrix.h"
#include "memorylimit.h"
#include "precision.h"
#include "rope.h"
#include "similarity.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace pelab {

// The RoPE score matrix a(t, s) = q̂_t·k̂_s/√d, q̂_t = R_t q, k̂_s = R_s k, over positions
// t, s ∈ [T0, T0 + N), with q and k fixed content vectors, and the checks of its relative
// invariance a(t, s) = qᵀR_{s−t}k/√d (Su et al. 2021, eq. 16).

// N for the full check (every offset, N² score work); with a maximum offset D the check is
// O(N·D·d) and N may go up to kMaxRopeBandPositions (the rotated tables must fit the memory limit).
inline constexpr std::int64_t kMaxRopePositions = std::int64_t(1) << 15;
inline constexpr std::int64_t kMaxRopeBandPositions = std::int64_t(1) << 20;
inline constexpr std::int64_t kMaxRopeStart = std::int64_t(1) << 40;
// Rows of R_tᵀR_s checked against R_{s−t} (every column s each): all rows up to this N.
inline constexpr std::int64_t kRotationCheckRows = 256;

// Everything the score matrix depends on.
struct RopeSetup
{
    std::int64_t dim = 0;
    std::int64_t positions = 0;
    std::int64_t start = 0; // T0
    RopePairing pairing = RopePairing::Interleaved;
    Precision precision = Precision::F64;
    std::vector<double> theta;    // the frequencies after scaling, d/2 values
    double attentionFactor = 1.0; // multiplies cos and sin (yarn), as Hugging Face does
    std::vector<double> q;        // d values
    std::vector<double> k;        // d values
    // D: the invariance check covers the offsets |s − t| ≤ D only (1 … N; D ≥ N − 1 is every
    // offset). Unset: every offset.
    std::optional<std::int64_t> maxOffset;
};

// The largest offset the invariance check covers: min(D, N − 1), or N − 1 without D.
std::int64_t checkedMaxOffset(const RopeSetup &setup);

// q then k, d standard normals each, from one pelab::Random(seed): the same on every platform.
void randomContent(std::int64_t dim, std::uint64_t seed, std::vector<double> &q,
                   std::vector<double> &k);

// Throws pelab::Error for d, N, T0 or the maximum offset out of range, θ or q/k of the wrong
// length, or a non-finite q/k value or attention factor.
void validateRopeSetup(const RopeSetup &setup);

// The rotated vectors x̂_t = R_t x for t = T0 … T0 + N − 1, N × d. In precision P the position,
// θ_i and the angle t·θ_i are each rounded to P, cos and sin (times the attention factor) are
// rounded to P, and each rotated component (computed in float64) is rounded to P.
Matrix rotatedRows(const RopeSetup &setup, const std::vector<double> &x);

// cos and sin of t·θ_i in the setup's precision times `scale`, for one position t (d/2 each).
void ropeAnglesAt(const RopeSetup &setup, std::int64_t position, double scale, double *cosOut,
                  double *sinOut);

// N × N, row t − T0, column s − T0; the dot products accumulate in float64 (ScoreKernel, tiles
// on every core, progress from every thread). The only RoPE path that holds N × N: the exports
// and the heatmap. Returns an empty Matrix when cancelled; throws above the memory limit, before
// allocating.
Matrix ropeScores(const RopeSetup &setup, std::uint64_t memoryLimit = kDefaultMemoryLimit,
                  const ProgressCallback &progress = {});

// The exact float64 score of offset Δ = s − t: qᵀR_Δk·af²/√d.
double exactScore(const RopeSetup &setup, std::int64_t offset);
// exactScore for every offset Δ = −D … D (index Δ + D), D = checkedMaxOffset(setup).
std::vector<double> exactScores(const RopeSetup &setup);

// For every offset Δ = s − t ∈ [−D, D] (index Δ + D; D = N − 1 unless the check is restricted
// to a maximum offset), the spread max − min of a(t, t + Δ) over the range and where the
// extremes occur (the first t of each).
struct InvarianceReport
{
    std::int64_t maxOffset = 0; // D
    std::vector<double> minimum;
    std::vector<double> maximum;
    std::vector<std::int64_t> minimumAt; // the position t (absolute) of the minimum
    std::vector<std::int64_t> maximumAt;
    double maxError = 0.0; // max_invariance_error: the largest spread (NaN if any is NaN)
    std::int64_t worstOffset = 0;
    std::int64_t worstMinT = 0; // absolute positions t of the extremes on the worst offset
    std::int64_t worstMaxT = 0;
    std::size_t nonFinite = 0; // scores that are NaN or ±inf (f16 overflow)
    // With the exact scores given: max |a(t, s) − qᵀR_{s−t}k·af²/√d| and where. A spread of 0
    // does not prove the scores right: when every position rounds to the same value (bf16 at
    // large T0) every row is equal, the diagonals are constant and the offset is lost.
    double maxExactError = 0.0;
    std::int64_t exactWorstT = 0;
    std::int64_t exactWorstS = 0;
};
// On a full N × N matrix, every offset (the reference the tiled report, ropetiles.h, is
// tested against).
InvarianceReport invarianceCheck(const Matrix &scores, std::int64_t start,
                                 const std::vector<double> *exact = nullptr);

// The default tolerance of the verdict: what precision P costs anyway plus float64's angle
// rounding at the largest position, in units of the score scale S = ‖q‖·‖k‖·af²/√d:
// S·(16·u_P + 64·2^−53·max(1, (T0 + N − 1)·max θ)). Within it the scores are as offset-only as
// P allows; beyond it the absolute position leaks into them.
double invarianceTolerance(const RopeSetup &setup);
double scoreScale(const RopeSetup &setup);
// S of q and k (d = q's length) and attention factor af; the grid scores' too (mropecache.h).
double scoreScale(const std::vector<double> &q, const std::vector<double> &k,
                  double attentionFactor);
// Throws pelab::Error unless `v` holds d finite values ("q must hold d = 64 values (got 3)").
void validateRopeVector(const std::vector<double> &v, std::int64_t dim, const char *name);

// Positions t whose value in the setup's precision is ±inf (f16 above 65504).
std::int64_t overflowedPositions(const RopeSetup &setup);

// The invariance error against T0 for each precision: one point per (precision, start), each
// on the N × N scores of the setup (its own T0 and precision replaced), tiled. Returns an empty
// vector when cancelled.
struct PrecisionSweepPoint
{
    Precision precision = Precision::F64;
    std::int64_t start = 0;
    double maxError = 0.0;
    double maxExactError = 0.0;
    std::size_t nonFinite = 0;
};
std::vector<PrecisionSweepPoint> precisionSweep(const RopeSetup &setup,
                                                const std::vector<Precision> &precisions,
                                                const std::vector<std::int64_t> &starts,
                                                const ProgressCallback &progress = {});
// 2^0, 2^1, …, 2^maxPower.
std::vector<std::int64_t> powerOfTwoStarts(int maxPower);

// The sweep the RoPE tab draws: N × N matrices of 2 … kMaxSweepPositions positions (N²·d work
// for each of its points), starts up to 2^kMaxSweepPower (= kMaxRopeStart).
inline constexpr std::int64_t kMaxSweepPositions = 1024;
inline constexpr int kMaxSweepPower = 40;
// Throws pelab::Error unless 2 ≤ positions ≤ kMaxSweepPositions and 1 ≤ maxPower ≤
// kMaxSweepPower.
void validatePrecisionSweep(std::int64_t positions, std::int64_t maxPower);

} // namespace pelab
