// Session replay of the Step-through lab: every step and every common mistake, set through the
// tab's widgets, exported as the window does; `pelab-cli session` regenerates CSV and .npy files
// byte-identical to the window's, PNG figures too (SVG and PDF: the right kind of file).
#include "editors/integerspinbox.h"
#include "sessionreplay.h"
#include "steplab/steplabspec.h"
#include "tabs/steplab/steplabpage.h"
#include "task/tabcontroller.h"

#include "replaytestutils.h"

#include "steplab.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

using ReplayTest::child;
using ReplayTest::magic;

const pelab::StepLabParams &shown(StepLabPage &page)
{
    ReplayTest::settle(page);
    return page.shownResult()->walk.params;
}

} // namespace

class TestReplayStepLab : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyStepAndMistakeReplaysByteIdentical();
    void badInputRecordsWhatIsShown();

private:
    // Exports the current state as CSV, .npy and `figure` into `dir`, named after `stem`.
    void exportAll(StepLabPage &page, const QString &stem, ExportFormat figure);

    SessionFile m_session;
    QStringList m_dataFiles;
    QList<QPair<QString, ExportFormat>> m_figureFiles;
    QTemporaryDir m_windowDir;
};

void TestReplayStepLab::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestReplayStepLab::exportAll(StepLabPage &page, const QString &stem, ExportFormat figure)
{
    const QDir dir(m_windowDir.path());
    for (ExportFormat format : {ExportFormat::Csv, ExportFormat::Npy, figure}) {
        const QString file = stem + QLatin1Char('.') + ExportFormats::extension(format);
        FigureOptions options;
        options.width = 800;
        options.height = 500;
        const QString error = ReplayTest::exportView(page, m_session, dir, file, format, options);
        QVERIFY2(error.isEmpty(), qPrintable(file + QStringLiteral(": ") + error));
        if (ExportFormats::isFigure(format))
            m_figureFiles.append({file, format});
        else
            m_dataFiles << file;
    }
}

void TestReplayStepLab::everyStepAndMistakeReplaysByteIdentical()
{
    QVERIFY(m_windowDir.isValid());
    StepLabPage page;
    page.resize(1400, 900);
    // A non-default state, set through the widgets as a user does.
    child<IntegerSpinBox>(&page, "positionP")->setValue(4);
    child<QSlider>(&page, "positionQSlider")->setValue(11);
    child<IntegerSpinBox>(&page, "dim")->setValue(10);
    child<QDoubleSpinBox>(&page, "base")->setValue(321.5);
    QCOMPARE(shown(page).q, 11);
    QCOMPARE(shown(page).dim, 10);

    // Every step, walked with the Next button and picked in the list, signal on and off.
    const ExportFormat figures[] = {ExportFormat::Png, ExportFormat::Svg, ExportFormat::Pdf};
    auto *list = child<QListWidget>(&page, "stepList");
    auto *next = child<QPushButton>(&page, "nextButton");
    list->setCurrentRow(0);
    for (int step = 1; step <= pelab::kStepLabStepCount; ++step) {
        if (step > 1)
            QTest::mouseClick(next, Qt::LeftButton);
        QCOMPARE(page.step(), step);
        exportAll(page, QStringLiteral("on-step%1").arg(step), figures[step % 3]);
    }
    child<QCheckBox>(&page, "off")->setChecked(true);
    QVERIFY(!shown(page).positionSignal);
    for (int step : {3, 6, 7}) {
        list->setCurrentRow(step - 1);
        exportAll(page, QStringLiteral("off-step%1").arg(step), figures[step % 3]);
    }
    child<QCheckBox>(&page, "off")->setChecked(false);

    // Every common mistake, at step 5 (which the mistakes replace).
    list->setCurrentRow(4);
    auto *mistake = child<QComboBox>(&page, "mistake");
    for (int m = 0; m < pelab::kStepMistakeCount; ++m) {
        mistake->setCurrentIndex(m + 1);
        QVERIFY(page.shownMistake());
        exportAll(page,
                  QStringLiteral("mistake-%1")
                      .arg(QLatin1String(pelab::mistakeId(pelab::StepMistake(m)).data())),
                  figures[m % 3]);
    }

    // The Step-through lab replays from its specification.
    QVERIFY(SessionReplay::plan(m_session.exports.first(), QStringLiteral("x.csv")).ok());
    QTemporaryDir replayDir;
    const QString error = ReplayTest::replay(m_session, replayDir.path());
    QVERIFY2(error.isEmpty(), qPrintable(error));
    for (const QString &file : std::as_const(m_dataFiles)) {
        const QByteArray window = ReplayTest::readAll(QDir(m_windowDir.path()).filePath(file));
        QVERIFY2(!window.isEmpty(), qPrintable(file));
        QVERIFY2(window == ReplayTest::readAll(QDir(replayDir.path()).filePath(file)),
                 qPrintable(file + QStringLiteral(" differs after the replay")));
    }
    for (const auto &[file, format] : std::as_const(m_figureFiles)) {
        const QByteArray replayed = ReplayTest::readAll(QDir(replayDir.path()).filePath(file));
        QVERIFY2(replayed.startsWith(magic(format)), qPrintable(file));
        // PNGs drawn by the same code in the same process: the same pixels, the same bytes.
        if (format == ExportFormat::Png)
            QVERIFY2(replayed == ReplayTest::readAll(QDir(m_windowDir.path()).filePath(file)),
                     qPrintable(file + QStringLiteral(" differs after the replay")));
    }
}

void TestReplayStepLab::badInputRecordsWhatIsShown()
{
    // A negative position (a hand-edited value: the spin boxes stop at 0) is refused and the
    // last good walk-through stays on screen: a session records the parameters of what an
    // export writes, so that its replay writes the same.
    StepLabPage page;
    child<IntegerSpinBox>(&page, "dim")->setValue(12);
    child<QListWidget>(&page, "stepList")->setCurrentRow(5);
    QCOMPARE(shown(page).dim, 12);
    QVERIFY(page.exportTable().isValid());
    page.controller()->setValue(StepLabKeys::positions, QStringLiteral("-2,5"));
    page.controller()->setValue(StepLabKeys::dim, QVariant::fromValue(qint64(14)));
    QCOMPARE(shown(page).dim, 12);
    QVERIFY(!page.errorText().isEmpty());
    QCOMPARE(page.parameters().value(QStringLiteral("dim")).toInt(), 12);
    QCOMPARE(page.parameters().value(QStringLiteral("positions")).toString(),
             QStringLiteral("0,3"));

    SessionFile session;
    QTemporaryDir windowDir;
    QTemporaryDir replayDir;
    QVERIFY(ReplayTest::exportView(page, session, QDir(windowDir.path()), QStringLiteral("s.csv"),
                                   ExportFormat::Csv)
                .isEmpty());
    const QString error = ReplayTest::replay(session, replayDir.path());
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(ReplayTest::readAll(QDir(replayDir.path()).filePath(QStringLiteral("s.csv"))),
             ReplayTest::readAll(QDir(windowDir.path()).filePath(QStringLiteral("s.csv"))));
}

QTEST_MAIN(TestReplayStepLab)
#include "tst_replaysteplab.moc"
