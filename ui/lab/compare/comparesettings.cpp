#include "comparesettings.h"

#include "spec/tabspec.h"
#include "spec/tabspecs.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace CompareSettings {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("CompareSettings", text);
}

} // namespace

QMap<QString, TabState> parse(const QString &text, QString *error)
{
    const auto fail = [error](const QString &problem) {
        if (error)
            *error = problem;
        return QMap<QString, TabState>{};
    };
    static const QRegularExpression separators(QStringLiteral("[;\\n]"));
    QMap<QString, TabState> states;
    for (const QString &raw : text.split(separators, Qt::SkipEmptyParts)) {
        const QString entry = raw.trimmed();
        if (entry.isEmpty())
            continue;
        const qsizetype equals = entry.indexOf(QLatin1Char('='));
        const qsizetype dot = entry.indexOf(QLatin1Char('.'));
        if (equals < 0 || dot < 0 || dot > equals)
            return fail(tr("settings: '%1' is not tab.key=value").arg(entry));
        const QString tabKey = entry.left(dot).trimmed();
        const QString key = entry.mid(dot + 1, equals - dot - 1).trimmed();
        const QString value = entry.mid(equals + 1).trimmed();
        const TabSpec *tab = TabSpecs::find(tabKey);
        if (!tab || tab->profiles().isEmpty())
            return fail(tr("settings: no tab with profiles is called '%1'").arg(tabKey));
        if (tab->parameterIndex(key) < 0)
            return fail(tr("settings: the %1 tab has no parameter '%2'").arg(tabKey, key));
        const Parameter &parameter = tab->parameter(key);
        const QString name = tabKey + QLatin1Char('.') + key;
        QString problem;
        const QVariant parsed = parameter.type() == Parameter::Type::Flag && value.isEmpty()
                                    ? QVariant(true)
                                    : parameter.fromText(value, &problem, name);
        if (!problem.isEmpty())
            return fail(tr("settings: %1").arg(problem));
        if (!states.contains(tabKey))
            states.insert(tabKey, tab->defaults());
        states[tabKey].set(key, parsed);
    }
    if (error)
        error->clear();
    return states;
}

TabState stateOf(const QMap<QString, TabState> &states, const TabSpec &tab)
{
    return states.value(tab.key(), tab.defaults());
}

QString entriesOf(const TabSpec &tab, const TabState &state)
{
    const TabState defaults = tab.defaults();
    QStringList entries;
    for (const Parameter &parameter : tab.parameters()) {
        if (parameter.stageOf() == Parameter::Stage::Display)
            continue;
        const QVariant value = state.value(parameter.key());
        if (value == defaults.value(parameter.key()))
            continue;
        entries << tab.key() + QLatin1Char('.') + parameter.key() + QLatin1Char('=') +
                       parameter.toText(value);
    }
    return entries.join(QStringLiteral("; "));
}

QString problem(const QString &text)
{
    QString error;
    parse(text, &error);
    return error;
}

} // namespace CompareSettings
