#pragma once

#include "check/checkverdict.h"
#include "spec/parameter.h"

#include "relativebuckets.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <memory>

class BucketsCheckResult;
class TabResult;
class TabState;
class TaskControl;
class ViewResult;

// The Buckets tab's "Check an implementation": the bucket map or bias an implementation
// produced, read and compared with the tab's by core (pelab::compareBuckets), which names the
// likely cause of a difference by recomputing under each hypothesis. The check view,
// `pelab-cli buckets --compare` and sessions share it.
class BucketsCheck
{
    Q_DECLARE_TR_FUNCTIONS(BucketsCheck)

public:
    // The check view's parameters: compare, compare-tensor.
    static QList<Parameter> parameters();
    // The check view's computation (BucketsCheckResult): a file of integers is a map, any other
    // a bias (every head's, heads × N × N, or the state's head's N × N) judged with the tab's
    // bias table. Throws pelab::Error naming the file and the problem.
    static std::shared_ptr<const ViewResult> compute(const TabResult &result, const TabState &state,
                                                     const TaskControl &control);

    // What to load while no file is named; else match or not, the likely cause in words, the
    // file, the cells that differ and the first of them.
    static CheckVerdict verdict(const BucketsCheckResult &result);
    // "direction reversed: equals the map of −r" (the window's words for core's cause).
    static QString causeSummary(const pelab::BucketComparison &comparison);
    static QString causeExplanation(pelab::BucketCause cause);
};
