// Session replay of every view of the Sinusoidal tab: the page is put in a non-default state
// through its widgets, each view is exported as the window does, and `pelab-cli session`
// regenerates CSV and .npy files byte-identical to the window's (figures: the right kind of file).
#include "editors/integerspinbox.h"
#include "sessionreplay.h"
#include "tabs/sinusoidal/sinusoidalpage.h"

#include "replaytestutils.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

namespace {

using ReplayTest::child;
using ReplayTest::magic;

struct ViewCase
{
    const char *name;
    ExportFormat figure; // Csv: the view has no figure
};

const ViewCase kViews[] = {
    {"heatmap", ExportFormat::Png},  {"similarity", ExportFormat::Svg},
    {"values", ExportFormat::Pdf},   {"pairs", ExportFormat::Csv},
    {"residual", ExportFormat::Png},
};

} // namespace

class TestReplaySinusoidal : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyViewReplaysByteIdentical();
    void everyViewReplaysFromTheSpecification();
    void measureIsAParameter();
    void badInputRecordsWhatIsShown();
};

void TestReplaySinusoidal::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestReplaySinusoidal::everyViewReplaysByteIdentical()
{
    SinusoidalPage page;
    page.resize(1200, 800);
    // A non-default state, set through the widgets as a user does.
    child<IntegerSpinBox>(&page, "positions")->setValue(37);
    child<IntegerSpinBox>(&page, "dim")->setValue(12);
    child<QDoubleSpinBox>(&page, "base")->setValue(250.0);
    child<IntegerSpinBox>(&page, "start")->setValue(5);
    child<QComboBox>(&page, "layout")->setCurrentIndex(1); // split
    child<IntegerSpinBox>(&page, "shift")->setValue(7);
    child<QComboBox>(&page, "colormap")->setCurrentIndex(2);
    child<QComboBox>(&page, "range")->setCurrentIndex(1);   // the data's min … max
    child<QComboBox>(&page, "measure")->setCurrentIndex(2); // distance
    ReplayTest::settle(page);
    QCOMPARE(page.shownParameters().positions, 37);
    QVERIFY(page.errorText().isEmpty());
    // The selected cell only moves markers that exports leave out.
    page.setCurrentCell(9, 4);

    QTemporaryDir windowDir;
    QTemporaryDir replayDir;
    QVERIFY(windowDir.isValid() && replayDir.isValid());
    SessionFile session;
    QStringList dataFiles;
    QList<QPair<QString, ExportFormat>> figureFiles;
    for (const ViewCase &v : kViews) {
        QVERIFY(page.setSessionView(QLatin1String(v.name)));
        QCOMPARE(page.sessionView(), QLatin1String(v.name));
        for (ExportFormat format : {ExportFormat::Csv, ExportFormat::Npy}) {
            const QString file = QStringLiteral("%1.%2").arg(QLatin1String(v.name),
                                                             ExportFormats::extension(format));
            const QString error =
                ReplayTest::exportView(page, session, QDir(windowDir.path()), file, format);
            QVERIFY2(error.isEmpty(), qPrintable(file + QStringLiteral(": ") + error));
            dataFiles << file;
        }
        if (v.figure != ExportFormat::Csv) {
            const QString file =
                QStringLiteral("%1-figure.%2")
                    .arg(QLatin1String(v.name), ExportFormats::extension(v.figure));
            FigureOptions figure;
            figure.width = 640;
            figure.height = 400;
            const QString error = ReplayTest::exportView(page, session, QDir(windowDir.path()),
                                                         file, v.figure, figure);
            QVERIFY2(error.isEmpty(), qPrintable(file + QStringLiteral(": ") + error));
            figureFiles.append({file, v.figure});
        }
    }
    const QString error = ReplayTest::replay(session, replayDir.path());
    QVERIFY2(error.isEmpty(), qPrintable(error));
    for (const QString &file : dataFiles) {
        const QByteArray window = ReplayTest::readAll(QDir(windowDir.path()).filePath(file));
        QVERIFY2(!window.isEmpty(), qPrintable(file));
        QVERIFY2(window == ReplayTest::readAll(QDir(replayDir.path()).filePath(file)),
                 qPrintable(file + QStringLiteral(" differs after the replay")));
    }
    for (const auto &[file, format] : figureFiles) {
        const QByteArray replayed = ReplayTest::readAll(QDir(replayDir.path()).filePath(file));
        QVERIFY2(replayed.startsWith(magic(format)), qPrintable(file));
        // PNGs drawn by the same code in the same process: the same pixels, the same bytes.
        if (format == ExportFormat::Png)
            QVERIFY2(replayed == ReplayTest::readAll(QDir(windowDir.path()).filePath(file)),
                     qPrintable(file + QStringLiteral(" differs after the replay")));
    }
    for (const SessionExport &entry : session.exports) {
        QCOMPARE(entry.parameters.value(QStringLiteral("measure")).toString(),
                 QStringLiteral("distance"));
        QCOMPARE(entry.parameters.value(QStringLiteral("shift")).toInt(), 7);
    }
}

void TestReplaySinusoidal::everyViewReplaysFromTheSpecification()
{
    SessionExport entry;
    entry.tab = QStringLiteral("sinusoidal");
    entry.parameters = QJsonObject{{QStringLiteral("positions"), 10}, {QStringLiteral("dim"), 4}};
    entry.format = ExportFormat::Csv;
    entry.file = QStringLiteral("x.csv");
    for (const ViewCase &v : kViews) {
        entry.view = QLatin1String(v.name);
        const SessionReplay::Plan plan = SessionReplay::plan(entry, entry.file);
        QVERIFY2(plan.ok(), v.name);
    }
}

void TestReplaySinusoidal::measureIsAParameter()
{
    SinusoidalPage page;
    QStringList warnings;
    page.setParameters(QJsonObject{{QStringLiteral("measure"), QStringLiteral("Cosine")}},
                       &warnings);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    QCOMPARE(child<QComboBox>(&page, "measure")->currentIndex(), 1);
    QCOMPARE(page.parameters().value(QStringLiteral("measure")).toString(),
             QStringLiteral("cosine"));
    page.setParameters(QJsonObject{{QStringLiteral("measure"), QStringLiteral("angle")}},
                       &warnings);
    QCOMPARE(warnings.size(), 1);
    QVERIFY(warnings.first().contains(QStringLiteral("measure")));
    QCOMPARE(page.parameters().value(QStringLiteral("measure")).toString(), QStringLiteral("dot"));
    ReplayTest::settle(page);
}

void TestReplaySinusoidal::badInputRecordsWhatIsShown()
{
    // Positions beyond 2^40 are refused and the last good table stays on screen: a session
    // records the parameters of what an export writes, so that its replay writes the same.
    SinusoidalPage page;
    child<IntegerSpinBox>(&page, "positions")->setValue(9);
    child<IntegerSpinBox>(&page, "dim")->setValue(6);
    child<IntegerSpinBox>(&page, "shift")->setValue(3);
    ReplayTest::settle(page);
    QVERIFY(page.errorText().isEmpty());
    child<IntegerSpinBox>(&page, "start")->setValue((qint64(1) << 40) - 1);
    child<IntegerSpinBox>(&page, "shift")->setValue(4);
    ReplayTest::settle(page);
    QVERIFY(!page.errorText().isEmpty());
    QCOMPARE(page.shownParameters().dim, 6);
    QCOMPARE(page.parameters().value(QStringLiteral("dim")).toInt(), 6);
    QCOMPARE(page.parameters().value(QStringLiteral("shift")).toInt(), 3);

    SessionFile session;
    QTemporaryDir windowDir;
    QTemporaryDir replayDir;
    const QDir dir(windowDir.path());
    page.setSessionView(QStringLiteral("heatmap"));
    QVERIFY(ReplayTest::exportView(page, session, dir, QStringLiteral("h.csv"), ExportFormat::Csv)
                .isEmpty());
    page.setSessionView(QStringLiteral("residual"));
    QVERIFY(ReplayTest::exportView(page, session, dir, QStringLiteral("r.csv"), ExportFormat::Csv)
                .isEmpty());
    const QString error = ReplayTest::replay(session, replayDir.path());
    QVERIFY2(error.isEmpty(), qPrintable(error));
    for (const QString &file : {QStringLiteral("h.csv"), QStringLiteral("r.csv")})
        QCOMPARE(ReplayTest::readAll(QDir(replayDir.path()).filePath(file)),
                 ReplayTest::readAll(dir.filePath(file)));
}

QTEST_MAIN(TestReplaySinusoidal)
#include "tst_replaysinusoidal.moc"
