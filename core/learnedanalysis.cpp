#include "learnedanalysis.h"

#include "error.h"
#include "sinusoidal.h"

#include <unsupported/Eigen/FFT>

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <numbers>

namespace pelab {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

std::vector<double> rowNorms(const Matrix &table)
{
    std::vector<double> norms(table.rows());
    for (std::size_t r = 0; r < table.rows(); ++r) {
        const double *row = table.row(r);
        double sum = 0.0;
        for (std::size_t c = 0; c < table.cols(); ++c)
            sum += row[c] * row[c];
        norms[r] = std::sqrt(sum);
    }
    return norms;
}

} // namespace

double rowCosine(const Matrix &table, std::size_t t, std::size_t s)
{
    const double *a = table.row(t);
    const double *b = table.row(s);
    double dot = 0.0, na = 0.0, nb = 0.0;
    for (std::size_t c = 0; c < table.cols(); ++c) {
        dot += a[c] * b[c];
        na += a[c] * a[c];
        nb += b[c] * b[c];
    }
    const double denominator = std::sqrt(na) * std::sqrt(nb);
    if (!std::isfinite(denominator) || denominator == 0.0 || !std::isfinite(dot))
        return kNaN;
    return dot / denominator;
}

TableSummary summarizeTable(const Matrix &table)
{
    TableSummary s;
    double min = std::numeric_limits<double>::infinity();
    double max = -min;
    double sum = 0.0;
    std::size_t finite = 0;
    const double *v = table.data();
    for (std::size_t i = 0; i < table.size(); ++i) {
        if (std::isnan(v[i])) {
            ++s.nanCount;
        } else if (std::isinf(v[i])) {
            ++s.infCount;
        } else {
            min = std::min(min, v[i]);
            max = std::max(max, v[i]);
            sum += v[i];
            ++finite;
        }
    }
    s.min = finite ? min : kNaN;
    s.max = finite ? max : kNaN;
    s.mean = finite ? sum / double(finite) : kNaN;
    double cosSum = 0.0;
    for (std::size_t t = 0; t + 1 < table.rows(); ++t) {
        const double c = rowCosine(table, t, t + 1);
        if (std::isfinite(c)) {
            cosSum += c;
            ++s.neighbourPairs;
        }
    }
    s.meanNeighbourCosine = s.neighbourPairs ? cosSum / double(s.neighbourPairs) : kNaN;
    return s;
}

DimensionSpectrum dimensionSpectrum(const Matrix &table, std::uint64_t memoryLimit,
                                    const ProgressCallback &progress)
{
    const std::size_t n = table.rows();
    const std::size_t dims = table.cols();
    if (n < 2)
        throw Error("the spectrum needs at least 2 positions");
    const std::size_t bins = n / 2 + 1;
    // The spectrum, plus one column and its complex transform (3n values).
    checkMatrixAllocation(bins + 3, dims + 3, memoryLimit, "the spectrum");
    checkMatrixAllocation(3, n, memoryLimit, "the spectrum's work space");
    DimensionSpectrum out;
    out.magnitude = Matrix(bins, dims);
    out.peakBin.assign(dims, 0);
    out.peakFrequency.assign(dims, 0.0);
    out.peakShare.assign(dims, 0.0);

    // One FFT per column (Eigen's mixed-radix FFT, any N); the input buffer is reused.
    Eigen::FFT<double> fft;
    std::vector<double> x(n);
    std::vector<std::complex<double>> transform;
    for (std::size_t d = 0; d < dims; ++d) {
        double mean = 0.0;
        for (std::size_t t = 0; t < n; ++t)
            mean += table(t, d);
        mean /= double(n);
        double energy = 0.0;
        for (std::size_t t = 0; t < n; ++t) {
            x[t] = table(t, d) - mean;
            energy += x[t] * x[t];
        }
        const bool finite = std::isfinite(energy);
        double best = -1.0;
        if (finite)
            fft.fwd(transform, x);
        for (std::size_t k = 0; k < bins; ++k) {
            const double magnitude = finite ? std::abs(transform[k]) : kNaN;
            out.magnitude(k, d) = finite ? magnitude / double(n) : kNaN;
            if (k >= 1 && finite && magnitude > best) {
                best = magnitude;
                out.peakBin[d] = k;
            }
        }
        const std::size_t k = out.peakBin[d];
        const bool nyquist = 2 * k == n;
        out.peakFrequency[d] = 2.0 * std::numbers::pi * double(k) / double(n);
        if (!finite)
            out.peakShare[d] = kNaN;
        else if (energy > 0.0)
            out.peakShare[d] = (nyquist ? 1.0 : 2.0) * best * best / (double(n) * energy);
        if (progress && !progress(double(d + 1) / double(dims)))
            return {};
    }
    return out;
}

Matrix cosineSimilarity(const Matrix &table, std::uint64_t memoryLimit,
                        const ProgressCallback &progress)
{
    Matrix gram = gramMatrix(table, memoryLimit, progress);
    if (gram.empty())
        return gram;
    const std::vector<double> norms = rowNorms(table);
    for (std::size_t r = 0; r < gram.rows(); ++r) {
        for (std::size_t c = 0; c < gram.cols(); ++c) {
            const double denominator = norms[r] * norms[c];
            gram(r, c) =
                std::isfinite(denominator) && denominator > 0.0 ? gram(r, c) / denominator : kNaN;
        }
    }
    return gram;
}

Matrix sinusoidalOfShape(std::size_t rows, std::size_t cols, std::uint64_t memoryLimit)
{
    SinusoidalParams params;
    params.positions = std::int64_t(rows);
    params.dim = std::int64_t(cols + cols % 2);
    Matrix full = sinusoidalTable(params, memoryLimit);
    if (cols % 2 == 0)
        return full;
    Matrix same(rows, cols);
    for (std::size_t r = 0; r < rows; ++r)
        std::copy_n(full.row(r), cols, same.row(r));
    return same;
}

} // namespace pelab
