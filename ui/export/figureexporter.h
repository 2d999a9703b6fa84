#pragma once

#include "export/atomicwriter.h"
#include "export/exportformat.h"

#include <QCoreApplication>
#include <QImage>
#include <QSize>
#include <QString>

class FigureSource;
class QIODevice;

// Size of an exported figure: width × height pixels at `dpi`. The layout is that of a
// (width, height) · 96/dpi figure drawn at scale dpi/96, so a 192-DPI export has the same layout
// as a 96-DPI one with everything twice as large. The physical size, width/dpi × height/dpi
// inches, is the same in every format (PNG pHYs, SVG width/height, PDF page size).
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

    double scale() const { return double(dpi) / 96.0; }
    QSize logicalSize() const;
};

// Draws a FigureSource into PNG, SVG and PDF files, or an image for the clipboard.
class FigureExporter
{
    Q_DECLARE_TR_FUNCTIONS(FigureExporter)

public:
    // Empty when the options are usable, otherwise what is wrong with them.
    static QString validate(const FigureOptions &options);

    // The figure as an image of exactly width × height pixels whose DPI is options.dpi; null
    // (with `error` set) when the options are invalid or the memory cannot be had.
    static QImage renderImage(const FigureSource &source, const FigureOptions &options,
                              QString *error = nullptr);

    static WriteResult writePng(const FigureSource &source, const QString &fileName,
                                const FigureOptions &options);
    static WriteResult writeSvg(const FigureSource &source, const QString &fileName,
                                const FigureOptions &options);
    static WriteResult writePdf(const FigureSource &source, const QString &fileName,
                                const FigureOptions &options);
    // PNG, SVG or PDF; any other format is an error.
    static WriteResult writeFile(const FigureSource &source, ExportFormat format,
                                 const QString &fileName, const FigureOptions &options);
};
