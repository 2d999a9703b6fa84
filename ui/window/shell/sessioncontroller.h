#pragma once

#include "session/sessionfile.h"

#include <QObject>
#include <QPointer>

class Page;
class QAction;
class QMenu;
class QTabWidget;
class QWidget;

// The window's sessions and remembered state: File → Save Session… / Open Session… / Recent
// Sessions / Recent Exports, Reset to Defaults, the list of exports made since the session began
// (recorded through recordExport), and each tab's last parameters in the settings.
class SessionController : public QObject
{
    Q_OBJECT

public:
    static constexpr int kMaxRecent = 8;

    SessionController(QTabWidget *tabs, QWidget *dialogParent);

    QAction *saveAction() const { return m_save; }
    QAction *openAction() const { return m_open; }
    QAction *resetAction() const { return m_reset; }
    QMenu *recentSessionsMenu() const { return m_recentSessions; }
    QMenu *recentExportsMenu() const { return m_recentExports; }

    // The current state of the window as a session (every tab's parameters, current tab,
    // the exports recorded).
    SessionFile currentSession() const;
    const QList<SessionExport> &exports() const { return m_exports; }

    // Without dialogs: false with `error` set on failure (a bad file changes nothing).
    bool saveSession(const QString &fileName, QString *error);
    bool openSession(const QString &fileName, QString *error, QStringList *warnings);
    void applySession(const SessionFile &session, QStringList *warnings);

    // Each tab's parameters to and from the settings (group "tabs").
    void saveSettings() const;
    void restoreSettings();
    // Every tab back to its defaults; the remembered parameters are forgotten.
    void resetToDefaults();

public slots:
    void recordExport(const QString &tab, const QString &view, const QJsonObject &parameters,
                      const QString &fileName, ExportFormat format, const FigureOptions &figure);

signals:
    void statusMessage(const QString &text);

private:
    QList<Page *> pages() const;
    void askSave();
    void askOpen();
    void addRecent(const QString &key, const QString &fileName);
    void updateRecentMenus();

    QTabWidget *m_tabs = nullptr;
    QWidget *m_dialogParent = nullptr;
    QAction *m_save = nullptr;
    QAction *m_open = nullptr;
    QAction *m_reset = nullptr;
    QMenu *m_recentSessions = nullptr;
    QMenu *m_recentExports = nullptr;
    QList<SessionExport> m_exports;
};
