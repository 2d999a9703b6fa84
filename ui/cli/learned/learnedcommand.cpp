#include "learnedcommand.h"

#include "clicommandregistration.h"
#include "clierror.h"
#include "export/jsonwriter.h"
#include "learned/learnedspec.h"
#include "spec/tabspecs.h"
#include "spec/viewcomputation.h"
#include "task/taskcontrol.h"

#include "error.h"

#include <QCommandLineParser>
#include <QFileInfo>

LearnedCommand::LearnedCommand() : TabCommand(*TabSpecs::find(QStringLiteral("learned"))) {}

QString LearnedCommand::synopsis() const
{
    return tr("[FILE] [--tensor NAME] [options]");
}

QString LearnedCommand::description() const
{
    return tr(
        "Reads a learned absolute position table (rows = positions, columns =\n"
        "dimensions) from a NumPy .npy file (v1.0-3.0; <f8, <f4, <f2, >f8, >f4; C or\n"
        "Fortran order), a CSV file (optional header row and index column) or a\n"
        "safetensors file (F64, F32, F16, BF16; --tensor NAME when it holds several).\n"
        "The format is found from the content. FILE may also be given as --file; without\n"
        "one, the bundled 64 x 32 sample table is read, as the window starts on it.\n"
        "The table view's CSV/.npy/safetensors outputs hold the table as float64 and its\n"
        "figure is the heatmap (NaN and infinite values grey); --view writes the similarity,\n"
        "spectrum or comparison instead. --json reports the shape, dtype, minimum and\n"
        "maximum of the finite values, the NaN and infinite counts, and the mean cosine\n"
        "similarity of neighbouring positions. A file that cannot be read: exit status 2\n"
        "and one line naming the file and the problem.");
}

QString LearnedCommand::examples() const
{
    return QStringLiteral(
        "  pelab-cli learned model.safetensors --tensor wpe.weight --json\n"
        "  pelab-cli learned wpe.npy --png wpe.png --csv wpe.csv\n"
        "  pelab-cli learned wpe.npy --view similarity --measure distance --npy distance.npy\n"
        "  pelab-cli learned --view spectrum --spectrum peaks --csv sample-peaks.csv\n");
}

void LearnedCommand::addTabOptions(CommandOptions &options) const
{
    options.addArgument(
        {QStringLiteral("FILE"),
         tr("The .npy, CSV or safetensors file to read (or --file; none: the bundled sample)."),
         QStringLiteral("[FILE]")});
}

void LearnedCommand::prepareTab(const QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return;
    if (parser.isSet(LearnedKeys::file) && parser.value(LearnedKeys::file) != positional.first())
        throw CliError(tr("two files given: '%1' and --file '%2' (give one)")
                           .arg(positional.first(), parser.value(LearnedKeys::file)));
    mutableState().set(LearnedKeys::file, positional.first());
}

int LearnedCommand::run(const CliOutputOptions &outputs)
{
    if (listsOnly())
        return TabCommand::run(outputs);
    ViewData data;
    try {
        // Read as the window reads, but a file of several tensors needs --tensor.
        auto result = LearnedSpec::read(state(), LearnedSpec::TensorChoice::Required);
        // A tensor name means nothing to a .npy or CSV file: say so rather than ignore it.
        if (!state().text(LearnedKeys::tensor).isEmpty() && result->array.format != "safetensors") {
            const QString file = state().text(LearnedKeys::file);
            throw CliError(tr("%1: --tensor applies to safetensors files only (this is a %2 file)")
                               .arg(file.isEmpty() ? QStringLiteral("learned-sample.npy") : file,
                                    QString::fromStdString(result->array.format)));
        }
        data = ViewComputation::complete(spec(), viewName(), std::move(result), state(),
                                         taskControl());
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
    writeViewOutputs(outputs, data, [this, &data](JsonWriter &json) { report(json, data); });
    return 0;
}

void LearnedCommand::report(JsonWriter &json, const ViewData &data) const
{
    const auto &r = data.resultAs<LearnedResult>();
    const pelab::LoadedArray &array = r.array;
    const pelab::TableSummary &summary = r.summary;
    json.add("command", "learned");
    json.add("file", r.fileName.isEmpty() ? QString() : QFileInfo(r.fileName).absoluteFilePath());
    json.add("view", viewName());
    json.add("format", array.format);
    if (!array.tensorName.empty())
        json.add("tensor", array.tensorName);
    json.beginArray("shape");
    if (array.ndim == 2)
        json.add({}, std::int64_t(r.table->rows()));
    json.add({}, std::int64_t(r.table->cols()));
    json.endArray();
    json.add("positions", std::int64_t(r.table->rows()));
    json.add("dim", std::int64_t(r.table->cols()));
    json.add("dtype", array.dtype);
    json.add("min", summary.min);
    json.add("max", summary.max);
    json.add("nan_count", std::int64_t(summary.nanCount));
    json.add("inf_count", std::int64_t(summary.infCount));
    json.add("mean_neighbour_cosine", summary.meanNeighbourCosine);
    json.add("neighbour_pairs", std::int64_t(summary.neighbourPairs));
    json.beginArray("notes");
    for (const std::string &note : array.notes)
        json.add({}, note);
    json.endArray();
}

PELAB_REGISTER_TAB_COMMAND(learned, LearnedCommand)
