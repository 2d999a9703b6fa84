// What the relative profiles (a score against the distance Δ between two positions, several on
// one chart) are drawn with: a line chart's bands (an area in the line's colour under every
// line, no legend entry, in the y range), its logarithmic x axis (labels at the decades or at 1,
// 2, 5 × 10^k, Qt Charts' ticks at the labels) and a composite figure's parts in a grid.
#include "export/figureoptions.h"
#include "export/figurestyle.h"
#include "figures/chartlegend.h"
#include "figures/chartstyle.h"
#include "figures/charttexts.h"
#include "figures/compositefigure.h"
#include "figures/linechartwidget.h"
#include "figures/logticks.h"
#include "figuretextcheck.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QImage>
#include <QLineSeries>
#include <QPainter>
#include <QScatterSeries>
#include <QTest>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

class TestProfileCharts : public QObject
{
    Q_OBJECT

private slots:
    void bandIsTheLinesColourUnderTheLines();
    void bandIsDrawnUnderTheLines();
    void bandFollowsItsLinesPen();
    void bandIsNoLegendEntry();
    void bandWidensTheYRange();
    void newLineKeepsItsColourBesideBands();
    void logLabelsAtDecades();
    void logLabelsAtOneTwoFive();
    void logTicksAtTheLabels();
    void logKeepsThePointsAsPassed();
    void logBackToLinear();
    void logLabelText();
    void logFiguresFit_data();
    void logFiguresFit();
    void compositeInRows();
    void compositeInOneRowByDefault();
};

namespace {

QList<QPointF> profile(double from, double to, double offset)
{
    QList<QPointF> points;
    for (double x = from; x <= to * 1.0000001; x *= 2.0)
        points.append(QPointF(x, offset + 1.0 / (1.0 + std::log2(x))));
    return points;
}

QList<QPointF> shifted(const QList<QPointF> &points, double dy)
{
    QList<QPointF> out;
    for (const QPointF &p : points)
        out.append(QPointF(p.x(), p.y() + dy));
    return out;
}

QList<QAreaSeries *> areas(const LineChartWidget &chart)
{
    QList<QAreaSeries *> out;
    for (QAbstractSeries *series : chart.chart()->series()) {
        if (auto *area = qobject_cast<QAreaSeries *>(series))
            out.append(area);
    }
    return out;
}

QLineSeries *line(const LineChartWidget &chart, int index)
{
    int seen = 0;
    for (QAbstractSeries *series : chart.chart()->series()) {
        auto *l = qobject_cast<QLineSeries *>(series);
        if (l && !l->name().isEmpty() && seen++ == index)
            return l;
    }
    return nullptr;
}

QValueAxis *axis(const LineChartWidget &chart, Qt::Orientation orientation)
{
    const QList<QAbstractAxis *> axes = chart.chart()->axes(orientation);
    return axes.isEmpty() ? nullptr : qobject_cast<QValueAxis *>(axes.constFirst());
}

// Three profiles, the second with a band.
void fill(LineChartWidget &chart, double from, double to)
{
    chart.setSeries(0, QStringLiteral("RoPE"), profile(from, to, 0.0));
    chart.setSeries(1, QStringLiteral("ALiBi"), profile(from, to, 0.5));
    chart.setSeries(2, QStringLiteral("NoPE"), profile(from, to, 1.0));
    const QList<QPointF> middle = chart.seriesPoints(1);
    chart.setSeriesBand(1, shifted(middle, -0.2), shifted(middle, 0.2));
}

// The x axis's labels as drawn at `size`: the numbers in the lowest row of numbers (the chart
// has no axis titles), left to right.
QList<TextRecorder::Text> xLabels(const LineChartWidget &chart, const QSize &size)
{
    TextRecorder recorder(size);
    chart.renderFigure(recorder, size, 1.0);
    QList<TextRecorder::Text> numbers;
    double lowest = -1.0;
    for (const TextRecorder::Text &t : recorder.texts()) {
        if (!FigureTextCheck::isNumber(t.text))
            continue;
        numbers.append(t);
        lowest = std::max(lowest, t.box.center().y());
    }
    QList<TextRecorder::Text> out;
    for (const TextRecorder::Text &t : std::as_const(numbers)) {
        if (std::abs(t.box.center().y() - lowest) < 2.0)
            out.append(t);
    }
    std::sort(out.begin(), out.end(), [](const TextRecorder::Text &a, const TextRecorder::Text &b) {
        return a.box.center().x() < b.box.center().x();
    });
    return out;
}

QStringList textsOf(const QList<TextRecorder::Text> &texts)
{
    QStringList out;
    for (const TextRecorder::Text &t : texts)
        out << t.text;
    return out;
}

// A part of a composite figure: the size it was drawn at, and one word at its top left.
class Part : public FigureSource
{
public:
    explicit Part(int index) : m_index(index) {}
    mutable QSize drawnAt;

protected:
    void drawFigure(QPaintDevice &device, const QSize &size, double,
                    const FigureStyle &) const override
    {
        drawnAt = size;
        QPainter painter(&device);
        painter.drawText(QPointF(4, 20), QStringLiteral("part%1").arg(m_index));
    }

private:
    int m_index;
};

} // namespace

void TestProfileCharts::bandIsTheLinesColourUnderTheLines()
{
    LineChartWidget chart;
    fill(chart, 1.0, 4096.0);
    const QList<QAreaSeries *> bands = areas(chart);
    QCOMPARE(bands.size(), 1);
    QAreaSeries *band = bands.first();
    const QColor colour = line(chart, 1)->pen().color();
    QCOMPARE(band->brush().color().rgb(), colour.rgb());
    QVERIFY(std::abs(band->brush().color().alphaF() - 0.25 * colour.alphaF()) < 0.01);
    QCOMPARE(band->pen().style(), Qt::NoPen);
}

void TestProfileCharts::bandIsDrawnUnderTheLines()
{
    // A flat line (series 0) across another series' band: its pixels keep their own colour.
    LineChartWidget chart;
    chart.setSeries(0, QStringLiteral("over"), {QPointF(0, 0.5), QPointF(10, 0.5)});
    chart.setSeries(1, QStringLiteral("banded"), {QPointF(0, 0.2), QPointF(10, 0.2)});
    chart.setSeriesBand(1, {QPointF(0, 0.0), QPointF(10, 0.0)},
                        {QPointF(0, 1.0), QPointF(10, 1.0)});
    chart.setSeriesPen(0, QPen(QColor(0x1f, 0x77, 0xb4), 4.0));
    chart.setSeriesPen(1, QPen(QColor(0xd6, 0x27, 0x28), 2.0));
    // A line added after the band is drawn over it too.
    chart.setSeries(2, QStringLiteral("later"), {QPointF(0, 0.8), QPointF(10, 0.8)});
    chart.setSeriesPen(2, QPen(QColor(0x2c, 0xa0, 0x2c), 4.0));
    QImage image(400, 300, QImage::Format_RGB32);
    image.fill(Qt::white);
    chart.renderFigure(image, image.size(), 1.0);
    for (const QColor &colour : {QColor(0x1f, 0x77, 0xb4), QColor(0x2c, 0xa0, 0x2c)}) {
        int nearest = 255 * 3;
        for (int y = 0; y < image.height(); ++y) {
            const QColor c = image.pixelColor(image.width() / 2, y);
            nearest = std::min(nearest, std::abs(c.red() - colour.red()) +
                                            std::abs(c.green() - colour.green()) +
                                            std::abs(c.blue() - colour.blue()));
        }
        QVERIFY2(nearest <= 6,
                 qPrintable(colour.name() + QStringLiteral(" off by ") + QString::number(nearest)));
    }
    // The band is there, tinted, and nothing else of it is drawn: (the chart's items of series
    // taken off it are drawn no more, however the series change afterwards).
    const QColor tint = image.pixelColor(image.width() / 2, image.height() / 2 + 20);
    QVERIFY2(tint.red() > tint.blue() + 20 && tint.red() < 255, qPrintable(tint.name()));
    for (int y = 0; y < 8; ++y) {
        for (int x = 0; x < 8; ++x)
            QCOMPARE(image.pixelColor(x, y), QColor(Qt::white));
    }
}

void TestProfileCharts::bandFollowsItsLinesPen()
{
    LineChartWidget chart;
    fill(chart, 1.0, 4096.0);
    QAreaSeries *band = areas(chart).first();
    chart.setSeriesPen(1, QPen(QColor(0x2c, 0xa0, 0x2c), 1.6));
    QCOMPARE(band->brush().color().rgb(), QColor(0x2c, 0xa0, 0x2c).rgb());
    // A page's own colouring, straight on the series (as the ALiBi and Buckets figures do).
    line(chart, 1)->setPen(QPen(QColor(0x94, 0x67, 0xbd), 2.0));
    QCOMPARE(band->brush().color().rgb(), QColor(0x94, 0x67, 0xbd).rgb());
    // The projector look and an export's style change widths, the band keeps the colour.
    ChartStyle::apply(chart.chart(), chart.palette(), true);
    QCOMPARE(band->brush().color().rgb(), QColor(0x94, 0x67, 0xbd).rgb());
    ChartStyle::apply(chart.chart(), chart.palette(), false);
    const FigurePreset *slide = FigurePresets::find(QStringLiteral("slide"));
    QVERIFY(slide);
    QImage image(640, 400, QImage::Format_RGB32);
    chart.renderFigure(image, image.size(), 1.0, slide->style);
    QCOMPARE(band->brush().color().rgb(), QColor(0x94, 0x67, 0xbd).rgb());
    QVERIFY(std::abs(band->brush().color().alphaF() - 0.25) < 0.01);
}

void TestProfileCharts::bandIsNoLegendEntry()
{
    LineChartWidget chart;
    fill(chart, 1.0, 4096.0);
    chart.setLegendVisible(true);
    const QList<ChartLegend::Entry> entries = ChartLegend::entries(chart.chart());
    QCOMPARE(entries.size(), 3);
    TextRecorder recorder(QSize(640, 400));
    chart.renderFigure(recorder, QSize(640, 400), 1.0);
    const QStringList drawn = textsOf(recorder.texts());
    for (const QString &name : {QStringLiteral("RoPE"), QStringLiteral("ALiBi")})
        QCOMPARE(drawn.count(name), 1);
}

void TestProfileCharts::bandWidensTheYRange()
{
    LineChartWidget chart;
    chart.setSeries(0, QStringLiteral("a"), {QPointF(0, 0.0), QPointF(10, 1.0)});
    QValueAxis *y = axis(chart, Qt::Vertical);
    QVERIFY(y->max() < 2.0);
    chart.setSeriesBand(0, {QPointF(0, -2.0), QPointF(10, 0.5)},
                        {QPointF(0, 0.5), QPointF(10, 3.0)});
    QVERIFY2(y->min() <= -2.0 && y->max() >= 3.0,
             qPrintable(QStringLiteral("%1 … %2").arg(y->min()).arg(y->max())));
    // Two empty lists take it away, and the range back.
    chart.setSeriesBand(0, {}, {});
    QVERIFY(areas(chart).isEmpty());
    QVERIFY(y->max() < 2.0);
    // So does removing its series.
    chart.setSeries(1, QStringLiteral("b"), {QPointF(0, 0.0), QPointF(10, 1.0)});
    chart.setSeriesBand(1, {QPointF(0, -2.0)}, {QPointF(0, 3.0)});
    QCOMPARE(areas(chart).size(), 1);
    chart.setSeriesCount(1);
    QVERIFY(areas(chart).isEmpty());
    QVERIFY(y->max() < 2.0);
}

void TestProfileCharts::newLineKeepsItsColourBesideBands()
{
    // A line added after a band has the colour it has on a chart without bands.
    LineChartWidget plain;
    LineChartWidget banded;
    for (int i = 0; i < 4; ++i) {
        plain.setSeries(i, QStringLiteral("s%1").arg(i), profile(1, 64, i));
        banded.setSeries(i, QStringLiteral("s%1").arg(i), profile(1, 64, i));
        banded.setSeriesBand(i, profile(1, 64, i - 0.1), profile(1, 64, i + 0.1));
    }
    banded.setSeriesCount(2);
    banded.setSeries(2, QStringLiteral("again"), profile(1, 64, 2));
    for (int i = 0; i < 3; ++i)
        QCOMPARE(line(banded, i)->pen().color(), line(plain, i)->pen().color());
    QCOMPARE(areas(banded).size(), 2);
}

void TestProfileCharts::logLabelsAtDecades()
{
    LineChartWidget chart;
    chart.setLogarithmicX(true);
    fill(chart, 1.0, 4096.0);
    const QStringList labels = textsOf(xLabels(chart, QSize(640, 400)));
    QCOMPARE(labels, QStringList({QStringLiteral("1"), QStringLiteral("10"), QStringLiteral("100"),
                                  QStringLiteral("1000")}));
}

void TestProfileCharts::logLabelsAtOneTwoFive()
{
    LineChartWidget chart;
    chart.setSeries(0, QStringLiteral("a"), {QPointF(2, 0.1), QPointF(50, 0.9)});
    chart.setLogarithmicX(true); // after the data: it is plotted again
    const QStringList labels = textsOf(xLabels(chart, QSize(640, 400)));
    QCOMPARE(labels, QStringList({QStringLiteral("2"), QStringLiteral("5"), QStringLiteral("10"),
                                  QStringLiteral("20"), QStringLiteral("50")}));
}

void TestProfileCharts::logTicksAtTheLabels()
{
    LineChartWidget chart;
    chart.setLogarithmicX(true);
    chart.setSeries(0, QStringLiteral("a"), {QPointF(2, 0.1), QPointF(50, 0.9)});
    const QSize size(640, 400);
    const QList<TextRecorder::Text> labels = xLabels(chart, size);
    // Laid out at that size again: Qt Charts' ticks are the category axis's boundaries.
    ChartTexts::of(chart.chart())->layoutAt(QSizeF(size));
    auto *x = qobject_cast<QCategoryAxis *>(axis(chart, Qt::Horizontal));
    QVERIFY(x);
    QList<double> ticks{x->startValue()};
    for (const QString &name : x->categoriesLabels())
        ticks << x->endValue(name);
    QCOMPARE(ticks.size(), labels.size());
    const QRectF plot = chart.chart()->plotArea();
    for (qsizetype i = 0; i < ticks.size(); ++i) {
        QVERIFY(std::abs(std::pow(10.0, ticks[i]) - labels[i].text.toDouble()) < 1e-9);
        const double at =
            plot.left() + (ticks[i] - x->min()) / (x->max() - x->min()) * plot.width();
        QVERIFY2(std::abs(at - labels[i].box.center().x()) < 2.0,
                 qPrintable(QStringLiteral("tick %1 at %2, its label at %3")
                                .arg(labels[i].text)
                                .arg(at)
                                .arg(labels[i].box.center().x())));
    }
}

void TestProfileCharts::logKeepsThePointsAsPassed()
{
    LineChartWidget chart;
    chart.setLogarithmicX(true);
    const QList<QPointF> points{QPointF(0, 5.0), QPointF(1, 1.0), QPointF(100, 2.0)};
    chart.setSeries(0, QStringLiteral("a"), points);
    QCOMPARE(chart.seriesPoints(0), points);
    // Plotted: log10 x, the point at 0 left out (and out of the y range).
    const QList<QPointF> plotted = line(chart, 0)->points();
    QCOMPARE(plotted, QList<QPointF>({QPointF(0, 1.0), QPointF(2, 2.0)}));
    QVERIFY(axis(chart, Qt::Vertical)->max() < 5.0);
    chart.setMarker(QPointF(10, 1.5));
    QScatterSeries *marker = nullptr;
    for (QAbstractSeries *series : chart.chart()->series())
        marker = marker ? marker : qobject_cast<QScatterSeries *>(series);
    QVERIFY(marker);
    QCOMPARE(marker->points(), QList<QPointF>({QPointF(1, 1.5)}));
    chart.setLogarithmicX(false);
    QCOMPARE(marker->points(), QList<QPointF>({QPointF(10, 1.5)}));
}

void TestProfileCharts::logBackToLinear()
{
    LineChartWidget chart;
    chart.setAxisTitles(QStringLiteral("Δ"), QStringLiteral("score"));
    fill(chart, 1.0, 4096.0);
    chart.setLogarithmicX(true);
    chart.setLogarithmicX(false);
    QValueAxis *x = axis(chart, Qt::Horizontal);
    QVERIFY(!qobject_cast<QCategoryAxis *>(x));
    QCOMPARE(x->tickType(), QValueAxis::TicksDynamic);
    QCOMPARE(x->min(), 1.0);
    QCOMPARE(x->max(), 4096.0);
    QCOMPARE(line(chart, 0)->points(), chart.seriesPoints(0));
    QCOMPARE(areas(chart).first()->upperSeries()->points().first().x(), 1.0);
    TextRecorder recorder(QSize(640, 400));
    chart.renderFigure(recorder, QSize(640, 400), 1.0);
    const QStringList drawn = textsOf(recorder.texts());
    QVERIFY2(drawn.contains(QStringLiteral("4000")) && drawn.contains(QStringLiteral("Δ")),
             qPrintable(drawn.join(u'|')));
}

void TestProfileCharts::logLabelText()
{
    QCOMPARE(LogTicks::label(1, 0), QStringLiteral("1"));
    QCOMPARE(LogTicks::label(5, 3), QStringLiteral("5000"));
    QCOMPARE(LogTicks::label(1, 5), QStringLiteral("100000"));
    QCOMPARE(LogTicks::label(2, -1), QStringLiteral("0.2"));
    QCOMPARE(LogTicks::label(1, 6), QStringLiteral("10^{6}"));
    QCOMPARE(LogTicks::label(2, -5), QStringLiteral("2×10^{−5}"));
    // Never fewer than two labels: a range too short for two round values shows its ends.
    const auto extent = [](const QString &) { return 10.0; };
    const QList<LogTicks::Tick> ends = LogTicks::fit(std::log10(3.0), std::log10(4.5), 300, extent);
    QCOMPARE(ends.size(), 2);
    QCOMPARE(ends.first().label, QStringLiteral("3"));
    QCOMPARE(ends.last().label, QStringLiteral("4.5"));
    // As many decades as fit: every one, every other, … the first and the last.
    QCOMPARE(LogTicks::fit(0, 6, 600, extent).size(), 7);
    QCOMPARE(LogTicks::fit(0, 6, 50, extent).size(), 4); // 1, 100, 10^4, 10^6
    QCOMPARE(LogTicks::fit(0, 6, 1, extent).size(), 2);
}

void TestProfileCharts::logFiguresFit_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<double>("to");
    for (const QString &preset : {QStringLiteral("paper-column"), QStringLiteral("slide")}) {
        QTest::addRow("%s 1 … 4096", qPrintable(preset)) << preset << 4096.0;
        QTest::addRow("%s 1 … 2^20", qPrintable(preset)) << preset << 1048576.0;
        QTest::addRow("%s 1 … 32", qPrintable(preset)) << preset << 32.0;
    }
}

void TestProfileCharts::logFiguresFit()
{
    // Three profiles, one with a band, on a logarithmic axis at a paper column's size (3.25 in,
    // 8 pt) and a slide's: every text whole and clear of the others, two labels on each axis.
    QFETCH(QString, preset);
    QFETCH(double, to);
    const FigurePreset *p = FigurePresets::find(preset);
    QVERIFY(p);
    LineChartWidget chart;
    chart.setTitle(QStringLiteral("Relative profiles"));
    chart.setAxisTitles(QStringLiteral("Δ"), QStringLiteral("score"));
    chart.setLogarithmicX(true);
    chart.setLegendVisible(true);
    fill(chart, 1.0, to);
    FigureOptions options;
    options.dpi = p->dpi;
    options.width = int(std::lround(p->inches.width() * p->dpi));
    options.height = int(std::lround(p->inches.height() * p->dpi));
    options.style = p->style;
    const QSize size = options.logicalSize();
    TextRecorder recorder(size);
    chart.renderFigure(recorder, size, 1.0, options.style);
    // PELAB_FIGURE_SHOTS=DIR also writes each as a PNG, to look at (as tst_figurestyles does).
    if (const QString dir = qEnvironmentVariable("PELAB_FIGURE_SHOTS"); !dir.isEmpty()) {
        QImage image(options.width, options.height, QImage::Format_RGB32);
        image.fill(Qt::white);
        chart.renderFigure(image, size, options.scale(), options.style);
        image.save(QStringLiteral("%1/profiles-%2-%3.png").arg(dir, preset).arg(to));
    }
    QString problem =
        FigureTextCheck::textProblems(recorder.texts(), QRectF(QPointF(0, 0), QSizeF(size)));
    if (problem.isEmpty())
        problem = FigureTextCheck::tickProblems(recorder.texts());
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestProfileCharts::compositeInRows()
{
    QList<Part> parts;
    for (int i = 0; i < 5; ++i)
        parts.append(Part(i));
    QList<const FigureSource *> sources;
    for (const Part &part : std::as_const(parts))
        sources.append(&part);
    CompositeFigure figure;
    figure.setParts(sources);
    figure.setColumns(2);
    const QSize size(800, 900);
    TextRecorder recorder(size);
    figure.renderFigure(recorder, size, 1.0);
    for (const Part &part : std::as_const(parts))
        QCOMPARE(part.drawnAt, QSize(400, 300));
    QList<QPointF> at(5);
    for (const TextRecorder::Text &t : recorder.texts()) {
        if (t.text.startsWith(QLatin1String("part")))
            at[t.text.mid(4).toInt()] = t.box.topLeft();
    }
    // Row by row: 0 1 / 2 3 / 4.
    for (int i = 0; i < 5; ++i) {
        QVERIFY2(std::abs(at[i].x() - at[i % 2].x()) < 1.0, qPrintable(QString::number(i)));
        QVERIFY2(std::abs(at[i].y() - at[0].y() - 300.0 * (i / 2)) < 1.0,
                 qPrintable(QString::number(i)));
    }
    QVERIFY(std::abs(at[1].x() - at[0].x() - 400.0) < 1.0);
}

void TestProfileCharts::compositeInOneRowByDefault()
{
    Part a(0);
    Part b(1);
    Part c(2);
    CompositeFigure figure;
    figure.setTitle(QStringLiteral("three"));
    figure.setParts({&a, &b, &c});
    QCOMPARE(figure.columns(), 0);
    TextRecorder recorder(QSize(900, 300));
    figure.renderFigure(recorder, QSize(900, 300), 1.0);
    QCOMPARE(a.drawnAt.width(), 300);
    QCOMPARE(c.drawnAt, a.drawnAt);
    // More columns than parts: one row all the same.
    figure.setColumns(5);
    figure.renderFigure(recorder, QSize(900, 300), 1.0);
    QCOMPARE(a.drawnAt.width(), 300);
}

QTEST_MAIN(TestProfileCharts)
#include "tst_profilecharts.moc"
