#include "ropesequence.h"

#include "rope/ropespec.h"
#include "spec/tabstate.h"

#include "error.h"
#include "memorylimit.h"

#include <charconv>
#include <cmath>

using namespace RopeKeys;

namespace {

// The views that read the sequence and M-RoPE values; the check reads them too.
const QStringList kSequenceViews = {QStringLiteral("positions"),   QStringLiteral("axes"),
                                    QStringLiteral("cos"),         QStringLiteral("sin"),
                                    QStringLiteral("grid-scores"), QStringLiteral("check")};
const QStringList kLayerViews = {QStringLiteral("layers"), QStringLiteral("cos"),
                                 QStringLiteral("sin"), QStringLiteral("grid-scores"),
                                 QStringLiteral("check")};

QString problemOf(const std::function<void()> &parse)
{
    try {
        parse();
    } catch (const pelab::Error &error) {
        return QString::fromUtf8(error.what());
    }
    return {};
}

QString listText(const std::vector<std::int64_t> &values)
{
    QStringList parts;
    for (std::int64_t value : values)
        parts << QString::number(value);
    return parts.join(QLatin1Char(','));
}

QVariant optionalInteger(const std::optional<std::int64_t> &value)
{
    return value ? QVariant::fromValue(qint64(*value)) : QVariant();
}

} // namespace

// The parameters' texts are translated in the tab's context, RopeSpec, as the check's are.
QList<Parameter> RopeSequence::parameters()
{
    QList<Parameter> list;
    list << Parameter::text(sequence, {},
                            [](const QString &text) {
                                if (text.trimmed().isEmpty())
                                    return QString(); // one text segment of N tokens
                                return problemOf(
                                    [&text] { pelab::parseSequence(text.toStdString()); });
                            })
                .stage(Parameter::Stage::View)
                .views(kSequenceViews)
                .label(QT_TRANSLATE_NOOP("RopeSpec", "Sequence:"))
                .help(QT_TRANSLATE_NOOP(
                    "RopeSpec", "The tokens the model sees, in order: text:N, image:TxHxW, "
                                "video:TxHxW, comma-separated (empty: one text segment of N "
                                "tokens, positions 0 … N − 1, the rows the check compares)."))
                .valueName("LIST");
    list << Parameter::integer(spatialMerge, 2, 1, pelab::kMaxSpatialMerge)
                .stage(Parameter::Stage::View)
                .views(kSequenceViews)
                .label(QT_TRANSLATE_NOOP("RopeSpec", "  spatial merge m:"))
                .help(QT_TRANSLATE_NOOP("RopeSpec",
                                        "Images and videos are merged m × m patches per token: "
                                        "T·(H/m)·(W/m) tokens (Qwen-VL: 2)."))
                .valueName("M");
    list << Parameter::text(mropeSection, {},
                            [](const QString &text) {
                                return problemOf(
                                    [&text] { pelab::parseSections(text.toStdString()); });
                            })
                .stage(Parameter::Stage::View)
                .views(kSequenceViews)
                .label(QT_TRANSLATE_NOOP("RopeSpec", "  M-RoPE sections:"))
                .help(QT_TRANSLATE_NOOP(
                    "RopeSpec", "mrope_section: the pairs of the t, h and w ids, summing to "
                                "d/2, e.g. 16,24,24 (empty: 1-D RoPE, every token numbered "
                                "in turn)."))
                .valueName("LIST");
    list << Parameter::flag(mropeInterleaved)
                .stage(Parameter::Stage::View)
                .views(kSequenceViews)
                .label(QT_TRANSLATE_NOOP("RopeSpec", "  interleaved sections (Qwen3-VL)"))
                .help(QT_TRANSLATE_NOOP(
                    "RopeSpec", "mrope_interleaved: pair j takes h when j mod 3 = 1, w when "
                                "j mod 3 = 2 (otherwise the sections are chunks, Qwen2-VL)."));
    list << Parameter::real(tokensPerSecond, 2.0, 0.0, pelab::kMaxRopeScalingValue)
                .optional(QT_TRANSLATE_NOOP("RopeSpec", "frame index"))
                .automaticByDefault()
                .aboveMinimum()
                .decimals(3)
                .stage(Parameter::Stage::View)
                .views(kSequenceViews)
                .label(QT_TRANSLATE_NOOP("RopeSpec", "  video tokens per second:"))
                .help(QT_TRANSLATE_NOOP(
                    "RopeSpec", "Qwen2.5-VL: frame f's temporal id is ⌊f · seconds per grid · "
                                "tokens per second⌋ (unset: f)."))
                .valueName("R");
    list << Parameter::real(secondsPerGrid, 1.0, 0.0, pelab::kMaxRopeScalingValue)
                .aboveMinimum()
                .decimals(3)
                .stage(Parameter::Stage::View)
                .views(kSequenceViews)
                .label(QT_TRANSLATE_NOOP("RopeSpec", "  seconds per grid:"))
                .help(QT_TRANSLATE_NOOP("RopeSpec",
                                        "Qwen2.5-VL: second_per_grid_t, the seconds one temporal "
                                        "patch covers."))
                .valueName("S");
    list << Parameter::flag(framesAsImages)
                .stage(Parameter::Stage::View)
                .views(kSequenceViews)
                .label(QT_TRANSLATE_NOOP("RopeSpec", "  video frames as images (Qwen3-VL)"))
                .help(QT_TRANSLATE_NOOP("RopeSpec",
                                        "Qwen3-VL: each frame of a video is an image of its own, "
                                        "after the previous one (t offset 0; its timestamps are "
                                        "text between them)."));
    list << Parameter::integer(RopeKeys::layers, 1, 1, pelab::kMaxLayers)
                .optional(QT_TRANSLATE_NOOP("RopeSpec", "none"))
                .automaticByDefault()
                .stage(Parameter::Stage::View)
                .views(kLayerViews)
                .label(QT_TRANSLATE_NOOP("RopeSpec", "Layers:"))
                .help(QT_TRANSLATE_NOOP(
                    "RopeSpec", "Layers of the schedule (none: one table for every layer)."))
                .valueName("L");
    list << Parameter::text(layerWindows)
                .stage(Parameter::Stage::View)
                .views(kLayerViews)
                .label(QT_TRANSLATE_NOOP("RopeSpec", "  attention per layer:"))
                .help(QT_TRANSLATE_NOOP(
                    "RopeSpec", "A pattern repeated over the layers: full, sliding, chunked, "
                                "with k*item repeats, e.g. 5*sliding,full (empty: full)."))
                .valueName("PATTERN");
    list << Parameter::text(layerRope)
                .stage(Parameter::Stage::View)
                .views(kLayerViews)
                .label(QT_TRANSLATE_NOOP("RopeSpec", "  RoPE per layer:"))
                .help(QT_TRANSLATE_NOOP("RopeSpec",
                                        "A pattern repeated over the layers: rope, nope, e.g. "
                                        "3*rope,nope (empty: RoPE on every layer)."))
                .valueName("PATTERN");
    list << Parameter::real(localBase, pelab::kDefaultRopeBase, 1.0, pelab::kMaxRopeBase)
                .optional(QT_TRANSLATE_NOOP("RopeSpec", "the base"))
                .automaticByDefault()
                .aboveMinimum()
                .decimals(4)
                .stage(Parameter::Stage::View)
                .views(kLayerViews)
                .label(QT_TRANSLATE_NOOP("RopeSpec", "  local base:"))
                .help(QT_TRANSLATE_NOOP("RopeSpec",
                                        "rope_local_base_freq: the base of sliding-window layers, "
                                        "which take no scaling (Gemma 3: 10000)."))
                .valueName("B");
    list << Parameter::integer(slidingWindow, 4096, 1, pelab::kMaxRopeLength)
                .optional(QT_TRANSLATE_NOOP("RopeSpec", "none"))
                .automaticByDefault()
                .stage(Parameter::Stage::View)
                .views(kLayerViews)
                .label(QT_TRANSLATE_NOOP("RopeSpec", "  sliding window:"))
                .help(QT_TRANSLATE_NOOP("RopeSpec",
                                        "sliding_window: the tokens a sliding-window layer sees."))
                .valueName("W");
    list << Parameter::integer(attentionChunk, 8192, 1, pelab::kMaxRopeLength)
                .optional(QT_TRANSLATE_NOOP("RopeSpec", "none"))
                .automaticByDefault()
                .stage(Parameter::Stage::View)
                .views(kLayerViews)
                .label(QT_TRANSLATE_NOOP("RopeSpec", "  attention chunk:"))
                .help(QT_TRANSLATE_NOOP("RopeSpec",
                                        "attention_chunk_size: the chunk a chunked layer attends "
                                        "within (Llama 4: 8192)."))
                .valueName("C");
    list << Parameter::integer(layer, 0, 0, pelab::kMaxLayers - 1)
                .optional(QT_TRANSLATE_NOOP("RopeSpec", "every layer alike"))
                .automaticByDefault()
                .stage(Parameter::Stage::View)
                .views(kLayerViews)
                .label(QT_TRANSLATE_NOOP("RopeSpec", "  layer shown and checked:"))
                .help(QT_TRANSLATE_NOOP(
                    "RopeSpec", "The layer (0 … L − 1) whose base, scaling or NoPE the cos and "
                                "sin views and the check take."))
                .valueName("L");
    list << Parameter::integer(image, 1, 1, pelab::kMaxSequenceTokens)
                .stage(Parameter::Stage::View)
                .views({QStringLiteral("grid-scores")})
                .label(QT_TRANSLATE_NOOP("RopeSpec", "Image:"))
                .help(QT_TRANSLATE_NOOP(
                    "RopeSpec", "The image or video of the sequence the grid scores show (1: "
                                "the first)."))
                .valueName("I");
    list << Parameter::integer(patchRow, 0, 0, pelab::kMaxSequenceTokens)
                .stage(Parameter::Stage::View)
                .views({QStringLiteral("grid-scores")})
                .label(QT_TRANSLATE_NOOP("RopeSpec", "Patch row:"))
                .help(QT_TRANSLATE_NOOP("RopeSpec",
                                        "The query patch's row in the merged grid, from 0."))
                .valueName("R");
    list << Parameter::integer(patchCol, 0, 0, pelab::kMaxSequenceTokens)
                .stage(Parameter::Stage::View)
                .views({QStringLiteral("grid-scores")})
                .label(QT_TRANSLATE_NOOP("RopeSpec", "Patch column:"))
                .help(QT_TRANSLATE_NOOP("RopeSpec",
                                        "The query patch's column in the merged grid, from 0."))
                .valueName("C");
    return list;
}

bool RopeSequence::isTyped(const TabState &state)
{
    return !state.text(sequence).trimmed().isEmpty();
}

std::vector<pelab::Segment> RopeSequence::segments(const TabState &state)
{
    if (!isTyped(state)) {
        pelab::Segment text;
        text.tokens = state.integer(RopeKeys::positions);
        return {text};
    }
    return pelab::parseSequence(state.text(sequence).toStdString());
}

pelab::MropeSections RopeSequence::sections(const TabState &state)
{
    pelab::MropeSections s;
    s.sizes = pelab::parseSections(state.text(mropeSection).toStdString());
    if (!s.sizes.empty())
        s.layout = state.flag(mropeInterleaved) ? pelab::SectionLayout::Interleaved
                                                : pelab::SectionLayout::Chunked;
    return s;
}

pelab::LayoutRules RopeSequence::rules(const TabState &state)
{
    pelab::LayoutRules r;
    r.spatialMerge = state.integer(spatialMerge);
    if (state.isSet(tokensPerSecond))
        r.tokensPerSecond = state.real(tokensPerSecond);
    r.secondsPerGrid = state.real(secondsPerGrid);
    r.framesAsImages = state.flag(framesAsImages);
    // A model without sections (1-D RoPE) numbers every token in turn, images' too.
    r.consecutive = state.text(mropeSection).trimmed().isEmpty();
    return r;
}

pelab::TokenPositions RopeSequence::positions(const TabState &state)
{
    if (!isTyped(state))
        return pelab::textPositions(state.integer(RopeKeys::positions)); // the check's rows
    return pelab::tokenPositions(segments(state), rules(state), pelab::kDefaultMemoryLimit);
}

pelab::LayerScheduleSpec RopeSequence::schedule(const TabState &state)
{
    pelab::LayerScheduleSpec s;
    if (!state.isSet(RopeKeys::layers))
        return s;
    s.layers = state.integer(RopeKeys::layers);
    s.windowPattern = state.text(layerWindows).trimmed().toStdString();
    s.ropePattern = state.text(layerRope).trimmed().toStdString();
    if (state.isSet(localBase))
        s.localBase = state.real(localBase);
    if (state.isSet(slidingWindow))
        s.slidingWindow = state.integer(slidingWindow);
    if (state.isSet(attentionChunk))
        s.chunkSize = state.integer(attentionChunk);
    return s;
}

std::vector<pelab::RopeLayer> RopeSequence::layers(const TabState &state)
{
    const pelab::LayerScheduleSpec spec = schedule(state);
    if (spec.layers == 0)
        return {};
    return pelab::ropeSchedule(spec, state.real(base), RopeSpec::scaling(state),
                               state.integer(dim));
}

std::optional<pelab::RopeLayer> RopeSequence::chosenLayer(const TabState &state)
{
    if (!state.isSet(layer))
        return std::nullopt;
    const std::vector<pelab::RopeLayer> all = layers(state);
    const std::int64_t index = state.integer(layer);
    if (index >= std::int64_t(all.size()))
        return std::nullopt;
    return all[std::size_t(index)];
}

RopeSequence::Rotation RopeSequence::rotation(const TabState &state)
{
    Rotation r;
    r.base = state.real(base);
    r.scaling = RopeSpec::scaling(state);
    if (const std::optional<pelab::RopeLayer> chosen = chosenLayer(state)) {
        r.nope = !chosen->rope;
        r.base = chosen->base;
        r.scaling = chosen->scaling;
    }
    const std::int64_t d = state.integer(dim);
    if (r.nope) {
        // A NoPE layer rotates nothing: θ = 0 gives its cos 1 and sin 0.
        r.frequencies.base.assign(std::size_t(d / 2), 0.0);
        r.frequencies.invFreq = r.frequencies.base;
    } else {
        // Dynamic and longrope scale for the largest id + 1 (transformers' max(position_ids) + 1,
        // as the check does).
        std::int64_t maxPosition = state.integer(RopeKeys::positions);
        if (isTyped(state))
            maxPosition = pelab::sequenceEnd(segments(state), rules(state));
        r.frequencies = pelab::ropeFrequencies(d, r.base, r.scaling, maxPosition);
    }
    return r;
}

void RopeSequence::addTo(pelab::RopeReference &reference, const TabState &state)
{
    const pelab::MropeSections s = sections(state);
    if (isTyped(state) || s.layout != pelab::SectionLayout::None)
        reference.sequence = pelab::RopeReference::Sequence{segments(state), rules(state), s};
    if (const std::optional<pelab::RopeLayer> chosen = chosenLayer(state)) {
        reference.nope = !chosen->rope;
        if (chosen->rope &&
            (chosen->base != reference.base || chosen->scaling.type != reference.scaling.type)) {
            reference.globalBase = reference.base;
            reference.globalScaling = reference.scaling;
            reference.base = chosen->base;
            reference.scaling = chosen->scaling;
        }
    }
}

namespace {

// A value of the sequence's or the schedule's in its range (core's limits), whether or not the
// values it goes with use it yet.
void requireRange(const TabState &state, ParameterKey key, double low, double high,
                  bool aboveLow = false)
{
    if (!state.isSet(key))
        return;
    const Parameter &p = state.spec()->parameter(key);
    const double value =
        p.type() == Parameter::Type::Integer ? double(state.integer(key)) : state.real(key);
    if (!std::isfinite(value) || (aboveLow ? value <= low : value < low) || value > high)
        throw pelab::Error(
            QCoreApplication::translate("RopeSequence", "--%1 %2 is out of range (%3%4 … %5)")
                .arg(QString(key))
                .arg(value)
                .arg(aboveLow ? QStringLiteral("> ") : QString())
                .arg(low)
                .arg(high)
                .toStdString());
}

} // namespace

void RopeSequence::validate(const TabState &state)
{
    requireRange(state, tokensPerSecond, 0.0, pelab::kMaxRopeScalingValue, true);
    requireRange(state, secondsPerGrid, 0.0, pelab::kMaxRopeScalingValue, true);
    requireRange(state, RopeKeys::layers, 1, double(pelab::kMaxLayers));
    requireRange(state, slidingWindow, 1, double(pelab::kMaxRopeLength));
    requireRange(state, attentionChunk, 1, double(pelab::kMaxRopeLength));
    requireRange(state, layer, 0, double(pelab::kMaxLayers - 1));
    requireRange(state, image, 1, double(pelab::kMaxSequenceTokens));
    requireRange(state, patchRow, 0, double(pelab::kMaxSequenceTokens));
    requireRange(state, patchCol, 0, double(pelab::kMaxSequenceTokens));
    if (state.isSet(localBase))
        pelab::validateRopeBase(state.real(localBase));
    const std::vector<pelab::Segment> segs = segments(state);
    const pelab::LayoutRules r = rules(state);
    pelab::validateLayout(segs, r);
    pelab::validateSections(sections(state), state.integer(dim));
    if (state.flag(mropeInterleaved) && sections(state).sizes.empty())
        throw pelab::Error(
            tr("interleaved sections need the sections (--mrope-section, e.g. 24,20,20)")
                .toStdString());
    const pelab::LayerScheduleSpec spec = schedule(state);
    pelab::validateSchedule(spec);
    if (state.isSet(layer)) {
        const std::int64_t index = state.integer(layer);
        if (spec.layers == 0)
            throw pelab::Error(
                tr("layer %1: there is no layer schedule (give the layers, or a model with one)")
                    .arg(index)
                    .toStdString());
        if (index >= spec.layers)
            throw pelab::Error(tr("layer %1 is out of range: the schedule has %2 layers (0 … %3)")
                                   .arg(index)
                                   .arg(spec.layers)
                                   .arg(spec.layers - 1)
                                   .toStdString());
    }
}

QString RopeSequence::setFromConfig(TabState &state, const pelab::RopeModelConfig &config)
{
    const pelab::LayerScheduleSpec &s = config.schedule;
    const bool layered = s.layers > 0;
    const std::pair<ParameterKey, QVariant> values[] = {
        {mropeSection, listText(config.sections.sizes)},
        {mropeInterleaved, config.sections.layout == pelab::SectionLayout::Interleaved},
        {spatialMerge, QVariant::fromValue(qint64(config.spatialMerge.value_or(2)))},
        {tokensPerSecond, config.tokensPerSecond ? QVariant(*config.tokensPerSecond) : QVariant()},
        {framesAsImages, config.framesAsImages},
        {RopeKeys::layers, layered ? QVariant::fromValue(qint64(s.layers)) : QVariant()},
        {layerWindows, QString::fromStdString(s.windowPattern)},
        {layerRope, QString::fromStdString(s.ropePattern)},
        {localBase, s.localBase ? QVariant(*s.localBase) : QVariant()},
        {slidingWindow, optionalInteger(s.slidingWindow)},
        {attentionChunk, optionalInteger(s.chunkSize)},
        {layer, QVariant()},
    };
    for (const auto &[key, value] : values) {
        const QString problem = state.set(key, value);
        if (!problem.isEmpty())
            return problem;
    }
    return {};
}
