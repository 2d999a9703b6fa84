// Session replay of every view of the ALiBi tab: the page is put in a non-default state through
// its widgets, each view is exported as the window does, and `pelab-cli session` regenerates
// CSV and .npy files byte-identical to the window's (figures: the right kind of file).
#include "sessionreplay.h"
#include "tabs/alibi/alibipage.h"

#include "replaytestutils.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

namespace {

using ReplayTest::child;
using ReplayTest::magic;
using ReplayTest::ReplayRun;

struct ViewCase
{
    AlibiPage::View view;
    const char *name;
    ExportFormat figure; // Csv: the view has no figure
};

const ViewCase kViews[] = {
    {AlibiPage::SlopesView, "slopes", ExportFormat::Csv},
    {AlibiPage::HeatmapView, "heatmap", ExportFormat::Png},
    {AlibiPage::BiasChartView, "bias-chart", ExportFormat::Svg},
    {AlibiPage::AttentionView, "attention", ExportFormat::Pdf},
    {AlibiPage::SpanView, "span", ExportFormat::Csv},
    {AlibiPage::ExtrapolationView, "extrapolation", ExportFormat::Png},
};

} // namespace

class TestReplayAlibi : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyViewReplaysByteIdentical();
    void customSlopesReplayThroughThePage();
    void queryKeptOffTheLastRow();
    void refusedInputReplaysWhatIsShown();
    void viewsWithoutCommandReplayThroughThePage();
};

void TestReplayAlibi::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestReplayAlibi::everyViewReplaysByteIdentical()
{
    AlibiPage page;
    page.resize(1200, 800);
    // A non-default state, set through the widgets as a user does.
    child<QComboBox>(&page, "rule")->setCurrentIndex(1); // the paper's rule
    child<QSpinBox>(&page, "heads")->setValue(6);
    child<QSpinBox>(&page, "positions")->setValue(40);
    child<QCheckBox>(&page, "causal")->setChecked(false);
    child<QComboBox>(&page, "content")->setCurrentIndex(1); // seeded random q, k
    child<QSpinBox>(&page, "seed")->setValue(7);
    child<QSpinBox>(&page, "headDim")->setValue(8);
    ReplayTest::settle(page);
    QCOMPARE(page.slopes().size(), std::size_t(6));
    child<QSpinBox>(&page, "head")->setValue(4);
    child<QSpinBox>(&page, "query")->setValue(17);
    child<QSpinBox>(&page, "trainLength")->setValue(10);
    child<QSpinBox>(&page, "inferLength")->setValue(30);
    child<QComboBox>(&page, "colormap")->setCurrentIndex(3);
    ReplayTest::settle(page);
    QCOMPARE(page.shownHead(), 4);
    QVERIFY(page.errorText().isEmpty());

    ReplayRun run;
    auto *views = child<QTabWidget>(&page, "alibiViews");
    for (const ViewCase &v : kViews) {
        views->setCurrentIndex(v.view);
        QCOMPARE(page.sessionView(), QLatin1String(v.name));
        QVERIFY(run.exportCurrent(page, QLatin1String(v.name), v.figure));
    }
    for (const SessionExport &entry : run.session().exports) {
        QCOMPARE(entry.parameters.value(QStringLiteral("query")).toInt(), 17);
        QCOMPARE(entry.parameters.value(QStringLiteral("seed")).toInt(), 7);
    }
    const QString error = run.replayAndCompare();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

// Custom slopes have no pelab-cli option: every view goes through the page, with more heads
// than the page starts with (a result for the defaults must not narrow the head selector).
void TestReplayAlibi::customSlopesReplayThroughThePage()
{
    AlibiPage page;
    page.resize(1200, 800);
    child<QComboBox>(&page, "rule")->setCurrentIndex(2); // custom
    child<QLineEdit>(&page, "customSlopes")
        ->setText(QStringLiteral("0.5, 0.3, 0.2, 0.1, 0.07, 0.05, 0.03, 0.02, 0.01, 0.008, "
                                 "0.005, 0.003, 0.002, 0.001"));
    child<QSpinBox>(&page, "positions")->setValue(24);
    child<QComboBox>(&page, "content")->setCurrentIndex(1);
    child<QSpinBox>(&page, "seed")->setValue(3);
    child<QSpinBox>(&page, "headDim")->setValue(4);
    ReplayTest::settle(page);
    QCOMPARE(page.slopes().size(), std::size_t(14));
    child<QSpinBox>(&page, "head")->setValue(13);
    child<QSpinBox>(&page, "query")->setValue(5);
    ReplayTest::settle(page);
    QCOMPARE(page.shownHead(), 13);

    ReplayRun run;
    for (const ViewCase &v : kViews) {
        page.setCurrentView(v.view);
        QVERIFY(run.exportCurrent(page, QLatin1String(v.name), v.figure));
    }
    for (const SessionExport &entry : run.session().exports)
        QVERIFY2(SessionReplay::plan(entry, entry.file).viaPage, qPrintable(entry.file));
    const QString error = run.replayAndCompare();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

// The query follows the last row when the positions change; one the user moved elsewhere
// stays there in the replay, whatever the page showed before.
void TestReplayAlibi::queryKeptOffTheLastRow()
{
    AlibiPage page;
    child<QSpinBox>(&page, "heads")->setValue(2);
    child<QSpinBox>(&page, "positions")->setValue(600);
    ReplayTest::settle(page);
    QCOMPARE(page.controls()->query(), 599); // followed the last row
    child<QSpinBox>(&page, "query")->setValue(511);
    ReplayTest::settle(page);

    ReplayRun run;
    page.setCurrentView(AlibiPage::AttentionView);
    QVERIFY(run.exportCurrent(page, QStringLiteral("attention"), ExportFormat::Csv));
    const QString error = run.replayAndCompare();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

// Refused input keeps the last good result on screen; the session records what an export
// wrote (the last good lengths, the last good slopes), so the replay writes the same.
void TestReplayAlibi::refusedInputReplaysWhatIsShown()
{
    AlibiPage page;
    child<QSpinBox>(&page, "heads")->setValue(3);
    child<QSpinBox>(&page, "positions")->setValue(16);
    ReplayTest::settle(page);
    child<QSpinBox>(&page, "trainLength")->setValue(100);
    child<QSpinBox>(&page, "inferLength")->setValue(1000);
    child<QSpinBox>(&page, "inferLength")->setValue(50); // L_infer must exceed L_train
    ReplayRun run;
    page.setCurrentView(AlibiPage::ExtrapolationView);
    QVERIFY(run.exportCurrent(page, QStringLiteral("extrapolation"), ExportFormat::Png));
    QCOMPARE(run.session().exports.first().parameters.value(QStringLiteral("infer")).toInt(), 1000);

    // More heads, then slopes that cannot be read: the 4-head result stays.
    child<QSpinBox>(&page, "heads")->setValue(4);
    ReplayTest::settle(page);
    QVERIFY(run.exportCurrent(page, QStringLiteral("extrapolation4"), ExportFormat::Csv));
    child<QComboBox>(&page, "rule")->setCurrentIndex(2); // custom
    child<QLineEdit>(&page, "customSlopes")->setText(QStringLiteral("0.5, abc"));
    ReplayTest::settle(page);
    QVERIFY(!page.errorText().isEmpty());
    QCOMPARE(page.slopes().size(), std::size_t(4));
    page.setCurrentView(AlibiPage::AttentionView);
    QVERIFY(run.exportCurrent(page, QStringLiteral("attention"), ExportFormat::Csv));
    const QString error = run.replayAndCompare();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestReplayAlibi::viewsWithoutCommandReplayThroughThePage()
{
    SessionExport entry;
    entry.tab = QStringLiteral("alibi");
    entry.parameters = QJsonObject{{QStringLiteral("heads"), 4}, {QStringLiteral("positions"), 8}};
    entry.format = ExportFormat::Csv;
    entry.file = QStringLiteral("x.csv");
    for (const char *view : {"attention", "span", "extrapolation"}) {
        entry.view = QLatin1String(view);
        QVERIFY2(SessionReplay::plan(entry, entry.file).viaPage, view);
    }
    entry.view = QStringLiteral("slopes");
    QCOMPARE(SessionReplay::plan(entry, entry.file).command, QStringLiteral("alibi"));
}

QTEST_MAIN(TestReplayAlibi)
#include "tst_replayalibi.moc"
