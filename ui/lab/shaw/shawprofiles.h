#pragma once

#include "spec/relativeprofile.h"

#include <QList>

// The Shaw tab's relative profile: the clipped relative term q_t·r_clip(−Δ)/√d of a key Δ
// positions before query t, the median over the queries t with the band of their minimum and
// maximum; it is constant beyond the clipping distance K.
namespace ShawProfiles {

QList<RelativeProfile> all();

} // namespace ShawProfiles
