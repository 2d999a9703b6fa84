#pragma once

#include "export/atomicwriter.h"
#include "export/exportformat.h"
#include "export/figureoptions.h"

#include <QCoreApplication>
#include <QImage>
#include <QSize>
#include <QString>

class FigureSource;
class QIODevice;

// Draws a FigureSource into PNG, SVG and PDF files, or an image for the clipboard.
class FigureExporter
{
    Q_DECLARE_TR_FUNCTIONS(FigureExporter)

public:
    // Empty when the options are usable, otherwise what is wrong with them; with a GUI
    // application, also whether the style's font is installed.
    static QString validate(const FigureOptions &options);

    // The figure as an image of exactly width × height pixels whose DPI is options.dpi; null
    // (with `error` set) when the options are invalid or the memory cannot be had.
    static QImage renderImage(const FigureSource &source, const FigureOptions &options,
                              QString *error = nullptr);
    // The figure laid out exactly as every format of these options lays it out, drawn at
    // `pixelsPerInch` image pixels per inch of its physical size (a preview on a screen); null
    // (with `error` set) when the options are invalid or the image would be larger than
    // kMaxPreviewPixels on a side.
    static QImage renderPreview(const FigureSource &source, const FigureOptions &options,
                                double pixelsPerInch, QString *error = nullptr);
    static constexpr int kMaxPreviewPixels = 8192;

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
