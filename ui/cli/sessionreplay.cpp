#include "sessionreplay.h"

#include "spec/tabspecs.h"

#include <QJsonValue>

#include <cmath>

namespace {

// Adds "--name value" for each key present in the parameters.
void addValues(SessionReplay::Plan &plan, const QJsonObject &parameters,
               std::initializer_list<const char *> keys)
{
    for (const char *key : keys) {
        const QString name = QLatin1String(key);
        if (parameters.contains(name))
            plan.options << QStringLiteral("--") + name
                         << SessionReplay::optionText(parameters.value(name));
    }
}

// Adds "--name" when the parameter is true.
void addFlag(SessionReplay::Plan &plan, const QJsonObject &parameters, const char *key)
{
    if (parameters.value(QLatin1String(key)).toBool())
        plan.options << QStringLiteral("--") + QLatin1String(key);
}

} // namespace

QString SessionReplay::optionText(const QJsonValue &value)
{
    if (value.isDouble()) {
        const double number = value.toDouble();
        if (number == std::floor(number) && std::fabs(number) < 9.0e15)
            return QString::number(qint64(number));
        return QString::number(number, 'g', 17);
    }
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    return value.toString();
}

SessionReplay::Plan SessionReplay::plan(const SessionExport &entry, const QString &outputFile)
{
    Plan plan;
    plan.outputFile = outputFile;
    plan.entry = entry;
    const QJsonObject &p = entry.parameters;
    const bool figure = ExportFormats::isFigure(entry.format);
    // The views and inputs no pelab-cli command reproduces are replayed by the tab's page.
    const auto viaPage = [&plan] {
        plan.command.clear();
        plan.options.clear();
        plan.viaPage = true;
        return plan;
    };
    // The commands require these options; a hand-edited session that lacks them (or gives them
    // as text) is replayed by the page, which takes the defaults with a remark, as Open
    // Session does.
    const auto lacksNumbers = [&p](std::initializer_list<const char *> keys) {
        for (const char *key : keys) {
            if (!p.value(QLatin1String(key)).isDouble())
                return true;
        }
        return false;
    };

    // A tab made from its specification replays the view from its state, as the window drew it.
    if (TabSpecs::find(entry.tab)) {
        plan.viaSpec = true;
        return plan;
    }
    plan.error = tr("%1: this PE Lab has no tab \"%2\"").arg(entry.file, entry.tab);
    return plan;
}
