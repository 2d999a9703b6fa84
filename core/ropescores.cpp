#include "ropescores.h"

#include "error.h"
#include "parallelwork.h"
#include "random.h"
#include "ropetiles.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pelab {

void validateRopeVector(const std::vector<double> &v, std::int64_t dim, const char *name)
{
    if (std::int64_t(v.size()) != dim)
        throw Error(std::string(name) + " must hold d = " + std::to_string(dim) + " values (got " +
                    std::to_string(v.size()) + ")");
    for (double x : v) {
        if (!std::isfinite(x))
            throw Error(std::string(name) + " must be finite (it holds NaN or inf)");
    }
}

namespace {

double norm(const std::vector<double> &v)
{
    double sum = 0.0;
    for (double x : v)
        sum += x * x;
    return std::sqrt(sum);
}

} // namespace

void ropeAnglesAt(const RopeSetup &setup, std::int64_t position, double scale, double *cosOut,
                  double *sinOut)
{
    const Precision p = setup.precision;
    const double t = roundTo(p, double(position));
    for (std::size_t i = 0; i < setup.theta.size(); ++i) {
        const double angle = roundTo(p, t * roundTo(p, setup.theta[i]));
        cosOut[i] = roundTo(p, std::cos(angle) * scale);
        sinOut[i] = roundTo(p, std::sin(angle) * scale);
    }
}

std::int64_t checkedMaxOffset(const RopeSetup &setup)
{
    const std::int64_t all = std::max<std::int64_t>(setup.positions - 1, 0);
    return setup.maxOffset ? std::min(*setup.maxOffset, all) : all;
}

void randomContent(std::int64_t dim, std::uint64_t seed, std::vector<double> &q,
                   std::vector<double> &k)
{
    validateRopeDim(dim);
    Random random(seed);
    q.resize(std::size_t(dim));
    k.resize(std::size_t(dim));
    random.fillNormal(q.data(), q.size());
    random.fillNormal(k.data(), k.size());
}

void validateRopeSetup(const RopeSetup &setup)
{
    validateRopeDim(setup.dim);
    const std::int64_t maxPositions = setup.maxOffset ? kMaxRopeBandPositions : kMaxRopePositions;
    if (setup.positions < 1 || setup.positions > maxPositions)
        throw Error("the number of positions N must be 1 … " + std::to_string(maxPositions) +
                    (setup.maxOffset ? "" : " (up to 1048576 with a maximum offset)") + " (got " +
                    std::to_string(setup.positions) + ")");
    if (setup.maxOffset && (*setup.maxOffset < 1 || *setup.maxOffset > setup.positions))
        throw Error(
            "the maximum offset (--max-offset) must be 1 … N = " + std::to_string(setup.positions) +
            " (got " + std::to_string(*setup.maxOffset) + ")");
    if (setup.start < 0 || setup.start > kMaxRopeStart)
        throw Error("the start position T0 must be 0 … 2^40 (got " + std::to_string(setup.start) +
                    ")");
    if (std::int64_t(setup.theta.size()) != setup.dim / 2)
        throw Error("RoPE needs d/2 frequencies");
    for (double theta : setup.theta) {
        if (!std::isfinite(theta) || theta < 0.0)
            throw Error("every frequency θ_i must be finite and ≥ 0");
    }
    if (!std::isfinite(setup.attentionFactor) || setup.attentionFactor <= 0.0)
        throw Error("the attention factor must be finite and above 0");
    validateRopeVector(setup.q, setup.dim, "q");
    validateRopeVector(setup.k, setup.dim, "k");
}

Matrix rotatedRows(const RopeSetup &setup, const std::vector<double> &x)
{
    const std::int64_t dim = setup.dim;
    const auto pairs = std::size_t(dim / 2);
    const Precision p = setup.precision;
    Matrix out(std::size_t(setup.positions), std::size_t(dim));
    std::vector<double> c(pairs), s(pairs);
    // The input vector is held in float64; only the rotation's results are rounded to P.
    for (std::int64_t r = 0; r < setup.positions; ++r) {
        ropeAnglesAt(setup, setup.start + r, setup.attentionFactor, c.data(), s.data());
        double *row = out.row(std::size_t(r));
        for (std::size_t i = 0; i < pairs; ++i) {
            const auto [a, b] = pairDims(setup.pairing, dim, std::int64_t(i));
            const double xa = x[std::size_t(a)];
            const double xb = x[std::size_t(b)];
            row[a] = roundTo(p, xa * c[i] - xb * s[i]);
            row[b] = roundTo(p, xa * s[i] + xb * c[i]);
        }
    }
    return out;
}

Matrix ropeScores(const RopeSetup &setup, std::uint64_t memoryLimit,
                  const ProgressCallback &progress)
{
    validateRopeSetup(setup);
    const auto n = std::uint64_t(setup.positions);
    const auto d = std::uint64_t(setup.dim);
    // The result plus the two rotated tables.
    checkMatrixAllocation(n, n + 2 * d, memoryLimit, "the RoPE score matrix with its rotations");
    const Matrix qHat = rotatedRows(setup, setup.q);
    const Matrix kHat = rotatedRows(setup, setup.k);
    Matrix scores(n, n);
    RopeTileJob job;
    job.qHat = &qHat;
    job.kHat = &kHat;
    job.scale = 1.0 / std::sqrt(double(d));
    job.start = setup.start;
    job.maxOffset = setup.positions - 1;
    job.report = false;
    job.scores = &scores;
    if (!tiledInvariance(job, progress))
        return {};
    return scores;
}

double exactScore(const RopeSetup &setup, std::int64_t offset)
{
    double sum = 0.0;
    for (std::int64_t i = 0; i < setup.dim / 2; ++i) {
        const auto [a, b] = pairDims(setup.pairing, setup.dim, i);
        const double qa = setup.q[std::size_t(a)], qb = setup.q[std::size_t(b)];
        const double ka = setup.k[std::size_t(a)], kb = setup.k[std::size_t(b)];
        const double angle = double(offset) * setup.theta[std::size_t(i)];
        sum += (qa * ka + qb * kb) * std::cos(angle) + (qb * ka - qa * kb) * std::sin(angle);
    }
    return sum * setup.attentionFactor * setup.attentionFactor / std::sqrt(double(setup.dim));
}

std::vector<double> exactScores(const RopeSetup &setup)
{
    const std::int64_t D = checkedMaxOffset(setup);
    std::vector<double> out(std::size_t(2 * D + 1));
    constexpr std::int64_t kChunk = 512;
    const std::int64_t count = std::int64_t(out.size());
    ParallelWork((count + kChunk - 1) / kChunk, 4).run([&](std::int64_t chunk, unsigned) {
        for (std::int64_t j = chunk * kChunk; j < std::min(count, (chunk + 1) * kChunk); ++j)
            out[std::size_t(j)] = exactScore(setup, j - D);
    });
    return out;
}

InvarianceReport invarianceCheck(const Matrix &scores, std::int64_t start,
                                 const std::vector<double> *exact)
{
    const auto n = std::int64_t(scores.rows());
    InvarianceReport report;
    if (n == 0)
        return report;
    const auto offsets = std::size_t(2 * n - 1);
    report.maxOffset = n - 1;
    report.minimum.assign(offsets, std::numeric_limits<double>::infinity());
    report.maximum.assign(offsets, -std::numeric_limits<double>::infinity());
    report.minimumAt.assign(offsets, 0);
    report.maximumAt.assign(offsets, 0);
    for (std::int64_t r = 0; r < n; ++r) {
        const double *row = scores.row(std::size_t(r));
        // Column c of row r is offset c − r, at index c + (N − 1 − r).
        const std::size_t shift = std::size_t(n - 1 - r);
        double *mn = report.minimum.data() + shift;
        double *mx = report.maximum.data() + shift;
        std::int64_t *mnAt = report.minimumAt.data() + shift;
        std::int64_t *mxAt = report.maximumAt.data() + shift;
        const std::int64_t t = start + r;
        std::size_t bad = 0;
        if (exact) {
            const double *e = exact->data() + shift;
            for (std::int64_t c = 0; c < n; ++c) {
                const double error = std::fabs(row[c] - e[c]);
                if (error > report.maxExactError) { // NaN scores are counted below
                    report.maxExactError = error;
                    report.exactWorstT = t;
                    report.exactWorstS = start + c;
                }
            }
        }
        for (std::int64_t c = 0; c < n; ++c) {
            const double v = row[c];
            bad += std::isfinite(v) ? 0 : 1;
            if (v < mn[c]) {
                mn[c] = v;
                mnAt[c] = t;
            }
            if (v > mx[c]) {
                mx[c] = v;
                mxAt[c] = t;
            }
        }
        report.nonFinite += bad;
    }
    finishInvarianceReport(report);
    return report;
}

double scoreScale(const RopeSetup &setup)
{
    return scoreScale(setup.q, setup.k, setup.attentionFactor);
}

double scoreScale(const std::vector<double> &q, const std::vector<double> &k,
                  double attentionFactor)
{
    return norm(q) * norm(k) * attentionFactor * attentionFactor / std::sqrt(double(q.size()));
}

double invarianceTolerance(const RopeSetup &setup)
{
    const double fastest =
        setup.theta.empty() ? 0.0 : *std::max_element(setup.theta.begin(), setup.theta.end());
    const double angle = std::max(1.0, double(setup.start + setup.positions - 1) * fastest);
    return scoreScale(setup) *
           (16.0 * unitRoundoff(setup.precision) + 64.0 * std::ldexp(1.0, -53) * angle);
}

std::int64_t overflowedPositions(const RopeSetup &setup)
{
    const double largest = largestFinite(setup.precision);
    const std::int64_t last = setup.start + setup.positions - 1;
    // Rounded positions are monotonic: find the first that overflows.
    if (!std::isinf(roundTo(setup.precision, double(last))))
        return 0;
    std::int64_t first = setup.start;
    if (!std::isinf(roundTo(setup.precision, double(first)))) {
        first = std::max(first, std::int64_t(largest));
        while (!std::isinf(roundTo(setup.precision, double(first))))
            ++first;
    }
    return last - first + 1;
}

std::vector<std::int64_t> powerOfTwoStarts(int maxPower)
{
    std::vector<std::int64_t> starts;
    for (int p = 0; p <= maxPower; ++p)
        starts.push_back(std::int64_t(1) << p);
    return starts;
}

void validatePrecisionSweep(std::int64_t positions, std::int64_t maxPower)
{
    if (positions < 2 || positions > kMaxSweepPositions)
        throw Error("the positions of the precision sweep must be 2 … " +
                    std::to_string(kMaxSweepPositions) + " (got " + std::to_string(positions) +
                    ")");
    if (maxPower < 1 || maxPower > kMaxSweepPower)
        throw Error("the largest start of the precision sweep must be 2^1 … 2^" +
                    std::to_string(kMaxSweepPower) + " (got 2^" + std::to_string(maxPower) + ")");
}

std::vector<PrecisionSweepPoint> precisionSweep(const RopeSetup &setup,
                                                const std::vector<Precision> &precisions,
                                                const std::vector<std::int64_t> &starts,
                                                const ProgressCallback &progress)
{
    validateRopeSetup(setup);
    std::vector<PrecisionSweepPoint> points;
    const double total = double(precisions.size() * starts.size());
    for (Precision precision : precisions) {
        for (std::int64_t start : starts) {
            RopeSetup s = setup;
            s.precision = precision;
            s.start = start;
            const Matrix qHat = rotatedRows(s, s.q);
            const Matrix kHat = rotatedRows(s, s.k);
            const std::vector<double> exact = exactScores(s);
            RopeTileJob job;
            job.qHat = &qHat;
            job.kHat = &kHat;
            job.scale = 1.0 / std::sqrt(double(s.dim));
            job.start = start;
            job.maxOffset = checkedMaxOffset(s);
            job.exact = &exact;
            const InvarianceReport report = *tiledInvariance(job);
            points.push_back(
                {precision, start, report.maxError, report.maxExactError, report.nonFinite});
            if (progress && !progress(double(points.size()) / total))
                return {};
        }
    }
    return points;
}

} // namespace pelab
