#pragma once

#include "spec/tabresult.h"
#include "spec/tabstate.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <memory>

class BackgroundTask;
class QTimer;
class TabSpec;

// A tab's state and results in the window, on QtCore alone: the values the controls set, the
// tab's computation run off the GUI thread after a short pause (the newest wins; Cancel stops
// it), each view's own computation run when that view is shown, and the last good result kept
// on screen while new values are refused. Pages bind their controls to it and only display.
class TabController : public QObject
{
    Q_OBJECT

public:
    explicit TabController(const TabSpec &spec, QObject *parent = nullptr);
    ~TabController() override;

    const TabSpec &spec() const { return m_spec; }
    const TabState &state() const { return m_state; }
    // A value from a control. Compute values recompute after a short pause, View values
    // recompute the shown view when it depends on them, Display values only redraw. A key the
    // tab does not have stops the program (TabState).
    void setValue(const QString &key, const QVariant &value);
    // Every value at once (a session, the settings, Reset).
    void setState(const TabState &state);

    std::shared_ptr<const TabResult> result() const { return m_result; }
    template <class R> const R *resultAs() const { return static_cast<const R *>(m_result.get()); }
    // The banner's text: why the current values are not shown ("Cannot compute: …"), or empty.
    QString errorText() const { return m_error; }

    // The view the window shows: views with their own computation compute while shown.
    void setCurrentView(const QString &view);
    QString currentView() const { return m_currentView; }
    // What `view` shows: the results and the state they came from, with the current display
    // values. Invalid while nothing (or not yet the view's own result) is computed. While the
    // current values are refused, the last good results (the view's own too) stay.
    ViewData viewData(const QString &view) const;
    ViewData currentViewData() const { return viewData(m_currentView); }
    // What a session records: the state of what is shown (the last good result's when the
    // current values were refused), with the current view's values and display values.
    TabState shownState() const;

    // True while work for the current values is pending (a pause, a computation).
    bool isComputing() const;
    QList<BackgroundTask *> tasks() const;
    // The task of the tab's computation (view empty), or of a view's own.
    BackgroundTask *task(const QString &view = {}) const;

signals:
    void valueChanged(const QString &key); // by setValue() or setState()
    void resultChanged();                  // a new result is shown
    void viewResultChanged(const QString &view);
    void displayChanged(const QString &key);
    void errorChanged(const QString &text);
    void busyChanged(bool busy, const QString &what);
    void progressChanged(int percent);

public slots:
    // Computes the current values now, without waiting for the pause.
    void recompute();
    void cancel();

private:
    struct ViewSlot;
    void setError(const QString &text);
    void showResult(std::shared_ptr<const TabResult> result);
    void recomputeView(const QString &view);
    bool viewIsCurrent(const QString &view) const;
    // True when the result on screen was computed from the current Compute values.
    bool showsComputeValues() const;
    void watch(BackgroundTask *task, const QString &what);

    const TabSpec &m_spec;
    TabState m_state;
    std::shared_ptr<const TabResult> m_result;
    QString m_error;
    QString m_currentView;
    QTimer *m_debounce = nullptr;
    QTimer *m_viewDebounce = nullptr;
    BackgroundTask *m_task = nullptr;
    QHash<QString, ViewSlot *> m_viewSlots; // views with their own computation
};
