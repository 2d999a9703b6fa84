// View → Present (issue 19): the step-through lab one step per slide with its heading, numbers
// and "3 / 7"; every key of presenting with QTest (forward, back, Home/End, blank, Esc); Esc
// cancelling a computation before it leaves; leaving on another step shows it in the tab;
// another tab's view as one slide; a view without a figure refused; the keys in the shortcut
// list; the figure redrawn for projector mode. With Ask first on (issue 25 §13), a step whose
// question is unanswered shows the question alone — nothing a slide draws holds the answer — is
// answered with the keys, counts in the tab's tally, and reveals its result only then.
#include "figures/figurecanvas.h"
#include "figures/screenscale.h"
#include "shell/answerfeedback.h"
#include "shell/mainwindow.h"
#include "shell/page.h"
#include "shell/presentcontroller.h"
#include "shell/presentquestion.h"
#include "shell/presentwindow.h"
#include "shell/shortcutlist.h"
#include "shell/zoomcontroller.h"
#include "steplab/steplabspec.h"
#include "tabs/steplab/askfirst.h"
#include "tabs/steplab/questionpanel.h"
#include "tabs/steplab/steplabpage.h"
#include "text/linebreaks.h"
#include "textrecorder.h"

#include <QAction>
#include <QJsonObject>
#include <QLabel>
#include <QPointer>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>

namespace {

int tabIndex(MainWindow &window, const QString &key)
{
    for (int i = 0; i < window.pages().size(); ++i) {
        if (window.pages()[i]->sessionKey() == key)
            return i;
    }
    return -1;
}

// Every piece of text the presentation draws now, as a paint device records it (one line
// each, joined with spaces).
QString drawnText(PresentWindow *shown)
{
    TextRecorder recorder(shown->size());
    shown->render(&recorder);
    QStringList texts;
    for (const TextRecorder::Text &text : recorder.texts())
        texts << text.text;
    return LineBreaks::plain(texts.join(QLatin1Char(' ')));
}

QString labelText(const PresentWindow *shown, int index)
{
    // The heading, text, numbers, caption and counter labels, in that order, as a reader copies
    // them (without the marks of LineBreaks).
    return LineBreaks::plain(shown->findChildren<QLabel *>().value(index)->text());
}

} // namespace

class TestPresent : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void stepLabOneStepPerSlide();
    void escapeCancelsAComputationFirst();
    void otherTabsOneSlide();
    void viewWithoutFigureRefused();
    void keysListed();
    void followsProjectorMode();
    void askFirstWhilePresenting();
    void notationTypeset();

private:
    std::unique_ptr<MainWindow> m_window;
};

void TestPresent::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestPresent::cleanup()
{
    m_window.reset();
    ZoomController::setProjector(false);
}

void TestPresent::stepLabOneStepPerSlide()
{
    m_window = std::make_unique<MainWindow>();
    MainWindow &window = *m_window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const int tab = tabIndex(window, QStringLiteral("steplab"));
    window.tabs()->setCurrentIndex(tab);
    Page *page = window.pages()[tab];
    QStringList warnings;
    QJsonObject parameters = page->parameters();
    parameters[QStringLiteral("step")] = 3;
    page->setParameters(parameters, &warnings);
    QTRY_VERIFY(!page->isComputing());

    auto *present = window.findChild<QAction *>(QStringLiteral("presentAction"));
    QVERIFY(present);
    QCOMPARE(present->shortcut(), QKeySequence(Qt::Key_F5));
    present->trigger();
    QPointer<PresentWindow> shown = window.presenter()->presentation();
    QVERIFY(shown);
    QVERIFY(shown->isFullScreen());
    // Its keys are its own, not the main window's (Page Down there is the lab's Next button).
    QVERIFY(QTest::qWaitForWindowActive(shown));
    QCOMPARE(shown->count(), 7);
    QCOMPARE(shown->current(), 2); // step 3, as the tab showed
    QVERIFY(labelText(shown, 0).startsWith(QStringLiteral("Step 3 of 7")));
    QCOMPARE(labelText(shown, 4), QStringLiteral("3 / 7"));
    QVERIFY(shown->findChild<FigureCanvas *>()->figure());

    // Forward: Right, Page Down, Space, Enter, keypad Enter; back: Left, Page Up, Backspace.
    const std::pair<Qt::Key, int> moves[] = {
        {Qt::Key_Right, 3}, {Qt::Key_PageDown, 4},  {Qt::Key_Space, 5},  {Qt::Key_Return, 6},
        {Qt::Key_Enter, 6}, {Qt::Key_Left, 5},      {Qt::Key_PageUp, 4}, {Qt::Key_Backspace, 3},
        {Qt::Key_Home, 0},  {Qt::Key_Backspace, 0}, {Qt::Key_End, 6},
    };
    for (const auto &[key, expected] : moves) {
        QTest::keyClick(shown, key);
        QCOMPARE(shown->current(), expected);
    }
    QCOMPARE(labelText(shown, 4), QStringLiteral("7 / 7"));
    QTest::keyClick(shown, Qt::Key_Left);
    QCOMPARE(shown->current(), 5);
    // Step 6's numbers: the length of the default walk-through.
    QCOMPARE(labelText(shown, 2), QStringLiteral("‖x(q) − x(p)‖ = 2.017479"));

    // B and . blank the screen; any key brings it back and does nothing else.
    for (Qt::Key blank : {Qt::Key_B, Qt::Key_Period}) {
        QTest::keyClick(shown, blank);
        QVERIFY(shown->isBlank());
        QTest::keyClick(shown, Qt::Key_Right);
        QVERIFY(!shown->isBlank());
        QCOMPARE(shown->current(), 5);
    }

    // Esc leaves; the tab shows the step presented last.
    QTest::keyClick(shown, Qt::Key_Escape);
    QTRY_VERIFY(!shown);
    QTRY_COMPARE(page->parameters().value(QStringLiteral("step")).toInt(), 6);
}

void TestPresent::escapeCancelsAComputationFirst()
{
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->presenter()->presentAction()->trigger();
    QPointer<PresentWindow> shown = m_window->presenter()->presentation();
    QVERIFY(shown);
    QVERIFY(QTest::qWaitForWindowActive(shown));
    int cancelled = 0;
    bool computing = true;
    shown->setCancelHandler([&] {
        if (!computing)
            return false;
        computing = false;
        ++cancelled;
        return true;
    });
    QTest::keyClick(shown, Qt::Key_Escape);
    QCOMPARE(cancelled, 1);
    QVERIFY(shown && shown->isVisible());
    QTest::keyClick(shown, Qt::Key_Escape);
    QTRY_VERIFY(!shown);
    QCOMPARE(cancelled, 1);
}

void TestPresent::otherTabsOneSlide()
{
    m_window = std::make_unique<MainWindow>();
    MainWindow &window = *m_window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.tabs()->setCurrentIndex(tabIndex(window, QStringLiteral("sinusoidal")));
    QTRY_VERIFY(!window.currentPage()->isComputing());
    QVERIFY(window.presenter()->present());
    PresentWindow *shown = window.presenter()->presentation();
    QCOMPARE(shown->count(), 1);
    QCOMPARE(labelText(shown, 0), QStringLiteral("Sinusoidal: Heatmap"));
    QVERIFY(labelText(shown, 3).startsWith(QStringLiteral("The table PE(t)[j]")));
    QCOMPARE(labelText(shown, 4), QString()); // no counter for one slide
    QTest::keyClick(shown, Qt::Key_PageDown);
    QCOMPARE(shown->current(), 0);
    auto *canvas = shown->findChild<FigureCanvas *>();
    QTRY_VERIFY(!canvas->image().isNull());
    QCOMPARE(canvas->problem(), QString());
    // Drawn at the canvas's own pixels.
    QCOMPARE(canvas->image().width(), qRound(canvas->width() * canvas->devicePixelRatioF()));
}

void TestPresent::viewWithoutFigureRefused()
{
    m_window = std::make_unique<MainWindow>();
    MainWindow &window = *m_window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.tabs()->setCurrentIndex(tabIndex(window, QStringLiteral("sinusoidal")));
    QVERIFY(window.currentPage()->setSessionView(QStringLiteral("pairs")));
    QTRY_VERIFY(!window.currentPage()->isComputing());
    QVERIFY(!window.presenter()->present());
    QVERIFY(!window.presenter()->presentation());
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("no figure")));
}

void TestPresent::keysListed()
{
    m_window = std::make_unique<MainWindow>();
    const QList<ShortcutList::Entry> entries =
        ShortcutList::collect(m_window.get(), m_window->tabs());
    const auto has = [&](const QString &keys, const QString &words) {
        for (const ShortcutList::Entry &e : entries) {
            if (e.keys == keys && e.description.contains(words))
                return true;
        }
        return false;
    };
    QVERIFY(has(QStringLiteral("F5"), QStringLiteral("Present")));
    QVERIFY(has(QStringLiteral("F11"), QStringLiteral("Full Screen")));
    QVERIFY(has(QStringLiteral("Ctrl+Shift+P"), QStringLiteral("Projector")));
    QVERIFY(has(QStringLiteral("Right, PgDown, Space, Return, Enter"), QStringLiteral("Next")));
    QVERIFY(has(QStringLiteral("Left, PgUp, Backspace"), QStringLiteral("Previous")));
    QVERIFY(has(QStringLiteral("B, ."), QStringLiteral("Blank")));
    QVERIFY(has(QStringLiteral("Esc"), QStringLiteral("Stop presenting")));
    QVERIFY(has(QStringLiteral("1 … 9"), QStringLiteral("Answer the question")));
    QVERIFY(has(QStringLiteral("0 … 9, ., −, Enter"), QStringLiteral("predicted number")));
}

void TestPresent::followsProjectorMode()
{
    m_window = std::make_unique<MainWindow>();
    MainWindow &window = *m_window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.tabs()->setCurrentIndex(tabIndex(window, QStringLiteral("sinusoidal")));
    QTRY_VERIFY(!window.currentPage()->isComputing());
    QVERIFY(window.presenter()->present());
    auto *canvas = window.presenter()->presentation()->findChild<FigureCanvas *>();
    QTRY_VERIFY(!canvas->image().isNull());
    const QImage slide = canvas->image();
    ZoomController::setProjector(true); // the projector style: larger text
    canvas = window.presenter()->presentation()->findChild<FigureCanvas *>();
    canvas->repaint();
    QVERIFY(!canvas->image().isNull());
    QVERIFY(canvas->image() != slide);
}

void TestPresent::askFirstWhilePresenting()
{
    m_window = std::make_unique<MainWindow>();
    MainWindow &window = *m_window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const int tab = tabIndex(window, QStringLiteral("steplab"));
    window.tabs()->setCurrentIndex(tab);
    auto *page = static_cast<StepLabPage *>(window.pages()[tab]);
    QTRY_VERIFY(!page->isComputing() && page->shownResult());
    AskFirst *ask = page->askFirst();
    ask->setOn(true);
    ask->reset();
    page->setStep(6);

    QVERIFY(window.presenter()->present());
    QPointer<PresentWindow> shown = window.presenter()->presentation();
    QVERIFY(QTest::qWaitForWindowActive(shown));
    QCOMPARE(shown->current(), 5);
    // Step 6 asks first: the question, and nothing of the length 2.017479 anywhere.
    QVERIFY(shown->isAsking());
    auto *canvas = shown->findChild<FigureCanvas *>();
    QVERIFY(!canvas->isVisible());
    QVERIFY(!canvas->figure());
    QString drawn = drawnText(shown);
    QVERIFY2(drawn.contains(QStringLiteral("What is ‖x(q) − x(p)‖, to two decimals?")),
             qPrintable(drawn));
    for (const QString &answer : {QStringLiteral("2.01"), QStringLiteral("2.02")})
        QVERIFY2(!drawn.contains(answer), qPrintable(drawn));
    for (const QLabel *label : shown->findChildren<QLabel *>()) {
        if (label->isVisible())
            QVERIFY2(!label->text().contains(QStringLiteral("2.01")), qPrintable(label->text()));
    }

    // Typed with the keys (a mistyped digit taken back), checked with Enter: counted in the tab.
    for (Qt::Key key :
         {Qt::Key_2, Qt::Key_Period, Qt::Key_0, Qt::Key_9, Qt::Key_Backspace, Qt::Key_2})
        QTest::keyClick(shown, key);
    QCOMPARE(shown->findChild<PresentQuestion *>()->typed(), QStringLiteral("2.02"));
    QCOMPARE(shown->current(), 5); // Backspace took a digit back, not a slide
    QTest::keyClick(shown, Qt::Key_Return);
    QVERIFY(!shown->isAsking());
    QCOMPARE(shown->current(), 5); // Enter checked the prediction, it did not move on
    QCOMPARE(ask->answered(), 1);
    QCOMPARE(ask->right(), 1);
    auto *feedback = shown->findChild<AnswerFeedback *>();
    QVERIFY(feedback->isVisible());
    QCOMPARE(feedback->verdict(), AnswerFeedback::Verdict::Right);
    QVERIFY(canvas->isVisible() && canvas->figure());
    drawn = drawnText(shown);
    QVERIFY2(drawn.contains(QStringLiteral("2.017479")), qPrintable(drawn));
    QVERIFY(drawn.contains(QStringLiteral("Right.")));

    // Step 2, a choice: answered with its number key, wrong; the tally counts it.
    for (int i = 0; i < 4; ++i)
        QTest::keyClick(shown, Qt::Key_Left);
    QCOMPARE(shown->current(), 1);
    QVERIFY(shown->isAsking());
    const auto step2 =
        StepQuestions::forStep(page->shownResult()->walk, page->shownResult()->mistakes, 2);
    QVERIFY(step2);
    drawn = drawnText(shown);
    QVERIFY(!drawn.contains(QStringLiteral("0.141120"))); // the result's numbers
    const int allZero = int(step2->choices.indexOf(QStringLiteral("(0.000, 0.000)")));
    QVERIFY(allZero >= 0 && allZero < 9);
    QVERIFY2(drawn.contains(QStringLiteral("%1   (0.000, 0.000)").arg(allZero + 1)),
             qPrintable(drawn));
    QTest::keyClick(shown, Qt::Key(Qt::Key_1 + allZero));
    QVERIFY(!shown->isAsking());
    QCOMPARE(ask->answered(), 2);
    QCOMPARE(ask->right(), 1);
    QCOMPARE(feedback->verdict(), AnswerFeedback::Verdict::Incorrect);
    QVERIFY(drawnText(shown).contains(QStringLiteral("0.141120")));

    // Step 1: its heading without the formula that would answer it; → shows the result
    // without an answer; nothing counted.
    QTest::keyClick(shown, Qt::Key_Left);
    QVERIFY(shown->isAsking());
    QCOMPARE(labelText(shown, 0), QStringLiteral("Step 1 of 7 — embeddings only"));
    QVERIFY(!drawnText(shown).contains(QStringLiteral("x(p) = x(q) = E")));
    QTest::keyClick(shown, Qt::Key_Right);
    QCOMPARE(labelText(shown, 0), QStringLiteral("Step 1 of 7 — embeddings only: x(p) = x(q) = E"));
    QVERIFY(!shown->isAsking());
    QCOMPARE(shown->current(), 0);
    QCOMPARE(ask->answered(), 2);
    QVERIFY(!feedback->isVisible());
    QVERIFY(shown->findChild<FigureCanvas *>()->figure());
    // Back on step 2: answered, not asked again.
    QTest::keyClick(shown, Qt::Key_Right);
    QCOMPARE(shown->current(), 1);
    QVERIFY(!shown->isAsking());

    // Leaving on step 2: the tab shows its answer; step 1, only revealed on the slide, asks.
    QTest::keyClick(shown, Qt::Key_Escape);
    QTRY_VERIFY(!shown);
    QTRY_COMPARE(page->step(), 2);
    QVERIFY(ask->panel()->isAnswered());
    QCOMPARE(ask->panel()->feedback()->verdict(), AnswerFeedback::Verdict::Incorrect);
    page->setStep(1);
    QVERIFY(!ask->panel()->isAnswered());

    // An answer given in the tab is not asked again on the slide.
    ask->panel()->choose(ask->panel()->question().correct);
    ask->panel()->answer();
    QCOMPARE(ask->answered(), 3);
    QVERIFY(window.presenter()->present());
    shown = window.presenter()->presentation();
    QCOMPARE(shown->current(), 0);
    QVERIFY(!shown->isAsking());
    QCOMPARE(shown->findChild<AnswerFeedback *>()->verdict(), AnswerFeedback::Verdict::Right);
    QTest::keyClick(shown, Qt::Key_Escape);
    QTRY_VERIFY(!shown);

    // Ask first off: nothing asked.
    ask->setOn(false);
    QVERIFY(window.presenter()->present());
    shown = window.presenter()->presentation();
    for (int i = 0; i < 7; ++i) {
        QVERIFY(!shown->isAsking());
        QTest::keyClick(shown, Qt::Key_Right);
    }
    QTest::keyClick(shown, Qt::Key_Escape);
    QTRY_VERIFY(!shown);
}

// A slide's notation is typeset (issue 25 §18): step 5 says x(p) with a subscript j, not
// "x(p)_j = e_j + PE(p)_j".
void TestPresent::notationTypeset()
{
    m_window = std::make_unique<MainWindow>();
    MainWindow &window = *m_window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const int tab = tabIndex(window, QStringLiteral("steplab"));
    window.tabs()->setCurrentIndex(tab);
    auto *page = static_cast<StepLabPage *>(window.pages()[tab]);
    QTRY_VERIFY(!page->isComputing() && page->shownResult());
    page->askFirst()->setOn(false);
    page->setStep(5);
    QVERIFY(window.presenter()->present());
    QPointer<PresentWindow> shown = window.presenter()->presentation();
    QCOMPARE(shown->current(), 4);
    const QLabel *text = shown->findChildren<QLabel *>().value(1);
    QCOMPARE(text->textFormat(), Qt::RichText);
    QVERIFY2(LineBreaks::plain(text->text())
                 .contains(QStringLiteral("x(p)<sub>j</sub> = e<sub>j</sub> + "
                                          "PE(p)<sub>j</sub>")),
             qPrintable(text->text()));
    const QString drawn = drawnText(shown);
    QVERIFY2(!drawn.contains(QStringLiteral("_j")), qPrintable(drawn));
    QTest::keyClick(shown, Qt::Key_Escape);
    QTRY_VERIFY(!shown);
}

QTEST_MAIN(TestPresent)
#include "tst_present.moc"
