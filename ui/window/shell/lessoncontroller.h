#pragma once

#include "lesson/lessonfile.h"
#include "lesson/lessonslides.h"

#include <QObject>
#include <QPointer>

#include <functional>

class BackgroundTask;
class Page;
class PresentController;
class PresentWindow;
class QAction;
class QMenu;
class QProgressDialog;
class QTabWidget;
class QWidget;

// Lessons in the window: File → Open Lesson… and Sample Lessons present a lesson (its slides
// computed off the GUI thread behind a progress dialog, then shown by PresentController with
// their notes in the window's language); leaving the presentation shows the slide it ended on
// in its tab, the other tabs untouched. File → Add Current View to Lesson… appends the current
// tab's shown state and view with a note; File → Save Lesson… writes the lesson being built (an
// opened lesson becomes it, so it can be extended).
class LessonController : public QObject
{
    Q_OBJECT

public:
    LessonController(QTabWidget *tabs, PresentController *presenter, QWidget *dialogParent);
    ~LessonController() override;

    QAction *openAction() const { return m_open; }
    QAction *addAction() const { return m_add; }
    QAction *saveAction() const { return m_save; }
    QMenu *samplesMenu() const { return m_samples; }

    // The lesson being built (or the one opened last).
    const LessonFile &lesson() const { return m_lesson; }
    void setTitle(const LessonText &title) { m_lesson.title = title; }

    // Without dialogs. openLesson() checks the whole lesson first: false with `error` set and
    // nothing changed on a bad file; otherwise its slides are computed and then presented
    // (presented() is emitted).
    bool openLesson(const QString &fileName, QString *error, QStringList *warnings = nullptr);
    bool isComputing() const;
    // Appends the current tab's shown view; false when it shows no figure yet.
    bool addCurrentView(const LessonText &note);
    // False with `error` set when the lesson has no slide or no English title, or the write
    // failed (the old file is then left as it was).
    bool saveLesson(const QString &fileName, QString *error);

signals:
    void presented(PresentWindow *window);
    void statusMessage(const QString &text);

private:
    QList<Page *> pages() const;
    Page *page(const QString &tab) const;
    void present(const LessonFile &lesson, const QList<LessonSlides::Prepared> &slides);
    void showSlideInTab(const LessonSlides::Prepared &slide);
    void askOpen(const QString &fileName = {});
    void askAdd();
    void askSave();

    QTabWidget *m_tabs = nullptr;
    PresentController *m_presenter = nullptr;
    QWidget *m_dialogParent = nullptr;
    QAction *m_open = nullptr;
    QAction *m_add = nullptr;
    QAction *m_save = nullptr;
    QMenu *m_samples = nullptr;
    BackgroundTask *m_task = nullptr;
    QPointer<QProgressDialog> m_progress;
    LessonFile m_lesson;
};
