#include "tabcontroller.h"

#include "spec/tabspec.h"
#include "task/backgroundtask.h"

#include <QTimer>

namespace {

constexpr int kPauseMs = 200; // edits closer together than this compute once

} // namespace

struct TabController::ViewSlot
{
    BackgroundTask *task = nullptr;
    std::shared_ptr<const ViewResult> result;
    std::shared_ptr<const TabResult> from; // the tab result it was computed from
};

TabController::TabController(const TabSpec &spec, QObject *parent)
    : QObject(parent), m_spec(spec), m_state(spec)
{
    m_currentView = spec.views().isEmpty() ? QString() : spec.views().constFirst().name;
    m_task = new BackgroundTask(this);
    watch(m_task, spec.busyText());
    for (const ViewSpec &view : spec.views()) {
        if (!view.compute)
            continue;
        auto *slot = new ViewSlot;
        slot->task = new BackgroundTask(this);
        watch(slot->task, view.busyText());
        m_viewSlots.insert(view.name, slot);
    }
    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kPauseMs);
    connect(m_debounce, &QTimer::timeout, this, &TabController::recompute);
    m_viewDebounce = new QTimer(this);
    m_viewDebounce->setSingleShot(true);
    m_viewDebounce->setInterval(kPauseMs);
    connect(m_viewDebounce, &QTimer::timeout, this, [this] { recomputeView(m_currentView); });
}

TabController::~TabController()
{
    // The tasks (children) wait for their jobs; the slots go after them.
    for (ViewSlot *slot : std::as_const(m_viewSlots))
        delete slot->task;
    qDeleteAll(m_viewSlots);
}

void TabController::watch(BackgroundTask *task, const QString &what)
{
    connect(task, &BackgroundTask::started, this, [this, what] { emit busyChanged(true, what); });
    connect(task, &BackgroundTask::finished, this, [this] { emit busyChanged(false, {}); });
    connect(task, &BackgroundTask::cancelled, this, [this] { emit busyChanged(false, {}); });
    connect(task, &BackgroundTask::progressChanged, this, &TabController::progressChanged);
}

void TabController::setValue(const QString &key, const QVariant &value)
{
    if (m_state.value(key) == value && m_state.value(key).typeId() == value.typeId())
        return;
    if (!m_state.set(key, value).isEmpty())
        return;
    emit valueChanged(key);
    const Parameter &parameter = m_spec.parameter(key);
    switch (parameter.stageOf()) {
    case Parameter::Stage::Compute:
        if (showsComputeValues()) {
            // Back to the values on screen (or to those a result brought, e.g. the shape of
            // loaded files): nothing to compute, and nothing refused.
            m_debounce->stop();
            m_task->cancel();
            setError({});
        } else {
            m_debounce->start();
        }
        break;
    case Parameter::Stage::View:
        if (!m_error.isEmpty())
            m_debounce->start(); // the values were refused or failed: try them all again
        else if (parameter.appliesTo(m_currentView) && m_viewSlots.contains(m_currentView))
            m_viewDebounce->start();
        else
            emit displayChanged(key); // a view without its own computation draws it
        break;
    case Parameter::Stage::Display:
        emit displayChanged(key);
        break;
    }
}

void TabController::setState(const TabState &state)
{
    Q_ASSERT(state.spec() == &m_spec);
    const TabState old = m_state;
    m_state = state;
    bool compute = false;
    for (const Parameter &parameter : m_spec.parameters()) {
        if (old.value(parameter.key()) == state.value(parameter.key()))
            continue;
        emit valueChanged(parameter.key());
        if (parameter.stageOf() == Parameter::Stage::Compute)
            compute = true;
        else
            emit displayChanged(parameter.key());
    }
    if (compute || !m_result || !m_error.isEmpty())
        m_debounce->start();
    else if (m_viewSlots.contains(m_currentView))
        m_viewDebounce->start();
}

void TabController::setCurrentView(const QString &view)
{
    if (view == m_currentView || !m_spec.view(view))
        return;
    m_currentView = view;
    // Only the shown view computes: the one left behind stops.
    for (auto it = m_viewSlots.cbegin(); it != m_viewSlots.cend(); ++it) {
        if (it.key() != view)
            it.value()->task->cancel();
    }
    if (m_viewSlots.contains(view) && !viewIsCurrent(view))
        recomputeView(view);
}

void TabController::setError(const QString &text)
{
    if (text == m_error)
        return;
    m_error = text;
    emit errorChanged(text);
}

void TabController::recompute()
{
    m_debounce->stop();
    const QString problem = m_spec.problem(m_state);
    if (!problem.isEmpty()) {
        // The last good result stays on screen; the banner says what is wrong.
        m_task->cancel();
        setError(tr("Cannot compute: %1").arg(problem));
        return;
    }
    const TabState state = m_state;
    const TabSpec *spec = &m_spec;
    m_task->start<std::shared_ptr<const TabResult>>(
        [spec, state](const TaskControl &control) { return spec->compute(state, control); },
        [this](std::shared_ptr<const TabResult> result) { showResult(std::move(result)); },
        [this](const QString &error) { setError(tr("Cannot compute: %1").arg(error)); });
}

void TabController::showResult(std::shared_ptr<const TabResult> result)
{
    m_result = std::move(result);
    setError({});
    emit resultChanged();
    if (m_viewSlots.contains(m_currentView))
        recomputeView(m_currentView);
}

bool TabController::showsComputeValues() const
{
    return m_result && m_result->state.sameValues(m_state, m_spec.keys(Parameter::Stage::Compute));
}

bool TabController::viewIsCurrent(const QString &view) const
{
    const ViewSlot *slot = m_viewSlots.value(view);
    if (!slot || !slot->result || slot->from != m_result)
        return false;
    // The view's own values as it was computed with them.
    for (const Parameter &parameter : m_spec.parameters()) {
        if (parameter.stageOf() == Parameter::Stage::View && parameter.appliesTo(view) &&
            slot->result->state.value(parameter.key()) != m_state.value(parameter.key()))
            return false;
    }
    return true;
}

void TabController::recomputeView(const QString &view)
{
    m_viewDebounce->stop();
    ViewSlot *slot = m_viewSlots.value(view);
    // While the tab computes, its new result computes the view when it arrives.
    if (!slot || !m_result || m_debounce->isActive() || m_task->isRunning())
        return;
    const ViewSpec *spec = m_spec.view(view);
    const std::shared_ptr<const TabResult> from = m_result;
    // The tab's values are the result's; the view's own are the current ones.
    TabState state = from->state;
    for (const Parameter &parameter : m_spec.parameters()) {
        if (parameter.stageOf() != Parameter::Stage::Compute)
            state.set(parameter.key(), m_state.value(parameter.key()));
    }
    const QString problem = m_spec.problem(state);
    if (!problem.isEmpty()) {
        // The view's last result stays on screen; the banner says what is wrong.
        slot->task->cancel();
        setError(tr("Cannot compute: %1").arg(problem));
        return;
    }
    slot->task->start<std::shared_ptr<const ViewResult>>(
        [spec, from, state](const TaskControl &control) {
            return spec->compute(*from, state, control);
        },
        [this, slot, from, view](std::shared_ptr<const ViewResult> result) {
            slot->result = std::move(result);
            slot->from = from;
            emit viewResultChanged(view);
        },
        [this](const QString &error) { setError(tr("Cannot compute: %1").arg(error)); });
}

ViewData TabController::viewData(const QString &view) const
{
    ViewData data;
    data.tab = &m_spec;
    data.view = m_spec.view(view);
    data.result = m_result;
    if (!data.view || !m_result)
        return data;
    data.state = m_result->state;
    // A view's own result counts while it matches what the controls say; after a change of
    // its values it is out of date until it is computed again, unless the new values are
    // refused: then, as the tab's result, the last one stays.
    const bool refused = !m_spec.problem(m_state).isEmpty();
    if (const ViewSlot *slot = m_viewSlots.value(view);
        slot && (viewIsCurrent(view) || (refused && slot->result && slot->from == m_result))) {
        data.viewResult = slot->result;
        data.state = slot->result->state;
    }
    // Colours and other display values are drawn as they are now.
    for (const QString &key : m_spec.keys(Parameter::Stage::Display))
        data.state.set(key, m_state.value(key));
    // A view without its own computation draws its view values as they are now too.
    if (!data.view->compute && !refused) {
        for (const QString &key : m_spec.keys(Parameter::Stage::View))
            data.state.set(key, m_state.value(key));
    }
    return data;
}

TabState TabController::shownState() const
{
    if (!m_result)
        return m_state;
    TabState shown = viewData(m_currentView).state;
    // The values of the other views' own computations: as the controls say, unless they are
    // refused (then those the shown result was computed with).
    if (!m_spec.problem(m_state).isEmpty())
        return shown;
    for (const Parameter &parameter : m_spec.parameters()) {
        if (parameter.stageOf() == Parameter::Stage::View && !parameter.appliesTo(m_currentView))
            shown.set(parameter.key(), m_state.value(parameter.key()));
    }
    return shown;
}

bool TabController::isComputing() const
{
    if (m_debounce->isActive() || m_viewDebounce->isActive())
        return true;
    for (const BackgroundTask *task : tasks()) {
        if (task->isRunning())
            return true;
    }
    return false;
}

QList<BackgroundTask *> TabController::tasks() const
{
    QList<BackgroundTask *> out{m_task};
    for (const ViewSlot *slot : m_viewSlots)
        out << slot->task;
    return out;
}

BackgroundTask *TabController::task(const QString &view) const
{
    if (view.isEmpty())
        return m_task;
    const ViewSlot *slot = m_viewSlots.value(view);
    return slot ? slot->task : nullptr;
}

void TabController::cancel()
{
    m_debounce->stop();
    m_viewDebounce->stop();
    for (BackgroundTask *task : tasks())
        task->cancel();
}
