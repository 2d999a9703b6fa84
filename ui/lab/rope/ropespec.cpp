#include "ropespec.h"

#include "common/colormaps.h"
#include "rope/ropecheck.h"
#include "rope/ropecontent.h"
#include "rope/ropeprofiles.h"
#include "rope/ropesequence.h"
#include "rope/ropesequenceviews.h"
#include "rope/ropeviews.h"
#include "spec/tabregistration.h"
#include "task/taskcontrol.h"

#include "error.h"
#include "ropeblock.h"
#include "ropedecay.h"

#include <charconv>
#include <limits>

namespace {

constexpr double kScalingMax = pelab::kMaxRopeScalingValue;

QVariant integer(std::int64_t value)
{
    return QVariant::fromValue(qint64(value));
}

// Numbers as pelab-cli reads them back: the shortest exact text of each, comma-separated.
QString listText(const std::vector<double> &values)
{
    QStringList parts;
    for (double value : values) {
        char buffer[32];
        const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
        parts << QString::fromLatin1(buffer, end - buffer);
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace

RopeSpec::RopeSpec() : TabSpec("rope", "RopeSpec")
{
    const pelab::RopeParameters defaults;
    addParameter(Parameter::integer(RopeKeys::dim, defaults.dim, 2, pelab::kMaxRopeDim)
                     .even()
                     .label(QT_TR_NOOP("&Dimension d:"))
                     .help(QT_TR_NOOP("Head dimension d (even): d/2 rotated pairs."))
                     .valueName("D"));
    addParameter(
        Parameter::integer(RopeKeys::positions, defaults.positions, 1, pelab::kMaxRopeBandPositions)
            .label(QT_TR_NOOP("&Positions N:"))
            .help(QT_TR_NOOP("Positions N: queries t and keys s run over T0 … T0 + N − 1 (up to "
                             "32768, or 1048576 with a maximum offset)."))
            .valueName("N"));
    addParameter(Parameter::integer(RopeKeys::start, defaults.start, 0, pelab::kMaxRopeStart)
                     .label(QT_TR_NOOP("&Start T0:"))
                     .help(QT_TR_NOOP("Absolute start position T0 (low precision breaks at large "
                                      "T0)."))
                     .valueName("T0"));
    addParameter(Parameter::real(RopeKeys::base, defaults.base, 1.0, pelab::kMaxRopeBase)
                     .aboveMinimum()
                     .decimals(4)
                     .label(QT_TR_NOOP("&Base:"))
                     .help(QT_TR_NOOP("θ_i = base^(−2i/d): 10000 in RoFormer and Llama 2, 500000 "
                                      "in Llama 3."))
                     .valueName("B"));
    addParameter(
        Parameter::choice(RopeKeys::pairing,
                          {{QStringLiteral("interleaved"),
                            QT_TR_NOOP("interleaved (2i, 2i+1): RoFormer, GPT-J, Meta Llama")},
                           {QStringLiteral("half"),
                            QT_TR_NOOP("half (i, i+d/2): rotate_half, GPT-NeoX, HF Llama")}},
                          "interleaved")
            .label(QT_TR_NOOP("P&airing:"))
            .help(QT_TR_NOOP("interleaved: dims (2i, 2i+1); half: dims (i, i+d/2), rotate_half.")));
    addParameter(
        Parameter::choice(RopeKeys::precision,
                          {{QStringLiteral("f64"), QT_TR_NOOP("f64 (reference)")},
                           {QStringLiteral("f32"), QT_TR_NOOP("f32")},
                           {QStringLiteral("bf16"), QT_TR_NOOP("bf16")},
                           {QStringLiteral("f16"), QT_TR_NOOP("f16 (overflows above 65504)")}},
                          "f64")
            .label(QT_TR_NOOP("P&recision:"))
            .help(QT_TR_NOOP("Position, θ_i, the angle, cos/sin and the rotated q, k are rounded "
                             "to it; dot products accumulate in float64.")));
    addScalingParameters();
    addContentParameters();
    addParameter(Parameter::text(RopeKeys::tolerance, {}, &RopeContent::toleranceProblem)
                     .label(QT_TR_NOOP("&Tolerance:"))
                     .help(QT_TR_NOOP("Tolerance of the invariance verdict (empty: the "
                                      "precision's own level)."))
                     .valueName("X"));
    addParameter(Parameter::integer(RopeKeys::maxOffset, 1, 1, pelab::kMaxRopeBandPositions)
                     .optional(QT_TR_NOOP("every offset"))
                     .automaticByDefault()
                     .label(QT_TR_NOOP("Maximum &offset:"))
                     .help(QT_TR_NOOP("Check the invariance for offsets |s − t| ≤ D only, 1 … N; "
                                      "the work is then O(N·D·d)."))
                     .valueName("D"));
    addParameter(Parameter::integer(RopeKeys::sweepPositions, 128, 2, pelab::kMaxSweepPositions)
                     .stage(Parameter::Stage::View)
                     .views({QStringLiteral("precision")})
                     .label(QT_TR_NOOP("Sweep N:"))
                     .help(QT_TR_NOOP("N of each score matrix in the precision sweep (at most the "
                                      "tab's N)."))
                     .valueName("N"));
    addParameter(Parameter::integer(RopeKeys::sweepMaxPower, 20, 1, pelab::kMaxSweepPower)
                     .stage(Parameter::Stage::View)
                     .views({QStringLiteral("precision")})
                     .label(QT_TR_NOOP("Sweep T0 up to 2^"))
                     .help(QT_TR_NOOP("The precision sweep's starts T0 = 2^0 … 2^P."))
                     .valueName("P"));
    addParameter(RopeViews::rowParameter());
    addParameter(Parameter::choice(ColormapKeys::colormap, colormapChoices(), "rdbu")
                     .stage(Parameter::Stage::Display)
                     .views({QStringLiteral("heatmap"), QStringLiteral("scores")})
                     .label(QT_TR_NOOP("Co&lormap:"))
                     .help(QT_TR_NOOP("Colours of the score heatmap.")));
    for (Parameter parameter : RopeSequence::parameters())
        addParameter(std::move(parameter));
    for (Parameter parameter : RopeCheck::parameters())
        addParameter(std::move(parameter));
    // The tab's own views, then the sequence's, the check last.
    QList<ViewSpec> views = RopeViews::all();
    const ViewSpec check = views.takeLast();
    views << RopeSequenceViews::all() << check;
    for (ViewSpec view : views)
        addView(std::move(view));
    for (const RelativeProfile &profile : RopeProfiles::all())
        addProfile(profile);
}

void RopeSpec::addScalingParameters()
{
    addParameter(
        Parameter::choice(RopeKeys::scaling,
                          {{QStringLiteral("none"), QT_TR_NOOP("none")},
                           {QStringLiteral("linear"), QT_TR_NOOP("linear")},
                           {QStringLiteral("dynamic"), QT_TR_NOOP("dynamic (NTK)")},
                           {QStringLiteral("yarn"), QT_TR_NOOP("yarn (YaRN)")},
                           {QStringLiteral("llama3"), QT_TR_NOOP("llama3 (Llama 3)")},
                           {QStringLiteral("longrope"), QT_TR_NOOP("longrope (LongRoPE)")}},
                          "none")
            .label(QT_TR_NOOP("S&caling:"))
            .help(QT_TR_NOOP("Hugging Face rope_scaling rope_type: none, linear, dynamic "
                             "(NTK), yarn, llama3 or longrope.")));
    addParameter(Parameter::real(RopeKeys::factor, 1.0, 0.0, kScalingMax)
                     .optional(QT_TR_NOOP("automatic"))
                     .automaticByDefault()
                     .aboveMinimum()
                     .decimals(3)
                     .label(QT_TR_NOOP("  &factor:"))
                     .help(QT_TR_NOOP("rope_scaling factor: linear, dynamic and yarn need one; "
                                      "llama3 defaults to 8, longrope to 1."))
                     .valueName("F"));
    addParameter(Parameter::integer(RopeKeys::originalMaxPositions,
                                    pelab::kDefaultOriginalMaxPositions, 1, pelab::kMaxRopeLength)
                     .optional(QT_TR_NOOP("automatic"))
                     .automaticByDefault()
                     .readsAsAutomatic(0)
                     .label(QT_TR_NOOP("  &original max positions:"))
                     .help(QT_TR_NOOP("original_max_position_embeddings (automatic: 2048; llama3 "
                                      "8192)."))
                     .valueName("L"));
    addParameter(Parameter::integer(RopeKeys::sequenceLength, 1, 1, pelab::kMaxRopeLength)
                     .optional(QT_TR_NOOP("T0 + N"))
                     .automaticByDefault()
                     .readsAsAutomatic(0)
                     .label(QT_TR_NOOP("  se&quence length L:"))
                     .help(QT_TR_NOOP("dynamic, longrope: the sequence length L (automatic: T0 + "
                                      "N)."))
                     .valueName("L"));
    const pelab::RopeScaling defaults;
    const struct
    {
        ParameterKey key;
        double value;
        const char *label;
        const char *help;
    } reals[] = {
        {RopeKeys::lowFreqFactor, defaults.lowFreqFactor, QT_TR_NOOP("  low_freq_factor:"),
         QT_TR_NOOP("llama3: low_freq_factor.")},
        {RopeKeys::highFreqFactor, defaults.highFreqFactor, QT_TR_NOOP("  high_freq_factor:"),
         QT_TR_NOOP("llama3: high_freq_factor.")},
        {RopeKeys::betaFast, defaults.betaFast, QT_TR_NOOP("  beta_fast:"),
         QT_TR_NOOP("yarn: beta_fast.")},
        {RopeKeys::betaSlow, defaults.betaSlow, QT_TR_NOOP("  beta_slow:"),
         QT_TR_NOOP("yarn: beta_slow.")},
    };
    for (const auto &r : reals)
        addParameter(Parameter::real(r.key, r.value, 0.0, kScalingMax)
                         .aboveMinimum()
                         .decimals(3)
                         .label(r.label)
                         .help(r.help));
    addParameter(Parameter::real(RopeKeys::mscale, 1.0, -kScalingMax, kScalingMax)
                     .optional(QT_TR_NOOP("unset"))
                     .automaticByDefault()
                     .decimals(3)
                     .label(QT_TR_NOOP("  mscale:"))
                     .help(QT_TR_NOOP("yarn: mscale (with mscale_all_dim, sets the attention "
                                      "factor).")));
    addParameter(Parameter::real(RopeKeys::mscaleAllDim, 1.0, -kScalingMax, kScalingMax)
                     .optional(QT_TR_NOOP("unset"))
                     .automaticByDefault()
                     .decimals(3)
                     .label(QT_TR_NOOP("  mscale_all_dim:"))
                     .help(QT_TR_NOOP("yarn: mscale_all_dim (with mscale, sets the attention "
                                      "factor).")));
    addParameter(Parameter::real(RopeKeys::attentionFactor, 1.0, 0.0, kScalingMax)
                     .optional(QT_TR_NOOP("automatic"))
                     .automaticByDefault()
                     .aboveMinimum()
                     .decimals(4)
                     .label(QT_TR_NOOP("  attention_factor:"))
                     .help(QT_TR_NOOP("yarn, longrope: attention_factor, which replaces the "
                                      "computed one (it multiplies cos and sin).")));
    addParameter(Parameter::flag(RopeKeys::noTruncate)
                     .label(QT_TR_NOOP("  yarn: no floor/ceil of the correction range"))
                     .help(QT_TR_NOOP("yarn: truncate false, the correction range is not floored "
                                      "and ceiled.")));
    addParameter(Parameter::text(RopeKeys::shortFactor)
                     .label(QT_TR_NOOP("  short_factor:"))
                     .help(QT_TR_NOOP("longrope: short_factor, d/2 numbers (commas or spaces)."))
                     .valueName("LIST"));
    addParameter(Parameter::text(RopeKeys::longFactor)
                     .label(QT_TR_NOOP("  long_factor:"))
                     .help(QT_TR_NOOP("longrope: long_factor, d/2 numbers, used once the sequence "
                                      "exceeds the original length."))
                     .valueName("LIST"));
}

void RopeSpec::addContentParameters()
{
    addParameter(
        Parameter::choice(
            RopeKeys::content,
            {{QStringLiteral("random"), QT_TR_NOOP("Seeded random q, k")},
             {QStringLiteral("typed"), QT_TR_NOOP("Typed in")},
             {QStringLiteral("files"), QT_TR_NOOP("From files (CSV row / 1-D .npy)")}},
            "random")
            .label(QT_TR_NOOP("q, &k:"))
            .help(QT_TR_NOOP("Where q and k come from: seeded standard normals, typed in, or "
                             "files (given --q and --k, files).")));
    addParameter(Parameter::integer(RopeKeys::seed, 0, 0, std::int64_t(pelab::kMaxRopeSeed))
                     .label(QT_TR_NOOP("  s&eed:"))
                     .help(QT_TR_NOOP("Seed of the random q and k: the same seed gives the same q "
                                      "and k on every platform."))
                     .valueName("S"));
    addParameter(Parameter::text(RopeKeys::qValues)
                     .label(QT_TR_NOOP("  q:"))
                     .help(QT_TR_NOOP("q typed in: d numbers, e.g. 1, 0, 0.5, -2."))
                     .valueName("LIST"));
    addParameter(Parameter::text(RopeKeys::kValues)
                     .label(QT_TR_NOOP("  k:"))
                     .help(QT_TR_NOOP("k typed in: d numbers."))
                     .valueName("LIST"));
    addParameter(Parameter::text(RopeKeys::q)
                     .label(QT_TR_NOOP("  q file:"))
                     .help(QT_TR_NOOP("q from a file: a CSV row or a 1-D .npy of d values."))
                     .valueName("FILE"));
    addParameter(Parameter::text(RopeKeys::k)
                     .label(QT_TR_NOOP("  k file:"))
                     .help(QT_TR_NOOP("k from a file: a CSV row or a 1-D .npy of d values."))
                     .valueName("FILE"));
}

QString RopeSpec::title() const
{
    return tr("RoPE");
}

QString RopeSpec::summary() const
{
    return tr("RoPE (Su et al. 2021): score matrix, relative-invariance and rotation checks, "
              "scalings, precision");
}

QString RopeSpec::busyText() const
{
    return tr("Computing RoPE scores and checks…");
}

pelab::RopeScaling RopeSpec::scaling(const TabState &state)
{
    pelab::RopeScaling s;
    s.type = pelab::parseScaling(state.text(RopeKeys::scaling).toStdString())
                 .value_or(pelab::RopeScalingType::None);
    const auto real = [&state](ParameterKey key) -> std::optional<double> {
        return state.isSet(key) ? std::optional<double>(state.real(key)) : std::nullopt;
    };
    const auto length = [&state](ParameterKey key) -> std::optional<std::int64_t> {
        return state.isSet(key) ? std::optional<std::int64_t>(state.integer(key)) : std::nullopt;
    };
    s.factor = real(RopeKeys::factor);
    s.originalMaxPositions = length(RopeKeys::originalMaxPositions);
    s.sequenceLength = length(RopeKeys::sequenceLength);
    s.lowFreqFactor = state.real(RopeKeys::lowFreqFactor);
    s.highFreqFactor = state.real(RopeKeys::highFreqFactor);
    s.betaFast = state.real(RopeKeys::betaFast);
    s.betaSlow = state.real(RopeKeys::betaSlow);
    s.mscale = real(RopeKeys::mscale);
    s.mscaleAllDim = real(RopeKeys::mscaleAllDim);
    s.attentionFactor = real(RopeKeys::attentionFactor);
    s.truncate = !state.flag(RopeKeys::noTruncate);
    // Lists that do not read are longrope's problem (coreProblem()); other scalings ignore them.
    for (const auto &[list, key] : {std::pair{&s.shortFactor, RopeKeys::shortFactor},
                                    std::pair{&s.longFactor, RopeKeys::longFactor}}) {
        try {
            *list = RopeContent::parseList(state.text(key), key);
        } catch (const pelab::Error &) {
            list->clear();
        }
    }
    return s;
}

pelab::RopeParameters RopeSpec::params(const TabState &state)
{
    pelab::RopeParameters p;
    p.dim = state.integer(RopeKeys::dim);
    p.positions = state.integer(RopeKeys::positions);
    p.start = state.integer(RopeKeys::start);
    p.base = state.real(RopeKeys::base);
    p.pairing = pelab::parsePairing(state.text(RopeKeys::pairing).toStdString())
                    .value_or(pelab::RopePairing::Interleaved);
    p.scaling = scaling(state);
    p.precision = pelab::parsePrecision(state.text(RopeKeys::precision).toStdString())
                      .value_or(pelab::Precision::F64);
    p.seed = std::uint64_t(state.integer(RopeKeys::seed));
    p.tolerance = RopeContent::parseTolerance(state.text(RopeKeys::tolerance));
    if (state.isSet(RopeKeys::maxOffset))
        p.maxOffset = state.integer(RopeKeys::maxOffset);
    p.keepScores = false;
    return p;
}

QString RopeSpec::setScaling(TabState &state, const pelab::RopeScaling &s)
{
    const auto optionalReal = [](const std::optional<double> &value) {
        return value ? QVariant(*value) : QVariant();
    };
    const auto optionalLength = [](const std::optional<std::int64_t> &value) {
        return value ? integer(*value) : QVariant();
    };
    const std::pair<ParameterKey, QVariant> values[] = {
        {RopeKeys::scaling, QString::fromUtf8(pelab::scalingName(s.type))},
        {RopeKeys::factor, optionalReal(s.factor)},
        {RopeKeys::originalMaxPositions, optionalLength(s.originalMaxPositions)},
        {RopeKeys::sequenceLength, optionalLength(s.sequenceLength)},
        {RopeKeys::lowFreqFactor, s.lowFreqFactor},
        {RopeKeys::highFreqFactor, s.highFreqFactor},
        {RopeKeys::betaFast, s.betaFast},
        {RopeKeys::betaSlow, s.betaSlow},
        {RopeKeys::mscale, optionalReal(s.mscale)},
        {RopeKeys::mscaleAllDim, optionalReal(s.mscaleAllDim)},
        {RopeKeys::attentionFactor, optionalReal(s.attentionFactor)},
        {RopeKeys::noTruncate, !s.truncate},
        {RopeKeys::shortFactor, listText(s.shortFactor)},
        {RopeKeys::longFactor, listText(s.longFactor)},
    };
    for (const auto &[key, value] : values) {
        const QString problem = state.set(key, value);
        if (!problem.isEmpty())
            return problem;
    }
    return {};
}

QString RopeSpec::coreProblem(const TabState &state) const
{
    try {
        pelab::RopeParameters p = params(state);
        pelab::validateRopeScalingValues(p.scaling);
        if (p.scaling.type == pelab::RopeScalingType::Longrope) {
            for (ParameterKey key : {RopeKeys::shortFactor, RopeKeys::longFactor})
                RopeContent::parseList(state.text(key), key);
        }
        RopeContent::resolve(state, p, false);
        const QString tolerance = RopeContent::toleranceProblem(state.text(RopeKeys::tolerance));
        if (!tolerance.isEmpty())
            throw pelab::Error(tolerance.toStdString());
        pelab::makeRopeSetup(p);
        RopeCheck::validate(state);
        RopeSequence::validate(state);
        pelab::validatePrecisionSweep(state.integer(RopeKeys::sweepPositions),
                                      state.integer(RopeKeys::sweepMaxPower));
        pelab::validateRopeWindowRow(RopeViews::windowRow(state, p.positions), p.positions);
    } catch (const pelab::Error &error) {
        return QString::fromUtf8(error.what());
    }
    return {};
}

std::shared_ptr<const TabResult> RopeSpec::compute(const TabState &state,
                                                   const TaskControl &control) const
{
    auto result = std::make_shared<RopeResult>();
    result->state = state;
    pelab::RopeParameters p = params(state);
    RopeContent::resolve(state, p, true); // files are read here, off the GUI thread
    std::optional<pelab::RopeAnalysis> analysis = pelab::analyzeRope(
        p, pelab::kDefaultMemoryLimit, [&control](double f) { return control.report(f); });
    if (!analysis)
        throw pelab::Error("cancelled");
    result->analysis = std::move(*analysis);
    result->distances = pelab::decayDistances(std::max<std::int64_t>(p.positions - 1, 256));
    result->decay = pelab::longTermDecay(result->analysis.frequencies.invFreq, result->distances);
    result->decayNone = pelab::longTermDecay(result->analysis.frequencies.base, result->distances);
    result->params = std::move(p);
    return result;
}

std::shared_ptr<const TabResult> RopeSpec::computeForTable(const TabState &state,
                                                           const QString &view,
                                                           const TaskControl &control) const
{
    // Each of these views' tables, stems and own computations reads the parameters, the setup
    // and the frequencies only (the score views compute their scores from the setup).
    static const QStringList light = {QStringLiteral("frequencies"), QStringLiteral("pairing"),
                                      QStringLiteral("positions"),   QStringLiteral("axes"),
                                      QStringLiteral("cos"),         QStringLiteral("sin"),
                                      QStringLiteral("layers"),      QStringLiteral("scores"),
                                      QStringLiteral("heatmap"),     QStringLiteral("precision")};
    if (!light.contains(view))
        return compute(state, control);
    auto result = std::make_shared<RopeResult>();
    result->state = state;
    pelab::RopeParameters p = params(state);
    RopeContent::resolve(state, p, true); // q and k checked as the whole computation checks them
    result->analysis.setup = pelab::makeRopeSetup(p, &result->analysis.frequencies);
    result->params = std::move(p);
    return result;
}

PELAB_REGISTER_TAB_SPEC(rope, RopeSpec)
