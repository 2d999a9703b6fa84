#include "clioutputoptions.h"

#include "clierror.h"
#include "clivalues.h"
#include "commandline/commandoptions.h"

#include <QCommandLineParser>

#include <optional>

void CliOutputOptions::addTo(CommandOptions &options)
{
    const auto file = QStringLiteral("FILE");
    options.add({
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
         tr("Figure width in pixels, %1 to %2 (default %3; not with --style or --size).")
             .arg(FigureOptions::kMinPixels)
             .arg(FigureOptions::kMaxPixels)
             .arg(FigureOptions::kDefaultWidth),
         QStringLiteral("PX")},
        {QStringLiteral("height"),
         tr("Figure height in pixels, %1 to %2 (default %3; not with --style or --size).")
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
        {QStringLiteral("size"),
         tr("Figure size with its unit: 3.25x2in, 8.5x5cm, 234x144pt or 1200x600px; PNG gets "
            "the size times --dpi, PDF and SVG exactly this size."),
         QStringLiteral("WxHUNIT")},
    });
    options.addChoice(
        {QStringLiteral("style"),
         tr("A named figure style (%1): size, DPI, fonts and lines made for it; any other "
            "figure option overrides it, the size only whole (--size). --list-styles "
            "describes them.")
             .arg(FigurePresets::names().join(QStringLiteral(", "))),
         QStringLiteral("NAME")},
        FigurePresets::names());
    options.add({
        {QStringLiteral("list-styles"), tr("Print the figure styles, one a line, and exit.")},
        {QStringLiteral("font"),
         tr("Font family of the figure's text, e.g. \"DejaVu Serif\" (installed fonts: fc-list "
            ": family)."),
         QStringLiteral("FAMILY")},
        {QStringLiteral("font-size"),
         tr("Text size in points, %1 to %2: ticks, labels and legends at this size, the title "
            "2 pt larger.")
             .arg(FigureStyle::kMinFontSize)
             .arg(FigureStyle::kMaxFontSize),
         QStringLiteral("PT")},
        {QStringLiteral("line-width"), tr("Width of the figure's lines in points."),
         QStringLiteral("PT")},
        {QStringLiteral("no-title"),
         tr("Leave the figure's title out (a paper's caption holds it).")},
        {QStringLiteral("no-colorbar"), tr("Leave a heatmap's colour bar out.")},
        {QStringLiteral("colorbar-label"), tr("The label of a heatmap's colour bar."),
         QStringLiteral("TEXT")},
        {QStringLiteral("json"), tr("Print a JSON report on standard output.")},
    });
}

namespace {

double points(const QCommandLineParser &parser, const QString &name)
{
    bool ok = false;
    const double value = parser.value(name).toDouble(&ok);
    if (!ok)
        throw CliError(CliOutputOptions::tr("--%1 must be a number of points (got \"%2\")")
                           .arg(name, parser.value(name)));
    return value;
}

// --style, then --dpi, --size or --width/--height, then the style's own options.
void readFigure(const QCommandLineParser &parser, FigureOptions &figure)
{
    const FigurePreset *preset = nullptr;
    if (parser.isSet(QStringLiteral("style"))) {
        const QString name = parser.value(QStringLiteral("style"));
        preset = FigurePresets::find(name);
        if (!preset)
            throw CliError(CliOutputOptions::tr("unknown figure style \"%1\" (styles: %2)")
                               .arg(name, FigurePresets::names().join(QStringLiteral(", "))));
        figure.style = preset->style;
        figure.dpi = preset->dpi;
    }
    // A size comes whole: from --size, from the style, or from --width and --height (each
    // with its default) without either; a pixel width with a style's height is no size anyone
    // asked for.
    const bool pixels =
        parser.isSet(QStringLiteral("width")) || parser.isSet(QStringLiteral("height"));
    if (pixels && parser.isSet(QStringLiteral("size")))
        throw CliError(CliOutputOptions::tr("--size and --width/--height both give the figure's "
                                            "size: use one of them"));
    if (pixels && preset)
        throw CliError(CliOutputOptions::tr("--style %1 gives the figure's size (%2 × %3 in): "
                                            "leave out --width/--height, or give a whole size "
                                            "with --size (e.g. --size 1200x600px)")
                           .arg(preset->name)
                           .arg(preset->inches.width(), 0, 'g', 4)
                           .arg(preset->inches.height(), 0, 'g', 4));
    figure.dpi = CliValues::integer(parser, QStringLiteral("dpi"), figure.dpi);
    if (figure.dpi < FigureOptions::kMinDpi || figure.dpi > FigureOptions::kMaxDpi)
        return; // FigureOptions::problem() names it
    std::optional<FigureSize> size;
    if (parser.isSet(QStringLiteral("size"))) {
        QString error;
        size = FigureSize::parse(parser.value(QStringLiteral("size")), &error);
        if (!size)
            throw CliError(error);
    } else if (preset) {
        size =
            FigureSize{preset->inches.width(), preset->inches.height(), FigureSize::Unit::Inches};
    }
    if (size) {
        const QSize pixels = size->pixels(figure.dpi);
        figure.width = pixels.width();
        figure.height = pixels.height();
        if (size->isPhysical())
            figure.pagePoints = size->points(figure.dpi);
    }
    figure.width = CliValues::integer(parser, QStringLiteral("width"), figure.width);
    figure.height = CliValues::integer(parser, QStringLiteral("height"), figure.height);
    if (parser.isSet(QStringLiteral("font")))
        figure.style.font = parser.value(QStringLiteral("font"));
    if (parser.isSet(QStringLiteral("font-size")))
        figure.style.fontSize = points(parser, QStringLiteral("font-size"));
    if (parser.isSet(QStringLiteral("line-width")))
        figure.style.lineWidth = points(parser, QStringLiteral("line-width"));
    if (parser.isSet(QStringLiteral("no-title")))
        figure.style.title = false;
    if (parser.isSet(QStringLiteral("no-colorbar")))
        figure.style.colorbar = false;
    if (parser.isSet(QStringLiteral("colorbar-label")))
        figure.style.colorbarLabel = parser.value(QStringLiteral("colorbar-label"));
    // 0 would mean "the figure's own size" to FigureStyle: as an option it is out of range.
    if (parser.isSet(QStringLiteral("font-size")) && figure.style.fontSize == 0.0)
        throw CliError(CliOutputOptions::tr("the font size must be %1 … %2 pt (got 0)")
                           .arg(FigureStyle::kMinFontSize)
                           .arg(FigureStyle::kMaxFontSize));
    if (parser.isSet(QStringLiteral("line-width")) && figure.style.lineWidth == 0.0)
        throw CliError(CliOutputOptions::tr("the line width must be above 0 (got 0)"));
}

} // namespace

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
    readFigure(parser, options.figure);
    options.listStyles = parser.isSet(QStringLiteral("list-styles"));
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
