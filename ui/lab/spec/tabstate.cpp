#include "tabstate.h"

#include "spec/tabspec.h"

#include <QCoreApplication>

TabState::TabState(const TabSpec &spec) : m_spec(&spec)
{
    for (const Parameter &parameter : spec.parameters())
        m_values.append(parameter.defaultValue());
}

int TabState::indexOf(const QString &key) const
{
    if (!m_spec)
        return -1;
    const int index = m_spec->parameterIndex(key);
    if (index < 0)
        qFatal("TabState: the tab %s has no parameter \"%s\"", qPrintable(m_spec->key()),
               qPrintable(key));
    return index;
}

QVariant TabState::value(const QString &key) const
{
    const int index = indexOf(key);
    return index >= 0 ? m_values.at(index) : QVariant();
}

QString TabState::set(const QString &key, const QVariant &value)
{
    if (!m_spec)
        return QStringLiteral("no tab has the parameter \"%1\"").arg(key);
    const int index = m_spec->parameterIndex(key);
    if (index < 0)
        return QStringLiteral("%1 has no parameter \"%2\"").arg(m_spec->key(), key);
    const Parameter &parameter = m_spec->parameters().at(index);
    if (parameter.type() != Parameter::Type::Text) {
        const QString problem = parameter.problem(value);
        if (!problem.isEmpty())
            return problem;
    } else if (value.typeId() != QMetaType::QString) {
        return parameter.problem(value);
    }
    m_values[index] = value;
    return {};
}

void TabState::setUnchecked(const QString &key, const QVariant &value)
{
    const int index = indexOf(key);
    if (index >= 0)
        m_values[index] = value;
}

bool TabState::sameValues(const TabState &other, const QStringList &keys) const
{
    for (const QString &key : keys) {
        if (value(key) != other.value(key))
            return false;
    }
    return true;
}

bool TabState::operator==(const TabState &other) const
{
    return m_spec == other.m_spec && m_values == other.m_values;
}

QJsonObject TabState::toJson() const
{
    QJsonObject json;
    if (!m_spec)
        return json;
    for (int i = 0; i < m_values.size(); ++i) {
        if (m_values.at(i).isNull())
            continue;
        const Parameter &parameter = m_spec->parameters().at(i);
        json.insert(parameter.key(), parameter.toJson(m_values.at(i)));
    }
    return json;
}

TabState TabState::fromJson(const TabSpec &spec, const QJsonObject &json, QStringList *warnings)
{
    TabState state(spec);
    const auto warn = [&](const QString &text) {
        if (warnings)
            warnings->append(text);
    };
    for (auto it = json.begin(); it != json.end(); ++it) {
        QString key = it.key();
        if (spec.parameterIndex(key) < 0) {
            const QString renamed = spec.renamedKey(key);
            if (renamed.isEmpty()) {
                warn(QCoreApplication::translate("PageParameters",
                                                 "%1: unknown parameter \"%2\" ignored")
                         .arg(spec.key(), key));
                continue;
            }
            warn(
                QCoreApplication::translate("TabState", "%1: parameter \"%2\" is now called \"%3\"")
                    .arg(spec.key(), key, renamed));
            if (json.contains(renamed))
                continue;
            key = renamed;
        }
        const Parameter &parameter = spec.parameter(key);
        QString expected;
        const QVariant value = parameter.fromJson(it.value(), &expected);
        if (!expected.isEmpty()) {
            warn(QCoreApplication::translate("PageParameters",
                                             "%1: parameter \"%2\" must be %3; the default is used")
                     .arg(spec.key(), key, expected));
            continue;
        }
        state.set(key, value);
    }
    return state;
}
