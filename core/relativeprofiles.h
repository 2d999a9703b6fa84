#pragma once

#include "matrix.h"
#include "similarity.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace pelab {

class ShawScores;

// A relative profile: what an encoding gives two positions as a function of their distance
// Δ = t − s ≥ 0 (the key s Δ positions before the query t), one value per Δ = 0 … D. Where the
// value depends on the absolute position (or on the head), `lower` and `upper` hold its spread
// and `centre` the median (or the mean, as the profile says); both empty otherwise.
struct ProfileCurve
{
    std::vector<double> centre;
    std::vector<double> lower;
    std::vector<double> upper;

    bool hasBand() const { return !lower.empty(); }
    std::int64_t maxDistance() const { return std::int64_t(centre.size()) - 1; }
};

// The largest distance a profile is drawn to (the curves of every profile fit in a few MiB).
inline constexpr std::int64_t kMaxProfileDistance = std::int64_t(1) << 20;
// Throws pelab::Error unless 1 ≤ maxDistance ≤ kMaxProfileDistance.
void validateProfileDistance(std::int64_t maxDistance);

// scale·Σ_i cos(ω_i·Δ) for Δ = 0 … D: the sinusoidal dot product PE(t)·PE(t − Δ) (ω the
// angular frequencies, scale 1; its cosine with scale 2/d) and RoPE's expected score
// E[qᵀR_Δq] for q ~ N(0, I) (θ after scaling, scale 2·af²/√d).
// On every core, reporting to `progress`; empty when cancelled through it.
ProfileCurve cosineSumProfile(const std::vector<double> &frequencies, double scale,
                              std::int64_t maxDistance, const ProgressCallback &progress = {});
// RoFormer's long-term decay bound (2/d)·Σ_j |Σ_{i<j} e^{iΔθ_i}| (longTermDecay) for Δ = 0 … D.
ProfileCurve ropeBoundProfile(const std::vector<double> &theta, std::int64_t maxDistance);
// value(Δ) for Δ = 0 … D, on every core (value is called from several threads at once).
ProfileCurve pointwiseProfile(std::int64_t maxDistance,
                              const std::function<double(std::int64_t distance)> &value);
// ALiBi's bias −m·Δ: one slope, its line; several (one per head), the mean over heads with the
// band of the steepest and the shallowest head.
ProfileCurve linearBiasProfile(const std::vector<double> &slopes, std::int64_t maxDistance);
// Shaw's clipped relative term q_t·r_clip(−Δ)/√d: the median over the queries t = 0 … N − 1
// with the band of their minimum and maximum (constant beyond Δ = K, where r_−K is shared).
ProfileCurve shawRelativeProfile(const ShawScores &scores, std::int64_t maxDistance);
// A similarity matrix's diagonals: S(t, t − Δ) over t = Δ … N − 1, the median with the band of
// its minimum and maximum. Throws pelab::Error when D > N − 1. Empty when cancelled.
ProfileCurve diagonalProfile(const Matrix &similarity, std::int64_t maxDistance,
                             const ProgressCallback &progress = {});
// The median as NumPy's: the mean of the two middle values of an even count (reorders values).
double medianOf(std::vector<double> &values);

// How curves of different scales share one axis.
enum class ProfileNormalisation
{
    None,   // as computed
    AtZero, // divided by its value at Δ = 0
    Unit,   // divided by its largest |value| over the range (band included): within [−1, 1]
    ZScore  // (f − mean) / standard deviation of the centre over the range
};
std::string_view normalisationName(ProfileNormalisation normalisation); // "at-zero", …
std::optional<ProfileNormalisation> parseNormalisation(std::string_view name);
// Applies `normalisation` to the centre and the band alike (one affine map per curve). Throws
// pelab::Error when it is undefined: at-zero of a curve that is 0 at Δ = 0, unit of a curve
// that is 0 throughout, z of a constant curve.
void normaliseProfile(ProfileCurve &curve, ProfileNormalisation normalisation);

} // namespace pelab
