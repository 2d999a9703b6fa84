#include "tabspec.h"

TabSpec::TabSpec(const char *key, const char *context)
    : m_key(QLatin1String(key)), m_context(context)
{}

Parameter &TabSpec::addParameter(Parameter parameter)
{
    if (parameterIndex(parameter.key()) >= 0)
        qFatal("TabSpec: the tab %s declares the parameter \"%s\" twice", qPrintable(m_key),
               qPrintable(parameter.key()));
    parameter.setTabContext(m_context);
    m_index.insert(parameter.key(), int(m_parameters.size()));
    m_parameters.append(std::move(parameter));
    return m_parameters.last();
}

ViewSpec &TabSpec::addView(ViewSpec view)
{
    view.context = m_context;
    m_views.append(std::move(view));
    return m_views.last();
}

RelativeProfile &TabSpec::addProfile(RelativeProfile profile)
{
    profile.context = m_context;
    profile.tabKey = m_key;
    m_profiles.append(std::move(profile));
    return m_profiles.last();
}

void TabSpec::addRenamedKey(const QString &oldKey, const QString &newKey)
{
    m_renamed.insert(oldKey, newKey);
}

int TabSpec::parameterIndex(const QString &key) const
{
    // Every value a state reads or sets looks its key up: a hash, not a walk over the list.
    return m_index.value(key, -1);
}

const Parameter &TabSpec::parameter(const QString &key) const
{
    const int index = parameterIndex(key);
    if (index < 0)
        qFatal("TabSpec: the tab %s has no parameter \"%s\"", qPrintable(m_key), qPrintable(key));
    return m_parameters.at(index);
}

QStringList TabSpec::keys(Parameter::Stage stage) const
{
    QStringList out;
    for (const Parameter &parameter : m_parameters) {
        if (parameter.stageOf() == stage)
            out << parameter.key();
    }
    return out;
}

const ViewSpec *TabSpec::view(const QString &name) const
{
    for (const ViewSpec &view : m_views) {
        if (view.name == name)
            return &view;
    }
    return nullptr;
}

QStringList TabSpec::viewNames() const
{
    QStringList names;
    for (const ViewSpec &view : m_views)
        names << view.name;
    return names;
}

QString TabSpec::problem(const TabState &state) const
{
    for (const Parameter &parameter : m_parameters) {
        const QString problem = parameter.problem(state.value(parameter.key()));
        if (!problem.isEmpty())
            return problem;
    }
    return coreProblem(state);
}

QString TabSpec::coreProblem(const TabState &) const
{
    return {};
}
