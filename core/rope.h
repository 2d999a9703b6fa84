#pragma once

#include "precision.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pelab {

// RoPE, rotary position embedding (Su et al. 2021, RoFormer §3.4): θ_i = base^(−2i/d),
// i = 0 … d/2 − 1; R_t rotates pair i by the angle t·θ_i. Frequency scalings follow Hugging
// Face transformers' `rope_scaling` (modeling_rope_utils.py): their names, parameters and
// defaults.

// Which dimensions form pair i.
enum class RopePairing
{
    Interleaved, // (2i, 2i + 1): RoFormer, GPT-J, Meta's Llama reference code
    Half,        // (i, i + d/2): rotate_half, GPT-NeoX and Hugging Face Llama
};

enum class RopeScalingType
{
    None,
    Linear,   // θ_i / factor (position interpolation)
    Dynamic,  // dynamic NTK: a larger base once the sequence outgrows the original length
    Yarn,     // YaRN: per pair, a ramp between θ_i and θ_i / factor; an attention factor
    Llama3,   // Llama 3.1: long wavelengths divided by factor, short kept, a smooth blend between
    Longrope, // LongRoPE (Phi-3): θ_i divided by a given factor per pair, short or long list
};

std::string_view pairingName(RopePairing pairing); // "interleaved", "half"
std::optional<RopePairing> parsePairing(std::string_view name);
// "none", "linear", "dynamic", "yarn", "llama3", "longrope"
std::string_view scalingName(RopeScalingType type);
std::optional<RopeScalingType> parseScaling(std::string_view name);

inline constexpr std::int64_t kMaxRopeDim = 8192;
inline constexpr double kDefaultRopeBase = 10000.0;
inline constexpr double kMaxRopeBase = 1e12;
// The largest factor, frequency factor, beta, |mscale| and attention factor a scaling takes,
// and the largest original or sequence length (2^40, as the start position).
inline constexpr double kMaxRopeScalingValue = 1e6;
inline constexpr std::int64_t kMaxRopeLength = std::int64_t(1) << 40;
// Hugging Face's LlamaConfig default max_position_embeddings, the original length of linear,
// dynamic and yarn unless given.
inline constexpr std::int64_t kDefaultOriginalMaxPositions = 2048;
// Llama 3.1's published rope_scaling.
inline constexpr double kLlama3Factor = 8.0;
inline constexpr std::int64_t kLlama3OriginalMaxPositions = 8192;

// The rope_scaling parameters (Hugging Face names in the comments). Unset optionals take the
// type's default; linear, dynamic and yarn have no default factor and refuse to run without one.
struct RopeScaling
{
    RopeScalingType type = RopeScalingType::None;
    std::optional<double> factor;                     // factor
    std::optional<std::int64_t> originalMaxPositions; // original_max_position_embeddings
    std::optional<std::int64_t> sequenceLength;       // dynamic: seq_len (default T0 + N)
    double lowFreqFactor = 1.0;                       // llama3: low_freq_factor
    double highFreqFactor = 4.0;                      // llama3: high_freq_factor
    double betaFast = 32.0;                           // yarn: beta_fast
    double betaSlow = 1.0;                            // yarn: beta_slow
    // yarn: mscale and mscale_all_dim (with both set and non-zero, the attention factor is
    // get_mscale(factor, mscale) / get_mscale(factor, mscale_all_dim)); truncate: whether the
    // correction range is floored and ceiled (Hugging Face's default: true).
    std::optional<double> mscale;
    std::optional<double> mscaleAllDim;
    bool truncate = true;
    // yarn, longrope: attention_factor, which replaces the computed one.
    std::optional<double> attentionFactor;
    // longrope: short_factor and long_factor, d/2 values each; the long list applies once the
    // sequence (seq_len, default T0 + N) exceeds original_max_position_embeddings. `factor`
    // (default 1) only sets the attention factor √(1 + ln(factor) / ln(original)).
    std::vector<double> shortFactor;
    std::vector<double> longFactor;
};

// The frequencies after scaling, and what the scaling derived on the way.
struct RopeFrequencies
{
    std::vector<double> base;     // θ_i = base^(−2i/d), unscaled
    std::vector<double> invFreq;  // θ_i after scaling (Hugging Face's inv_freq), d/2 values
    double effectiveBase = 0.0;   // dynamic: base' (otherwise the base)
    double attentionFactor = 1.0; // yarn: 0.1·ln(factor) + 1 (or from mscale); applied to cos, sin
    double factor = 1.0;          // the factor used (1 for none)
    std::int64_t originalMaxPositions = 0; // the original length used (0 for none)
    std::int64_t sequenceLength = 0;       // dynamic: the L used
    // yarn: the correction range of pair indices [low, high] (after floor/ceil and clamping).
    double yarnLow = 0.0;
    double yarnHigh = 0.0;
    bool longFactors = false; // longrope: the long list was used
};

// Throws pelab::Error unless d is even, 2 ≤ d ≤ kMaxRopeDim, and 1 < base ≤ kMaxRopeBase.
void validateRopeDim(std::int64_t dim);
void validateRopeBase(double base);
// Each value of `scaling` in its own range, whatever the type (what a form or a command line
// may hold): a factor, frequency factors, betas and an attention factor above 0 and at most
// kMaxRopeScalingValue, |mscale| and |mscale_all_dim| at most that, lengths 1 … kMaxRopeLength,
// factor lists above 0; all finite. ropeFrequencies() checks only what its type uses, and how
// (a factor of at least 1, high_freq_factor above low_freq_factor, …).
void validateRopeScalingValues(const RopeScaling &scaling);
// Throws pelab::Error for a factor missing where needed, a factor < 1 (or not finite), an
// original length < 1, dynamic with d < 4, llama3 with high_freq_factor ≤ low_freq_factor, yarn
// with beta_fast ≤ 0 or beta_slow ≤ 0 … `maxPosition` is T0 + N (dynamic's default length).
RopeFrequencies ropeFrequencies(std::int64_t dim, double base, const RopeScaling &scaling,
                                std::int64_t maxPosition);

// The dimension pair (a, b) of pair i: rotation maps (x_a, x_b) to
// (x_a·cos − x_b·sin, x_a·sin + x_b·cos).
std::pair<std::int64_t, std::int64_t> pairDims(RopePairing pairing, std::int64_t dim,
                                               std::int64_t pair);
// The permutation between the pairings: v_interleaved[j] = v_half[p[j]], i.e. interleaved
// dimension j holds half-split dimension p[j] (p = [0, d/2, 1, d/2 + 1, …]). Rotating a
// half-split vector and permuting equals permuting and rotating interleaved.
std::vector<std::int64_t> halfToInterleavedPermutation(std::int64_t dim);
// Applies it: out[j] = v[p[j]].
std::vector<double> permuteHalfToInterleaved(const std::vector<double> &v);

// R_t·x in float64: x rotated to position t with frequencies `theta` (d/2 values).
std::vector<double> rotate(const std::vector<double> &x, double position,
                           const std::vector<double> &theta, RopePairing pairing);

} // namespace pelab
