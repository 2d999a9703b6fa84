#pragma once

#include <cstdint>
#include <vector>

namespace pelab {

// RoFormer's long-term decay (Su et al. 2021, §3.4.3): the relative upper bound
// (2/d)·Σ_{j=1}^{d/2} |Σ_{i<j} e^{i·r·θ_i}| of the score against relative distance r, for the
// frequencies θ (d/2 values, after any scaling). One value per distance.
std::vector<double> longTermDecay(const std::vector<double> &theta,
                                  const std::vector<double> &distances);

// Distances 0 … maxDistance: every integer up to `points` of them, otherwise `points` evenly
// spaced (rounded to integers, first and last included).
std::vector<double> decayDistances(std::int64_t maxDistance, std::int64_t points = 2048);

} // namespace pelab
