// Session replay of every view of the RoPE tab: the page is put in a non-default state through
// its widgets, each view is exported as the window does, and `pelab-cli session` regenerates
// CSV and .npy files byte-identical to the window's (figures: the right kind of file).
#include "sessionreplay.h"
#include "tabs/rope/ropepage.h"

#include "replaytestutils.h"

#include <QComboBox>
#include <QDoubleSpinBox>
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
    RopePage::View view;
    const char *name;
    ExportFormat figure; // Csv: the view has no figure
};

const ViewCase kViews[] = {
    {RopePage::HeatmapView, "heatmap", ExportFormat::Png},
    {RopePage::OffsetView, "offsets", ExportFormat::Svg},
    {RopePage::FrequencyView, "frequencies", ExportFormat::Pdf},
    {RopePage::PrecisionView, "precision", ExportFormat::Png},
    {RopePage::DecayView, "decay", ExportFormat::Svg},
    {RopePage::PairingView, "pairing", ExportFormat::Csv},
};

// Selects the entry of `box` whose data is `value`.
void selectData(QComboBox *box, int value)
{
    const int index = box->findData(value);
    QVERIFY(index >= 0);
    box->setCurrentIndex(index);
}

// Types `text` into a line edit and commits it (Return), as a user does.
void typeIn(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

} // namespace

class TestReplayRope : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyViewReplaysByteIdentical();
    void seededDynamicScalingReplays();
    void textTypedButNotCommittedIsNotRecorded();
    void refusedVectorReplaysWhatIsShown();
    void viewsWithoutCommandReplayThroughThePage();
};

void TestReplayRope::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

// Typed q and k, YaRN scaling, half pairing, f32, a tolerance and a small precision sweep.
void TestReplayRope::everyViewReplaysByteIdentical()
{
    RopePage page;
    page.resize(1200, 800);
    page.show();
    child<QSpinBox>(&page, "dim")->setValue(8);
    child<QSpinBox>(&page, "positions")->setValue(12);
    child<QSpinBox>(&page, "start")->setValue(5);
    child<QDoubleSpinBox>(&page, "base")->setValue(500.0);
    selectData(child<QComboBox>(&page, "pairing"), int(pelab::RopePairing::Half));
    selectData(child<QComboBox>(&page, "scaling"), int(pelab::RopeScalingType::Yarn));
    child<QDoubleSpinBox>(&page, "factor")->setValue(2.5);
    child<QSpinBox>(&page, "originalMaxPositions")->setValue(16);
    child<QDoubleSpinBox>(&page, "betaFast")->setValue(16.0);
    selectData(child<QComboBox>(&page, "precision"), int(pelab::Precision::F32));
    selectData(child<QComboBox>(&page, "content"), int(RopeContent::Typed));
    typeIn(child<QLineEdit>(&page, "qText"), QStringLiteral("1, 0.5, -2, 0.25, 3, -1, 0.75, 2"));
    typeIn(child<QLineEdit>(&page, "kText"), QStringLiteral("0.5 -1 1 2 -0.25 0 1.5 -3"));
    typeIn(child<QLineEdit>(&page, "tolerance"), QStringLiteral("0.001"));
    child<QSpinBox>(&page, "sweepPositions")->setValue(8);
    child<QSpinBox>(&page, "sweepMaxPower")->setValue(6);
    child<QComboBox>(&page, "colormap")->setCurrentIndex(2);
    ReplayTest::settle(page);
    QVERIFY2(page.errorText().isEmpty(), qPrintable(page.errorText()));
    QCOMPARE(page.analysis()->setup.dim, 8);
    QCOMPARE(page.analysis()->setup.q, (std::vector<double>{1, 0.5, -2, 0.25, 3, -1, 0.75, 2}));

    ReplayRun run;
    auto *views = child<QTabWidget>(&page, "ropeViews");
    for (const ViewCase &v : kViews) {
        views->setCurrentIndex(v.view);
        QCOMPARE(page.sessionView(), QLatin1String(v.name));
        QVERIFY(run.exportCurrent(page, QLatin1String(v.name), v.figure));
    }
    for (const SessionExport &entry : run.session().exports) {
        QCOMPARE(entry.parameters.value(QStringLiteral("sweep-max-power")).toInt(), 6);
        QVERIFY2(SessionReplay::plan(entry, entry.file).viaPage, qPrintable(entry.file));
    }
    const QString error = run.replayAndCompare();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

// Seeded q and k with dynamic scaling at a large start in bfloat16: the heatmap replays
// through pelab-cli rope, the other views through the page.
void TestReplayRope::seededDynamicScalingReplays()
{
    RopePage page;
    child<QSpinBox>(&page, "dim")->setValue(6);
    child<QSpinBox>(&page, "positions")->setValue(10);
    child<QSpinBox>(&page, "start")->setValue(1000);
    selectData(child<QComboBox>(&page, "scaling"), int(pelab::RopeScalingType::Dynamic));
    child<QDoubleSpinBox>(&page, "factor")->setValue(3.0);
    child<QSpinBox>(&page, "originalMaxPositions")->setValue(64);
    child<QSpinBox>(&page, "sequenceLength")->setValue(2000);
    selectData(child<QComboBox>(&page, "precision"), int(pelab::Precision::BF16));
    child<QSpinBox>(&page, "seed")->setValue(9);
    child<QSpinBox>(&page, "sweepPositions")->setValue(6);
    child<QSpinBox>(&page, "sweepMaxPower")->setValue(4);
    ReplayTest::settle(page);
    QVERIFY2(page.errorText().isEmpty(), qPrintable(page.errorText()));

    ReplayRun run;
    for (const ViewCase &v : kViews) {
        page.setCurrentView(v.view);
        QVERIFY(run.exportCurrent(page, QLatin1String(v.name), ExportFormat::Csv));
    }
    QCOMPARE(SessionReplay::plan(run.session().exports.first(), QStringLiteral("x.csv")).command,
             QStringLiteral("rope"));
    const QString error = run.replayAndCompare();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

// Text typed into q without Return (an export by shortcut keeps the focus in the field) has
// not been computed: the session records the q the exported scores come from.
void TestReplayRope::textTypedButNotCommittedIsNotRecorded()
{
    RopePage page;
    page.show();
    child<QSpinBox>(&page, "dim")->setValue(4);
    child<QSpinBox>(&page, "positions")->setValue(6);
    selectData(child<QComboBox>(&page, "content"), int(RopeContent::Typed));
    typeIn(child<QLineEdit>(&page, "qText"), QStringLiteral("1, 2, 3, 4"));
    typeIn(child<QLineEdit>(&page, "kText"), QStringLiteral("4, 3, 2, 1"));
    ReplayTest::settle(page);
    QCOMPARE(page.analysis()->setup.q, (std::vector<double>{1, 2, 3, 4}));
    auto *q = child<QLineEdit>(&page, "qText");
    q->setFocus();
    q->selectAll();
    QTest::keyClicks(q, QStringLiteral("-1, 0.5, 2, 8"));
    ReplayTest::settle(page);
    QCOMPARE(page.analysis()->setup.q, (std::vector<double>{1, 2, 3, 4}));

    ReplayRun run;
    page.setCurrentView(RopePage::HeatmapView);
    QVERIFY(run.exportCurrent(page, QStringLiteral("scores"), ExportFormat::Csv));
    QCOMPARE(run.session().exports.first().parameters.value(QStringLiteral("q-values")).toString(),
             QStringLiteral("1, 2, 3, 4"));
    const QString error = run.replayAndCompare();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

// A q that cannot be read keeps the last scores on screen; the session records the q they
// come from.
void TestReplayRope::refusedVectorReplaysWhatIsShown()
{
    RopePage page;
    page.show();
    child<QSpinBox>(&page, "dim")->setValue(4);
    child<QSpinBox>(&page, "positions")->setValue(5);
    selectData(child<QComboBox>(&page, "content"), int(RopeContent::Typed));
    typeIn(child<QLineEdit>(&page, "qText"), QStringLiteral("1, 2, 3, 4"));
    typeIn(child<QLineEdit>(&page, "kText"), QStringLiteral("0.5, 0, -1, 2"));
    ReplayTest::settle(page);
    typeIn(child<QLineEdit>(&page, "qText"), QStringLiteral("1, 2, nan, 4"));
    ReplayTest::settle(page);
    QVERIFY(!page.errorText().isEmpty());

    ReplayRun run;
    page.setCurrentView(RopePage::HeatmapView);
    QVERIFY(run.exportCurrent(page, QStringLiteral("scores"), ExportFormat::Csv));
    QCOMPARE(run.session().exports.first().parameters.value(QStringLiteral("q-values")).toString(),
             QStringLiteral("1, 2, 3, 4"));
    const QString error = run.replayAndCompare();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestReplayRope::viewsWithoutCommandReplayThroughThePage()
{
    SessionExport entry;
    entry.tab = QStringLiteral("rope");
    entry.parameters = QJsonObject{{QStringLiteral("dim"), 4}, {QStringLiteral("positions"), 8}};
    entry.format = ExportFormat::Csv;
    entry.file = QStringLiteral("x.csv");
    for (const char *view : {"offsets", "frequencies", "precision", "decay", "pairing"}) {
        entry.view = QLatin1String(view);
        QVERIFY2(SessionReplay::plan(entry, entry.file).viaPage, view);
    }
    entry.view = QStringLiteral("heatmap");
    QCOMPARE(SessionReplay::plan(entry, entry.file).command, QStringLiteral("rope"));
}

QTEST_MAIN(TestReplayRope)
#include "tst_replayrope.moc"
