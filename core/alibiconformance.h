#pragma once

#include "alibi.h"
#include "arrayfile.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pelab {

// "Is my ALiBi table right for this model?": what an implementation produced, against the
// slopes of a configuration, with a verdict and the likely cause of a difference.
//
// Accepted shapes (the readers hold 1-D and 2-D arrays):
// - slopes: H values (1-D, 1 × H or H × 1), head 1 first;
// - one head's bias: N × N, B(t, s) = −m_h·|t − s|, rows t (queries), columns s (keys); the
//   head must be named when H > 1;
// - every head's bias: (H·N) × N, the heads' N × N blocks one under the other (a (H, N, N)
//   tensor reshaped to (H·N, N), e.g. MPT's full build_alibi_bias squeezed and reshaped).
// A causal mask baked into a bias as −inf above the diagonal (s > t) is allowed: those cells
// are left out. Any other non-finite value is refused.

enum class AlibiQuantity
{
    Slopes,
    Bias
};

// The fixed list of causes, each found by recomputing the table under the hypothesis and
// comparing, never guessed.
enum class AlibiCause
{
    Match,            // equals the reference within the file's precision
    Float32Rounding,  // a float64 file holding float32 numbers within float32 precision of it:
                      // computed in float32 as frameworks do, a match
    WrongRule,        // equals another rule's table (paper, official, mpt with B = 8 …)
    PositionsShifted, // a bias equal to −m_h·|t + c − s| for some c ≠ 0 (queries shifted)
    Unknown,
};

std::string_view alibiQuantityName(AlibiQuantity quantity); // "slopes", "bias"
// "match", "float32-rounding", "wrong-rule", "positions-shifted", "unknown"
std::string_view alibiCauseName(AlibiCause cause);

// The configuration's slopes: H heads by a rule (official, paper or mpt with B).
struct AlibiReference
{
    std::int64_t heads = 0;
    SlopeRule rule = SlopeRule::Official;
    double alibiBiasMax = kDefaultAlibiBiasMax;
};

// The relative tolerance of a stored precision: float64 (also CSV text) 1e-12; float32 1e-5,
// which holds a framework's float32 computation (BLOOM's build_alibi_tensor raises a rounded
// base to powers up to 64: several ulps); float16 4e-3; bfloat16 1.6e-2.
struct AlibiPrecision
{
    std::string name; // "float64", "float32", "float16", "bfloat16"
    double tolerance = 0.0;
    double absoluteFloor = 0.0; // below the format's smallest subnormal (float16: 2^-25)
};
AlibiPrecision alibiPrecision(const std::string &dtype);

struct AlibiComparison
{
    AlibiQuantity quantity = AlibiQuantity::Slopes;
    std::int64_t heads = 0;      // the reference's H
    std::int64_t firstHead = 1;  // the first head compared (1-based)
    std::int64_t headCount = 0;  // heads compared: H, or 1 for one N × N bias
    std::int64_t positions = 0;  // N of a bias, 0 for slopes
    AlibiPrecision precision;    // from the file's dtype
    std::size_t maskedCells = 0; // −inf cells above the diagonal, left out
    // Against the float64 reference. The relative error of a slope is |x − m_h|/m_h; of a bias
    // cell |x − B(t, s)|/(m_h·max(1, |t − s|)), i.e. relative to the cell, or to the head's
    // slope on the diagonal where the bias is 0.
    std::vector<double> headMaxAbsError; // per compared head
    std::vector<double> headMaxRelError;
    // The relative tolerance the verdict was judged with: the precision's, or float32's for
    // float32-rounding (float16's absolute floor adds floor/(m_h·max(1, |t − s|)) per cell).
    double tolerance = 0.0;
    // Per compared head, its value of the largest error / tolerance (where the tolerance is the
    // same for the whole head, its largest relative error): the relative error and the relative
    // tolerance. A match has every head within, a mismatch at least one past it.
    std::vector<double> headRelError;
    std::vector<double> headTolerance;
    double maxAbsError = 0.0;
    double maxRelError = 0.0;
    std::int64_t worstHead = 0;   // 1-based, the largest relative error
    std::int64_t worstQuery = -1; // bias: t and s of the worst cell
    std::int64_t worstKey = -1;
    bool match = false; // every value within the precision's tolerance, or float32-rounding
    AlibiCause cause = AlibiCause::Unknown;
    std::string detail; // the hypothesis that was confirmed, in words
    // wrong-rule: the rule (and B) whose table it equals
    std::optional<SlopeRule> otherRule;
    double otherBiasMax = kDefaultAlibiBiasMax;
    std::int64_t shift = 0; // positions-shifted: the c of t + c
};

// Compares `array` (read by readArrayFile) with the reference. `head` (1-based) names the
// head of a single N × N bias (needed when H > 1; ignored otherwise). `name` (the file name)
// starts every error message. Throws pelab::Error for an invalid reference, a shape that is
// none of the above, a missing or out-of-range head, or a non-finite value.
AlibiComparison compareAlibi(const LoadedArray &array, const AlibiReference &reference,
                             const std::string &name,
                             std::optional<std::int64_t> head = std::nullopt);

// True when `array` has the shape of one head's N × N bias for H heads (so a head is needed
// when H > 1), i.e. square, and neither slopes nor a stack of H blocks.
bool isSingleHeadBias(const LoadedArray &array, std::int64_t heads);

} // namespace pelab
