// View → Present (issue 19): the step-through lab one step per slide with its heading, numbers
// and "3 / 7"; every key of presenting with QTest (forward, back, Home/End, blank, Esc); Esc
// cancelling a computation before it leaves; leaving on another step shows it in the tab;
// another tab's view as one slide; a view without a figure refused; the keys in the shortcut
// list; the figure redrawn for projector mode.
#include "figures/figurecanvas.h"
#include "figures/screenscale.h"
#include "shell/mainwindow.h"
#include "shell/page.h"
#include "shell/presentcontroller.h"
#include "shell/presentwindow.h"
#include "shell/shortcutlist.h"
#include "shell/zoomcontroller.h"
#include "text/linebreaks.h"

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

QTEST_MAIN(TestPresent)
#include "tst_present.moc"
