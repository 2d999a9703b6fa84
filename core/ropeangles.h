#pragma once

#include "matrix.h"
#include "ropescores.h"

#include <vector>

namespace pelab {

// The sin/cos tables the RoPE report needs, computed once (on every core) and shared by the
// exact scores, the rotations and the rotation check, each value the same call as before.
struct RopeAngleTables
{
    std::size_t pairs = 0;
    // ropeAnglesAt(setup, T0 + r, 1.0) for r = 0 … N − 1: row r at r·pairs.
    std::vector<double> cosP, sinP;
    // cos and sin of double(Δ)·θ_i (float64, unrounded θ) for Δ = −D … D: row Δ + D.
    std::vector<double> cosD, sinD;
};
RopeAngleTables ropeAngleTables(const RopeSetup &setup);

// exactScores(setup) from the tables' cosD/sinD: the same values.
std::vector<double> exactScores(const RopeSetup &setup, const RopeAngleTables &tables);

// rotatedRows(setup, q) and rotatedRows(setup, k), the same values, rows on every core; the
// angles come from the tables when the attention factor is 1 (otherwise recomputed, scaled).
void rotatedPair(const RopeSetup &setup, const RopeAngleTables &tables, Matrix &qHat, Matrix &kHat);

} // namespace pelab
