#pragma once

#include "steplab.h"

#include <QCoreApplication>
#include <QList>

#include <memory>

class BarChartWidget;
class FigureSource;
class LineChartWidget;
struct ViewData;

// The figures of the Step-through lab, drawn from its ViewData for the window's live charts and
// for files alike: the length against q = 1 … 32, the per-pair distances, and the bars of the
// step (or of the common mistake) shown. The main view's figure is the step's bars; step 6's is
// the length chart next to the per-pair distances.
class StepFigures
{
    Q_DECLARE_TR_FUNCTIONS(StepFigures)

public:
    static void drawLengthChart(LineChartWidget &chart, const ViewData &data);
    static void drawPairDistances(BarChartWidget &chart, const ViewData &data);
    // The step's bars, or the mistake's when one is chosen.
    static void drawBars(BarChartWidget &chart, const ViewData &data);

    static std::unique_ptr<FigureSource> create(const ViewData &data);
    static bool has(const QString &view);

    static QString stepFigureTitle(const pelab::StepLabResult &result, int step);

private:
    static void showLengthChart(LineChartWidget &chart, const pelab::StepLabResult &result);
    static void showPairDistances(BarChartWidget &chart, const pelab::StepLabResult &result);
    static void showStepBars(BarChartWidget &chart, const pelab::StepLabResult &result, int step);
    static void showMistakeBars(BarChartWidget &chart, const pelab::StepMistakeResult &mistake);
};
