// The Learned tab: the bundled sample on first start (labelled), files of every format opened
// off the GUI thread, the tensor picker, NaN shown and counted, bad files refused with the
// previous table kept, recent files, drag and drop, sessions, every view's export, and the
// spectrum computed only while shown, cancelled at its first report.
#include "figures/heatmapwidget.h"
#include "tabs/learned/learnedpage.h"
#include "task/backgroundtask.h"
#include "task/tabcontroller.h"

#include "npyformat.h"

#include "canceltestutils.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDropEvent>
#include <QFile>
#include <QJsonObject>
#include <QLabel>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <cmath>
#include <memory>

class TestLearnedPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void sampleOnFirstStart();
    void opensNpyWithNaN();
    void tensorPicker();
    void badFileKeepsTable();
    void recentFilesAndSession();
    void dropOpensFile();
    void exportsEveryView();
    void cancelStopsTheSpectrum();

private:
    bool waitShown(QSignalSpy &spy, int count);
    QString writeNpy(const QString &name, std::size_t rows, std::size_t cols, bool nan);

    QTemporaryDir m_dir;
    LearnedPage *m_page = nullptr;
    QSignalSpy *m_shown = nullptr;
};

void TestLearnedPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PE Lab Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_learnedpage"));
    QSettings().clear();
}

bool TestLearnedPage::waitShown(QSignalSpy &spy, int count)
{
    return QTest::qWaitFor([&] { return spy.count() >= count && !m_page->isComputing(); }, 60000);
}

QString TestLearnedPage::writeNpy(const QString &name, std::size_t rows, std::size_t cols, bool nan)
{
    pelab::Matrix m(rows, cols);
    for (std::size_t i = 0; i < m.size(); ++i)
        m.data()[i] = std::cos(0.3 * double(i));
    if (nan)
        m(1, 2) = std::nan("");
    std::string bytes = pelab::npyHeaderF8({rows, cols});
    pelab::appendLittleEndianDoubles(bytes, m.data(), m.size());
    QFile file(m_dir.filePath(name));
    if (file.open(QIODevice::WriteOnly))
        file.write(bytes.data(), qint64(bytes.size()));
    return file.fileName();
}

void TestLearnedPage::init()
{
    m_page = new LearnedPage;
    m_page->resize(1400, 900);
    m_page->show();
    m_shown = new QSignalSpy(m_page, &LearnedPage::tableShown);
    QVERIFY(waitShown(*m_shown, 1));
}

void TestLearnedPage::cleanup()
{
    delete m_shown;
    delete m_page;
}

void TestLearnedPage::sampleOnFirstStart()
{
    QVERIFY(m_page->fileName().isEmpty());
    QVERIFY(m_page->table());
    QCOMPARE(m_page->table()->rows(), std::size_t(64));
    QCOMPARE(m_page->table()->cols(), std::size_t(32));
    auto *source = m_page->findChild<QLabel *>(QStringLiteral("learnedSource"));
    QVERIFY(source->text().contains(QStringLiteral("not from a trained model")));
    QVERIFY(!m_page->findChild<QComboBox *>(QStringLiteral("tensorPicker"))->isVisible());
    QVERIFY(m_page->errorText().isEmpty());
    // The spectrum is the view's own computation: made when the view is shown.
    QVERIFY(!m_page->spectrum());
    m_page->setCurrentView(LearnedPage::SpectrumView);
    QVERIFY(QTest::qWaitFor([&] { return m_page->spectrum() && !m_page->isComputing(); }, 60000));
    QCOMPARE(m_page->spectrum()->peakShare.size(), std::size_t(32));
}

void TestLearnedPage::opensNpyWithNaN()
{
    const QString file = writeNpy(QStringLiteral("pos.npy"), 6, 4, true);
    m_page->openFile(file);
    QVERIFY(waitShown(*m_shown, 2));
    QCOMPARE(m_page->fileName(), file);
    QCOMPARE(m_page->loadedInfo().nanCount, std::size_t(1));
    auto *info = m_page->findChild<QLabel *>(QStringLiteral("learnedInfo"));
    QVERIFY2(info->text().contains(QStringLiteral("1 NaN")), qPrintable(info->text()));
    // The heatmap holds the NaN (drawn in the mask colour), not a substitute value.
    auto *heatmap = m_page->findChild<HeatmapWidget *>(QStringLiteral("learnedHeatmap"));
    QVERIFY(std::isnan((*heatmap->matrix())(1, 2)));
}

void TestLearnedPage::tensorPicker()
{
    m_page->openFile(QStringLiteral(PELAB_TEST_DATA_DIR "/model.safetensors"));
    QVERIFY(waitShown(*m_shown, 2));
    auto *picker = m_page->findChild<QComboBox *>(QStringLiteral("tensorPicker"));
    QVERIFY(picker->isVisible());
    QCOMPARE(picker->count(), 4);
    QCOMPARE(m_page->tensorName(), QStringLiteral("wpe.weight")); // the position table first
    // A session records the tensor shown, not the empty name that guessed it.
    QCOMPARE(m_page->parameters().value(QStringLiteral("tensor")).toString(),
             QStringLiteral("wpe.weight"));
    picker->setCurrentIndex(picker->findData(QStringLiteral("wte.half")));
    QVERIFY(waitShown(*m_shown, 3));
    QCOMPARE(m_page->tensorName(), QStringLiteral("wte.half"));
    QCOMPARE(m_page->loadedInfo().dtype, std::string("F16"));
    QCOMPARE((*m_page->table())(1, 2), 5.0 / 8.0 + 0.125);
    QCOMPARE(m_page->exportBaseName(), QStringLiteral("model-wte_half"));
}

void TestLearnedPage::badFileKeepsTable()
{
    QFile bad(m_dir.filePath(QStringLiteral("bad.npy")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("\x93NUMPY\x01\x00\x7f\x00{'descr'", 17);
    bad.close();
    QSignalSpy failed(m_page, &LearnedPage::loadFailed);
    m_page->openFile(bad.fileName());
    QVERIFY(failed.wait(60000));
    QVERIFY2(m_page->errorText().contains(QStringLiteral("bad.npy: truncated .npy header")),
             qPrintable(m_page->errorText()));
    QVERIFY(m_page->fileName().isEmpty()); // the sample is still shown
    QCOMPARE(m_page->table()->rows(), std::size_t(64));
    // What a session records is what is shown, not the file that failed.
    QCOMPARE(m_page->parameters().value(QStringLiteral("file")).toString(), QString());
    QCOMPARE(m_page->exportTable().matrix->rows(), std::size_t(64));
}

void TestLearnedPage::recentFilesAndSession()
{
    const QString file = writeNpy(QStringLiteral("recent.npy"), 5, 2, false);
    m_page->openFile(file);
    QVERIFY(waitShown(*m_shown, 2));
    QCOMPARE(m_page->recentFiles().value(0), file);
    auto *recent = m_page->findChild<QComboBox *>(QStringLiteral("recentFiles"));
    QVERIFY(recent->findData(file) > 0);

    const QJsonObject parameters = m_page->parameters();
    QCOMPARE(parameters.value(QStringLiteral("file")).toString(), file);
    LearnedPage other;
    QSignalSpy shown(&other, &LearnedPage::tableShown);
    QVERIFY(shown.wait(60000)); // the sample
    QStringList warnings;
    other.setParameters(QJsonObject{{QStringLiteral("file"), file},
                                    {QStringLiteral("colormap"), QStringLiteral("magma")},
                                    {QStringLiteral("bogus"), 1}},
                        &warnings);
    QVERIFY(
        QTest::qWaitFor([&] { return other.fileName() == file && !other.isComputing(); }, 60000));
    QCOMPARE(other.parameters().value(QStringLiteral("colormap")).toString(),
             QStringLiteral("magma"));
    QCOMPARE(warnings.size(), 1);
    QVERIFY(warnings.first().contains(QStringLiteral("bogus")));
}

void TestLearnedPage::dropOpensFile()
{
    const QString file = writeNpy(QStringLiteral("dropped.npy"), 7, 3, false);
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(file)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_page, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_page, &drop);
    QVERIFY(waitShown(*m_shown, 2));
    QCOMPARE(m_page->fileName(), file);
    QCOMPARE(m_page->table()->rows(), std::size_t(7));
}

void TestLearnedPage::exportsEveryView()
{
    for (auto view : {LearnedPage::TableView, LearnedPage::SpectrumView, LearnedPage::CompareView,
                      LearnedPage::SimilarityView}) {
        m_page->setCurrentView(view);
        QVERIFY(QTest::qWaitFor([&] { return m_page->exportTable().isValid(); }, 60000));
        QVERIFY(m_page->exportFigure());
        QVERIFY(!m_page->exportBaseName().isEmpty());
    }
    m_page->setCurrentView(LearnedPage::TableView);
    QCOMPARE(m_page->exportTable().matrix->rows(), std::size_t(64));
    m_page->setCurrentView(LearnedPage::SpectrumView);
    QCOMPARE(m_page->exportTable().matrix->rows(), std::size_t(33)); // bins 0 … 32
    QCOMPARE(m_page->exportBaseName(), QStringLiteral("learned-sample-spectrum"));
}

void TestLearnedPage::cancelStopsTheSpectrum()
{
    const QString file = writeNpy(QStringLiteral("wide.npy"), 256, 64, false);
    m_page->openFile(file);
    QVERIFY(waitShown(*m_shown, 2));
    BackgroundTask *task = m_page->controller()->task(QStringLiteral("spectrum"));
    QVERIFY(task);
    QSignalSpy viewShown(m_page, &LearnedPage::viewShown);
    // One FFT per dimension, each reported as it is done: the cancelled job stops at its
    // first report.
    {
        PoolGate gate; // the job waits in the pool until the test has cancelled it
        m_page->setCurrentView(LearnedPage::SpectrumView);
        QVERIFY(m_page->isComputing());
        m_page->cancel();
        QVERIFY(!m_page->isComputing());
        QVERIFY(gate.openAndFinish());
    }
    QCOMPARE(task->percent(), int(1.0 / 64 * 100)); // stopped after its first dimension
    QCOMPARE(viewShown.count(), 0);                 // the cancelled spectrum never arrives
    QVERIFY(!m_page->spectrum());                   // no spectrum, partial or old
    QVERIFY(!m_page->exportTable().isValid());
    QCOMPARE(m_page->fileName(), file);
    QCOMPARE(m_page->table()->cols(), std::size_t(64)); // the new table is shown
    // Showing the view again computes it, to the end this time.
    m_page->setCurrentView(LearnedPage::TableView);
    m_page->setCurrentView(LearnedPage::SpectrumView);
    QVERIFY(QTest::qWaitFor([&] { return m_page->spectrum() && !m_page->isComputing(); }, 60000));
    QCOMPARE(task->percent(), 100);
    QCOMPARE(m_page->spectrum()->peakShare.size(), std::size_t(64));
    QCOMPARE(m_page->exportTable().matrix->rows(), std::size_t(129)); // bins 0 … 128
}

QTEST_MAIN(TestLearnedPage)
#include "tst_learnedpage.moc"
