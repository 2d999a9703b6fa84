#pragma once

#include "matrix.h"
#include "rope.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pelab {

// Checks an implementation's RoPE tables against the reference of a configuration: its
// inv_freq vector, or its cos/sin cache (N positions × the rotary width), as a port of a model
// to an inference engine produces them. The verdict comes with the likely cause, each cause
// found by recomputing the table under that hypothesis and comparing, never guessed.

enum class LikelyCause
{
    Match,                  // the reference, within the tolerance of the file's precision
    ScalingIgnored,         // equals the unscaled table (rope_scaling parsed, never applied)
    WrongBase,              // equals the table of another base (causeDetail says which)
    PairingDiffers,         // equal after the half ↔ interleaved permutation of the columns
    PartialRotaryIgnored,   // the head width rotated instead of the rotary part
    AttentionFactorMissing, // a cos/sin cache off by exactly the attention factor
    PositionsShifted,       // equals the table at positions t + c (causeDetail says c)
    Float32Rounding,        // equals the table computed in float32 as frameworks do
    Unknown,
};

// "match", "scaling-ignored", "wrong-base", "pairing-differs", "partial-rotary-ignored",
// "attention-factor-missing", "positions-shifted", "float32-rounding", "unknown".
std::string_view likelyCauseName(LikelyCause cause);

// The configuration an implementation is checked against.
struct RopeReference
{
    std::int64_t headDim = 0;   // the head width (partial-rotary-ignored rotates all of it)
    std::int64_t rotaryDim = 0; // the rotated part, even, ≤ headDim
    double base = kDefaultRopeBase;
    RopePairing pairing = RopePairing::Half; // Half: cache columns cat(freqs, freqs)
    RopeScaling scaling;
    // The sequence length dynamic and longrope scale for when scaling.sequenceLength is unset;
    // 0: the compared table's number of positions.
    std::int64_t maxPosition = 0;
};

struct RopeComparison
{
    std::string quantity; // "inv_freq" or "cos_sin"
    double maxAbsError = 0.0;
    double maxRelError = 0.0;             // relative to the reference's largest magnitude
    std::vector<std::int64_t> worstIndex; // {pair} for inv_freq, {position, column} for a cache
    std::vector<double> pairError;        // the largest |error| of each pair
    std::int64_t worstPair = 0;
    double tolerance = 0.0; // of the file's precision: absolute for a cache,
                            // relative to each θ_i for inv_freq
    bool match = false;     // the reference within `tolerance`, or float32-rounding
    LikelyCause cause = LikelyCause::Unknown;
    std::string causeDetail; // e.g. "base 500000 instead of 10000", "t + 3"
};

// `float32`: the values were stored in float32 or a lower precision (the tolerance follows).
// Throws pelab::Error (starting with `name: `) for a table of the wrong shape or with
// non-finite values; the shape of the head width (instead of the rotary part) is not an
// error: it is tested as partial-rotary-ignored.
RopeComparison compareInvFreq(const RopeReference &reference, const std::vector<double> &invFreq,
                              bool float32, const std::string &name);
// cos and sin: N × width each, positions 0 … N − 1 in rows.
RopeComparison compareCosSin(const RopeReference &reference, const Matrix &cos, const Matrix &sin,
                             bool float32, const std::string &name);

} // namespace pelab
