// The ALiBi tab driven offscreen: every view against the core formulas, head switching in the
// background, the causal mask drawn as masked, content scores, extrapolation and cancel.
#include "figures/heatmapwidget.h"
#include "figures/linechartwidget.h"
#include "tabs/alibi/alibicontrols.h"
#include "tabs/alibi/alibipage.h"
#include "task/backgroundtask.h"

#include "canceltestutils.h"
#include "testutils.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

#include <cmath>

namespace {

template <class T> T *child(QObject *parent, const char *name)
{
    return parent->findChild<T *>(QString::fromLatin1(name));
}

} // namespace

class TestAlibiPage : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void defaultsShowTwelveHeads();
    void heatmapMasksTheUpperTriangle();
    void switchingHeadsRedrawsInTheBackground();
    void hoverNamesMaskedCells();
    void bidirectionalAttentionRow();
    void paperRuleAndCustomSlopes();
    void badCustomSlopesKeepTheLastResult();
    void seededContentScores();
    void spanAndExtrapolationViews();
    void chartsHaveOneSeriesPerHead();
    void cancelStopsTheComputation();

private:
    bool waitIdle(int results = -1);

    AlibiPage *m_page = nullptr;
    QSignalSpy *m_shown = nullptr;
};

bool TestAlibiPage::waitIdle(int results)
{
    const int wanted = results < 0 ? m_shown->count() + 1 : results;
    return QTest::qWaitFor([&] { return m_shown->count() >= wanted && !m_page->isComputing(); },
                           60000);
}

void TestAlibiPage::init()
{
    m_page = new AlibiPage;
    m_page->resize(1400, 900);
    m_page->show();
    m_shown = new QSignalSpy(m_page, &AlibiPage::resultShown);
    QVERIFY(waitIdle(1));
}

void TestAlibiPage::cleanup()
{
    delete m_shown;
    delete m_page;
}

void TestAlibiPage::defaultsShowTwelveHeads()
{
    QCOMPARE(m_page->slopes(), pelab::officialSlopes(12));
    QCOMPARE(m_page->shownParameters().positions, 512);
    QVERIFY(m_page->shownParameters().causal);
    const ExportTable slopes = m_page->exportTable(); // the Slopes view comes first
    QVERIFY(slopes.isValid());
    QCOMPARE(slopes.matrix->rows(), std::size_t(12));
    QCOMPARE(slopes.columnLabel(0), QStringLiteral("slope"));
    PELAB_COMPARE_NEAR((*slopes.matrix)(8, 0), std::sqrt(0.5), 1e-16);
    PELAB_COMPARE_NEAR((*slopes.matrix)(8, 2), 1.0 / 64.0, 1e-17);
    QCOMPARE((*slopes.matrix)(0, 4), double(pelab::effectiveSpan(0.5, 512)));
    QVERIFY(m_page->exportFigure() == nullptr);
    QVERIFY(m_page->errorText().isEmpty());
    auto *note = child<QLabel>(m_page, "slopeNote");
    QVERIFY(note->text().contains(QStringLiteral("12 of 12")));
}

void TestAlibiPage::heatmapMasksTheUpperTriangle()
{
    m_page->setCurrentView(AlibiPage::HeatmapView);
    QCOMPARE(m_page->shownHead(), 1);
    const ExportTable table = m_page->exportTable();
    QVERIFY(table.isValid());
    QCOMPARE(table.matrix->rows(), std::size_t(512));
    // Every cell of the export, the masked ones too: −m·|t − s|.
    QCOMPARE((*table.matrix)(10, 300), -0.5 * 290);
    QCOMPARE((*table.matrix)(300, 10), -0.5 * 290);
    QCOMPARE(table.columnLabel(7), QStringLiteral("s7"));
    auto *heatmap = child<HeatmapWidget>(m_page, "biasHeatmap");
    QVERIFY(m_page->exportFigure() == heatmap);
    auto *map = qobject_cast<QCPColorMap *>(heatmap->plot()->plottable(0));
    QVERIFY(map);
    // Cells above the diagonal are NaN, drawn in the mask colour; the rest is the bias.
    QVERIFY(std::isnan(map->data()->cell(300, 10)));
    QCOMPARE(map->data()->cell(10, 300), -0.5 * 290);
    QCOMPARE(map->gradient().nanHandling(), QCPColorGradient::nhNanColor);
    QCOMPARE(map->gradient().nanColor(), HeatmapWidget::maskColor());
    QCOMPARE(map->dataRange().lower, -0.5 * 511);
}

void TestAlibiPage::switchingHeadsRedrawsInTheBackground()
{
    QSignalSpy head(m_page, &AlibiPage::headShown);
    m_page->controls()->setHead(9);
    QVERIFY(QTest::qWaitFor([&] { return m_page->shownHead() == 9; }, 20000));
    QCOMPARE(head.count(), 1);
    const auto bias = m_page->shownBias();
    QCOMPARE((*bias)(100, 0), -std::sqrt(0.5) * 100);
    auto *heatmap = child<HeatmapWidget>(m_page, "biasHeatmap");
    auto *title = qobject_cast<QCPTextElement *>(heatmap->plot()->plotLayout()->element(0, 0));
    QVERIFY(title->text().contains(QStringLiteral("head 9")));
}

void TestAlibiPage::hoverNamesMaskedCells()
{
    // A small block, so that every cell is many pixels wide.
    child<QSpinBox>(m_page, "positions")->setValue(32);
    QVERIFY(waitIdle());
    QVERIFY(QTest::qWaitFor([&] { return !m_page->isComputing(); }, 20000));
    m_page->setCurrentView(AlibiPage::HeatmapView);
    auto *heatmap = child<HeatmapWidget>(m_page, "biasHeatmap");
    QCustomPlot *plot = heatmap->plot();
    plot->replot();
    const auto centre = [plot](double t, double s) {
        return QPoint(int(plot->xAxis->coordToPixel(s)), int(plot->yAxis->coordToPixel(t)));
    };
    auto *readout = child<QLabel>(m_page, "readout");
    QTest::mouseMove(plot, centre(4, 20));
    QTRY_VERIFY(readout->text().contains(QStringLiteral("query t = 4")));
    QVERIFY(readout->text().contains(QStringLiteral("key s = 20")));
    QVERIFY(readout->text().contains(QStringLiteral("−0.5 × 16 = <b>-8</b>")));
    QVERIFY(readout->text().contains(QStringLiteral("masked")));
    QTest::mouseMove(plot, centre(20, 4));
    QTRY_VERIFY(readout->text().contains(QStringLiteral("query t = 20")));
    QVERIFY(!readout->text().contains(QStringLiteral("masked")));
    // Clicking a row charts that query's attention.
    QTest::mouseClick(plot, Qt::LeftButton, {}, centre(20, 4));
    QCOMPARE(m_page->controls()->query(), 20);
}

void TestAlibiPage::bidirectionalAttentionRow()
{
    child<QCheckBox>(m_page, "causal")->setChecked(false);
    QVERIFY(waitIdle());
    QVERIFY(!m_page->shownParameters().causal);
    QVERIFY(QTest::qWaitFor([&] { return !m_page->isComputing(); }, 20000));
    auto *heatmap = child<HeatmapWidget>(m_page, "biasHeatmap");
    auto *map = qobject_cast<QCPColorMap *>(heatmap->plot()->plottable(0));
    QCOMPARE(map->data()->cell(300, 10), -0.5 * 290); // no mask now

    m_page->controls()->setQuery(200);
    m_page->setCurrentView(AlibiPage::AttentionView);
    const ExportTable table = m_page->exportTable();
    QCOMPARE(table.matrix->rows(), std::size_t(512));
    QCOMPARE(table.matrix->cols(), std::size_t(12));
    for (std::size_t h = 0; h < 12; ++h) {
        double sum = 0.0;
        for (std::size_t s = 0; s < 512; ++s)
            sum += (*table.matrix)(s, h);
        PELAB_COMPARE_NEAR(sum, 1.0, 1e-12);
    }
    // Head 8 (m = 1/256): keys on both sides, symmetric around the query.
    const double m = 1.0 / 256.0;
    double z = 0.0;
    for (int s = 0; s < 512; ++s)
        z += std::exp(-m * std::abs(200 - s));
    PELAB_COMPARE_NEAR((*table.matrix)(210, 7), std::exp(-m * 10) / z, 1e-15);
    PELAB_COMPARE_NEAR((*table.matrix)(190, 7), (*table.matrix)(210, 7), 1e-17);
    QVERIFY(m_page->exportFigure() != nullptr);
}

void TestAlibiPage::paperRuleAndCustomSlopes()
{
    auto *rule = child<QComboBox>(m_page, "rule");
    rule->setCurrentIndex(rule->findData(int(pelab::SlopeRule::Paper)));
    QVERIFY(waitIdle());
    QCOMPARE(m_page->slopes(), pelab::paperSlopes(12));
    QCOMPARE(m_page->shownParameters().rule, pelab::SlopeRule::Paper);

    rule->setCurrentIndex(rule->findData(int(pelab::SlopeRule::Custom)));
    QVERIFY(!child<QSpinBox>(m_page, "heads")->isEnabled());
    child<QLineEdit>(m_page, "customSlopes")->setText(QStringLiteral("0.5, 0.25 0.0"));
    QVERIFY(waitIdle());
    QCOMPARE(m_page->slopes(), (std::vector<double>{0.5, 0.25, 0.0}));
    QVERIFY(m_page->errorText().isEmpty());
    QCOMPARE(child<QSpinBox>(m_page, "head")->maximum(), 3);
    // Slope 0 attends uniformly: its span is 90 % of the positions.
    m_page->setCurrentView(AlibiPage::SpanView);
    QCOMPARE((*m_page->exportTable().matrix)(2, 1), double(pelab::effectiveSpan(0.0, 512)));
}

void TestAlibiPage::badCustomSlopesKeepTheLastResult()
{
    auto *rule = child<QComboBox>(m_page, "rule");
    rule->setCurrentIndex(rule->findData(int(pelab::SlopeRule::Custom)));
    child<QLineEdit>(m_page, "customSlopes")->setText(QStringLiteral("0.5, abc"));
    QVERIFY(QTest::qWaitFor([&] { return !m_page->errorText().isEmpty(); }, 5000));
    QVERIFY(m_page->errorText().contains(QStringLiteral("'abc'")));
    QCOMPARE(m_page->slopes(), pelab::officialSlopes(12)); // the last good result stays
    child<QLineEdit>(m_page, "customSlopes")->setText(QStringLiteral("0.5, -1"));
    QVERIFY(QTest::qWaitFor([&] { return m_page->errorText().contains(QStringLiteral("head 2")); },
                            5000));
    child<QLineEdit>(m_page, "customSlopes")->setText(QStringLiteral("0.5"));
    QVERIFY(waitIdle());
    QVERIFY(m_page->errorText().isEmpty());
}

void TestAlibiPage::seededContentScores()
{
    child<QSpinBox>(m_page, "positions")->setValue(64);
    child<QComboBox>(m_page, "content")->setCurrentIndex(1);
    child<QSpinBox>(m_page, "seed")->setValue(7);
    child<QSpinBox>(m_page, "headDim")->setValue(16);
    QVERIFY(waitIdle());
    QVERIFY(QTest::qWaitFor([&] { return m_page->shownParameters().seed == 7; }, 20000));
    QVERIFY(QTest::qWaitFor([&] { return !m_page->isComputing(); }, 20000));
    QCOMPARE(m_page->controls()->query(), 63); // the last row follows N
    m_page->controls()->setQuery(40);
    m_page->setCurrentView(AlibiPage::AttentionView);
    const ExportTable table = m_page->exportTable();
    const pelab::ContentScores content(64, 16, 7);
    const auto slopes = pelab::officialSlopes(12);
    for (std::size_t h : {std::size_t(0), std::size_t(11)}) {
        const auto expected = pelab::attentionRow(slopes[h], 64, 40, true, content);
        for (std::size_t s = 0; s < 64; ++s)
            QCOMPARE((*table.matrix)(s, h), expected[s]);
    }
}

void TestAlibiPage::spanAndExtrapolationViews()
{
    m_page->setCurrentView(AlibiPage::SpanView);
    ExportTable spans = m_page->exportTable();
    QCOMPARE(spans.columnLabel(1), QStringLiteral("effective_span"));
    const auto slopes = pelab::officialSlopes(12);
    const auto stats = pelab::attentionStats(slopes, 512, true);
    for (std::size_t h = 0; h < 12; ++h) {
        QCOMPARE((*spans.matrix)(h, 1), double(pelab::effectiveSpan(slopes[h], 512)));
        PELAB_COMPARE_NEAR((*spans.matrix)(h, 2), stats[h].meanDistance, 1e-12);
    }

    child<QSpinBox>(m_page, "trainLength")->setValue(100);
    child<QSpinBox>(m_page, "inferLength")->setValue(1000);
    m_page->setCurrentView(AlibiPage::ExtrapolationView);
    const ExportTable extrapolation = m_page->exportTable();
    QCOMPARE(extrapolation.columnLabel(2), QStringLiteral("beyond_train"));
    for (std::size_t h = 0; h < 12; ++h)
        QCOMPARE((*extrapolation.matrix)(h, 2), pelab::fractionBeyond(slopes[h], 100, 1000));
    QVERIFY((*extrapolation.matrix)(7, 2) > 0.5); // m = 1/256 reaches far beyond 100
    auto *chart = child<LineChartWidget>(m_page, "extrapolationChart");
    QCOMPARE(chart->seriesCount(), 12);
    QCOMPARE(chart->seriesPoints(7).constLast().x(), 1000.0);
    PELAB_COMPARE_NEAR(chart->seriesPoints(7).constLast().y(),
                       100.0 * pelab::fractionBeyond(slopes[7], 100, 1000), 1e-12);
    // L_infer ≤ L_train is refused with a reason; the last fractions stay.
    child<QSpinBox>(m_page, "inferLength")->setValue(50);
    QVERIFY(child<QLabel>(m_page, "extrapolationNote")
                ->text()
                .contains(QStringLiteral("greater than L_train")));
    QCOMPARE((*m_page->exportTable().matrix)(7, 2), pelab::fractionBeyond(slopes[7], 100, 1000));
    QVERIFY(m_page->exportBaseName().startsWith(QStringLiteral("alibi-extrapolation")));
}

void TestAlibiPage::chartsHaveOneSeriesPerHead()
{
    auto *bias = child<LineChartWidget>(m_page, "biasChart");
    QCOMPARE(bias->seriesCount(), 12);
    const QList<QPointF> head9 = bias->seriesPoints(8);
    QCOMPARE(head9.constLast().x(), 511.0);
    PELAB_COMPARE_NEAR(head9.constLast().y(), -std::sqrt(0.5) * 511, 1e-12);
    m_page->setCurrentView(AlibiPage::BiasChartView);
    const ExportTable table = m_page->exportTable();
    QCOMPARE(table.matrix->cols(), std::size_t(12));
    QCOMPARE((*table.matrix)(20, 2), -0.125 * 20);
    QCOMPARE(table.columnLabel(2), QStringLiteral("head3"));
    QVERIFY(m_page->exportFigure() == bias);
    auto *attention = child<LineChartWidget>(m_page, "attentionChart");
    QCOMPARE(attention->seriesCount(), 12);
}

void TestAlibiPage::cancelStopsTheComputation()
{
    // The statistics over every query: heads·N² < 2^20 runs on one thread, in chunks of 32
    // queries with a report after each, so a job's reports are known in advance.
    BackgroundTask *task = m_page->findChildren<BackgroundTask *>(Qt::FindDirectChildrenOnly)[0];
    child<QSpinBox>(m_page, "heads")->setValue(3);
    child<QSpinBox>(m_page, "positions")->setValue(500);
    QVERIFY(waitIdle(2));
    QCOMPARE(task->percent(), 100); // a whole job: 16 chunks of 16
    QSignalSpy busy(m_page, &Page::busyChanged);
    {
        PoolGate gate; // the job waits in the pool until the test has cancelled it
        child<QSpinBox>(m_page, "heads")->setValue(2);
        m_page->recompute();
        QVERIFY(m_page->isComputing());
        m_page->cancel();
        QVERIFY(!m_page->isComputing());
        QVERIFY(gate.openAndFinish());
    }
    QCOMPARE(task->percent(), 100 / 16);               // it stopped after its first chunk of 16
    QCOMPARE(m_shown->count(), 2);                     // the cancelled result never arrives
    QCOMPARE(m_page->slopes().size(), std::size_t(3)); // the old result stays
    QCOMPARE(m_page->shownParameters().heads, std::int64_t(3));
    QCOMPARE(busy.count(), 2);
    QCOMPARE(busy.last().at(0).toBool(), false);
}

QTEST_MAIN(TestAlibiPage)
#include "tst_alibipage.moc"
