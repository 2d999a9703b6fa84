#include "learnedcommand.h"

#include "clierror.h"
#include "figures/heatmapwidget.h"
#include "jsonwriter.h"
#include "learned/learnedfigure.h"

#include "error.h"
#include "learnedanalysis.h"

#include <QCommandLineParser>
#include <QFileInfo>

QString LearnedCommand::name() const
{
    return QStringLiteral("learned");
}

QString LearnedCommand::summary() const
{
    return tr("A learned position table from .npy, CSV or safetensors: summary, copy, heatmap");
}

QString LearnedCommand::synopsis() const
{
    return tr("FILE [--tensor NAME] [options]");
}

QString LearnedCommand::description() const
{
    return tr("Reads a learned absolute position table (rows = positions, columns =\n"
              "dimensions) from a NumPy .npy file (v1.0-3.0; <f8, <f4, <f2, >f8, >f4; C or\n"
              "Fortran order), a CSV file (optional header row and index column) or a\n"
              "safetensors file (F64, F32, F16, BF16; --tensor NAME when it holds several).\n"
              "The format is found from the content. The CSV/.npy/safetensors outputs hold the\n"
              "table as float64; the figure is its heatmap (NaN and infinite values grey).\n"
              "--json reports the shape, dtype, minimum and maximum of the finite values, the\n"
              "NaN and infinite counts, and the mean cosine similarity of neighbouring\n"
              "positions. A file that cannot be read: exit status 2 and one line naming the\n"
              "file and the problem.");
}

QString LearnedCommand::examples() const
{
    return QStringLiteral("  pelab-cli learned model.safetensors --tensor wpe.weight --json\n"
                          "  pelab-cli learned wpe.npy --png wpe.png --csv wpe.csv\n");
}

void LearnedCommand::addOptions(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 tr("The .npy, CSV or safetensors file to read."));
    parser.addOptions({
        {QStringLiteral("tensor"),
         tr("safetensors: the tensor to read (required when the file holds several)."),
         QStringLiteral("NAME")},
        {QStringLiteral("colormap"),
         tr("Heatmap colours: rdbu (default), viridis, cividis, magma, grey."),
         QStringLiteral("NAME")},
    });
}

void LearnedCommand::prepare(const QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty() || positional.first().isEmpty())
        throw CliError(tr("missing FILE: the .npy, CSV or safetensors file to read"));
    m_fileName = positional.first();
    m_tensor = parser.value(QStringLiteral("tensor")).toStdString();
    if (parser.isSet(QStringLiteral("colormap"))) {
        const QString text = parser.value(QStringLiteral("colormap"));
        const std::optional<Colormap> colormap = parseColormap(text);
        if (!colormap)
            throw CliError(tr("unknown colormap '%1' (expected viridis, rdbu, cividis, magma "
                              "or grey)")
                               .arg(text));
        m_colormap = *colormap;
    }
    pelab::ArrayReadOptions options;
    options.tensorName = m_tensor;
    try {
        m_array = std::make_shared<pelab::LoadedArray>(
            pelab::readArrayFile(QFile::encodeName(m_fileName).toStdString(), options));
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
    // A tensor name means nothing to a .npy or CSV file: say so rather than ignore it.
    if (!m_tensor.empty() && m_array->format != "safetensors")
        throw CliError(tr("%1: --tensor applies to safetensors files only (this is a %2 file)")
                           .arg(m_fileName, QString::fromStdString(m_array->format)));
}

int LearnedCommand::run(const CliOutputOptions &outputs)
{
    auto table = std::make_shared<const pelab::Matrix>(std::move(m_array->values));
    const pelab::TableSummary summary = pelab::summarizeTable(*table);
    const QString title =
        tr("Learned position table: %1").arg(LearnedFigure::sourceName(m_fileName, *m_array));
    std::unique_ptr<HeatmapWidget> heatmap;
    if (outputs.needsFigure()) {
        heatmap = std::make_unique<HeatmapWidget>();
        LearnedFigure::configureTableHeatmap(*heatmap, title, m_colormap);
        LearnedFigure::showTable(*heatmap, LearnedFigure::displayTable(table, m_array->infCount));
    }
    writeOutputs(outputs, LearnedFigure::tableExport(table), heatmap.get(), title,
                 [&](JsonWriter &json) {
                     json.add("command", "learned");
                     json.add("file", QFileInfo(m_fileName).absoluteFilePath());
                     json.add("format", m_array->format);
                     if (!m_array->tensorName.empty())
                         json.add("tensor", m_array->tensorName);
                     json.beginArray("shape");
                     if (m_array->ndim == 2)
                         json.add({}, std::int64_t(table->rows()));
                     json.add({}, std::int64_t(table->cols()));
                     json.endArray();
                     json.add("positions", std::int64_t(table->rows()));
                     json.add("dim", std::int64_t(table->cols()));
                     json.add("dtype", m_array->dtype);
                     json.add("min", summary.min);
                     json.add("max", summary.max);
                     json.add("nan_count", std::int64_t(summary.nanCount));
                     json.add("inf_count", std::int64_t(summary.infCount));
                     json.add("mean_neighbour_cosine", summary.meanNeighbourCosine);
                     json.add("neighbour_pairs", std::int64_t(summary.neighbourPairs));
                     json.beginArray("notes");
                     for (const std::string &note : m_array->notes)
                         json.add({}, note);
                     json.endArray();
                 });
    return 0;
}
