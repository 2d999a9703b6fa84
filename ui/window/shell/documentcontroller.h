#pragma once

#include "export/atomicwriter.h"
#include "spec/tabresult.h"

#include <QObject>
#include <QPointer>

#include <functional>

class BackgroundTask;
class QAction;
class QProgressDialog;
class QWidget;
class TaskControl;

// The window's printed documents of the Step-through lab: File → Export Handout… (the whole
// walk-through for the tab's parameters) and File → Export Worksheets… (a class set and its
// answer key). Each asks in its dialog, makes the texts and figures on the GUI thread in the
// chosen language (HandoutWriter, WorksheetWriter: the code pelab-cli writes through) and writes
// the files on the thread pool with a progress dialog that can cancel; a failure is shown in a
// message box and leaves any old file as it was.
class DocumentController : public QObject
{
    Q_OBJECT

public:
    // `stepLabData` gives the Step-through lab's current ViewData (invalid without a result).
    DocumentController(QWidget *dialogParent, std::function<ViewData()> stepLabData);
    ~DocumentController() override;

    QAction *exportHandoutAction() const { return m_handout; }
    QAction *exportWorksheetsAction() const { return m_worksheets; }
    bool isWriting() const;

signals:
    void statusMessage(const QString &text);
    // A write ended (also when it failed or was cancelled).
    void written(const WriteResult &result);

public slots:
    void exportHandout();
    void exportWorksheets();

private:
    using Job = std::function<WriteResult(const TaskControl &control)>;
    void writeInBackground(const QString &what, const Job &job);
    void finish(const WriteResult &result);

    QWidget *m_dialogParent = nullptr;
    std::function<ViewData()> m_stepLabData;
    QAction *m_handout = nullptr;
    QAction *m_worksheets = nullptr;
    BackgroundTask *m_task = nullptr;
    QPointer<QProgressDialog> m_progress;
};
