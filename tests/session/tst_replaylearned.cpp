// `pelab-cli session` for the Learned tab: every view (table, similarity, spectrum, compare),
// put in a non-default state through its widgets as a user would, exported as the window does
// and replayed through the tab's page offscreen; the CSV/.npy files and the PNG figures are
// byte-identical, the SVG and PDF figures are written.
#include "replaytestutils.h"

#include "sessionreplay.h"
#include "tabs/learned/learnedpage.h"

#include <QComboBox>
#include <QJsonObject>
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
    LearnedPage page; // the bundled sample, which no pelab-cli command reads
    // Laid out as in the window (the heatmaps fit their titles to the shown colour scale).
    page.setAttribute(Qt::WA_DontShowOnScreen);
    page.resize(1200, 800);
    page.show();
    ReplayTest::settle(page);
    QVERIFY(page.table());
    auto *views = page.findChild<QTabWidget *>(QStringLiteral("learnedViews"));
    QVERIFY(views);
    QVERIFY(choose(page, "learnedColormap", 3)); // magma instead of RdBu

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
    QVERIFY(choose(page, "similarityMeasure", 2)); // distance instead of cosine
    exportAll(QStringLiteral("distance"), ExportFormat::Svg);
    QVERIFY(choose(page, "similarityMeasure", 0)); // dot product
    exportAll(QStringLiteral("dot"), ExportFormat::Png);

    views->setCurrentIndex(LearnedPage::SpectrumView);
    QVERIFY(choose(page, "spectrumView", 1)); // peak energy share instead of magnitudes
    exportAll(QStringLiteral("peaks"), ExportFormat::Pdf);

    views->setCurrentIndex(LearnedPage::CompareView);
    QVERIFY(choose(page, "compareExportSide", 1)); // the sinusoidal side
    exportAll(QStringLiteral("sinusoidal"), ExportFormat::Png);

    // The sample table has no command; every view is replayed by the page.
    for (const SessionExport &entry : session.exports)
        QVERIFY2(SessionReplay::plan(entry, QStringLiteral("out")).viaPage, qPrintable(entry.file));
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

void TestReplayLearned::viewChoicesRoundTripAndBadValues()
{
    LearnedPage page;
    QVERIFY(choose(page, "similarityMeasure", 0));
    QVERIFY(choose(page, "spectrumView", 1));
    QVERIFY(choose(page, "compareExportSide", 1));
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
