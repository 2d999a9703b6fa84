#pragma once

// Internal to ropeconformance.cpp and ropeconformancehypotheses.cpp: the tolerances, and the
// search for the likely cause, each cause a table recomputed under that hypothesis.

#include "matrix.h"
#include "ropeconformance.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace pelab::conformance {

inline constexpr double kUnit64 = 0x1p-53; // float64's unit roundoff
inline constexpr double kUnit32 = 0x1p-24; // float32's

// A checked configuration: headDim ≥ rotaryDim (0 became rotaryDim).
struct Setup
{
    RopeReference reference;
    std::int64_t length = 1; // the sequence length dynamic and longrope scale for
    double roundoff = 0.0;   // the unit roundoff of the table's storage precision, 0 for float64
    // Stored in float32 or lower, or every value within 1e-8 relative of a float32 value (float32
    // printed to CSV): only then is a table tested as computed in float32.
    bool float32Like = false;
};

struct Explanation
{
    LikelyCause cause = LikelyCause::Unknown;
    std::string detail;
};

// inv_freq, relative to each |θ_i|: 2u + 8·2⁻⁵³·(1 + max_i |ln θ_i|), u the storage roundoff
// (0 for float64): a few ulps of θ and of its exponent −(2i/d)·ln base.
double invFreqTolerance(const std::vector<double> &theta, double roundoff);
// A cos/sin cache, absolute: af·(2u + 8·2⁻⁵³·(1 + t_max·max_i θ_i·(1 + |ln θ_i|))): a few
// ulps of the values and of the angle t·θ_i.
double cacheTolerance(const std::vector<double> &theta, double attentionFactor, double tMax,
                      double roundoff);

// The columns of pair p in a table `width` columns wide: half (p, p + width/2), interleaved
// (2p, 2p + 1).
std::pair<std::size_t, std::size_t> pairColumns(RopePairing pairing, std::size_t width,
                                                std::size_t pair);

// The shortest decimal that reads back as `value`; an integer when within 1e-9 relative.
std::string shortestNumber(double value);

Explanation explainInvFreq(const Setup &setup, const std::vector<double> &invFreq);
Explanation explainCosSin(const Setup &setup, const Matrix &cos, const Matrix &sin);

} // namespace pelab::conformance
