#pragma once

#include "spec/relativeprofile.h"

#include <QList>

// The Sinusoidal tab's relative profiles: PE(t)·PE(t − Δ) = Σ_i cos(ω_i·Δ) (independent of t:
// sin a·sin b + cos a·cos b = cos(a − b)) and its cosine, divided by |PE|² = d/2.
namespace SinusoidalProfiles {

QList<RelativeProfile> all();

} // namespace SinusoidalProfiles
