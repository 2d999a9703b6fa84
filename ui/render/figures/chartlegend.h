#pragma once

#include "figures/chartoverlay.h"

#include <QBrush>
#include <QFont>
#include <QList>
#include <QPen>
#include <QString>

class QChart;

// A chart's legend as ChartTexts lays it out under the plot: rows of whole entries (a key and
// the typeset name), centred; or, for entries in a sequence of colours (one line per head),
// one row "first [a swatch per entry] last" that takes one line whatever their number.
namespace ChartLegend {

struct Entry
{
    QString html;
    QString notation; // the text as written (FigureText), for breaking a long entry into lines
    QPen pen;         // a line series: a sample of its line
    QBrush brush;     // a bar set: a box of its colour
};

struct Layout
{
    double height = 0.0;
    QList<ChartOverlay::Text> texts;
    QList<ChartOverlay::Key> keys;
};

// What the chart lists: its named line series and its bar sets, in order (not an area series,
// such as a line's band).
QList<Entry> entries(const QChart *chart);
// Rows of entries within `width` from `left`, the first row's top at `top`.
Layout rows(const QList<Entry> &entries, const QFont &font, double left, double width, double top);
// One row: `first`, a swatch in each entry's colour, `last`.
Layout sequence(const QList<Entry> &entries, const QString &first, const QString &last,
                const QFont &font, double left, double width, double top);

} // namespace ChartLegend
