#include "sinusoidalspec.h"

#include "common/colormaps.h"
#include "similarity/similarityview.h"
#include "sinusoidal/sinusoidalprofiles.h"
#include "sinusoidal/sinusoidaltables.h"
#include "spec/tabregistration.h"

#include "error.h"

SinusoidalSpec::SinusoidalSpec() : TabSpec("sinusoidal", "SinusoidalSpec")
{
    const pelab::SinusoidalParams defaults;
    const pelab::CheckOptions checks;
    const QStringList tableViews{QStringLiteral("heatmap"), QStringLiteral("values")};
    addParameter(
        Parameter::integer(SinusoidalKeys::positions, defaults.positions, 1, pelab::kMaxPosition)
            .label(QT_TR_NOOP("&Positions:"))
            .help(QT_TR_NOOP("Number of positions n: the rows of the table."))
            .valueName("N"));
    addParameter(Parameter::integer(SinusoidalKeys::dim, defaults.dim, 2, pelab::kMaxSinusoidalDim)
                     .even()
                     .label(QT_TR_NOOP("&Dimensions:"))
                     .help(QT_TR_NOOP("Model width d (even): the columns of the table, d/2 "
                                      "sin/cos pairs."))
                     .valueName("D"));
    addParameter(Parameter::real(SinusoidalKeys::base, defaults.base, 1.0, qInf())
                     .aboveMinimum()
                     .decimals(3)
                     .label(QT_TR_NOOP("&Base:"))
                     .help(QT_TR_NOOP("Base of the frequencies ω_i = base^(−2i/d); 10000 in the "
                                      "paper."))
                     .valueName("B"));
    addParameter(
        Parameter::integer(SinusoidalKeys::start, defaults.start, 0, pelab::kMaxPosition - 1)
            .label(QT_TR_NOOP("&Start position:"))
            .help(QT_TR_NOOP("First position T0 of the table (rows are T0 … T0 + n − "
                             "1)."))
            .valueName("T0"));
    addParameter(
        Parameter::choice(
            SinusoidalKeys::layout,
            {{QStringLiteral("interleaved"), QT_TR_NOOP("Interleaved [sin, cos, sin, cos, …]")},
             {QStringLiteral("split"), QT_TR_NOOP("Split [sin … | cos …]")}},
            "interleaved")
            .label(QT_TR_NOOP("&Layout:"))
            .help(QT_TR_NOOP("Interleaved: the paper and the common PyTorch module. Split: "
                             "tensor2tensor's layout.")));
    addParameter(Parameter::integer(SinusoidalKeys::shift, checks.shift, 1, pelab::kMaxCheckShift)
                     .label(QT_TR_NOOP("Shift &k:"))
                     .help(QT_TR_NOOP("k of the rotation check PE(t+k) = M_k · PE(t)."))
                     .valueName("K"));
    addParameter(
        Parameter::integer(SinusoidalKeys::dotOffsets, checks.dotOffsets, 0, pelab::kMaxDotOffsets)
            .label(QT_TR_NOOP("Dot &offsets:"))
            .help(QT_TR_NOOP("Offsets Δ = 1 … D of the check PE(t)·PE(t+Δ) = Σ_i "
                             "cos(Δ·ω_i), which says the product depends on Δ alone."))
            .valueName("D"));
    addParameter(Parameter::choice(ColormapKeys::colormap, colormapChoices(), "viridis")
                     .stage(Parameter::Stage::Display)
                     .label(QT_TR_NOOP("&Colormap:"))
                     .help(QT_TR_NOOP("Colours of the heatmaps.")));
    addParameter(Parameter::choice(SinusoidalKeys::range,
                                   {{QStringLiteral("fixed"), QT_TR_NOOP("−1 … 1 (fixed)")},
                                    {QStringLiteral("data"), QT_TR_NOOP("Data min … max")}},
                                   "fixed")
                     .stage(Parameter::Stage::Display)
                     .views(tableViews)
                     .label(QT_TR_NOOP("Colour &range:"))
                     .help(QT_TR_NOOP("Value range of the colour bar of the encoding heatmap.")));
    addParameter(SimilarityView::measureParameter().views({QStringLiteral("similarity")}));

    addView({.name = QStringLiteral("heatmap"),
             .title = QT_TR_NOOP("Heat&map"),
             .summary = QT_TR_NOOP("the table PE(t)[j] as a heatmap: rows are positions, "
                                   "columns dimensions"),
             .table = &SinusoidalTables::values,
             .fileStem = &SinusoidalTables::stem});
    addView(SimilarityView::spec(
        [](const TabResult &result) {
            const auto &r = static_cast<const SinusoidalResult &>(result);
            return SimilarityView::Source{
                r.table, r.params.start, SinusoidalTables::title(r.params),
                QStringLiteral("sinusoidal"),
                QStringLiteral("%1x%2").arg(r.params.positions).arg(r.params.dim)};
        },
        QT_TR_NOOP("S&imilarity"),
        QT_TR_NOOP("PE·PEᵀ, the cosine similarity or the distance ‖PE(t) − PE(s)‖ between every "
                   "two positions")));
    addView({.name = QStringLiteral("values"),
             .title = QT_TR_NOOP("Val&ues"),
             .summary = QT_TR_NOOP("the table itself, one row per position (its figure is the "
                                   "heatmap)"),
             .table = &SinusoidalTables::values,
             .fileStem = &SinusoidalTables::stem});
    addView({.name = QStringLiteral("pairs"),
             .title = QT_TR_NOOP("P&airs"),
             .summary = QT_TR_NOOP("per pair: ω_i, the wavelength 2π/ω_i, the denominator "
                                   "base^(2i/d) and its two columns"),
             .hasFigure = false,
             .table = &SinusoidalTables::pairs,
             .fileStem = &SinusoidalTables::pairsStem});
    addView({.name = QStringLiteral("residual"),
             .title = QT_TR_NOOP("Shift r&esidual"),
             .summary = QT_TR_NOOP("the residual of PE(t+k) = M_k·PE(t) against t, largest over "
                                   "the pairs"),
             .table = &SinusoidalTables::residual,
             .fileStem = &SinusoidalTables::residualStem});
    for (const RelativeProfile &profile : SinusoidalProfiles::all())
        addProfile(profile);
}

QString SinusoidalSpec::title() const
{
    return tr("Sinusoidal");
}

QString SinusoidalSpec::summary() const
{
    return tr("Fixed sinusoidal position encoding (Vaswani et al. 2017): table, checks, figure");
}

QString SinusoidalSpec::busyText() const
{
    return tr("Computing the sinusoidal table…");
}

pelab::SinusoidalParams SinusoidalSpec::params(const TabState &state)
{
    pelab::SinusoidalParams p;
    p.positions = state.integer(SinusoidalKeys::positions);
    p.dim = state.integer(SinusoidalKeys::dim);
    p.base = state.real(SinusoidalKeys::base);
    p.start = state.integer(SinusoidalKeys::start);
    p.layout = pelab::parseLayout(state.text(SinusoidalKeys::layout).toStdString())
                   .value_or(pelab::Layout::Interleaved);
    return p;
}

pelab::CheckOptions SinusoidalSpec::checkOptions(const TabState &state)
{
    pelab::CheckOptions options;
    options.shift = state.integer(SinusoidalKeys::shift);
    options.dotOffsets = state.integer(SinusoidalKeys::dotOffsets);
    return options;
}

QString SinusoidalSpec::coreProblem(const TabState &state) const
{
    try {
        pelab::validate(params(state), ~std::uint64_t(0));
        pelab::validate(checkOptions(state));
    } catch (const pelab::Error &error) {
        return QString::fromUtf8(error.what());
    }
    return {};
}

std::shared_ptr<const TabResult> SinusoidalSpec::compute(const TabState &state,
                                                         const TaskControl &) const
{
    auto result = std::make_shared<SinusoidalResult>();
    result->state = state;
    result->params = params(state);
    result->options = checkOptions(state);
    auto table = std::make_shared<const pelab::Matrix>(pelab::sinusoidalTable(result->params));
    result->checks = pelab::checkSinusoidal(*table, result->params, result->options);
    result->pairs = pelab::pairTable(result->params);
    result->table = std::move(table);
    return result;
}

PELAB_REGISTER_TAB_SPEC(sinusoidal, SinusoidalSpec)
