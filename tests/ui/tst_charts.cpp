// The line and bar charts: axis ticks at round numbers (the step NiceTicks picks for a range,
// the label format that writes its multiples exactly, the axes that use them) and titles
// shown as the text they are.
#include "figures/barchartwidget.h"
#include "figures/linechartwidget.h"
#include "figures/niceticks.h"

#include <QChart>
#include <QTest>
#include <QTextDocument>
#include <QValueAxis>

#include <cmath>
#include <limits>

class TestCharts : public QObject
{
    Q_OBJECT

private slots:
    void step_data();
    void step();
    void labelFormat();
    void lineChartAxes();
    void barChartAxes();
    void titlesAreText();
};

namespace {

QValueAxis *axis(QChart *chart, Qt::Orientation orientation)
{
    const QList<QAbstractAxis *> axes = chart->axes(orientation);
    return axes.isEmpty() ? nullptr : qobject_cast<QValueAxis *>(axes.constFirst());
}

} // namespace

void TestCharts::step_data()
{
    QTest::addColumn<double>("lower");
    QTest::addColumn<double>("upper");
    QTest::addColumn<double>("expected");
    // span / 5 = 0.44: mantissa 4.4 → 5 × 0.1
    QTest::newRow("±1.1") << -1.1 << 1.1 << 0.5;
    // 17.87 / 5 = 3.574 → 5
    QTest::newRow("0 … 17.87") << 0.0 << 17.87 << 5.0;
    QTest::newRow("−17.87 … 0") << -17.87 << 0.0 << 5.0;
    // 1 / 5 = 0.2 → 2 × 0.1
    QTest::newRow("0 … 1") << 0.0 << 1.0 << 0.2;
    // 1e-3 / 5 = 2e-4 → 2 × 1e-4
    QTest::newRow("0 … 1e-3") << 0.0 << 1e-3 << 2e-4;
    // 4096 / 5 = 819.2 → 10 × 100
    QTest::newRow("0 … 4096") << 0.0 << 4096.0 << 1000.0;
    // 7 / 5 = 1.4 → 1
    QTest::newRow("0 … 7") << 0.0 << 7.0 << 1.0;
    QTest::newRow("empty") << 3.0 << 3.0 << 0.0;
    QTest::newRow("reversed") << 1.0 << 0.0 << 0.0;
    QTest::newRow("infinite") << 0.0 << std::numeric_limits<double>::infinity() << 0.0;
}

void TestCharts::step()
{
    QFETCH(double, lower);
    QFETCH(double, upper);
    QFETCH(double, expected);
    const double step = NiceTicks::step(lower, upper);
    if (expected == 0.0)
        QCOMPARE(step, 0.0);
    else
        QVERIFY2(std::abs(step - expected) <= 1e-12 * expected,
                 qPrintable(QString::number(step, 'g', 17)));
}

void TestCharts::labelFormat()
{
    QCOMPARE(NiceTicks::labelFormat(0.5), QStringLiteral("%.1f"));
    QCOMPARE(NiceTicks::labelFormat(0.1), QStringLiteral("%.1f"));
    QCOMPARE(NiceTicks::labelFormat(0.2), QStringLiteral("%.1f"));
    QCOMPARE(NiceTicks::labelFormat(2e-4), QStringLiteral("%.4f"));
    QCOMPARE(NiceTicks::labelFormat(1.0), QStringLiteral("%.0f"));
    QCOMPARE(NiceTicks::labelFormat(5.0), QStringLiteral("%.0f"));
    QCOMPARE(NiceTicks::labelFormat(1000.0), QStringLiteral("%.0f"));
    QCOMPARE(NiceTicks::labelFormat(0.0), QStringLiteral("%g"));
}

void TestCharts::lineChartAxes()
{
    LineChartWidget chart;
    chart.setSeriesCount(1);
    chart.setSeries(0, QStringLiteral("sin"),
                    {QPointF(0, -1.0), QPointF(10, 0.3), QPointF(17.87, 1.0)});
    QValueAxis *x = axis(chart.chart(), Qt::Horizontal);
    QValueAxis *y = axis(chart.chart(), Qt::Vertical);
    QVERIFY(x && y);
    // The data range is kept exactly; the ticks sit at multiples of a round step from 0.
    QCOMPARE(x->min(), 0.0);
    QCOMPARE(x->max(), 17.87);
    QCOMPARE(x->tickType(), QValueAxis::TicksDynamic);
    QCOMPARE(x->tickAnchor(), 0.0);
    QCOMPARE(x->tickInterval(), 5.0);
    // y: −1 … 1 padded by 5 % (−1.1 … 1.1): ticks every 0.5, labels −1.0, −0.5, 0.0, …
    QCOMPARE(y->tickType(), QValueAxis::TicksDynamic);
    QCOMPARE(y->tickAnchor(), 0.0);
    QVERIFY(std::abs(y->tickInterval() - 0.5) < 1e-12);
    QCOMPARE(y->labelFormat(), QStringLiteral("%.1f"));

    chart.setFixedYRange(0.0, 2.0);
    QVERIFY(std::abs(y->tickInterval() - 0.5) < 1e-12);
    chart.setFixedYRange(-1.05, 1.05);
    QVERIFY(std::abs(y->tickInterval() - 0.5) < 1e-12);
    // A format the figure asks for is kept.
    chart.setYLabelFormat(QStringLiteral("%.3g"));
    chart.setFixedYRange(0.0, 40.0);
    QCOMPARE(y->tickInterval(), 10.0);
    QCOMPARE(y->labelFormat(), QStringLiteral("%.3g"));
}

void TestCharts::barChartAxes()
{
    BarChartWidget chart;
    chart.setData({QStringLiteral("a"), QStringLiteral("b")},
                  {BarChartWidget::Set{QStringLiteral("v"), {3.0, 16.55}, QColor()}});
    QValueAxis *y = axis(chart.chart(), Qt::Vertical);
    QVERIFY(y);
    // 0 … 16.55 + 8 % = 17.874: ticks every 5 from 0.
    QCOMPARE(y->min(), 0.0);
    QCOMPARE(y->tickType(), QValueAxis::TicksDynamic);
    QCOMPARE(y->tickAnchor(), 0.0);
    QCOMPARE(y->tickInterval(), 5.0);
    QCOMPARE(y->labelFormat(), QStringLiteral("%.0f"));
    chart.setFixedYRange(-1.1, 1.1);
    QVERIFY(std::abs(y->tickInterval() - 0.5) < 1e-12);
    // A tiny range (attention weights of 1e-20) keeps a fixed count of ticks: Qt Charts takes
    // minutes over dynamic ticks that small.
    chart.setFixedYRange(7e-21, 2e-20);
    QCOMPARE(y->tickType(), QValueAxis::TicksFixed);
    QCOMPARE(y->labelFormat(), QStringLiteral("%g"));
}

void TestCharts::titlesAreText()
{
    // QChart reads its title as rich text: "<j" must not start a tag.
    const QString title = QStringLiteral("(2/d)·Σ_j |Σ_{i<j} e^{i·r·θ_i}| & more");
    LineChartWidget line;
    line.setTitle(title);
    QCOMPARE(line.figureTitle(), title);
    QTextDocument shown;
    shown.setHtml(line.chart()->title());
    QCOMPARE(shown.toPlainText(), title);
    BarChartWidget bars;
    bars.setTitle(title);
    QCOMPARE(bars.title(), title);
    shown.setHtml(bars.chart()->title());
    QCOMPARE(shown.toPlainText(), title);
}

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
