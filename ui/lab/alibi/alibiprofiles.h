#pragma once

#include "spec/relativeprofile.h"

#include <QList>

// The ALiBi tab's relative profiles: the bias −m_h·Δ of a key Δ positions before the query,
// the mean over the heads with the band of the steepest and the shallowest head, and the line
// of the tab's head.
namespace AlibiProfiles {

QList<RelativeProfile> all();

} // namespace AlibiProfiles
