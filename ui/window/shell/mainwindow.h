#pragma once

#include <QMainWindow>

class QAction;
class DocumentController;
class ExportController;
class LessonController;
class Page;
class PresentController;
class QLabel;
class SessionController;
class ZoomController;
class QProgressBar;
class QTabWidget;
class QToolButton;

// The main window only assembles: the tabs (one Page each), menus, toolbar and status bar.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    QTabWidget *tabs() const { return m_tabs; }
    QList<Page *> pages() const;
    Page *currentPage() const;
    SessionController *sessions() const { return m_sessions; }
    PresentController *presenter() const { return m_present; }
    DocumentController *documents() const { return m_documents; }
    LessonController *lessons() const { return m_lessons; }

    // Switches the language ("" follows the system, "en", "ja"): remembers it in the settings,
    // installs its translations and shows a new window in it that takes over this one's tab
    // parameters, current tab, recorded exports and geometry; this window then closes (and is
    // deleted if it has Qt::WA_DeleteOnClose). Returns the new window (deleted on close), or
    // nullptr when the language shown does not change.
    MainWindow *chooseLanguage(const QString &language);
    // Shows the tab whose session key is `key` ("steplab"); false when there is none.
    bool showTab(const QString &key);

signals:
    // A window in another language took over from this one.
    void replaced(MainWindow *next);

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void addPage(Page *page);
    void createActions();
    void pageChanged();
    void showBusy(bool busy, const QString &what);
    void about();
    void showShortcuts();
    void restoreState();
    void saveState() const;
    void fitToScreen();
    void followSidePanel();

    QTabWidget *m_tabs = nullptr;
    ExportController *m_export = nullptr;
    DocumentController *m_documents = nullptr; // the Step-through lab's handout and worksheets
    SessionController *m_sessions = nullptr;
    ZoomController *m_zoom = nullptr;
    PresentController *m_present = nullptr;
    LessonController *m_lessons = nullptr;
    QProgressBar *m_progress = nullptr;
    QToolButton *m_cancel = nullptr;
    QLabel *m_busyLabel = nullptr;
    Page *m_connectedPage = nullptr;
    QAction *m_openModelConfig = nullptr; // routed to the current tab (RoPE, ALiBi)
    QAction *m_sidePanel = nullptr;       // View → Side Panel, the current tab's
    QMetaObject::Connection m_sidePanelShown;
    bool m_fitted = false; // fitted to its screen once shown
};
