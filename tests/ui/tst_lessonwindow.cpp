// Lessons in the window: File → Open Lesson presents every slide (computed off the GUI thread)
// with its note under the view, in the window's language; Page Down / Page Up move between the
// slides; leaving shows the last slide in its tab exactly as opening its session would (the same
// state, view and exported bytes), the other tabs untouched; a bad lesson changes nothing;
// File → Add Current View to Lesson and Save Lesson write a lesson that reads back the same.
#include "lesson/lessonlibrary.h"
#include "lesson/lessonslides.h"
#include "present/notation.h"
#include "session/language.h"
#include "shell/lessoncontroller.h"
#include "shell/mainwindow.h"
#include "shell/page.h"
#include "shell/presentcontroller.h"
#include "shell/presentwindow.h"
#include "task/taskcontrol.h"
#include "text/linebreaks.h"
#include "view/viewwriter.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QPointer>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

Page *pageOf(MainWindow &window, const QString &key)
{
    for (Page *page : window.pages()) {
        if (page->sessionKey() == key)
            return page;
    }
    return nullptr;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

LessonFile shipped(const QString &name)
{
    LessonFile lesson;
    LessonFile::load(LessonLibrary::path(name), &lesson, nullptr, nullptr);
    return lesson;
}

// The note as a reader copies it (without the marks of LineBreaks).
QString noteText(const PresentWindow *shown)
{
    return LineBreaks::plain(shown->findChild<QLabel *>(u"presentNote"_s)->text());
}

// A note as the slide shows it: its notation typeset ("R_t" as R with a subscript t).
QString shownNote(const QString &note)
{
    return Notation::hasScripts(note) ? Notation::html(note) : note;
}

} // namespace

class TestLessonWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void menuEntries();
    void presentsEverySlide();
    void leavingShowsTheSlideInItsTab();
    void japaneseNotes();
    void badLessonChangesNothing();
    void addAndSave();

private:
    PresentWindow *open(const QString &file);
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
};

void TestLessonWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(m_dir.isValid());
}

void TestLessonWindow::cleanup()
{
    m_window.reset();
    Language::install(*qApp, u"en"_s);
}

PresentWindow *TestLessonWindow::open(const QString &file)
{
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    if (!QTest::qWaitForWindowExposed(m_window.get()))
        return nullptr;
    QSignalSpy presented(m_window->lessons(), &LessonController::presented);
    QString error;
    if (!m_window->lessons()->openLesson(file, &error)) {
        qWarning("%s", qPrintable(error));
        return nullptr;
    }
    if (!presented.wait(60000))
        return nullptr;
    return m_window->presenter()->presentation();
}

void TestLessonWindow::menuEntries()
{
    m_window = std::make_unique<MainWindow>();
    for (const char *name : {"openLessonAction", "addToLessonAction", "saveLessonAction"})
        QVERIFY2(m_window->findChild<QAction *>(QLatin1String(name)), name);
    QMenu *samples = m_window->lessons()->samplesMenu();
    QCOMPARE(samples->actions().size(), 3);
    QCOMPARE(samples->actions()[1]->text(), shipped(u"positions-in-two-dimensions"_s).title.en);
    QCOMPARE(samples->actions()[2]->text(), shipped(u"why-sin-cos"_s).title.en);
    QVERIFY(!m_window->findChild<QAction *>(u"saveLessonAction"_s)->isEnabled());
}

void TestLessonWindow::presentsEverySlide()
{
    const LessonFile lesson = shipped(u"why-sin-cos"_s);
    QPointer<PresentWindow> shown = open(LessonLibrary::path(u"why-sin-cos"_s));
    QVERIFY(shown);
    QVERIFY(shown->isFullScreen());
    QVERIFY(QTest::qWaitForWindowActive(shown));
    QCOMPARE(shown->count(), lesson.slides.size());
    QCOMPARE(shown->current(), 0);
    QCOMPARE(shown->windowTitle(), lesson.title.en);
    QCOMPARE(noteText(shown), shownNote(lesson.slides[0].note.en));
    QVERIFY(shown->findChild<QLabel *>(u"presentNote"_s)->isVisible());
    QTest::keyClick(shown, Qt::Key_PageDown);
    QCOMPARE(shown->current(), 1);
    QCOMPARE(noteText(shown), shownNote(lesson.slides[1].note.en));
    QTest::keyClick(shown, Qt::Key_End);
    QCOMPARE(noteText(shown), shownNote(lesson.slides.constLast().note.en));
    QTest::keyClick(shown, Qt::Key_PageUp);
    QCOMPARE(shown->current(), lesson.slides.size() - 2);
    // Opening a lesson makes it the lesson being built: it can be extended and saved.
    QVERIFY(m_window->lessons()->lesson() == lesson);
    QVERIFY(m_window->findChild<QAction *>(u"saveLessonAction"_s)->isEnabled());
}

void TestLessonWindow::leavingShowsTheSlideInItsTab()
{
    const LessonFile lesson = shipped(u"why-sin-cos"_s);
    QList<LessonSlides::Prepared> prepared;
    QVERIFY(LessonSlides::prepare(lesson, &prepared, nullptr));
    QPointer<PresentWindow> shown = open(LessonLibrary::path(u"why-sin-cos"_s));
    QVERIFY(shown);
    MainWindow &window = *m_window;
    Page *sinusoidal = pageOf(window, u"sinusoidal"_s);
    const QJsonObject untouched = sinusoidal->parameters();
    // Presenting changed no tab.
    QCOMPARE(window.currentPage()->sessionKey(), u"sinusoidal"_s);
    QCOMPARE(pageOf(window, u"steplab"_s)->parameters().value(u"step"_s).toInt(), 1);

    QVERIFY(QTest::qWaitForWindowActive(shown));
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(shown, Qt::Key_PageDown); // slide 4: the step-through lab, step 6
    QTest::keyClick(shown, Qt::Key_Escape);
    QTRY_VERIFY(!shown);
    Page *steplab = pageOf(window, u"steplab"_s);
    QCOMPARE(window.currentPage(), steplab);
    QCOMPARE(steplab->sessionView(), prepared[3].view);
    QCOMPARE(steplab->parameters(), prepared[3].state.toJson());
    QCOMPARE(sinusoidal->parameters(), untouched);
    QTRY_VERIFY(!steplab->isComputing());
    // What the tab shows now exports the bytes the slide's own view writes.
    const ViewData tab = steplab->exportViewData();
    QVERIFY(tab.isValid());
    QVERIFY(tab.state == prepared[3].state);
    const ViewData slide = LessonSlides::compute(prepared[3], TaskControl());
    QVERIFY(ViewWriter::write(tab, ExportFormat::Csv, m_dir.filePath(u"tab.csv"_s)).ok());
    QVERIFY(ViewWriter::write(slide, ExportFormat::Csv, m_dir.filePath(u"slide.csv"_s)).ok());
    QCOMPARE(readAll(m_dir.filePath(u"tab.csv"_s)), readAll(m_dir.filePath(u"slide.csv"_s)));
}

void TestLessonWindow::japaneseNotes()
{
    QCOMPARE(Language::install(*qApp, u"ja"_s), u"ja"_s);
    const LessonFile lesson = shipped(u"absolute-to-relative"_s);
    QPointer<PresentWindow> shown = open(LessonLibrary::path(u"absolute-to-relative"_s));
    QVERIFY(shown);
    QCOMPARE(shown->windowTitle(), lesson.title.ja);
    QCOMPARE(noteText(shown), shownNote(lesson.slides[0].note.ja));
    QCOMPARE(m_window->lessons()->samplesMenu()->actions()[0]->text(), lesson.title.ja);
    shown->close();
}

void TestLessonWindow::badLessonChangesNothing()
{
    m_window = std::make_unique<MainWindow>();
    QByteArray bytes = readAll(LessonLibrary::path(u"why-sin-cos"_s));
    bytes.replace("\"view\": \"similarity\"", "\"view\": \"spiral\"");
    const QString path = m_dir.filePath(u"bad.json"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    file.close();
    QList<QJsonObject> before;
    for (Page *page : m_window->pages())
        before << page->parameters();
    QString error;
    QVERIFY(!m_window->lessons()->openLesson(path, &error));
    QVERIFY2(error.contains(u"slide 5: the sinusoidal tab has no view \"spiral\""_s),
             qPrintable(error));
    QVERIFY(!m_window->lessons()->isComputing());
    QVERIFY(!m_window->presenter()->presentation());
    QVERIFY(m_window->lessons()->lesson().slides.isEmpty());
    for (int i = 0; i < before.size(); ++i)
        QCOMPARE(m_window->pages()[i]->parameters(), before[i]);
}

void TestLessonWindow::addAndSave()
{
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    LessonController *lessons = m_window->lessons();
    QString error;
    QVERIFY(!lessons->saveLesson(m_dir.filePath(u"empty.json"_s), &error));
    QVERIFY(!QFile::exists(m_dir.filePath(u"empty.json"_s)));

    Page *alibi = pageOf(*m_window, u"alibi"_s);
    m_window->tabs()->setCurrentWidget(alibi);
    QJsonObject parameters = alibi->parameters();
    parameters[u"heads"_s] = 4;
    alibi->setParameters(parameters, nullptr);
    QVERIFY(alibi->setSessionView(u"bias-chart"_s));
    QTRY_VERIFY(!alibi->isComputing());
    QVERIFY(lessons->addCurrentView({u"Four slopes."_s, u"四つの傾き。"_s}));
    QVERIFY(alibi->setSessionView(u"slopes"_s)); // a table: nothing to present
    QVERIFY(!lessons->addCurrentView({}));
    QCOMPARE(lessons->lesson().slides.size(), 1);

    QVERIFY(!lessons->saveLesson(m_dir.filePath(u"untitled.json"_s), &error));
    QVERIFY2(error.contains(u"no English title"_s), qPrintable(error));
    lessons->setTitle({u"Slopes"_s, u"傾き"_s});
    QVERIFY(!lessons->saveLesson(m_dir.filePath(u"missing/lesson.json"_s), &error));
    const QString path = m_dir.filePath(u"lesson.json"_s);
    QVERIFY2(lessons->saveLesson(path, &error), qPrintable(error));
    LessonFile saved;
    QVERIFY(LessonFile::load(path, &saved, &error, nullptr));
    QVERIFY(saved == lessons->lesson());
    QCOMPARE(saved.slides[0].tab, u"alibi"_s);
    QCOMPARE(saved.slides[0].view, u"bias-chart"_s);
    QCOMPARE(saved.slides[0].parameters.value(u"heads"_s).toInt(), 4);
    QCOMPARE(saved.slides[0].note.ja, u"四つの傾き。"_s);
    QList<LessonSlides::Prepared> prepared;
    QVERIFY2(LessonSlides::prepare(saved, &prepared, &error), qPrintable(error));
}

QTEST_MAIN(TestLessonWindow)
#include "tst_lessonwindow.moc"
