#pragma once

#include "check/checkverdict.h"

#include "ropeanalysis.h"
#include "ropeconformance.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>

class RopeCheckResult;

// The RoPE tab's texts, as the window shows them and the figures title them: the verdict, the
// heatmap's title and a cell's readout, the pairing permutation, what a scaling derived.
class RopeTexts
{
    Q_DECLARE_TR_FUNCTIONS(RopeTexts)

public:
    // The heatmap of the scores from row and column `first` (from T0), `size` of each: the title
    // says which window when it is not the whole N × N matrix.
    static QString heatmapTitle(const pelab::RopeSetup &setup, std::int64_t first,
                                std::int64_t size);
    // The hover readout of cell (row, column) of the scores shown (rows and columns from
    // `first`): t, s, Δ, a(t, s) against qᵀR_Δk/√d (rich text; the exact score only for offsets
    // the check covered).
    static QString describeCell(const pelab::RopeAnalysis &analysis, const pelab::Matrix &scores,
                                std::int64_t row, std::int64_t column, std::int64_t first = 0);
    // The verdict, the tolerance and where the worst case occurs (rich text).
    static QString verdict(const pelab::RopeAnalysis &analysis);
    // Why the pairings agree, then "interleaved dim j ← half dim p[j]" for every j (plain text,
    // one line per 8 pairs).
    static QString pairing(std::int64_t dim);
    static QString permutation(std::int64_t dim);
    // What the scaling derived: factor, attention factor, base', yarn's correction range.
    static QString scaling(const pelab::RopeFrequencies &frequencies, pelab::RopeScalingType type);
    // The check view's verdict: what to load while no file is named; else match or not, the
    // likely cause in words, the file (its dtype, shape and what was dropped), the comparison
    // the verdict was judged by (basis, pairs past their tolerance, the largest relative error
    // and the tolerance) and the cause's explanation (details in rich text).
    static CheckVerdict checkVerdict(const RopeCheckResult &result);
    // "against the reference", "against the table recomputed in float32 …".
    static QString basisText(pelab::RopeBasis basis);
    // "scaling ignored: equals the unscaled table" (with core's detail where it has one).
    static QString causeSummary(const pelab::RopeComparison &comparison);
    // The likely cause's faults with their numbers, in words ("base 625 instead of 10000").
    static QString causeDetail(const pelab::RopeComparison &comparison);
    // Why that cause happens in a port, in a sentence or two.
    static QString causeExplanation(pelab::LikelyCause cause);
};
