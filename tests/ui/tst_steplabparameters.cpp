// The Step-through lab's parameters in the window: the off control, the compared position
// (slider, spin boxes, every position core takes), the presets and refused input; the values
// against the formula.
#include "editors/integerspinbox.h"
#include "figures/barchartwidget.h"
#include "figures/linechartwidget.h"
#include "steplab/steplabspec.h"
#include "steplab/steptablemodel.h"
#include "tabs/steplab/scenewidget.h"
#include "tabs/steplab/steplabpage.h"
#include "task/tabcontroller.h"

#include "steplabtestutils.h"
#include "testutils.h"

#include <QCheckBox>
#include <QComboBox>
#include <QJsonObject>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>

#include <cmath>
#include <memory>

using namespace StepLabTest;

class TestStepLabParameters : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void offControl();
    void comparedPositionSliderAndChart();
    void positionsBeyondTheChart();
    void presets_data();
    void presets();
    void badInputKeepsTheLastResult();

private:
    StepLabPage *m_page = nullptr;
};

void TestStepLabParameters::init()
{
    m_page = new StepLabPage;
    m_page->resize(1500, 950);
    m_page->show();
    QVERIFY(settle(*m_page));
}

void TestStepLabParameters::cleanup()
{
    delete m_page;
}

void TestStepLabParameters::offControl()
{
    auto *off = m_page->findChild<QCheckBox *>(QStringLiteral("off"));
    QVERIFY(off && !off->isChecked());
    QCOMPARE(off->text(), QStringLiteral("P&osition signal off"));
    const double norm = distance(pe(3), pe(0));
    m_page->setStep(6);
    clickCheckBox(off);
    QVERIFY(off->isChecked());
    QVERIFY(settle(*m_page));
    QCOMPARE(m_page->resultText(), QStringLiteral("‖x(q) − x(p)‖ = 0.000000"));
    ExportTable table = m_page->exportTable();
    for (int j = 0; j <= 8; ++j)
        QCOMPARE(value(table, j, columnOf(table, QStringLiteral("difference"))), 0.0);
    QCOMPARE(m_page->shownResult()->walk.norm, 0.0);
    PELAB_COMPARE_NEAR(m_page->shownResult()->walk.normOn, norm, 1e-12);
    auto *scene = m_page->findChild<SceneWidget *>(QStringLiteral("scene"));
    QVERIFY(scene->text().contains(QStringLiteral("position signal off")));

    // Step 5: the candidates are still computed, greyed; nothing is added.
    m_page->setStep(5);
    table = m_page->exportTable();
    const int candidate = columnOf(table, QStringLiteral("pe_q"));
    const int added = columnOf(table, QStringLiteral("x_q_minus_E"));
    PELAB_COMPARE_NEAR(value(table, 0, candidate), std::sin(3.0), 1e-12);
    QVERIFY(m_page->tableModel()->index(0, candidate).data(StepTableModel::GreyedRole).toBool());
    QVERIFY(!m_page->tableModel()->index(0, added).data(StepTableModel::GreyedRole).toBool());
    QCOMPARE(cell(m_page->tableModel(), 0, added), QStringLiteral("e_0 + 0.000000"));
    QVERIFY(m_page->explanationText().contains(QStringLiteral("off")));

    // Step 2: greyed too, values unchanged.
    m_page->setStep(2);
    QVERIFY(m_page->tableModel()->index(1, 4).data(StepTableModel::GreyedRole).toBool());
    PELAB_COMPARE_NEAR(value(m_page->exportTable(), 1, 4), std::sin(3.0), 1e-12);

    // The chart follows the switch, the on curve stays for comparison.
    auto *chart = m_page->findChild<LineChartWidget *>(QStringLiteral("lengthChart"));
    QCOMPARE(chart->seriesCount(), 2);
    for (const QPointF &point : chart->seriesPoints(1))
        QCOMPARE(point.y(), 0.0);
    auto *pairs = m_page->findChild<BarChartWidget *>(QStringLiteral("pairDistanceChart"));
    for (qreal v : pairs->sets().constFirst().values)
        QCOMPARE(v, 0.0);

    // Step 7 side by side, and back on.
    m_page->setStep(7);
    QCOMPARE(m_page->resultText(), QStringLiteral("on: %1    off: 0.000000").arg(six(norm)));
    clickCheckBox(off);
    QVERIFY(settle(*m_page));
    m_page->setStep(6);
    QCOMPARE(m_page->resultText(), QStringLiteral("‖x(q) − x(p)‖ = ") + six(norm));
    QCOMPARE(chart->seriesCount(), 1);
}

void TestStepLabParameters::comparedPositionSliderAndChart()
{
    auto *slider = m_page->findChild<QSlider *>(QStringLiteral("positionQSlider"));
    auto *spin = m_page->findChild<IntegerSpinBox *>(QStringLiteral("positionQ"));
    QCOMPARE(slider->minimum(), 1);
    QCOMPARE(slider->maximum(), 32);
    m_page->setStep(6);
    slider->setValue(6);
    QCOMPARE(spin->value(), 6);
    QVERIFY(settle(*m_page));
    QCOMPARE(m_page->shownResult()->walk.params.q, 6);
    const double norm6 = distance(pe(6), pe(0));
    QCOMPARE(m_page->resultText(), QStringLiteral("‖x(q) − x(p)‖ = ") + six(norm6));
    auto *chart = m_page->findChild<LineChartWidget *>(QStringLiteral("lengthChart"));
    const QList<QPointF> points = chart->seriesPoints(0);
    QCOMPARE(points.size(), 32);
    for (int t = 1; t <= 32; ++t) {
        QCOMPARE(points[t - 1].x(), double(t));
        PELAB_COMPARE_NEAR(points[t - 1].y(), distance(pe(t), pe(0)), 1e-12);
    }
    auto *note = m_page->findChild<QLabel *>(QStringLiteral("lengthNote"));
    QVERIFY2(note->text().startsWith(QStringLiteral("Not monotonic")), qPrintable(note->text()));
    QVERIFY(note->text().contains(QStringLiteral("word distance")));
    // The per-pair bars: the chord 2·|sin(6·ω_i / 2)|.
    auto *pairs = m_page->findChild<BarChartWidget *>(QStringLiteral("pairDistanceChart"));
    const QList<qreal> bars = pairs->sets().constFirst().values;
    QCOMPARE(bars.size(), 4);
    for (int i = 0; i < 4; ++i)
        PELAB_COMPARE_NEAR(bars[i], 2.0 * std::abs(std::sin(3.0 / std::pow(10000.0, i / 4.0))),
                           1e-9);
    spin->setValue(20);
    QCOMPARE(slider->value(), 20);
    QVERIFY(settle(*m_page));
    QCOMPARE(m_page->shownResult()->walk.params.q, 20);
    auto *scene = m_page->findChild<SceneWidget *>(QStringLiteral("scene"));
    QVERIFY(scene->text().contains(QStringLiteral("q = 20")));
}

void TestStepLabParameters::positionsBeyondTheChart()
{
    // Every position core takes: q beyond the chart's 1 … 32 (the slider stops at 32, the chart
    // marks nothing), q = 0, and a p far beyond the sentence.
    auto *p = m_page->findChild<IntegerSpinBox *>(QStringLiteral("positionP"));
    auto *q = m_page->findChild<IntegerSpinBox *>(QStringLiteral("positionQ"));
    auto *slider = m_page->findChild<QSlider *>(QStringLiteral("positionQSlider"));
    QCOMPARE(q->minimum(), 0);
    QCOMPARE(q->maximum(), std::int64_t(1) << 40);
    QCOMPARE(p->maximum(), std::int64_t(1) << 40);
    m_page->setStep(6);
    q->setValue(40);
    QCOMPARE(slider->value(), 32);
    QVERIFY(settle(*m_page));
    QVERIFY(m_page->errorText().isEmpty());
    QCOMPARE(m_page->shownResult()->walk.params.q, 40);
    QCOMPARE(q->value(), 40); // the slider's clamp did not move q
    QCOMPARE(m_page->resultText(),
             QStringLiteral("‖x(q) − x(p)‖ = ") + six(distance(pe(40), pe(0))));
    QCOMPARE(m_page->controller()->state().text(StepLabKeys::positions), QStringLiteral("0,40"));
    q->setValue(0);
    p->setValue(2000000);
    QVERIFY(settle(*m_page));
    QVERIFY(m_page->errorText().isEmpty());
    QCOMPARE(m_page->parameters().value(StepLabKeys::positions).toString(),
             QStringLiteral("2000000,0"));
    PELAB_COMPARE_NEAR(m_page->shownResult()->walk.norm, distance(pe(0), pe(2000000)), 1e-9);
    // A session's positions reach the editors.
    QStringList warnings;
    m_page->setParameters(QJsonObject{{QStringLiteral("positions"), QStringLiteral("5,12")}},
                          &warnings);
    QVERIFY(warnings.isEmpty());
    QCOMPARE(p->value(), 5);
    QCOMPARE(q->value(), 12);
    QCOMPARE(slider->value(), 12);
}

void TestStepLabParameters::presets_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<int>("step");
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("q");
    QTest::addColumn<bool>("on");
    QTest::newRow("default") << 0 << 6 << 0 << 3 << true;
    QTest::newRow("fast pair nearly repeats") << 1 << 6 << 0 << 6 << true;
    QTest::newRow("position zero") << 2 << 5 << 0 << 3 << true;
    QTest::newRow("off control") << 3 << 7 << 0 << 3 << false;
    QTest::newRow("offset only") << 4 << 6 << 10 << 13 << true;
}

void TestStepLabParameters::presets()
{
    QFETCH(int, index);
    QFETCH(int, step);
    QFETCH(int, p);
    QFETCH(int, q);
    QFETCH(bool, on);
    // Start away from the preset, then choose it in the combo box.
    m_page->findChild<IntegerSpinBox *>(QStringLiteral("positionQ"))->setValue(17);
    m_page->findChild<QComboBox *>(QStringLiteral("mistake"))->setCurrentIndex(2);
    QVERIFY(settle(*m_page));
    QVERIFY(m_page->shownMistake());
    auto *combo = m_page->findChild<QComboBox *>(QStringLiteral("presets"));
    QSignalSpy status(m_page, &Page::statusMessage);
    combo->setCurrentIndex(index + 1);
    emit combo->activated(index + 1);
    QCOMPARE(m_page->step(), step);
    QVERIFY(!m_page->shownMistake());
    QVERIFY(settle(*m_page));
    const pelab::StepLabParams params = m_page->shownResult()->walk.params;
    QCOMPARE(params.p, p);
    QCOMPARE(params.q, q);
    QCOMPARE(params.dim, 8);
    QCOMPARE(params.positionSignal, on);
    QCOMPARE(status.count(), 1);
    const double norm = distance(pe(q), pe(p));
    switch (index) {
    case 0:
        QCOMPARE(m_page->resultText(), QStringLiteral("‖x(q) − x(p)‖ = ") + six(norm));
        break;
    case 1: {
        const QList<qreal> bars =
            m_page->findChild<BarChartWidget *>(QStringLiteral("pairDistanceChart"))
                ->sets()
                .constFirst()
                .values;
        QVERIFY(bars[0] < 0.3);     // the fastest pair has almost come round
        QVERIFY(bars[1] > bars[0]); // the second pair still separates the two
        break;
    }
    case 2:
        for (int j = 0; j < 8; ++j)
            QCOMPARE(value(m_page->exportTable(), j, 1), j % 2 ? 1.0 : 0.0); // PE(0)
        break;
    case 3:
        QCOMPARE(m_page->resultText(), QStringLiteral("on: %1    off: 0.000000").arg(six(norm)));
        break;
    case 4:
        PELAB_COMPARE_NEAR(m_page->shownResult()->walk.norm, distance(pe(3), pe(0)), 1e-12);
        break;
    }
}

void TestStepLabParameters::badInputKeepsTheLastResult()
{
    // The editors offer only what core takes; a value core refuses arrives another way (here
    // the controller, as a hand-edited positions text would).
    auto *dim = m_page->findChild<IntegerSpinBox *>(QStringLiteral("dim"));
    m_page->setStep(6);
    m_page->controller()->setValue(StepLabKeys::positions, QStringLiteral("0,-3"));
    QVERIFY(settle(*m_page));
    QVERIFY2(m_page->errorText().contains(QStringLiteral("position q must be 0 or more")),
             qPrintable(m_page->errorText()));
    QCOMPARE(m_page->exportTable().matrix->rows(), std::size_t(9)); // the last d = 8 result
    QCOMPARE(m_page->parameters().value(StepLabKeys::positions).toString(),
             QStringLiteral("0,3")); // a session records what is shown
    m_page->controller()->setValue(StepLabKeys::positions, QStringLiteral("0,3"));
    dim->setValue(7); // even only: the spin box takes 6 or 8, never 7
    QVERIFY(dim->value() % 2 == 0);
    dim->setValue(4);
    QVERIFY(settle(*m_page));
    QVERIFY(m_page->errorText().isEmpty());
    QCOMPARE(m_page->exportTable().matrix->rows(), std::size_t(5));
    // d = 4 has no "remaining pairs": step 4 says so and has no table.
    m_page->setStep(4);
    QVERIFY(m_page->explanationText().contains(QStringLiteral("no further pairs")));
    QVERIFY(!m_page->exportTable().isValid());
}

QTEST_MAIN(TestStepLabParameters)
#include "tst_steplabparameters.moc"
