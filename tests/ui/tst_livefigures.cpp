// The window's live figures (issue 25, item 7): in the default 1440 × 900 window, at zoom 100 %
// to 300 % and in projector mode, every chart and heatmap of every view of every tab draws its
// text whole — none cut short ("..." or "…"), clipped, outside the figure or lying on other
// text, no hyphen for a minus sign — and every axis with at least two tick labels. The text is
// recorded as the widget draws it now (TextRecorder, FigureTextCheck).
#include "figures/heatmapwidget.h"
#include "figures/screenscale.h"
#include "figures/zoomedchartview.h"
#include "figuretextcheck.h"
#include "livefigures.h"
#include "shell/mainwindow.h"
#include "shell/page.h"
#include "shell/zoomcontroller.h"

#include <qcustomplot.h>

#include <QRegularExpression>
#include <QSettings>
#include <QTabWidget>
#include <QTest>

#include <tuple>

namespace {

QList<TextRecorder::Text> textOf(ZoomedChartView *view)
{
    TextRecorder recorder(view->viewport()->size());
    {
        QPainter painter(&recorder);
        view->render(&painter, QRectF(QPointF(0, 0), QSizeF(view->viewport()->size())),
                     view->viewport()->rect());
    }
    return recorder.texts();
}

QList<TextRecorder::Text> textOf(HeatmapWidget *heatmap)
{
    QCustomPlot *plot = heatmap->plot();
    TextRecorder recorder(plot->size());
    // Every label as text: QCustomPlot draws a label it has drawn before from a cached pixmap.
    const bool cached = plot->plottingHints().testFlag(QCP::phCacheLabels);
    plot->setPlottingHint(QCP::phCacheLabels, false);
    plot->replot(); // laid out as the screen shows it now (toPainter draws the last layout)
    {
        QCPPainter painter(&recorder);
        plot->toPainter(&painter, plot->width(), plot->height());
    }
    plot->setPlottingHint(QCP::phCacheLabels, cached);
    return recorder.texts();
}

QString problemsOf(const QList<TextRecorder::Text> &texts, const QSize &size)
{
    const QString problem = FigureTextCheck::textProblems(texts, QRectF(QPointF(0, 0), size));
    return problem.isEmpty() ? FigureTextCheck::tickProblems(texts) : problem;
}

// PELAB_FIGURE_SHOTS=DIR also saves each figure as the window shows it, to look at.
void shoot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("PELAB_FIGURE_SHOTS");
    if (dir.isEmpty())
        return;
    QString file = name;
    file.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9%]+")), QStringLiteral("-"));
    widget->grab().save(QStringLiteral("%1/%2.png").arg(dir, file.left(120)));
}

} // namespace

class TestLiveFigures : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void wholeAtEveryZoom_data();
    void wholeAtEveryZoom();
};

void TestLiveFigures::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    ScreenScale::instance(); // the unzoomed font first
}

void TestLiveFigures::cleanup()
{
    ZoomController::setProjector(false);
    ZoomController::setZoom(100);
}

void TestLiveFigures::wholeAtEveryZoom_data()
{
    QTest::addColumn<int>("zoom");
    QTest::addColumn<bool>("projector");
    for (int zoom : {100, 150, 200, 250, 300}) {
        QTest::addRow("%d %%", zoom) << zoom << false;
        QTest::addRow("%d %%, projector", zoom) << zoom << true;
    }
}

void TestLiveFigures::wholeAtEveryZoom()
{
    QFETCH(int, zoom);
    QFETCH(bool, projector);
    MainWindow window;
    window.resize(1440, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    showEveryView(window);
    ZoomController::setZoom(zoom);
    ZoomController::setProjector(projector);
    int checked = 0;
    for (int i = 0; i < window.tabs()->count(); ++i) {
        window.tabs()->setCurrentIndex(i);
        QTRY_VERIFY_WITH_TIMEOUT(!window.pages().at(i)->isComputing(), 20000);
        QWidget *page = window.tabs()->currentWidget();
        const QList<QTabWidget *> viewTabs = page->findChildren<QTabWidget *>();
        // Each view in turn (a page without view tabs shows its figures at once).
        QList<std::pair<QTabWidget *, int>> views{{nullptr, 0}};
        for (QTabWidget *tabs : viewTabs)
            for (int v = 0; v < tabs->count(); ++v)
                views.append({tabs, v});
        for (const auto &[tabs, v] : views) {
            if (tabs)
                tabs->setCurrentIndex(v);
            QCoreApplication::processEvents(); // laid out, texts laid out (ChartTexts)
            QCoreApplication::processEvents();
            const QString where = window.tabs()->tabText(i) +
                                  (tabs ? QStringLiteral(" / ") + tabs->tabText(v) : QString());
            // Each figure shown now: its text as drawn, at its size, saved to look at.
            QList<std::tuple<QWidget *, QString, QList<TextRecorder::Text>, QSize>> figures;
            for (ZoomedChartView *chart : page->findChildren<ZoomedChartView *>()) {
                if (chart->isVisible() && chart->viewport()->width() >= 2)
                    figures.append({chart, QStringLiteral("chart \"%1\"").arg(chart->chartTitle()),
                                    textOf(chart), chart->viewport()->size()});
            }
            for (HeatmapWidget *heatmap : page->findChildren<HeatmapWidget *>()) {
                if (heatmap->isVisible() && heatmap->matrix())
                    figures.append({heatmap,
                                    QStringLiteral("heatmap \"%1\"").arg(heatmap->figureTitle()),
                                    textOf(heatmap), heatmap->plot()->size()});
            }
            for (const auto &[widget, name, texts, size] : figures) {
                ++checked;
                shoot(widget,
                      QStringLiteral("%1 %2 %3 %4").arg(zoom).arg(projector).arg(where, name));
                const QString problem = problemsOf(texts, size);
                QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("%1, %2 %3 × %4: %5")
                                                           .arg(where, name)
                                                           .arg(size.width())
                                                           .arg(size.height())
                                                           .arg(problem)));
            }
        }
    }
    QVERIFY2(checked >= 20, qPrintable(QString::number(checked)));
}

QTEST_MAIN(TestLiveFigures)
#include "tst_livefigures.moc"
