#include "shawspec.h"

#include "common/colormaps.h"
#include "shaw/shawprofiles.h"
#include "shaw/shawviews.h"
#include "spec/tabregistration.h"

#include "error.h"
#include "shawfiles.h"

namespace {} // namespace

ShawSpec::ShawSpec() : TabSpec("shaw", "ShawSpec")
{
    const QStringList termViews{QStringLiteral("table"), QStringLiteral("heatmap")};
    const QStringList rowViews{QStringLiteral("row")};
    addParameter(Parameter::integer(ShawKeys::positions, 64, 1, pelab::kMaxShawPositions)
                     .label(QT_TR_NOOP("&Positions N:"))
                     .help(QT_TR_NOOP("Sequence length N: queries t and keys s run over 0 … N − 1 "
                                      "(loaded files give their own)."))
                     .valueName("N"));
    addParameter(Parameter::integer(ShawKeys::dim, 16, 1, pelab::kMaxShawDim)
                     .label(QT_TR_NOOP("Head width &d:"))
                     .help(QT_TR_NOOP("Head width d of q, k and r; scores are divided by √d."))
                     .valueName("D"));
    addParameter(Parameter::integer(ShawKeys::clip, 4, 0, pelab::kMaxShawClip)
                     .label(QT_TR_NOOP("&Clipping distance K:"))
                     .help(QT_TR_NOOP("Clipping distance K: offsets s − t beyond ±K share r_−K or "
                                      "r_K; 2K + 1 relative vectors."))
                     .valueName("K"));
    addParameter(Parameter::integer(ShawKeys::seed, 42, 0, std::int64_t(pelab::kMaxShawSeed))
                     .label(QT_TR_NOOP("S&eed:"))
                     .help(QT_TR_NOOP("Seed of the portable generator: standard-normal q, k and r "
                                      "(unless loaded from files) and the values v and a^V of the "
                                      "value output, the same on every platform."))
                     .valueName("S"));
    const char *arrays = QT_TR_NOOP("Arrays (*.npy *.csv);;All files (*)");
    addParameter(Parameter::text(ShawKeys::q)
                     .filePath(arrays)
                     .label(QT_TR_NOOP("&q file:"))
                     .help(QT_TR_NOOP("Queries q: N × d (CSV rows or 2-D .npy). With the k and r "
                                      "files, q, k and r are read instead of seeded; N, d and K "
                                      "come from them.")));
    addParameter(Parameter::text(ShawKeys::k)
                     .filePath(arrays)
                     .label(QT_TR_NOOP("&k file:"))
                     .help(QT_TR_NOOP("Keys k: N × d, the shape of q.")));
    addParameter(Parameter::text(ShawKeys::rel)
                     .filePath(arrays)
                     .label(QT_TR_NOOP("&r file:"))
                     .help(QT_TR_NOOP("Relative vectors r: (2K + 1) × d, first row r_−K.")));
    addParameter(
        Parameter::integer(ShawKeys::query, 0, 0, pelab::kMaxShawPositions - 1)
            .stage(Parameter::Stage::View)
            .views({QStringLiteral("heatmap"), QStringLiteral("row"), QStringLiteral("value")})
            .label(QT_TR_NOOP("Q&uery row t:"))
            .help(QT_TR_NOOP("The query row t of the Row view and the value output; the "
                             "heatmap window of a large table is centred on it."))
            .valueName("T"));
    addParameter(Parameter::choice(ShawKeys::term,
                                   {{QStringLiteral("total"), QT_TR_NOOP("Total a(t, s)")},
                                    {QStringLiteral("content"), QT_TR_NOOP("Content q·k/√d")},
                                    {QStringLiteral("position"), QT_TR_NOOP("Position q·r/√d")}},
                                   "total")
                     .stage(Parameter::Stage::View)
                     .views(termViews)
                     .label(QT_TR_NOOP("He&atmap term:"))
                     .help(QT_TR_NOOP("The term the heatmap shows and the table and heatmap "
                                      "exports hold.")));
    addParameter(Parameter::choice(ColormapKeys::colormap, colormapChoices(), "rdbu")
                     .stage(Parameter::Stage::Display)
                     .views(termViews)
                     .label(QT_TR_NOOP("Co&lormap:"))
                     .help(QT_TR_NOOP("Colours of the heatmap.")));
    addParameter(
        Parameter::choice(
            ShawKeys::rowFilter,
            {{QStringLiteral("all"), QT_TR_NOOP("All keys")},
             {QStringLiteral("clipped"), QT_TR_NOOP("Clipped offsets only (|s − t| > K)")},
             {QStringLiteral("within"), QT_TR_NOOP("Within ±K only")}},
            "all")
            .stage(Parameter::Stage::Display)
            .views(rowViews)
            .help(QT_TR_NOOP("Which keys of row t the Row view lists (its export holds every "
                             "key).")));
    addParameter(Parameter::choice(ShawKeys::rowSort,
                                   {{QStringLiteral("key"), QT_TR_NOOP("Key s")},
                                    {QStringLiteral("offset"), QT_TR_NOOP("s − t")},
                                    {QStringLiteral("clip-index"), QT_TR_NOOP("Clip index")},
                                    {QStringLiteral("content"), QT_TR_NOOP("Content")},
                                    {QStringLiteral("position"), QT_TR_NOOP("Position")},
                                    {QStringLiteral("total"), QT_TR_NOOP("Total")},
                                    {QStringLiteral("weight"), QT_TR_NOOP("Weight α")}},
                                   "key")
                     .heldByView() // the Row view's header: a click sorts
                     .stage(Parameter::Stage::Display)
                     .views(rowViews)
                     .help(QT_TR_NOOP("The column the Row view's list is sorted by (a click on "
                                      "its header).")));
    addParameter(Parameter::choice(ShawKeys::rowOrder,
                                   {{QStringLiteral("ascending"), QT_TR_NOOP("Ascending")},
                                    {QStringLiteral("descending"), QT_TR_NOOP("Descending")}},
                                   "ascending")
                     .heldByView() // the Row view's header: a second click reverses
                     .stage(Parameter::Stage::Display)
                     .views(rowViews)
                     .help(QT_TR_NOOP("The order of the Row view's list.")));

    addView(ShawViews::table());
    addView(ShawViews::heatmap());
    addView(ShawViews::row());
    addView(ShawViews::relative());
    addView(ShawViews::value());
    for (const RelativeProfile &profile : ShawProfiles::all())
        addProfile(profile);
}

QString ShawSpec::title() const
{
    return tr("Shaw");
}

QString ShawSpec::summary() const
{
    return tr("Shaw et al. (2018) relative scores: content, position and total terms, clipping");
}

QString ShawSpec::busyText() const
{
    return tr("Preparing the Shaw vectors…");
}

bool ShawSpec::isLoaded(const TabState &state)
{
    return !state.text(ShawKeys::q).isEmpty() || !state.text(ShawKeys::k).isEmpty() ||
           !state.text(ShawKeys::rel).isEmpty();
}

pelab::ShawTerm ShawSpec::term(const TabState &state)
{
    return pelab::parseShawTerm(state.text(ShawKeys::term).toStdString())
        .value_or(pelab::ShawTerm::Total);
}

std::uint64_t ShawSpec::seed(const TabState &state)
{
    return std::uint64_t(state.integer(ShawKeys::seed));
}

std::int64_t ShawSpec::query(const TabState &state)
{
    return state.integer(ShawKeys::query);
}

QString ShawSpec::coreProblem(const TabState &state) const
{
    const std::int64_t positions = state.integer(ShawKeys::positions);
    try {
        pelab::validateShawPositions(positions);
        pelab::validateShawDim(state.integer(ShawKeys::dim));
        pelab::validateShawClip(state.integer(ShawKeys::clip));
        pelab::validateShawSeed(seed(state));
        // Loaded files give their own N: the views check the row against it.
        if (!isLoaded(state))
            pelab::validateShawQuery(query(state), positions);
    } catch (const pelab::Error &error) {
        return QString::fromUtf8(error.what());
    }
    if (isLoaded(state)) {
        for (ParameterKey key : {ShawKeys::q, ShawKeys::k, ShawKeys::rel}) {
            if (state.text(key).isEmpty())
                return tr("q, k and rel are read together: the %1 file is missing").arg(key.view());
        }
    }
    return {};
}

std::shared_ptr<const TabResult> ShawSpec::compute(const TabState &state, const TaskControl &) const
{
    auto result = std::make_shared<ShawResult>();
    result->state = state;
    result->seed = seed(state);
    result->loaded = isLoaded(state);
    if (result->loaded) {
        std::vector<std::string> notes;
        result->scores = std::make_shared<const pelab::ShawScores>(pelab::loadShawScores(
            state.text(ShawKeys::q).toStdString(), state.text(ShawKeys::k).toStdString(),
            state.text(ShawKeys::rel).toStdString(), pelab::kDefaultMemoryLimit, &notes));
        for (const std::string &note : notes)
            result->notes << QString::fromStdString(note);
        // What is shown and recorded is the shape the files gave.
        const pelab::ShawScores &scores = *result->scores;
        result->state.set(ShawKeys::positions, QVariant::fromValue(qint64(scores.positions())));
        result->state.set(ShawKeys::dim, QVariant::fromValue(qint64(scores.dim())));
        result->state.set(ShawKeys::clip, QVariant::fromValue(qint64(scores.clip())));
    } else {
        result->scores = std::make_shared<const pelab::ShawScores>(pelab::ShawScores::seeded(
            state.integer(ShawKeys::positions), state.integer(ShawKeys::dim),
            state.integer(ShawKeys::clip), result->seed));
    }
    const pelab::ShawScores &scores = *result->scores;
    auto [v, relV] =
        pelab::seededShawValues(scores.positions(), scores.dim(), scores.clip(), result->seed);
    result->values = std::make_shared<const pelab::Matrix>(std::move(v));
    result->relValues = std::make_shared<const pelab::Matrix>(std::move(relV));
    return result;
}

PELAB_REGISTER_TAB_SPEC(shaw, ShawSpec)
