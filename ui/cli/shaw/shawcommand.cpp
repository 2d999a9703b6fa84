#include "shawcommand.h"

#include "clicommandregistration.h"
#include "clierror.h"
#include "export/jsonwriter.h"
#include "shaw/shawspec.h"
#include "shaw/shawviews.h"
#include "spec/tabspecs.h"
#include "spec/viewcomputation.h"
#include "task/taskcontrol.h"

#include "error.h"

#include <QCommandLineParser>

#include <optional>

ShawCommand::ShawCommand() : TabCommand(*TabSpecs::find(QStringLiteral("shaw"))) {}

QString ShawCommand::synopsis() const
{
    return tr("[--positions N --dim D --clip K --seed S | --q FILE --k FILE --rel FILE] "
              "[--term total|content|position] [--view NAME] [options]");
}

QString ShawCommand::description() const
{
    return tr("Computes a(t, s) = (q_t.k_s + q_t.r_clip(s-t)) / sqrt(d) for t, s = 0 … N-1,\n"
              "clip(x) = max(-K, min(K, x)), with 2K+1 relative vectors r_-K … r_K.\n"
              "q, k and r are standard normal from the portable seeded generator (--seed,\n"
              "default 42: all of q row by row, then k, then r), or read from CSV or .npy\n"
              "files: --q and --k N x d, --rel (2K+1) x d with r_-K first; N, d and K then\n"
              "come from the files (when given as well they must agree; --seed then seeds\n"
              "only the values v and a^V of the value view). The default view, table, is\n"
              "the N x N matrix of the chosen term (default total) and its heatmap; the\n"
              "heatmap view is what the window's heatmap shows (above N = 1024 the 1024 x 1024\n"
              "window around --query). --json reports every term's min and max over the whole\n"
              "table (computed tile by tile, never holding N x N) and the number of clipped\n"
              "cells.");
}

QString ShawCommand::examples() const
{
    return QStringLiteral(
        "  pelab-cli shaw --positions 512 --dim 64 --clip 16 --json\n"
        "  pelab-cli shaw --positions 128 --dim 32 --clip 8 --term position --csv pos.csv "
        "--png pos.png\n"
        "  pelab-cli shaw --q q.npy --k k.npy --rel r.npy --npy scores.npy\n"
        "  pelab-cli shaw --positions 5000 --view heatmap --query 3000 --png window.png\n"
        "  pelab-cli shaw --positions 64 --view row --query 5 --csv row.csv\n");
}

void ShawCommand::prepareTab(const QCommandLineParser &parser)
{
    const QStringList files{ShawKeys::q, ShawKeys::k, ShawKeys::rel};
    const auto given = [&parser](const QString &key) {
        return parser.isSet(key) && !parser.value(key).trimmed().isEmpty();
    };
    if (!given(files[0]) && !given(files[1]) && !given(files[2]))
        return;
    for (const QString &key : files) {
        if (!given(key))
            throw CliError(tr("--q, --k and --rel go together: --%1 is missing").arg(key));
    }
}

void ShawCommand::checkShape(const ShawResult &result) const
{
    if (!result.loaded)
        return;
    for (ParameterKey key : {ShawKeys::positions, ShawKeys::dim, ShawKeys::clip}) {
        const std::int64_t files = result.state.integer(key);
        if (isGiven(key) && state().integer(key) != files)
            throw CliError(tr("--%1 %2 disagrees with the files, which give %3")
                               .arg(key.view())
                               .arg(state().integer(key))
                               .arg(files));
    }
}

int ShawCommand::run(const CliOutputOptions &outputs)
{
    if (listsOnly())
        return TabCommand::run(outputs);
    std::shared_ptr<const TabResult> computed;
    ViewData data;
    std::optional<pelab::ShawSummary> summary;
    try {
        computed = spec().compute(state(), taskControl());
        checkShape(static_cast<const ShawResult &>(*computed));
        // A report alone needs nothing N × N: the summary is tiled.
        if (!outputs.files.isEmpty())
            data = ViewComputation::complete(spec(), viewName(), computed, state(), taskControl());
        if (outputs.json)
            summary = static_cast<const ShawResult &>(*computed).scores->summary();
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
    if (data.isValid() && data.view->name == QLatin1String("table") &&
        !data.viewResultAs<ShawTermResult>().refusal.isEmpty())
        throw CliError(data.viewResultAs<ShawTermResult>().refusal);
    const auto &result = static_cast<const ShawResult &>(*computed);
    writeViewOutputs(outputs, data, [&](JsonWriter &json) { report(json, result, *summary); });
    return 0;
}

void ShawCommand::report(JsonWriter &json, const ShawResult &result,
                         const pelab::ShawSummary &summary) const
{
    const pelab::ShawScores &scores = *result.scores;
    json.add("command", "shaw");
    json.add("positions", scores.positions());
    json.add("dim", scores.dim());
    json.add("clip", scores.clip());
    json.add("relative_vectors", 2 * scores.clip() + 1);
    if (!result.loaded) {
        json.add("source", "seed");
        json.add("seed", std::int64_t(result.seed));
    } else {
        json.add("source", "files");
        for (ParameterKey key : {ShawKeys::q, ShawKeys::k, ShawKeys::rel})
            json.add(key.name(), state().text(key));
    }
    json.add("term", pelab::shawTermName(ShawSpec::term(state())));
    json.add("view", viewName());
    json.add("clipped_cells", std::int64_t(summary.clippedCells));
    const std::pair<const char *, pelab::ShawRange> ranges[] = {
        {"total", summary.total}, {"content", summary.content}, {"position", summary.position}};
    for (const auto &[name, range] : ranges) {
        json.beginObject(name);
        json.add("min", range.min);
        json.add("max", range.max);
        json.endObject();
    }
}

PELAB_REGISTER_TAB_COMMAND(shaw, ShawCommand)
