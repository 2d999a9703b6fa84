#include "roperotation.h"

#include "parallelwork.h"
#include "ropeangles.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

namespace pelab {

namespace {

using V8 = double __attribute__((vector_size(64)));

constexpr double kInf = std::numeric_limits<double>::infinity();

// An unaligned load through memcpy (no 32-byte vector crosses a function boundary).
#define PELAB_LOAD(name, pointer)                                                                  \
    V8 name;                                                                                       \
    std::memcpy(&name, pointer, sizeof name)

// The error of pair i: max(|C − cos Δθ|, |S − sin Δθ|) as std::max orders it, NaN as +inf.
double pairError(const double *ct, const double *st, const double *cs, const double *ss,
                 const double *cd, const double *sd, std::size_t i)
{
    // R_tᵀR_s = [[C, −S], [S, C]], C = c_t·c_s + s_t·s_s, S = c_t·s_s − s_t·c_s.
    const double C = ct[i] * cs[i] + st[i] * ss[i];
    const double S = ct[i] * ss[i] - st[i] * cs[i];
    const double error = std::max(std::fabs(C - cd[i]), std::fabs(S - sd[i]));
    return std::isnan(error) ? kInf : error;
}

// The largest pairError over i = 0 … pairs − 1 (the same arithmetic, eight pairs at a time: one
// AVX-512 vector, two AVX2 ones; separately rounded products, so every clone gives the same bits).
__attribute__((target_clones("avx512f", "avx2", "default"))) double
cellError(const double *ct, const double *st, const double *cs, const double *ss, const double *cd,
          const double *sd, std::size_t pairs)
{
    std::size_t i = 0;
    V8 best = {-1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0};
    const V8 inf = {kInf, kInf, kInf, kInf, kInf, kInf, kInf, kInf};
    for (; i + 8 <= pairs; i += 8) {
        PELAB_LOAD(vct, ct + i);
        PELAB_LOAD(vst, st + i);
        PELAB_LOAD(vcs, cs + i);
        PELAB_LOAD(vss, ss + i);
        PELAB_LOAD(vcd, cd + i);
        PELAB_LOAD(vsd, sd + i);
        const V8 C = vct * vcs + vst * vss;
        const V8 S = vct * vss - vst * vcs;
        V8 a = C - vcd;
        V8 b = S - vsd;
        a = a < 0.0 ? -a : a;
        b = b < 0.0 ? -b : b;
        V8 e = a < b ? b : a; // std::max(a, b)
        e = e != e ? inf : e;
        best = e > best ? e : best;
    }
    double out = -1.0;
    for (int j = 0; j < 8; ++j)
        out = best[j] > out ? best[j] : out;
    for (; i < pairs; ++i) {
        const double e = pairError(ct, st, cs, ss, cd, sd, i);
        out = e > out ? e : out;
    }
    return out;
}

using I8 = std::int64_t __attribute__((vector_size(64)));

// The largest pair error of R rows over `columns` consecutive columns (NaN as +inf; −1 when
// there are none): row j's cos/sin ct[j], st[j]; the first column's cs, ss and each row's offset
// row cd[j], sd[j] for it, the next columns `pairs` further on. Pairs go eight at a time in the
// outer loop, so that the rows' ct/st stay in registers while the columns stream past and each
// column's cs/ss is loaded once for the R rows. The errors are cellError's; only their largest
// value is wanted, so |x| clears the sign bit (−0 and +0 compare equal) and, when every table
// value is finite (FINITE), no error can be NaN and none is looked for.
template <int R, bool FINITE>
[[gnu::always_inline]] inline void stripMax(const double *const *ct, const double *const *st,
                                            const double *cs, const double *ss,
                                            const double *const *cd, const double *const *sd,
                                            std::int64_t columns, std::size_t pairs, double *out)
{
    const V8 inf = {kInf, kInf, kInf, kInf, kInf, kInf, kInf, kInf};
    constexpr std::int64_t kMagnitude = std::numeric_limits<std::int64_t>::max(); // all but sign
    const I8 magnitude = {kMagnitude, kMagnitude, kMagnitude, kMagnitude,
                          kMagnitude, kMagnitude, kMagnitude, kMagnitude};
    V8 best[R];
#pragma GCC unroll 4
    for (int j = 0; j < R; ++j)
        best[j] = V8{} - 1.0;
    const std::size_t full = pairs / 8 * 8;
    for (std::size_t k = 0; k < full; k += 8) {
        V8 vct[R], vst[R];
#pragma GCC unroll 4
        for (int j = 0; j < R; ++j) {
            std::memcpy(&vct[j], ct[j] + k, sizeof(V8));
            std::memcpy(&vst[j], st[j] + k, sizeof(V8));
        }
        for (std::int64_t c = 0; c < columns; ++c) {
            const std::size_t at = std::size_t(c) * pairs + k;
            PELAB_LOAD(vcs, cs + at);
            PELAB_LOAD(vss, ss + at);
#pragma GCC unroll 4
            for (int j = 0; j < R; ++j) {
                PELAB_LOAD(vcd, cd[j] + at);
                PELAB_LOAD(vsd, sd[j] + at);
                const V8 C = vct[j] * vcs + vst[j] * vss;
                const V8 S = vct[j] * vss - vst[j] * vcs;
                const V8 a = V8(I8(C - vcd) & magnitude);
                const V8 b = V8(I8(S - vsd) & magnitude);
                V8 e = a < b ? b : a; // std::max(a, b)
                if constexpr (!FINITE)
                    e = e != e ? inf : e;
                best[j] = e > best[j] ? e : best[j];
            }
        }
    }
#pragma GCC unroll 4
    for (int j = 0; j < R; ++j) {
        double m = -1.0;
        for (int lane = 0; lane < 8; ++lane)
            m = best[j][lane] > m ? best[j][lane] : m;
        for (std::size_t i = full; i < pairs; ++i) {
            for (std::int64_t c = 0; c < columns; ++c) {
                const std::size_t at = std::size_t(c) * pairs;
                const double e =
                    pairError(ct[j], st[j], cs + at, ss + at, cd[j] + at, sd[j] + at, i);
                m = e > m ? e : m;
            }
        }
        out[j] = m;
    }
}

// Four rows and one row: the instruction sets' clones of stripMax.
#define PELAB_STRIP_MAX(name, rows)                                                                \
    __attribute__((target_clones("avx512f", "avx2", "default"))) void name(                        \
        const double *const *ct, const double *const *st, const double *cs, const double *ss,      \
        const double *const *cd, const double *const *sd, std::int64_t columns, std::size_t pairs, \
        bool finite, double *out)                                                                  \
    {                                                                                              \
        if (finite)                                                                                \
            stripMax<rows, true>(ct, st, cs, ss, cd, sd, columns, pairs, out);                     \
        else                                                                                       \
            stripMax<rows, false>(ct, st, cs, ss, cd, sd, columns, pairs, out);                    \
    }
PELAB_STRIP_MAX(stripMax4, 4)
PELAB_STRIP_MAX(stripMax1, 1)
#undef PELAB_STRIP_MAX

// A row's largest error and the columns (a chunk) where it first occurs.
struct RowBest
{
    double largest = -1.0;
    std::int64_t from = 0;
    std::int64_t to = -1;
};

struct RowResult
{
    double error = -1.0;
    std::int64_t column = 0;
    std::int64_t pair = 0;
};

// The sequential scan's answer for one row: its first cell, then pair, of the largest error
// (columns before `best.from` are all below it).
RowResult locate(const RopeAngleTables &tables, std::int64_t row, const RowBest &best)
{
    const double *ct = tables.cosAt(row), *st = tables.sinAt(row);
    for (std::int64_t c = best.from; c <= best.to; ++c) {
        const double *cs = tables.cosAt(c), *ss = tables.sinAt(c);
        const double *cd = tables.cosOffset(c - row), *sd = tables.sinOffset(c - row);
        const double error = cellError(ct, st, cs, ss, cd, sd, tables.pairs);
        if (!(error == best.largest))
            continue;
        std::size_t i = 0;
        while (pairError(ct, st, cs, ss, cd, sd, i) != error)
            ++i;
        return {error, c, std::int64_t(i)};
    }
    return {};
}

} // namespace

RotationReport rotationCheck(const RopeSetup &setup)
{
    validateRopeSetup(setup);
    return rotationCheck(setup, ropeAngleTables(setup));
}

RotationReport rotationCheck(const RopeSetup &setup, const RopeAngleTables &tables)
{
    validateRopeSetup(setup);
    const std::int64_t n = setup.positions;
    const std::int64_t D = checkedMaxOffset(setup);
    const std::size_t pairs = tables.pairs;
    RotationReport report;
    report.sampled = n > kRotationCheckRows;
    std::vector<std::int64_t> rows;
    if (!report.sampled) {
        for (std::int64_t r = 0; r < n; ++r)
            rows.push_back(r);
    } else {
        for (std::int64_t j = 0; j < kRotationCheckRows; ++j)
            rows.push_back(j * (n - 1) / (kRotationCheckRows - 1));
    }
    report.rowsChecked = std::int64_t(rows.size());
    // Each row's first largest error, then the rows in order: the sequential scan's answer. Rows
    // go in groups of kGroup and columns in chunks of kColumns, so that the columns' and the
    // offsets' cos/sin are read from cache by every row of a group; within a group, four rows
    // at a time share the columns they all have (stripMax4), the rest go one row at a time.
    // Each row keeps the first chunk of its largest error, where the sequential scan then
    // finds the cell (locate).
    constexpr std::int64_t kGroup = 16;
    constexpr std::int64_t kColumns = 64;
    const auto count = std::int64_t(rows.size());
    std::vector<RowResult> results(rows.size());
    std::vector<RowBest> bests(rows.size());
    ParallelWork((count + kGroup - 1) / kGroup).run([&](std::int64_t group, unsigned) {
        const std::int64_t first = group * kGroup, last = std::min(count, first + kGroup);
        const std::int64_t from = std::max<std::int64_t>(0, rows[std::size_t(first)] - D);
        const std::int64_t to = std::min(n - 1, rows[std::size_t(last - 1)] + D);
        for (std::int64_t c0 = from; c0 <= to; c0 += kColumns) {
            for (std::int64_t block = first; block < last; block += 4) {
                const int members = int(std::min<std::int64_t>(4, last - block));
                std::int64_t lo[4], hi[4], r[4];
                const double *ct[4], *st[4], *cd[4], *sd[4];
                double largest[4] = {-1.0, -1.0, -1.0, -1.0};
                std::int64_t both0 = c0, both1 = c0 + kColumns - 1; // the columns all rows have
                for (int j = 0; j < members; ++j) {
                    r[j] = rows[std::size_t(block + j)];
                    lo[j] = std::max(c0, r[j] - D);
                    hi[j] = std::min({c0 + kColumns - 1, n - 1, r[j] + D});
                    both0 = std::max(both0, lo[j]);
                    both1 = std::min(both1, hi[j]);
                    ct[j] = tables.cosAt(r[j]);
                    st[j] = tables.sinAt(r[j]);
                }
                const auto strip = [&](int j, std::int64_t a, std::int64_t b) {
                    if (a > b)
                        return;
                    double m;
                    const double *cdj = tables.cosOffset(a - r[j]),
                                 *sdj = tables.sinOffset(a - r[j]);
                    stripMax1(&ct[j], &st[j], tables.cosAt(a), tables.sinAt(a), &cdj, &sdj,
                              b - a + 1, pairs, tables.finite, &m);
                    largest[j] = std::max(largest[j], m);
                };
                if (members == 4 && both0 <= both1) {
                    for (int j = 0; j < 4; ++j) {
                        cd[j] = tables.cosOffset(both0 - r[j]);
                        sd[j] = tables.sinOffset(both0 - r[j]);
                    }
                    stripMax4(ct, st, tables.cosAt(both0), tables.sinAt(both0), cd, sd,
                              both1 - both0 + 1, pairs, tables.finite, largest);
                    for (int j = 0; j < 4; ++j) {
                        strip(j, lo[j], std::min(hi[j], both0 - 1));
                        strip(j, std::max(lo[j], both1 + 1), hi[j]);
                    }
                } else {
                    for (int j = 0; j < members; ++j)
                        strip(j, lo[j], hi[j]);
                }
                for (int j = 0; j < members; ++j) {
                    RowBest &best = bests[std::size_t(block + j)];
                    if (largest[j] > best.largest)
                        best = {largest[j], lo[j], hi[j]};
                }
            }
        }
        for (std::int64_t index = first; index < last; ++index)
            results[std::size_t(index)] =
                locate(tables, rows[std::size_t(index)], bests[std::size_t(index)]);
    });
    report.maxError = -1.0;
    for (std::size_t index = 0; index < rows.size(); ++index) {
        const RowResult &row = results[index];
        if (row.error > report.maxError) {
            report.maxError = row.error;
            report.worstT = setup.start + rows[index];
            report.worstS = setup.start + row.column;
            report.worstPair = row.pair;
        }
    }
    return report;
}

} // namespace pelab
