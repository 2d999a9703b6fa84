#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

// The file formats of an export: data (the matrix) or figure (the drawing).
enum class ExportFormat
{
    Csv,
    Npy,
    Safetensors,
    Png,
    Svg,
    Pdf
};

class ExportFormats
{
    Q_DECLARE_TR_FUNCTIONS(ExportFormats)

public:
    static QList<ExportFormat> dataFormats();   // CSV, .npy, safetensors
    static QList<ExportFormat> figureFormats(); // PNG, SVG, PDF
    static bool isFigure(ExportFormat format);

    static QString id(ExportFormat format);        // "csv", "npy", "safetensors", "png", ...
    static QString extension(ExportFormat format); // without the dot, same as id()
    static QString displayName(ExportFormat format);
    // A file dialog filter, e.g. "CSV table (*.csv)".
    static QString filter(ExportFormat format);
    static QString filters(const QList<ExportFormat> &formats); // joined by ";;"
    static std::optional<ExportFormat> fromFilter(const QString &filter);

    // The format named by a file's extension (case-insensitive), if any.
    static std::optional<ExportFormat> fromFileName(const QString &fileName);
    // The file name with the format's extension appended unless it already has it.
    static QString withExtension(const QString &fileName, ExportFormat format);
};
