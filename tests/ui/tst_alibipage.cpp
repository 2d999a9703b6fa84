// The ALiBi tab driven offscreen: every view against the core formulas, head switching in the
// background, the causal mask drawn as masked, content scores, extrapolation and cancel.
#include "alibi/alibispec.h"
#include "alibi/alibiviews.h"
#include "editors/integerspinbox.h"
#include "figures/heatmapwidget.h"
#include "figures/linechartwidget.h"
#include "tabs/alibi/alibipage.h"
#include "task/backgroundtask.h"
#include "task/tabcontroller.h"

#include "canceltestutils.h"
#include "testutils.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

#include <cmath>

namespace {

template <class T> T *child(QObject *parent, const char *name)
{
    return parent->findChild<T *>(QString::fromLatin1(name));
}

void choose(QObject *page, const char *combo, const char *id)
{
    auto *box = child<QComboBox>(page, combo);
    box->setCurrentIndex(box->findData(QString::fromLatin1(id)));
}

QCPColorMap *colorMap(HeatmapWidget *heatmap)
{
    return qobject_cast<QCPColorMap *>(heatmap->plot()->plottable(0));
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
    void paperMptAndCustomSlopes();
    void badCustomSlopesKeepTheLastResult();
    void seededContentScores();
    void spanAndExtrapolationViews();
    void chartsHaveOneSeriesPerHead();
    void cancelDropsTheResult();
    void cancelStopsTheStatistics();

private:
    bool waitIdle(int results = -1);
    // Shows `view` and waits until it has its data.
    bool show(const char *view);
    const AlibiResult &result() const { return *m_page->shownResult(); }

    AlibiPage *m_page = nullptr;
    QSignalSpy *m_shown = nullptr;
};

bool TestAlibiPage::waitIdle(int results)
{
    const int wanted = results < 0 ? m_shown->count() + 1 : results;
    return QTest::qWaitFor([&] { return m_shown->count() >= wanted && !m_page->isComputing(); },
                           60000);
}

bool TestAlibiPage::show(const char *view)
{
    if (!m_page->setSessionView(QLatin1String(view)))
        return false;
    return QTest::qWaitFor(
        [&] { return !m_page->isComputing() && m_page->currentViewData().isValid(); }, 60000);
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
    QCOMPARE(result().slopes, pelab::officialSlopes(12));
    QCOMPARE(result().positions, 512);
    QVERIFY(result().causal);
    QCOMPARE(m_page->sessionView(), QStringLiteral("slopes")); // the first view
    const ExportTable slopes = m_page->exportTable();
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
    QCOMPARE(m_page->exportBaseName(), QStringLiteral("alibi-slopes-h12-official"));
}

void TestAlibiPage::heatmapMasksTheUpperTriangle()
{
    QVERIFY(show("heatmap"));
    QCOMPARE(m_page->currentViewData().viewResultAs<AlibiBiasResult>().head, 1);
    const ExportTable table = m_page->exportTable();
    QVERIFY(table.isValid());
    QCOMPARE(table.matrix->rows(), std::size_t(512));
    // Every cell of the export, the masked ones too: −m·|t − s|.
    QCOMPARE((*table.matrix)(10, 300), -0.5 * 290);
    QCOMPARE((*table.matrix)(300, 10), -0.5 * 290);
    QCOMPARE(table.columnLabel(7), QStringLiteral("s7"));
    QCOMPARE(m_page->exportBaseName(), QStringLiteral("alibi-bias-head1-n512"));
    // The window's heatmap and the exported figure: cells above the diagonal are NaN, drawn in
    // the mask colour; the rest is the bias.
    auto *live = child<HeatmapWidget>(m_page, "biasHeatmap");
    const auto *exported = dynamic_cast<const HeatmapWidget *>(m_page->exportFigure());
    QVERIFY(exported);
    for (const HeatmapWidget *heatmap : {static_cast<const HeatmapWidget *>(live), exported}) {
        QCPColorMap *map = colorMap(const_cast<HeatmapWidget *>(heatmap));
        QVERIFY(map);
        QVERIFY(std::isnan(map->data()->cell(300, 10)));
        QCOMPARE(map->data()->cell(10, 300), -0.5 * 290);
        QCOMPARE(map->gradient().nanHandling(), QCPColorGradient::nhNanColor);
        QCOMPARE(map->gradient().nanColor(), HeatmapWidget::maskColor());
        QCOMPARE(map->dataRange().lower, -0.5 * 511);
    }
}

void TestAlibiPage::switchingHeadsRedrawsInTheBackground()
{
    QVERIFY(show("heatmap"));
    QSignalSpy shown(m_page, &AlibiPage::viewShown);
    child<IntegerSpinBox>(m_page, "head")->setValue(9);
    QVERIFY(QTest::qWaitFor(
        [&] {
            return !m_page->isComputing() &&
                   m_page->currentViewData().viewResultAs<AlibiBiasResult>().head == 9;
        },
        20000));
    QCOMPARE(shown.count(), 1);
    QCOMPARE(shown.first().at(0).toString(), QStringLiteral("heatmap"));
    QCOMPARE((*m_page->exportTable().matrix)(100, 0), -std::sqrt(0.5) * 100);
    auto *heatmap = child<HeatmapWidget>(m_page, "biasHeatmap");
    auto *title = qobject_cast<QCPTextElement *>(heatmap->plot()->plotLayout()->element(0, 0));
    QVERIFY(title->text().contains(QStringLiteral("head 9")));
    QVERIFY(!heatmap->isPreparing()); // drawn
    QCOMPARE(colorMap(heatmap)->data()->cell(0, 100), -std::sqrt(0.5) * 100);
}

void TestAlibiPage::hoverNamesMaskedCells()
{
    // A small block, so that every cell is many pixels wide.
    child<IntegerSpinBox>(m_page, "positions")->setValue(32);
    QVERIFY(waitIdle());
    QVERIFY(show("heatmap"));
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
    QCOMPARE(m_page->controller()->state().integer(AlibiKeys::query), 20);
    QCOMPARE(m_page->sessionView(), QStringLiteral("attention"));
    QCOMPARE(child<IntegerSpinBox>(m_page, "query")->value(), 20);
}

void TestAlibiPage::bidirectionalAttentionRow()
{
    child<QCheckBox>(m_page, "bidirectional")->setChecked(true);
    QVERIFY(waitIdle());
    QVERIFY(!result().causal);
    QVERIFY(show("heatmap"));
    auto *heatmap = child<HeatmapWidget>(m_page, "biasHeatmap");
    QCOMPARE(colorMap(heatmap)->data()->cell(300, 10), -0.5 * 290); // no mask now

    child<IntegerSpinBox>(m_page, "query")->setValue(200);
    QVERIFY(show("attention"));
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
    QCOMPARE(m_page->exportBaseName(), QStringLiteral("alibi-attention-t200-h12-n512"));
}

void TestAlibiPage::paperMptAndCustomSlopes()
{
    choose(m_page, "rule", "paper");
    QVERIFY(waitIdle());
    QCOMPARE(result().slopes, pelab::paperSlopes(12));
    QCOMPARE(result().rule, pelab::SlopeRule::Paper);
    QVERIFY(!child<QWidget>(m_page, "alibi-bias-max")->isEnabled());

    // MPT's rule with B = 16: 2^(−16h/16) for the 16 slopes of H′ = 16, odd-indexed first.
    choose(m_page, "rule", "mpt");
    QVERIFY(child<QWidget>(m_page, "alibi-bias-max")->isEnabled());
    child<QDoubleSpinBox>(m_page, "alibi-bias-max")->setValue(16.0);
    QVERIFY(waitIdle());
    QCOMPARE(result().rule, pelab::SlopeRule::Mpt);
    PELAB_COMPARE_NEAR(result().slopes[0], std::exp2(-2.0), 1e-16);
    PELAB_COMPARE_NEAR(result().slopes[8], std::exp2(-1.0), 1e-16);

    choose(m_page, "rule", "custom");
    QVERIFY(!child<IntegerSpinBox>(m_page, "heads")->isEnabled());
    child<QLineEdit>(m_page, "slopes")->setText(QStringLiteral("0.5, 0.25 0.0"));
    QVERIFY(waitIdle());
    QCOMPARE(result().slopes, (std::vector<double>{0.5, 0.25, 0.0}));
    QVERIFY(m_page->errorText().isEmpty());
    QCOMPARE(child<IntegerSpinBox>(m_page, "head")->maximum(), 3);
    // Slope 0 attends uniformly: its span is 90 % of the positions.
    QVERIFY(show("span"));
    QCOMPARE((*m_page->exportTable().matrix)(2, 1), double(pelab::effectiveSpan(0.0, 512)));
}

void TestAlibiPage::badCustomSlopesKeepTheLastResult()
{
    choose(m_page, "rule", "custom");
    child<QLineEdit>(m_page, "slopes")->setText(QStringLiteral("0.5, abc"));
    QVERIFY(QTest::qWaitFor([&] { return !m_page->errorText().isEmpty(); }, 5000));
    QVERIFY(m_page->errorText().contains(QStringLiteral("'abc'")));
    QCOMPARE(result().slopes, pelab::officialSlopes(12)); // the last good result stays
    child<QLineEdit>(m_page, "slopes")->setText(QStringLiteral("0.5, -1"));
    QVERIFY(QTest::qWaitFor([&] { return m_page->errorText().contains(QStringLiteral("head 2")); },
                            5000));
    child<QLineEdit>(m_page, "slopes")->setText(QStringLiteral("0.5"));
    QVERIFY(waitIdle());
    QVERIFY(m_page->errorText().isEmpty());
    QCOMPARE(result().slopes, std::vector<double>{0.5});
}

void TestAlibiPage::seededContentScores()
{
    child<IntegerSpinBox>(m_page, "positions")->setValue(64);
    choose(m_page, "content", "random");
    child<IntegerSpinBox>(m_page, "seed")->setValue(7);
    child<IntegerSpinBox>(m_page, "head-dim")->setValue(16);
    QVERIFY(QTest::qWaitFor(
        [&] {
            return !m_page->isComputing() && result().content->seed() == 7 &&
                   result().content->headDim() == 16;
        },
        20000));
    QCOMPARE(AlibiSpec::query(m_page->controller()->state()), 63); // the last row follows N
    child<IntegerSpinBox>(m_page, "query")->setValue(40);
    QVERIFY(show("attention"));
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
    QVERIFY(show("span"));
    ExportTable spans = m_page->exportTable();
    QCOMPARE(spans.columnLabel(1), QStringLiteral("effective_span"));
    const auto slopes = pelab::officialSlopes(12);
    const auto stats = pelab::attentionStats(slopes, 512, true);
    for (std::size_t h = 0; h < 12; ++h) {
        QCOMPARE((*spans.matrix)(h, 1), double(pelab::effectiveSpan(slopes[h], 512)));
        PELAB_COMPARE_NEAR((*spans.matrix)(h, 2), stats[h].meanDistance, 1e-12);
    }

    child<IntegerSpinBox>(m_page, "train")->setValue(100);
    child<IntegerSpinBox>(m_page, "infer")->setValue(1000);
    QVERIFY(show("extrapolation"));
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
    // L_infer ≤ L_train is refused with a reason; the last fractions stay, and a session
    // records the lengths they were computed with.
    child<IntegerSpinBox>(m_page, "infer")->setValue(50);
    QVERIFY(QTest::qWaitFor([&] { return !m_page->isComputing(); }, 5000));
    QVERIFY2(m_page->errorText().contains(QStringLiteral("greater than L_train")),
             qPrintable(m_page->errorText()));
    QCOMPARE((*m_page->exportTable().matrix)(7, 2), pelab::fractionBeyond(slopes[7], 100, 1000));
    QCOMPARE(m_page->parameters().value(QStringLiteral("infer")).toInt(), 1000);
    QCOMPARE(m_page->exportBaseName(), QStringLiteral("alibi-extrapolation-100-1000"));
    // Good lengths again: computed, the banner gone.
    child<IntegerSpinBox>(m_page, "infer")->setValue(400);
    QVERIFY(QTest::qWaitFor(
        [&] {
            return !m_page->isComputing() && m_page->errorText().isEmpty() &&
                   m_page->currentViewData().isValid();
        },
        20000));
    QCOMPARE((*m_page->exportTable().matrix)(7, 2), pelab::fractionBeyond(slopes[7], 100, 400));
}

void TestAlibiPage::chartsHaveOneSeriesPerHead()
{
    auto *bias = child<LineChartWidget>(m_page, "biasChart");
    QCOMPARE(bias->seriesCount(), 12);
    const QList<QPointF> head9 = bias->seriesPoints(8);
    QCOMPARE(head9.constLast().x(), 511.0);
    PELAB_COMPARE_NEAR(head9.constLast().y(), -std::sqrt(0.5) * 511, 1e-12);
    QVERIFY(show("bias-chart"));
    const ExportTable table = m_page->exportTable();
    QCOMPARE(table.matrix->cols(), std::size_t(12));
    QCOMPARE((*table.matrix)(20, 2), -0.125 * 20);
    QCOMPARE(table.columnLabel(2), QStringLiteral("head3"));
    const auto *figure = dynamic_cast<const LineChartWidget *>(m_page->exportFigure());
    QVERIFY(figure);
    QCOMPARE(figure->seriesPoints(8), head9);
    QVERIFY(show("attention"));
    auto *attention = child<LineChartWidget>(m_page, "attentionChart");
    QCOMPARE(attention->seriesCount(), 12);
}

void TestAlibiPage::cancelDropsTheResult()
{
    QSignalSpy busy(m_page, &Page::busyChanged);
    {
        PoolGate gate; // the job waits in the pool until the test has cancelled it
        child<IntegerSpinBox>(m_page, "heads")->setValue(2);
        m_page->controller()->recompute();
        QVERIFY(m_page->isComputing());
        m_page->cancel();
        QVERIFY(!m_page->isComputing());
        QVERIFY(gate.openAndFinish());
    }
    // Its first report (after the first head's span) stopped it.
    QCOMPARE(m_page->controller()->task()->percent(), 0);
    QCOMPARE(m_shown->count(), 1);                // the cancelled result never arrives
    QCOMPARE(result().heads(), std::int64_t(12)); // the old result stays
    QCOMPARE(busy.count(), 2);
    QCOMPARE(busy.last().at(0).toBool(), false);
}

void TestAlibiPage::cancelStopsTheStatistics()
{
    // The statistics over every query: heads·N² < 2^20 runs on one thread, in chunks of 32
    // queries with a report after each, so a job's reports are known in advance.
    child<IntegerSpinBox>(m_page, "heads")->setValue(3);
    child<IntegerSpinBox>(m_page, "positions")->setValue(500);
    QVERIFY(waitIdle(2));
    QVERIFY(show("span"));
    BackgroundTask *task = m_page->controller()->task(QStringLiteral("span"));
    QCOMPARE(task->percent(), 100); // a whole job: 16 chunks of 16
    QVERIFY(show("slopes"));
    child<IntegerSpinBox>(m_page, "heads")->setValue(2);
    QVERIFY(waitIdle(3));
    QSignalSpy busy(m_page, &Page::busyChanged);
    {
        PoolGate gate;
        m_page->setSessionView(QStringLiteral("span"));
        QVERIFY(m_page->isComputing());
        m_page->cancel();
        QVERIFY(!m_page->isComputing());
        QVERIFY(gate.openAndFinish());
    }
    QCOMPARE(task->percent(), 100 / 16);       // it stopped after its first chunk of 16
    QVERIFY(!m_page->exportTable().isValid()); // no partial statistics are shown
    QCOMPARE(busy.count(), 2);
    QCOMPARE(busy.last().at(0).toBool(), false);
    // Showing the view again computes it, to the end this time.
    QVERIFY(show("slopes"));
    QVERIFY(show("span"));
    QCOMPARE(task->percent(), 100);
    const auto stats = pelab::attentionStats(pelab::officialSlopes(2), 500, true);
    PELAB_COMPARE_NEAR((*m_page->exportTable().matrix)(1, 2), stats[1].meanDistance, 1e-12);
}

QTEST_MAIN(TestAlibiPage)
#include "tst_alibipage.moc"
