#include "sinusoidalchecks.h"

#include "error.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace pelab {

namespace {

// The loops below keep eight running sums or extremes in separate scalars, combined in a fixed
// order at the end: the compiler may not reorder one long reduction, but it packs eight
// independent scalars into vector registers, and every processor gets the same result.

// a·b.
__attribute__((target_clones("avx2", "default"))) double
dotProduct(const double *__restrict a, const double *__restrict b, std::size_t n)
{
    double s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0;
    std::size_t c = 0;
    for (; c + 8 <= n; c += 8) {
        s0 += a[c] * b[c];
        s1 += a[c + 1] * b[c + 1];
        s2 += a[c + 2] * b[c + 2];
        s3 += a[c + 3] * b[c + 3];
        s4 += a[c + 4] * b[c + 4];
        s5 += a[c + 5] * b[c + 5];
        s6 += a[c + 6] * b[c + 6];
        s7 += a[c + 7] * b[c + 7];
    }
    double sum = ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
    for (; c < n; ++c)
        sum += a[c] * b[c];
    return sum;
}

// A NaN error counts as the worst possible, so that it can never pass a check.
inline double orInfinity(double error)
{
    return std::isnan(error) ? std::numeric_limits<double>::infinity() : error;
}

// The larger error, NaN winning over any number.
inline double worse(double a, double b)
{
    return (b > a || b != b) ? b : a;
}

inline double lower(double a, double b)
{
    return b < a ? b : a;
}

inline double higher(double a, double b)
{
    return b > a ? b : a;
}

// Folds the smallest and largest of n values into lo and hi.
__attribute__((target_clones("avx2", "default"))) void
extremes(const double *__restrict v, std::size_t n, double &lo, double &hi)
{
    double l0 = lo, l1 = lo, l2 = lo, l3 = lo, h0 = hi, h1 = hi, h2 = hi, h3 = hi;
    std::size_t c = 0;
    for (; c + 4 <= n; c += 4) {
        l0 = lower(l0, v[c]);
        l1 = lower(l1, v[c + 1]);
        l2 = lower(l2, v[c + 2]);
        l3 = lower(l3, v[c + 3]);
        h0 = higher(h0, v[c]);
        h1 = higher(h1, v[c + 1]);
        h2 = higher(h2, v[c + 2]);
        h3 = higher(h3, v[c + 3]);
    }
    for (; c < n; ++c) {
        l0 = lower(l0, v[c]);
        h0 = higher(h0, v[c]);
    }
    lo = lower(lower(l0, l1), lower(l2, l3));
    hi = higher(higher(h0, h1), higher(h2, h3));
}

void checkRangeAndNorm(const Matrix &table, double halfDim, SinusoidalChecks &out)
{
    double lo = table.data()[0];
    double hi = lo;
    for (std::size_t r = 0; r < table.rows(); ++r) {
        const double *row = table.row(r);
        extremes(row, table.cols(), lo, hi);
        const double norm2 = dotProduct(row, row, table.cols());
        if (std::isnan(norm2))
            ++out.nanCount;
        const double err = orInfinity(std::abs(norm2 - halfDim));
        if (err > out.maxNormError) {
            out.maxNormError = err;
            out.worstNormPosition = std::int64_t(r);
        }
    }
    out.minValue = lo;
    out.maxValue = hi;
    out.inUnitRange = out.nanCount == 0 && lo >= -1.0 && hi <= 1.0;
}

void checkDotProducts(const Matrix &table, const std::vector<double> &omega, std::int64_t offsets,
                      SinusoidalChecks &out)
{
    const std::int64_t n = std::int64_t(table.rows());
    out.dotOffsetsChecked = std::min(offsets, n - 1);
    for (std::int64_t delta = 1; delta <= out.dotOffsetsChecked; ++delta) {
        double expected = 0.0;
        for (double w : omega)
            expected += std::cos(double(delta) * w);
        for (std::int64_t t = 0; t + delta < n; ++t) {
            const double *a = table.row(std::size_t(t));
            const double *b = table.row(std::size_t(t + delta));
            const double dot = dotProduct(a, b, table.cols());
            const double err = orInfinity(std::abs(dot - expected));
            if (err > out.maxDotError) {
                out.maxDotError = err;
                out.worstDotPosition = t;
                out.worstDotOffset = delta;
            }
        }
    }
}

// Where a row keeps pair i's sine and cosine: at sinAt + i·stride and cosAt + i·stride.
struct PairLayout
{
    std::size_t sinAt = 0;
    std::size_t cosAt = 1;
    std::size_t stride = 2;
};

// The M_k residual of pair i between rows a (position t) and b (position t + k), given the
// pair's sines and cosines as pointers with a stride: the errors of the sine and the cosine.
template <std::size_t Stride>
inline void pairErrors(const double *as, const double *ac, const double *bs, const double *bc,
                       double ck, double sk, std::size_t i, double &sinError, double &cosError)
{
    const double s = as[i * Stride];
    const double c = ac[i * Stride];
    const double predictedSin = ck * s + sk * c;
    const double predictedCos = -sk * s + ck * c;
    sinError = std::abs(bs[i * Stride] - predictedSin);
    cosError = std::abs(bc[i * Stride] - predictedCos);
}

inline double pairResidual(const double *a, const double *b, const PairLayout &l, double ck,
                           double sk, std::size_t i)
{
    double sinError = 0.0;
    double cosError = 0.0;
    pairErrors<1>(a + l.sinAt, a + l.cosAt, b + l.sinAt, b + l.cosAt, ck, sk, i * l.stride,
                  sinError, cosError);
    return worse(sinError, cosError);
}

// The largest residual over all pairs of one row, infinite if any is NaN. Four running maxima
// and a running sum of the errors (which NaN, and only NaN, turns into NaN: the errors are
// small) keep the loop free of branches, so that it vectorises; the stride is a template
// constant so that the interleaved loads vectorise too.
template <std::size_t Stride>
__attribute__((target_clones("avx2", "default"))) double
rowResidual(const double *__restrict a, const double *__restrict b, std::size_t sinAt,
            std::size_t cosAt, const double *__restrict ck, const double *__restrict sk,
            std::size_t half)
{
    const double *as = a + sinAt;
    const double *ac = a + cosAt;
    const double *bs = b + sinAt;
    const double *bc = b + cosAt;
    double m[4] = {};
    double probe[4] = {};
    std::size_t i = 0;
    for (; i + 4 <= half; i += 4) {
        for (std::size_t j = 0; j < 4; ++j) {
            double es = 0.0;
            double ec = 0.0;
            pairErrors<Stride>(as, ac, bs, bc, ck[i + j], sk[i + j], i + j, es, ec);
            m[j] = higher(m[j], higher(es, ec));
            probe[j] += es + ec;
        }
    }
    for (; i < half; ++i) {
        double es = 0.0;
        double ec = 0.0;
        pairErrors<Stride>(as, ac, bs, bc, ck[i], sk[i], i, es, ec);
        m[0] = higher(m[0], higher(es, ec));
        probe[0] += es + ec;
    }
    if (std::isnan((probe[0] + probe[1]) + (probe[2] + probe[3])))
        return std::numeric_limits<double>::infinity();
    return higher(higher(m[0], m[1]), higher(m[2], m[3]));
}

void checkShift(const Matrix &table, const SinusoidalParams &p, const std::vector<double> &omega,
                std::int64_t k, SinusoidalChecks &out)
{
    const std::int64_t n = std::int64_t(table.rows());
    const std::size_t half = std::size_t(p.dim / 2);
    std::vector<double> ck(half), sk(half);
    for (std::size_t i = 0; i < half; ++i) {
        ck[i] = std::cos(double(k) * omega[i]);
        sk[i] = std::sin(double(k) * omega[i]);
    }
    const bool interleaved = p.layout == Layout::Interleaved;
    const PairLayout l = interleaved ? PairLayout{0, 1, 2} : PairLayout{0, half, 1};
    out.shiftResidualByPosition.assign(std::size_t(std::max<std::int64_t>(0, n - k)), 0.0);
    for (std::int64_t t = 0; t + k < n; ++t) {
        const double *a = table.row(std::size_t(t));
        const double *b = table.row(std::size_t(t + k));
        const double rowMax =
            interleaved ? rowResidual<2>(a, b, l.sinAt, l.cosAt, ck.data(), sk.data(), half)
                        : rowResidual<1>(a, b, l.sinAt, l.cosAt, ck.data(), sk.data(), half);
        out.shiftResidualByPosition[std::size_t(t)] = rowMax;
        if (rowMax > out.maxShiftResidual) {
            out.maxShiftResidual = rowMax;
            out.worstShiftPosition = t;
            // A new worst row is rare: find its pair with a second, plain pass.
            for (std::size_t i = 0; i < half; ++i) {
                if (orInfinity(pairResidual(a, b, l, ck[i], sk[i], i)) == rowMax) {
                    out.worstShiftPair = std::int64_t(i);
                    break;
                }
            }
        }
    }
}

} // namespace

double automaticTolerance(const SinusoidalParams &p)
{
    const double largest = double(p.start + p.positions - 1);
    return std::max(1e-10, 64.0 * std::ldexp(1.0, -52) * largest);
}

void validate(const CheckOptions &options)
{
    if (options.shift < 1 || options.shift > kMaxCheckShift)
        throw Error("the shift k must be from 1 to " + std::to_string(kMaxCheckShift) + " (got " +
                    std::to_string(options.shift) + ")");
    if (options.dotOffsets < 0 || options.dotOffsets > kMaxDotOffsets)
        throw Error("the number of checked offsets must be from 0 to " +
                    std::to_string(kMaxDotOffsets) + " (got " + std::to_string(options.dotOffsets) +
                    ")");
    if (std::isnan(options.tolerance))
        throw Error("the tolerance must be a number");
}

SinusoidalChecks checkSinusoidal(const Matrix &table, const SinusoidalParams &p,
                                 const CheckOptions &options)
{
    validate(p, ~std::uint64_t(0));
    if (table.rows() != std::size_t(p.positions) || table.cols() != std::size_t(p.dim))
        throw Error("the table is " + std::to_string(table.rows()) + " x " +
                    std::to_string(table.cols()) + ", the parameters say " +
                    std::to_string(p.positions) + " x " + std::to_string(p.dim));
    validate(options);

    const std::vector<double> omega = angularFrequencies(p.base, p.dim);
    SinusoidalChecks out;
    out.tolerance = options.tolerance < 0.0 ? automaticTolerance(p) : options.tolerance;
    out.shift = options.shift;
    checkRangeAndNorm(table, double(p.dim) / 2.0, out);
    checkDotProducts(table, omega, options.dotOffsets, out);
    checkShift(table, p, omega, options.shift, out);
    // Report positions as absolute positions, not row indices.
    out.worstNormPosition += p.start;
    out.worstDotPosition += p.start;
    out.worstShiftPosition += p.start;
    return out;
}

} // namespace pelab
