#pragma once

#include "spec/tabresult.h"
#include "spec/viewspec.h"

#include "matrix.h"
#include "ropeconformance.h"
#include "ropescores.h"

#include <QList>

#include <memory>
#include <optional>
#include <vector>

// The heatmap view's own result: the N × N scores a(t, s), the only N × N the tab holds (the
// tab's result is tiled), computed only while the heatmap is shown or exported.
class RopeScoresResult : public ViewResult
{
public:
    std::shared_ptr<const pelab::Matrix> scores;
};

// The precision view's own result: the invariance error against T0 for each precision, on a
// smaller matrix (sweep-positions, at most N) of the same q, k and θ.
class RopeSweepResult : public ViewResult
{
public:
    std::vector<pelab::PrecisionSweepPoint> points;
    std::int64_t positions = 0;
};

// The check view's own result: the implementation's tables against the reference of the tab's
// values (RopeCheck); no comparison while no file is named.
class RopeCheckResult : public ViewResult
{
public:
    std::optional<pelab::RopeComparison> comparison;
    QString file;         // the file name
    bool float32 = false; // stored in float32 or lower
};

// The RoPE tab's views, in the window's order: heatmap, offsets, frequencies, precision, decay,
// pairing, check.
namespace RopeViews {

QList<ViewSpec> all();

} // namespace RopeViews
