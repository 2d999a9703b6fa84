#pragma once

#include "export/figurestyle.h"

#include <QString>

class QChart;
class QPaintDevice;
class QPalette;
class QSize;

// What the Qt Charts widgets share: colours that follow the palette on screen, and exports
// drawn as on paper (white background, black text) at any size and scale.
namespace ChartStyle {

// Background, title, legend and every axis's labels, title, line and grid from the palette.
void apply(QChart *chart, const QPalette &palette);

// Shows the plain-text `title` broken into lines of at most `width` pixels of the chart's title
// font (Qt Charts would cut a long title short with "...").
void fitTitle(QChart *chart, const QString &title, double width);

// Draws the chart laid out at `size`, scaled by `scale`, onto the device in paper colours and
// in `style` (fonts, title, line widths; ticks as dense as the labels allow at that size),
// then restores its screen size, look and the `screen` palette's colours.
void render(QChart *chart, const QPalette &screen, QPaintDevice &device, const QSize &size,
            double scale, const FigureStyle &style = {});

} // namespace ChartStyle
