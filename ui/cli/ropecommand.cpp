#include "ropecommand.h"

#include "clierror.h"
#include "clipresets.h"
#include "clivalues.h"
#include "figures/heatmapwidget.h"
#include "jsonwriter.h"
#include "rope/ropefigure.h"

#include "error.h"

#include <QCommandLineParser>

#include <memory>

namespace {

QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

} // namespace

QString RopeCommand::name() const
{
    return QStringLiteral("rope");
}

QString RopeCommand::summary() const
{
    return tr("RoPE (Su et al. 2021): score matrix, relative-invariance and rotation checks, "
              "scalings, precision");
}

QString RopeCommand::synopsis() const
{
    return tr("--dim D --positions N [--start T0] [--base B] [--pairing interleaved|half] "
              "[--scaling none|linear|dynamic|yarn|llama3] [--factor F] [--precision "
              "f64|f32|bf16|f16] [--seed S | --q FILE --k FILE] [options]");
}

QString RopeCommand::description() const
{
    return tr("Rotates fixed content vectors q and k to every position t, s of [T0, T0 + N)\n"
              "and computes a(t, s) = q_t·k_s/sqrt(d) with a GEMM. Checks that the scores depend\n"
              "only on s - t: for each offset the spread (max - min) of a(t, t + offset) over\n"
              "t (max_invariance_error, with where it occurs), and max |R_t^T R_s - R_(s-t)|\n"
              "(max_rotation_error). In precision f32, bf16 or f16 the position, theta_i and\n"
              "the angle are rounded to it, then cos/sin and the rotated vectors; the dot\n"
              "products accumulate in float64. Scalings follow Hugging Face's rope_scaling:\n"
              "linear, dynamic and yarn need --factor; llama3 defaults to factor 8, 1, 4, 8192.\n"
              "q and k: seeded standard normals (--seed, the same on every platform), or a CSV\n"
              "row / 1-D .npy of d values each (--q, --k). CSV/.npy hold the N x N scores (row\n"
              "t, column s, both from T0); figures show their heatmap.");
}

QString RopeCommand::examples() const
{
    return QStringLiteral(
        "  pelab-cli rope --dim 128 --positions 512 --json\n"
        "  pelab-cli rope --dim 128 --positions 256 --start 1048576 --precision bf16 --json\n"
        "  pelab-cli rope --dim 128 --positions 1024 --scaling yarn --factor 4 "
        "--original-max-positions 4096 --npy scores.npy --png scores.png\n");
}

void RopeCommand::addOptions(QCommandLineParser &parser) const
{
    parser.addOptions({
        {QStringLiteral("dim"), tr("Head dimension d, even, 2 … 8192 (required)."),
         QStringLiteral("D")},
        {QStringLiteral("positions"),
         tr("Number of positions N, 1 … 32768; up to 1048576 with --max-offset (required)."),
         QStringLiteral("N")},
        {QStringLiteral("start"), tr("First position T0 (default 0)."), QStringLiteral("T0")},
        {QStringLiteral("base"), tr("Base of θ_i = base^(-2i/d) (default 10000)."),
         QStringLiteral("B")},
        {QStringLiteral("pairing"),
         tr("interleaved: dims (2i, 2i+1) (default); half: dims (i, i+d/2), rotate_half."),
         QStringLiteral("NAME")},
        {QStringLiteral("scaling"), tr("none (default), linear, dynamic, yarn or llama3."),
         QStringLiteral("TYPE")},
        {QStringLiteral("factor"), tr("rope_scaling factor (llama3: default 8)."),
         QStringLiteral("F")},
        {QStringLiteral("original-max-positions"),
         tr("original_max_position_embeddings (default 2048; llama3 8192)."), QStringLiteral("L")},
        {QStringLiteral("sequence-length"), tr("dynamic: the sequence length L (default T0 + N)."),
         QStringLiteral("L")},
        {QStringLiteral("low-freq-factor"), tr("llama3: low_freq_factor (default 1)."),
         QStringLiteral("X")},
        {QStringLiteral("high-freq-factor"), tr("llama3: high_freq_factor (default 4)."),
         QStringLiteral("X")},
        {QStringLiteral("beta-fast"), tr("yarn: beta_fast (default 32)."), QStringLiteral("X")},
        {QStringLiteral("beta-slow"), tr("yarn: beta_slow (default 1)."), QStringLiteral("X")},
        {QStringLiteral("precision"), tr("f64 (default), f32, bf16 or f16."), QStringLiteral("P")},
        {QStringLiteral("seed"), tr("Seed of the random q and k (default 0)."),
         QStringLiteral("S")},
        {QStringLiteral("q"), tr("q from a file: a CSV row or a 1-D .npy of d values."),
         QStringLiteral("FILE")},
        {QStringLiteral("k"), tr("k from a file: a CSV row or a 1-D .npy of d values."),
         QStringLiteral("FILE")},
        {QStringLiteral("tolerance"),
         tr("Tolerance of the invariance verdict (default: the precision's own level)."),
         QStringLiteral("X")},
        {QStringLiteral("max-offset"),
         tr("Check the invariance for offsets |s - t| ≤ D only, 1 … N (default: every "
            "offset); the work is then O(N·D·d)."),
         QStringLiteral("D")},
        {QStringLiteral("colormap"),
         tr("Heatmap colours: rdbu (default), viridis, cividis, magma, grey."),
         QStringLiteral("NAME")},
    });
    RopeModelOptions::addTo(parser);
}

void RopeCommand::readScaling(const QCommandLineParser &parser, pelab::RopeScaling &scaling)
{
    if (parser.isSet(QStringLiteral("scaling"))) {
        const QString text = parser.value(QStringLiteral("scaling"));
        const auto type = pelab::parseScaling(text.toStdString());
        if (!type)
            throw CliError(tr("unknown scaling '%1' (expected none, linear, dynamic, yarn or "
                              "llama3)")
                               .arg(text));
        scaling.type = *type;
    }
    if (parser.isSet(QStringLiteral("factor")))
        scaling.factor = CliValues::real(parser, QStringLiteral("factor"), 1.0);
    if (parser.isSet(QStringLiteral("original-max-positions")))
        scaling.originalMaxPositions =
            CliValues::int64(parser, QStringLiteral("original-max-positions"), 0);
    if (parser.isSet(QStringLiteral("sequence-length")))
        scaling.sequenceLength = CliValues::int64(parser, QStringLiteral("sequence-length"), 0);
    scaling.lowFreqFactor =
        CliValues::real(parser, QStringLiteral("low-freq-factor"), scaling.lowFreqFactor);
    scaling.highFreqFactor =
        CliValues::real(parser, QStringLiteral("high-freq-factor"), scaling.highFreqFactor);
    scaling.betaFast = CliValues::real(parser, QStringLiteral("beta-fast"), scaling.betaFast);
    scaling.betaSlow = CliValues::real(parser, QStringLiteral("beta-slow"), scaling.betaSlow);
}

void RopeCommand::prepare(const QCommandLineParser &parser)
{
    m_model.read(parser);
    if (m_model.listPresets())
        return;
    // A model config or a compared table sets the defaults; the options override them.
    m_model.applyTo(m_params);
    const bool model = m_model.config().has_value();
    if (!model || parser.isSet(QStringLiteral("dim")))
        m_params.dim = CliValues::requiredInt64(parser, QStringLiteral("dim"));
    if (!(model || m_model.comparing()) || parser.isSet(QStringLiteral("positions")))
        m_params.positions = CliValues::requiredInt64(parser, QStringLiteral("positions"));
    else if (m_model.comparedPositions() > 0)
        m_params.positions = m_model.comparedPositions();
    m_params.start = CliValues::int64(parser, QStringLiteral("start"), 0);
    m_params.base = CliValues::real(parser, QStringLiteral("base"), m_params.base);
    if (parser.isSet(QStringLiteral("pairing"))) {
        const QString text = parser.value(QStringLiteral("pairing"));
        const auto pairing = pelab::parsePairing(text.toStdString());
        if (!pairing)
            throw CliError(tr("unknown pairing '%1' (expected interleaved or half)").arg(text));
        m_params.pairing = *pairing;
    }
    readScaling(parser, m_params.scaling);
    if (parser.isSet(QStringLiteral("precision"))) {
        const QString text = parser.value(QStringLiteral("precision"));
        const auto precision = pelab::parsePrecision(text.toStdString());
        if (!precision)
            throw CliError(tr("unknown precision '%1' (expected f64, f32, bf16 or f16)").arg(text));
        m_params.precision = *precision;
    }
    const bool files = parser.isSet(QStringLiteral("q")) || parser.isSet(QStringLiteral("k"));
    if (files && parser.isSet(QStringLiteral("seed")))
        throw CliError(tr("--seed and --q/--k exclude each other"));
    if (files && !(parser.isSet(QStringLiteral("q")) && parser.isSet(QStringLiteral("k"))))
        throw CliError(tr("--q and --k go together: give both files"));
    const std::int64_t seed = CliValues::int64(parser, QStringLiteral("seed"), 0);
    if (seed < 0)
        throw CliError(tr("--seed must be ≥ 0 (got %1)").arg(seed));
    m_params.seed = std::uint64_t(seed);
    m_qFile = parser.value(QStringLiteral("q"));
    m_kFile = parser.value(QStringLiteral("k"));
    if (parser.isSet(QStringLiteral("tolerance")))
        m_params.tolerance = CliValues::real(parser, QStringLiteral("tolerance"), 0.0);
    if (parser.isSet(QStringLiteral("max-offset")))
        m_params.maxOffset = CliValues::int64(parser, QStringLiteral("max-offset"), 0);
    // Only the CSV/.npy and the figures need the N × N scores; the report is tiled.
    m_params.keepScores = !CliOutputOptions::fromParser(parser).files.isEmpty();
    if (parser.isSet(QStringLiteral("colormap"))) {
        const QString text = parser.value(QStringLiteral("colormap"));
        const std::optional<Colormap> colormap = parseColormap(text);
        if (!colormap)
            throw CliError(tr("unknown colormap '%1' (expected viridis, rdbu, cividis, magma "
                              "or grey)")
                               .arg(text));
        m_colormap = *colormap;
    }
    try {
        if (files) {
            m_params.q = pelab::readRopeVector(m_qFile.toStdString(), m_params.dim, "q");
            m_params.k = pelab::readRopeVector(m_kFile.toStdString(), m_params.dim, "k");
        }
        pelab::makeRopeSetup(m_params);
        if (m_params.keepScores)
            pelab::checkMatrixAllocation(std::uint64_t(m_params.positions),
                                         std::uint64_t(m_params.positions + 2 * m_params.dim),
                                         pelab::kDefaultMemoryLimit, "the RoPE score matrix");
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
}

int RopeCommand::run(const CliOutputOptions &outputs)
{
    if (m_model.listPresets()) {
        CliPresets::print(pelab::PresetFamily::Rope);
        return 0;
    }
    const std::optional<pelab::RopeComparison> comparison = m_model.compare(m_params);
    std::optional<pelab::RopeAnalysis> analysis;
    try {
        analysis = pelab::analyzeRope(m_params);
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
    ExportTable table;
    if (analysis->scores)
        table = RopeFigure::scoresTable(analysis->scores, m_params.start);
    std::unique_ptr<HeatmapWidget> heatmap;
    if (outputs.needsFigure()) {
        heatmap = std::make_unique<HeatmapWidget>();
        RopeFigure::configureHeatmap(*heatmap, *analysis, m_colormap);
        heatmap->setMatrix(analysis->scores, double(m_params.start), double(m_params.start));
    }
    writeOutputs(outputs, table, heatmap.get(), RopeFigure::heatmapTitle(*analysis),
                 [&](JsonWriter &json) {
                     report(json, *analysis);
                     m_model.report(json, comparison);
                 });
    return 0;
}

void RopeCommand::report(JsonWriter &json, const pelab::RopeAnalysis &a) const
{
    const pelab::RopeFrequencies &f = a.frequencies;
    const pelab::InvarianceReport &inv = a.invariance;
    json.add("command", "rope");
    json.add("dim", m_params.dim);
    json.add("rotary_dim", m_params.dim);
    json.add("positions", m_params.positions);
    json.add("start", m_params.start);
    json.add("base", m_params.base);
    json.add("pairing", fromStd(pelab::pairingName(m_params.pairing)));
    json.add("precision", fromStd(pelab::precisionName(m_params.precision)));
    if (m_params.q) {
        json.add("q_file", m_qFile);
        json.add("k_file", m_kFile);
    } else {
        json.add("seed", std::int64_t(m_params.seed));
    }
    json.beginObject("scaling");
    json.add("rope_type", fromStd(pelab::scalingName(m_params.scaling.type)));
    if (m_params.scaling.type != pelab::RopeScalingType::None) {
        json.add("factor", f.factor);
        json.add("original_max_position_embeddings", f.originalMaxPositions);
    }
    switch (m_params.scaling.type) {
    case pelab::RopeScalingType::Dynamic:
        json.add("sequence_length", f.sequenceLength);
        json.add("effective_base", f.effectiveBase);
        break;
    case pelab::RopeScalingType::Yarn:
        json.add("beta_fast", m_params.scaling.betaFast);
        json.add("beta_slow", m_params.scaling.betaSlow);
        json.add("correction_low", f.yarnLow);
        json.add("correction_high", f.yarnHigh);
        json.add("truncate", m_params.scaling.truncate);
        if (m_params.scaling.mscale)
            json.add("mscale", *m_params.scaling.mscale);
        if (m_params.scaling.mscaleAllDim)
            json.add("mscale_all_dim", *m_params.scaling.mscaleAllDim);
        break;
    case pelab::RopeScalingType::Longrope:
        json.add("sequence_length", f.sequenceLength);
        json.add("long_factor_used", f.longFactors);
        break;
    case pelab::RopeScalingType::Llama3:
        json.add("low_freq_factor", m_params.scaling.lowFreqFactor);
        json.add("high_freq_factor", m_params.scaling.highFreqFactor);
        break;
    default:
        break;
    }
    json.endObject();
    json.add("attention_factor", f.attentionFactor);
    json.beginArray("inv_freq");
    for (double theta : f.invFreq)
        json.add({}, theta);
    json.endArray();
    json.add("max_offset", inv.maxOffset);
    json.add("max_invariance_error", inv.maxError);
    json.add("invariance_tolerance", a.tolerance);
    json.add("invariant", a.invariant);
    json.add("worst_offset", inv.worstOffset);
    json.add("worst_offset_min_t", inv.worstMinT);
    json.add("worst_offset_max_t", inv.worstMaxT);
    json.add("max_exact_error", inv.maxExactError);
    json.add("exact_error_t", inv.exactWorstT);
    json.add("exact_error_s", inv.exactWorstS);
    json.add("max_rotation_error", a.rotation.maxError);
    json.add("rotation_error_t", a.rotation.worstT);
    json.add("rotation_error_s", a.rotation.worstS);
    json.add("rotation_error_pair", a.rotation.worstPair);
    json.add("rotation_rows_checked", a.rotation.rowsChecked);
    json.add("score_scale", pelab::scoreScale(a.setup));
    json.add("non_finite_scores", std::int64_t(inv.nonFinite));
    json.add("overflowed_positions", a.overflowedPositions);
    json.add("distinct_positions", a.distinctPositions);
    json.beginArray("half_to_interleaved");
    for (std::int64_t p : pelab::halfToInterleavedPermutation(m_params.dim))
        json.add({}, p);
    json.endArray();
}
