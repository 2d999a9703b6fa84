#include "ropeangles.h"

#include "parallelwork.h"

#include <algorithm>
#include <cmath>

namespace pelab {

namespace {

constexpr std::int64_t kChunk = 256;

// Runs body(i) for i = 0 … count − 1 in chunks on every core.
template <class Body> void chunked(std::int64_t count, const Body &body)
{
    ParallelWork((count + kChunk - 1) / kChunk, 4).run([&](std::int64_t chunk, unsigned) {
        for (std::int64_t i = chunk * kChunk; i < std::min(count, (chunk + 1) * kChunk); ++i)
            body(i);
    });
}

// Whether every table value is finite: the angles grow with the offset and the position (each
// rounding and product is monotonic, θ_i ≥ 0), so the largest of each decides.
bool finiteTables(const RopeSetup &setup, std::int64_t maxOffset)
{
    const auto pairs = std::size_t(setup.dim / 2);
    std::vector<double> c(pairs), s(pairs);
    ropeAnglesAt(setup, setup.start + setup.positions - 1, 1.0, c.data(), s.data());
    for (std::size_t i = 0; i < pairs; ++i) {
        const double angle = double(maxOffset) * setup.theta[i];
        if (!std::isfinite(c[i]) || !std::isfinite(s[i]) || !std::isfinite(angle))
            return false;
    }
    return true;
}

} // namespace

RopeAngleTables ropeAngleTables(const RopeSetup &setup)
{
    RopeAngleTables tables;
    const std::int64_t n = setup.positions;
    const std::int64_t D = checkedMaxOffset(setup);
    const auto pairs = std::size_t(setup.dim / 2);
    tables.pairs = pairs;
    tables.maxOffset = D;
    tables.finite = finiteTables(setup, D);
    tables.cosD = Matrix(std::size_t(2 * D + 1), pairs);
    tables.sinD = Matrix(tables.cosD.rows(), pairs);
    // Δ = 0 … D; the row of −Δ is written from the same values (cos even, sin odd): half the
    // sin/cos calls.
    chunked(D + 1, [&](std::int64_t delta) {
        double *cosUp = tables.cosD.row(std::size_t(D + delta));
        double *sinUp = tables.sinD.row(std::size_t(D + delta));
        double *cosDown = tables.cosD.row(std::size_t(D - delta));
        double *sinDown = tables.sinD.row(std::size_t(D - delta));
        const double offset = double(delta);
        // One angle for both calls, so that the compiler makes them one sincos (as in
        // exactScore; glibc's sincos gives sin's and cos's values).
        for (std::size_t i = 0; i < pairs; ++i) {
            const double angle = offset * setup.theta[i];
            cosUp[i] = std::cos(angle);
            sinUp[i] = std::sin(angle);
        }
        if (delta == 0)
            return; // sin(0) = +0, not −0
        for (std::size_t i = 0; i < pairs; ++i) {
            cosDown[i] = cosUp[i];
            sinDown[i] = -sinUp[i];
        }
    });
    // Positions T0 … T0 + N − 1 are the offsets 0 … N − 1 when T0 = 0 in float64 (the rounding
    // is the identity, and the scale 1): ropeAnglesAt's values are then rows D … D + N − 1.
    if (setup.start == 0 && setup.precision == Precision::F64 && D == n - 1)
        return tables;
    tables.cosP = Matrix(std::size_t(n), pairs);
    tables.sinP = Matrix(std::size_t(n), pairs);
    chunked(n, [&](std::int64_t r) {
        ropeAnglesAt(setup, setup.start + r, 1.0, tables.cosP.row(std::size_t(r)),
                     tables.sinP.row(std::size_t(r)));
    });
    return tables;
}

std::vector<double> exactScores(const RopeSetup &setup, const RopeAngleTables &tables)
{
    const std::int64_t D = checkedMaxOffset(setup);
    const std::size_t pairs = tables.pairs;
    // The per-pair coefficients of exactScore, then its sum in the same order.
    std::vector<double> even(pairs), odd(pairs);
    for (std::size_t i = 0; i < pairs; ++i) {
        const auto [a, b] = pairDims(setup.pairing, setup.dim, std::int64_t(i));
        const double qa = setup.q[std::size_t(a)], qb = setup.q[std::size_t(b)];
        const double ka = setup.k[std::size_t(a)], kb = setup.k[std::size_t(b)];
        even[i] = qa * ka + qb * kb;
        odd[i] = qb * ka - qa * kb;
    }
    const double af = setup.attentionFactor;
    const double root = std::sqrt(double(setup.dim));
    std::vector<double> out(std::size_t(2 * D + 1));
    chunked(std::int64_t(out.size()), [&](std::int64_t j) {
        const double *c = tables.cosOffset(j - D);
        const double *s = tables.sinOffset(j - D);
        double sum = 0.0;
        for (std::size_t i = 0; i < pairs; ++i)
            sum += even[i] * c[i] + odd[i] * s[i];
        out[std::size_t(j)] = sum * af * af / root; // exactScore's order
    });
    return out;
}

void rotatedPair(const RopeSetup &setup, const RopeAngleTables &tables, Matrix &qHat, Matrix &kHat)
{
    const std::int64_t dim = setup.dim;
    const std::size_t pairs = tables.pairs;
    const Precision p = setup.precision;
    const bool shared = setup.attentionFactor == 1.0; // cos·1 and sin·1 are the tables' values
    qHat = Matrix(std::size_t(setup.positions), std::size_t(dim));
    kHat = Matrix(std::size_t(setup.positions), std::size_t(dim));
    // Each pair's two dimensions, looked up once rather than per row.
    std::vector<std::size_t> first(pairs), second(pairs);
    for (std::size_t i = 0; i < pairs; ++i) {
        const auto [a, b] = pairDims(setup.pairing, dim, std::int64_t(i));
        first[i] = std::size_t(a);
        second[i] = std::size_t(b);
    }
    chunked(setup.positions, [&](std::int64_t r) {
        std::vector<double> own;
        const double *c = tables.cosAt(r);
        const double *s = tables.sinAt(r);
        if (!shared) {
            own.resize(2 * pairs);
            ropeAnglesAt(setup, setup.start + r, setup.attentionFactor, own.data(),
                         own.data() + pairs);
            c = own.data();
            s = own.data() + pairs;
        }
        for (int which = 0; which < 2; ++which) {
            const std::vector<double> &x = which == 0 ? setup.q : setup.k;
            double *row = (which == 0 ? qHat : kHat).row(std::size_t(r));
            // As rotatedRows: x in float64, only the rotation's results rounded to P (in
            // float64 the rounding is the identity, not called).
            for (std::size_t i = 0; i < pairs; ++i) {
                const double xa = x[first[i]];
                const double xb = x[second[i]];
                row[first[i]] = xa * c[i] - xb * s[i];
                row[second[i]] = xa * s[i] + xb * c[i];
            }
            if (p == Precision::F64)
                continue;
            for (std::int64_t j = 0; j < dim; ++j)
                row[j] = roundTo(p, row[j]);
        }
    });
}

} // namespace pelab
