#pragma once

#include <QPalette>
#include <QSize>
#include <QString>
#include <QStringList>

class QCPColorMap;
class QCPColorScale;
class QCPItemRect;
class QCustomPlot;

// How a heatmap's plot looks on screen: its colours from the widget's palette (so it reads in
// dark mode too) and its text, lines, ticks, colour bar and marker at the window's zoom. At
// zoom 1 the fonts come from ScreenScale::baseFont() and the lines are QCustomPlot's own.
namespace HeatmapLook {

// The plot's layout: a title row over the axis rectangle (rows downwards, a frame of four
// axes, ticks from FigureTicker) beside the colour scale of `map`.
void arrange(QCustomPlot *plot, QCPColorMap *map, QCPColorScale *scale);
// Fonts, tick lengths, the colour bar's width and the marker's pen at `zoom`.
void applyZoom(QCustomPlot *plot, QCPColorScale *scale, QCPItemRect *marker, double zoom);
// `palette` as on paper: white background, black text (files, and projector mode's contrast).
QPalette paper(QPalette palette);
// Background, axes and text in `palette`'s colours, the axes' lines as wide as `zoom`.
void applyPalette(QCustomPlot *plot, QCPColorScale *scale, const QPalette &palette, double zoom);

// The most tick labels each axis has room for in a plot of `size` at its fonts (FigureTicker
// puts no more, and never fewer than two).
void fitTicks(QCustomPlot *plot, QCPColorScale *scale, const QSize &size);
// Shows `title` as the plot's title, broken into lines that fit a plot of `size`, shortened by
// design (TitleText::shortenings) where they would take more than a quarter of its height.
void fitTitle(QCustomPlot *plot, const QString &title, const QSize &size);
// The axis labels (columns, rows, colour bar) as given, or broken into lines that fit a plot of
// `size`, shortened by design where they would take more than two lines.
void setLabels(QCustomPlot *plot, QCPColorScale *scale, const QStringList &labels);
void fitLabels(QCustomPlot *plot, QCPColorScale *scale, const QStringList &labels,
               const QSize &size);

} // namespace HeatmapLook
