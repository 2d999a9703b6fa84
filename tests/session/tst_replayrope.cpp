// Session replay of every view of the RoPE tab: the page is put in a non-default state through
// its widgets, each view is exported as the window does, and `pelab-cli session` regenerates
// CSV and .npy files byte-identical to the window's (figures: the right kind of file).
#include "editors/integerspinbox.h"
#include "rope/ropespec.h"
#include "rope/ropeviews.h"
#include "sessionreplay.h"
#include "tabs/rope/ropepage.h"

#include "replaytestutils.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSettings>
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
    const char *name;
    ExportFormat figure; // Csv: the view has no figure
};

const ViewCase kViews[] = {
    {"heatmap", ExportFormat::Png},   {"scores", ExportFormat::Pdf},
    {"offsets", ExportFormat::Svg},   {"frequencies", ExportFormat::Pdf},
    {"precision", ExportFormat::Png}, {"decay", ExportFormat::Svg},
    {"pairing", ExportFormat::Csv},
};

// Selects the entry of the combo box `name` whose id is `id`.
void choose(QWidget &page, const char *name, const char *id)
{
    auto *box = child<QComboBox>(&page, name);
    const int index = box->findData(QString::fromLatin1(id));
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
    void typedTextIsRecordedWithWhatItComputed();
    void refusedVectorReplaysWhatIsShown();
    void everyViewReplaysFromTheSpecification();
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
    child<IntegerSpinBox>(&page, "dim")->setValue(8);
    child<IntegerSpinBox>(&page, "positions")->setValue(12);
    child<IntegerSpinBox>(&page, "start")->setValue(5);
    child<QDoubleSpinBox>(&page, "base")->setValue(500.0);
    choose(page, "pairing", "half");
    choose(page, "scaling", "yarn");
    child<QDoubleSpinBox>(&page, "factor")->setValue(2.5);
    child<IntegerSpinBox>(&page, "original-max-positions")->setValue(16);
    child<QDoubleSpinBox>(&page, "beta-fast")->setValue(16.0);
    choose(page, "precision", "f32");
    choose(page, "content", "typed");
    typeIn(child<QLineEdit>(&page, "q-values"), QStringLiteral("1, 0.5, -2, 0.25, 3, -1, 0.75, 2"));
    typeIn(child<QLineEdit>(&page, "k-values"), QStringLiteral("0.5 -1 1 2 -0.25 0 1.5 -3"));
    typeIn(child<QLineEdit>(&page, "tolerance"), QStringLiteral("0.001"));
    child<IntegerSpinBox>(&page, "sweep-positions")->setValue(8);
    child<IntegerSpinBox>(&page, "sweep-max-power")->setValue(6);
    choose(page, "colormap", "cividis");
    ReplayTest::settle(page);
    QVERIFY2(page.errorText().isEmpty(), qPrintable(page.errorText()));
    QCOMPARE(page.shownResult()->analysis.setup.dim, 8);
    QCOMPARE(page.shownResult()->analysis.setup.q,
             (std::vector<double>{1, 0.5, -2, 0.25, 3, -1, 0.75, 2}));

    ReplayRun run;
    auto *views = child<QTabWidget>(&page, "ropeViews");
    for (int i = 0; i < int(std::size(kViews)); ++i) {
        const ViewCase &v = kViews[i];
        views->setCurrentIndex(i);
        QCOMPARE(page.sessionView(), QLatin1String(v.name));
        QVERIFY(run.exportCurrent(page, QLatin1String(v.name), v.figure));
    }
    for (const SessionExport &entry : run.session().exports) {
        QCOMPARE(entry.parameters.value(QStringLiteral("sweep-max-power")).toInt(), 6);
        QCOMPARE(entry.parameters.value(QStringLiteral("colormap")).toString(),
                 QStringLiteral("cividis"));
        QVERIFY2(SessionReplay::plan(entry, entry.file).ok(), qPrintable(entry.file));
    }
    const QString error = run.replayAndCompare();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

// Seeded q and k with dynamic scaling at a large start in bfloat16.
void TestReplayRope::seededDynamicScalingReplays()
{
    RopePage page;
    child<IntegerSpinBox>(&page, "dim")->setValue(6);
    child<IntegerSpinBox>(&page, "positions")->setValue(10);
    child<IntegerSpinBox>(&page, "start")->setValue(1000);
    choose(page, "scaling", "dynamic");
    child<QDoubleSpinBox>(&page, "factor")->setValue(3.0);
    child<IntegerSpinBox>(&page, "original-max-positions")->setValue(64);
    child<IntegerSpinBox>(&page, "sequence-length")->setValue(2000);
    choose(page, "precision", "bf16");
    child<IntegerSpinBox>(&page, "seed")->setValue(9);
    child<IntegerSpinBox>(&page, "sweep-positions")->setValue(6);
    child<IntegerSpinBox>(&page, "sweep-max-power")->setValue(4);
    ReplayTest::settle(page);
    QVERIFY2(page.errorText().isEmpty(), qPrintable(page.errorText()));
    QCOMPARE(page.shownResult()->analysis.frequencies.sequenceLength, std::int64_t(2000));

    ReplayRun run;
    for (const ViewCase &v : kViews) {
        QVERIFY(page.setSessionView(QLatin1String(v.name)));
        QVERIFY(run.exportCurrent(page, QLatin1String(v.name), ExportFormat::Csv));
    }
    const QString error = run.replayAndCompare();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

// Text typed into q is computed after the pause like any value; the session records the q the
// exported scores come from: the new one once shown.
void TestReplayRope::typedTextIsRecordedWithWhatItComputed()
{
    RopePage page;
    page.show();
    child<IntegerSpinBox>(&page, "dim")->setValue(4);
    child<IntegerSpinBox>(&page, "positions")->setValue(6);
    choose(page, "content", "typed");
    typeIn(child<QLineEdit>(&page, "q-values"), QStringLiteral("1, 2, 3, 4"));
    typeIn(child<QLineEdit>(&page, "k-values"), QStringLiteral("4, 3, 2, 1"));
    ReplayTest::settle(page);
    QCOMPARE(page.shownResult()->analysis.setup.q, (std::vector<double>{1, 2, 3, 4}));
    // Typed, not yet computed: the session records what is shown.
    auto *q = child<QLineEdit>(&page, "q-values");
    q->setFocus();
    q->selectAll();
    QTest::keyClicks(q, QStringLiteral("-1, 0.5, 2, 8"));
    QVERIFY(page.isComputing());
    QCOMPARE(page.parameters().value(QStringLiteral("q-values")).toString(),
             QStringLiteral("1, 2, 3, 4"));
    ReplayTest::settle(page);
    QCOMPARE(page.shownResult()->analysis.setup.q, (std::vector<double>{-1, 0.5, 2, 8}));

    ReplayRun run;
    QVERIFY(page.setSessionView(QStringLiteral("heatmap")));
    QVERIFY(run.exportCurrent(page, QStringLiteral("scores"), ExportFormat::Csv));
    QCOMPARE(run.session().exports.first().parameters.value(QStringLiteral("q-values")).toString(),
             QStringLiteral("-1, 0.5, 2, 8"));
    const QString error = run.replayAndCompare();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

// A q that cannot be read keeps the last scores on screen; the session records the q they
// come from.
void TestReplayRope::refusedVectorReplaysWhatIsShown()
{
    RopePage page;
    page.show();
    child<IntegerSpinBox>(&page, "dim")->setValue(4);
    child<IntegerSpinBox>(&page, "positions")->setValue(5);
    choose(page, "content", "typed");
    typeIn(child<QLineEdit>(&page, "q-values"), QStringLiteral("1, 2, 3, 4"));
    typeIn(child<QLineEdit>(&page, "k-values"), QStringLiteral("0.5, 0, -1, 2"));
    ReplayTest::settle(page);
    typeIn(child<QLineEdit>(&page, "q-values"), QStringLiteral("1, 2, nan, 4"));
    ReplayTest::settle(page);
    QVERIFY(!page.errorText().isEmpty());

    ReplayRun run;
    QVERIFY(page.setSessionView(QStringLiteral("heatmap")));
    QVERIFY(run.exportCurrent(page, QStringLiteral("scores"), ExportFormat::Csv));
    QCOMPARE(run.session().exports.first().parameters.value(QStringLiteral("q-values")).toString(),
             QStringLiteral("1, 2, 3, 4"));
    const QString error = run.replayAndCompare();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

// Every view, typed q and k included, replays from the specification: no page, no command.
void TestReplayRope::everyViewReplaysFromTheSpecification()
{
    SessionExport entry;
    entry.tab = QStringLiteral("rope");
    entry.parameters = QJsonObject{{QStringLiteral("dim"), 4},
                                   {QStringLiteral("positions"), 8},
                                   {QStringLiteral("content"), QStringLiteral("typed")},
                                   {QStringLiteral("q-values"), QStringLiteral("1 0 0 1")},
                                   {QStringLiteral("k-values"), QStringLiteral("0 1 1 0")}};
    entry.format = ExportFormat::Csv;
    entry.file = QStringLiteral("x.csv");
    for (const ViewCase &v : kViews) {
        entry.view = QLatin1String(v.name);
        const SessionReplay::Plan plan = SessionReplay::plan(entry, entry.file);
        QVERIFY2(plan.ok(), v.name);
    }
}

QTEST_MAIN(TestReplayRope)
#include "tst_replayrope.moc"
