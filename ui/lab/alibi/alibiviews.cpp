#include "alibiviews.h"

#include "alibi/alibicheck.h"
#include "alibi/alibispec.h"
#include "alibi/alibitables.h"
#include "spec/tabstate.h"
#include "task/taskcontrol.h"

#include <QCoreApplication>

namespace AlibiViews {

namespace {

const AlibiResult &alibi(const TabResult &result)
{
    return static_cast<const AlibiResult &>(result);
}

// A view of the tab with its own computation: `make` fills the result, which carries `state`.
template <class R, class Make> ViewSpec::Compute computed(Make make)
{
    return [make](const TabResult &result, const TabState &state,
                  const TaskControl &control) -> std::shared_ptr<const ViewResult> {
        auto out = std::make_shared<R>();
        out->state = state;
        make(*out, alibi(result), state, control);
        return out;
    };
}

} // namespace

ViewSpec slopes()
{
    return {.name = QStringLiteral("slopes"),
            .title = QT_TRANSLATE_NOOP("AlibiSpec", "&Slopes"),
            .summary = QT_TRANSLATE_NOOP("AlibiSpec",
                                         "per head: the slope used, the reference code's and the "
                                         "paper text's, their difference and the effective span"),
            .hasFigure = false,
            .table = &AlibiTables::slopes,
            .fileStem = &AlibiTables::slopesStem};
}

ViewSpec heatmap()
{
    return {.name = QStringLiteral("heatmap"),
            .title = QT_TRANSLATE_NOOP("AlibiSpec", "Bias heatmap"),
            .summary = QT_TRANSLATE_NOOP("AlibiSpec",
                                         "one head's N × N bias −m·|t − s| (--head), the masked "
                                         "cells drawn grey"),
            .busy = QT_TRANSLATE_NOOP("AlibiSpec", "Preparing the bias heatmap…"),
            .compute = computed<AlibiBiasResult>([](AlibiBiasResult &out, const AlibiResult &r,
                                                    const TabState &state, const TaskControl &) {
                out.head = int(state.integer(AlibiKeys::head));
                out.slope = r.slopes[std::size_t(out.head - 1)];
                out.bias = std::make_shared<const pelab::Matrix>(
                    pelab::biasMatrix(out.slope, r.positions));
            }),
            .table = &AlibiTables::bias,
            .fileStem = &AlibiTables::biasStem};
}

ViewSpec biasChart()
{
    return {.name = QStringLiteral("bias-chart"),
            .title = QT_TRANSLATE_NOOP("AlibiSpec", "&Bias vs distance"),
            .summary = QT_TRANSLATE_NOOP("AlibiSpec",
                                         "the bias −m_h·d against the distance d, one line per "
                                         "head"),
            .busy = QT_TRANSLATE_NOOP("AlibiSpec", "Computing the bias by distance…"),
            .compute =
                computed<AlibiDistanceResult>([](AlibiDistanceResult &out, const AlibiResult &r,
                                                 const TabState &, const TaskControl &) {
                    out.bias = AlibiComputation::biasByDistance(r.slopes, r.positions);
                }),
            .table = &AlibiTables::biasByDistance,
            .fileStem = &AlibiTables::distanceStem};
}

ViewSpec attention()
{
    return {.name = QStringLiteral("attention"),
            .title = QT_TRANSLATE_NOOP("AlibiSpec", "&Attention row"),
            .summary = QT_TRANSLATE_NOOP("AlibiSpec",
                                         "the attention weights softmax(content + bias) of one "
                                         "query row (--query), one line per head"),
            .busy = QT_TRANSLATE_NOOP("AlibiSpec", "Computing the attention row…"),
            .compute =
                computed<AlibiAttentionResult>([](AlibiAttentionResult &out, const AlibiResult &r,
                                                  const TabState &state, const TaskControl &) {
                    out.query = AlibiSpec::query(state);
                    out.weights = AlibiComputation::attentionWeights(
                        r.slopes, r.positions, out.query, r.causal, *r.content);
                }),
            .table = &AlibiTables::attention,
            .fileStem = &AlibiTables::attentionStem};
}

ViewSpec span()
{
    return {.name = QStringLiteral("span"),
            .title = QT_TRANSLATE_NOOP("AlibiSpec", "Effective span"),
            .summary = QT_TRANSLATE_NOOP("AlibiSpec",
                                         "per head: the effective span (90 % of the last query's "
                                         "attention), the mean attention distance and the mean "
                                         "90 % span over every query row"),
            .busy = QT_TRANSLATE_NOOP("AlibiSpec", "Computing ALiBi attention over every query…"),
            .hasFigure = false,
            .compute = computed<AlibiSpanResult>([](AlibiSpanResult &out, const AlibiResult &r,
                                                    const TabState &, const TaskControl &control) {
                out.stats = AlibiComputation::attentionStats(
                    r.slopes, r.positions, r.causal, *r.content,
                    [&control](double f) { return control.report(f); });
            }),
            .table = &AlibiTables::span,
            .fileStem = &AlibiTables::spanStem};
}

ViewSpec extrapolation()
{
    return {.name = QStringLiteral("extrapolation"),
            .title = QT_TRANSLATE_NOOP("AlibiSpec", "E&xtrapolation"),
            .summary = QT_TRANSLATE_NOOP("AlibiSpec",
                                         "per head, the share of attention on distances never "
                                         "seen in training (--train, --infer), and its growth "
                                         "with the inference length"),
            .busy = QT_TRANSLATE_NOOP("AlibiSpec", "Computing the extrapolation…"),
            .compute = computed<AlibiExtrapolationResult>(
                [](AlibiExtrapolationResult &out, const AlibiResult &r, const TabState &state,
                   const TaskControl &) {
                    out.train = state.integer(AlibiKeys::train);
                    out.infer = state.integer(AlibiKeys::infer);
                    out.fractions = AlibiComputation::extrapolation(r.slopes, out.train, out.infer);
                }),
            .table = &AlibiTables::extrapolation,
            .fileStem = &AlibiTables::extrapolationStem};
}

ViewSpec check()
{
    return {.name = QStringLiteral("check"),
            .title = QT_TRANSLATE_NOOP("AlibiSpec", "Chec&k an implementation"),
            .summary = QT_TRANSLATE_NOOP("AlibiSpec",
                                         "an implementation's slopes or bias (--compare) against "
                                         "these slopes: the error per head, the verdict and the "
                                         "likely cause"),
            .busy = QT_TRANSLATE_NOOP("AlibiSpec", "Checking the implementation's table…"),
            .compute = &AlibiCheck::compute,
            .table = &AlibiTables::check,
            .fileStem = &AlibiTables::checkStem};
}

} // namespace AlibiViews
