// Session replay of every view of the Buckets tab: the page is put in a non-default state through
// its widgets (a bias table file and a map to check among them), each view is exported as the
// window does, and `pelab-cli session` regenerates CSV and .npy files byte-identical to the
// window's (figures: the right kind of file), from the tab's specification.
#include "buckets/bucketsspec.h"
#include "editors/integerspinbox.h"
#include "sessionreplay.h"
#include "tabs/buckets/bucketspage.h"
#include "tabs/model/modelconfigbar.h"
#include "task/tabcontroller.h"

#include "bucketreference.h"
#include "replaytestutils.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

using ReplayTest::child;
using ReplayTest::ReplayRun;

struct ViewCase
{
    const char *name;
    ExportFormat figure;
};

const ViewCase kViews[] = {
    {"buckets", ExportFormat::Png}, {"starts", ExportFormat::Svg},  {"map", ExportFormat::Png},
    {"bias", ExportFormat::Pdf},    {"profile", ExportFormat::Png}, {"check", ExportFormat::Png},
};

const char kReversedMap[] = PELAB_TEST_DATA_DIR "/bucket-map-t5-16-40-n48-reversed.npy";

void choose(QWidget &page, const char *combo, const char *id)
{
    auto *box = child<QComboBox>(&page, combo);
    box->setCurrentIndex(box->findData(QLatin1String(id)));
}

// Types a path into a file field and leaves it, as a user does.
void enterFile(QWidget &page, const char *field, const QString &path)
{
    auto *edit = child<QLineEdit>(&page, field);
    edit->setText(path);
    emit edit->editingFinished();
}

void setInteger(QWidget &page, const char *name, int value)
{
    child<IntegerSpinBox>(&page, name)->setValue(value);
}

} // namespace

class TestReplayBuckets : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyViewReplaysByteIdentical();
    void biasTableFileReplays();
    void causalAndDebertaReplay();
    void presetReplays();
    void refusedInputReplaysWhatIsShown();
    void everyViewReplaysFromTheSpecification();

private:
    QTemporaryDir m_files;
};

void TestReplayBuckets::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(m_files.isValid());
}

void TestReplayBuckets::everyViewReplaysByteIdentical()
{
    BucketsPage page;
    page.resize(1200, 800);
    // A non-default state, set through the widgets: the check file's T5 16/40 at 48 positions.
    setInteger(page, "buckets", 16);
    setInteger(page, "max-distance", 40);
    setInteger(page, "positions", 48);
    setInteger(page, "heads", 3);
    setInteger(page, "seed", 7);
    ReplayTest::settle(page);
    QCOMPARE(page.shownResult()->heads(), 3);
    setInteger(page, "head", 2);
    choose(page, "colormap", "magma");
    enterFile(page, "compare", QString::fromUtf8(kReversedMap));
    ReplayTest::settle(page);
    QVERIFY2(page.errorText().isEmpty(), qPrintable(page.errorText()));

    ReplayRun run;
    for (const ViewCase &v : kViews) {
        QVERIFY(page.setSessionView(QLatin1String(v.name)));
        QVERIFY(run.exportCurrent(page, QLatin1String(v.name), v.figure));
    }
    for (const SessionExport &entry : run.session().exports) {
        QCOMPARE(entry.parameters.value(QStringLiteral("buckets")).toInt(), 16);
        QCOMPARE(entry.parameters.value(QStringLiteral("seed")).toInt(), 7);
        QCOMPARE(entry.parameters.value(QStringLiteral("head")).toInt(), 2);
        QCOMPARE(entry.parameters.value(QStringLiteral("colormap")).toString(),
                 QStringLiteral("magma"));
        QCOMPARE(entry.parameters.value(QStringLiteral("compare")).toString(),
                 QString::fromUtf8(kReversedMap));
        QVERIFY(SessionReplay::plan(entry, entry.file).ok());
    }
    const QString error = run.replayAndCompare();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

// A trained table read from a file: the session names it, and the replay reads it again.
void TestReplayBuckets::biasTableFileReplays()
{
    std::vector<double> table; // T5 16 × 4, every cell different
    for (int row = 0; row < 16; ++row)
        for (int h = 0; h < 4; ++h)
            table.push_back(std::sin(row + 0.3 * h) * (1.0 + h));
    const QString file = QDir(m_files.path()).filePath(QStringLiteral("weight.npy"));
    QVERIFY(BucketReference::writeFile(file, BucketReference::npyFloat64("(16, 4)", table)));
    BucketsPage page;
    setInteger(page, "buckets", 16);
    setInteger(page, "max-distance", 40);
    setInteger(page, "positions", 30);
    enterFile(page, "bias", file);
    ReplayTest::settle(page);
    QVERIFY2(page.errorText().isEmpty(), qPrintable(page.errorText()));
    QCOMPARE(page.shownResult()->heads(), 4);
    setInteger(page, "head", 4);
    ReplayTest::settle(page);

    ReplayRun run;
    for (const char *view : {"bias", "profile"}) {
        QVERIFY(page.setSessionView(QLatin1String(view)));
        QVERIFY(run.exportCurrent(page, QLatin1String(view), ExportFormat::Csv));
    }
    QCOMPARE(run.session().exports.first().parameters.value(QStringLiteral("bias")).toString(),
             file);
    QCOMPARE(run.session().exports.first().parameters.value(QStringLiteral("head")).toInt(), 4);
    const QString error = run.replayAndCompare();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestReplayBuckets::causalAndDebertaReplay()
{
    BucketsPage page;
    child<QCheckBox>(&page, "causal")->setChecked(true);
    setInteger(page, "positions", 150);
    setInteger(page, "heads", 2);
    ReplayTest::settle(page);
    QVERIFY(!page.shownResult()->params.bidirectional);
    ReplayRun run;
    for (const char *view : {"buckets", "starts", "map"}) {
        QVERIFY(page.setSessionView(QLatin1String(view)));
        QVERIFY(run.exportCurrent(page, QStringLiteral("causal-") + QLatin1String(view),
                                  ExportFormat::Csv));
    }
    choose(page, "scheme", "deberta");
    setInteger(page, "buckets", 8);
    setInteger(page, "max-distance", 20);
    setInteger(page, "positions", 40);
    ReplayTest::settle(page);
    QCOMPARE(page.shownResult()->params.scheme, pelab::BucketScheme::Deberta);
    for (const char *view : {"buckets", "starts", "map", "bias", "profile"}) {
        QVERIFY(page.setSessionView(QLatin1String(view)));
        QVERIFY(run.exportCurrent(page, QStringLiteral("deberta-") + QLatin1String(view),
                                  ExportFormat::Csv));
    }
    const QString error = run.replayAndCompare();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

// A preset chosen in the Model row: the session records the values it set.
void TestReplayBuckets::presetReplays()
{
    BucketsPage page;
    QVERIFY(page.findChild<ModelConfigBar *>()->applyPreset(QStringLiteral("wavlm-base-plus")));
    setInteger(page, "positions", 100);
    ReplayTest::settle(page);
    QCOMPARE(page.shownResult()->params.numBuckets, 320);
    ReplayRun run;
    for (const char *view : {"buckets", "starts", "profile"}) {
        QVERIFY(page.setSessionView(QLatin1String(view)));
        QVERIFY(run.exportCurrent(page, QLatin1String(view), ExportFormat::Csv));
    }
    const QJsonObject parameters = run.session().exports.first().parameters;
    QCOMPARE(parameters.value(QStringLiteral("buckets")).toInt(), 320);
    QCOMPARE(parameters.value(QStringLiteral("max-distance")).toInt(), 800);
    QCOMPARE(parameters.value(QStringLiteral("heads")).toInt(), 12);
    const QString error = run.replayAndCompare();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

// A refused value keeps the last result on screen; the session records what an export wrote.
void TestReplayBuckets::refusedInputReplaysWhatIsShown()
{
    BucketsPage page;
    setInteger(page, "buckets", 16);
    setInteger(page, "positions", 20);
    ReplayTest::settle(page);
    setInteger(page, "buckets", 17); // odd, bidirectional: refused
    ReplayTest::settle(page);
    QVERIFY(!page.errorText().isEmpty());
    QCOMPARE(page.shownResult()->params.numBuckets, 16);
    ReplayRun run;
    for (const char *view : {"buckets", "map"}) {
        QVERIFY(page.setSessionView(QLatin1String(view)));
        QVERIFY(run.exportCurrent(page, QLatin1String(view), ExportFormat::Csv));
    }
    QCOMPARE(run.session().exports.first().parameters.value(QStringLiteral("buckets")).toInt(), 16);
    const QString error = run.replayAndCompare();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestReplayBuckets::everyViewReplaysFromTheSpecification()
{
    SessionExport entry;
    entry.tab = QStringLiteral("buckets");
    entry.parameters = QJsonObject{{QStringLiteral("buckets"), 16},
                                   {QStringLiteral("max-distance"), 40},
                                   {QStringLiteral("positions"), 8},
                                   {QStringLiteral("compare"), QString::fromUtf8(kReversedMap)}};
    entry.format = ExportFormat::Csv;
    entry.file = QStringLiteral("x.csv");
    for (const ViewCase &v : kViews) {
        entry.view = QLatin1String(v.name);
        QVERIFY2(SessionReplay::plan(entry, entry.file).ok(), v.name);
    }
}

QTEST_MAIN(TestReplayBuckets)
#include "tst_replaybuckets.moc"
