// `pelab-cli session` for the RoPE and Learned tabs: the score heatmap and the learned table
// exported from the pages offscreen and replayed through the session command are byte-identical;
// RoPE's and the Learned tab's views replay from their specifications.
#include "export/exporter.h"
#include "replaytestutils.h"
#include "rope/ropespec.h"
#include "session/sessionfile.h"
#include "shell/mainwindow.h"
#include "shell/page.h"
#include "shell/sessioncontroller.h"
#include "tabs/learned/learnedpage.h"
#include "tabs/rope/ropepage.h"

#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

using ReplayTest::pageOf;
using ReplayTest::readAll;
using ReplayTest::writeAll;

} // namespace

class TestSessionReplay : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void ropeAndLearnedReplayByteIdentical();
    void pagesReplayViewsWithoutCommand();
    void incompleteParametersTakeDefaults();
};

void TestSessionReplay::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestSessionReplay::init()
{
    QSettings().clear();
}

void TestSessionReplay::ropeAndLearnedReplayByteIdentical()
{
    QTemporaryDir windowDir;
    QTemporaryDir cliDir;
    MainWindow window;
    window.show();
    SessionController *sessions = window.sessions();
    const auto exportFrom = [&](Page *page, ExportFormat format, const QString &file) {
        const QString path = windowDir.filePath(file);
        const WriteResult result = Exporter::writeData(page->exportTable(), format, path);
        QVERIFY2(result.ok(), qPrintable(result.error));
        sessions->recordExport(page->sessionKey(), page->sessionView(), page->parameters(), path,
                               format, FigureOptions{});
    };

    auto *rope = pageOf<RopePage>(window);
    QVERIFY(rope);
    rope->setSessionView(QStringLiteral("heatmap"));
    const auto ropeShows = [rope](std::int64_t dim, std::int64_t positions, std::int64_t start) {
        return QTest::qWaitFor(
            [=] {
                const RopeResult *r = rope->shownResult();
                return !rope->isComputing() && r && r->analysis.setup.dim == dim &&
                       r->analysis.setup.positions == positions &&
                       r->analysis.setup.start == start && rope->exportTable().isValid();
            },
            60000);
    };
    // Seeded q, k with a scaling and a reduced precision.
    rope->setParameters(QJsonObject{{QStringLiteral("dim"), 16},
                                    {QStringLiteral("positions"), 24},
                                    {QStringLiteral("start"), 7},
                                    {QStringLiteral("base"), 500.5},
                                    {QStringLiteral("pairing"), QStringLiteral("half")},
                                    {QStringLiteral("scaling"), QStringLiteral("linear")},
                                    {QStringLiteral("factor"), 2.5},
                                    {QStringLiteral("precision"), QStringLiteral("f32")},
                                    {QStringLiteral("seed"), 11}},
                        nullptr);
    QVERIFY(ropeShows(16, 24, 7));
    exportFrom(rope, ExportFormat::Csv, QStringLiteral("rope.csv"));
    exportFrom(rope, ExportFormat::Npy, QStringLiteral("rope.npy"));

    // q and k from files.
    const QString qFile = windowDir.filePath(QStringLiteral("q.csv"));
    const QString kFile = windowDir.filePath(QStringLiteral("k.csv"));
    QVERIFY(writeAll(qFile, "0.5,-1,2,0.25\n"));
    QVERIFY(writeAll(kFile, "1,0.75,-0.5,3\n"));
    rope->setParameters(QJsonObject{{QStringLiteral("dim"), 4},
                                    {QStringLiteral("positions"), 9},
                                    {QStringLiteral("content"), QStringLiteral("files")},
                                    {QStringLiteral("q"), qFile},
                                    {QStringLiteral("k"), kFile}},
                        nullptr);
    QVERIFY(ropeShows(4, 9, 0));
    QCOMPARE(rope->shownResult()->analysis.setup.q, (std::vector<double>{0.5, -1, 2, 0.25}));
    exportFrom(rope, ExportFormat::Npy, QStringLiteral("rope-files.npy"));

    auto *learned = pageOf<LearnedPage>(window);
    QVERIFY(learned);
    learned->setCurrentView(LearnedPage::TableView);
    const QString tableFile = windowDir.filePath(QStringLiteral("table.csv"));
    QVERIFY(writeAll(tableFile, "0.125,-2,3.5\n1e-3,4,-0.75\n6,7.25,8\n-9,10,0.0625\n"));
    learned->openFile(tableFile);
    QVERIFY(QTest::qWaitFor(
        [&] {
            return !learned->isComputing() && learned->fileName() == tableFile &&
                   learned->table() && learned->table()->rows() == 4;
        },
        60000));
    exportFrom(learned, ExportFormat::Csv, QStringLiteral("learned.csv"));
    exportFrom(learned, ExportFormat::Npy, QStringLiteral("learned.npy"));

    const QString sessionFile = windowDir.filePath(QStringLiteral("session.json"));
    QString error;
    QVERIFY(sessions->saveSession(sessionFile, &error));
    const QString problem = ReplayTest::runSession(sessionFile, cliDir.path());
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    for (const char *name :
         {"rope.csv", "rope.npy", "rope-files.npy", "learned.csv", "learned.npy"}) {
        const QByteArray windowBytes = readAll(windowDir.filePath(QLatin1String(name)));
        QVERIFY2(!windowBytes.isEmpty(), name);
        QVERIFY2(readAll(cliDir.filePath(QLatin1String(name))) == windowBytes, name);
    }
}

void TestSessionReplay::pagesReplayViewsWithoutCommand()
{
    QTemporaryDir dir;
    SessionExport ropeOffsets;
    ropeOffsets.tab = QStringLiteral("rope");
    ropeOffsets.view = QStringLiteral("offsets");
    ropeOffsets.parameters = QJsonObject{{QStringLiteral("dim"), 4},
                                         {QStringLiteral("positions"), 3},
                                         {QStringLiteral("scaling"), QStringLiteral("none")}};
    ropeOffsets.file = QStringLiteral("offsets.csv");
    SessionExport ropeTyped = ropeOffsets;
    ropeTyped.view = QStringLiteral("heatmap");
    ropeTyped.parameters.insert(QStringLiteral("content"), QStringLiteral("typed"));
    ropeTyped.parameters.insert(QStringLiteral("q-values"), QStringLiteral("1, 0, 0.5, -2"));
    ropeTyped.parameters.insert(QStringLiteral("k-values"), QStringLiteral("0, 1, 2, 0.25"));
    ropeTyped.file = QStringLiteral("typed.csv");
    SessionExport ropeScores = ropeOffsets;
    ropeScores.view = QStringLiteral("heatmap");
    ropeScores.file = QStringLiteral("scores.csv");
    SessionExport sample;
    sample.tab = QStringLiteral("learned");
    sample.view = QStringLiteral("table");
    sample.parameters = QJsonObject{{QStringLiteral("file"), QString()}};
    sample.file = QStringLiteral("sample.csv");
    SessionExport spectrum = sample;
    spectrum.view = QStringLiteral("spectrum");
    spectrum.parameters =
        QJsonObject{{QStringLiteral("file"), dir.filePath(QStringLiteral("t.csv"))}};
    spectrum.file = QStringLiteral("spectrum.csv");
    SessionFile session;
    session.exports = {ropeOffsets, ropeTyped, ropeScores, sample, spectrum};
    const QString file = dir.filePath(QStringLiteral("s.json"));
    QString error;
    QVERIFY(session.save(file, &error));

    for (const SessionExport &entry : {sample, spectrum, ropeOffsets, ropeTyped, ropeScores})
        QVERIFY2(SessionReplay::plan(entry, entry.file).ok(), qPrintable(entry.file));

    // The spectrum's table file does not exist: that export fails naming it, the others are
    // written by the pages, the specification and the command.
    const QString problem = ReplayTest::runSession(file, dir.path());
    QVERIFY2(problem.contains(QStringLiteral("1 of 5")), qPrintable(problem));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("spectrum.csv"))));
    for (const char *name : {"offsets.csv", "typed.csv", "sample.csv"})
        QVERIFY2(!readAll(dir.filePath(QLatin1String(name))).isEmpty(), name);
    // The RoPE scores: 3 × 3 scores under a header row.
    const QByteArray csv = readAll(dir.filePath(QStringLiteral("scores.csv")));
    QCOMPARE(csv.count('\n'), 4);
    // The bundled sample is 64 × 32: 64 rows under a header row.
    QCOMPARE(readAll(dir.filePath(QStringLiteral("sample.csv"))).count('\n'), 65);
}

// A hand-edited session that lacks a parameter, or gives it as text, takes the default as Open
// Session does, instead of failing.
void TestSessionReplay::incompleteParametersTakeDefaults()
{
    QTemporaryDir dir;
    SessionExport steps;
    steps.tab = QStringLiteral("steplab");
    steps.view = QStringLiteral("main");
    steps.parameters = QJsonObject{{QStringLiteral("dim"), 8}};
    steps.file = QStringLiteral("steps.csv");
    SessionExport table;
    table.tab = QStringLiteral("sinusoidal");
    table.view = QStringLiteral("heatmap");
    table.parameters =
        QJsonObject{{QStringLiteral("positions"), 5}, {QStringLiteral("dim"), QStringLiteral("x")}};
    table.file = QStringLiteral("table.csv");
    QVERIFY(SessionReplay::plan(steps, steps.file).ok());
    QVERIFY(SessionReplay::plan(table, table.file).ok());
    SessionFile session;
    session.exports = {steps, table};
    const QString problem = ReplayTest::replay(session, dir.path());
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(!readAll(dir.filePath(QStringLiteral("steps.csv"))).isEmpty());
    // 5 positions under a header row, in the default dimension.
    QCOMPARE(readAll(dir.filePath(QStringLiteral("table.csv"))).count('\n'), 6);
}

QTEST_MAIN(TestSessionReplay)
#include "tst_sessionreplay.moc"
