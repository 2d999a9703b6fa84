#pragma once

// Shows every tab and every view of `window` once, so that its figures are live (they follow
// the zoom and projector mode from then on), and returns the live heatmaps and chart views
// (some figures wait for a file or an option: they follow when first shown).
#include "figures/heatmapwidget.h"
#include "figures/zoomedchartview.h"
#include "shell/mainwindow.h"

#include <QCoreApplication>
#include <QTabWidget>

struct LiveFigures
{
    QList<HeatmapWidget *> heatmaps;
    QList<ZoomedChartView *> charts;
};

inline LiveFigures showEveryView(MainWindow &window)
{
    for (int i = 0; i < window.tabs()->count(); ++i) {
        window.tabs()->setCurrentIndex(i);
        QCoreApplication::processEvents();
        for (QTabWidget *views : window.tabs()->currentWidget()->findChildren<QTabWidget *>()) {
            for (int v = 0; v < views->count(); ++v) {
                views->setCurrentIndex(v);
                QCoreApplication::processEvents();
            }
        }
    }
    LiveFigures live;
    for (HeatmapWidget *heatmap : window.findChildren<HeatmapWidget *>()) {
        if (heatmap->isLive())
            live.heatmaps.append(heatmap);
    }
    for (ZoomedChartView *chart : window.findChildren<ZoomedChartView *>()) {
        if (chart->isLive())
            live.charts.append(chart);
    }
    return live;
}
