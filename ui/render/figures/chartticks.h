#pragma once

#include "figures/niceticks.h"

#include <QList>
#include <QStringList>

class QAbstractAxis;
class QFont;

// The tick labels of a Qt Charts axis as ChartTexts draws them, for the axis's length and label
// font: a value axis's at a round step (NiceTicks) or, a logarithmic one's, at the decades or at
// 1, 2, 5 × 10^k (LogTicks), as dense as they fit and never fewer than two; a bar category axis's
// every k-th category. Qt Charts draws the tick marks and grid lines, put where the labels go.
namespace ChartTicks {

struct Labels
{
    NiceTicks::Ticks uniform; // a value axis's step and anchor (a zero step: its fixed ticks)
    QList<double> positions;  // on the axis (a category's index, log10 of a logarithmic value)
    QStringList texts;        // in figure notation
};

// `axis`'s labels along `length` pixels in `font`.
Labels of(QAbstractAxis *axis, const QFont &font, double length);
// Qt Charts' tick marks and grid lines of `axis` at `labels`.
void place(QAbstractAxis *axis, const Labels &labels);
// A value axis that plots log10 of its values. Qt Charts draws uneven ticks only at the
// boundaries of a QCategoryAxis (a value axis too): place() puts them at the labels.
void setLogarithmic(QAbstractAxis *axis, bool logarithmic);
bool isLogarithmic(const QAbstractAxis *axis);
// A label's width as drawn (typeset from its notation, a fallback font's "−" included).
double width(const QString &label, const QFont &font);

} // namespace ChartTicks
