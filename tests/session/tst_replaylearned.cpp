// `pelab-cli session` for the Learned tab: every view (table, similarity, spectrum, compare),
// put in a non-default state through its widgets as a user would, exported as the window does
// and replayed from the tab's specification, without a page; the CSV/.npy files and the PNG
// figures are byte-identical, the SVG and PDF figures are written. A replay of a file's table
// leaves the recent files (the window's settings) alone.
#include "replaytestutils.h"

#include "sessionreplay.h"
#include "tabs/learned/learnedpage.h"

#include <QComboBox>
#include <QJsonObject>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

namespace {

using ReplayTest::choose;
using ReplayTest::magic;

struct Expect
{
    QString file;
    ExportFormat format;
};

} // namespace

class TestReplayLearned : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyViewReplaysByteIdentical();
    void fileReplaysWithoutTheRecentList();
    void viewChoicesRoundTripAndBadValues();
};

// The Learned tab remembers recent files in QSettings: the test location, not the user's.
void TestReplayLearned::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestReplayLearned::everyViewReplaysByteIdentical()
{
    QTemporaryDir windowDir, replayDir;
    QVERIFY(windowDir.isValid() && replayDir.isValid());
    LearnedPage page; // the bundled sample
    // Laid out as in the window (the heatmaps fit their titles to the shown colour scale).
    page.setAttribute(Qt::WA_DontShowOnScreen);
    page.resize(1200, 800);
    page.show();
    ReplayTest::settle(page);
    QVERIFY(page.table());
    auto *views = page.findChild<QTabWidget *>(QStringLiteral("learnedViews"));
    QVERIFY(views);
    QVERIFY(choose(page, "colormap", 3)); // magma instead of RdBu

    SessionFile session;
    QList<Expect> expected;
    FigureOptions figureOptions;
    figureOptions.width = 400;
    figureOptions.height = 300;
    const auto exportAll = [&](const QString &stem, ExportFormat figure) {
        for (const ExportFormat format : {ExportFormat::Csv, ExportFormat::Npy, figure}) {
            const QString file = stem + QLatin1Char('.') + ExportFormats::id(format);
            const QString error = ReplayTest::exportView(page, session, QDir(windowDir.path()),
                                                         file, format, figureOptions);
            QVERIFY2(error.isEmpty(), qPrintable(file + QStringLiteral(": ") + error));
            expected.append(Expect{file, format});
        }
    };

    views->setCurrentIndex(LearnedPage::TableView);
    QCOMPARE(page.sessionView(), QStringLiteral("table"));
    exportAll(QStringLiteral("table"), ExportFormat::Png);

    views->setCurrentIndex(LearnedPage::SimilarityView);
    QVERIFY(choose(page, "measure", 2)); // distance instead of cosine
    exportAll(QStringLiteral("distance"), ExportFormat::Svg);
    QVERIFY(choose(page, "measure", 0)); // dot product
    exportAll(QStringLiteral("dot"), ExportFormat::Png);

    views->setCurrentIndex(LearnedPage::SpectrumView);
    QVERIFY(choose(page, "spectrum", 1)); // peak energy share instead of magnitudes
    exportAll(QStringLiteral("peaks"), ExportFormat::Pdf);

    views->setCurrentIndex(LearnedPage::CompareView);
    QVERIFY(choose(page, "compare-export", 1)); // the sinusoidal side
    exportAll(QStringLiteral("sinusoidal"), ExportFormat::Png);

    // Every view is replayed from the specification, the bundled sample included.
    for (const SessionExport &entry : session.exports) {
        const SessionReplay::Plan plan = SessionReplay::plan(entry, QStringLiteral("out"));
        QVERIFY2(plan.ok(), qPrintable(entry.file));
        QCOMPARE(entry.parameters.value(QStringLiteral("colormap")).toString(),
                 QStringLiteral("magma"));
    }
    QCOMPARE(session.exports.at(3).view, QStringLiteral("similarity"));

    const QString error = ReplayTest::replay(session, replayDir.path());
    QVERIFY2(error.isEmpty(), qPrintable(error));
    for (const Expect &e : expected) {
        const QByteArray window = ReplayTest::readAll(QDir(windowDir.path()).filePath(e.file));
        const QByteArray replayed = ReplayTest::readAll(QDir(replayDir.path()).filePath(e.file));
        QVERIFY2(!window.isEmpty(), qPrintable(e.file));
        QVERIFY2(replayed.startsWith(magic(e.format)), qPrintable(e.file));
        // PNGs too: drawn by the same page code at the same size, so the colours are checked.
        if (!ExportFormats::isFigure(e.format) || e.format == ExportFormat::Png)
            QVERIFY2(replayed == window, qPrintable(e.file + QStringLiteral(" differs")));
    }
    // The state the views were in is what differs between these exports.
    QVERIFY(ReplayTest::readAll(QDir(windowDir.path()).filePath(QStringLiteral("dot.npy"))) !=
            ReplayTest::readAll(QDir(windowDir.path()).filePath(QStringLiteral("distance.npy"))));
}

// The page remembers the files it opens in the window's settings; `pelab-cli session` reads a
// file's table without a page and must not add it to the list.
void TestReplayLearned::fileReplaysWithoutTheRecentList()
{
    QTemporaryDir windowDir, replayDir;
    QVERIFY(windowDir.isValid() && replayDir.isValid());
    const QString table = QDir(windowDir.path()).filePath(QStringLiteral("odd.csv"));
    QVERIFY(ReplayTest::writeAll(table, "0.5,-1,2\n1.5,inf,-2\n3,0.25,nan\n-4,8,1\n"));
    LearnedPage page;
    page.openFile(table);
    QVERIFY(
        QTest::qWaitFor([&] { return page.fileName() == table && !page.isComputing(); }, 60000));
    QCOMPARE(page.recentFiles().value(0), table);
    SessionFile session;
    for (const LearnedPage::View view : {LearnedPage::TableView, LearnedPage::CompareView}) {
        page.setCurrentView(view);
        const QString file = page.sessionView() + QStringLiteral(".csv");
        const QString error =
            ReplayTest::exportView(page, session, QDir(windowDir.path()), file, ExportFormat::Csv);
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }
    QSettings().remove(QStringLiteral("learned/recentFiles"));
    const QString error = ReplayTest::replay(session, replayDir.path());
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!QSettings().contains(QStringLiteral("learned/recentFiles")));
    QVERIFY(page.recentFiles().isEmpty());
    for (const QString &file : {QStringLiteral("table.csv"), QStringLiteral("compare.csv")}) {
        const QByteArray window = ReplayTest::readAll(QDir(windowDir.path()).filePath(file));
        QVERIFY2(!window.isEmpty(), qPrintable(file));
        QVERIFY2(window == ReplayTest::readAll(QDir(replayDir.path()).filePath(file)),
                 qPrintable(file));
    }
    // The table keeps +Inf as read; the compare view's learned side is the table as drawn, with
    // the infinity masked as NaN.
    const QByteArray tableCsv =
        ReplayTest::readAll(QDir(windowDir.path()).filePath(QStringLiteral("table.csv")));
    const QByteArray compareCsv =
        ReplayTest::readAll(QDir(windowDir.path()).filePath(QStringLiteral("compare.csv")));
    QVERIFY2(tableCsv.contains("inf") && !compareCsv.contains("inf"), compareCsv.constData());
}

void TestReplayLearned::viewChoicesRoundTripAndBadValues()
{
    LearnedPage page;
    QVERIFY(choose(page, "measure", 0));
    QVERIFY(choose(page, "spectrum", 1));
    QVERIFY(choose(page, "compare-export", 1));
    const QJsonObject parameters = page.parameters();
    QCOMPARE(parameters.value(QStringLiteral("measure")).toString(), QStringLiteral("dot"));
    QCOMPARE(parameters.value(QStringLiteral("spectrum")).toString(), QStringLiteral("peaks"));
    QCOMPARE(parameters.value(QStringLiteral("compare-export")).toString(),
             QStringLiteral("sinusoidal"));
    LearnedPage other;
    QStringList warnings;
    other.setParameters(parameters, &warnings);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    QCOMPARE(other.parameters(), parameters);

    // Bad values take the defaults with one warning each; missing keys take them silently and
    // a choice in other letter case is accepted.
    other.setParameters(
        QJsonObject{{QStringLiteral("measure"), QStringLiteral("angle")},
                    {QStringLiteral("spectrum"), 1},
                    {QStringLiteral("compare-export"), QStringLiteral("Sinusoidal")}},
        &warnings);
    QCOMPARE(warnings.size(), 2);
    QVERIFY(warnings.filter(QStringLiteral("\"measure\"")).size() == 1);
    const QJsonObject back = other.parameters();
    QCOMPARE(back.value(QStringLiteral("measure")).toString(), QStringLiteral("cosine"));
    QCOMPARE(back.value(QStringLiteral("spectrum")).toString(), QStringLiteral("magnitude"));
    QCOMPARE(back.value(QStringLiteral("compare-export")).toString(), QStringLiteral("sinusoidal"));
    ReplayTest::settle(other);
}

QTEST_MAIN(TestReplayLearned)
#include "tst_replaylearned.moc"
