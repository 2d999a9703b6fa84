#include "sessioncontroller.h"

#include "shell/page.h"

#include <QAction>
#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QTabWidget>
#include <QUrl>

namespace {

const QString kRecentSessions = QStringLiteral("recent/sessions");
const QString kRecentExports = QStringLiteral("recent/exports");
const QString kSessionDirectory = QStringLiteral("recent/sessionDirectory");

QString tabSettingsKey(const QString &tab)
{
    return QStringLiteral("tabs/") + tab;
}

} // namespace

SessionController::SessionController(QTabWidget *tabs, QWidget *dialogParent)
    : QObject(dialogParent), m_tabs(tabs), m_dialogParent(dialogParent)
{
    m_open =
        new QAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open Session…"), this);
    m_open->setShortcut(QKeySequence::Open);
    m_open->setToolTip(tr("Open a session: every tab's parameters and the exports to regenerate"));
    m_open->setStatusTip(m_open->toolTip());
    connect(m_open, &QAction::triggered, this, &SessionController::askOpen);

    m_save = new QAction(QIcon::fromTheme(QStringLiteral("document-save-as")), tr("&Save Session…"),
                         this);
    m_save->setShortcut(QKeySequence::Save);
    m_save->setToolTip(tr("Save every tab's parameters and the exports made so far to a session "
                          "file; 'pelab-cli session FILE' regenerates the exports"));
    m_save->setStatusTip(m_save->toolTip());
    connect(m_save, &QAction::triggered, this, &SessionController::askSave);

    m_reset = new QAction(tr("&Reset to Defaults"), this);
    m_reset->setToolTip(tr("Put every tab's parameters back to their defaults"));
    m_reset->setStatusTip(m_reset->toolTip());
    connect(m_reset, &QAction::triggered, this, [this] {
        if (QMessageBox::question(m_dialogParent, tr("Reset to Defaults"),
                                  tr("Put every tab's parameters back to their defaults?")) ==
            QMessageBox::Yes)
            resetToDefaults();
    });

    m_recentSessions = new QMenu(tr("Recent Sessio&ns"), dialogParent);
    m_recentSessions->setToolTip(tr("Sessions opened or saved recently"));
    m_recentExports = new QMenu(tr("Recent E&xports"), dialogParent);
    m_recentExports->setToolTip(tr("Files exported recently; choose one to open it"));
    updateRecentMenus();
}

QList<Page *> SessionController::pages() const
{
    QList<Page *> out;
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (auto *page = qobject_cast<Page *>(m_tabs->widget(i)))
            out.append(page);
    }
    return out;
}

SessionFile SessionController::currentSession() const
{
    SessionFile session;
    for (Page *page : pages())
        session.tabs.insert(page->sessionKey(), page->parameters());
    if (auto *page = qobject_cast<Page *>(m_tabs->currentWidget()))
        session.currentTab = page->sessionKey();
    session.exports = m_exports;
    return session;
}

bool SessionController::saveSession(const QString &fileName, QString *error)
{
    if (!currentSession().save(fileName, error))
        return false;
    addRecent(kRecentSessions, fileName);
    emit statusMessage(tr("Saved the session to %1 (%n export(s))", nullptr, int(m_exports.size()))
                           .arg(QDir::toNativeSeparators(fileName)));
    return true;
}

bool SessionController::openSession(const QString &fileName, QString *error, QStringList *warnings)
{
    SessionFile session;
    if (!SessionFile::load(fileName, &session, error, warnings))
        return false;
    applySession(session, warnings);
    addRecent(kRecentSessions, fileName);
    emit statusMessage(tr("Opened the session %1").arg(QDir::toNativeSeparators(fileName)));
    return true;
}

void SessionController::applySession(const SessionFile &session, QStringList *warnings)
{
    QStringList known;
    for (Page *page : pages()) {
        known << page->sessionKey();
        page->setParameters(session.tabs.value(page->sessionKey()), warnings);
        if (page->sessionKey() == session.currentTab)
            m_tabs->setCurrentWidget(page);
    }
    for (auto it = session.tabs.begin(); it != session.tabs.end(); ++it) {
        if (!known.contains(it.key()) && warnings)
            warnings->append(tr("unknown tab \"%1\" ignored").arg(it.key()));
    }
    m_exports = session.exports;
}

void SessionController::recordExport(const QString &tab, const QString &view,
                                     const QJsonObject &parameters, const QString &fileName,
                                     ExportFormat format, const FigureOptions &figure)
{
    SessionExport entry;
    entry.tab = tab;
    entry.view = view;
    entry.parameters = parameters;
    entry.format = format;
    entry.file = QFileInfo(fileName).fileName();
    entry.figure = figure;
    // A file written again replaces its earlier entry: the session regenerates the last one.
    m_exports.removeIf([&entry](const SessionExport &e) { return e.file == entry.file; });
    m_exports.append(entry);
    addRecent(kRecentExports, fileName);
}

void SessionController::saveSettings() const
{
    QSettings settings;
    for (Page *page : pages())
        settings.setValue(
            tabSettingsKey(page->sessionKey()),
            QString::fromUtf8(QJsonDocument(page->parameters()).toJson(QJsonDocument::Compact)));
}

void SessionController::restoreSettings()
{
    QSettings settings;
    for (Page *page : pages()) {
        const QString text = settings.value(tabSettingsKey(page->sessionKey())).toString();
        if (text.isEmpty())
            continue;
        const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8());
        QStringList warnings; // stale settings of an older version: quietly take the defaults
        if (document.isObject())
            page->setParameters(document.object(), &warnings);
    }
}

void SessionController::resetToDefaults()
{
    QSettings settings;
    settings.remove(QStringLiteral("tabs"));
    for (Page *page : pages())
        page->setParameters(QJsonObject(), nullptr);
    emit statusMessage(tr("Every tab is back to its defaults"));
}

void SessionController::askSave()
{
    QSettings settings;
    const QString directory = settings.value(kSessionDirectory, QDir::homePath()).toString();
    QString fileName = QFileDialog::getSaveFileName(
        m_dialogParent, tr("Save Session"),
        QDir(directory).filePath(QStringLiteral("session.json")), tr("PE Lab session (*.json)"));
    if (fileName.isEmpty())
        return;
    if (!fileName.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive))
        fileName += QStringLiteral(".json");
    settings.setValue(kSessionDirectory, QFileInfo(fileName).absolutePath());
    QString error;
    if (!saveSession(fileName, &error))
        QMessageBox::warning(m_dialogParent, tr("Save Session"), error);
}

void SessionController::askOpen()
{
    QSettings settings;
    const QString directory = settings.value(kSessionDirectory, QDir::homePath()).toString();
    const QString fileName =
        QFileDialog::getOpenFileName(m_dialogParent, tr("Open Session"), directory,
                                     tr("PE Lab session (*.json);;All files (*)"));
    if (fileName.isEmpty())
        return;
    settings.setValue(kSessionDirectory, QFileInfo(fileName).absolutePath());
    QString error;
    QStringList warnings;
    if (!openSession(fileName, &error, &warnings))
        QMessageBox::warning(m_dialogParent, tr("Open Session"),
                             tr("The session was not opened; nothing changed.\n\n%1").arg(error));
    else if (!warnings.isEmpty())
        QMessageBox::information(m_dialogParent, tr("Open Session"),
                                 tr("The session was opened with these remarks:\n\n%1")
                                     .arg(warnings.join(QLatin1Char('\n'))));
}

void SessionController::addRecent(const QString &key, const QString &fileName)
{
    QSettings settings;
    QStringList files = settings.value(key).toStringList();
    const QString path = QFileInfo(fileName).absoluteFilePath();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecent)
        files.removeLast();
    settings.setValue(key, files);
    updateRecentMenus();
}

void SessionController::updateRecentMenus()
{
    QSettings settings;
    for (QMenu *menu : {m_recentSessions, m_recentExports}) {
        const bool sessions = menu == m_recentSessions;
        menu->clear();
        const QStringList files =
            settings.value(sessions ? kRecentSessions : kRecentExports).toStringList();
        for (int i = 0; i < files.size(); ++i) {
            const QString &file = files[i];
            QAction *action = menu->addAction(
                QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(file).fileName()));
            action->setToolTip(QDir::toNativeSeparators(file));
            action->setStatusTip(action->toolTip());
            connect(action, &QAction::triggered, this, [this, file, sessions] {
                if (!sessions) {
                    QDesktopServices::openUrl(QUrl::fromLocalFile(file));
                    return;
                }
                QString error;
                QStringList warnings;
                if (!openSession(file, &error, &warnings))
                    QMessageBox::warning(
                        m_dialogParent, tr("Open Session"),
                        tr("The session was not opened; nothing changed.\n\n%1").arg(error));
            });
        }
        menu->setEnabled(!files.isEmpty());
    }
}
