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

struct RowResult
{
    double error = -1.0;
    std::int64_t column = 0;
    std::int64_t pair = 0;
};

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
    // offsets' cos/sin are read from cache by every row of a group; each row still sees its
    // columns in increasing order.
    constexpr std::int64_t kGroup = 8;
    constexpr std::int64_t kColumns = 64;
    const auto count = std::int64_t(rows.size());
    std::vector<RowResult> results(rows.size());
    ParallelWork((count + kGroup - 1) / kGroup).run([&](std::int64_t group, unsigned) {
        const std::int64_t first = group * kGroup, last = std::min(count, first + kGroup);
        const std::int64_t from = std::max<std::int64_t>(0, rows[std::size_t(first)] - D);
        const std::int64_t to = std::min(n - 1, rows[std::size_t(last - 1)] + D);
        for (std::int64_t c0 = from; c0 <= to; c0 += kColumns) {
            for (std::int64_t index = first; index < last; ++index) {
                const std::int64_t r = rows[std::size_t(index)];
                const double *ct = tables.cosAt(r);
                const double *st = tables.sinAt(r);
                RowResult &best = results[std::size_t(index)];
                const std::int64_t lo = std::max(c0, r - D);
                const std::int64_t hi = std::min({c0 + kColumns - 1, n - 1, r + D});
                for (std::int64_t c = lo; c <= hi; ++c) {
                    const double *cs = tables.cosAt(c);
                    const double *ss = tables.sinAt(c);
                    const double *cd = tables.cosOffset(c - r);
                    const double *sd = tables.sinOffset(c - r);
                    const double error = cellError(ct, st, cs, ss, cd, sd, pairs);
                    if (!(error > best.error))
                        continue;
                    std::size_t i = 0;
                    while (pairError(ct, st, cs, ss, cd, sd, i) != error)
                        ++i;
                    best = {error, c, std::int64_t(i)};
                }
            }
        }
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
