#include "shell/documentcontroller.h"

#include "session/languagescope.h"
#include "shell/handoutdialog.h"
#include "shell/waitcursor.h"
#include "shell/worksheetdialog.h"
#include "steplab/handoutwriter.h"
#include "steplab/worksheetclass.h"
#include "steplab/worksheetwriter.h"
#include "task/backgroundtask.h"

#include "error.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QProgressDialog>

#include <memory>

DocumentController::DocumentController(QWidget *dialogParent, std::function<ViewData()> stepLabData)
    : QObject(dialogParent), m_dialogParent(dialogParent), m_stepLabData(std::move(stepLabData))
{
    m_task = new BackgroundTask(this);
    m_handout = new QAction(tr("Export &Handout…"), this);
    m_handout->setObjectName(QStringLiteral("exportHandoutAction"));
    m_handout->setStatusTip(tr("Write the Step-through lab's walk-through for its parameters as "
                               "a PDF handout"));
    m_handout->setToolTip(m_handout->statusTip());
    connect(m_handout, &QAction::triggered, this, &DocumentController::exportHandout);
    m_worksheets = new QAction(tr("Export &Worksheets…"), this);
    m_worksheets->setObjectName(QStringLiteral("exportWorksheetsAction"));
    m_worksheets->setStatusTip(tr("Write one step-through worksheet per student, each with its "
                                  "own parameters, and the answer key"));
    m_worksheets->setToolTip(m_worksheets->statusTip());
    connect(m_worksheets, &QAction::triggered, this, &DocumentController::exportWorksheets);
    connect(m_task, &BackgroundTask::progressChanged, this, [this](int percent) {
        if (m_progress)
            m_progress->setValue(percent);
    });
}

DocumentController::~DocumentController() = default;

bool DocumentController::isWriting() const
{
    return m_task->isRunning();
}

void DocumentController::exportHandout()
{
    if (isWriting())
        return;
    const ViewData data = m_stepLabData ? m_stepLabData() : ViewData();
    if (!data.isValid()) {
        QMessageBox::warning(m_dialogParent, tr("Export Handout"),
                             tr("The Step-through lab has no result to print: correct its "
                                "parameters first."));
        return;
    }
    HandoutDialog dialog(m_dialogParent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString fileName = dialog.fileName();
    std::shared_ptr<const HandoutWriter> writer;
    {
        // The texts and figures in the handout's language, on the GUI thread.
        const WaitCursor wait;
        const LanguageScope language(*qApp, dialog.options().language);
        writer = std::make_shared<const HandoutWriter>(data, dialog.options());
    }
    writeInBackground(tr("Writing the handout…"), [writer, fileName](const TaskControl &control) {
        return writer->write(fileName, &control);
    });
}

void DocumentController::exportWorksheets()
{
    if (isWriting())
        return;
    WorksheetDialog dialog(m_dialogParent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    std::shared_ptr<const WorksheetWriter> writer;
    try {
        const WaitCursor wait;
        const LanguageScope language(*qApp, dialog.options().language);
        const WorksheetClass worksheets(dialog.seed().value_or(0), dialog.students());
        writer = std::make_shared<const WorksheetWriter>(worksheets, dialog.fileName(),
                                                         dialog.keyFileName(), dialog.options());
    } catch (const pelab::Error &error) {
        QMessageBox::warning(m_dialogParent, tr("Export Worksheets"),
                             QString::fromUtf8(error.what()));
        return;
    }
    writeInBackground(tr("Writing the worksheets…"),
                      [writer](const TaskControl &control) { return writer->write(&control); });
}

void DocumentController::writeInBackground(const QString &what, const Job &job)
{
    m_progress = new QProgressDialog(what, tr("Cancel"), 0, 100, m_dialogParent);
    m_progress->setObjectName(QStringLiteral("documentProgress"));
    m_progress->setWindowModality(Qt::WindowModal);
    m_progress->setMinimumDuration(300);
    m_progress->setAutoClose(false);
    m_progress->setAutoReset(false);
    connect(m_progress, &QProgressDialog::canceled, m_task, [this] {
        m_task->cancel();
        if (m_progress)
            m_progress->deleteLater();
        emit statusMessage(tr("Cancelled: no file was written"));
        WriteResult cancelled;
        cancelled.error = tr("cancelled");
        emit written(cancelled);
    });
    m_handout->setEnabled(false);
    m_worksheets->setEnabled(false);
    emit statusMessage(what);
    m_task->start<WriteResult>(
        job, [this](WriteResult result) { finish(result); },
        [this](const QString &error) {
            WriteResult result;
            result.error = error;
            finish(result);
        });
}

void DocumentController::finish(const WriteResult &result)
{
    if (m_progress)
        m_progress->deleteLater();
    m_handout->setEnabled(true);
    m_worksheets->setEnabled(true);
    if (result.ok())
        emit statusMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(result.fileName)));
    else
        QMessageBox::warning(m_dialogParent, tr("Export failed"), result.error);
    emit written(result);
}
