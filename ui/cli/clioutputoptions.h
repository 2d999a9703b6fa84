#pragma once

#include "export/exportformat.h"
#include "export/figureexporter.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class CommandOptions;
class QCommandLineParser;

// The output options every subcommand shares: --csv, --npy, --png, --svg, --pdf with --width,
// --height, --dpi, the figure style (--style, --size, --font, --font-size, --no-title, …) and
// --json (a report on standard output).
class CliOutputOptions
{
    Q_DECLARE_TR_FUNCTIONS(CliOutputOptions)

public:
    struct File
    {
        ExportFormat format = ExportFormat::Csv;
        QString fileName;
    };

    static void addTo(CommandOptions &options);
    // Reads and checks the options (throws CliError, exit 2, on a bad size or DPI).
    static CliOutputOptions fromParser(const QCommandLineParser &parser);

    // The long names of the options that need a figure (and so a QApplication).
    static QStringList figureOptionNames();

    QList<File> files; // in the order data first, then figures
    FigureOptions figure;
    bool json = false;
    bool listStyles = false; // --list-styles: print the figure styles and exit

    bool needsFigure() const;
    bool isEmpty() const { return files.isEmpty() && !json; }
};
