#include "lessoncontroller.h"

#include "lesson/lessonlibrary.h"
#include "session/language.h"
#include "shell/lessontextdialog.h"
#include "shell/page.h"
#include "shell/presentcontroller.h"
#include "shell/presentwindow.h"
#include "spec/tabspec.h"
#include "task/backgroundtask.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSettings>
#include <QTabWidget>
#include <QTimer>

namespace {

const QString kLessonDirectory = QStringLiteral("recent/lessonDirectory");

} // namespace

LessonController::LessonController(QTabWidget *tabs, PresentController *presenter,
                                   QWidget *dialogParent)
    : QObject(dialogParent), m_tabs(tabs), m_presenter(presenter), m_dialogParent(dialogParent)
{
    m_task = new BackgroundTask(this);
    m_open = new QAction(tr("Open &Lesson…"), this);
    m_open->setObjectName(QStringLiteral("openLessonAction"));
    m_open->setToolTip(tr("Present a lesson: its slides full screen, one tab's view each, with "
                          "the note under the view (Page Down / Page Up move between them)"));
    m_open->setStatusTip(m_open->toolTip());
    connect(m_open, &QAction::triggered, this, [this] { askOpen(); });

    m_add = new QAction(tr("&Add Current View to Lesson…"), this);
    m_add->setObjectName(QStringLiteral("addToLessonAction"));
    m_add->setToolTip(tr("Append the current tab's parameters and view, with a note, to the "
                         "lesson being built"));
    m_add->setStatusTip(m_add->toolTip());
    connect(m_add, &QAction::triggered, this, &LessonController::askAdd);

    m_save = new QAction(tr("Save L&esson…"), this);
    m_save->setObjectName(QStringLiteral("saveLessonAction"));
    m_save->setToolTip(tr("Save the lesson being built; 'pelab-cli lesson FILE --pdf OUT.pdf' "
                          "prints it"));
    m_save->setStatusTip(m_save->toolTip());
    m_save->setEnabled(false);
    connect(m_save, &QAction::triggered, this, &LessonController::askSave);

    m_samples = new QMenu(tr("Sample Lesso&ns"), dialogParent);
    m_samples->setToolTip(tr("The lessons PE Lab ships"));
    m_samples->menuAction()->setStatusTip(m_samples->toolTip());
    for (const QString &name : LessonLibrary::names()) {
        LessonFile sample;
        if (!LessonFile::load(LessonLibrary::path(name), &sample, nullptr, nullptr))
            continue;
        QAction *action = m_samples->addAction(sample.title.text(Language::current()));
        action->setObjectName(QStringLiteral("lesson-") + name);
        action->setToolTip(sample.slides.size() == 1
                               ? tr("Present this lesson: 1 slide, a tab's view with a note")
                               : tr("Present this lesson: %1 slides, each a tab's view with a "
                                    "note")
                                     .arg(sample.slides.size()));
        action->setStatusTip(action->toolTip());
        connect(action, &QAction::triggered, this,
                [this, name] { askOpen(LessonLibrary::path(name)); });
    }
}

LessonController::~LessonController()
{
    if (m_progress)
        m_progress->deleteLater();
}

QList<Page *> LessonController::pages() const
{
    QList<Page *> out;
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (auto *page = qobject_cast<Page *>(m_tabs->widget(i)))
            out.append(page);
    }
    return out;
}

Page *LessonController::page(const QString &tab) const
{
    for (Page *page : pages()) {
        if (page->sessionKey() == tab)
            return page;
    }
    return nullptr;
}

bool LessonController::isComputing() const
{
    return m_task->isRunning();
}

bool LessonController::openLesson(const QString &fileName, QString *error, QStringList *warnings)
{
    LessonFile lesson;
    QList<LessonSlides::Prepared> slides;
    QString problem;
    if (!LessonFile::load(fileName, &lesson, error, warnings))
        return false;
    if (!LessonSlides::prepare(lesson, &slides, &problem)) {
        if (error)
            *error = tr("%1: %2").arg(QDir::toNativeSeparators(fileName), problem);
        return false;
    }
    for (const LessonSlides::Prepared &slide : std::as_const(slides)) {
        if (!page(slide.tab->key())) { // every tab has its page; a safeguard
            if (error)
                *error = tr("this window has no %1 tab").arg(slide.tab->key());
            return false;
        }
    }
    present(lesson, slides);
    return true;
}

void LessonController::present(const LessonFile &lesson,
                               const QList<LessonSlides::Prepared> &slides)
{
    if (m_progress)
        m_progress->deleteLater();
    m_progress = new QProgressDialog(
        slides.size() == 1 ? tr("Computing the lesson's slide…")
                           : tr("Computing the lesson's %1 slides…").arg(slides.size()),
        tr("Cancel"), 0, 0, m_dialogParent);
    m_progress->setWindowTitle(lesson.title.text(Language::current()));
    connect(m_progress, &QProgressDialog::canceled, m_task, &BackgroundTask::cancel);
    // Shown only when the slides take a moment (QProgressDialog's own timer waits 4 s, and its
    // minimum duration needs progress values a busy indicator does not have).
    QTimer::singleShot(300, m_progress, [dialog = m_progress.data()] { dialog->show(); });
    const QString language = Language::current();
    m_task->start<QList<ViewData>>(
        [slides](const TaskControl &control) {
            QList<ViewData> out;
            for (const LessonSlides::Prepared &slide : slides)
                out.append(LessonSlides::compute(slide, control));
            return out;
        },
        [this, lesson, slides, language](QList<ViewData> computed) {
            if (m_progress)
                m_progress->deleteLater();
            QList<PresentSlide> shown;
            for (qsizetype i = 0; i < computed.size(); ++i)
                shown.append(LessonSlides::present(computed[i], slides[i].note, language));
            m_lesson = lesson;
            m_save->setEnabled(true);
            PresentWindow *window = m_presenter->show(shown, 0);
            window->setWindowTitle(lesson.title.text(language));
            connect(window, &PresentWindow::finished, this, [this, slides](int index) {
                if (index >= 0 && index < slides.size())
                    showSlideInTab(slides[index]);
            });
            emit presented(window);
        },
        [this](const QString &message) {
            if (m_progress)
                m_progress->deleteLater();
            QMessageBox::warning(m_dialogParent, tr("Open Lesson"),
                                 tr("The lesson cannot be shown.\n\n%1").arg(message));
        });
}

// The slide presentation ended on, in its tab: what opening its session would show.
void LessonController::showSlideInTab(const LessonSlides::Prepared &slide)
{
    Page *target = page(slide.tab->key());
    if (!target)
        return;
    QStringList warnings;
    target->setParameters(slide.state.toJson(), &warnings);
    target->setSessionView(slide.view);
    m_tabs->setCurrentWidget(target);
}

bool LessonController::addCurrentView(const LessonText &note)
{
    auto *current = qobject_cast<Page *>(m_tabs->currentWidget());
    const ViewData data = current ? current->exportViewData() : ViewData();
    if (!data.isValid() || !data.view->hasFigure)
        return false;
    m_lesson.slides.append({data.tab->key(), data.view->name, data.state.toJson(), note});
    m_save->setEnabled(true);
    emit statusMessage(
        tr("Added %1 to the lesson as slide %2").arg(data.title()).arg(m_lesson.slides.size()));
    return true;
}

bool LessonController::saveLesson(const QString &fileName, QString *error)
{
    const QString missing = m_lesson.slides.isEmpty() ? tr("the lesson has no slides yet")
                            : m_lesson.title.en.trimmed().isEmpty()
                                ? tr("the lesson has no English title")
                                : QString();
    if (!missing.isEmpty()) {
        if (error)
            *error = missing;
        return false;
    }
    if (!m_lesson.save(fileName, error))
        return false;
    const QString file = QDir::toNativeSeparators(fileName);
    emit statusMessage(
        m_lesson.slides.size() == 1
            ? tr("Saved the lesson to %1 (1 slide)").arg(file)
            : tr("Saved the lesson to %1 (%2 slides)").arg(file).arg(m_lesson.slides.size()));
    return true;
}

void LessonController::askOpen(const QString &fileName)
{
    QSettings settings;
    QString file = fileName;
    if (file.isEmpty()) {
        file = QFileDialog::getOpenFileName(
            m_dialogParent, tr("Open Lesson"),
            settings.value(kLessonDirectory, QDir::homePath()).toString(),
            tr("PE Lab lesson (*.json);;All files (*)"));
        if (file.isEmpty())
            return;
        settings.setValue(kLessonDirectory, QFileInfo(file).absolutePath());
    }
    QString error;
    QStringList warnings;
    if (!openLesson(file, &error, &warnings))
        QMessageBox::warning(m_dialogParent, tr("Open Lesson"),
                             tr("The lesson was not opened; nothing changed.\n\n%1").arg(error));
    else if (!warnings.isEmpty())
        emit statusMessage(warnings.join(QStringLiteral("; ")));
}

void LessonController::askAdd()
{
    auto *current = qobject_cast<Page *>(m_tabs->currentWidget());
    const ViewData data = current ? current->exportViewData() : ViewData();
    if (!data.isValid() || !data.view->hasFigure) {
        emit statusMessage(tr("This view has no figure to add; choose a view with one."));
        return;
    }
    LessonTextDialog dialog(
        tr("Add Current View to Lesson"),
        tr("The note shown under %1 (slide %2):").arg(data.title()).arg(m_lesson.slides.size() + 1),
        {}, false, m_dialogParent);
    if (dialog.exec() == QDialog::Accepted)
        addCurrentView(dialog.text());
}

void LessonController::askSave()
{
    if (m_lesson.slides.isEmpty())
        return;
    LessonTextDialog titleDialog(tr("Save Lesson"), tr("The lesson's title:"), m_lesson.title, true,
                                 m_dialogParent);
    if (titleDialog.exec() != QDialog::Accepted)
        return;
    m_lesson.title = titleDialog.text();
    QSettings settings;
    const QString directory = settings.value(kLessonDirectory, QDir::homePath()).toString();
    QString fileName = QFileDialog::getSaveFileName(
        m_dialogParent, tr("Save Lesson"), QDir(directory).filePath(QStringLiteral("lesson.json")),
        tr("PE Lab lesson (*.json)"));
    if (fileName.isEmpty())
        return;
    if (!fileName.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive))
        fileName += QStringLiteral(".json");
    settings.setValue(kLessonDirectory, QFileInfo(fileName).absolutePath());
    QString error;
    if (!saveLesson(fileName, &error))
        QMessageBox::warning(m_dialogParent, tr("Save Lesson"), error);
}
