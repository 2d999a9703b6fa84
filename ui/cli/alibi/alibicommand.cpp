#include "alibicommand.h"

#include "alibi/alibicheck.h"
#include "alibi/alibimodelsetup.h"
#include "alibi/alibispec.h"
#include "clicommandregistration.h"
#include "clierror.h"
#include "clipresets.h"
#include "configreport.h"
#include "export/jsonwriter.h"
#include "spec/tabspecs.h"

#include "error.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>

namespace {

CliError cliError(const pelab::Error &error)
{
    return CliError(QString::fromUtf8(error.what()));
}

} // namespace

AlibiCommand::AlibiCommand() : TabCommand(*TabSpecs::find(QStringLiteral("alibi"))) {}

QString AlibiCommand::synopsis() const
{
    return tr("[--heads H] [--positions N] [--rule official|paper|mpt|custom] [--slopes LIST] "
              "[--alibi-bias-max B] [--config FILE|--preset NAME] [--compare FILE "
              "[--compare-tensor NAME]] [--head h] [--causal|--bidirectional] [--view NAME] "
              "[options]");
}

QString AlibiCommand::description() const
{
    return tr("Computes the ALiBi slopes m_h of H heads, by the reference code (official) or\n"
              "the paper's text (paper: the geometric sequence from 2^(-8/H)), each head's\n"
              "effective span (the smallest distance D holding 90 % of the last query's\n"
              "attention, causal, zero content) and the bias -m_h*|t - s| over N positions.\n"
              "Without --view, the CSV/.npy hold the slope table and the figure is the bias\n"
              "against distance for every head; with --head h both are that head's N x N bias\n"
              "(every cell) and its heatmap. --view NAME writes any view of the ALiBi tab to\n"
              "every output (--list-views).\n"
              "--rule mpt is MPT's rule: 2^(-m*B/H') for m = 1 ... H', H' the next power of\n"
              "two, the odd-indexed slopes then the even-indexed ones, the first H; B is\n"
              "--alibi-bias-max (default 8, where it equals the official rule). --rule custom\n"
              "takes the slopes of --slopes, one per head; H is their number.\n"
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
        "  pelab-cli alibi --heads 8 --positions 256 --view attention --query 100 --csv a.csv\n"
        "  pelab-cli alibi --config mpt-7b/config.json --compare slopes.npy --json\n"
        "  pelab-cli alibi --heads 12 --positions 64 --rule mpt --alibi-bias-max 16 --json\n");
}

void AlibiCommand::addTabOptions(CommandOptions &options) const
{
    CliPresets::addOptions(options, pelab::PresetFamily::Alibi,
                           tr("Print the ALiBi presets, one a line, and exit."));
    options.add({
        {QStringLiteral("config"),
         tr("A model's config.json (BLOOM, MPT, Falcon with ALiBi): heads, rule, B and N."),
         QStringLiteral("FILE")},
        {QStringLiteral("causal"), tr("Causal mask, keys s <= t (the default; the opposite of "
                                      "--bidirectional).")},
    });
}

QString AlibiCommand::defaultView() const
{
    return QStringLiteral("slopes");
}

QString AlibiCommand::defaultViewFor(ExportFormat format) const
{
    if (m_headGiven)
        return QStringLiteral("heatmap");
    return ExportFormats::isFigure(format) ? QStringLiteral("bias-chart")
                                           : QStringLiteral("slopes");
}

QString AlibiCommand::defaultViewText() const
{
    return tr("slopes for tables and bias-chart for figures, heatmap for both with --head");
}

void AlibiCommand::prepare(const QCommandLineParser &parser)
{
    m_listPresets = parser.isSet(QStringLiteral("list-presets"));
    if (m_listPresets)
        return;
    TabCommand::prepare(parser);
    if (TabCommand::listsOnly())
        return;
    noteSources(parser);
    readComparison(parser);
}

void AlibiCommand::prepareTab(const QCommandLineParser &parser)
{
    if (parser.isSet(QStringLiteral("causal")) && parser.isSet(AlibiKeys::bidirectional))
        throw CliError(tr("--causal and --bidirectional exclude each other"));
    m_headGiven = parser.isSet(AlibiKeys::head);
    readConfig(parser);
    applyConfig(parser);
    // Every option not given keeps the window's default (12 heads, 512 positions): the slopes
    // do not depend on the positions, and a config without a training length keeps 512.
}

void AlibiCommand::readConfig(const QCommandLineParser &parser)
{
    m_configFile = CliPresets::source(parser, pelab::PresetFamily::Alibi);
    if (m_configFile.isEmpty())
        return;
    const QString preset = CliPresets::presetName(m_configFile);
    try {
        m_config = !preset.isEmpty() ? AlibiModelSetup::readPreset(preset)
                                     : AlibiModelSetup::readFile(m_configFile);
    } catch (const pelab::Error &error) {
        throw cliError(error);
    }
}

// The config's values where the command line gives none (its own are read after these).
void AlibiCommand::applyConfig(const QCommandLineParser &parser)
{
    if (m_config)
        AlibiModelSetup::applyTo(mutableState(), *m_config,
                                 [&parser](const QString &key) { return parser.isSet(key); });
}

// Each value given on the command line is named as the source that overrode the config's.
void AlibiCommand::noteSources(const QCommandLineParser &parser)
{
    if (!m_config)
        return;
    if (parser.isSet(AlibiKeys::heads))
        m_config->setSource("heads", "--heads");
    if (parser.isSet(AlibiKeys::positions))
        m_config->setSource("positions", "--positions");
    else if (m_config->trainLength <= 0)
        m_config->setSource("positions", "default (512)");
    if (parser.isSet(AlibiKeys::rule))
        m_config->setSource("rule", "--rule");
    if (AlibiSpec::rule(state()) != pelab::SlopeRule::Mpt)
        std::erase_if(m_config->sources, [](const auto &e) { return e.first == "alibi_bias_max"; });
    else if (parser.isSet(AlibiKeys::alibiBiasMax))
        m_config->setSource("alibi_bias_max", "--alibi-bias-max");
    else if (m_config->rule != pelab::SlopeRule::Mpt)
        m_config->setSource("alibi_bias_max", "default (8)");
}

void AlibiCommand::readComparison(const QCommandLineParser &parser)
{
    if (parser.isSet(AlibiCheckKeys::compare) && state().text(AlibiCheckKeys::compare).isEmpty())
        throw CliError(tr("--compare needs a file name"));
    std::optional<pelab::LoadedArray> array;
    try {
        array = AlibiCheck::read(state());
    } catch (const pelab::Error &error) {
        throw cliError(error);
    }
    if (!array)
        return;
    m_compareFile = state().text(AlibiCheckKeys::compare);
    const std::int64_t heads = AlibiSpec::headCount(state());
    if (pelab::isSingleHeadBias(*array, heads) && !m_headGiven)
        throw CliError(tr("%1: one %2 x %2 bias needs --head h, the head it belongs to (1 … %3)")
                           .arg(m_compareFile)
                           .arg(array->values.rows())
                           .arg(heads));
    m_compareFormat = array->format;
    m_compareDtype = array->dtype;
    m_compareTensor = array->tensorName;
    m_compareShape = array->shape;
    m_compareSqueezed = array->squeezedAxes;
    const std::optional<std::int64_t> head =
        m_headGiven ? std::optional(state().integer(AlibiKeys::head)) : std::nullopt;
    try {
        m_comparison = AlibiCheck::compare(*array, state(), head);
    } catch (const pelab::Error &error) {
        throw cliError(error);
    }
}

int AlibiCommand::run(const CliOutputOptions &outputs)
{
    if (m_listPresets) {
        CliPresets::print(pelab::PresetFamily::Alibi);
        return 0;
    }
    if (viewName() == QLatin1String("check") && !m_comparison)
        throw CliError(tr("the check view needs --compare FILE"));
    return TabCommand::run(outputs);
}

void AlibiCommand::report(JsonWriter &json, const ViewData &data) const
{
    const AlibiResult &r = data.resultAs<AlibiResult>();
    const std::int64_t heads = r.heads();
    const bool mpt = r.rule == pelab::SlopeRule::Mpt;
    json.add("command", "alibi");
    json.add("heads", heads);
    json.add("positions", r.positions);
    json.add("rule", pelab::slopeRuleName(r.rule));
    if (mpt)
        json.add("alibi_bias_max", r.alibiBiasMax);
    json.add("rule_description", pelab::slopeRuleDescription(r.rule, heads, r.alibiBiasMax));
    json.add("causal", r.causal);
    json.beginArray("slopes");
    for (double m : r.slopes)
        json.add({}, m);
    json.endArray();
    if (mpt) {
        // MPT computes its slopes in float32: the values its code holds.
        json.beginArray("slopes_float32");
        for (double m : pelab::mptSlopesFloat32(heads, r.alibiBiasMax))
            json.add({}, m);
        json.endArray();
    }
    json.beginArray("effective_span");
    for (std::int64_t d : r.spans)
        json.add({}, d);
    json.endArray();
    const bool official = r.rule == pelab::SlopeRule::Official;
    json.beginArray(official ? "paper_slopes" : "official_slopes");
    for (double m : official ? r.paper : r.official)
        json.add({}, m);
    json.endArray();
    if (m_headGiven) {
        const std::int64_t head = state().integer(AlibiKeys::head);
        json.add("head", head);
        json.add("head_slope", r.slopes[std::size_t(head - 1)]);
    }
    reportConfig(json);
    reportComparison(json);
}

void AlibiCommand::reportConfig(JsonWriter &json) const
{
    if (!m_config)
        return;
    json.add("config", m_configFile.startsWith(QLatin1String("preset "))
                           ? m_configFile
                           : QFileInfo(m_configFile).absoluteFilePath());
    json.add("model_type", m_config->modelType);
    writeConfigSources(json, *m_config);
    json.beginArray("notes");
    for (const std::string &line : m_config->notes)
        json.add({}, line);
    json.endArray();
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
    json.beginArray("shape");
    for (std::uint64_t extent : m_compareShape)
        json.addUnsigned({}, extent);
    json.endArray();
    json.beginArray("squeezed_axes");
    for (int axis : m_compareSqueezed)
        json.add({}, axis);
    json.endArray();
    json.add("quantity", pelab::alibiQuantityName(c.quantity));
    json.add("first_head", c.firstHead);
    json.add("heads_compared", c.headCount);
    if (c.quantity == pelab::AlibiQuantity::Bias) {
        json.add("positions", c.positions);
        json.add("masked_cells", std::int64_t(c.maskedCells));
    }
    json.add("precision", c.precision.name);
    json.add("tolerance", c.tolerance);
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
    const std::pair<const char *, const std::vector<double> *> perHead[] = {
        {"head_max_abs_error", &c.headMaxAbsError},
        {"head_max_rel_error", &c.headMaxRelError},
        {"head_rel_error", &c.headRelError},
        {"head_tolerance", &c.headTolerance}};
    for (const auto &[key, values] : perHead) {
        json.beginArray(key);
        for (double e : *values)
            json.add({}, e);
        json.endArray();
    }
    json.endObject();
}

PELAB_REGISTER_TAB_COMMAND(alibi, AlibiCommand)
