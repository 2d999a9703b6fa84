#pragma once

#include "spec/tabresult.h"
#include "spec/viewspec.h"

#include "matrix.h"
#include "ropescores.h"

#include <QList>

#include <memory>
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

// The RoPE tab's views, in the window's order: heatmap, offsets, frequencies, precision, decay,
// pairing.
namespace RopeViews {

QList<ViewSpec> all();

} // namespace RopeViews
