#pragma once

#include "export/exporttable.h"
#include "spec/tabresult.h"

#include <QWidget>

class AdaptiveSplit;
class BackgroundTask;
class FigureSource;
class QAbstractItemModel;
class QScrollArea;
class QJsonObject;
class QLabel;
class QTabWidget;
class QTableView;
class QTimer;
class QVBoxLayout;
class SlideQuestions;

// The base of every tab: a title, an error banner above the content, and what the current view
// exports. Subclasses put their widgets into contentLayout() and report state by signals.
class Page : public QWidget
{
    Q_OBJECT

public:
    explicit Page(QWidget *parent = nullptr);

    virtual QString title() const = 0;
    // File name stem suggested for exports of the current view, e.g. "sinusoidal-128x512".
    virtual QString exportBaseName() const = 0;
    // The data of the current view (matrix + labels); invalid while nothing is computed.
    virtual ExportTable exportTable() const = 0;
    // The figure of the current view; nullptr when the view has none.
    virtual const FigureSource *exportFigure() const = 0;
    // What the current view shows, for a page made from its tab's specification (TabPage):
    // exports then go through ViewWriter, as pelab-cli's do. Invalid for other pages.
    virtual ViewData exportViewData() const { return {}; }
    // What View → Present asks before revealing a slide (the step-through lab's Ask first);
    // nullptr for a page that asks nothing.
    virtual SlideQuestions *slideQuestions() { return nullptr; }

    QString errorText() const;

    // Sessions and remembered state. sessionKey() names the tab in session files and settings
    // ("sinusoidal", "rope", ...). parameters() holds every parameter of the tab, keyed by the
    // long option names of the tab's pelab-cli command without the dashes ("dim", "positions",
    // "scaling"), so that a session can be replayed by the CLI. setParameters() applies what
    // it recognises, gives missing keys their defaults, and appends one line per unknown key
    // or bad value to `warnings`.
    virtual QString sessionKey() const = 0;
    virtual QJsonObject parameters() const = 0;
    virtual void setParameters(const QJsonObject &parameters, QStringList *warnings) = 0;
    // The current view in session files, e.g. "heatmap"; a session records it with each export
    // so that `pelab-cli session` regenerates the same table or figure. A tab with a single view
    // calls it "main".
    QString sessionView() const;
    QStringList sessionViews() const;
    // Shows the view named `view`; false (and nothing changes) when the tab has no such view.
    bool setSessionView(const QString &view);

    // True while work for the current parameters is pending: a background task running or a
    // parameter change waiting for its debounce timer. Results are final once it turns false.
    virtual bool isComputing() const;
    // File → Open Model Config…: true for a tab that reads a model's config.json (RoPE, ALiBi);
    // openModelConfig() then asks for one and applies it.
    virtual bool opensModelConfigs() const { return false; }
    // Every page of the window, once all are made (a page that follows the others' parameters,
    // the Compare tab, connects to them here).
    virtual void setSiblingPages(const QList<Page *> &) {}
    virtual void openModelConfig() {}
    // The page's side panel beside its views (View → Side Panel folds and opens it); nullptr
    // for a page without one.
    AdaptiveSplit *sidePanel() const { return m_side; }

signals:
    void statusMessage(const QString &text);
    // The current view's exportable content changed (new result, view switched, error).
    void exportChanged();
    // Long work: started (busy = true, with what it is) or finished; progress in percent.
    void busyChanged(bool busy, const QString &what);
    void progressChanged(int percent);

public slots:
    // Stops long work in progress, if any.
    virtual void cancel() {}

protected:
    void showEvent(QShowEvent *event) override;
    QVBoxLayout *contentLayout() const { return m_content; }
    // Puts the page's side panel (parameters, checks, steps) beside its views into
    // contentLayout(), `sideWidth` and `viewsWidth` wide at 100 %: where the page has no room
    // for both at the zoom, the panel folds to a strip named `name` (AdaptiveSplit), the same
    // on every page.
    AdaptiveSplit *addSidePanel(QWidget *side, QWidget *views, const QString &name, int sideWidth,
                                int viewsWidth = 1200);
    // Reports a background task's start (with `what`), end and progress as busyChanged()
    // and progressChanged(), which the main window shows in its status bar.
    void reportTask(BackgroundTask *task, const QString &what);
    // The timer that delays recomputation after a parameter change; isComputing() counts it.
    void watchDebounce(QTimer *debounce);
    // The widget that switches between the tab's views and their names in session files, in
    // its order (e.g. {"heatmap", "similarity"}).
    void setSessionViews(QTabWidget *views, const QStringList &names);
    // A read-only table view over `model`: stretched columns, no row header, alternating rows.
    QTableView *createTableView(QAbstractItemModel *model, const QString &objectName);
    void showError(const QString &message);
    void clearError();

private:
    QLabel *m_error = nullptr;
    QList<BackgroundTask *> m_tasks;
    QList<QTimer *> m_debounces;
    QTabWidget *m_views = nullptr;
    QStringList m_viewNames;
    QVBoxLayout *m_content = nullptr;
    QScrollArea *m_scroll = nullptr;
    AdaptiveSplit *m_side = nullptr;
};
