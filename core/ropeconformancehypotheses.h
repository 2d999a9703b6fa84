#pragma once

// Internal to the RoPE conformance check (ropeconformance.cpp, ropeconformancehypotheses.cpp,
// ropeconformancemeasure.cpp): the tolerances, a table recomputed under a hypothesis and in a
// mode, how well an implementation's table fits it, and the search for the likely cause.

#include "matrix.h"
#include "precision.h"
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
    // The precision of the table's values: the coarsest format every value is exactly
    // representable in (at least the file's own); its unit roundoff, 0 for float64.
    Precision precision = Precision::F64;
    double roundoff = 0.0;
    // Stored in float32 or lower, or every value within 1e-8 relative of a float32 value (float32
    // printed to CSV): only then is a table tested as computed in float32.
    bool float32Like = false;
};

// How a table is recomputed under a hypothesis, and its tolerance.
enum class Mode
{
    Exact,       // in float64, within cacheTolerance / invFreqTolerance
    Framework32, // in float32 as frameworks do, within a couple of float32 ulps
    Bound32,     // in float64, within float32's error bound: a few float32 ulps of θ, of ln θ and
                 // of the angle t·θ (for a cache it grows with t)
    AnglesF16,   // a cache whose angles were formed in float16: t, θ_i and t·θ_i rounded to it
    AnglesBF16,  // … in bfloat16
};

// A table recomputed under some faults.
struct Hypothesis
{
    std::vector<double> theta;
    std::vector<float> theta32; // θ as frameworks compute it in float32
    double attentionFactor = 1.0;
    RopePairing pairing = RopePairing::Half;
    std::int64_t shift = 0; // row t holds position t + shift
    unsigned faults = 0;    // a bit per LikelyCause
    std::vector<CauseNote> notes;
};

struct Explanation
{
    LikelyCause cause = LikelyCause::Unknown;
    std::string detail;
    Mode mode = Mode::Exact;      // of the hypothesis that fits (Exact for unknown)
    std::vector<CauseNote> notes; // detail's parts
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

// The configuration's own table: its θ (and float32 θ) and attention factor, no fault.
Hypothesis referenceHypothesis(const Setup &setup);

// Whether every value is within the tolerance of the table recomputed under `h` in `mode`
// (stops at the first that is not). Pairs beyond h.theta are pass-through: θ = 0, amplitude 1.
bool fitsInvFreq(const Hypothesis &h, const std::vector<double> &x, double roundoff, Mode mode);
bool fitsCosSin(const Hypothesis &h, const Matrix &cos, const Matrix &sin, double roundoff,
                Mode mode);

// The same test over every value, measured into `out`: maxAbsError, maxRelError, the per-pair
// error and tolerance of each pair's element of the largest error / tolerance, the worst pair
// and index, tolerance. Returns whether every value is within its tolerance (fits*'s answer).
bool measureInvFreq(const Hypothesis &h, const std::vector<double> &x, double roundoff, Mode mode,
                    RopeComparison &out);
bool measureCosSin(const Hypothesis &h, const Matrix &cos, const Matrix &sin, double roundoff,
                   Mode mode, RopeComparison &out);

// The reference itself fits in `mode`: match, float32-rounding (or half-precision-angles).
Explanation describeReference(Mode mode);

// The likely cause: hypotheses with the fewest faults first, each tried in every mode.
Explanation explainInvFreq(const Setup &setup, const std::vector<double> &invFreq);
Explanation explainCosSin(const Setup &setup, const Matrix &cos, const Matrix &sin);

} // namespace pelab::conformance
