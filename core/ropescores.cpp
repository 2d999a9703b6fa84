#include "ropescores.h"

#include "error.h"
#include "random.h"

#include <Eigen/Core>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <exception>
#include <limits>
#include <thread>

namespace pelab {

namespace {

using RowMajor = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
constexpr std::int64_t kPanelRows = 256;
constexpr unsigned kMaxThreads = 16;

// cos and sin of t·θ_i in the setup's precision, times `scale`, for one position.
void anglesAt(const RopeSetup &setup, std::int64_t position, double scale, double *cosOut,
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

void checkVector(const std::vector<double> &v, std::int64_t dim, const char *name)
{
    if (std::int64_t(v.size()) != dim)
        throw Error(std::string(name) + " must hold d = " + std::to_string(dim) + " values (got " +
                    std::to_string(v.size()) + ")");
    for (double x : v) {
        if (!std::isfinite(x))
            throw Error(std::string(name) + " must be finite (it holds NaN or inf)");
    }
}

double norm(const std::vector<double> &v)
{
    double sum = 0.0;
    for (double x : v)
        sum += x * x;
    return std::sqrt(sum);
}

} // namespace

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
    if (setup.positions < 1 || setup.positions > kMaxRopePositions)
        throw Error("the number of positions N must be 1 … " + std::to_string(kMaxRopePositions) +
                    " (got " + std::to_string(setup.positions) + ")");
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
    checkVector(setup.q, setup.dim, "q");
    checkVector(setup.k, setup.dim, "k");
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
        anglesAt(setup, setup.start + r, setup.attentionFactor, c.data(), s.data());
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
    const auto rows = Eigen::Index(n);
    const auto cols = Eigen::Index(d);
    Eigen::Map<const RowMajor> Q(qHat.data(), rows, cols);
    Eigen::Map<const RowMajor> K(kHat.data(), rows, cols);
    Eigen::Map<RowMajor> A(scores.data(), rows, rows);
    const double scale = 1.0 / std::sqrt(double(d));

    // Row panels shared out to the cores; the calling thread reports progress.
    const std::int64_t panels = (setup.positions + kPanelRows - 1) / kPanelRows;
    std::atomic<std::int64_t> next{0};
    std::atomic<std::int64_t> done{0};
    std::atomic<bool> stop{false};
    auto work = [&](bool reporting) {
        for (std::int64_t panel = next++; panel < panels && !stop; panel = next++) {
            const Eigen::Index r0 = Eigen::Index(panel * kPanelRows);
            const Eigen::Index count = std::min<Eigen::Index>(kPanelRows, rows - r0);
            A.middleRows(r0, count).noalias() = scale * (Q.middleRows(r0, count) * K.transpose());
            const std::int64_t finished = ++done;
            if (reporting && progress && !progress(double(finished) / double(panels)))
                stop = true;
        }
    };
    const unsigned threads = unsigned(std::min<std::int64_t>(
        panels, std::clamp(std::thread::hardware_concurrency(), 1u, kMaxThreads)));
    std::vector<std::exception_ptr> errors(threads);
    std::vector<std::thread> workers;
    workers.reserve(threads);
    for (unsigned j = 1; j < threads; ++j) {
        workers.emplace_back([&, j] {
            try {
                work(false);
            } catch (...) {
                errors[j] = std::current_exception();
                stop = true;
            }
        });
    }
    try {
        work(true);
    } catch (...) {
        errors[0] = std::current_exception();
        stop = true;
    }
    for (std::thread &worker : workers)
        worker.join();
    for (const std::exception_ptr &error : errors) {
        if (error)
            std::rethrow_exception(error);
    }
    if (stop)
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
    std::vector<double> out;
    out.reserve(std::size_t(2 * setup.positions - 1));
    for (std::int64_t delta = -(setup.positions - 1); delta < setup.positions; ++delta)
        out.push_back(exactScore(setup, delta));
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
    report.maxError = -1.0;
    for (std::size_t j = 0; j < offsets; ++j) {
        const double spread = report.maximum[j] - report.minimum[j];
        if (spread > report.maxError || (std::isnan(spread) && !std::isnan(report.maxError))) {
            report.maxError = spread;
            report.worstOffset = std::int64_t(j) - (n - 1);
            report.worstMinT = report.minimumAt[j];
            report.worstMaxT = report.maximumAt[j];
        }
    }
    if (report.nonFinite > 0) {
        report.maxError = std::numeric_limits<double>::quiet_NaN();
        report.maxExactError = std::numeric_limits<double>::quiet_NaN();
    }
    return report;
}

RotationReport rotationCheck(const RopeSetup &setup)
{
    validateRopeSetup(setup);
    const std::int64_t n = setup.positions;
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
    // cos/sin of every position in P, and of every offset exactly.
    std::vector<double> cosP(std::size_t(n) * pairs), sinP(std::size_t(n) * pairs);
    for (std::int64_t r = 0; r < n; ++r)
        anglesAt(setup, setup.start + r, 1.0, cosP.data() + std::size_t(r) * pairs,
                 sinP.data() + std::size_t(r) * pairs);
    std::vector<double> cosD(std::size_t(2 * n - 1) * pairs), sinD(cosD.size());
    for (std::int64_t j = 0; j < 2 * n - 1; ++j) {
        const double offset = double(j - (n - 1));
        for (std::size_t i = 0; i < pairs; ++i) {
            cosD[std::size_t(j) * pairs + i] = std::cos(offset * setup.theta[i]);
            sinD[std::size_t(j) * pairs + i] = std::sin(offset * setup.theta[i]);
        }
    }
    report.maxError = -1.0;
    for (std::int64_t r : rows) {
        const double *ct = cosP.data() + std::size_t(r) * pairs;
        const double *st = sinP.data() + std::size_t(r) * pairs;
        for (std::int64_t c = 0; c < n; ++c) {
            const double *cs = cosP.data() + std::size_t(c) * pairs;
            const double *ss = sinP.data() + std::size_t(c) * pairs;
            const std::size_t j = std::size_t(c - r + n - 1) * pairs;
            for (std::size_t i = 0; i < pairs; ++i) {
                // R_tᵀR_s = [[C, −S], [S, C]], C = c_t·c_s + s_t·s_s, S = c_t·s_s − s_t·c_s.
                const double C = ct[i] * cs[i] + st[i] * ss[i];
                const double S = ct[i] * ss[i] - st[i] * cs[i];
                double error = std::max(std::fabs(C - cosD[j + i]), std::fabs(S - sinD[j + i]));
                if (std::isnan(error))
                    error = std::numeric_limits<double>::infinity();
                if (error > report.maxError) {
                    report.maxError = error;
                    report.worstT = setup.start + r;
                    report.worstS = setup.start + c;
                    report.worstPair = std::int64_t(i);
                }
            }
        }
    }
    return report;
}

double scoreScale(const RopeSetup &setup)
{
    return norm(setup.q) * norm(setup.k) * setup.attentionFactor * setup.attentionFactor /
           std::sqrt(double(setup.dim));
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
            const Matrix scores = ropeScores(s);
            const std::vector<double> exact = exactScores(s);
            const InvarianceReport report = invarianceCheck(scores, start, &exact);
            points.push_back(
                {precision, start, report.maxError, report.maxExactError, report.nonFinite});
            if (progress && !progress(double(points.size()) / total))
                return {};
        }
    }
    return points;
}

} // namespace pelab
