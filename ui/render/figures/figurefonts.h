#pragma once

#include "export/figurestyle.h"

#include <QFont>
#include <QString>

// A figure style's fonts: the family and point size it names, or the figure's own. Figures are
// laid out at 96 logical pixels per inch (FigureSource), so a point is 96/72 of a pixel on every
// device. Text the family lacks (Japanese) falls back through fontconfig as on screen.
namespace FigureFonts {

// Labels, ticks, legends: the style's family and size where it gives them, else `own`'s.
QFont text(const FigureStyle &style, const QFont &own);
// The title: the style's size + 2 pt, bold as `own` is.
QFont title(const FigureStyle &style, const QFont &own);
// Points to logical pixels (96 per inch).
double pixels(double points);
// Empty when the style's font family is installed (or none is named); otherwise the problem:
// "the font "X" is not installed here (fc-list : family lists those that are)".
QString problem(const FigureStyle &style);

} // namespace FigureFonts
