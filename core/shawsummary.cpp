#include "shawsummary.h"

#include "parallelwork.h"
#include "scorekernel.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

namespace pelab {

namespace {

constexpr std::int64_t kTileRows = 96;  // a multiple of ScoreKernel::kRows
constexpr std::int64_t kTileCols = 256; // a multiple of ScoreKernel::kPanel
constexpr double kInf = std::numeric_limits<double>::infinity();

using V4 = double __attribute__((vector_size(32)));

// min/max as std::min/std::max fold them (NaN never replaces an extreme).
struct Range
{
    double lo = kInf;
    double hi = -kInf;
    void add(double x)
    {
        lo = x < lo ? x : lo;
        hi = x > hi ? x : hi;
    }
    void add(const Range &r)
    {
        lo = r.lo < lo ? r.lo : lo;
        hi = r.hi > hi ? r.hi : hi;
    }
};

struct Part
{
    Range content, position, total;
};

// The content values c[0 … count) and the totals c[i] + p[i] (p advancing by `step`: 1 inside
// the clipping window, 0 outside where every cell shares r_−K or r_K).
__attribute__((target_clones("avx2", "default"))) void reduceRow(const double *c, const double *p,
                                                                 std::int64_t step,
                                                                 std::int64_t count, Range &content,
                                                                 Range &total)
{
    std::int64_t i = 0;
    V4 clo = {kInf, kInf, kInf, kInf}, chi = -clo, tlo = clo, thi = -clo;
    for (; i + 4 <= count; i += 4) {
        V4 x, q;
        std::memcpy(&x, c + i, sizeof x);
        if (step == 1) {
            std::memcpy(&q, p + i, sizeof q);
        } else {
            q = V4{p[0], p[0], p[0], p[0]};
        }
        const V4 y = x + q;
        clo = x < clo ? x : clo;
        chi = x > chi ? x : chi;
        tlo = y < tlo ? y : tlo;
        thi = y > thi ? y : thi;
    }
    for (int j = 0; j < 4; ++j) {
        content.add(Range{clo[j], chi[j]});
        total.add(Range{tlo[j], thi[j]});
    }
    for (; i < count; ++i) {
        const double x = c[i];
        content.add(x);
        total.add(x + p[i * step]);
    }
}

} // namespace

std::optional<ShawSummary> shawSummary(const ShawScores &scores, const ProgressCallback &progress)
{
    const std::int64_t n = scores.positions();
    const auto d = std::size_t(scores.dim());
    const std::int64_t clip = scores.clip();
    const double scale = 1.0 / std::sqrt(double(scores.dim()));
    const Matrix &Q = scores.q();
    const Matrix &K = scores.k();
    const std::int64_t panels = (n + kTileRows - 1) / kTileRows;
    const ParallelWork pool(panels);
    std::vector<Part> parts(pool.workers());
    std::vector<ScoreKernel> kernels(pool.workers());
    // K packed once for every panel (ScoreKernel's 8-row panels).
    std::vector<double> packed(ScoreKernel::packedSize(std::size_t(n), d));
    ScoreKernel::pack(K.data(), d, std::size_t(n), d, packed.data());
    std::vector<std::vector<double>> tiles(pool.workers()), positionTiles(pool.workers());

    const auto work = [&](std::int64_t panel, unsigned worker) {
        const std::int64_t r0 = panel * kTileRows;
        const std::int64_t rows = std::min(kTileRows, n - r0);
        // The relative vectors this panel reaches: clip(−t) … clip(N − 1 − t).
        const std::int64_t jlo = clipOffset(-(r0 + rows - 1), clip);
        const std::int64_t jhi = clipOffset(n - 1 - r0, clip);
        const auto width = std::size_t(jhi - jlo + 1);
        std::vector<double> &pos = positionTiles[worker];
        pos.resize(std::size_t(rows) * width);
        ScoreKernel &kernel = kernels[worker];
        kernel.product(Q.row(std::size_t(r0)), d, std::size_t(rows), scores.relative(jlo), d, width,
                       d, scale, pos.data(), width);
        Part &part = parts[worker];
        for (std::int64_t i = 0; i < rows; ++i) {
            const std::int64_t t = r0 + i;
            const double *p = pos.data() + std::size_t(i) * width;
            for (std::int64_t j = clipOffset(-t, clip); j <= clipOffset(n - 1 - t, clip); ++j)
                part.position.add(p[j - jlo]);
        }
        std::vector<double> &tile = tiles[worker];
        tile.resize(std::size_t(kTileRows * kTileCols));
        for (std::int64_t ca = 0; ca < n; ca += kTileCols) {
            const std::int64_t cols = std::min(kTileCols, n - ca);
            kernel.productPacked(Q.row(std::size_t(r0)), d, std::size_t(rows), packed.data(),
                                 std::size_t(ca), std::size_t(cols), d, scale, tile.data(),
                                 std::size_t(cols));
            for (std::int64_t i = 0; i < rows; ++i) {
                const std::int64_t t = r0 + i;
                const double *c = tile.data() + std::size_t(i * cols);
                const double *p = pos.data() + std::size_t(i) * width - jlo; // p[j], j = −K … K
                // Columns s with s − t < −K, then |s − t| ≤ K, then s − t > K.
                const std::int64_t left = std::clamp(t - clip, ca, ca + cols);
                const std::int64_t right = std::clamp(t + clip + 1, ca, ca + cols);
                if (left > ca)
                    reduceRow(c, p - clip, 0, left - ca, part.content, part.total);
                if (right > left)
                    reduceRow(c + (left - ca), p + (left - t), 1, right - left, part.content,
                              part.total);
                if (ca + cols > right)
                    reduceRow(c + (right - ca), p + clip, 0, ca + cols - right, part.content,
                              part.total);
            }
        }
    };
    if (!pool.run(work, progress))
        return std::nullopt;
    Part all;
    for (const Part &part : parts) {
        all.content.add(part.content);
        all.position.add(part.position);
        all.total.add(part.total);
    }
    ShawSummary result;
    result.content = {all.content.lo, all.content.hi};
    result.position = {all.position.lo, all.position.hi};
    result.total = {all.total.lo, all.total.hi};
    result.clippedCells = shawClippedCells(n, clip);
    return result;
}

} // namespace pelab
