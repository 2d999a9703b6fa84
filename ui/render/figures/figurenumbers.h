#pragma once

#include <QString>

// Numbers on figures (tick labels) as a typesetter writes them: the minus sign U+2212, not the
// hyphen-minus; 0, never "−0" (a tick reached from below by adding 0.1 is −2.8e-17); '.' as
// the decimal point in every language.
namespace FigureNumbers {

// `value` with `decimals` decimals ("−0.5", "0.0", "20").
QString text(double value, int decimals);
// `value` to `precision` significant digits ("2e−20"), for axes without a round step.
QString general(double value, int precision = 3);
// The decimals that write every multiple of `step` exactly and no more (1 for 0.5, 0 for 20).
int decimals(double step);

} // namespace FigureNumbers
