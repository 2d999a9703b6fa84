#include "ropetiles.h"

#include "parallelwork.h"
#include "scorekernel.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace pelab {

namespace {

constexpr std::int64_t kTileRows = 96;  // a multiple of ScoreKernel::kRows
constexpr std::int64_t kTileCols = 256; // a multiple of ScoreKernel::kPanel
constexpr double kInf = std::numeric_limits<double>::infinity();

using V4 = double __attribute__((vector_size(32)));
using I4 = std::int64_t __attribute__((vector_size(32)));

// One worker's part of the report: offsets −D … D at index Δ + D.
struct Accumulator
{
    std::vector<double> minimum, maximum;
    std::vector<std::int64_t> minimumAt, maximumAt;
    std::size_t nonFinite = 0;
    double exactError = 0.0; // as invarianceCheck: recorded only when > 0
    std::int64_t exactT = 0;
    std::int64_t exactS = 0;

    explicit Accumulator(std::size_t offsets)
        : minimum(offsets, kInf), maximum(offsets, -kInf), minimumAt(offsets, 0),
          maximumAt(offsets, 0)
    {}
};

// Unaligned loads and stores through memcpy (no 32-byte vector crosses a function boundary).
#define PELAB_LOAD(type, name, pointer)                                                            \
    type name;                                                                                     \
    std::memcpy(&name, pointer, sizeof name)

// What reduceRow finds besides the extremes.
struct RowSummary
{
    std::size_t nonFinite = 0; // NaN and ±inf
    double exactError = 0.0;   // max |v_i − e_i| (NaN ignored, 0 if none is larger)
};

// Consecutive cells of one row t against consecutive offsets: strict comparisons, so the first
// t seen keeps an extreme (a worker sees each offset's rows in increasing t); NaN never
// compares and is counted as non-finite with ±inf. An offset's extremes seldom change once a
// worker has seen a few rows, so sixteen cells are compared at once and stored only when one
// changes: the next row reads the same window one element along, and loads that straddle just
// stored vectors wait for them. The exact error and the non-finite test share the pass (x − x
// is NaN only for NaN and ±inf: their sum says whether to count the row). Four-wide vectors:
// GCC 12 splits eight-wide comparisons into scalars.
__attribute__((target_clones("avx2", "default"))) RowSummary
reduceRow(const double *v, const double *e, std::int64_t count, std::int64_t t, double *mn,
          double *mx, std::int64_t *mnAt, std::int64_t *mxAt)
{
    constexpr std::int64_t kMagnitude = std::numeric_limits<std::int64_t>::max(); // all but sign
    constexpr int kVectors = 4; // of four cells each
    const I4 magnitude = {kMagnitude, kMagnitude, kMagnitude, kMagnitude};
    const I4 tv = {t, t, t, t};
    V4 finite = {}, best = {};
    std::int64_t i = 0;
    for (; i + 4 * kVectors <= count; i += 4 * kVectors) {
        V4 x[kVectors], lo[kVectors], hi[kVectors];
        I4 lt[kVectors], gt[kVectors];
        I4 changed = {};
#pragma GCC unroll 4
        for (int k = 0; k < kVectors; ++k) {
            std::memcpy(&x[k], v + i + 4 * k, sizeof(V4));
            std::memcpy(&lo[k], mn + i + 4 * k, sizeof(V4));
            std::memcpy(&hi[k], mx + i + 4 * k, sizeof(V4));
            lt[k] = x[k] < lo[k];
            gt[k] = x[k] > hi[k];
            changed |= lt[k] | gt[k];
        }
        if (changed[0] | changed[1] | changed[2] | changed[3]) {
#pragma GCC unroll 4
            for (int k = 0; k < kVectors; ++k) {
                const std::int64_t j = i + 4 * k;
                PELAB_LOAD(I4, loAt, mnAt + j);
                PELAB_LOAD(I4, hiAt, mxAt + j);
                lo[k] = lt[k] ? x[k] : lo[k];
                hi[k] = gt[k] ? x[k] : hi[k];
                loAt = lt[k] ? tv : loAt;
                hiAt = gt[k] ? tv : hiAt;
                std::memcpy(mn + j, &lo[k], sizeof(V4));
                std::memcpy(mx + j, &hi[k], sizeof(V4));
                std::memcpy(mnAt + j, &loAt, sizeof loAt);
                std::memcpy(mxAt + j, &hiAt, sizeof hiAt);
            }
        }
#pragma GCC unroll 4
        for (int k = 0; k < kVectors; ++k) {
            PELAB_LOAD(V4, ex, e + i + 4 * k);
            const V4 err = V4(I4(x[k] - ex) & magnitude);
            best = err > best ? err : best;
            finite += x[k] - x[k];
        }
    }
    RowSummary out;
    for (int lane = 0; lane < 4; ++lane)
        out.exactError = best[lane] > out.exactError ? best[lane] : out.exactError;
    const bool recount =
        finite[0] != 0.0 || finite[1] != 0.0 || finite[2] != 0.0 || finite[3] != 0.0;
    for (std::int64_t j = recount ? 0 : i; j < count; ++j)
        out.nonFinite += std::isfinite(v[j]) ? 0 : 1;
    for (; i < count; ++i) {
        const double x = v[i];
        if (x < mn[i]) {
            mn[i] = x;
            mnAt[i] = t;
        }
        if (x > mx[i]) {
            mx[i] = x;
            mxAt[i] = t;
        }
        const double err = std::fabs(x - e[i]);
        out.exactError = err > out.exactError ? err : out.exactError;
    }
    return out;
}

// Keeps the larger error, and of equal errors the first (t, s) in row-major order.
void keepExact(Accumulator &into, double error, std::int64_t t, std::int64_t s)
{
    if (!(error > 0.0))
        return;
    if (error > into.exactError ||
        (error == into.exactError && (t < into.exactT || (t == into.exactT && s < into.exactS)))) {
        into.exactError = error;
        into.exactT = t;
        into.exactS = s;
    }
}

void merge(Accumulator &into, const Accumulator &from)
{
    for (std::size_t j = 0; j < into.minimum.size(); ++j) {
        const double lo = from.minimum[j];
        if (lo < into.minimum[j] ||
            (lo == into.minimum[j] && from.minimumAt[j] < into.minimumAt[j])) {
            into.minimum[j] = lo;
            into.minimumAt[j] = from.minimumAt[j];
        }
        const double hi = from.maximum[j];
        if (hi > into.maximum[j] ||
            (hi == into.maximum[j] && from.maximumAt[j] < into.maximumAt[j])) {
            into.maximum[j] = hi;
            into.maximumAt[j] = from.maximumAt[j];
        }
    }
    into.nonFinite += from.nonFinite;
    keepExact(into, from.exactError, from.exactT, from.exactS);
}

} // namespace

void finishInvarianceReport(InvarianceReport &report)
{
    const std::size_t offsets = report.minimum.size();
    report.maxError = -1.0;
    for (std::size_t j = 0; j < offsets; ++j) {
        const double spread = report.maximum[j] - report.minimum[j];
        if (spread > report.maxError || (std::isnan(spread) && !std::isnan(report.maxError))) {
            report.maxError = spread;
            report.worstOffset = std::int64_t(j) - report.maxOffset;
            report.worstMinT = report.minimumAt[j];
            report.worstMaxT = report.maximumAt[j];
        }
    }
    if (report.nonFinite > 0) {
        report.maxError = std::numeric_limits<double>::quiet_NaN();
        report.maxExactError = std::numeric_limits<double>::quiet_NaN();
    }
}

std::optional<InvarianceReport>
tiledInvariance(const RopeTileJob &job, const ProgressCallback &progress, double from, double to)
{
    const Matrix &Q = *job.qHat;
    const Matrix &K = *job.kHat;
    const auto n = std::int64_t(Q.rows());
    const auto d = Q.cols();
    const std::int64_t D =
        std::clamp<std::int64_t>(job.maxOffset, 0, std::max<std::int64_t>(n - 1, 0));
    const bool band = D < n - 1 && !job.scores;
    const auto offsets = std::size_t(2 * D + 1);
    // Narrow bands take narrow panels, so little is computed outside the band.
    const std::int64_t tileRows =
        band ? std::clamp<std::int64_t>((D + 5) / 6 * 6, 6, kTileRows) : kTileRows;
    const std::int64_t panels = (n + tileRows - 1) / tileRows;
    const ParallelWork pool(panels);
    std::vector<Accumulator> parts;
    if (job.report)
        parts.assign(pool.workers(), Accumulator(offsets));
    // K̂ packed once for every panel (ScoreKernel's 8-row panels), in a Matrix: pack writes
    // every value, so no zero fill first.
    Matrix packed(ScoreKernel::packedSize(std::size_t(n), d) / d, d);
    ScoreKernel::pack(K.data(), d, std::size_t(n), d, packed.data());
    const ScoreKernel kernel;
    std::vector<std::vector<double>> tiles(pool.workers());

    const auto work = [&](std::int64_t panel, unsigned worker) {
        const std::int64_t r0 = panel * tileRows;
        const std::int64_t rows = std::min(tileRows, n - r0);
        // Column tiles start on a packed panel (a multiple of 8).
        const std::int64_t c0 = band ? std::max<std::int64_t>(0, r0 - D) / 8 * 8 : 0;
        const std::int64_t c1 = band ? std::min(n, r0 + rows + D) : n;
        std::vector<double> &tile = tiles[worker];
        for (std::int64_t ca = c0; ca < c1; ca += kTileCols) {
            const std::int64_t cols = std::min(kTileCols, c1 - ca);
            double *out;
            std::size_t ld;
            if (job.scores) {
                out = job.scores->row(std::size_t(r0)) + ca;
                ld = job.scores->cols();
            } else {
                tile.resize(std::size_t(kTileRows * kTileCols));
                out = tile.data();
                ld = std::size_t(cols);
            }
            kernel.productPacked(Q.row(std::size_t(r0)), d, std::size_t(rows), packed.data(),
                                 std::size_t(ca), std::size_t(cols), d, job.scale, out, ld);
            if (!job.report)
                continue;
            Accumulator &acc = parts[worker];
            for (std::int64_t i = 0; i < rows; ++i) {
                const std::int64_t r = r0 + i;
                const std::int64_t lo = std::max(ca, r - D);
                const std::int64_t hi = std::min(ca + cols, r + D + 1);
                if (lo >= hi)
                    continue;
                const double *v = out + std::size_t(i) * ld + (lo - ca);
                const std::size_t at = std::size_t(lo - r + D);
                const std::int64_t t = job.start + r;
                // Without exact scores the row is its own: |v − v| is 0 or NaN, never kept.
                const double *e = job.exact ? job.exact->data() + at : v;
                const RowSummary row =
                    reduceRow(v, e, hi - lo, t, acc.minimum.data() + at, acc.maximum.data() + at,
                              acc.minimumAt.data() + at, acc.maximumAt.data() + at);
                acc.nonFinite += row.nonFinite;
                if (row.exactError > 0.0 && row.exactError >= acc.exactError) {
                    std::int64_t c = 0;
                    while (!(std::fabs(v[c] - e[c]) == row.exactError))
                        ++c;
                    keepExact(acc, row.exactError, t, job.start + lo + c);
                }
            }
        }
    };
    if (!pool.run(work, progress, from, to))
        return std::nullopt;
    InvarianceReport report;
    if (!job.report || n == 0)
        return report;
    Accumulator &all = parts[0];
    for (std::size_t w = 1; w < parts.size(); ++w)
        merge(all, parts[w]);
    report.maxOffset = D;
    report.minimum = std::move(all.minimum);
    report.maximum = std::move(all.maximum);
    report.minimumAt = std::move(all.minimumAt);
    report.maximumAt = std::move(all.maximumAt);
    report.nonFinite = all.nonFinite;
    report.maxExactError = all.exactError;
    report.exactWorstT = all.exactT;
    report.exactWorstS = all.exactS;
    finishInvarianceReport(report);
    return report;
}

} // namespace pelab
