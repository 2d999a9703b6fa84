#pragma once

#include "matrix.h"
#include "ropescores.h"

#include <cstdint>
#include <vector>

namespace pelab {

// The sin/cos tables the RoPE report needs, computed once (on every core) and shared by the
// exact scores, the rotations and the rotation check, each value the same call as before.
struct RopeAngleTables
{
    std::size_t pairs = 0;
    std::int64_t maxOffset = 0; // D
    // cos and sin of double(Δ)·θ_i (float64, unrounded θ) for Δ = −D … D: row Δ + D. Only
    // Δ ≥ 0 is computed: row −Δ holds cos(Δθ) and −sin(Δθ), the values cos and sin return at
    // −Δθ (the libm's cos is even and its sin odd bit for bit; tst_roperotation checks it).
    Matrix cosD, sinD;
    // ropeAnglesAt(setup, T0 + r, 1.0) for r = 0 … N − 1: row r. Left empty when the positions
    // are offsets (T0 = 0, float64, every offset): cos(r·θ_i) is then row D + r of cosD.
    Matrix cosP, sinP;
    // Every value finite (and so within [−1, 1]): no check on them can meet NaN.
    bool finite = true;

    // Position T0 + r (r = 0 … N − 1) and offset Δ (−D … D): `pairs` values each.
    const double *cosAt(std::int64_t r) const { return position(cosP, cosD, r); }
    const double *sinAt(std::int64_t r) const { return position(sinP, sinD, r); }
    const double *cosOffset(std::int64_t delta) const { return cosD.row(row(delta)); }
    const double *sinOffset(std::int64_t delta) const { return sinD.row(row(delta)); }

private:
    std::size_t row(std::int64_t delta) const { return std::size_t(delta + maxOffset); }
    const double *position(const Matrix &own, const Matrix &offsets, std::int64_t r) const
    {
        return own.empty() ? offsets.row(row(r)) : own.row(std::size_t(r));
    }
};
RopeAngleTables ropeAngleTables(const RopeSetup &setup);

// exactScores(setup) from the tables' cosD/sinD: the same values.
std::vector<double> exactScores(const RopeSetup &setup, const RopeAngleTables &tables);

// rotatedRows(setup, q) and rotatedRows(setup, k), the same values, rows on every core; the
// angles come from the tables when the attention factor is 1 (otherwise recomputed, scaled).
void rotatedPair(const RopeSetup &setup, const RopeAngleTables &tables, Matrix &qHat, Matrix &kHat);

} // namespace pelab
