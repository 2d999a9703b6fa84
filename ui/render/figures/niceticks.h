#pragma once

#include <QList>
#include <QString>

#include <functional>

class QValueAxis;

// Axis ticks at round numbers (1, 2 or 5 × 10^k, anchored at 0), as a reader expects on a
// figure: −1, −0.5, 0, 0.5, 1 rather than −1.10, −0.55, ….
namespace NiceTicks {

// The round step giving about `intervals` intervals over lower … upper; 0 for an empty or
// non-finite range.
double step(double lower, double upper, int intervals = 5);
// The printf format that writes every multiple of `step` exactly and no more digits ("%.1f"
// for 0.5, "%.0f" for 20).
QString labelFormat(double step);
// Sets the axis's range to lower … upper with its ticks at multiples of step(). Returns the
// step (0 when the range has none, or when the step is below 1e-12: the axis then keeps a
// fixed count of ticks). The range and
// the interval change together: a new range drawn with the old interval could mean millions
// of ticks for Qt Charts to lay out.
double setRange(QValueAxis &axis, double lower, double upper, int intervals = 5);
// The densest step the axis's owner asked for (setRange's, or setMinimumStep's): a figure laid
// out at a small size may tick more sparsely, never more densely. 0 when none was set.
double minimumStep(const QValueAxis &axis);
void setMinimumStep(QValueAxis &axis, double step);

// anchor + k·step within lower … upper.
QList<double> values(double lower, double upper, double step, double anchor = 0.0);
// The ticks of an axis: every `step` from `anchor` (0, or the first label's value).
struct Ticks
{
    double step = 0.0;
    double anchor = 0.0;
};
// The ticks of an axis `length` pixels long over lower … upper: the densest round step no
// denser than `minimumStep` whose labels (each extent(step) pixels along the axis) keep a gap
// between them and number at least two; where none does, the first and the last multiple of the
// sparsest round step with two (−1 and 1 of −1, 0, 1), or for a range narrower than
// `minimumStep` a denser step with two. A zero step for an empty range.
Ticks fit(double lower, double upper, double minimumStep, double length,
          const std::function<double(double step)> &extent);

} // namespace NiceTicks
