#pragma once

#include <QPalette>
#include <QString>

class QCPColorScale;
class QCPItemRect;
class QCustomPlot;

// How a heatmap's plot looks on screen: its colours from the widget's palette (so it reads in
// dark mode too) and its text, lines, ticks, colour bar and marker at the window's zoom. At
// zoom 1 the fonts come from ScreenScale::baseFont() and the lines are QCustomPlot's own.
namespace HeatmapLook {

// Fonts, tick lengths, the colour bar's width and the marker's pen at `zoom`.
void applyZoom(QCustomPlot *plot, QCPColorScale *scale, QCPItemRect *marker, double zoom);
// `palette` as on paper: white background, black text (files, and projector mode's contrast).
QPalette paper(QPalette palette);
// Background, axes and text in `palette`'s colours, the axes' lines as wide as `zoom`.
void applyPalette(QCustomPlot *plot, QCPColorScale *scale, const QPalette &palette, double zoom);

// Shows `title` as the plot's title, broken into lines of at most `width` pixels of its font.
void fitTitle(QCustomPlot *plot, const QString &title, int width);

} // namespace HeatmapLook
