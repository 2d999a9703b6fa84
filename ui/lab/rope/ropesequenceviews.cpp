#include "ropesequenceviews.h"

#include "rope/ropesequencetables.h"
#include "rope/ropespec.h"
#include "rope/ropetables.h"
#include "spec/tabstate.h"
#include "task/taskcontrol.h"

#include "error.h"
#include "memorylimit.h"

#include <QCoreApplication>

namespace RopeSequenceViews {

namespace {

const RopeResult &ropeResult(const TabResult &result)
{
    return static_cast<const RopeResult &>(result);
}

std::shared_ptr<const ViewResult> computePositions(const TabResult &, const TabState &state,
                                                   const TaskControl &)
{
    auto out = std::make_shared<RopePositionsResult>();
    out->state = state;
    out->typed = RopeSequence::isTyped(state);
    out->segments = RopeSequence::segments(state);
    out->positions = RopeSequence::positions(state);
    return out;
}

// cos (sin = false) or sin of the sequence's cache, for the chosen layer.
std::shared_ptr<const ViewResult> computeCache(const TabState &state, const TaskControl &control,
                                               bool sin)
{
    auto out = std::make_shared<RopeCacheResult>();
    out->state = state;
    out->rotation = RopeSequence::rotation(state);
    out->layer = RopeSequence::chosenLayer(state);
    out->sections = RopeSequence::sections(state);
    const pelab::TokenPositions ids = RopeSequence::positions(state);
    const pelab::RopePairing pairing =
        pelab::parsePairing(state.text(RopeKeys::pairing).toStdString())
            .value_or(pelab::RopePairing::Interleaved);
    const pelab::RopeFrequencies &f = out->rotation.frequencies;
    std::optional<pelab::RopeCache> cache = pelab::ropeCache(
        ids, f.invFreq, f.attentionFactor, out->sections, pairing, pelab::kDefaultMemoryLimit,
        [&control](double f) { return control.report(f); });
    if (!cache)
        throw pelab::Error("cancelled");
    out->values =
        std::make_shared<const pelab::Matrix>(sin ? std::move(cache->sin) : std::move(cache->cos));
    return out;
}

std::shared_ptr<const ViewResult> computeGrid(const TabResult &result, const TabState &state,
                                              const TaskControl &control)
{
    const pelab::RopeSetup &setup = ropeResult(result).analysis.setup;
    auto out = std::make_shared<RopeGridResult>();
    out->state = state;
    out->imageNumber = state.integer(RopeKeys::image);
    out->sections = RopeSequence::sections(state);
    const std::vector<pelab::Segment> segments = RopeSequence::segments(state);
    const std::int64_t segment = imageSegment(segments, out->imageNumber);
    if (segment < 0)
        return out; // no image to score yet
    const RopeSequence::Rotation rotation = RopeSequence::rotation(state);
    std::optional<pelab::GridScores> grid = pelab::gridScores(
        segments, RopeSequence::rules(state), segment, state.integer(RopeKeys::patchRow),
        state.integer(RopeKeys::patchCol), setup.q, setup.k, rotation.frequencies.invFreq,
        rotation.frequencies.attentionFactor, out->sections, setup.pairing,
        [&control](double f) { return control.report(f); });
    if (!grid)
        throw pelab::Error("cancelled");
    out->scores = std::make_shared<const pelab::Matrix>(std::move(grid->scores));
    out->grid = std::move(*grid);
    return out;
}

} // namespace

std::int64_t imageSegment(const std::vector<pelab::Segment> &segments, std::int64_t number)
{
    std::int64_t seen = 0;
    for (std::size_t i = 0; i < segments.size(); ++i) {
        if (segments[i].kind != pelab::SegmentKind::Text && ++seen == number)
            return std::int64_t(i);
    }
    if (seen == 0)
        return -1;
    throw pelab::Error(QCoreApplication::translate("RopeSpec",
                                                   "image %1: the sequence has %n image(s) and "
                                                   "video(s)",
                                                   nullptr, int(seen))
                           .arg(number)
                           .toStdString());
}

QList<ViewSpec> all()
{
    ViewSpec positions{
        .name = QStringLiteral("positions"),
        .title = QT_TRANSLATE_NOOP("RopeSpec", "Token ids (t, h, w)"),
        .summary = QT_TRANSLATE_NOOP("RopeSpec",
                                     "the (t, h, w) position ids of every token of the sequence "
                                     "(--sequence): text along a line, each image as its merged "
                                     "grid"),
        .busy = QT_TRANSLATE_NOOP("RopeSpec", "Laying out the sequence's position ids…"),
        .compute = [](const TabResult &r, const TabState &s,
                      const TaskControl &c) { return computePositions(r, s, c); },
        .table = &RopeSequenceTables::positions,
        .fileStem = &RopeSequenceTables::stem};
    ViewSpec axes{.name = QStringLiteral("axes"),
                  .title = QT_TRANSLATE_NOOP("RopeSpec", "Axis per pair"),
                  .summary =
                      QT_TRANSLATE_NOOP("RopeSpec", "which id (t, h or w) each rotary pair takes "
                                                    "under the M-RoPE sections, chunked or "
                                                    "interleaved"),
                  .table = &RopeSequenceTables::axes,
                  .fileStem = &RopeSequenceTables::stem};
    ViewSpec cos{.name = QStringLiteral("cos"),
                 .title = QT_TRANSLATE_NOOP("RopeSpec", "cos cache"),
                 .summary = QT_TRANSLATE_NOOP("RopeSpec",
                                              "the cos cache per token as the model applies it "
                                              "(tokens × d), of the chosen layer; what "
                                              "--compare-cos is checked against"),
                 .busy = QT_TRANSLATE_NOOP("RopeSpec", "Computing the cos/sin cache…"),
                 .compute = [](const TabResult &, const TabState &s,
                               const TaskControl &c) { return computeCache(s, c, false); },
                 .table = &RopeSequenceTables::cache,
                 .fileStem = &RopeSequenceTables::stem};
    ViewSpec sin = cos;
    sin.name = QStringLiteral("sin");
    sin.title = QT_TRANSLATE_NOOP("RopeSpec", "sin cache");
    sin.summary =
        QT_TRANSLATE_NOOP("RopeSpec", "the sin cache per token as the model applies it (tokens × "
                                      "d), of the chosen layer; what --compare-sin is checked "
                                      "against");
    sin.compute = [](const TabResult &, const TabState &s, const TaskControl &c) {
        return computeCache(s, c, true);
    };
    ViewSpec grid{.name = QStringLiteral("grid-scores"),
                  .title = QT_TRANSLATE_NOOP("RopeSpec", "Image grid scores"),
                  .summary = QT_TRANSLATE_NOOP("RopeSpec",
                                               "for one image, the score between a chosen patch "
                                               "and every patch (H × W), and the 2-D invariance: "
                                               "the largest spread over pairs of the same (Δh, "
                                               "Δw)"),
                  .busy = QT_TRANSLATE_NOOP("RopeSpec", "Scoring the image's patches…"),
                  .compute = &computeGrid,
                  .table = &RopeSequenceTables::grid,
                  .fileStem = &RopeSequenceTables::stem};
    ViewSpec layers{.name = QStringLiteral("layers"),
                    .title = QT_TRANSLATE_NOOP("RopeSpec", "Layer schedule"),
                    .summary =
                        QT_TRANSLATE_NOOP("RopeSpec", "the schedule layer by layer: RoPE or NoPE, "
                                                      "base, scaling, rotary dims and attention "
                                                      "window"),
                    .table = &RopeSequenceTables::layers,
                    .fileStem = &RopeSequenceTables::stem};
    return {positions, axes, cos, sin, grid, layers};
}

} // namespace RopeSequenceViews
