#pragma once

#include "spec/relativeprofile.h"

#include <QList>

// The Learned tab's relative profile: the similarity (the tab's measure: dot product, cosine or
// Euclidean distance) of P[t] and P[t − Δ] over t = Δ … n − 1, the median with the band of its
// minimum and maximum. Defined up to Δ = n − 1.
namespace LearnedProfiles {

QList<RelativeProfile> all();

} // namespace LearnedProfiles
