#include "shell/mainwindow.h"
#include "shell/page.h"
#include "tabs/model/modelconfigbar.h"

#include <QAction>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

// Opens the window offscreen, visits every tab and fails on any Qt warning.
class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyTabOpensWithoutWarnings();
    void menusHaveShortcutsAndTips();
};

void TestMainWindow::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("PE Lab tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    // MainWindow reads and writes QSettings: keep them in a test location, never the user's,
    // and start from nothing remembered.
    const QString real = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY2(!QSettings().fileName().startsWith(real + QLatin1Char('/')),
             qPrintable(QSettings().fileName()));
    QSettings().clear();
    // Any warning fails, except the offscreen platform's note that it cannot resize windows
    // to their size hints (a limitation of the test platform, not of the window).
    QTest::failOnWarning(QRegularExpression(
        QStringLiteral("^(?!This plugin does not support propagateSizeHints).*")));
}

void TestMainWindow::everyTabOpensWithoutWarnings()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QList<Page *> pages = window.pages();
    QVERIFY(!pages.isEmpty());
    QCOMPARE(pages.size(), window.tabs()->count());
    for (int i = 0; i < window.tabs()->count(); ++i) {
        window.tabs()->setCurrentIndex(i);
        Page *page = window.currentPage();
        QVERIFY(page);
        QVERIFY(!page->title().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(page->exportTable().isValid(), 20000);
        QVERIFY(page->errorText().isEmpty());
        QVERIFY(!page->exportBaseName().isEmpty());
        // File → Open Model Config… is routed to the tabs with a Model row only (RoPE, ALiBi,
        // Buckets).
        auto *openConfig = window.findChild<QAction *>(QStringLiteral("openModelConfigAction"));
        QVERIFY(openConfig);
        const bool model = page->findChild<ModelConfigBar *>() != nullptr;
        QCOMPARE(openConfig->isEnabled(), model);
        QCOMPARE(page->opensModelConfigs(), model);
    }
    window.close();
}

void TestMainWindow::menusHaveShortcutsAndTips()
{
    MainWindow window;
    QStringList menus;
    for (QAction *menu : window.menuBar()->actions())
        menus << menu->text();
    QVERIFY(menus.contains(QStringLiteral("&File")));
    QVERIFY(menus.contains(QStringLiteral("&Help")));
    for (QAction *menu : window.menuBar()->actions()) {
        for (QAction *action : menu->menu()->actions()) {
            if (action->isSeparator() || action->text().contains(QStringLiteral("Qt")))
                continue;
            QVERIFY2(!action->statusTip().isEmpty() || !action->toolTip().isEmpty(),
                     qPrintable(action->text()));
        }
    }
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
