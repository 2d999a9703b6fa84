// Session replay of every view of the ALiBi tab: the page is put in a non-default state through
// its widgets, each view is exported as the window does, and `pelab-cli session` regenerates
// CSV and .npy files byte-identical to the window's (figures: the right kind of file), from the
// tab's specification.
#include "alibi/alibispec.h"
#include "editors/integerspinbox.h"
#include "sessionreplay.h"
#include "tabs/alibi/alibipage.h"
#include "task/tabcontroller.h"

#include "replaytestutils.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

namespace {

using ReplayTest::child;
using ReplayTest::ReplayRun;

struct ViewCase
{
    const char *name;
    ExportFormat figure; // Csv: the view has no figure
};

const ViewCase kViews[] = {
    {"slopes", ExportFormat::Csv},     {"heatmap", ExportFormat::Png},
    {"bias-chart", ExportFormat::Svg}, {"attention", ExportFormat::Pdf},
    {"span", ExportFormat::Csv},       {"extrapolation", ExportFormat::Png},
};

void choose(QWidget &page, const char *combo, const char *id)
{
    auto *box = child<QComboBox>(&page, combo);
    box->setCurrentIndex(box->findData(QLatin1String(id)));
}

} // namespace

class TestReplayAlibi : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyViewReplaysByteIdentical();
    void customSlopesReplay();
    void mptRuleReplays();
    void queryKeptOffTheLastRow();
    void refusedInputReplaysWhatIsShown();
    void everyViewReplaysFromTheSpecification();
    void oldSessionsOpen();
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
    choose(page, "rule", "paper");
    child<IntegerSpinBox>(&page, "heads")->setValue(6);
    child<IntegerSpinBox>(&page, "positions")->setValue(40);
    child<QCheckBox>(&page, "bidirectional")->setChecked(true);
    choose(page, "content", "random");
    child<IntegerSpinBox>(&page, "seed")->setValue(7);
    child<IntegerSpinBox>(&page, "head-dim")->setValue(8);
    ReplayTest::settle(page);
    QCOMPARE(page.shownResult()->heads(), 6);
    child<IntegerSpinBox>(&page, "head")->setValue(4);
    child<IntegerSpinBox>(&page, "query")->setValue(17);
    child<IntegerSpinBox>(&page, "train")->setValue(10);
    child<IntegerSpinBox>(&page, "infer")->setValue(30);
    child<QComboBox>(&page, "colormap")->setCurrentIndex(3);
    ReplayTest::settle(page);
    QVERIFY(page.errorText().isEmpty());

    ReplayRun run;
    for (const ViewCase &v : kViews) {
        QVERIFY(page.setSessionView(QLatin1String(v.name)));
        QVERIFY(run.exportCurrent(page, QLatin1String(v.name), v.figure));
    }
    for (const SessionExport &entry : run.session().exports) {
        QCOMPARE(entry.parameters.value(QStringLiteral("query")).toInt(), 17);
        QCOMPARE(entry.parameters.value(QStringLiteral("seed")).toInt(), 7);
        QCOMPARE(entry.parameters.value(QStringLiteral("head")).toInt(), 4);
        QVERIFY(SessionReplay::plan(entry, entry.file).ok());
    }
    const QString error = run.replayAndCompare();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

// Custom slopes, with more heads than the page starts with (a result for the defaults must not
// narrow the head selector).
void TestReplayAlibi::customSlopesReplay()
{
    AlibiPage page;
    page.resize(1200, 800);
    choose(page, "rule", "custom");
    child<QLineEdit>(&page, "slopes")
        ->setText(QStringLiteral("0.5, 0.3, 0.2, 0.1, 0.07, 0.05, 0.03, 0.02, 0.01, 0.008, "
                                 "0.005, 0.003, 0.002, 0.001"));
    child<IntegerSpinBox>(&page, "positions")->setValue(24);
    choose(page, "content", "random");
    child<IntegerSpinBox>(&page, "seed")->setValue(3);
    child<IntegerSpinBox>(&page, "head-dim")->setValue(4);
    ReplayTest::settle(page);
    QCOMPARE(page.shownResult()->heads(), 14);
    child<IntegerSpinBox>(&page, "head")->setValue(13);
    child<IntegerSpinBox>(&page, "query")->setValue(5);
    ReplayTest::settle(page);
    QCOMPARE(page.controller()->state().integer(AlibiKeys::head), 13);

    ReplayRun run;
    for (const ViewCase &v : kViews) {
        QVERIFY(page.setSessionView(QLatin1String(v.name)));
        QVERIFY(run.exportCurrent(page, QLatin1String(v.name), v.figure));
    }
    const QString error = run.replayAndCompare();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestReplayAlibi::mptRuleReplays()
{
    AlibiPage page;
    choose(page, "rule", "mpt");
    child<QDoubleSpinBox>(&page, "alibi-bias-max")->setValue(12.5);
    child<IntegerSpinBox>(&page, "heads")->setValue(5);
    child<IntegerSpinBox>(&page, "positions")->setValue(20);
    ReplayTest::settle(page);
    QCOMPARE(page.shownResult()->slopes, pelab::mptSlopes(5, 12.5));
    ReplayRun run;
    for (const char *view : {"slopes", "bias-chart"}) {
        QVERIFY(page.setSessionView(QLatin1String(view)));
        QVERIFY(run.exportCurrent(page, QLatin1String(view), ExportFormat::Csv));
    }
    QCOMPARE(run.session().exports.first().parameters.value(QStringLiteral("alibi-bias-max")),
             QJsonValue(12.5));
    const QString error = run.replayAndCompare();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

// The query follows the last row when the positions change; one the user moved elsewhere
// stays there in the replay, whatever the page showed before.
void TestReplayAlibi::queryKeptOffTheLastRow()
{
    AlibiPage page;
    child<IntegerSpinBox>(&page, "heads")->setValue(2);
    child<IntegerSpinBox>(&page, "positions")->setValue(600);
    ReplayTest::settle(page);
    QCOMPARE(AlibiSpec::query(page.controller()->state()), 599); // followed the last row
    child<IntegerSpinBox>(&page, "query")->setValue(511);
    ReplayTest::settle(page);

    ReplayRun run;
    QVERIFY(page.setSessionView(QStringLiteral("attention")));
    QVERIFY(run.exportCurrent(page, QStringLiteral("attention"), ExportFormat::Csv));
    QCOMPARE(run.session().exports.first().parameters.value(QStringLiteral("query")).toInt(), 511);
    const QString error = run.replayAndCompare();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

// Refused input keeps the last good result on screen; the session records what an export
// wrote (the last good lengths, the last good slopes), so the replay writes the same.
void TestReplayAlibi::refusedInputReplaysWhatIsShown()
{
    AlibiPage page;
    child<IntegerSpinBox>(&page, "heads")->setValue(3);
    child<IntegerSpinBox>(&page, "positions")->setValue(16);
    ReplayTest::settle(page);
    QVERIFY(page.setSessionView(QStringLiteral("extrapolation")));
    child<IntegerSpinBox>(&page, "train")->setValue(100);
    child<IntegerSpinBox>(&page, "infer")->setValue(1000);
    ReplayTest::settle(page);
    child<IntegerSpinBox>(&page, "infer")->setValue(50); // L_infer must exceed L_train
    ReplayTest::settle(page);
    QVERIFY(!page.errorText().isEmpty());
    ReplayRun run;
    QVERIFY(run.exportCurrent(page, QStringLiteral("extrapolation"), ExportFormat::Png));
    QCOMPARE(run.session().exports.first().parameters.value(QStringLiteral("infer")).toInt(), 1000);
    // Another view exported meanwhile records values that replay too.
    QVERIFY(page.setSessionView(QStringLiteral("slopes")));
    QVERIFY(run.exportCurrent(page, QStringLiteral("slopes3"), ExportFormat::Csv));
    QVERIFY(run.session().exports.last().parameters.value(QStringLiteral("infer")).toInt() > 100);

    // Good lengths and more heads, then slopes that cannot be read: the 4-head result stays.
    child<IntegerSpinBox>(&page, "infer")->setValue(2000);
    child<IntegerSpinBox>(&page, "heads")->setValue(4);
    ReplayTest::settle(page);
    QVERIFY(page.errorText().isEmpty());
    QVERIFY(page.setSessionView(QStringLiteral("extrapolation")));
    QVERIFY(run.exportCurrent(page, QStringLiteral("extrapolation4"), ExportFormat::Csv));
    choose(page, "rule", "custom");
    child<QLineEdit>(&page, "slopes")->setText(QStringLiteral("0.5, abc"));
    ReplayTest::settle(page);
    QVERIFY(!page.errorText().isEmpty());
    QCOMPARE(page.shownResult()->heads(), 4);
    QVERIFY(page.setSessionView(QStringLiteral("attention")));
    QVERIFY(run.exportCurrent(page, QStringLiteral("attention"), ExportFormat::Csv));
    QCOMPARE(run.session().exports.last().parameters.value(QStringLiteral("rule")).toString(),
             QStringLiteral("official"));
    const QString error = run.replayAndCompare();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestReplayAlibi::everyViewReplaysFromTheSpecification()
{
    SessionExport entry;
    entry.tab = QStringLiteral("alibi");
    entry.parameters = QJsonObject{{QStringLiteral("heads"), 4}, {QStringLiteral("positions"), 8}};
    entry.format = ExportFormat::Csv;
    entry.file = QStringLiteral("x.csv");
    for (const ViewCase &v : kViews) {
        entry.view = QLatin1String(v.name);
        const SessionReplay::Plan plan = SessionReplay::plan(entry, entry.file);
        QVERIFY2(plan.ok(), v.name);
    }
}

// A session saved before the specification (every key it wrote, no alibi-bias-max) opens
// without a remark, and a head or query beyond the heads and positions is brought within them.
void TestReplayAlibi::oldSessionsOpen()
{
    AlibiPage page;
    const QJsonObject old{{QStringLiteral("rule"), QStringLiteral("custom")},
                          {QStringLiteral("heads"), 12},
                          {QStringLiteral("slopes"), QStringLiteral("0.5, 0.25, 0.125")},
                          {QStringLiteral("positions"), 64},
                          {QStringLiteral("bidirectional"), false},
                          {QStringLiteral("content"), QStringLiteral("zero")},
                          {QStringLiteral("seed"), 42},
                          {QStringLiteral("head-dim"), 64},
                          {QStringLiteral("head"), 2},
                          {QStringLiteral("query"), 63},
                          {QStringLiteral("train"), 512},
                          {QStringLiteral("infer"), 2048},
                          {QStringLiteral("colormap"), QStringLiteral("magma")}};
    QStringList warnings;
    page.setParameters(old, &warnings);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    ReplayTest::settle(page);
    QVERIFY(page.errorText().isEmpty());
    QCOMPARE(page.shownResult()->slopes, (std::vector<double>{0.5, 0.25, 0.125}));
    QJsonObject beyond = old;
    beyond.insert(QStringLiteral("head"), 5);
    beyond.insert(QStringLiteral("query"), 64);
    page.setParameters(beyond, &warnings);
    QCOMPARE(warnings.size(), 2);
    QVERIFY(warnings[0].contains(QStringLiteral("\"head\"")));
    QVERIFY(warnings[1].contains(QStringLiteral("\"query\"")));
    QCOMPARE(page.parameters().value(QStringLiteral("head")).toInt(), 3);
    QCOMPARE(page.parameters().value(QStringLiteral("query")).toInt(), 63);
    ReplayTest::settle(page);
    QVERIFY(page.errorText().isEmpty());
}

QTEST_MAIN(TestReplayAlibi)
#include "tst_replayalibi.moc"
