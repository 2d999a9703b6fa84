#pragma once

#include <QString>

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

} // namespace NiceTicks
