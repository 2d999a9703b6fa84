#pragma once

#include "spec/parameter.h"
#include "spec/relativeprofile.h"
#include "spec/tabresult.h"
#include "spec/tabstate.h"
#include "spec/viewspec.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QMap>
#include <QString>

#include <memory>

class TaskControl;

// A tab, declared once: its parameters and views and its computation from state to result.
// The window's page builds its controls from it, pelab-cli makes the tab's command from it
// (options, help, validation), and sessions store and read its state through it. Each tab
// derives one, built in its constructor with addParameter() and addView().
class TabSpec
{
    Q_DECLARE_TR_FUNCTIONS(TabSpec)

public:
    virtual ~TabSpec() = default;
    TabSpec(const TabSpec &) = delete;
    TabSpec &operator=(const TabSpec &) = delete;

    // The tab in sessions and settings, and its pelab-cli command: "sinusoidal".
    QString key() const { return m_key; }
    virtual QString title() const = 0;   // "Sinusoidal", translated
    virtual QString summary() const = 0; // one line for `pelab-cli --help`
    // What the status bar says while the tab's computation runs.
    virtual QString busyText() const = 0;

    const QList<Parameter> &parameters() const { return m_parameters; }
    int parameterIndex(const QString &key) const; // -1 for a key the tab does not have
    // The parameter of `key` (a `<Tab>Keys` constant, or a key read from a list of parameters);
    // a key the tab does not have stops the program in every build (qFatal naming the tab and
    // the key): ask parameterIndex() first where the key comes from outside.
    const Parameter &parameter(const QString &key) const;
    // The keys of the parameters whose stage is `stage`.
    QStringList keys(Parameter::Stage stage) const;
    // A key an older PE Lab wrote, now called `renamedKey(old)`; empty when none.
    QString renamedKey(const QString &oldKey) const { return m_renamed.value(oldKey); }

    const QList<ViewSpec> &views() const { return m_views; }
    // Its relative profiles (score, bias or similarity against distance) for the Compare tab.
    const QList<RelativeProfile> &profiles() const { return m_profiles; }
    const ViewSpec *view(const QString &name) const;
    QStringList viewNames() const;

    TabState defaults() const { return TabState(*this); }
    // Why `state` cannot be computed: a value its parameter refuses, or what core refuses
    // (coreProblem()); empty when it can.
    QString problem(const TabState &state) const;
    // What core's own validation says of these values, the memory limit aside (the
    // computation checks that when it allocates); empty when core accepts them.
    virtual QString coreProblem(const TabState &state) const;
    // The tab's computation: state → result, off the GUI thread; throws pelab::Error.
    virtual std::shared_ptr<const TabResult> compute(const TabState &state,
                                                     const TaskControl &control) const = 0;
    // The result `view`'s table needs when nothing else is made of it (pelab-cli writing data
    // files without a report or figure, the Python package's tables): by default compute(); a
    // tab whose small tables need only part of its result computes that part (RoPE's
    // frequencies, pairing, token ids, caches and layer schedule need no scores).
    virtual std::shared_ptr<const TabResult>
    computeForTable(const TabState &state, const QString &view, const TaskControl &control) const
    {
        Q_UNUSED(view);
        return compute(state, control);
    }

protected:
    // `context` is the tab's translation context (its class name, as lupdate sees it).
    TabSpec(const char *key, const char *context);
    Parameter &addParameter(Parameter parameter);
    ViewSpec &addView(ViewSpec view);
    RelativeProfile &addProfile(RelativeProfile profile);
    void addRenamedKey(const QString &oldKey, const QString &newKey);

private:
    QString m_key;
    const char *m_context = nullptr;
    QList<Parameter> m_parameters;
    QHash<QString, int> m_index; // key → index in m_parameters
    QList<ViewSpec> m_views;
    QList<RelativeProfile> m_profiles;
    QMap<QString, QString> m_renamed;
};
