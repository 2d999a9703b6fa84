#pragma once

#include "export/atomicwriter.h"
#include "export/exportformat.h"
#include "export/exporttable.h"
#include "export/figureexporter.h"

#include <QCoreApplication>

class FigureSource;

// The one entry point the window and the CLI share: writes an ExportTable (CSV, .npy) or a
// FigureSource (PNG, SVG, PDF) to a file in the given format.
class Exporter
{
    Q_DECLARE_TR_FUNCTIONS(Exporter)

public:
    static WriteResult writeData(const ExportTable &table, ExportFormat format,
                                 const QString &fileName);
    static WriteResult writeFigure(const FigureSource &source, ExportFormat format,
                                   const QString &fileName, const FigureOptions &options);

    // "Wrote /path/file.csv (12.3 KiB)"
    static QString successMessage(const WriteResult &result);
};
