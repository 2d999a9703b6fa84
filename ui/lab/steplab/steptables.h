#pragma once

#include "steplab/steptable.h"

#include "steplab.h"

#include <QCoreApplication>

struct ViewData;

// The table of each step of the step-through lab (and of each common mistake), shared by the
// tab and `pelab-cli steplab` so that both show and export the same numbers. Every shown
// column is one exported column; the rows are the same in both.
class StepTables
{
    Q_DECLARE_TR_FUNCTIONS(StepTables)

public:
    // step 1 … 7 (SPEC §3.2). Steps 3 and 4 are empty when d has no such pairs (d = 2, 4).
    static StepTable forStep(const pelab::StepLabResult &result, int step);
    static StepTable forMistake(const pelab::StepMistakeResult &mistake);
    // What the view shows: the mistake's table when one is chosen, otherwise the step's.
    static StepTable forView(const ViewData &data);
    // Its exported numbers (CSV, .npy); invalid for a step without pairs (steps 3, 4, small d).
    static ExportTable table(const ViewData &data);
    // "steplab-step6-p0-q3-d8", "steplab-mistake-same-pe-p0-q3-d8-off".
    static QString stem(const ViewData &data);

    // The pairs a step shows: step 2 → {0}, step 3 → {1}, step 4 → {2 … d/2 − 1}.
    static QList<int> pairsOfStep(int step, std::int64_t dim);

    // Shown numbers: 6 decimals (no "-0.000000"); tool tips: 17 significant digits.
    static QString shown(double value);
    static QString precise(double value);
};
