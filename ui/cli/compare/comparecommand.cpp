#include "comparecommand.h"

#include "clicommandregistration.h"
#include "compare/comparespec.h"
#include "compare/compareviews.h"
#include "compare/profilecatalog.h"
#include "export/jsonwriter.h"
#include "spec/tabspecs.h"

#include <QCommandLineParser>

#include <algorithm>
#include <cstdio>

namespace {

const QString kListProfiles = QStringLiteral("list-profiles");

} // namespace

CompareCommand::CompareCommand() : TabCommand(*TabSpecs::find(QStringLiteral("compare"))) {}

QString CompareCommand::synopsis() const
{
    return tr("[--profiles LIST] [--max-distance D] [--normalise none|at-zero|unit|z] "
              "[--distance-scale linear|log] [--settings TEXT] [--view overlay|panels] "
              "[--list-profiles] [options]");
}

QString CompareCommand::description() const
{
    return tr("Draws what each encoding gives two positions as their distance grows: each\n"
              "tab's relative profile (its score, bias or similarity against the distance\n"
              "D = t - s of a key before the query) for D = 0 ... --max-distance, computed\n"
              "with the tab's default parameters changed by --settings (tab.key=value\n"
              "separated by semicolons, each value as the tab's own option takes it), then\n"
              "normalised to share one axis: none, at-zero (each divided by its value at\n"
              "D = 0), unit (each divided by its largest |value|) or z (z-scores over D).\n"
              "Where a profile varies with the absolute position or the head it has a band:\n"
              "the CSV holds its minimum, centre (median or mean) and maximum. The overlay\n"
              "view draws every profile on one chart, the panels view one chart each.\n"
              "--list-profiles lists the profiles the tabs declare.");
}

QString CompareCommand::examples() const
{
    return QStringLiteral(
        "  pelab-cli compare --profiles sinusoidal,rope,alibi,shaw --max-distance 512 "
        "--png profiles.png\n"
        "  pelab-cli compare --profiles rope,rope-bound --settings \"rope.dim=128; "
        "rope.base=500000\" --max-distance 4096 --distance-scale log --pdf rope.pdf\n"
        "  pelab-cli compare --profiles sinusoidal,rope,alibi,shaw,learned --max-distance 63 "
        "--normalise z --view panels --csv profiles.csv\n"
        "  pelab-cli compare --list-profiles\n");
}

void CompareCommand::addTabOptions(CommandOptions &options) const
{
    options.add(QCommandLineOption(
        kListProfiles, tr("List the profiles the tabs declare (name, tab, title, formula) and "
                          "exit.")));
}

void CompareCommand::prepareTab(const QCommandLineParser &parser)
{
    m_listProfiles = parser.isSet(kListProfiles);
}

int CompareCommand::run(const CliOutputOptions &outputs)
{
    if (!m_listProfiles)
        return TabCommand::run(outputs);
    QString text;
    for (const ProfileCatalog::Entry &entry : ProfileCatalog::all()) {
        const RelativeProfile &profile = *entry.profile;
        text +=
            QStringLiteral("%1\t%2\t%3\t%4%5\n")
                .arg(profile.id, entry.tab->key(), profile.titleText(), profile.formulaText(),
                     profile.band ? QStringLiteral("\tband: ") + profile.bandText() : QString());
    }
    const QByteArray bytes = text.toLocal8Bit();
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
    std::fflush(stdout);
    return 0;
}

void CompareCommand::report(JsonWriter &json, const ViewData &data) const
{
    TabCommand::report(json, data);
    const auto &r = data.resultAs<CompareResult>();
    json.add("view", viewName());
    json.beginArray("curves");
    for (const ComparedProfile &profile : r.profiles) {
        json.beginObject();
        json.add("id", profile.id);
        json.add("tab", profile.tabKey);
        json.add("title", profile.title);
        json.add("formula", profile.formula);
        if (!profile.band.isEmpty()) {
            json.add("band", profile.band);
            json.add("centre", profile.centre);
        }
        const auto range = [&json](const char *key, const pelab::ProfileCurve &curve) {
            json.beginObject(key);
            json.add("at_zero", curve.centre.front());
            json.add("at_max_distance", curve.centre.back());
            const auto [least, most] =
                std::minmax_element(curve.centre.begin(), curve.centre.end());
            json.add("min", *least);
            json.add("max", *most);
            json.endObject();
        };
        range("raw", profile.raw);
        range("shown", profile.shown);
        json.endObject();
    }
    json.endArray();
}

PELAB_REGISTER_TAB_COMMAND(compare, CompareCommand)
