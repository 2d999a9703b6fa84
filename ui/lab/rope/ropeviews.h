#pragma once

#include "spec/tabresult.h"
#include "spec/viewspec.h"

#include "matrix.h"
#include "ropeconformance.h"
#include "ropescores.h"

#include "spec/parameter.h"

#include <QList>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

// A square part of the score matrix: rows and columns first … first + size − 1 (from T0).
struct RopeWindow
{
    std::int64_t first = 0;
    std::int64_t size = 0;
    bool isWhole(std::int64_t positions) const { return first == 0 && size == positions; }
};

// The heatmap view's own result: the N × N scores a(t, s) up to RopeViews::kMaxWindow positions,
// beyond it the window around row t (the tab's result is tiled and holds nothing N × N); the
// score table's: the whole matrix. Computed only while the view is shown or exported.
class RopeScoresResult : public ViewResult
{
public:
    RopeWindow window;
    std::shared_ptr<const pelab::Matrix> scores; // window.size × window.size
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
    QString file;                     // the file name
    std::string dtype;                // as stored (RopeCheck::Tables)
    std::vector<std::uint64_t> shape; // as stored
    std::vector<int> squeezedAxes;    // axes of extent 1 dropped
};

// The RoPE tab's views, in the window's order: heatmap, scores, offsets, frequencies, precision,
// decay, pairing, check.
namespace RopeViews {

// The heatmap shows every score up to this many positions, beyond it a window of this size: as
// the Shaw tab's heatmap, about one cell per pixel of a screen-sized heatmap, 8 MiB of scores
// (a 20 MB CSV) however long the context, where N = 32768's whole matrix needs 8 GiB.
inline constexpr std::int64_t kMaxWindow = 1024;
// The window of kMaxWindow centred on (row, row), kept inside 0 … N − 1; the whole matrix when
// small.
RopeWindow windowAround(std::int64_t positions, std::int64_t row);
// The row (t − T0) the heatmap's window is centred on: the "row" parameter, or N / 2 when
// automatic.
std::int64_t windowRow(const TabState &state, std::int64_t positions);
// The "row" parameter (View stage, the heatmap only; automatic: the middle).
Parameter rowParameter();

QList<ViewSpec> all();

} // namespace RopeViews
