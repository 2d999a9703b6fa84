// The line and bar charts: axis ticks at round numbers (the step NiceTicks picks for a range,
// the label format that writes its multiples exactly, the axes that use them), the labels drawn
// with the minus sign and as many as fit (never fewer than two), and titles typeset from their
// notation (FigureText).
#include "figures/barchartwidget.h"
#include "figures/figurenumbers.h"
#include "figures/figuretext.h"
#include "figures/linechartwidget.h"
#include "figures/niceticks.h"
#include "textrecorder.h"

#include <QChart>
#include <QTest>
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
    void notation_data();
    void notation();
    void figureNumbers();
    void fit();
};

namespace {

QValueAxis *axis(QChart *chart, Qt::Orientation orientation)
{
    const QList<QAbstractAxis *> axes = chart->axes(orientation);
    return axes.isEmpty() ? nullptr : qobject_cast<QValueAxis *>(axes.constFirst());
}

// Every piece of text the figure draws at `size`.
QStringList drawn(const FigureSource &figure, const QSize &size = QSize(640, 400))
{
    TextRecorder recorder(size);
    figure.renderFigure(recorder, size, 1.0);
    QStringList out;
    for (const TextRecorder::Text &t : recorder.texts())
        out << t.text;
    return out;
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
    // Drawn with the decimals of the step and the minus sign U+2212.
    const QStringList labels = drawn(chart);
    for (const char *label : {"−1.0", "−0.5", "0.0", "0.5", "1.0", "0", "5", "10", "15"})
        QVERIFY2(labels.contains(QString::fromUtf8(label)), qPrintable(labels.join(u'|')));
    for (const QString &label : labels)
        QVERIFY2(!label.contains(QLatin1Char('-')), qPrintable(label));

    chart.setFixedYRange(0.0, 2.0);
    QVERIFY(std::abs(y->tickInterval() - 0.5) < 1e-12);
    chart.setFixedYRange(-1.05, 1.05);
    QVERIFY(std::abs(y->tickInterval() - 0.5) < 1e-12);
    chart.setFixedYRange(0.0, 40.0);
    QCOMPARE(y->tickInterval(), 10.0);
    // The x axis counts: whole numbers however narrow its range.
    chart.setSeries(0, QStringLiteral("sin"), {QPointF(0, 0.0), QPointF(3, 1.0)});
    QCOMPARE(x->tickInterval(), 1.0);
    const QStringList counted = drawn(chart);
    QVERIFY2(counted.contains(QStringLiteral("1")) && !counted.contains(QStringLiteral("0.5")),
             qPrintable(counted.join(u'|')));
    // Fewer labels where they do not fit, but never fewer than two: 1 … 32 across 120 px.
    chart.setSeries(0, QStringLiteral("sin"), {QPointF(1, 0.0), QPointF(32, 1.0)});
    TextRecorder narrow(QSize(120, 160));
    chart.renderFigure(narrow, QSize(120, 160), 1.0);
    int xLabels = 0;
    for (const TextRecorder::Text &t : narrow.texts())
        xLabels += t.box.top() > 100 && t.text.toInt() > 0 ? 1 : 0;
    QVERIFY2(xLabels >= 2, qPrintable(QString::number(xLabels)));
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
    QVERIFY(drawn(chart).contains(QStringLiteral("15")));
    chart.setFixedYRange(-1.1, 1.1);
    QVERIFY(std::abs(y->tickInterval() - 0.5) < 1e-12);
    QVERIFY(drawn(chart).contains(QStringLiteral("−0.5")));
    // A tiny range (attention weights of 1e-20) keeps a fixed count of ticks: Qt Charts takes
    // minutes over dynamic ticks that small. Their labels: three digits.
    chart.setFixedYRange(7e-21, 2e-20);
    QCOMPARE(y->tickType(), QValueAxis::TicksFixed);
    QVERIFY2(drawn(chart).contains(QStringLiteral("2e−20")), qPrintable(drawn(chart).join(u'|')));
}

void TestCharts::titlesAreText()
{
    // A title is notation, typeset: "<j" starts no tag, "&" is an ampersand, the scripts are
    // drawn as such (no "_" or braces left).
    const QString title = QStringLiteral("(2/d)·Σ_j |Σ_{i<j} e^{i·r·θ_i}| & more");
    LineChartWidget line;
    line.setTitle(title);
    QCOMPARE(line.figureTitle(), title);
    BarChartWidget bars;
    bars.setTitle(title);
    QCOMPARE(bars.title(), title);
    for (const FigureSource *figure :
         {static_cast<const FigureSource *>(&line), static_cast<const FigureSource *>(&bars)}) {
        const QString text = drawn(*figure, QSize(900, 400)).join(QString());
        QVERIFY2(text.contains(QStringLiteral("i<j")) && text.contains(QStringLiteral("& more")),
                 qPrintable(text));
        QVERIFY2(!text.contains(QLatin1Char('_')) && !text.contains(QLatin1Char('{')),
                 qPrintable(text));
    }
}

void TestCharts::notation_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("html");
    QTest::addColumn<QString>("unicode");
    QTest::newRow("θ_i") << QStringLiteral("θ_i = base^(−2i/d)")
                         << QStringLiteral("θ<sub>i</sub> = base<sup>−2i/d</sup>")
                         << QStringLiteral("θᵢ = base^(−2i/d)");
    QTest::newRow("braces") << QStringLiteral("exact qᵀR_{Δ}k/√d")
                            << QStringLiteral("exact qᵀR<sub>Δ</sub>k/√d")
                            << QStringLiteral("exact qᵀR_Δk/√d");
    QTest::newRow("M_1") << QStringLiteral("PE(t+1) = M_1 · PE(t)")
                         << QStringLiteral("PE(t+1) = M<sub>1</sub> · PE(t)")
                         << QStringLiteral("PE(t+1) = M₁ · PE(t)");
    QTest::newRow("after a bracket")
        << QStringLiteral("x(p)_j < 1 & y") << QStringLiteral("x(p)<sub>j</sub> &lt; 1 &amp; y")
        << QStringLiteral("x(p)ⱼ < 1 & y");
    QTest::newRow("nested") << QStringLiteral("e^{i·r·θ_i}")
                            << QStringLiteral("e<sup>i·r·θ<sub>i</sub></sup>")
                            << QStringLiteral("e^(i·r·θᵢ)");
    QTest::newRow("identifiers stay") << QStringLiteral("inv_freq of cache_1.npy, 2^20")
                                      << QStringLiteral("inv_freq of cache_1.npy, 2^20")
                                      << QStringLiteral("inv_freq of cache_1.npy, 2^20");
    QTest::newRow("a word") << QStringLiteral("L_{train}") << QStringLiteral("L<sub>train</sub>")
                            << QStringLiteral("Lₜᵣₐᵢₙ");
}

void TestCharts::notation()
{
    QFETCH(QString, text);
    QFETCH(QString, html);
    QFETCH(QString, unicode);
    QCOMPARE(FigureText::html(text), html);
    QCOMPARE(FigureText::unicode(text), unicode);
}

void TestCharts::figureNumbers()
{
    QCOMPARE(FigureNumbers::text(-0.5, 1), QStringLiteral("−0.5"));
    // A tick at 0 reached from −3 × 0.1 by adding 0.1 three times (as Qt Charts places dynamic
    // ticks) is −2.8e-17: written 0.0.
    double tick = -3 * 0.1;
    for (int i = 0; i < 3; ++i)
        tick += 0.1;
    QVERIFY(tick < 0.0);
    QCOMPARE(FigureNumbers::text(tick, 1), QStringLiteral("0.0"));
    QCOMPARE(FigureNumbers::text(-0.0, 0), QStringLiteral("0"));
    QCOMPARE(FigureNumbers::text(-1234.25, 2), QStringLiteral("−1234.25"));
    QCOMPARE(FigureNumbers::general(-2e-20), QStringLiteral("−2e−20"));
    QCOMPARE(FigureNumbers::decimals(0.5), 1);
    QCOMPARE(FigureNumbers::decimals(0.1), 1);
    QCOMPARE(FigureNumbers::decimals(20.0), 0);
}

void TestCharts::fit()
{
    // Labels 30 px wide on a 200 px axis over 0 … 100: 5 intervals of 20 (40 px apart) fit;
    // 10 of 10 (20 px) would touch.
    const auto wide = [](double) { return 30.0; };
    QCOMPARE(NiceTicks::fit(0.0, 100.0, 0.0, 200.0, wide).step, 20.0);
    QCOMPARE(NiceTicks::fit(0.0, 100.0, 0.0, 200.0, wide).anchor, 0.0);
    // Never denser than the owner asked.
    QCOMPARE(NiceTicks::fit(0.0, 100.0, 50.0, 2000.0, wide).step, 50.0);
    // Two labels at least: 1 … 32 has two multiples of 10 but one of 20; at 100 px, 10, 20 and
    // 30 fit.
    QCOMPARE(NiceTicks::fit(1.0, 32.0, 0.0, 100.0, wide).step, 10.0);
    // Where even those touch: the first and the last, 10 and 30.
    const NiceTicks::Ticks ends = NiceTicks::fit(1.0, 32.0, 0.0, 40.0, wide);
    QCOMPARE(ends.step, 20.0);
    QCOMPARE(ends.anchor, 10.0);
    QCOMPARE(NiceTicks::values(1.0, 32.0, ends.step, ends.anchor), (QList<double>{10.0, 30.0}));
    // A range narrower than the owner's step: a denser step with two labels.
    QCOMPARE(NiceTicks::fit(1.0, 1.3, 0.5, 400.0, wide).step, 0.2);
    QCOMPARE(NiceTicks::values(-1.0, 1.0, 0.5).size(), 5);
}

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
