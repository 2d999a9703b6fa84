#include "shell/adaptivesplit.h"
#include "shell/mainwindow.h"
#include "shell/page.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <qcustomplot.h>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

#include "figures/barchartwidget.h"
#include "figures/heatmapwidget.h"
#include "figures/linechartwidget.h"
#include "matrix.h"

// Issue 8: every action has a tip and the usual standard shortcut, the plots follow the palette,
// and every tab can be used with the keyboard alone.
class TestLookAndFeel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyActionHasATip();
    void standardActionsUseStandardKeys();
    void plotsFollowThePalette();
    void everyControlIsReachableByTab();
    void labelsWithMnemonicsHaveBuddies();
    void ctrlTabSwitchesTabs();
    void arrowKeysMoveTheHeatmapCell();

private:
    static QList<QAction *> reachableActions(const MainWindow &window);
    static QAction *findAction(const MainWindow &window, const QString &text);
};

void TestLookAndFeel::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("PE Lab tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_lookandfeel"));
    // MainWindow reads and writes QSettings: keep them in a test location, never the user's,
    // and start from nothing remembered.
    const QString real = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY2(!QSettings().fileName().startsWith(real + QLatin1Char('/')),
             qPrintable(QSettings().fileName()));
    QSettings().clear();
}

// Every action of every menu (and submenu) in the menu bar and of every toolbar.
QList<QAction *> TestLookAndFeel::reachableActions(const MainWindow &window)
{
    QList<QAction *> out;
    QList<QMenu *> menus;
    for (QAction *top : window.menuBar()->actions()) {
        if (top->menu())
            menus.append(top->menu());
    }
    while (!menus.isEmpty()) {
        QMenu *menu = menus.takeFirst();
        for (QAction *action : menu->actions()) {
            if (action->isSeparator())
                continue;
            if (action->menu())
                menus.append(action->menu());
            out.append(action);
        }
    }
    for (QToolBar *toolbar : window.findChildren<QToolBar *>()) {
        for (QAction *action : toolbar->actions()) {
            if (!action->isSeparator())
                out.append(action);
        }
    }
    return out;
}

QAction *TestLookAndFeel::findAction(const MainWindow &window, const QString &text)
{
    for (QAction *action : reachableActions(window)) {
        if (action->text() == text)
            return action;
    }
    return nullptr;
}

void TestLookAndFeel::everyActionHasATip()
{
    MainWindow window;
    const QList<QAction *> actions = reachableActions(window);
    QVERIFY(actions.size() >= 15);
    for (QAction *action : actions) {
        // QAction::toolTip() falls back to the text without '&': an explicit tip differs from it.
        QString plain = action->text();
        plain.remove(QLatin1Char('&'));
        const bool explicitTip = !action->toolTip().isEmpty() && action->toolTip() != plain;
        QVERIFY2(explicitTip || !action->statusTip().isEmpty(), qPrintable(action->text()));
    }
}

void TestLookAndFeel::standardActionsUseStandardKeys()
{
    MainWindow window;
    const std::pair<QString, QKeySequence::StandardKey> expected[] = {
        {QStringLiteral("&Open Session…"), QKeySequence::Open},
        {QStringLiteral("&Save Session…"), QKeySequence::Save},
        {QStringLiteral("&Quit"), QKeySequence::Quit},
        {QStringLiteral("&Keyboard Shortcuts"), QKeySequence::HelpContents},
    };
    for (const auto &[text, key] : expected) {
        QAction *action = findAction(window, text);
        QVERIFY2(action, qPrintable(text));
        QVERIFY2(!action->shortcuts().isEmpty(), qPrintable(text));
        // Where the platform defines the standard key, exactly that; Quit has none without a
        // desktop theme (e.g. offscreen), and then Ctrl+Q.
        const QList<QKeySequence> standard = QKeySequence::keyBindings(key);
        if (!standard.isEmpty())
            QCOMPARE(action->shortcuts(), standard);
        else
            QCOMPARE(action->shortcuts(),
                     QList<QKeySequence>{QKeySequence(QStringLiteral("Ctrl+Q"))});
    }
    // Export and copy have no standard key; theirs are fixed and distinct.
    // The toolbar repeats the export actions: each action counts once.
    QSet<QString> seen;
    QSet<QAction *> visited;
    for (QAction *action : reachableActions(window)) {
        if (visited.contains(action))
            continue;
        visited.insert(action);
        for (const QKeySequence &key : action->shortcuts()) {
            const QString name = key.toString(QKeySequence::PortableText);
            QVERIFY2(!seen.contains(name), qPrintable(name));
            seen.insert(name);
        }
    }
    QVERIFY(seen.contains(QStringLiteral("Ctrl+E")));
    QVERIFY(seen.contains(QStringLiteral("Ctrl+Shift+C")));
}

void TestLookAndFeel::plotsFollowThePalette()
{
    const QPalette light = QApplication::palette();
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto heatmaps = window.findChildren<HeatmapWidget *>();
    const auto lines = window.findChildren<LineChartWidget *>();
    const auto bars = window.findChildren<BarChartWidget *>();
    QVERIFY(!heatmaps.isEmpty());
    QVERIFY(!lines.isEmpty());
    QVERIFY(!bars.isEmpty());

    QPalette dark = light;
    const QColor background(0x20, 0x22, 0x25);
    const QColor text(0xe8, 0xe8, 0xe8);
    dark.setColor(QPalette::Window, background);
    const QColor base(0x18, 0x18, 0x18);
    dark.setColor(QPalette::Base, base);
    dark.setColor(QPalette::WindowText, text);
    dark.setColor(QPalette::Text, text);
    QApplication::setPalette(dark);
    QCoreApplication::processEvents();

    for (HeatmapWidget *heatmap : heatmaps) {
        auto *plot = heatmap->findChild<QCustomPlot *>();
        QVERIFY(plot);
        QCOMPARE(plot->axisRect()->backgroundBrush().color(), base);
        QCOMPARE(plot->xAxis->basePen().color(), text);
        QCOMPARE(plot->xAxis->tickLabelColor(), text);
    }
    auto checkChart = [&](QChart *chart) {
        QVERIFY(chart);
        QCOMPARE(chart->backgroundBrush().color(), base);
        QCOMPARE(chart->titleBrush().color(), text);
        for (QAbstractAxis *axis : chart->axes()) {
            QCOMPARE(axis->labelsColor(), text);
            QVERIFY(axis->gridLineColor() != light.color(QPalette::Mid) ||
                    light.color(QPalette::Mid) == dark.color(QPalette::Mid));
        }
    };
    for (LineChartWidget *chart : lines)
        checkChart(chart->chart());
    for (BarChartWidget *chart : bars)
        checkChart(chart->chart());

    QApplication::setPalette(light);
    QCoreApplication::processEvents();
    QCOMPARE(heatmaps.first()->findChild<QCustomPlot *>()->axisRect()->backgroundBrush().color(),
             light.color(QPalette::Base));
    QCOMPARE(lines.first()->chart()->backgroundBrush().color(), light.color(QPalette::Base));
}

void TestLookAndFeel::everyControlIsReachableByTab()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    for (int i = 0; i < window.tabs()->count(); ++i) {
        window.tabs()->setCurrentIndex(i);
        QWidget *page = window.tabs()->currentWidget();
        QCoreApplication::processEvents();
        // What Tab visits: the focus chain from the tab widget, widgets that take Tab focus.
        QSet<QWidget *> reachable;
        QWidget *w = window.tabs();
        do {
            if ((w->focusPolicy() & Qt::TabFocus) && w->isVisible() && w->isEnabled())
                reachable.insert(w);
            w = w->nextInFocusChain();
        } while (w && w != window.tabs());
        int controls = 0;
        for (QWidget *child : page->findChildren<QWidget *>()) {
            const bool control =
                qobject_cast<QAbstractButton *>(child) || qobject_cast<QAbstractSpinBox *>(child) ||
                qobject_cast<QComboBox *>(child) || qobject_cast<QLineEdit *>(child) ||
                qobject_cast<QAbstractSlider *>(child) ||
                qobject_cast<QAbstractItemView *>(child) || qobject_cast<HeatmapWidget *>(child);
            if (!control || !child->isVisible() || !child->isEnabled())
                continue;
            // Parts of a composite control (a combo box's view, a spin box's line edit,
            // scroll bars of a view) take focus through their owner.
            if (qobject_cast<QAbstractSlider *>(child) &&
                qobject_cast<QAbstractScrollArea *>(child->parentWidget()->parentWidget()))
                continue;
            // Headers and the corner button: the table's own keys move through it.
            if (qobject_cast<QHeaderView *>(child) ||
                qobject_cast<QAbstractItemView *>(child->parentWidget()))
                continue;
            if (child->focusProxy() || qobject_cast<QAbstractSpinBox *>(child->parentWidget()) ||
                qobject_cast<QComboBox *>(child->parentWidget()))
                continue;
            ++controls;
            QVERIFY2(reachable.contains(child),
                     qPrintable(QStringLiteral("%1: %2 '%3' (%4)")
                                    .arg(window.tabs()->tabText(i),
                                         QString::fromLatin1(child->metaObject()->className()),
                                         child->objectName(), child->toolTip())));
        }
        QVERIFY2(controls > 0, qPrintable(window.tabs()->tabText(i)));
    }
}

void TestLookAndFeel::labelsWithMnemonicsHaveBuddies()
{
    MainWindow window;
    for (QLabel *label : window.findChildren<QLabel *>()) {
        const QString text = label->text();
        const qsizetype amp = text.indexOf(QLatin1Char('&'));
        const bool mnemonic = amp >= 0 && amp + 1 < text.size() &&
                              text.at(amp + 1) != QLatin1Char('&') &&
                              text.at(amp + 1) != QLatin1Char(' ') && !text.contains(u'<');
        if (mnemonic)
            QVERIFY2(label->buddy(), qPrintable(text));
    }
}

void TestLookAndFeel::ctrlTabSwitchesTabs()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    window.tabs()->setCurrentIndex(0);
    window.tabs()->tabBar()->setFocus();
    QWidget *focus = QApplication::focusWidget() ? QApplication::focusWidget() : window.tabs();
    QTest::keyClick(focus, Qt::Key_Tab, Qt::ControlModifier);
    QCOMPARE(window.tabs()->currentIndex(), 1);
    focus = QApplication::focusWidget() ? QApplication::focusWidget() : window.tabs();
    QTest::keyClick(focus, Qt::Key_PageDown, Qt::ControlModifier);
    QCOMPARE(window.tabs()->currentIndex(), 2);
    focus = QApplication::focusWidget() ? QApplication::focusWidget() : window.tabs();
    QTest::keyClick(focus, Qt::Key_PageUp, Qt::ControlModifier);
    QCOMPARE(window.tabs()->currentIndex(), 1);
    // From inside a page too: a control passes Ctrl+Tab on to the tab widget.
    auto *page = window.tabs()->currentWidget();
    // Opened, where the offscreen screen's width folded it.
    if (AdaptiveSplit *side = static_cast<Page *>(page)->sidePanel())
        side->setFirstShown(true);
    QWidget *control = nullptr;
    for (QWidget *w : page->findChildren<QAbstractSpinBox *>()) {
        if (w->isVisible()) {
            control = w;
            break;
        }
    }
    QVERIFY(control);
    QTest::keyClick(control, Qt::Key_Tab, Qt::ControlModifier);
    QCOMPARE(window.tabs()->currentIndex(), 2);
    // Alt+1 … Alt+6 show a tab directly.
    QTest::keyClick(&window, Qt::Key_1, Qt::AltModifier);
    QCOMPARE(window.tabs()->currentIndex(), 0);
}

void TestLookAndFeel::arrowKeysMoveTheHeatmapCell()
{
    HeatmapWidget heatmap;
    QCOMPARE(heatmap.focusPolicy(), Qt::StrongFocus);
    auto matrix = std::make_shared<pelab::Matrix>(3, 4);
    heatmap.setMatrix(matrix);
    heatmap.resize(400, 300);
    heatmap.show();
    QVERIFY(QTest::qWaitForWindowExposed(&heatmap));
    QList<QPair<int, int>> clicked;
    connect(&heatmap, &HeatmapWidget::cellClicked, this, [&](int row, int column) {
        clicked.append({row, column});
    });
    QTest::keyClick(&heatmap, Qt::Key_Right); // nothing marked yet: marks (0, 0)
    QTest::keyClick(&heatmap, Qt::Key_Right);
    QTest::keyClick(&heatmap, Qt::Key_Down);
    QTest::keyClick(&heatmap, Qt::Key_End);
    QTest::keyClick(&heatmap, Qt::Key_Right); // stays on the last column
    QTest::keyClick(&heatmap, Qt::Key_Down);
    QTest::keyClick(&heatmap, Qt::Key_Down); // stays on the last row
    QTest::keyClick(&heatmap, Qt::Key_Home);
    QTest::keyClick(&heatmap, Qt::Key_Up);
    const QList<QPair<int, int>> expected = {{0, 0}, {0, 1}, {1, 1}, {1, 3}, {1, 3},
                                             {2, 3}, {2, 3}, {2, 0}, {1, 0}};
    QCOMPARE(clicked, expected);
}

QTEST_MAIN(TestLookAndFeel)
#include "tst_lookandfeel.moc"
