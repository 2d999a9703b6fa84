// Sessions in the window: each tab's parameters round trip, the window's save → open, and
// `pelab-cli session` writing CSV/.npy byte-identical to the window's exports. The file format
// itself: tst_sessionfile.
#include "alibi/alibispec.h"
#include "export/exporter.h"
#include "replaytestutils.h"
#include "session/sessionfile.h"
#include "sessionsample.h"
#include "shell/mainwindow.h"
#include "shell/page.h"
#include "shell/sessioncontroller.h"
#include "tabs/alibi/alibipage.h"
#include "tabs/sinusoidal/sinusoidalpage.h"
#include "tabs/steplab/steplabpage.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

namespace {

using ReplayTest::pageOf;
using ReplayTest::readAll;
using ReplayTest::writeAll;

} // namespace

class TestSession : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void pageParametersRoundTrip();
    void badValuesTakeDefaults();
    void missingKeysTakeDefaults();
    void windowSaveAndOpen();
    void malformedSessionChangesNothing();
    void rememberedParameters();
    void replayIsByteIdentical();
    void replayUsesPagesForViewsWithoutCommand();

private:
    bool waitIdle(Page *page);
};

void TestSession::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestSession::init()
{
    QSettings().clear();
}

bool TestSession::waitIdle(Page *page)
{
    return QTest::qWaitFor(
        [page] {
            if (auto *s = qobject_cast<SinusoidalPage *>(page); s && s->isComputing())
                return false;
            if (auto *a = qobject_cast<AlibiPage *>(page); a && a->isComputing())
                return false;
            return page->exportTable().isValid();
        },
        60000);
}

void TestSession::pageParametersRoundTrip()
{
    const QList<QJsonObject> chosen = {
        QJsonObject{{QStringLiteral("positions"), 40},
                    {QStringLiteral("dim"), 10},
                    {QStringLiteral("base"), 123.5},
                    {QStringLiteral("start"), 7},
                    {QStringLiteral("dot-offsets"), 6},
                    {QStringLiteral("layout"), QStringLiteral("split")},
                    {QStringLiteral("colormap"), QStringLiteral("magma")},
                    {QStringLiteral("shift"), 3},
                    {QStringLiteral("range"), QStringLiteral("data")},
                    {QStringLiteral("measure"), QStringLiteral("cosine")}},
        QJsonObject{{QStringLiteral("positions"), QStringLiteral("2,9")},
                    {QStringLiteral("dim"), 12},
                    {QStringLiteral("base"), 500.0},
                    {QStringLiteral("off"), true},
                    {QStringLiteral("step"), 5},
                    {QStringLiteral("mistake"), QStringLiteral("none")}},
        QJsonObject{{QStringLiteral("rule"), QStringLiteral("paper")},
                    {QStringLiteral("heads"), 6},
                    {QStringLiteral("alibi-bias-max"), 12.5},
                    {QStringLiteral("slopes"), QStringLiteral("0.5, 0.25")},
                    {QStringLiteral("positions"), 64},
                    {QStringLiteral("bidirectional"), true},
                    {QStringLiteral("content"), QStringLiteral("random")},
                    {QStringLiteral("seed"), 7},
                    {QStringLiteral("head-dim"), 16},
                    {QStringLiteral("head"), 4},
                    {QStringLiteral("query"), 10},
                    {QStringLiteral("train"), 32},
                    {QStringLiteral("infer"), 128},
                    {QStringLiteral("colormap"), QStringLiteral("cividis")},
                    // The check view's implementation files, none loaded.
                    {QStringLiteral("compare"), QString()},
                    {QStringLiteral("compare-tensor"), QString()}},
    };
    const QList<Page *> pages = {new SinusoidalPage, new StepLabPage, new AlibiPage};
    for (int i = 0; i < pages.size(); ++i) {
        QStringList warnings;
        pages[i]->setParameters(chosen[i], &warnings);
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
        QCOMPARE(pages[i]->parameters(), chosen[i]);
    }
    // A mistake is part of the step-through lab's parameters.
    QJsonObject mistake = chosen[1];
    mistake.insert(QStringLiteral("mistake"), QStringLiteral("same-pe"));
    QStringList warnings;
    pages[1]->setParameters(mistake, &warnings);
    QVERIFY(warnings.isEmpty());
    QCOMPARE(pages[1]->parameters(), mistake);
    // Sessions before the specification wrote "" for no mistake: it opens silently as "none".
    mistake.insert(QStringLiteral("mistake"), QString());
    pages[1]->setParameters(mistake, &warnings);
    QVERIFY(warnings.isEmpty());
    QCOMPARE(pages[1]->parameters().value(QStringLiteral("mistake")).toString(),
             QStringLiteral("none"));
    qDeleteAll(pages);
}

void TestSession::badValuesTakeDefaults()
{
    SinusoidalPage page;
    QStringList warnings;
    page.setParameters(QJsonObject{{QStringLiteral("positions"), 0},
                                   {QStringLiteral("dim"), QStringLiteral("64")},
                                   {QStringLiteral("base"), 12.5},
                                   {QStringLiteral("layout"), QStringLiteral("diagonal")},
                                   {QStringLiteral("bogus"), 1}},
                       &warnings);
    QCOMPARE(warnings.size(), 4);
    QVERIFY(warnings.filter(QStringLiteral("\"positions\"")).size() == 1);
    QVERIFY(warnings.filter(QStringLiteral("\"dim\"")).size() == 1);
    QVERIFY(warnings.filter(QStringLiteral("\"layout\"")).size() == 1);
    QVERIFY(warnings.filter(QStringLiteral("unknown parameter \"bogus\"")).size() == 1);
    const QJsonObject p = page.parameters();
    QCOMPARE(p.value(QStringLiteral("positions")).toInt(), 128);
    QCOMPARE(p.value(QStringLiteral("dim")).toInt(), 512);
    QCOMPARE(p.value(QStringLiteral("base")).toDouble(), 12.5); // the good value is applied
    QCOMPARE(p.value(QStringLiteral("layout")).toString(), QStringLiteral("interleaved"));

    StepLabPage steplab;
    warnings.clear();
    steplab.setParameters(QJsonObject{{QStringLiteral("positions"), QStringLiteral("3")},
                                      {QStringLiteral("step"), 9},
                                      {QStringLiteral("mistake"), QStringLiteral("no-such")}},
                          &warnings);
    QCOMPARE(warnings.size(), 3);
    QCOMPARE(steplab.parameters().value(QStringLiteral("positions")).toString(),
             QStringLiteral("0,3"));
}

void TestSession::missingKeysTakeDefaults()
{
    for (Page *page : QList<Page *>{new SinusoidalPage, new StepLabPage, new AlibiPage}) {
        const QJsonObject defaults = page->parameters();
        QJsonObject changed = defaults;
        changed.insert(QStringLiteral("positions"), page->sessionKey() == QLatin1String("steplab")
                                                        ? QJsonValue(QStringLiteral("1,5"))
                                                        : QJsonValue(600));
        QStringList warnings;
        page->setParameters(changed, &warnings);
        QCOMPARE(page->parameters(), changed);
        page->setParameters(QJsonObject(), &warnings);
        QVERIFY(warnings.isEmpty());
        QCOMPARE(page->parameters(), defaults);
        delete page;
    }
}

void TestSession::windowSaveAndOpen()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("session.json"));
    QJsonObject sinusoidal;
    QJsonObject alibi;
    {
        MainWindow window;
        pageOf<SinusoidalPage>(window)->setParameters(
            QJsonObject{{QStringLiteral("positions"), 33}, {QStringLiteral("dim"), 6}}, nullptr);
        pageOf<AlibiPage>(window)->setParameters(
            QJsonObject{{QStringLiteral("heads"), 3},
                        {QStringLiteral("rule"), QStringLiteral("paper")}},
            nullptr);
        window.tabs()->setCurrentWidget(pageOf<AlibiPage>(window));
        window.sessions()->recordExport(QStringLiteral("sinusoidal"), QStringLiteral("heatmap"),
                                        pageOf<SinusoidalPage>(window)->parameters(),
                                        dir.filePath(QStringLiteral("pe.csv")), ExportFormat::Csv,
                                        FigureOptions{});
        sinusoidal = pageOf<SinusoidalPage>(window)->parameters();
        alibi = pageOf<AlibiPage>(window)->parameters();
        QString error;
        QVERIFY2(window.sessions()->saveSession(file, &error), qPrintable(error));
    }
    QSettings().clear(); // nothing remembered: the session alone restores the state
    MainWindow window;
    QCOMPARE(window.currentPage()->sessionKey(), QStringLiteral("sinusoidal"));
    QString error;
    QStringList warnings;
    QVERIFY2(window.sessions()->openSession(file, &error, &warnings), qPrintable(error));
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    QCOMPARE(pageOf<SinusoidalPage>(window)->parameters(), sinusoidal);
    QCOMPARE(pageOf<AlibiPage>(window)->parameters(), alibi);
    QCOMPARE(window.currentPage()->sessionKey(), QStringLiteral("alibi"));
    QCOMPARE(window.sessions()->exports().size(), 1);
    QCOMPARE(window.sessions()->exports().constFirst().file, QStringLiteral("pe.csv"));
    // Saving again gives the same file.
    const QString again = dir.filePath(QStringLiteral("again.json"));
    QVERIFY(window.sessions()->saveSession(again, &error));
    QCOMPARE(readAll(again), readAll(file));
}

void TestSession::malformedSessionChangesNothing()
{
    QTemporaryDir dir;
    MainWindow window;
    pageOf<SinusoidalPage>(window)->setParameters(QJsonObject{{QStringLiteral("dim"), 20}},
                                                  nullptr);
    const QJsonObject before = pageOf<SinusoidalPage>(window)->parameters();
    QByteArray json = sampleSession().toJson();
    json.replace("\"pe.svg\"", "\"../pe.svg\""); // valid JSON, bad entry after good tabs
    const QString file = dir.filePath(QStringLiteral("bad.json"));
    QVERIFY(writeAll(file, json));
    QString error;
    QStringList warnings;
    QVERIFY(!window.sessions()->openSession(file, &error, &warnings));
    QVERIFY(error.contains(QStringLiteral("bad.json")));
    QCOMPARE(pageOf<SinusoidalPage>(window)->parameters(), before);
    QVERIFY(!window.sessions()->openSession(dir.filePath(QStringLiteral("missing.json")), &error,
                                            &warnings));
    QCOMPARE(pageOf<SinusoidalPage>(window)->parameters(), before);
}

void TestSession::rememberedParameters()
{
    QJsonObject steplab;
    {
        MainWindow window;
        pageOf<StepLabPage>(window)->setParameters(
            QJsonObject{{QStringLiteral("positions"), QStringLiteral("4,7")},
                        {QStringLiteral("dim"), 16}},
            nullptr);
        steplab = pageOf<StepLabPage>(window)->parameters();
        window.close(); // saves the state
    }
    {
        MainWindow window;
        QCOMPARE(pageOf<StepLabPage>(window)->parameters(), steplab);
        window.sessions()->resetToDefaults();
        QCOMPARE(pageOf<StepLabPage>(window)->parameters(), StepLabPage().parameters());
    }
    MainWindow window; // the reset is remembered
    QCOMPARE(pageOf<StepLabPage>(window)->parameters(), StepLabPage().parameters());
}

void TestSession::replayIsByteIdentical()
{
    QTemporaryDir windowDir;
    QTemporaryDir cliDir;
    MainWindow window;
    window.show();
    SessionController *sessions = window.sessions();
    const auto exportFrom = [&](Page *page, ExportFormat format, const QString &file) {
        QVERIFY(waitIdle(page));
        const QString path = windowDir.filePath(file);
        const WriteResult result = Exporter::writeData(page->exportTable(), format, path);
        QVERIFY2(result.ok(), qPrintable(result.error));
        sessions->recordExport(page->sessionKey(), page->sessionView(), page->parameters(), path,
                               format, FigureOptions{});
    };

    auto *sinusoidal = pageOf<SinusoidalPage>(window);
    sinusoidal->setParameters(QJsonObject{{QStringLiteral("positions"), 21},
                                          {QStringLiteral("dim"), 12},
                                          {QStringLiteral("base"), 77.25},
                                          {QStringLiteral("start"), 5},
                                          {QStringLiteral("layout"), QStringLiteral("split")}},
                              nullptr);
    exportFrom(sinusoidal, ExportFormat::Csv, QStringLiteral("sin.csv"));
    exportFrom(sinusoidal, ExportFormat::Npy, QStringLiteral("sin.npy"));

    auto *steplab = pageOf<StepLabPage>(window);
    steplab->setParameters(QJsonObject{{QStringLiteral("positions"), QStringLiteral("2,6")},
                                       {QStringLiteral("dim"), 10},
                                       {QStringLiteral("step"), 4}},
                           nullptr);
    exportFrom(steplab, ExportFormat::Csv, QStringLiteral("step4.csv"));
    steplab->setParameters(QJsonObject{{QStringLiteral("positions"), QStringLiteral("0,3")},
                                       {QStringLiteral("mistake"), QStringLiteral("same-pe")}},
                           nullptr);
    exportFrom(steplab, ExportFormat::Npy, QStringLiteral("mistake.npy"));

    auto *alibi = pageOf<AlibiPage>(window);
    alibi->setParameters(QJsonObject{{QStringLiteral("heads"), 6},
                                     {QStringLiteral("positions"), 40},
                                     {QStringLiteral("bidirectional"), true},
                                     {QStringLiteral("head"), 3}},
                         nullptr);
    alibi->setSessionView(QStringLiteral("slopes"));
    exportFrom(alibi, ExportFormat::Csv, QStringLiteral("slopes.csv"));
    alibi->setSessionView(QStringLiteral("heatmap"));
    QVERIFY(QTest::qWaitFor(
        [alibi] {
            const ViewData data = alibi->currentViewData();
            return !alibi->isComputing() && data.isValid() &&
                   data.state.integer(AlibiKeys::head) == 3;
        },
        60000));
    exportFrom(alibi, ExportFormat::Npy, QStringLiteral("bias3.npy"));

    const QString sessionFile = windowDir.filePath(QStringLiteral("session.json"));
    QString error;
    QVERIFY(sessions->saveSession(sessionFile, &error));
    const QString problem = ReplayTest::runSession(sessionFile, cliDir.path());
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    for (const char *name :
         {"sin.csv", "sin.npy", "step4.csv", "mistake.npy", "slopes.csv", "bias3.npy"}) {
        const QByteArray windowBytes = readAll(windowDir.filePath(QLatin1String(name)));
        QVERIFY2(!windowBytes.isEmpty(), name);
        QVERIFY2(readAll(cliDir.filePath(QLatin1String(name))) == windowBytes, name);
    }
}

void TestSession::replayUsesPagesForViewsWithoutCommand()
{
    QTemporaryDir dir;
    SessionFile session;
    SessionExport pairs;
    pairs.tab = QStringLiteral("sinusoidal");
    pairs.view = QStringLiteral("pairs");
    pairs.parameters = QJsonObject{{QStringLiteral("positions"), 4}, {QStringLiteral("dim"), 6}};
    pairs.file = QStringLiteral("pairs.csv");
    SessionExport table = pairs;
    table.view = QStringLiteral("heatmap");
    table.parameters = QJsonObject{{QStringLiteral("positions"), 4}, {QStringLiteral("dim"), 4}};
    table.file = QStringLiteral("table.csv");
    SessionExport unknown = pairs;
    unknown.tab = QStringLiteral("no-such-tab");
    unknown.file = QStringLiteral("unknown.csv");
    SessionExport badView = pairs;
    badView.view = QStringLiteral("no-such-view");
    badView.file = QStringLiteral("bad-view.csv");
    session.exports = {pairs, table, unknown, badView};
    QVERIFY(SessionReplay::plan(pairs, pairs.file).ok());
    QVERIFY(SessionReplay::plan(table, table.file).ok());
    QVERIFY(!SessionReplay::plan(unknown, unknown.file).ok());
    const QString file = dir.filePath(QStringLiteral("s.json"));
    QString error;
    QVERIFY(session.save(file, &error));
    const QString problem = ReplayTest::runSession(file, dir.path());
    QVERIFY2(problem.contains(QStringLiteral("2 of 4")), qPrintable(problem));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("unknown.csv"))));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("bad-view.csv"))));
    // The command writes the table, the page the pair view (one row per frequency pair).
    const QByteArray csv = readAll(dir.filePath(QStringLiteral("table.csv")));
    QVERIFY(csv.startsWith("position,"));
    QCOMPARE(csv.count('\n'), 5);
    const QByteArray pairsCsv = readAll(dir.filePath(QStringLiteral("pairs.csv")));
    QCOMPARE(pairsCsv.count('\n'), 4);
}

QTEST_MAIN(TestSession)
#include "tst_session.moc"
