#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace pelab {

// The classroom walk-through of SPEC §3.2: two tokens with one embedding E at positions p and q,
// x(t) = E + PE(t) with the fixed sinusoidal PE (Vaswani et al. 2017, §3.5,
// ω_i = base^(−2i/d), PE(t)[2i] = sin(t·ω_i), PE(t)[2i+1] = cos(t·ω_i)), so that
// x(q) − x(p) = PE(q) − PE(p). Switched off, nothing is added: x(p) = x(q) = E.

struct StepLabParams
{
    std::int64_t p = 0;
    std::int64_t q = 3;
    std::int64_t dim = 8;
    double base = 10000.0;
    bool positionSignal = true; // off: PE is computed but not added
};

inline constexpr std::int64_t kStepLabMinDim = 2;
inline constexpr std::int64_t kStepLabMaxDim = 64;
// The length chart compares p with q' = 1 … kStepLabComparedPositions.
inline constexpr std::int64_t kStepLabComparedPositions = 32;
inline constexpr int kStepLabStepCount = 7;

// Throws pelab::Error naming the first problem: d odd or outside 2 … 64, a negative position or
// one beyond 2^40, base not a finite number > 1.
void validate(const StepLabParams &params);
// Throws pelab::Error unless the step is one of the walk-through's, 1 … kStepLabStepCount.
void validateStep(std::int64_t step);

// One sin/cos pair at both positions.
struct StepLabPair
{
    std::int64_t pair = 0;
    double denominator = 0.0; // base^(2i/d)
    double omega = 0.0;       // 1 / denominator
    double angleP = 0.0;      // p·ω_i
    double angleQ = 0.0;
    double sinP = 0.0, cosP = 0.0, sinQ = 0.0, cosQ = 0.0;
    // Euclidean distance between (sin, cos) at p and at q: 2·|sin((q − p)·ω_i / 2)|.
    double distance = 0.0;
};

struct StepLabResult
{
    StepLabParams params;
    std::vector<StepLabPair> pairs;
    std::vector<double> peP, peQ;       // PE(p), PE(q): always computed (the candidates)
    std::vector<double> addedP, addedQ; // what is added to E: PE, or zeros when off
    std::vector<double> difference;     // x(q) − x(p) = addedQ − addedP
    double norm = 0.0;                  // ‖difference‖, 0 when off
    double normOn = 0.0;                // ‖PE(q) − PE(p)‖ whatever the switch
    std::vector<double> pairDistances;  // per pair, following the switch (zeros when off)
    // ‖x(q') − x(p)‖ for q' = 1 … 32: with the signal on, and following the switch.
    std::vector<double> normByPositionOn;
    std::vector<double> normByPosition;
};

// Validates (throws pelab::Error) and computes every number of the walk-through in float64;
// lengths are summed in extended precision before the one final rounding.
StepLabResult computeStepLab(const StepLabParams &params);

// The first compared position q' (2 … 32) where the length with the position signal on,
// ‖PE(q') − PE(p)‖, is smaller than at q' − 1: the waves are periodic, so the length is not
// monotonic in q'. 0 when it never falls over q' = 1 … 32.
std::int64_t firstLengthDecrease(const StepLabResult &result);

// The Euclidean length of a vector, summed in extended precision.
double euclideanLength(const std::vector<double> &values);

// The common mistakes of the lab, each next to the correct computation.
enum class StepMistake
{
    SamePeEverywhere,    // (a) PE(0) added to every token
    TwoDenominators,     // (b) pair 0's cosine given pair 1's denominator
    AmplitudeByPosition, // (c) t·PE(t)
    Concatenation,       // (d) [E ; PE(t)] instead of E + PE(t)
    PositionAsIndex,     // (e) sin(2i / base^(t/d)): position and component index swapped
};
inline constexpr int kStepMistakeCount = 5;
std::string_view mistakeId(StepMistake mistake); // "same-pe", "two-denominators", …
std::optional<StepMistake> parseMistake(std::string_view id);

struct StepMistakeResult
{
    StepMistake mistake = StepMistake::SamePeEverywhere;
    std::int64_t width = 0; // components of each input: d, or 2d when concatenating
    // The position part of each input, `width` values. Correct values beyond d are NaN (the
    // correct input has only d components); the concatenated input's first d components are
    // E alone (position part 0).
    std::vector<double> correctP, correctQ, wrongP, wrongQ;
    std::vector<double> correctDifference, wrongDifference;
    double correctNorm = 0.0;
    double wrongNorm = 0.0;
    // The quantity that shows the consequence, correct and mistaken, at q (and at p):
    // (a) the difference length; (b) the radius √(sin² + cos²) of pair 0; (c) the largest
    // |value|; (d) the input width; (e) |PE(p)·PE(q) − PE(p+1)·PE(q+1)|, which must be 0 when
    // the encoding depends on the offset only.
    double correctMeasure = 0.0;
    double wrongMeasure = 0.0;
    double correctMeasureAtP = 0.0;
    double wrongMeasureAtP = 0.0;
};

// Validates (throws pelab::Error). The walk-through's position signal switch is ignored: the
// mistakes concern how PE is built and added.
StepMistakeResult computeMistake(const StepLabParams &params, StepMistake mistake);

// Building n positions × d values is O(nd) in time and space; one position is O(d).
struct StepLabCost
{
    std::int64_t positions = 0;
    std::int64_t dim = 0;
    std::int64_t values = 0;            // n·d
    std::int64_t sinCosCalls = 0;       // n·d: one sin or cos per value
    std::int64_t bytes = 0;             // n·d·8 (float64)
    std::int64_t valuesPerPosition = 0; // d
};
StepLabCost stepLabCost(std::int64_t positions, std::int64_t dim);

// Presets that jump straight to the evidence: parameters and the step (1 … 7) to show.
struct StepLabPreset
{
    std::string_view id;
    StepLabParams params;
    int step = 1;
};
const std::vector<StepLabPreset> &stepLabPresets();

} // namespace pelab
