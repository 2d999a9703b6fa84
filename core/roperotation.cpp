#include "roperotation.h"

#include "parallelwork.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

namespace pelab {

namespace {

using V4 = double __attribute__((vector_size(32)));

constexpr double kInf = std::numeric_limits<double>::infinity();

// An unaligned load through memcpy (no 32-byte vector crosses a function boundary).
#define PELAB_LOAD(name, pointer)                                                                  \
    V4 name;                                                                                       \
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

// The largest pairError over i = 0 … pairs − 1 (the same arithmetic, four pairs at a time).
__attribute__((target_clones("avx2", "default"))) double
cellError(const double *ct, const double *st, const double *cs, const double *ss, const double *cd,
          const double *sd, std::size_t pairs)
{
    std::size_t i = 0;
    V4 best = {-1.0, -1.0, -1.0, -1.0};
    const V4 inf = {kInf, kInf, kInf, kInf};
    for (; i + 4 <= pairs; i += 4) {
        PELAB_LOAD(vct, ct + i);
        PELAB_LOAD(vst, st + i);
        PELAB_LOAD(vcs, cs + i);
        PELAB_LOAD(vss, ss + i);
        PELAB_LOAD(vcd, cd + i);
        PELAB_LOAD(vsd, sd + i);
        const V4 C = vct * vcs + vst * vss;
        const V4 S = vct * vss - vst * vcs;
        V4 a = C - vcd;
        V4 b = S - vsd;
        a = a < 0.0 ? -a : a;
        b = b < 0.0 ? -b : b;
        V4 e = a < b ? b : a; // std::max(a, b)
        e = e != e ? inf : e;
        best = e > best ? e : best;
    }
    double out = -1.0;
    for (int j = 0; j < 4; ++j)
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
    const std::int64_t n = setup.positions;
    const std::int64_t D = checkedMaxOffset(setup);
    const auto pairs = std::size_t(setup.dim / 2);
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
    // cos/sin of every position in P, and of every offset exactly, in chunks on every core.
    constexpr std::int64_t kChunk = 256;
    std::vector<double> cosP(std::size_t(n) * pairs), sinP(std::size_t(n) * pairs);
    ParallelWork((n + kChunk - 1) / kChunk, 4).run([&](std::int64_t chunk, unsigned) {
        for (std::int64_t r = chunk * kChunk; r < std::min(n, (chunk + 1) * kChunk); ++r)
            ropeAnglesAt(setup, setup.start + r, 1.0, cosP.data() + std::size_t(r) * pairs,
                         sinP.data() + std::size_t(r) * pairs);
    });
    const std::int64_t offsets = 2 * D + 1;
    std::vector<double> cosD(std::size_t(offsets) * pairs), sinD(cosD.size());
    ParallelWork((offsets + kChunk - 1) / kChunk, 4).run([&](std::int64_t chunk, unsigned) {
        for (std::int64_t j = chunk * kChunk; j < std::min(offsets, (chunk + 1) * kChunk); ++j) {
            const double offset = double(j - D);
            for (std::size_t i = 0; i < pairs; ++i) {
                cosD[std::size_t(j) * pairs + i] = std::cos(offset * setup.theta[i]);
                sinD[std::size_t(j) * pairs + i] = std::sin(offset * setup.theta[i]);
            }
        }
    });
    // Each row's first largest error, then the rows in order: the sequential scan's answer.
    std::vector<RowResult> results(rows.size());
    ParallelWork(std::int64_t(rows.size()), 4).run([&](std::int64_t index, unsigned) {
        const std::int64_t r = rows[std::size_t(index)];
        const double *ct = cosP.data() + std::size_t(r) * pairs;
        const double *st = sinP.data() + std::size_t(r) * pairs;
        RowResult &best = results[std::size_t(index)];
        for (std::int64_t c = std::max<std::int64_t>(0, r - D); c <= std::min(n - 1, r + D); ++c) {
            const double *cs = cosP.data() + std::size_t(c) * pairs;
            const double *ss = sinP.data() + std::size_t(c) * pairs;
            const std::size_t j = std::size_t(c - r + D) * pairs;
            const double *cd = cosD.data() + j;
            const double *sd = sinD.data() + j;
            const double error = cellError(ct, st, cs, ss, cd, sd, pairs);
            if (!(error > best.error))
                continue;
            std::size_t i = 0;
            while (pairError(ct, st, cs, ss, cd, sd, i) != error)
                ++i;
            best = {error, c, std::int64_t(i)};
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
