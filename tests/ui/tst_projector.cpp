// View → Projector Mode (issue 19): the projector look reaches every live chart and heatmap
// (text and lines 1.5 times larger on top of the zoom, line series at least 3 px before the
// view's scaling, black on white) and goes away again, pens set while it is on are thickened
// too, the setting is remembered, and files never have it.
#include "export/figureexporter.h"
#include "figures/chartstyle.h"
#include "figures/errorchart.h"
#include "figures/linechartwidget.h"
#include "figures/screenscale.h"
#include "livefigures.h"
#include "shell/zoomcontroller.h"

#include <qcustomplot.h>

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSettings>
#include <QTest>
#include <QValueAxis>

namespace {

// The pen widths of a chart's line series (the marker's scatter series left out).
QList<double> lineWidths(const QChart *chart)
{
    QList<double> widths;
    for (QAbstractSeries *series : chart->series()) {
        auto *xy = qobject_cast<QXYSeries *>(series);
        if (xy && !qobject_cast<QScatterSeries *>(xy))
            widths.append(xy->pen().widthF());
    }
    return widths;
}

} // namespace

class TestProjector : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void reachesEveryFigureAndBack();
    void penSetLaterIsThickened();
    void remembered();
    void filesNeverHaveIt();
};

void TestProjector::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    ScreenScale::instance(); // the unzoomed font first
}

void TestProjector::cleanup()
{
    ZoomController::setProjector(false);
    ZoomController::setZoom(100);
}

void TestProjector::reachesEveryFigureAndBack()
{
    const double base = ScreenScale::instance().baseFont().pointSizeF();
    MainWindow window;
    window.resize(1440, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto [heatmaps, charts] = showEveryView(window);
    QVERIFY2(heatmaps.size() >= 8, qPrintable(QString::number(heatmaps.size())));
    QVERIFY2(charts.size() >= 8, qPrintable(QString::number(charts.size())));
    QList<QList<double>> widths;
    for (ZoomedChartView *chart : charts)
        widths.append(lineWidths(chart->chart()));

    auto *action = window.findChild<QAction *>(QStringLiteral("projectorAction"));
    QVERIFY(action && action->isCheckable() && !action->isChecked());
    QCOMPARE(action->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+P")));
    action->trigger();
    QVERIFY(ScreenScale::instance().projector());
    QVERIFY(action->isChecked());
    int lines = 0;
    // 1.5 times larger where the figure has the room (ScreenScale::figureFactorFor).
    const auto factorOf = [](const QSize &size) {
        return ScreenScale::instance().figureFactorFor(size);
    };
    for (ZoomedChartView *chart : charts) {
        const double factor = factorOf(chart->viewport()->size());
        QVERIFY(factor > 1.0 && factor <= 1.5);
        QCOMPARE(chart->zoom(), factor);
        QCOMPARE(chart->transform().m11(), factor);
        QCOMPARE(chart->chart()->backgroundBrush().color(), QColor(Qt::white));
        for (QAbstractAxis *axis : chart->chart()->axes()) {
            QCOMPARE(axis->labelsColor(), QColor(Qt::black));
            QCOMPARE(axis->linePen().widthF(), 2.0);
        }
        for (double width : lineWidths(chart->chart())) {
            QVERIFY2(width >= ChartStyle::kProjectorLineWidth, qPrintable(chart->chartTitle()));
            ++lines;
        }
    }
    QVERIFY2(lines >= 8, qPrintable(QString::number(lines)));
    for (HeatmapWidget *heatmap : heatmaps) {
        auto *plot = heatmap->findChild<QCustomPlot *>();
        const double factor = factorOf(plot->size());
        QVERIFY(factor > 1.0 && factor <= 1.5);
        QCOMPARE(plot->xAxis->tickLabelFont().pointSizeF(), factor * base);
        QCOMPARE(plot->xAxis->basePen().widthF(), factor);
        QCOMPARE(plot->xAxis->tickLabelColor(), QColor(Qt::black));
        QCOMPARE(plot->axisRect()->backgroundBrush().color(), QColor(Qt::white));
    }
    // With the zoom: both factors.
    ZoomController::setZoom(200);
    for (ZoomedChartView *chart : charts)
        QCOMPARE(chart->transform().m11(), factorOf(chart->viewport()->size()));
    for (HeatmapWidget *heatmap : heatmaps) {
        auto *plot = heatmap->findChild<QCustomPlot *>();
        QCOMPARE(plot->yAxis->labelFont().pointSizeF(), factorOf(plot->size()) * base);
    }
    ZoomController::setZoom(100);

    action->trigger();
    QVERIFY(!ScreenScale::instance().projector());
    for (int i = 0; i < charts.size(); ++i) {
        QCOMPARE(charts[i]->transform().m11(), 1.0);
        QCOMPARE(lineWidths(charts[i]->chart()), widths[i]);
        for (QAbstractAxis *axis : charts[i]->chart()->axes())
            QCOMPARE(axis->labelsColor(), window.palette().color(QPalette::WindowText));
    }
    for (HeatmapWidget *heatmap : heatmaps) {
        auto *plot = heatmap->findChild<QCustomPlot *>();
        QCOMPARE(plot->xAxis->tickLabelFont().pointSizeF(), base);
        QCOMPARE(plot->xAxis->basePen().widthF(), 0.0);
    }
}

void TestProjector::penSetLaterIsThickened()
{
    LineChartWidget chart;
    chart.resize(500, 300);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    ZoomController::setProjector(true);
    // The error chart sets its own 1.6 px pens after creating the series.
    ErrorChart::draw(chart, QStringLiteral("errors"), QStringLiteral("i"), {1e-3, 1e-5, 1e-9},
                     {1e-6, 1e-6, 1e-6}, 0.0);
    QCOMPARE(lineWidths(chart.chart()),
             (QList<double>{ChartStyle::kProjectorLineWidth, ChartStyle::kProjectorLineWidth}));
    ZoomController::setProjector(false);
    QCOMPARE(lineWidths(chart.chart()), (QList<double>{1.6, 1.6}));
}

void TestProjector::remembered()
{
    ZoomController::setProjector(true);
    QCOMPARE(QSettings().value(QStringLiteral("view/projector")).toBool(), true);
    QVERIFY(ZoomController::savedProjector());
    ZoomController::setProjector(false);
    QVERIFY(!ZoomController::savedProjector());
}

void TestProjector::filesNeverHaveIt()
{
    // A live chart exported while projector mode is on draws as with it off.
    LineChartWidget chart;
    chart.resize(500, 300);
    chart.setTitle(QStringLiteral("a line"));
    chart.setSeries(0, QStringLiteral("y"), {QPointF(0, 0), QPointF(1, 2), QPointF(2, 1)});
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const FigureOptions options;
    const QImage plain = FigureExporter::renderImage(chart, options);
    ZoomController::setProjector(true);
    QCOMPARE(lineWidths(chart.chart()), QList<double>{ChartStyle::kProjectorLineWidth});
    const QImage projected = FigureExporter::renderImage(chart, options);
    QVERIFY(!plain.isNull());
    QVERIFY(projected == plain);
    // And the live chart keeps its projector look after the export.
    QCOMPARE(lineWidths(chart.chart()), QList<double>{ChartStyle::kProjectorLineWidth});
}

QTEST_MAIN(TestProjector)
#include "tst_projector.moc"
