// View → Language switches the window's language at once: a new window built in the chosen
// language takes over the tabs' parameters, the current tab, the recorded exports and the
// geometry, and the old window goes away; choosing the language already shown changes nothing.
#include "session/language.h"
#include "shell/mainwindow.h"
#include "shell/page.h"
#include "shell/sessioncontroller.h"

#include <QAction>
#include <QJsonObject>
#include <QMenuBar>
#include <QPointer>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

namespace {

QStringList g_messages;

void collect(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    // The offscreen platform's notice about size hints is not PE Lab's.
    if (type != QtDebugMsg && type != QtInfoMsg &&
        !message.contains(QLatin1String("propagateSizeHints")))
        g_messages << message;
}

QStringList menuTitles(const MainWindow &window)
{
    QStringList titles;
    for (const QAction *menu : window.menuBar()->actions())
        titles << menu->text();
    return titles;
}

} // namespace

class TestLanguageSwitch : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void switchingKeepsTheState();
};

void TestLanguageSwitch::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QCOMPARE(Language::install(*qApp, QStringLiteral("en")), QStringLiteral("en"));
}

void TestLanguageSwitch::switchingKeepsTheState()
{
    g_messages.clear();
    const QtMessageHandler previous = qInstallMessageHandler(collect);

    MainWindow first;
    first.show();
    QVERIFY(QTest::qWaitForWindowExposed(&first));
    QCOMPARE(menuTitles(first).value(0), QStringLiteral("&File"));
    Page *sinusoidal = first.pages().value(0);
    QVERIFY(sinusoidal);
    QCOMPARE(sinusoidal->sessionKey(), QStringLiteral("sinusoidal"));
    sinusoidal->setParameters(QJsonObject{{QStringLiteral("positions"), 77},
                                          {QStringLiteral("dim"), 12},
                                          {QStringLiteral("base"), 321.5}},
                              nullptr);
    const QJsonObject parameters = sinusoidal->parameters();
    first.tabs()->setCurrentIndex(3);
    first.sessions()->recordExport(QStringLiteral("sinusoidal"), QStringLiteral("heatmap"),
                                   parameters, QStringLiteral("/tmp/table.csv"), ExportFormat::Csv,
                                   FigureOptions{});

    // The user picks 日本語 in View → Language.
    MainWindow *next = nullptr;
    connect(&first, &MainWindow::replaced, this, [&next](MainWindow *w) { next = w; });
    auto *japanese = first.findChild<QAction *>(QStringLiteral("language-ja"));
    QVERIFY(japanese);
    japanese->trigger();
    QVERIFY(next);
    QPointer<MainWindow> guard(next);
    QVERIFY(!first.isVisible());
    QVERIFY(QTest::qWaitForWindowExposed(next));
    QCOMPARE(Language::current(), QStringLiteral("ja"));
    QCOMPARE(QSettings().value(Language::settingsKey()).toString(), QStringLiteral("ja"));
    QCOMPARE(menuTitles(*next).value(0), QStringLiteral("ファイル(&F)"));
    QVERIFY(next->findChild<QAction *>(QStringLiteral("language-ja"))->isChecked());
    // The state came along.
    QCOMPARE(next->tabs()->currentIndex(), 3);
    QCOMPARE(next->pages().value(0)->parameters(), parameters);
    QCOMPARE(next->sessions()->exports().size(), 1);
    QCOMPARE(next->sessions()->exports().constFirst().file, QStringLiteral("table.csv"));
    QCOMPARE(next->size(), first.size());

    // The language already shown: nothing to rebuild.
    QCOMPARE(next->chooseLanguage(QStringLiteral("ja")), nullptr);

    // Back to English; the Japanese window deletes itself once closed.
    MainWindow *third = next->chooseLanguage(QStringLiteral("en"));
    QVERIFY(third);
    QTRY_VERIFY(guard.isNull());
    QCOMPARE(menuTitles(*third).value(0), QStringLiteral("&File"));
    QCOMPARE(third->pages().value(0)->parameters(), parameters);
    QCOMPARE(Language::current(), QStringLiteral("en"));
    delete third;

    qInstallMessageHandler(previous);
    QVERIFY2(g_messages.isEmpty(), qPrintable(g_messages.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestLanguageSwitch)
#include "tst_languageswitch.moc"
