// View → Zoom (issue 19): the steps and limits, the zoom reaching the widgets' text, the tables,
// every live heatmap and chart (fonts and pen widths on the chart objects) and back again, the
// setting remembered, files drawn the same at any zoom, and at 200 % in a 1280 × 720 window no
// label or button narrower than its text.
#include "export/figureexporter.h"
#include "export/figuresource.h"
#include "figures/heatmapwidget.h"
#include "figures/screenscale.h"
#include "figures/zoomedchartview.h"
#include "livefigures.h"
#include "shell/adaptivesplit.h"
#include "shell/mainwindow.h"
#include "shell/page.h"
#include "shell/zoomcontroller.h"
#include "spec/tabspec.h"
#include "spec/tabspecs.h"
#include "spec/viewcomputation.h"
#include "task/taskcontrol.h"
#include "view/figures.h"

#include <qcustomplot.h>

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QSettings>
#include <QTableView>
#include <QTabWidget>
#include <QTest>

#include <memory>

namespace {

// Labels and buttons under `root` no narrower than their text, wrapping labels as tall as their
// lines; returns how many were checked.
int checkTexts(QWidget *root, const QString &tab)
{
    int checked = 0;
    for (QWidget *widget : root->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(root))
            continue;
        const auto *label = qobject_cast<QLabel *>(widget);
        const auto *button = qobject_cast<QAbstractButton *>(widget);
        if ((label && !label->text().isEmpty() && !label->wordWrap()) ||
            (button && !button->text().isEmpty())) {
            ++checked;
            [&] {
                QVERIFY2(widget->width() >= widget->minimumSizeHint().width(),
                         qPrintable(QStringLiteral("%1: \"%2\" %3 px wide, needs %4")
                                        .arg(tab, label ? label->text() : button->text())
                                        .arg(widget->width())
                                        .arg(widget->minimumSizeHint().width())));
            }();
        }
        // A label that wraps is as tall as its lines at its width.
        if (label && !label->text().isEmpty() && label->wordWrap() &&
            label->heightForWidth(label->width()) > 0) {
            ++checked;
            [&] {
                QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                         qPrintable(QStringLiteral("%1: \"%2\" %3 px high, needs %4")
                                        .arg(tab, label->text())
                                        .arg(label->height())
                                        .arg(label->heightForWidth(label->width()))));
            }();
        }
        if (QTest::currentTestFailed())
            return checked;
    }
    return checked;
}

} // namespace

class TestZoom : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup() { ZoomController::setZoom(100); }
    void stepsAndLimits();
    void figuresKeepRoomForTheirText();
    void reachesEveryFigureAndBack();
    void remembered();
    void filesIgnoreTheZoom();
    void usableAt200Percent();
};

void TestZoom::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    ScreenScale::instance(); // the unzoomed font, before any test zooms
}

void TestZoom::stepsAndLimits()
{
    QCOMPARE(ScreenScale::stepIn(100), 110);
    QCOMPARE(ScreenScale::stepIn(175), 200);
    QCOMPARE(ScreenScale::stepIn(300), 300);
    QCOMPARE(ScreenScale::stepOut(100), 90);
    QCOMPARE(ScreenScale::stepOut(67), 50);
    QCOMPARE(ScreenScale::stepOut(50), 50);
    QCOMPARE(ScreenScale::stepIn(105), 110); // from between two steps, the next one
    MainWindow window;
    auto *in = window.findChild<QAction *>(QStringLiteral("zoomInAction"));
    auto *out = window.findChild<QAction *>(QStringLiteral("zoomOutAction"));
    auto *actual = window.findChild<QAction *>(QStringLiteral("actualSizeAction"));
    QVERIFY(in && out && actual);
    QVERIFY(in->shortcuts().contains(QKeySequence(QStringLiteral("Ctrl++"))));
    QVERIFY(in->shortcuts().contains(QKeySequence(QStringLiteral("Ctrl+="))));
    QVERIFY(out->shortcuts().contains(QKeySequence(QStringLiteral("Ctrl+-"))));
    QCOMPARE(actual->shortcut(), QKeySequence(QStringLiteral("Ctrl+0")));
    QVERIFY(!actual->isEnabled());
    for (int i = 0; i < 20; ++i)
        in->trigger();
    QCOMPARE(ScreenScale::instance().percent(), 300);
    QVERIFY(!in->isEnabled());
    for (int i = 0; i < 20; ++i)
        out->trigger();
    QCOMPARE(ScreenScale::instance().percent(), 50);
    QVERIFY(!out->isEnabled());
    actual->trigger();
    QCOMPARE(ScreenScale::instance().percent(), 100);
    ZoomController::setZoom(1000);
    QCOMPARE(ScreenScale::instance().percent(), 300);
}

void TestZoom::figuresKeepRoomForTheirText()
{
    // 300 % in projector mode asks for 4.5; a figure 600 × 400 pixels large gets 2.22 (its
    // text laid out in 270 × 180 logical pixels), one of 1200 × 900 all of it, never below 1.
    ZoomController::setZoom(300);
    ZoomController::setProjector(true);
    ScreenScale &scale = ScreenScale::instance();
    QCOMPARE(scale.figureFactor(), 4.5);
    QCOMPARE(scale.figureFactorFor(QSize(600, 400)), 400.0 / 180.0);
    QCOMPARE(scale.figureFactorFor(QSize(1200, 900)), 4.5);
    QCOMPARE(scale.figureFactorFor(QSize(100, 100)), 1.0);
    ZoomController::setProjector(false);
    ZoomController::setZoom(100);
    QCOMPARE(scale.figureFactorFor(QSize(100, 100)), 1.0);
}

void TestZoom::reachesEveryFigureAndBack()
{
    const double base = ScreenScale::instance().baseFont().pointSizeF();
    MainWindow window;
    window.resize(1440, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto [heatmaps, charts] = showEveryView(window);
    QVERIFY2(heatmaps.size() >= 8, qPrintable(QString::number(heatmaps.size())));
    QVERIFY2(charts.size() >= 8, qPrintable(QString::number(charts.size())));
    QTableView *table = window.findChild<QTableView *>(QStringLiteral("scoreTable"));
    QVERIFY(table);
    const int rowHeight = table->verticalHeader()->defaultSectionSize();

    ZoomController::setZoom(200);
    QCOMPARE(QApplication::font().pointSizeF(), 2 * base);
    // Each figure at twice its size where it has the room for it (ScreenScale::figureFactorFor:
    // 240 × 180 logical pixels), and most of them have it in a 1440 × 900 window.
    int full = 0;
    for (HeatmapWidget *heatmap : heatmaps) {
        auto *plot = heatmap->findChild<QCustomPlot *>();
        const double factor = ScreenScale::instance().figureFactorFor(plot->size());
        QVERIFY(factor > 1.0 && factor <= 2.0);
        full += factor == 2.0 ? 1 : 0;
        QCOMPARE(plot->xAxis->tickLabelFont().pointSizeF(), factor * base);
        QCOMPARE(plot->yAxis->labelFont().pointSizeF(), factor * base);
        QCOMPARE(plot->xAxis->basePen().widthF(), factor);
        // 4 px outwards at 100 %, as the charts'.
        QCOMPARE(plot->xAxis->tickLengthOut(), qRound(4 * factor));
    }
    for (ZoomedChartView *chart : charts) {
        const double factor = ScreenScale::instance().figureFactorFor(chart->viewport()->size());
        QVERIFY(factor > 1.0 && factor <= 2.0);
        full += factor == 2.0 ? 1 : 0;
        QCOMPARE(chart->zoom(), factor);
        QCOMPARE(chart->transform().m11(), factor);
        // Laid out at the view's size over the factor, so drawn that much larger on screen.
        QCOMPARE(chart->chart()->size().width(), chart->viewport()->width() / factor);
    }
    QVERIFY2(full * 2 >= int(heatmaps.size() + charts.size()), qPrintable(QString::number(full)));
    QCOMPARE(table->verticalHeader()->defaultSectionSize(), 2 * rowHeight);

    ZoomController::setZoom(100);
    QCOMPARE(QApplication::font().pointSizeF(), base);
    for (HeatmapWidget *heatmap : heatmaps) {
        auto *plot = heatmap->findChild<QCustomPlot *>();
        QCOMPARE(plot->xAxis->tickLabelFont().pointSizeF(), base);
        QCOMPARE(plot->xAxis->basePen().widthF(), 0.0); // QCustomPlot's hairline again
    }
    for (ZoomedChartView *chart : charts)
        QCOMPARE(chart->transform().m11(), 1.0);
    QCOMPARE(table->verticalHeader()->defaultSectionSize(), rowHeight);
}

void TestZoom::remembered()
{
    ZoomController::setZoom(150);
    QCOMPARE(QSettings().value(QStringLiteral("view/zoom")).toInt(), 150);
    QCOMPARE(ZoomController::savedZoom(), 150);
}

void TestZoom::filesIgnoreTheZoom()
{
    // A figure made for a file is never shown: the window's zoom does not reach it.
    for (const QString &tab : {QStringLiteral("sinusoidal"), QStringLiteral("rope")}) {
        const TabSpec &spec = *TabSpecs::find(tab);
        const ViewData data = ViewComputation::compute(spec, spec.views().first().name,
                                                       spec.defaults(), TaskControl());
        const FigureOptions options;
        const QImage atHundred = FigureExporter::renderImage(*Figures::create(data), options);
        ZoomController::setZoom(250);
        const QImage zoomed = FigureExporter::renderImage(*Figures::create(data), options);
        ZoomController::setZoom(100);
        QVERIFY(!atHundred.isNull());
        QVERIFY2(zoomed == atHundred, qPrintable(tab));
    }
}

void TestZoom::usableAt200Percent()
{
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ZoomController::setZoom(200);
    int checked = 0;
    for (int i = 0; i < window.tabs()->count(); ++i) {
        window.tabs()->setCurrentIndex(i);
        QTRY_VERIFY_WITH_TIMEOUT(!window.pages().at(i)->isComputing(), 20000);
        QCoreApplication::processEvents();
        QWidget *page = window.tabs()->currentWidget();
        // The page as it opens at this width (its side panel folded), then its side panel
        // opened (View → Side Panel): the panel's own labels are read then.
        AdaptiveSplit *side = window.pages().at(i)->sidePanel();
        for (const bool opened : {false, true}) {
            if (opened && !side)
                break;
            if (opened) {
                side->setFirstShown(true);
                QCoreApplication::processEvents();
            }
            QWidget *root = opened ? side->splitter()->widget(0) : page;
            checked += checkTexts(root, window.tabs()->tabText(i));
            if (QTest::currentTestFailed())
                return;
        }
    }
    QVERIFY2(checked > 60, qPrintable(QString::number(checked)));
}

QTEST_MAIN(TestZoom)
#include "tst_zoom.moc"
