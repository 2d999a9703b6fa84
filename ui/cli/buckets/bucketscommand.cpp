#include "bucketscommand.h"

#include "buckets/bucketscheck.h"
#include "buckets/bucketsmodelsetup.h"
#include "buckets/bucketsspec.h"
#include "buckets/bucketsviews.h"
#include "clicommandregistration.h"
#include "clierror.h"
#include "clipresets.h"
#include "configreport.h"
#include "export/jsonwriter.h"
#include "spec/tabspecs.h"
#include "spec/viewcomputation.h"
#include "task/taskcontrol.h"

#include "error.h"

#include <QCommandLineParser>
#include <QFileInfo>

using namespace BucketsKeys;

BucketsCommand::BucketsCommand() : TabCommand(*TabSpecs::find(QStringLiteral("buckets"))) {}

QString BucketsCommand::synopsis() const
{
    return tr("[--scheme t5|deberta] [--buckets B] [--max-distance D] [--causal] "
              "[--positions N] [--config FILE | --preset NAME | --list-presets] [--bias FILE "
              "[--tensor NAME]] [--head H] [--compare FILE] [--view NAME] [options]");
}

QString BucketsCommand::description() const
{
    return tr("Bucketed relative position biases as the models compute them.\n"
              "T5 (and mT5, UMT5, Flan-T5, LongT5, MPNet, WavLM) buckets r = key - query:\n"
              "bidirectional (the encoder), each side has B/2 buckets, r > 0 on the upper half;\n"
              "causal (the decoder, --causal), keys after the query share bucket 0. Distances\n"
              "below max_exact (half a side's buckets) have a bucket each; from there on\n"
              "max_exact + log(|r|/max_exact)/log(D/max_exact)*(n - max_exact), computed in\n"
              "float32 and truncated, capped at the side's last bucket (transformers'\n"
              "T5Attention._relative_position_bucket). DeBERTa-v2/v3 bucket r = query - key:\n"
              "the identity for |r| <= B/2, then ceil(log(|r|/mid)/log((D-1)/mid)*(mid-1)) + mid\n"
              "with the sign of r (make_log_bucket_position); the table row is\n"
              "clamp(bucket + B, 0, 2B - 1).\n"
              "Views (--list-views): buckets (default), starts, map (N x N ids; .npy int64),\n"
              "bias, profile and check. --config/--preset read the scheme, B, D and the encoder's\n"
              "direction (and the heads) from a model's config.json; options given explicitly\n"
              "override it. --bias reads a bias table (T5's relative_attention_bias.weight,\n"
              "B x heads; DeBERTa 2B x heads) from .npy, CSV or safetensors (--tensor); without\n"
              "it the table is seeded (--heads, --seed). --compare checks an implementation's\n"
              "bucket map (N x N integers) or bias (heads x N x N, or head --head's N x N) and\n"
              "names the likely cause in the JSON report's \"comparison\".");
}

QString BucketsCommand::examples() const
{
    return QStringLiteral(
        "  pelab-cli buckets --json\n"
        "  pelab-cli buckets --causal --view starts --csv starts.csv\n"
        "  pelab-cli buckets --preset deberta-v3-base --positions 1024 --view map --png map.png\n"
        "  pelab-cli buckets --positions 4096 --view map --npy map.npy\n"
        "  pelab-cli buckets --preset t5-small --bias model.safetensors --tensor "
        "encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight --view profile "
        "--png profile.png\n"
        "  pelab-cli buckets --preset t5-small --positions 512 --compare my_map.npy --json\n");
}

void BucketsCommand::addTabOptions(CommandOptions &options) const
{
    CliPresets::addOptions(options, pelab::PresetFamily::Buckets,
                           tr("Print the bucketed relative bias presets, one a line, and exit."));
    options.add({
        {QStringLiteral("config"),
         tr("A model's config.json (T5, mT5, UMT5, LongT5, MPNet, WavLM, DeBERTa-v2/v3): "
            "scheme, buckets, max distance, direction and heads."),
         QStringLiteral("FILE")},
    });
}

void BucketsCommand::prepare(const QCommandLineParser &parser)
{
    m_listPresets = parser.isSet(QStringLiteral("list-presets"));
    if (m_listPresets)
        return;
    TabCommand::prepare(parser);
    if (TabCommand::listsOnly() || !m_config)
        return;
    // Each value given on the command line is named as the source that overrode the config's.
    const std::pair<ParameterKey, const char *> given[] = {
        {buckets, "buckets"}, {maxDistance, "max_distance"}, {heads, "heads"}, {scheme, "scheme"}};
    for (const auto &[key, value] : given) {
        if (parser.isSet(key))
            m_config->setSource(value, "--" + std::string(key.name()));
    }
    // The direction: the encoder's from the config, unless --causal asks for the decoder's.
    m_config->setSource("bidirectional", parser.isSet(causal)   ? "--causal"
                                         : m_config->hasDecoder ? "the encoder (is_encoder_decoder)"
                                                                : "the encoder-only model");
}

void BucketsCommand::prepareTab(const QCommandLineParser &parser)
{
    m_configFile = CliPresets::source(parser, pelab::PresetFamily::Buckets);
    if (m_configFile.isEmpty())
        return;
    const QString preset = CliPresets::presetName(m_configFile);
    try {
        m_config =
            !preset.isEmpty()
                ? BucketsModelSetup::readPreset(preset)
                : BucketsModelSetup::readFile(m_configFile, QFileInfo(m_configFile).fileName());
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
    BucketsModelSetup::applyTo(mutableState(), *m_config,
                               [&parser](const QString &key) { return parser.isSet(key); });
}

int BucketsCommand::run(const CliOutputOptions &outputs)
{
    if (m_listPresets) {
        CliPresets::print(pelab::PresetFamily::Buckets);
        return 0;
    }
    if (viewName() == QLatin1String("check") && state().text(compare).isEmpty())
        throw CliError(tr("the check view needs --compare FILE"));
    if (!state().text(compare).isEmpty()) {
        // Checked before any file is written: a file that cannot be compared writes nothing.
        try {
            m_check =
                ViewComputation::compute(spec(), QStringLiteral("check"), state(), taskControl());
        } catch (const pelab::Error &error) {
            throw CliError(QString::fromUtf8(error.what()));
        }
        // The file's N is the comparison's; one given on the command line must be it.
        const auto &check = m_check.viewResultAs<BucketsCheckResult>();
        const std::int64_t n = check.comparison ? check.comparison->positions : 0;
        if (isGiven(positions) && n != state().integer(positions))
            throw CliError(tr("%1 is %2 × %2 positions, but --positions is %3")
                               .arg(check.file)
                               .arg(n)
                               .arg(state().integer(positions)));
    }
    return TabCommand::run(outputs);
}

void BucketsCommand::report(JsonWriter &json, const ViewData &data) const
{
    const auto &r = data.resultAs<BucketsResult>();
    json.add("command", "buckets");
    json.add("scheme", pelab::bucketSchemeName(r.params.scheme));
    json.add("num_buckets", r.params.numBuckets);
    json.add("max_distance", r.params.maxDistance);
    json.add("bidirectional",
             r.params.scheme == pelab::BucketScheme::Deberta || r.params.bidirectional);
    json.add("positions", r.positions);
    json.add("heads", r.heads());
    json.add("bias_table", r.tableFile.isEmpty() ? QStringLiteral("seeded") : r.tableFile);
    reportLayout(json, r);
    reportConfig(json);
    if (m_check.isValid())
        reportComparison(json, m_check.viewResultAs<BucketsCheckResult>());
}

void BucketsCommand::reportLayout(JsonWriter &json, const BucketsResult &r) const
{
    const pelab::BucketLayout &layout = r.layout;
    json.add("max_exact", layout.maxExact);
    json.add("last_bucket_start", layout.lastBucketStart);
    json.beginObject("bucket_starts");
    for (const auto &[name, spans] :
         {std::pair{"positive", &layout.positive}, std::pair{"negative", &layout.negative}}) {
        json.beginArray(name);
        for (const pelab::BucketSpan &span : *spans) {
            json.beginObject({});
            json.add("bucket", span.bucket);
            json.add("first", span.first);
            if (!span.unbounded)
                json.add("last", span.last);
            json.endObject();
        }
        json.endArray();
    }
    json.endObject();
    json.beginArray("float32_boundaries");
    for (std::int64_t distance : layout.float32Differs)
        json.add({}, distance);
    json.endArray();
}

void BucketsCommand::reportConfig(JsonWriter &json) const
{
    if (!m_config)
        return;
    json.add("config", m_configFile.startsWith(QLatin1String("preset "))
                           ? m_configFile
                           : QFileInfo(m_configFile).absoluteFilePath());
    json.add("model_type", m_config->modelType);
    json.add("has_decoder", m_config->hasDecoder);
    json.add("bias_every_layer", m_config->biasEveryLayer);
    writeConfigSources(json, *m_config);
    json.beginArray("notes");
    for (const std::string &line : m_config->notes)
        json.add({}, line);
    json.endArray();
}

void BucketsCommand::reportComparison(JsonWriter &json, const BucketsCheckResult &check) const
{
    if (!check.comparison)
        return;
    const pelab::BucketComparison &c = *check.comparison;
    json.beginObject("comparison");
    json.add("file", QFileInfo(state().text(compare)).absoluteFilePath());
    json.add("dtype", check.dtype);
    json.beginArray("shape");
    for (std::uint64_t extent : check.shape)
        json.addUnsigned({}, extent);
    json.endArray();
    json.add("quantity", c.quantity == pelab::BucketQuantity::Map ? "map" : "bias");
    json.add("positions", c.positions);
    if (c.quantity == pelab::BucketQuantity::Bias) {
        json.add("first_head", c.firstHead + 1); // 1-based, as --head (core's is 0-based)
        json.add("heads_compared", c.headCount);
        json.add("max_abs_error", c.maxAbsError);
        json.add("tolerance", c.tolerance);
    }
    json.add("cells", c.cells);
    json.add("mismatched_cells", c.mismatchedCells);
    if (c.mismatchedCells > 0) {
        json.beginObject("first_mismatch");
        json.add("query", c.firstQuery);
        json.add("key", c.firstKey);
        json.add("got", c.got);
        json.add("want", c.want);
        json.endObject();
    }
    json.add("match", c.match);
    json.add("likely_cause", pelab::bucketCauseName(c.cause));
    json.add("cause_detail", c.detail);
    if (c.cause == pelab::BucketCause::NumBucketsDiffers)
        json.add("other_num_buckets", c.otherNumBuckets);
    if (c.cause == pelab::BucketCause::MaxDistanceDiffers)
        json.add("other_max_distance", c.otherMaxDistance);
    json.endObject();
}

PELAB_REGISTER_TAB_COMMAND(buckets, BucketsCommand)
