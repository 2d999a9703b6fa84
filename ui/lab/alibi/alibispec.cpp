#include "alibispec.h"

#include "alibi/alibicheck.h"
#include "alibi/alibiprofiles.h"
#include "spec/tabregistration.h"

#include "alibi/alibicustomslopes.h"
#include "alibi/alibiviews.h"
#include "common/colormaps.h"
#include "task/taskcontrol.h"

#include "error.h"

namespace {} // namespace

AlibiSpec::AlibiSpec() : TabSpec("alibi", "AlibiSpec")
{
    const QStringList heatmap{QStringLiteral("heatmap")};
    addParameter(
        Parameter::choice(
            AlibiKeys::rule,
            {{QStringLiteral("official"), QT_TR_NOOP("Official (reference code)")},
             {QStringLiteral("paper"), QT_TR_NOOP("Paper text: geometric from 2^(−8/H)")},
             {QStringLiteral("mpt"), QT_TR_NOOP("MPT: 2^(−m·B/H′), alibi_bias_max B")},
             {QStringLiteral("custom"), QT_TR_NOOP("Custom (entered below)")}},
            "official")
            .label(QT_TR_NOOP("Slope &rule:"))
            .help(QT_TR_NOOP("How the head slopes m_h are chosen: the reference code, the "
                             "paper's text (the two differ when H is not a power of two), MPT's "
                             "rule with alibi_bias_max B, or typed by hand.")));
    addParameter(Parameter::integer(AlibiKeys::heads, 12, 1, pelab::kMaxAlibiHeads)
                     .label(QT_TR_NOOP("H&eads H:"))
                     .help(QT_TR_NOOP("Number of attention heads H (custom slopes: their "
                                      "number)."))
                     .valueName("H"));
    addParameter(Parameter::real(AlibiKeys::alibiBiasMax, pelab::kDefaultAlibiBiasMax, 0.0, qInf())
                     .aboveMinimum()
                     .decimals(3)
                     .label(QT_TR_NOOP("alibi_bias_max B:"))
                     .help(QT_TR_NOOP("The mpt rule's B (MPT's attn_config.alibi_bias_max): "
                                      "slopes 2^(−m·B/H′); with 8 they are the official "
                                      "slopes."))
                     .valueName("B"));
    addParameter(Parameter::text(AlibiKeys::slopes)
                     .label(QT_TR_NOOP("C&ustom slopes:"))
                     .help(QT_TR_NOOP("The custom rule's slopes, one per head (at least 0), "
                                      "separated by commas or spaces; H is their number."))
                     .valueName("LIST"));
    addParameter(Parameter::integer(AlibiKeys::positions, 512, 1, pelab::kMaxAlibiPositions)
                     .label(QT_TR_NOOP("&Positions N:"))
                     .help(QT_TR_NOOP("Sequence length N: queries and keys 0 … N − 1."))
                     .valueName("N"));
    addParameter(Parameter::flag(AlibiKeys::bidirectional)
                     .label(QT_TR_NOOP("Bidirectional (&no causal mask)"))
                     .help(QT_TR_NOOP("No mask: every key is visible to every query. Otherwise "
                                      "causal: a query attends only to itself and earlier keys "
                                      "(s ≤ t).")));
    addParameter(
        Parameter::choice(AlibiKeys::content,
                          {{QStringLiteral("zero"), QT_TR_NOOP("Zero (position prior only)")},
                           {QStringLiteral("random"), QT_TR_NOOP("Seeded random q, k")}},
                          "zero")
            .label(QT_TR_NOOP("C&ontent scores:"))
            .help(QT_TR_NOOP("Content scores q_t·k_s/√d_k added to the bias before the "
                             "softmax; the same for every head.")));
    addParameter(Parameter::integer(AlibiKeys::seed, 42, 0, pelab::kMaxAlibiSeed)
                     .label(QT_TR_NOOP("See&d:"))
                     .help(QT_TR_NOOP("Seed of the portable generator: the same seed gives the "
                                      "same q and k on every platform."))
                     .valueName("S"));
    addParameter(Parameter::integer(AlibiKeys::headDim, 64, 1, pelab::kMaxAlibiHeadDim)
                     .label(QT_TR_NOOP("Head &width d_k:"))
                     .help(QT_TR_NOOP("Head width d_k of the random q and k."))
                     .valueName("D"));
    addParameter(Parameter::integer(AlibiKeys::head, 1, 1, pelab::kMaxAlibiHeads)
                     .stage(Parameter::Stage::View)
                     .views({QStringLiteral("heatmap"), QStringLiteral("check")})
                     .label(QT_TR_NOOP("Heatmap head:"))
                     .help(QT_TR_NOOP("The head whose bias the heatmap shows, and whose N × N "
                                      "bias the check compares, 1 … H."))
                     .valueName("h"));
    addParameter(Parameter::integer(AlibiKeys::query, 0, 0, pelab::kMaxAlibiPositions - 1)
                     .optional(QT_TR_NOOP("last row"))
                     .automaticByDefault()
                     .stage(Parameter::Stage::View)
                     .views({QStringLiteral("attention")})
                     .label(QT_TR_NOOP("&Query row t:"))
                     .help(QT_TR_NOOP("The query row t whose attention weights are charted, "
                                      "0 … N − 1; automatic: the last row."))
                     .valueName("T"));
    const QStringList extrapolation{QStringLiteral("extrapolation")};
    addParameter(Parameter::integer(AlibiKeys::train, 512, 1, pelab::kMaxAlibiLength - 1)
                     .stage(Parameter::Stage::View)
                     .views(extrapolation)
                     .label(QT_TR_NOOP("L_&train:"))
                     .help(QT_TR_NOOP("Training length L_train: the longest distance seen in "
                                      "training is L_train − 1."))
                     .valueName("L"));
    addParameter(Parameter::integer(AlibiKeys::infer, 2048, 2, pelab::kMaxAlibiLength)
                     .stage(Parameter::Stage::View)
                     .views(extrapolation)
                     .label(QT_TR_NOOP("L_&infer:"))
                     .help(QT_TR_NOOP("Inference length L_infer, greater than L_train."))
                     .valueName("L"));
    for (Parameter parameter : AlibiCheck::parameters())
        addParameter(std::move(parameter));
    addParameter(Parameter::choice(ColormapKeys::colormap, colormapChoices(), "viridis")
                     .stage(Parameter::Stage::Display)
                     .views(heatmap)
                     .label(QT_TR_NOOP("&Colormap:"))
                     .help(QT_TR_NOOP("Colours of the bias heatmap.")));

    addView(AlibiViews::slopes());
    addView(AlibiViews::heatmap());
    addView(AlibiViews::biasChart());
    addView(AlibiViews::attention());
    addView(AlibiViews::span());
    addView(AlibiViews::extrapolation());
    addView(AlibiViews::check());
    for (const RelativeProfile &profile : AlibiProfiles::all())
        addProfile(profile);
}

QString AlibiSpec::title() const
{
    return tr("ALiBi");
}

QString AlibiSpec::summary() const
{
    return tr("ALiBi (Press et al. 2022): head slopes, effective spans, bias matrix and figure");
}

QString AlibiSpec::busyText() const
{
    return tr("Computing the ALiBi slopes and spans…");
}

pelab::SlopeRule AlibiSpec::rule(const TabState &state)
{
    return pelab::parseSlopeRule(state.text(AlibiKeys::rule).toStdString())
        .value_or(pelab::SlopeRule::Official);
}

std::vector<double> AlibiSpec::slopes(const TabState &state)
{
    const pelab::SlopeRule r = rule(state);
    if (r == pelab::SlopeRule::Custom)
        return parseCustomSlopes(state.text(AlibiKeys::slopes));
    return pelab::slopesFor(r, state.integer(AlibiKeys::heads),
                            state.real(AlibiKeys::alibiBiasMax));
}

std::int64_t AlibiSpec::headCount(const TabState &state)
{
    if (rule(state) != pelab::SlopeRule::Custom)
        return state.integer(AlibiKeys::heads);
    try {
        return std::int64_t(parseCustomSlopes(state.text(AlibiKeys::slopes)).size());
    } catch (const pelab::Error &) {
        return 0;
    }
}

std::int64_t AlibiSpec::query(const TabState &state)
{
    return state.isSet(AlibiKeys::query) ? state.integer(AlibiKeys::query)
                                         : state.integer(AlibiKeys::positions) - 1;
}

QString AlibiSpec::coreProblem(const TabState &state) const
{
    try {
        pelab::validateHeads(state.integer(AlibiKeys::heads));
        pelab::validateAlibiBiasMax(state.real(AlibiKeys::alibiBiasMax));
        const std::int64_t heads = std::int64_t(slopes(state).size());
        const std::int64_t positions = state.integer(AlibiKeys::positions);
        pelab::validateContent(positions, state.integer(AlibiKeys::headDim),
                               state.integer(AlibiKeys::seed));
        pelab::validateLengths(state.integer(AlibiKeys::train), state.integer(AlibiKeys::infer));
        const std::int64_t head = state.integer(AlibiKeys::head);
        if (head < 1 || head > heads)
            return tr("head must be 1 … %1, the number of heads (got %2)").arg(heads).arg(head);
        const std::int64_t query = AlibiSpec::query(state);
        if (query < 0 || query >= positions)
            return tr("query must be 0 … %1, the last position (got %2)")
                .arg(positions - 1)
                .arg(query);
    } catch (const pelab::Error &error) {
        return QString::fromUtf8(error.what());
    }
    return {};
}

std::shared_ptr<const TabResult> AlibiSpec::compute(const TabState &state,
                                                    const TaskControl &control) const
{
    auto result = std::make_shared<AlibiResult>();
    result->state = state;
    result->rule = rule(state);
    result->alibiBiasMax = state.real(AlibiKeys::alibiBiasMax);
    result->positions = state.integer(AlibiKeys::positions);
    result->causal = !state.flag(AlibiKeys::bidirectional);
    result->slopes = slopes(state);
    const std::int64_t heads = result->heads();
    result->official = pelab::officialSlopes(heads);
    result->paper = pelab::paperSlopes(heads);
    // O(H·N): a report after each head, so that a long computation can be cancelled.
    for (std::size_t h = 0; h < result->slopes.size(); ++h) {
        if (!control.report(double(h) / double(heads)))
            throw pelab::Error("cancelled");
        result->spans.push_back(pelab::effectiveSpan(result->slopes[h], result->positions));
    }
    result->content = state.text(AlibiKeys::content) == QLatin1String("random")
                          ? std::make_shared<const pelab::ContentScores>(
                                result->positions, state.integer(AlibiKeys::headDim),
                                std::uint64_t(state.integer(AlibiKeys::seed)))
                          : std::make_shared<const pelab::ContentScores>();
    return result;
}

PELAB_REGISTER_TAB_SPEC(alibi, AlibiSpec)
