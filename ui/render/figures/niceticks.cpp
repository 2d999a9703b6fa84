#include "niceticks.h"

#include "figures/figurenumbers.h"

#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace NiceTicks {

namespace {

constexpr double kSmallestDynamicStep = 1e-12;
const char *const kMinimumStep = "pelabMinimumStep";

// Round steps (1, 2 or 5 × 10^k) from about a thousandth of the span to twice it, ascending.
QList<double> candidates(double span)
{
    QList<double> out;
    const int top = int(std::floor(std::log10(span))) + 1;
    for (int k = top - 4; k <= top; ++k) {
        for (double mantissa : {1.0, 2.0, 5.0})
            out.append(mantissa * std::pow(10.0, k));
    }
    return out;
}

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
    return QStringLiteral("%.%1f").arg(FigureNumbers::decimals(step));
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
    setMinimumStep(axis, interval);
    return interval;
}

double minimumStep(const QValueAxis &axis)
{
    return axis.property(kMinimumStep).toDouble();
}

void setMinimumStep(QValueAxis &axis, double step)
{
    axis.setProperty(kMinimumStep, step);
}

QList<double> values(double lower, double upper, double step, double anchor)
{
    QList<double> out;
    if (!(step > 0.0) || !(upper >= lower) || (upper - lower) / step > 100000.0)
        return out;
    const double first = std::ceil((lower - anchor) / step - 1e-9);
    const double last = std::floor((upper - anchor) / step + 1e-9);
    for (double k = first; k <= last; k += 1.0)
        out.append(anchor + k * step);
    return out;
}

Ticks fit(double lower, double upper, double minimumStep, double length,
          const std::function<double(double step)> &extent)
{
    const double span = upper - lower;
    if (!(span > 0.0) || !std::isfinite(span) || !(length > 0.0))
        return {};
    const QList<double> steps = candidates(span);
    double sparsestWithTwo = 0.0;
    for (double step : steps) {
        if (step < minimumStep * (1.0 - 1e-9))
            continue;
        if (values(lower, upper, step).size() < 2)
            break;
        sparsestWithTwo = step;
        if (extent(step) <= length * step / span)
            return {step, 0.0};
    }
    if (sparsestWithTwo > 0.0) {
        // Still too dense: its first and last label only.
        const QList<double> ends = values(lower, upper, sparsestWithTwo);
        if (ends.size() > 2)
            return {ends.last() - ends.first(), ends.first()};
        return {sparsestWithTwo, 0.0};
    }
    // A range narrower than the owner's step: the sparsest denser step with two labels.
    for (auto it = steps.crbegin(); it != steps.crend(); ++it) {
        if (values(lower, upper, *it).size() >= 2)
            return {*it, 0.0};
    }
    return {steps.isEmpty() ? 0.0 : steps.first(), 0.0};
}

} // namespace NiceTicks
