#pragma once

#include "steplab.h"

#include <QCoreApplication>
#include <QList>

class BarChartWidget;
class CompositeFigure;
class FigureSource;
class LineChartWidget;

// The charts of the step-through lab, shared by the tab and `pelab-cli steplab` so that both
// draw the same figures: the length against q = 1 … 32, the per-pair distances, and each
// step's (or mistake's) bars.
class StepFigures
{
    Q_DECLARE_TR_FUNCTIONS(StepFigures)

public:
    static void showLengthChart(LineChartWidget &chart, const pelab::StepLabResult &result);
    static void showPairDistances(BarChartWidget &chart, const pelab::StepLabResult &result);
    static void showStepBars(BarChartWidget &chart, const pelab::StepLabResult &result, int step);
    static void showMistakeBars(BarChartWidget &chart, const pelab::StepMistakeResult &mistake);

    // The exported figure of a step: step 6 is the length chart next to the per-pair
    // distances; every other step is its own bars.
    static void composeStep(CompositeFigure &figure, const pelab::StepLabResult &result, int step,
                            const LineChartWidget &lengthChart, const BarChartWidget &pairChart,
                            const BarChartWidget &stepBars);
    static QString stepFigureTitle(const pelab::StepLabResult &result, int step);
};
