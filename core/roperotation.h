#pragma once

#include "ropescores.h"

#include <cstdint>

namespace pelab {

// max |R_tᵀR_s − R_{s−t}| (elementwise) with R_t, R_s formed in the setup's precision (without
// the attention factor) and R_{s−t} the exact float64 rotation by (s − t)·θ_i. Rows t: all of
// them up to N = kRotationCheckRows, otherwise kRotationCheckRows evenly spaced rows (first and
// last included); every column s with |s − t| ≤ D (checkedMaxOffset). The first (t, s, pair) of
// the largest error in that order; NaN counts as +inf. Rows run on every core.
struct RotationReport
{
    double maxError = 0.0;
    std::int64_t worstT = 0; // absolute positions
    std::int64_t worstS = 0;
    std::int64_t worstPair = 0;
    std::int64_t rowsChecked = 0;
    bool sampled = false;
};
RotationReport rotationCheck(const RopeSetup &setup);
// The same from tables already computed (ropeAngleTables(setup)).
struct RopeAngleTables;
RotationReport rotationCheck(const RopeSetup &setup, const RopeAngleTables &tables);

} // namespace pelab
