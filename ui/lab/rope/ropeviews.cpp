#include "ropeviews.h"

#include "rope/ropecheck.h"
#include "rope/ropespec.h"
#include "rope/ropetables.h"
#include "spec/tabstate.h"
#include "task/taskcontrol.h"

#include "error.h"
#include "ropeblock.h"

#include <QCoreApplication>

#include <algorithm>

namespace RopeViews {

namespace {

const RopeResult &ropeResult(const TabResult &result)
{
    return static_cast<const RopeResult &>(result);
}

std::shared_ptr<const ViewResult> computeScores(const TabResult &result, const TabState &state,
                                                const TaskControl &control)
{
    const pelab::RopeSetup &setup = ropeResult(result).analysis.setup;
    const std::int64_t row = windowRow(state, setup.positions);
    pelab::validateRopeWindowRow(row, setup.positions);
    auto out = std::make_shared<RopeScoresResult>();
    out->state = state;
    out->window = windowAround(setup.positions, row);
    const RopeWindow &w = out->window;
    const auto progress = [&control](double f) { return control.report(f); };
    pelab::Matrix scores = w.isWhole(setup.positions)
                               ? pelab::ropeScores(setup, pelab::kDefaultMemoryLimit, progress)
                               : pelab::ropeScoreBlock(setup, w.first, w.size, w.first, w.size,
                                                       pelab::kDefaultMemoryLimit, progress);
    if (scores.empty())
        throw pelab::Error("cancelled");
    out->scores = std::make_shared<const pelab::Matrix>(std::move(scores));
    return out;
}

// The whole N × N matrix, whatever N: refused (a clear message, nothing allocated) above the
// memory limit.
std::shared_ptr<const ViewResult> computeWholeScores(const TabResult &result, const TabState &state,
                                                     const TaskControl &control)
{
    const pelab::RopeSetup &setup = ropeResult(result).analysis.setup;
    auto out = std::make_shared<RopeScoresResult>();
    out->state = state;
    out->window = {0, setup.positions};
    pelab::Matrix scores = pelab::ropeScores(setup, pelab::kDefaultMemoryLimit,
                                             [&control](double f) { return control.report(f); });
    if (scores.empty())
        throw pelab::Error("cancelled");
    out->scores = std::make_shared<const pelab::Matrix>(std::move(scores));
    return out;
}

std::shared_ptr<const ViewResult> computeSweep(const TabResult &result, const TabState &state,
                                               const TaskControl &control)
{
    pelab::RopeSetup setup = ropeResult(result).analysis.setup;
    setup.positions = std::min(state.integer(RopeKeys::sweepPositions), setup.positions);
    if (setup.maxOffset)
        setup.maxOffset = std::min(*setup.maxOffset, setup.positions);
    auto out = std::make_shared<RopeSweepResult>();
    out->state = state;
    out->positions = setup.positions;
    out->points =
        pelab::precisionSweep(setup,
                              {pelab::Precision::F64, pelab::Precision::F32, pelab::Precision::BF16,
                               pelab::Precision::F16},
                              pelab::powerOfTwoStarts(int(state.integer(RopeKeys::sweepMaxPower))),
                              [&control](double f) { return control.report(f); });
    if (out->points.empty())
        throw pelab::Error("cancelled");
    return out;
}

} // namespace

RopeWindow windowAround(std::int64_t positions, std::int64_t row)
{
    if (positions <= kMaxWindow)
        return {0, positions};
    return {std::clamp<std::int64_t>(row - kMaxWindow / 2, 0, positions - kMaxWindow), kMaxWindow};
}

std::int64_t windowRow(const TabState &state, std::int64_t positions)
{
    return state.isSet(RopeKeys::row) ? state.integer(RopeKeys::row) : positions / 2;
}

Parameter rowParameter()
{
    return Parameter::integer(RopeKeys::row, 0, 0, pelab::kMaxRopeBandPositions - 1)
        .optional(QT_TRANSLATE_NOOP("RopeSpec", "the middle"))
        .automaticByDefault()
        .stage(Parameter::Stage::View)
        .views({QStringLiteral("heatmap")})
        .label(QT_TRANSLATE_NOOP("RopeSpec", "&Window row:"))
        .help(QT_TRANSLATE_NOOP("RopeSpec",
                                "Above N = 1024 the heatmap shows the 1024 × 1024 window centred "
                                "on this row t − T0, 0 … N − 1 (automatic: the middle)."))
        .valueName("R");
}

QList<ViewSpec> all()
{
    ViewSpec heatmap{
        .name = QStringLiteral("heatmap"),
        .title = QT_TRANSLATE_NOOP("RopeSpec", "Score heatmap"),
        .summary = QT_TRANSLATE_NOOP("RopeSpec", "the N × N scores a(t, s), row t, column s, "
                                                 "both from T0, as a heatmap; above N = 1024 "
                                                 "the 1024 × 1024 window centred on row t "
                                                 "(--row)"),
        .busy = QT_TRANSLATE_NOOP("RopeSpec", "Computing the RoPE scores of the heatmap…"),
        .compute = &computeScores,
        .table = &RopeTables::scores,
        .fileStem = &RopeTables::stem};
    ViewSpec table{.name = QStringLiteral("scores"),
                   .title = QT_TRANSLATE_NOOP("RopeSpec", "Score table"),
                   .summary =
                       QT_TRANSLATE_NOOP("RopeSpec", "the whole N × N scores a(t, s) as a table "
                                                     "and a heatmap of all of it, up to the memory "
                                                     "limit (N ≤ 16384); what pelab-cli rope "
                                                     "writes by default"),
                   .busy = QT_TRANSLATE_NOOP("RopeSpec", "Computing the whole RoPE score matrix…"),
                   .compute = &computeWholeScores,
                   .table = &RopeTables::scores,
                   .fileStem = &RopeTables::stem};
    ViewSpec offsets{.name = QStringLiteral("offsets"),
                     .title = QT_TRANSLATE_NOOP("RopeSpec", "a(t, t + Δ) vs offset"),
                     .summary = QT_TRANSLATE_NOOP("RopeSpec",
                                                  "per offset Δ = s − t: the exact score and the "
                                                  "min, max and spread of a(t, t + Δ) over t"),
                     .table = &RopeTables::offsets,
                     .fileStem = &RopeTables::stem};
    ViewSpec frequencies{.name = QStringLiteral("frequencies"),
                         .title = QT_TRANSLATE_NOOP("RopeSpec", "Fre&quencies"),
                         .summary = QT_TRANSLATE_NOOP("RopeSpec",
                                                      "per pair: θ_i and the wavelength 2π/θ_i "
                                                      "with the scaling and without"),
                         .table = &RopeTables::frequencies,
                         .fileStem = &RopeTables::stem};
    ViewSpec precision{.name = QStringLiteral("precision"),
                       .title = QT_TRANSLATE_NOOP("RopeSpec", "Precisio&n vs T0"),
                       .summary = QT_TRANSLATE_NOOP("RopeSpec",
                                                    "the invariance error against the start T0 "
                                                    "in f64, f32, bf16 and f16"),
                       .busy = QT_TRANSLATE_NOOP("RopeSpec", "Sweeping the precisions over T0…"),
                       .compute = &computeSweep,
                       .table = &RopeTables::sweep,
                       .fileStem = &RopeTables::stem};
    ViewSpec decay{.name = QStringLiteral("decay"),
                   .title = QT_TRANSLATE_NOOP("RopeSpec", "Long-term deca&y"),
                   .summary =
                       QT_TRANSLATE_NOOP("RopeSpec", "RoFormer's relative upper bound against the "
                                                     "distance r, with the scaling and without"),
                   .table = &RopeTables::decay,
                   .fileStem = &RopeTables::stem};
    ViewSpec pairing{.name = QStringLiteral("pairing"),
                     .title = QT_TRANSLATE_NOOP("RopeSpec", "Pairin&gs"),
                     .summary =
                         QT_TRANSLATE_NOOP("RopeSpec", "the permutation between the pairings: "
                                                       "interleaved dim j = half-split dim p[j]"),
                     .hasFigure = false,
                     .table = &RopeTables::pairing,
                     .fileStem = &RopeTables::stem};
    ViewSpec check{.name = QStringLiteral("check"),
                   .title = QT_TRANSLATE_NOOP("RopeSpec", "Check an &implementation"),
                   .summary = QT_TRANSLATE_NOOP(
                       "RopeSpec", "an implementation's inv_freq or cos/sin cache (--compare) "
                                   "against these values: the error per pair, the verdict and "
                                   "the likely cause"),
                   .busy = QT_TRANSLATE_NOOP("RopeSpec", "Checking the implementation's tables…"),
                   .compute = &RopeCheck::compute,
                   .table = &RopeTables::check,
                   .fileStem = &RopeTables::stem};
    return {heatmap, table, offsets, frequencies, precision, decay, pairing, check};
}

} // namespace RopeViews
