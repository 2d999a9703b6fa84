// The M-RoPE cos/sin cache as transformers applies it (Qwen2VLRotaryEmbedding.forward with
// apply_multimodal_rotary_pos_emb; Qwen3VLTextRotaryEmbedding with apply_interleaved_mrope) and
// the 2-D relative invariance of an image's scores under it.
#include "mropecache.h"

#include "error.h"
#include "memorylimit.h"
#include "parallelwork.h"
#include "precision.h"
#include "ropescores.h"
#include "scorekernel.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace pelab {

namespace {

constexpr std::int64_t kCacheBlockRows = 256;  // rows of the cache per unit of work
constexpr std::int64_t kGridBlockPatches = 48; // query patches per unit of the grid scores

// Pair i: its two columns and the axis each takes.
struct PairColumns
{
    std::size_t a = 0, b = 0;
    std::uint8_t axisA = 0, axisB = 0;
};

std::vector<PairColumns> pairColumns(const MropeSections &sections, std::int64_t dim,
                                     RopePairing pairing)
{
    const std::vector<std::uint8_t> axes = columnAxes(sections, dim, pairing);
    std::vector<PairColumns> out(std::size_t(dim / 2));
    for (std::int64_t i = 0; i < dim / 2; ++i) {
        const auto [a, b] = pairDims(pairing, dim, i);
        out[std::size_t(i)] = {std::size_t(a), std::size_t(b), axes[std::size_t(a)],
                               axes[std::size_t(b)]};
    }
    return out;
}

// d from the frequencies; throws for frequencies, attention factor or sections that do not fit.
std::int64_t checkedDim(const std::vector<double> &invFreq, double attentionFactor,
                        const MropeSections &sections)
{
    if (invFreq.empty() || std::int64_t(invFreq.size()) > kMaxRopeDim / 2)
        throw Error("M-RoPE needs d/2 = 1 … " + std::to_string(kMaxRopeDim / 2) +
                    " frequencies (got " + std::to_string(invFreq.size()) + ")");
    for (double theta : invFreq) {
        if (!std::isfinite(theta) || theta < 0.0)
            throw Error("every frequency θ_i must be finite and ≥ 0");
    }
    if (!std::isfinite(attentionFactor) || attentionFactor <= 0.0)
        throw Error("the attention factor must be finite and above 0");
    const auto dim = std::int64_t(2 * invFreq.size());
    validateSections(sections, dim);
    return dim;
}

// One row of the cache: af·cos(p·θ_i), af·sin(p·θ_i) with p the token's id on each column's
// axis; one angle per pair unless its two columns take different ids (WholeHead). With the row
// above given (`above`, its ids), a pair whose id is unchanged copies its values (an image's t
// within a frame, h along a row).
void cacheRow(const std::int64_t (&ids)[3], const std::vector<PairColumns> &pairs,
              const std::vector<double> &theta, double af, double *cosRow, double *sinRow,
              const std::int64_t *above = nullptr, std::size_t stride = 0)
{
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        const PairColumns &p = pairs[i];
        if (above && p.axisA == p.axisB && ids[p.axisA] == above[p.axisA]) {
            cosRow[p.a] = cosRow[p.a - stride];
            sinRow[p.a] = sinRow[p.a - stride];
            cosRow[p.b] = cosRow[p.b - stride];
            sinRow[p.b] = sinRow[p.b - stride];
            continue;
        }
        // One angle for both calls, so that the compiler makes them one sincos.
        const double angle = double(ids[p.axisA]) * theta[i];
        const double c = std::cos(angle), s = std::sin(angle);
        cosRow[p.a] = c * af;
        sinRow[p.a] = s * af;
        if (p.axisB == p.axisA) {
            cosRow[p.b] = cosRow[p.a];
            sinRow[p.b] = sinRow[p.a];
        } else {
            const double other = double(ids[p.axisB]) * theta[i];
            const double cb = std::cos(other), sb = std::sin(other);
            cosRow[p.b] = cb * af;
            sinRow[p.b] = sb * af;
        }
    }
}

// x·cos + rotate(x)·sin with one cache row: column a of pair (a, b) gets x_a·cos_a − x_b·sin_a,
// column b gets x_b·cos_b + x_a·sin_b (rotate_half, or rotate_every_two for interleaved pairs).
void applyRow(const std::vector<double> &x, const std::vector<PairColumns> &pairs,
              const double *cosRow, const double *sinRow, double *out)
{
    for (const PairColumns &p : pairs) {
        out[p.a] = x[p.a] * cosRow[p.a] - x[p.b] * sinRow[p.a];
        out[p.b] = x[p.b] * cosRow[p.b] + x[p.a] * sinRow[p.b];
    }
}

} // namespace

std::optional<RopeCache> ropeCache(const TokenPositions &positions,
                                   const std::vector<double> &invFreq, double attentionFactor,
                                   const MropeSections &sections, RopePairing pairing,
                                   std::uint64_t memoryLimit,
                                   const std::function<bool(double)> &progress)
{
    const std::int64_t dim = checkedDim(invFreq, attentionFactor, sections);
    const std::int64_t n = positions.size();
    if (positions.h.size() != positions.t.size() || positions.w.size() != positions.t.size())
        throw Error("the position ids must hold t, h and w for every token");
    checkMatrixAllocation(std::uint64_t(n), 2 * std::uint64_t(dim), memoryLimit,
                          "the M-RoPE cos and sin cache");
    const std::vector<PairColumns> pairs = pairColumns(sections, dim, pairing);
    RopeCache out{Matrix(std::size_t(n), std::size_t(dim)),
                  Matrix(std::size_t(n), std::size_t(dim))};
    const std::int64_t blocks = (n + kCacheBlockRows - 1) / kCacheBlockRows;
    const bool done = ParallelWork(blocks).run(
        [&](std::int64_t block, unsigned) {
            const std::int64_t first = block * kCacheBlockRows;
            const std::int64_t end = std::min(n, first + kCacheBlockRows);
            std::int64_t above[3] = {};
            for (std::int64_t r = first; r < end; ++r) {
                const auto k = std::size_t(r);
                const std::int64_t ids[3] = {positions.t[k], positions.h[k], positions.w[k]};
                cacheRow(ids, pairs, invFreq, attentionFactor, out.cos.row(k), out.sin.row(k),
                         r > first ? above : nullptr, std::size_t(dim));
                std::copy(ids, ids + 3, above);
            }
        },
        progress);
    if (!done)
        return std::nullopt;
    return out;
}

std::optional<GridScores> gridScores(const std::vector<Segment> &segments, const LayoutRules &rules,
                                     std::int64_t segment, std::int64_t patchRow,
                                     std::int64_t patchCol, const std::vector<double> &q,
                                     const std::vector<double> &k,
                                     const std::vector<double> &invFreq, double attentionFactor,
                                     const MropeSections &sections, RopePairing pairing,
                                     const std::function<bool(double)> &progress)
{
    const std::vector<std::int64_t> starts = segmentStarts(segments, rules);
    if (segment < 0 || segment >= std::int64_t(segments.size()))
        throw Error("segment index " + std::to_string(segment) + " is outside the sequence of " +
                    std::to_string(segments.size()) + " segments");
    const Segment &s = segments[std::size_t(segment)];
    const std::string item =
        "segment index " + std::to_string(segment) + " (" + sequenceText({s}) + ")";
    if (s.kind == SegmentKind::Text)
        throw Error(item + " is text, not an image or a video");
    const std::int64_t rows = s.h / rules.spatialMerge, cols = s.w / rules.spatialMerge;
    if (patchRow < 0 || patchRow >= rows || patchCol < 0 || patchCol >= cols)
        throw Error("the patch (" + std::to_string(patchRow) + ", " + std::to_string(patchCol) +
                    ") is outside the merged grid of " + std::to_string(rows) + " x " +
                    std::to_string(cols) + " of " + item);
    const std::int64_t patches = rows * cols; // ≤ kMaxSequenceTokens
    if (patches > kMaxGridPairs / patches)
        throw Error(item + ": its merged grid of " + std::to_string(rows) + " x " +
                    std::to_string(cols) + " has " + std::to_string(patches * patches) +
                    " patch pairs, above the limit of " + std::to_string(kMaxGridPairs));
    const std::int64_t dim = checkedDim(invFreq, attentionFactor, sections);
    validateRopeVector(q, dim, "q");
    validateRopeVector(k, dim, "k");

    // Frame 0: (s, s + i, s + j), or the running index under `consecutive`.
    const std::int64_t start = starts[std::size_t(segment)];
    const auto ids = [&](std::int64_t i, std::int64_t j, std::int64_t(&out)[3]) {
        if (rules.consecutive) {
            out[0] = out[1] = out[2] = start + i * cols + j;
        } else {
            out[0] = start + temporalOffset(0, rules);
            out[1] = start + i;
            out[2] = start + j;
        }
    };
    const std::vector<PairColumns> pairs = pairColumns(sections, dim, pairing);
    const auto d = std::size_t(dim);
    Matrix qHat(std::size_t(patches), d), kHat(std::size_t(patches), d);
    std::vector<double> cosRow(d), sinRow(d);
    for (std::int64_t p = 0; p < patches; ++p) {
        std::int64_t id[3];
        ids(p / cols, p % cols, id);
        cacheRow(id, pairs, invFreq, attentionFactor, cosRow.data(), sinRow.data());
        applyRow(q, pairs, cosRow.data(), sinRow.data(), qHat.row(std::size_t(p)));
        applyRow(k, pairs, cosRow.data(), sinRow.data(), kHat.row(std::size_t(p)));
    }
    const double scale = 1.0 / std::sqrt(double(dim));

    // The spread of every (Δh, Δw), index (Δh + rows − 1)·(2·cols − 1) + Δw + cols − 1.
    const std::int64_t width = 2 * cols - 1;
    const auto groups = std::size_t((2 * rows - 1) * width);
    constexpr double inf = std::numeric_limits<double>::infinity();
    const std::int64_t blocks = (patches + kGridBlockPatches - 1) / kGridBlockPatches;
    const ParallelWork pool(blocks);
    std::vector<std::vector<double>> low(pool.workers(), std::vector<double>(groups, inf));
    std::vector<std::vector<double>> high(pool.workers(), std::vector<double>(groups, -inf));
    std::vector<std::vector<double>> tiles(pool.workers());
    // K̂ packed once; every score is ScoreKernel's one sequential sum, whatever the tiling.
    std::vector<double> packed(ScoreKernel::packedSize(std::size_t(patches), d));
    ScoreKernel::pack(kHat.data(), d, std::size_t(patches), d, packed.data());
    const ScoreKernel kernel;
    const auto scoresOf = [&](std::int64_t first, std::int64_t count, double *out) {
        kernel.productPacked(qHat.row(std::size_t(first)), d, std::size_t(count), packed.data(), 0,
                             std::size_t(patches), d, scale, out, std::size_t(patches));
    };
    const bool done = pool.run(
        [&](std::int64_t block, unsigned worker) {
            double *lo = low[worker].data();
            double *hi = high[worker].data();
            const std::int64_t first = block * kGridBlockPatches;
            const std::int64_t count = std::min(patches - first, kGridBlockPatches);
            std::vector<double> &tile = tiles[worker];
            tile.resize(std::size_t(count * patches));
            scoresOf(first, count, tile.data());
            for (std::int64_t r = 0; r < count; ++r) {
                const std::int64_t h1 = (first + r) / cols, w1 = (first + r) % cols;
                const double *v = tile.data() + r * patches;
                for (std::int64_t h2 = 0; h2 < rows; ++h2, v += cols) {
                    // Group (h2 − h1, w2 − w1) for w2 = 0 … cols − 1: consecutive indices.
                    const auto g = std::size_t((h2 - h1 + rows - 1) * width + cols - 1 - w1);
                    for (std::int64_t w2 = 0; w2 < cols; ++w2) {
                        lo[g + std::size_t(w2)] = std::min(lo[g + std::size_t(w2)], v[w2]);
                        hi[g + std::size_t(w2)] = std::max(hi[g + std::size_t(w2)], v[w2]);
                    }
                }
            }
        },
        progress);
    if (!done)
        return std::nullopt;

    GridScores out;
    out.segment = segment;
    out.rows = rows;
    out.cols = cols;
    out.patchRow = patchRow;
    out.patchCol = patchCol;
    out.scores = Matrix(std::size_t(rows), std::size_t(cols));
    scoresOf(patchRow * cols + patchCol, 1, out.scores.data());
    for (std::size_t g = 0; g < groups; ++g) {
        double lo = inf, hi = -inf;
        for (std::size_t w = 0; w < low.size(); ++w) {
            lo = std::min(lo, low[w][g]);
            hi = std::max(hi, high[w][g]);
        }
        if (hi - lo > out.maxSpread) { // the first (Δh, Δw) of the largest spread
            out.maxSpread = hi - lo;
            out.worstDh = std::int64_t(g) / width - (rows - 1);
            out.worstDw = std::int64_t(g) % width - (cols - 1);
        }
    }
    // As invarianceTolerance (ropescores.h) in float64: S·(16·u + 64·2^−53·max(1, p_max·θ_max)),
    // S = ‖q‖·‖k‖·af²/√d, p_max the largest id of the grid.
    const std::int64_t largestId =
        rules.consecutive ? start + patches - 1 : start + std::max(rows - 1, cols - 1);
    const double fastest = *std::max_element(invFreq.begin(), invFreq.end());
    const double angle = std::max(1.0, double(largestId) * fastest);
    out.tolerance = scoreScale(q, k, attentionFactor) *
                    (16.0 * unitRoundoff(Precision::F64) + 64.0 * std::ldexp(1.0, -53) * angle);
    out.invariant = out.maxSpread <= out.tolerance;
    return out;
}

} // namespace pelab
