#include "sinusoidalchecks.h"

#include "error.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace pelab {

namespace {

void checkRangeAndNorm(const Matrix &table, double halfDim, SinusoidalChecks &out)
{
    double lo = table.data()[0];
    double hi = lo;
    for (std::size_t r = 0; r < table.rows(); ++r) {
        const double *row = table.row(r);
        double norm2 = 0.0;
        for (std::size_t c = 0; c < table.cols(); ++c) {
            lo = std::min(lo, row[c]);
            hi = std::max(hi, row[c]);
            norm2 += row[c] * row[c];
        }
        const double err = std::abs(norm2 - halfDim);
        if (err > out.maxNormError) {
            out.maxNormError = err;
            out.worstNormPosition = std::int64_t(r);
        }
    }
    out.minValue = lo;
    out.maxValue = hi;
    out.inUnitRange = lo >= -1.0 && hi <= 1.0;
}

void checkDotProducts(const Matrix &table, const std::vector<double> &omega,
                      std::int64_t offsets, SinusoidalChecks &out)
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
            double dot = 0.0;
            for (std::size_t c = 0; c < table.cols(); ++c)
                dot += a[c] * b[c];
            const double err = std::abs(dot - expected);
            if (err > out.maxDotError) {
                out.maxDotError = err;
                out.worstDotPosition = t;
                out.worstDotOffset = delta;
            }
        }
    }
}

void checkShift(const Matrix &table, const SinusoidalParams &p, const std::vector<double> &omega,
                std::int64_t k, SinusoidalChecks &out)
{
    const std::int64_t n = std::int64_t(table.rows());
    const std::int64_t half = p.dim / 2;
    std::vector<double> ck(static_cast<std::size_t>(half)), sk(static_cast<std::size_t>(half));
    std::vector<std::int64_t> sinCol(static_cast<std::size_t>(half)), cosCol(static_cast<std::size_t>(half));
    for (std::int64_t i = 0; i < half; ++i) {
        ck[std::size_t(i)] = std::cos(double(k) * omega[std::size_t(i)]);
        sk[std::size_t(i)] = std::sin(double(k) * omega[std::size_t(i)]);
        sinCol[std::size_t(i)] = sinColumn(p.layout, p.dim, i);
        cosCol[std::size_t(i)] = cosColumn(p.layout, p.dim, i);
    }
    out.shiftResidualByPosition.assign(std::size_t(std::max<std::int64_t>(0, n - k)), 0.0);
    for (std::int64_t t = 0; t + k < n; ++t) {
        const double *a = table.row(std::size_t(t));
        const double *b = table.row(std::size_t(t + k));
        double rowMax = 0.0;
        std::int64_t rowPair = 0;
        for (std::int64_t i = 0; i < half; ++i) {
            const double s = a[sinCol[std::size_t(i)]];
            const double c = a[cosCol[std::size_t(i)]];
            const double predictedSin = ck[std::size_t(i)] * s + sk[std::size_t(i)] * c;
            const double predictedCos = -sk[std::size_t(i)] * s + ck[std::size_t(i)] * c;
            const double err = std::max(std::abs(b[sinCol[std::size_t(i)]] - predictedSin),
                                        std::abs(b[cosCol[std::size_t(i)]] - predictedCos));
            if (err > rowMax) {
                rowMax = err;
                rowPair = i;
            }
        }
        out.shiftResidualByPosition[std::size_t(t)] = rowMax;
        if (rowMax > out.maxShiftResidual) {
            out.maxShiftResidual = rowMax;
            out.worstShiftPosition = t;
            out.worstShiftPair = rowPair;
        }
    }
}

} // namespace

double automaticTolerance(const SinusoidalParams &p)
{
    const double largest = double(p.start + p.positions - 1);
    return std::max(1e-10, 64.0 * std::ldexp(1.0, -52) * largest);
}

SinusoidalChecks checkSinusoidal(const Matrix &table, const SinusoidalParams &p,
                                 const CheckOptions &options)
{
    validate(p, ~std::uint64_t(0));
    if (table.rows() != std::size_t(p.positions) || table.cols() != std::size_t(p.dim))
        throw Error("the table is " + std::to_string(table.rows()) + " x " +
                    std::to_string(table.cols()) + ", the parameters say " +
                    std::to_string(p.positions) + " x " + std::to_string(p.dim));
    if (options.shift < 1)
        throw Error("the shift k must be at least 1 (got " + std::to_string(options.shift) + ")");
    if (options.dotOffsets < 0)
        throw Error("the number of checked offsets must be 0 or more");
    if (std::isnan(options.tolerance))
        throw Error("the tolerance must be a number");

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
