#pragma once

#include "export/figurestyle.h"

#include <QSize>
#include <QSizeF>
#include <QString>

// Size of an exported figure: width × height pixels at `dpi`. The layout is that of a
// (width, height) · 96/dpi figure drawn at scale dpi/96, so a 192-DPI export has the same layout
// as a 96-DPI one with everything twice as large. The physical size, width/dpi × height/dpi
// inches, is the same in every format (PNG pHYs, SVG width/height, PDF page size).
// QtCore only: pelab-cli checks these options without loading the GUI libraries.
struct FigureOptions
{
    static constexpr int kMinPixels = 16;
    static constexpr int kMaxPixels = 16384;
    static constexpr int kMinDpi = 24;
    static constexpr int kMaxDpi = 1200;
    static constexpr int kDefaultWidth = 1200;
    static constexpr int kDefaultHeight = 600;
    static constexpr int kDefaultDpi = 96;

    int width = kDefaultWidth;
    int height = kDefaultHeight;
    int dpi = kDefaultDpi;
    QString title; // stored as the SVG title, the PDF title and the PNG "Title" text
    FigureStyle style;
    // The exact physical size in points when it was given in a physical unit (--size 8.5x5cm):
    // the PDF page and the SVG's width and height; empty: width/dpi × height/dpi inches.
    QSizeF pagePoints;

    double scale() const { return double(dpi) / 96.0; }
    QSizeF physicalPoints() const;
    QSize logicalSize() const;
    // Empty when the options are usable, otherwise what is wrong with them.
    QString problem() const;
};
