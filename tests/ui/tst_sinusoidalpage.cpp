#include "editors/integerspinbox.h"
#include "figures/heatmapwidget.h"
#include "figures/linechartwidget.h"
#include "models/matrixmodel.h"
#include "tabs/sinusoidal/sinusoidalpage.h"
#include "task/backgroundtask.h"
#include "task/tabcontroller.h"

#include "canceltestutils.h"
#include "testutils.h"

#include <qcustomplot.h>

#include <QChart>

#include <QComboBox>
#include <QLabel>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

#include <cmath>

namespace {

// PE(t)[j] from the formula, independently of core.
double expectedValue(double t, int j, int dim, double base = 10000.0)
{
    const int i = j / 2;
    const double angle = t / std::pow(base, 2.0 * i / dim);
    return j % 2 == 0 ? std::sin(angle) : std::cos(angle);
}

bool waitForResult(SinusoidalPage &page, QSignalSpy &spy, int count = 1)
{
    return QTest::qWaitFor([&] { return spy.count() >= count && !page.isComputing(); }, 20000);
}

// The pixel nearest a cell's centre that lies inside the cell: with 512 columns in a small
// offscreen window a cell is under 2 pixels wide, so truncating the centre can land next door.
int pixelInCell(QCPAxis *axis, double coord)
{
    const int guess = qRound(axis->coordToPixel(coord));
    for (int offset : {0, -1, 1, -2, 2}) {
        if (std::llround(axis->pixelToCoord(guess + offset)) == std::llround(coord))
            return guess + offset;
    }
    return guess;
}

QPoint cellCentre(HeatmapWidget *heatmap, double row, double column)
{
    QCustomPlot *plot = heatmap->plot();
    return QPoint(pixelInCell(plot->xAxis, column), pixelInCell(plot->yAxis, row));
}

} // namespace

class TestSinusoidalPage : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void defaultsComputeAndPass();
    void clickingTheHeatmapSelectsEverywhere();
    void tableSelectionDrivesCrossSections();
    void hoverShowsTheFormula();
    void editsAreDebouncedAndRecomputed();
    void badParametersKeepTheLastTable();
    void similarityIsComputedWhenShown();
    void exportFollowsTheView();
    void cancelDropsTheTable();
    void cancelStopsTheSimilarityMatrix();
    void dotOffsetsFromTheForm();

private:
    SinusoidalPage *m_page = nullptr;
    QSignalSpy *m_shown = nullptr;
};

void TestSinusoidalPage::init()
{
    m_page = new SinusoidalPage;
    m_page->resize(1400, 900);
    m_page->show();
    m_shown = new QSignalSpy(m_page, &SinusoidalPage::resultShown);
    QVERIFY(waitForResult(*m_page, *m_shown));
}

void TestSinusoidalPage::cleanup()
{
    delete m_shown;
    delete m_page;
}

void TestSinusoidalPage::defaultsComputeAndPass()
{
    const auto p = m_page->shownParameters();
    QCOMPARE(p.positions, 128);
    QCOMPARE(p.dim, 512);
    QCOMPARE(p.base, 10000.0);
    QVERIFY(m_page->checks().passed());
    QVERIFY(m_page->checks().maxNormError < 1e-12);
    const ExportTable table = m_page->exportTable();
    QVERIFY(table.isValid());
    QCOMPARE(table.matrix->rows(), std::size_t(128));
    QCOMPARE(table.matrix->cols(), std::size_t(512));
    PELAB_COMPARE_NEAR((*table.matrix)(100, 7), expectedValue(100, 7, 512), 1e-12);
    QVERIFY(m_page->exportFigure() != nullptr);
    QVERIFY(m_page->errorText().isEmpty());
}

void TestSinusoidalPage::clickingTheHeatmapSelectsEverywhere()
{
    auto *heatmap = m_page->findChild<HeatmapWidget *>(QStringLiteral("encodingHeatmap"));
    QVERIFY(heatmap);
    heatmap->plot()->replot();
    QTest::mouseClick(heatmap->plot(), Qt::LeftButton, {}, cellCentre(heatmap, 40, 9));
    auto *table = m_page->findChild<QTableView *>(QStringLiteral("valuesView"));
    QCOMPARE(table->selectionModel()->currentIndex().row(), 40);
    QCOMPARE(table->selectionModel()->currentIndex().column(), 9);
    auto *rowChart = m_page->findChild<LineChartWidget *>(QStringLiteral("rowChart"));
    auto *columnChart = m_page->findChild<LineChartWidget *>(QStringLiteral("columnChart"));
    const QList<QPointF> row = rowChart->seriesPoints(0);
    QCOMPARE(row.size(), 512);
    PELAB_COMPARE_NEAR(row[9].y(), expectedValue(40, 9, 512), 1e-12);
    const QList<QPointF> column = columnChart->seriesPoints(0);
    QCOMPARE(column.size(), 128);
    PELAB_COMPARE_NEAR(column[40].y(), expectedValue(40, 9, 512), 1e-12);
    QVERIFY(rowChart->figureTitle().contains(QStringLiteral("t = 40")));
}

void TestSinusoidalPage::tableSelectionDrivesCrossSections()
{
    auto *table = m_page->findChild<QTableView *>(QStringLiteral("valuesView"));
    table->selectionModel()->setCurrentIndex(table->model()->index(5, 100),
                                             QItemSelectionModel::ClearAndSelect);
    auto *columnChart = m_page->findChild<LineChartWidget *>(QStringLiteral("columnChart"));
    QVERIFY(columnChart->figureTitle().contains(QStringLiteral("j = 100")));
    PELAB_COMPARE_NEAR(columnChart->seriesPoints(0)[5].y(), expectedValue(5, 100, 512), 1e-12);
}

void TestSinusoidalPage::hoverShowsTheFormula()
{
    // A small table, so that every cell is many pixels wide.
    m_page->findChild<IntegerSpinBox *>(QStringLiteral("positions"))->setValue(32);
    m_page->findChild<IntegerSpinBox *>(QStringLiteral("dim"))->setValue(16);
    QVERIFY(waitForResult(*m_page, *m_shown, 2));
    auto *heatmap = m_page->findChild<HeatmapWidget *>(QStringLiteral("encodingHeatmap"));
    heatmap->plot()->replot();
    QTest::mouseMove(heatmap->plot(), cellCentre(heatmap, 12, 3));
    auto *readout = m_page->findChild<QLabel *>(QStringLiteral("readout"));
    QTRY_VERIFY(readout->text().contains(QStringLiteral("position t = 12")));
    QVERIFY(readout->text().contains(QStringLiteral("dimension j = 3")));
    QVERIFY(readout->text().contains(QStringLiteral("pair i = 1, cos")));
    // The value closes the readout, in bold, to 17 significant digits.
    const QRegularExpression valueAtEnd(QStringLiteral("<b>([-0-9.e]+)</b>$"));
    const QRegularExpressionMatch match = valueAtEnd.match(readout->text());
    QVERIFY2(match.hasMatch(), qPrintable(readout->text()));
    PELAB_COMPARE_NEAR(match.captured(1).toDouble(), expectedValue(12, 3, 16), 1e-12);
}

void TestSinusoidalPage::editsAreDebouncedAndRecomputed()
{
    auto *positions = m_page->findChild<IntegerSpinBox *>(QStringLiteral("positions"));
    auto *dim = m_page->findChild<IntegerSpinBox *>(QStringLiteral("dim"));
    auto *layout = m_page->findChild<QComboBox *>(QStringLiteral("layout"));
    positions->setValue(60);
    positions->setValue(64);
    dim->setValue(16);
    layout->setCurrentIndex(1);
    QVERIFY(m_page->isComputing());
    QVERIFY(waitForResult(*m_page, *m_shown, 2));
    QCOMPARE(m_shown->count(), 2); // three edits, one recomputation
    const auto p = m_page->shownParameters();
    QCOMPARE(p.positions, 64);
    QCOMPARE(p.dim, 16);
    QCOMPARE(p.layout, pelab::Layout::Split);
    // Split layout: column 8 + i holds cos(t·ω_i).
    const ExportTable table = m_page->exportTable();
    PELAB_COMPARE_NEAR((*table.matrix)(63, 8 + 3), std::cos(63.0 / std::pow(10000.0, 6.0 / 16)),
                       1e-12);
}

void TestSinusoidalPage::badParametersKeepTheLastTable()
{
    // Each value is valid on its own; together they pass 2^40, which core refuses.
    auto *start = m_page->findChild<IntegerSpinBox *>(QStringLiteral("start"));
    start->setValue((qint64(1) << 40) - 100);
    QTRY_VERIFY(!m_page->errorText().isEmpty());
    QVERIFY2(m_page->errorText().contains(QStringLiteral("2^40")), qPrintable(m_page->errorText()));
    QCOMPARE(m_page->exportTable().matrix->cols(), std::size_t(512));
    QCOMPARE(m_page->shownParameters().start, 0); // what is shown, and what a session records
    QCOMPARE(m_page->parameters().value(QStringLiteral("start")).toInteger(), 0);
    m_page->findChild<IntegerSpinBox *>(QStringLiteral("dim"))->setValue(8);
    start->setValue(3);
    QVERIFY(waitForResult(*m_page, *m_shown, 2));
    QVERIFY(m_page->errorText().isEmpty());
    QCOMPARE(m_page->exportTable().matrix->cols(), std::size_t(8));
}

void TestSinusoidalPage::similarityIsComputedWhenShown()
{
    QVERIFY(!m_page->controller()->viewData(QStringLiteral("similarity")).isValid());
    QVERIFY(!m_page->controller()->task(QStringLiteral("similarity"))->isRunning()); // hidden
    m_page->setSessionView(QStringLiteral("similarity"));
    QTRY_VERIFY_WITH_TIMEOUT(m_page->exportTable().isValid(), 20000);
    const ExportTable dot = m_page->exportTable();
    QCOMPARE(dot.matrix->rows(), std::size_t(128));
    // PE(t)·PE(s) = Σ_i cos((t−s)·ω_i).
    double expected = 0.0;
    for (int i = 0; i < 256; ++i)
        expected += std::cos(30.0 * std::pow(10000.0, -2.0 * i / 512));
    PELAB_COMPARE_NEAR((*dot.matrix)(10, 40), expected, 1e-9);
    PELAB_COMPARE_NEAR((*dot.matrix)(7, 7), 256.0, 1e-9);

    m_page->findChild<QComboBox *>(QStringLiteral("measure"))->setCurrentIndex(2); // distance
    QTRY_VERIFY_WITH_TIMEOUT(m_page->exportTable().isValid(), 20000);
    const ExportTable distance = m_page->exportTable();
    PELAB_COMPARE_NEAR((*distance.matrix)(10, 40), std::sqrt(2 * 256.0 - 2 * expected), 1e-6);
    QCOMPARE((*distance.matrix)(3, 3), 0.0);
    QVERIFY(m_page->exportBaseName().contains(QStringLiteral("distance")));
}

void TestSinusoidalPage::exportFollowsTheView()
{
    m_page->setSessionView(QStringLiteral("pairs"));
    ExportTable pairs = m_page->exportTable();
    QCOMPARE(pairs.matrix->rows(), std::size_t(256));
    QCOMPARE(pairs.columnLabel(1), QStringLiteral("wavelength"));
    QVERIFY(m_page->exportFigure() == nullptr);
    m_page->setSessionView(QStringLiteral("residual"));
    ExportTable residual = m_page->exportTable();
    QCOMPARE(residual.matrix->rows(), std::size_t(127));
    QVERIFY((*residual.matrix)(50, 0) < 1e-12);
    QVERIFY(m_page->exportFigure() != nullptr);
    m_page->setSessionView(QStringLiteral("values"));
    QCOMPARE(m_page->exportTable().matrix->cols(), std::size_t(512));
}

void TestSinusoidalPage::cancelDropsTheTable()
{
    QSignalSpy busy(m_page, &Page::busyChanged);
    {
        PoolGate gate; // the job waits in the pool until the test has cancelled it
        m_page->findChild<IntegerSpinBox *>(QStringLiteral("positions"))->setValue(1024);
        m_page->controller()->recompute();
        QVERIFY(m_page->isComputing());
        m_page->cancel();
        QVERIFY(!m_page->isComputing());
        QVERIFY(gate.openAndFinish()); // (the table job has no progress reports to stop at)
    }
    QCOMPARE(m_shown->count(), 1);                      // the cancelled result never arrives
    QCOMPARE(m_page->shownParameters().positions, 128); // the old table stays
    QCOMPARE(m_page->exportTable().matrix->rows(), std::size_t(128));
    QCOMPARE(busy.count(), 2);
    QCOMPARE(busy.last().at(0).toBool(), false);
}

void TestSinusoidalPage::cancelStopsTheSimilarityMatrix()
{
    m_page->findChild<IntegerSpinBox *>(QStringLiteral("positions"))->setValue(1024);
    m_page->findChild<IntegerSpinBox *>(QStringLiteral("dim"))->setValue(64);
    QVERIFY(waitForResult(*m_page, *m_shown, 2));
    BackgroundTask *task = m_page->controller()->task(QStringLiteral("similarity"));
    // PE·PEᵀ in tiles of the lower triangle, each reported as it is done: the cancelled job
    // stops at its first report, far from the end.
    {
        PoolGate gate; // the job waits in the pool until the test has cancelled it
        m_page->setSessionView(QStringLiteral("similarity"));
        QVERIFY(m_page->isComputing());
        m_page->cancel();
        QVERIFY(!m_page->isComputing());
        QVERIFY(gate.openAndFinish());
    }
    const int stoppedAt = task->percent(); // stopped after its first tile
    QVERIFY2(stoppedAt > 0 && stoppedAt < 50, qPrintable(QString::number(stoppedAt)));
    QVERIFY(!m_page->exportTable().isValid()); // no partial matrix is shown
    // Showing the view again computes it, to the end this time.
    m_page->setSessionView(QStringLiteral("heatmap"));
    m_page->setSessionView(QStringLiteral("similarity"));
    QVERIFY(QTest::qWaitFor(
        [&] { return m_page->exportTable().isValid() && !m_page->isComputing(); }, 60000));
    QCOMPARE(task->percent(), 100);
    const ExportTable dot = m_page->exportTable();
    QCOMPARE(dot.matrix->rows(), std::size_t(1024));
    // PE(t)·PE(s) = Σ_i cos((t−s)·ω_i).
    double expected = 0.0;
    for (int i = 0; i < 32; ++i)
        expected += std::cos(697.0 * std::pow(10000.0, -2.0 * i / 64));
    PELAB_COMPARE_NEAR((*dot.matrix)(3, 700), expected, 1e-9);
}

// The dot-product check's offsets are a parameter like any other: an editor in the side form,
// the checks and the session follow it.
void TestSinusoidalPage::dotOffsetsFromTheForm()
{
    QCOMPARE(m_page->checks().dotOffsetsChecked, 4);
    auto *offsets = m_page->findChild<IntegerSpinBox *>(QStringLiteral("dot-offsets"));
    QVERIFY(offsets);
    QCOMPARE(offsets->maximum(), 1024);
    offsets->setValue(9);
    QVERIFY(waitForResult(*m_page, *m_shown, 2));
    QCOMPARE(m_page->checks().dotOffsetsChecked, 9);
    QVERIFY(m_page->checks().dotPassed());
    QCOMPARE(m_page->parameters().value(QStringLiteral("dot-offsets")).toInteger(), 9);
}

QTEST_MAIN(TestSinusoidalPage)
#include "tst_sinusoidalpage.moc"
