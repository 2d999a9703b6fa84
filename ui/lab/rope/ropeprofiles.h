#pragma once

#include "spec/relativeprofile.h"

#include <QList>

// The RoPE tab's relative profiles, with its frequency scaling (θ after scaling, yarn's
// attention factor af on cos and sin): the expected score E[qᵀR_Δq]·af²/√d for q ~ N(0, I)
// (= 2·af²/√d·Σ_i cos(θ_i Δ)), RoFormer's long-term decay bound (2/d)·Σ_j |Σ_{i<j} e^{iΔθ_i}|,
// and the score qᵀR_−Δk·af²/√d of the tab's own q and k (seeded, typed or loaded) for a key Δ
// positions before the query. All three are independent of t in exact arithmetic.
namespace RopeProfiles {

QList<RelativeProfile> all();

} // namespace RopeProfiles
