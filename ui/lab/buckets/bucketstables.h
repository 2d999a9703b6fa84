#pragma once

#include "export/exporttable.h"
#include "spec/tabresult.h"

#include <QCoreApplication>
#include <QString>

class BucketsResult;

// The Buckets tab's tables (CSV, .npy, the window's tables) and file stems, one pair per view.
class BucketsTables
{
    Q_DECLARE_TR_FUNCTIONS(BucketsTables)

public:
    // Rows r = −(N − 1) … N − 1: the bucket (DeBERTa: also the table row, clamp(b + span)).
    static ExportTable buckets(const ViewData &data);
    // One row per bucket and side: side (+1, −1), bucket, first and last |r|, width (the last
    // bucket's last distance and width are inf: it goes on).
    static ExportTable starts(const ViewData &data);
    static ExportTable map(const ViewData &data); // N × N ids, int64 in .npy
    static ExportTable bias(const ViewData &data);
    // Rows r, one column per head.
    static ExportTable profile(const ViewData &data);
    // The mismatched cells per relative position r (a map), or none without a comparison.
    static ExportTable check(const ViewData &data);

    // In words (rich text): the exact region, where the last bucket starts on each side, where
    // float32 gives another bucket than the exact formula (or that it never does here).
    static QString facts(const BucketsResult &result);

    static QString bucketsStem(const ViewData &data); // "buckets-t5-b32-d128-bi-n256"
    static QString startsStem(const ViewData &data);
    static QString mapStem(const ViewData &data);
    static QString biasStem(const ViewData &data);
    static QString profileStem(const ViewData &data);
    static QString checkStem(const ViewData &data);
};
