#pragma once

#include "matrix.h"
#include "sinusoidal.h"

#include <cstdint>
#include <vector>

namespace pelab {

// Numerical checks of the properties of SPEC §2 on a computed sinusoidal table.
struct CheckOptions
{
    std::int64_t shift = 1;      // k of the rotation identity PE(t+k) = M_k PE(t)
    std::int64_t dotOffsets = 4; // PE(t)·PE(t+Δ) is compared with Σ cos(Δω_i) for Δ = 1 … this
    double tolerance = -1.0;     // a check passes when its largest error is at most this;
                                 // negative: automaticTolerance(params)
};

// The largest shift k and number of offsets Δ the checks take (each costs O(n·d) per step).
inline constexpr std::int64_t kMaxCheckShift = std::int64_t(1) << 20;
inline constexpr std::int64_t kMaxDotOffsets = 1024;

// Throws pelab::Error unless 1 ≤ shift ≤ kMaxCheckShift, 0 ≤ dotOffsets ≤ kMaxDotOffsets and the
// tolerance is a number.
void validate(const CheckOptions &options);

// The default tolerance: max(1e-10, 64·2⁻⁵²·t_max), which grows with t_max from t ≈ 7000 on:
// the float64 angle fl(t·ω) itself carries ~t·2⁻⁵³ of rounding, so identities between
// positions hold only to that level.
double automaticTolerance(const SinusoidalParams &params);

struct SinusoidalChecks
{
    double minValue = 0.0;
    double maxValue = 0.0;
    bool inUnitRange = false;  // every value in [−1, 1] (false when any value is NaN)
    std::int64_t nanCount = 0; // rows holding a NaN; their errors count as infinite

    // max over t of |‖PE(t)‖² − d/2|
    double maxNormError = 0.0;
    std::int64_t worstNormPosition = 0;

    // max over t, Δ of |PE(t)·PE(t+Δ) − Σ_i cos(Δ·ω_i)|: the product depends only on Δ
    double maxDotError = 0.0;
    std::int64_t worstDotPosition = 0;
    std::int64_t worstDotOffset = 0;
    std::int64_t dotOffsetsChecked = 0;

    // max over t, i of ‖(PE(t+k)[sin_i], PE(t+k)[cos_i]) − M_k (PE(t)[sin_i], PE(t)[cos_i])‖∞,
    // M_k = [[cos kω_i, sin kω_i], [−sin kω_i, cos kω_i]] acting on (sin, cos)
    std::int64_t shift = 1;
    double maxShiftResidual = 0.0;
    std::int64_t worstShiftPosition = 0;
    std::int64_t worstShiftPair = 0;
    std::vector<double> shiftResidualByPosition; // one per position t with t+k in the table

    double tolerance = 0.0;
    bool normPassed() const { return maxNormError <= tolerance; }
    bool dotPassed() const { return maxDotError <= tolerance; }
    bool shiftPassed() const { return maxShiftResidual <= tolerance; }
    bool passed() const { return inUnitRange && normPassed() && dotPassed() && shiftPassed(); }
};

// Throws pelab::Error when the table's shape does not match the parameters or options are bad.
SinusoidalChecks checkSinusoidal(const Matrix &table, const SinusoidalParams &params,
                                 const CheckOptions &options = {});

} // namespace pelab
