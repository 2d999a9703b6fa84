#pragma once

#include "export/atomicwriter.h"
#include "export/exportformat.h"
#include "export/figureoptions.h"

#include <QCoreApplication>

struct ViewData;

// Writes a view's table (CSV, .npy, safetensors) or figure (PNG, SVG, PDF) from its ViewData:
// the one path of the window's Export actions, `pelab-cli TAB --view V` and `pelab-cli session`,
// so that the three write the same bytes.
class ViewWriter
{
    Q_DECLARE_TR_FUNCTIONS(ViewWriter)

public:
    static WriteResult write(const ViewData &data, ExportFormat format, const QString &fileName,
                             const FigureOptions &figure = {});
    // The file name stem the view suggests, e.g. "sinusoidal-128x512".
    static QString fileStem(const ViewData &data);
};
