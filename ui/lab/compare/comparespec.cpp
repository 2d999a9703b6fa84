#include "comparespec.h"

#include "compare/comparesettings.h"
#include "compare/compareviews.h"
#include "compare/profilecatalog.h"
#include "spec/tabregistration.h"
#include "task/taskcontrol.h"

#include "error.h"

CompareSpec::CompareSpec() : TabSpec("compare", "CompareSpec")
{
    // The profiles are not listed here: the tabs declare them, and this specification is made
    // while the list of tabs is (ProfileCatalog asks for it only once the program runs).
    addParameter(
        Parameter::text(CompareKeys::profiles, QStringLiteral("sinusoidal,rope,alibi,shaw"),
                        [](const QString &text) {
                            QString error;
                            ProfileCatalog::parse(text, &error);
                            return error;
                        })
            .heldByView() // the page's list of profiles, each with a check box
            .label(QT_TR_NOOP("&Profiles:"))
            .help(QT_TR_NOOP("The profiles drawn, by name, separated by commas (pelab-cli "
                             "compare --list-profiles lists them): each tab declares its own."))
            .valueName("LIST"));
    addParameter(Parameter::integer(CompareKeys::maxDistance, 512, 1, pelab::kMaxProfileDistance)
                     .label(QT_TR_NOOP("&Largest distance Δ:"))
                     .help(QT_TR_NOOP("The curves run over the distances Δ = 0 … D between the "
                                      "query and a key before it."))
                     .valueName("D"));
    addParameter(Parameter::choice(CompareKeys::distanceScale,
                                   {{QStringLiteral("linear"), QT_TR_NOOP("Linear")},
                                    {QStringLiteral("log"), QT_TR_NOOP("Logarithmic (Δ ≥ 1)")}},
                                   "linear")
                     .stage(Parameter::Stage::Display)
                     .label(QT_TR_NOOP("&Distance axis:"))
                     .help(QT_TR_NOOP("The Δ axis of the figures: linear from 0, or logarithmic "
                                      "from 1 (the table keeps every Δ from 0).")));
    addParameter(
        Parameter::choice(CompareKeys::normalise,
                          {{QStringLiteral("none"), QT_TR_NOOP("None (as computed)")},
                           {QStringLiteral("at-zero"), QT_TR_NOOP("At Δ = 0: f(Δ) / f(0)")},
                           {QStringLiteral("unit"), QT_TR_NOOP("Unit: f(Δ) / max |f|")},
                           {QStringLiteral("z"), QT_TR_NOOP("z-scores over Δ")}},
                          "unit")
            .label(QT_TR_NOOP("&Normalisation:"))
            .help(QT_TR_NOOP("How curves of different scales share one axis: as computed; each "
                             "divided by its value at Δ = 0; each divided by its largest |value| "
                             "(within [−1, 1]); or z-scores (mean 0, standard deviation 1 over "
                             "Δ). A band is normalised with its curve.")));
    addParameter(Parameter::text(CompareKeys::settings, {}, &CompareSettings::problem)
                     .label(QT_TR_NOOP("&Settings:"))
                     .help(QT_TR_NOOP("Each profile's tab parameters other than its defaults, as "
                                      "tab.key=value separated by semicolons (rope.base=500000; "
                                      "alibi.heads=16). The window fills them in from the tabs "
                                      "while it follows them."))
                     .valueName("TEXT"));

    addView(CompareViews::overlay());
    addView(CompareViews::panels());
}

QString CompareSpec::title() const
{
    return tr("Compare");
}

QString CompareSpec::summary() const
{
    return tr("Every encoding's score, bias or similarity against the distance Δ, on one chart");
}

QString CompareSpec::busyText() const
{
    return tr("Computing the profiles…");
}

pelab::ProfileNormalisation CompareSpec::normalisation(const TabState &state)
{
    return pelab::parseNormalisation(state.text(CompareKeys::normalise).toStdString())
        .value_or(pelab::ProfileNormalisation::None);
}

bool CompareSpec::logarithmic(const TabState &state)
{
    return state.text(CompareKeys::distanceScale) == QLatin1String("log");
}

QString CompareSpec::normalisationText(pelab::ProfileNormalisation normalisation)
{
    switch (normalisation) {
    case pelab::ProfileNormalisation::None:
        return tr("as computed");
    case pelab::ProfileNormalisation::AtZero:
        return tr("each ÷ its value at Δ = 0");
    case pelab::ProfileNormalisation::Unit:
        return tr("each ÷ its largest |value|");
    case pelab::ProfileNormalisation::ZScore:
        return tr("z-scores over Δ");
    }
    return {};
}

QString CompareSpec::coreProblem(const TabState &state) const
{
    QString error;
    const QStringList ids = ProfileCatalog::parse(state.text(CompareKeys::profiles), &error);
    if (!error.isEmpty())
        return tr("profiles: %1").arg(error);
    const QMap<QString, TabState> states =
        CompareSettings::parse(state.text(CompareKeys::settings), &error);
    if (!error.isEmpty())
        return error;
    const std::int64_t maxDistance = state.integer(CompareKeys::maxDistance);
    try {
        pelab::validateProfileDistance(maxDistance);
    } catch (const pelab::Error &error) {
        return QString::fromUtf8(error.what());
    }
    for (const QString &id : ids) {
        const ProfileCatalog::Entry entry = ProfileCatalog::find(id);
        const TabState tabState = CompareSettings::stateOf(states, *entry.tab);
        const QString problem = entry.tab->problem(tabState);
        if (!problem.isEmpty())
            return tr("%1 (the %2 tab): %3").arg(id, entry.tab->key(), problem);
        const std::optional<std::int64_t> range = entry.profile->maxDistance(tabState);
        if (range && maxDistance > *range)
            return tr("%1 is defined up to Δ = %2 (asked for %3)")
                .arg(id)
                .arg(*range)
                .arg(maxDistance);
    }
    return {};
}

std::shared_ptr<const TabResult> CompareSpec::compute(const TabState &state,
                                                      const TaskControl &control) const
{
    auto result = std::make_shared<CompareResult>();
    result->state = state;
    result->maxDistance = state.integer(CompareKeys::maxDistance);
    result->logarithmic = logarithmic(state);
    result->normalisation = normalisation(state);
    const QStringList ids = ProfileCatalog::parse(state.text(CompareKeys::profiles));
    const QMap<QString, TabState> states =
        CompareSettings::parse(state.text(CompareKeys::settings));
    for (qsizetype i = 0; i < ids.size(); ++i) {
        if (!control.report(double(i) / double(ids.size())))
            throw pelab::Error("cancelled");
        const ProfileCatalog::Entry entry = ProfileCatalog::find(ids[i]);
        const RelativeProfile &declared = *entry.profile;
        ComparedProfile profile;
        profile.id = declared.id;
        profile.tabKey = entry.tab->key();
        profile.title = declared.titleText();
        profile.shortTitle = declared.shortTitleText();
        profile.formula = declared.formulaText();
        profile.band = declared.bandText();
        profile.centre = QLatin1String(declared.centre);
        try {
            profile.raw = declared.compute(CompareSettings::stateOf(states, *entry.tab),
                                           result->maxDistance, control);
        } catch (const pelab::Error &error) {
            throw pelab::Error(profile.id.toStdString() + ": " + error.what());
        }
        profile.shown = profile.raw;
        try {
            pelab::normaliseProfile(profile.shown, result->normalisation);
        } catch (const pelab::Error &error) {
            throw pelab::Error(profile.id.toStdString() + " " + error.what() + " (normalise " +
                               std::string(pelab::normalisationName(result->normalisation)) + ")");
        }
        result->profiles.append(std::move(profile));
    }
    return result;
}

PELAB_REGISTER_TAB_SPEC(compare, CompareSpec)
