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
// In the projector look (a live chart in projector mode): black on white whatever the palette,
// a darker grid, axis lines 2 px and every line series at least kProjectorLineWidth wide, also
// those whose pen is set later; without it, the lines' own widths come back.
void apply(QChart *chart, const QPalette &palette, bool projector = false);
// The projector look's line width before the view's scaling (drawn 4.5 px wide at 100 %).
inline constexpr double kProjectorLineWidth = 3.0;

// Draws the chart laid out at `size`, scaled by `scale`, onto the device in paper colours and
// in `style` (fonts, title, line widths; its texts laid out by ChartTexts for that size), then
// restores its screen size, look (the projector look too) and the `screen` palette's colours.
// The file never has the projector look.
void render(QChart *chart, const QPalette &screen, QPaintDevice &device, const QSize &size,
            double scale, const FigureStyle &style = {});

} // namespace ChartStyle
