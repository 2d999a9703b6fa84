#include "alibicommand.h"

#include "alibi/alibifigure.h"
#include "clierror.h"
#include "clipresets.h"
#include "clivalues.h"
#include "figures/heatmapwidget.h"
#include "figures/linechartwidget.h"
#include "jsonwriter.h"

#include "error.h"

#include <qcustomplot.h>

#include <QChart>
#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>

#include <memory>

namespace {

QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

} // namespace

QString AlibiCommand::name() const
{
    return QStringLiteral("alibi");
}

QString AlibiCommand::summary() const
{
    return tr("ALiBi (Press et al. 2022): head slopes, effective spans, bias matrix and figure");
}

QString AlibiCommand::synopsis() const
{
    return tr("--heads H --positions N [--rule official|paper|mpt] [--alibi-bias-max B] "
              "[--config FILE] [--compare FILE [--compare-tensor NAME]] [--head h] "
              "[--causal|--bidirectional] [options]");
}

QString AlibiCommand::description() const
{
    return tr("Computes the ALiBi slopes m_h of H heads, by the reference code (official) or\n"
              "the paper's text (paper: the geometric sequence from 2^(-8/H)), each head's\n"
              "effective span (the smallest distance D holding 90 % of the last query's\n"
              "attention, causal, zero content) and the bias -m_h*|t - s| over N positions.\n"
              "With --head h the CSV/.npy hold that head's N x N bias (every cell) and the\n"
              "figure is its heatmap; without it the CSV holds the slope table and the figure\n"
              "is the bias against distance for every head.\n"
              "--rule mpt is MPT's rule: 2^(-m*B/H') for m = 1 ... H', H' the next power of\n"
              "two, the odd-indexed slopes then the even-indexed ones, the first H; B is\n"
              "--alibi-bias-max (default 8, where it equals the official rule).\n"
              "--config reads H, the rule and B from a model's config.json (BLOOM n_head,\n"
              "MPT n_heads and attn_config.alibi_bias_max, Falcon with alibi true) and N from\n"
              "its training length; every option given explicitly overrides the config.\n"
              "--compare checks an implementation's slopes (H values) or bias (one head's\n"
              "N x N with --head h, or every head's, stacked as (H*N) x N) from a .npy, CSV or\n"
              "safetensors file against these slopes: errors, a verdict at the file's\n"
              "precision and the likely cause, in the JSON report's \"comparison\".");
}

QString AlibiCommand::examples() const
{
    return QStringLiteral(
        "  pelab-cli alibi --heads 12 --positions 1024 --json\n"
        "  pelab-cli alibi --heads 20 --positions 512 --rule paper --csv slopes.csv\n"
        "  pelab-cli alibi --heads 8 --positions 256 --head 3 --npy bias.npy --png bias.png\n"
        "  pelab-cli alibi --config mpt-7b/config.json --compare slopes.npy --json\n"
        "  pelab-cli alibi --heads 12 --positions 64 --rule mpt --alibi-bias-max 16 --json\n");
}

void AlibiCommand::addOptions(QCommandLineParser &parser) const
{
    parser.addOptions({
        {QStringLiteral("heads"), tr("Number of heads H, at least 1 (required)."),
         QStringLiteral("H")},
        {QStringLiteral("positions"), tr("Sequence length N, at least 1 (required)."),
         QStringLiteral("N")},
        {QStringLiteral("rule"),
         tr("official: the reference code's slopes (default); paper: the geometric sequence "
            "from 2^(-8/H) of the paper's text; mpt: MPT's rule with --alibi-bias-max."),
         QStringLiteral("RULE")},
        {QStringLiteral("alibi-bias-max"),
         tr("The mpt rule's B (MPT's attn_config.alibi_bias_max), above 0; default 8."),
         QStringLiteral("B")},
        {QStringLiteral("preset"), tr("A shipped model configuration (see --list-presets)."),
         QStringLiteral("NAME")},
        {QStringLiteral("list-presets"), tr("Print the ALiBi presets, one a line, and exit.")},
        {QStringLiteral("config"),
         tr("A model's config.json (BLOOM, MPT, Falcon with ALiBi): heads, rule, B and N."),
         QStringLiteral("FILE")},
        {QStringLiteral("compare"),
         tr("Check an implementation's slopes or bias (.npy, CSV, safetensors) against the "
            "slopes."),
         QStringLiteral("FILE")},
        {QStringLiteral("compare-tensor"),
         tr("safetensors: the tensor of --compare to read (required when it holds several)."),
         QStringLiteral("NAME")},
        {QStringLiteral("head"), tr("Head h (1 … H): write its N x N bias and draw its heatmap."),
         QStringLiteral("h")},
        {QStringLiteral("causal"), tr("Causal mask, keys s <= t (default).")},
        {QStringLiteral("bidirectional"), tr("No mask: every key is visible.")},
        {QStringLiteral("colormap"),
         tr("Heatmap colours: viridis (default), rdbu, cividis, magma, grey."),
         QStringLiteral("NAME")},
    });
}

void AlibiCommand::prepare(const QCommandLineParser &parser)
{
    m_listPresets = parser.isSet(QStringLiteral("list-presets"));
    if (m_listPresets)
        return;
    readConfig(parser);
    const auto override = [&](const std::string &value, const std::string &option) {
        if (m_config)
            m_config->setSource(value, option);
    };
    if (parser.isSet(QStringLiteral("heads")) || !m_config) {
        m_heads = CliValues::requiredInt64(parser, QStringLiteral("heads"));
        override("heads", "--heads");
    } else {
        m_heads = m_config->heads;
    }
    if (parser.isSet(QStringLiteral("positions")) || !m_config) {
        m_positions = CliValues::requiredInt64(parser, QStringLiteral("positions"));
        override("positions", "--positions");
    } else if (m_config->trainLength > 0) {
        m_positions = m_config->trainLength;
    } else {
        throw CliError(tr("missing required option --positions (%1 names no training length)")
                           .arg(m_configFile));
    }
    readRule(parser);
    if (parser.isSet(QStringLiteral("rule")))
        override("rule", "--rule");
    if (m_rule != pelab::SlopeRule::Mpt && m_config)
        std::erase_if(m_config->sources, [](const auto &e) { return e.first == "alibi_bias_max"; });
    else if (parser.isSet(QStringLiteral("alibi-bias-max")))
        override("alibi_bias_max", "--alibi-bias-max");
    else if (m_config && m_config->rule != pelab::SlopeRule::Mpt)
        override("alibi_bias_max", "default (8)");
    if (parser.isSet(QStringLiteral("causal")) && parser.isSet(QStringLiteral("bidirectional")))
        throw CliError(tr("--causal and --bidirectional exclude each other"));
    m_causal = !parser.isSet(QStringLiteral("bidirectional"));
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
        m_slopes = pelab::slopesFor(m_rule, m_heads, m_biasMax);
        pelab::validatePositions(m_positions);
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
    if (parser.isSet(QStringLiteral("head"))) {
        const std::int64_t head = CliValues::int64(parser, QStringLiteral("head"), 0);
        if (head < 1 || head > m_heads)
            throw CliError(
                tr("--head must be 1 … %1, the number of heads (got %2)").arg(m_heads).arg(head));
        m_head = int(head);
        try {
            pelab::checkMatrixAllocation(std::uint64_t(m_positions), std::uint64_t(m_positions),
                                         pelab::kDefaultMemoryLimit, "the ALiBi bias matrix");
        } catch (const pelab::Error &error) {
            throw CliError(QString::fromUtf8(error.what()));
        }
    }
    readComparison(parser);
}

void AlibiCommand::readConfig(const QCommandLineParser &parser)
{
    const bool preset = parser.isSet(QStringLiteral("preset"));
    if (preset && parser.isSet(QStringLiteral("config")))
        throw CliError(tr("--config and --preset exclude each other"));
    if (!preset && !parser.isSet(QStringLiteral("config")))
        return;
    m_configFile = preset ? QStringLiteral("preset ") + parser.value(QStringLiteral("preset"))
                          : parser.value(QStringLiteral("config"));
    if (m_configFile.isEmpty())
        throw CliError(tr("--config needs a file name"));
    try {
        m_config =
            preset ? pelab::readAlibiConfig(CliPresets::find(parser.value(QStringLiteral("preset")),
                                                             pelab::PresetFamily::Alibi)
                                                .config,
                                            m_configFile.toStdString())
                   : pelab::readAlibiConfigFile(QFile::encodeName(m_configFile).toStdString(),
                                                m_configFile.toStdString());
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
    for (auto &[value, key] : m_config->sources) {
        if (value == "train_length")
            value = "positions"; // the --positions the config gives
    }
}

void AlibiCommand::readRule(const QCommandLineParser &parser)
{
    if (parser.isSet(QStringLiteral("rule"))) {
        const QString text = parser.value(QStringLiteral("rule"));
        const auto rule = pelab::parseSlopeRule(text.toStdString());
        if (!rule || *rule == pelab::SlopeRule::Custom)
            throw CliError(tr("unknown rule '%1' (expected official, paper or mpt)").arg(text));
        m_rule = *rule;
    } else if (m_config) {
        m_rule = m_config->rule;
    }
    if (m_rule == pelab::SlopeRule::Mpt && m_config && m_config->rule == pelab::SlopeRule::Mpt)
        m_biasMax = m_config->alibiBiasMax;
    if (!parser.isSet(QStringLiteral("alibi-bias-max")))
        return;
    if (m_rule != pelab::SlopeRule::Mpt)
        throw CliError(tr("--alibi-bias-max applies to the mpt rule only (the rule is %1)")
                           .arg(fromStd(pelab::slopeRuleName(m_rule))));
    m_biasMax = CliValues::real(parser, QStringLiteral("alibi-bias-max"), m_biasMax);
    if (m_biasMax <= 0.0)
        throw CliError(tr("--alibi-bias-max must be above 0 (got %1)")
                           .arg(parser.value(QStringLiteral("alibi-bias-max"))));
}

void AlibiCommand::readComparison(const QCommandLineParser &parser)
{
    const bool tensor = parser.isSet(QStringLiteral("compare-tensor"));
    if (!parser.isSet(QStringLiteral("compare"))) {
        if (tensor)
            throw CliError(tr("--compare-tensor needs --compare FILE"));
        return;
    }
    m_compareFile = parser.value(QStringLiteral("compare"));
    if (m_compareFile.isEmpty())
        throw CliError(tr("--compare needs a file name"));
    pelab::ArrayReadOptions options;
    options.tensorName = parser.value(QStringLiteral("compare-tensor")).toStdString();
    const std::string name = m_compareFile.toStdString();
    pelab::LoadedArray array;
    try {
        array = pelab::readArrayFile(QFile::encodeName(m_compareFile).toStdString(), options);
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
    if (tensor && array.format != "safetensors")
        throw CliError(tr("%1: --compare-tensor applies to safetensors files only (this is a %2 "
                          "file)")
                           .arg(m_compareFile, fromStd(array.format)));
    if (pelab::isSingleHeadBias(array, m_heads) && !m_head)
        throw CliError(tr("%1: one %2 x %2 bias needs --head h, the head it belongs to (1 … %3)")
                           .arg(m_compareFile)
                           .arg(array.values.rows())
                           .arg(m_heads));
    m_compareFormat = array.format;
    m_compareDtype = array.dtype;
    m_compareTensor = array.tensorName;
    try {
        m_comparison =
            pelab::compareAlibi(array, {m_heads, m_rule, m_biasMax}, name,
                                m_head ? std::optional<std::int64_t>(*m_head) : std::nullopt);
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
}

int AlibiCommand::run(const CliOutputOptions &outputs)
{
    if (m_listPresets) {
        CliPresets::print(pelab::PresetFamily::Alibi);
        return 0;
    }
    std::vector<std::int64_t> spans;
    for (double m : m_slopes)
        spans.push_back(pelab::effectiveSpan(m, m_positions));

    ExportTable table;
    std::unique_ptr<HeatmapWidget> heatmap;
    std::unique_ptr<LineChartWidget> chart;
    const FigureSource *figure = nullptr;
    QString title;
    if (m_head) {
        const double slope = m_slopes[std::size_t(*m_head - 1)];
        const bool needsData = outputs.files.size() > 0;
        std::shared_ptr<const pelab::Matrix> bias;
        if (needsData)
            bias = std::make_shared<const pelab::Matrix>(pelab::biasMatrix(slope, m_positions));
        table = AlibiFigure::biasTable(bias);
        title = AlibiFigure::heatmapTitle(*m_head, slope, m_positions, m_causal);
        if (outputs.needsFigure()) {
            heatmap = std::make_unique<HeatmapWidget>();
            AlibiFigure::configureHeatmap(*heatmap, *m_head, slope, m_positions, m_causal,
                                          m_colormap);
            heatmap->setMatrix(bias, 0.0, 0.0,
                               AlibiFigure::buildBiasCells(slope, m_positions, m_causal));
            figure = heatmap.get();
        }
    } else {
        table = AlibiFigure::slopeTable(m_slopes, pelab::officialSlopes(m_heads),
                                        pelab::paperSlopes(m_heads), spans);
        if (outputs.needsFigure()) {
            chart = std::make_unique<LineChartWidget>();
            AlibiFigure::showBiasChart(*chart, m_slopes, m_positions);
            title = chart->chart()->title();
            figure = chart.get();
        }
    }
    writeOutputs(outputs, table, figure, title, [&](JsonWriter &json) { report(json, spans); });
    return 0;
}

void AlibiCommand::report(JsonWriter &json, const std::vector<std::int64_t> &spans) const
{
    json.add("command", "alibi");
    json.add("heads", m_heads);
    json.add("positions", m_positions);
    json.add("rule", pelab::slopeRuleName(m_rule));
    if (m_rule == pelab::SlopeRule::Mpt)
        json.add("alibi_bias_max", m_biasMax);
    json.add("rule_description", pelab::slopeRuleDescription(m_rule, m_heads, m_biasMax));
    json.add("causal", m_causal);
    json.beginArray("slopes");
    for (double m : m_slopes)
        json.add({}, m);
    json.endArray();
    if (m_rule == pelab::SlopeRule::Mpt) {
        // MPT computes its slopes in float32: the values its code holds.
        json.beginArray("slopes_float32");
        for (double m : pelab::mptSlopesFloat32(m_heads, m_biasMax))
            json.add({}, m);
        json.endArray();
    }
    json.beginArray("effective_span");
    for (std::int64_t d : spans)
        json.add({}, d);
    json.endArray();
    const std::vector<double> other = m_rule == pelab::SlopeRule::Official
                                          ? pelab::paperSlopes(m_heads)
                                          : pelab::officialSlopes(m_heads);
    json.beginArray(m_rule == pelab::SlopeRule::Official ? "paper_slopes" : "official_slopes");
    for (double m : other)
        json.add({}, m);
    json.endArray();
    if (m_head) {
        json.add("head", *m_head);
        json.add("head_slope", m_slopes[std::size_t(*m_head - 1)]);
    }
    if (m_config) {
        json.add("config", m_configFile.startsWith(QLatin1String("preset "))
                               ? m_configFile
                               : QFileInfo(m_configFile).absoluteFilePath());
        json.add("model_type", m_config->modelType);
        json.beginObject("sources");
        for (const auto &[value, key] : m_config->sources)
            json.add(value, key);
        json.endObject();
        json.beginArray("ignored");
        for (const std::string &line : m_config->ignored)
            json.add({}, line);
        json.endArray();
        json.beginArray("notes");
        for (const std::string &line : m_config->notes)
            json.add({}, line);
        json.endArray();
    }
    reportComparison(json);
}

void AlibiCommand::reportComparison(JsonWriter &json) const
{
    if (!m_comparison)
        return;
    const pelab::AlibiComparison &c = *m_comparison;
    json.beginObject("comparison");
    json.add("file", QFileInfo(m_compareFile).absoluteFilePath());
    json.add("format", m_compareFormat);
    if (!m_compareTensor.empty())
        json.add("tensor", m_compareTensor);
    json.add("dtype", m_compareDtype);
    json.add("quantity", pelab::alibiQuantityName(c.quantity));
    json.add("first_head", c.firstHead);
    json.add("heads_compared", c.headCount);
    if (c.quantity == pelab::AlibiQuantity::Bias) {
        json.add("positions", c.positions);
        json.add("masked_cells", std::int64_t(c.maskedCells));
    }
    json.add("precision", c.precision.name);
    json.add("tolerance", c.precision.tolerance);
    json.add("max_abs_error", c.maxAbsError);
    json.add("max_rel_error", c.maxRelError);
    json.beginArray("worst_index");
    json.add({}, c.worstHead);
    if (c.quantity == pelab::AlibiQuantity::Bias) {
        json.add({}, c.worstQuery);
        json.add({}, c.worstKey);
    }
    json.endArray();
    json.add("worst_head", c.worstHead);
    json.add("match", c.match);
    json.add("likely_cause", pelab::alibiCauseName(c.cause));
    json.add("cause_detail", c.detail);
    if (c.otherRule) {
        json.add("other_rule", pelab::slopeRuleName(*c.otherRule));
        if (*c.otherRule == pelab::SlopeRule::Mpt)
            json.add("other_alibi_bias_max", c.otherBiasMax);
    }
    if (c.cause == pelab::AlibiCause::PositionsShifted)
        json.add("shift", c.shift);
    json.beginArray("head_max_abs_error");
    for (double e : c.headMaxAbsError)
        json.add({}, e);
    json.endArray();
    json.beginArray("head_max_rel_error");
    for (double e : c.headMaxRelError)
        json.add({}, e);
    json.endArray();
    json.endObject();
}
