#pragma once

#include "spec/relativeprofile.h"

#include <QList>

// The Buckets tab's relative profiles for a key Δ positions before the query (T5's relative
// position k − q = −Δ, DeBERTa's q − k = Δ): the bias of the tab's head, b[bucket(Δ)], from its
// seeded or loaded table, and the bucket itself (T5's id, DeBERTa's signed value).
namespace BucketsProfiles {

QList<RelativeProfile> all();

} // namespace BucketsProfiles
