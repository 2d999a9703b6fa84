#pragma once

#include <QList>
#include <QString>

#include <functional>

// The ticks of a logarithmic axis, one that plots log10 of its values on a linear scale: the
// decades 1, 10, 100, … (every one, or every 2nd, 3rd, … where they do not all fit), or over
// less than two decades 1, 2 and 5 × 10^k; labelled with the values, not their logarithms.
namespace LogTicks {

struct Tick
{
    double position = 0.0; // log10 of the value: where it sits on the axis
    QString label;         // the value in figure notation ("100", "0.5", "10^{6}")
};

// The ticks over lower … upper (in decades: log10 of the axis's ends) on an axis `length`
// pixels long, each label taking extent(label) pixels along it: the densest choice whose
// labels keep clear of each other and number at least two; where none does, the first and the
// last tick of the sparsest choice with two; over a range too short for two round values (3 …
// 4.5), its two ends. None for an empty range.
QList<Tick> fit(double lower, double upper, double length,
                const std::function<double(const QString &label)> &extent);
// mantissa × 10^exponent as a label: plain numbers from 0.0001 to 500000 ("20", "0.05"), powers
// of ten beyond ("10^{6}", "2×10^{−5}").
QString label(int mantissa, int exponent);

} // namespace LogTicks
