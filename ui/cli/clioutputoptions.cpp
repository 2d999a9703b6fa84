#include "clioutputoptions.h"

#include "clierror.h"
#include "clivalues.h"

#include <QCommandLineParser>

void CliOutputOptions::addTo(QCommandLineParser &parser)
{
    const auto file = QStringLiteral("FILE");
    parser.addOptions({
        {QStringLiteral("csv"),
         tr("Write the table as CSV (a header row, then one row per "
            "table row: its label, then the values)."),
         file},
        {QStringLiteral("npy"), tr("Write the table as a NumPy .npy file (float64, C order)."),
         file},
        {QStringLiteral("safetensors"),
         tr("Write the table as a safetensors file (one F64 tensor named \"table\")."), file},
        {QStringLiteral("png"), tr("Write the figure as a PNG image."), file},
        {QStringLiteral("svg"), tr("Write the figure as an SVG vector image."), file},
        {QStringLiteral("pdf"), tr("Write the figure as a one-page PDF."), file},
        {QStringLiteral("width"),
         tr("Figure width in pixels, %1 to %2 (default %3).")
             .arg(FigureOptions::kMinPixels)
             .arg(FigureOptions::kMaxPixels)
             .arg(FigureOptions::kDefaultWidth),
         QStringLiteral("PX")},
        {QStringLiteral("height"),
         tr("Figure height in pixels, %1 to %2 (default %3).")
             .arg(FigureOptions::kMinPixels)
             .arg(FigureOptions::kMaxPixels)
             .arg(FigureOptions::kDefaultHeight),
         QStringLiteral("PX")},
        {QStringLiteral("dpi"),
         tr("Figure resolution, %1 to %2 (default %3): the same layout drawn dpi/96 times "
            "as large.")
             .arg(FigureOptions::kMinDpi)
             .arg(FigureOptions::kMaxDpi)
             .arg(FigureOptions::kDefaultDpi),
         QStringLiteral("DPI")},
        {QStringLiteral("json"), tr("Print a JSON report on standard output.")},
    });
}

QStringList CliOutputOptions::figureOptionNames()
{
    return {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")};
}

CliOutputOptions CliOutputOptions::fromParser(const QCommandLineParser &parser)
{
    CliOutputOptions options;
    const std::pair<QString, ExportFormat> names[] = {
        {QStringLiteral("csv"), ExportFormat::Csv},
        {QStringLiteral("npy"), ExportFormat::Npy},
        {QStringLiteral("safetensors"), ExportFormat::Safetensors},
        {QStringLiteral("png"), ExportFormat::Png},
        {QStringLiteral("svg"), ExportFormat::Svg},
        {QStringLiteral("pdf"), ExportFormat::Pdf},
    };
    for (const auto &[name, format] : names) {
        if (!parser.isSet(name))
            continue;
        const QString fileName = parser.value(name);
        if (fileName.isEmpty())
            throw CliError(tr("missing file name for --%1").arg(name));
        options.files.append({format, fileName});
    }
    options.figure.width =
        CliValues::integer(parser, QStringLiteral("width"), FigureOptions::kDefaultWidth);
    options.figure.height =
        CliValues::integer(parser, QStringLiteral("height"), FigureOptions::kDefaultHeight);
    options.figure.dpi =
        CliValues::integer(parser, QStringLiteral("dpi"), FigureOptions::kDefaultDpi);
    const QString problem = FigureExporter::validate(options.figure);
    if (!problem.isEmpty())
        throw CliError(problem);
    options.json = parser.isSet(QStringLiteral("json"));
    return options;
}

bool CliOutputOptions::needsFigure() const
{
    for (const File &file : files) {
        if (ExportFormats::isFigure(file.format))
            return true;
    }
    return false;
}
