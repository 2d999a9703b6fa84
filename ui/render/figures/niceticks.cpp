#include "niceticks.h"

#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace NiceTicks {

namespace {

constexpr double kSmallestDynamicStep = 1e-12;

} // namespace

double step(double lower, double upper, int intervals)
{
    const double span = upper - lower;
    if (!std::isfinite(span) || span <= 0.0 || intervals < 1)
        return 0.0;
    const double rough = span / double(intervals);
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    const double mantissa = rough / magnitude;
    const double round = mantissa < 1.5 ? 1.0 : mantissa < 3.5 ? 2.0 : mantissa < 7.5 ? 5.0 : 10.0;
    return round * magnitude;
}

QString labelFormat(double step)
{
    if (!(step > 0.0) || !std::isfinite(step))
        return QStringLiteral("%g");
    // The decimals of the step's leading digit (1e-9 absorbs 0.1 stored as 0.1000…01).
    const int decimals = std::clamp(int(std::ceil(-std::log10(step) - 1e-9)), 0, 15);
    return QStringLiteral("%.%1f").arg(decimals);
}

double setRange(QValueAxis &axis, double lower, double upper, int intervals)
{
    axis.setTickType(QValueAxis::TicksFixed);
    axis.setRange(lower, upper);
    const double interval = step(axis.min(), axis.max(), intervals);
    // Qt Charts lays out dynamic ticks of a tiny interval (2e-21) for minutes: such an axis
    // keeps a fixed count of ticks.
    if (interval < kSmallestDynamicStep)
        return 0.0;
    axis.setTickAnchor(0.0);
    axis.setTickInterval(interval);
    axis.setTickType(QValueAxis::TicksDynamic);
    return interval;
}

} // namespace NiceTicks
