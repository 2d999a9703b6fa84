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

} // namespace

RopeAngleTables ropeAngleTables(const RopeSetup &setup)
{
    RopeAngleTables tables;
    const std::int64_t n = setup.positions;
    const std::int64_t D = checkedMaxOffset(setup);
    const auto pairs = std::size_t(setup.dim / 2);
    tables.pairs = pairs;
    tables.cosP.resize(std::size_t(n) * pairs);
    tables.sinP.resize(tables.cosP.size());
    chunked(n, [&](std::int64_t r) {
        ropeAnglesAt(setup, setup.start + r, 1.0, tables.cosP.data() + std::size_t(r) * pairs,
                     tables.sinP.data() + std::size_t(r) * pairs);
    });
    const std::int64_t offsets = 2 * D + 1;
    tables.cosD.resize(std::size_t(offsets) * pairs);
    tables.sinD.resize(tables.cosD.size());
    chunked(offsets, [&](std::int64_t j) {
        const double offset = double(j - D);
        // One angle for both calls, so that the compiler makes them one sincos (as in
        // exactScore; glibc's sincos gives sin's and cos's values).
        for (std::size_t i = 0; i < pairs; ++i) {
            const double angle = offset * setup.theta[i];
            tables.cosD[std::size_t(j) * pairs + i] = std::cos(angle);
            tables.sinD[std::size_t(j) * pairs + i] = std::sin(angle);
        }
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
        const double *c = tables.cosD.data() + std::size_t(j) * pairs;
        const double *s = tables.sinD.data() + std::size_t(j) * pairs;
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
    chunked(setup.positions, [&](std::int64_t r) {
        std::vector<double> own;
        const double *c = tables.cosP.data() + std::size_t(r) * pairs;
        const double *s = tables.sinP.data() + std::size_t(r) * pairs;
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
            // As rotatedRows: x in float64, only the rotation's results rounded to P.
            for (std::size_t i = 0; i < pairs; ++i) {
                const auto [a, b] = pairDims(setup.pairing, dim, std::int64_t(i));
                const double xa = x[std::size_t(a)];
                const double xb = x[std::size_t(b)];
                row[a] = roundTo(p, xa * c[i] - xb * s[i]);
                row[b] = roundTo(p, xa * s[i] + xb * c[i]);
            }
        }
    });
}

} // namespace pelab
