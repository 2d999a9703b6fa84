#include "bucketsspec.h"

#include "buckets/bucketscheck.h"
#include "buckets/bucketsprofiles.h"
#include "buckets/bucketsviews.h"
#include "common/colormaps.h"
#include "spec/tabregistration.h"
#include "task/taskcontrol.h"

#include "arrayfile.h"
#include "bucketconfig.h"
#include "error.h"

#include <QFile>
#include <QFileInfo>

using namespace BucketsKeys;

BucketsSpec::BucketsSpec() : TabSpec("buckets", "BucketsSpec")
{
    addParameter(
        Parameter::choice(scheme,
                          {{QStringLiteral("t5"), QT_TR_NOOP("T5 (key − query)")},
                           {QStringLiteral("deberta"), QT_TR_NOOP("DeBERTa (query − key)")}},
                          "t5")
            .label(QT_TR_NOOP("&Scheme:"))
            .help(QT_TR_NOOP("T5's buckets of r = key − query (T5, mT5, UMT5, Flan-T5, MPNet, "
                             "WavLM) or DeBERTa-v2/v3's log buckets of r = query − key.")));
    addParameter(Parameter::integer(buckets, 32, 4, pelab::kMaxBucketSize)
                     .label(QT_TR_NOOP("&Buckets:"))
                     .help(QT_TR_NOOP("T5: relative_attention_num_buckets (halved per side when "
                                      "bidirectional); DeBERTa: position_buckets."))
                     .valueName("B"));
    addParameter(Parameter::integer(maxDistance, 128, 2, pelab::kMaxBucketSize)
                     .label(QT_TR_NOOP("&Max distance:"))
                     .help(QT_TR_NOOP("T5: relative_attention_max_distance, where the last "
                                      "bucket would begin without truncation; DeBERTa: "
                                      "max_relative_positions."))
                     .valueName("D"));
    addParameter(Parameter::flag(causal)
                     .label(QT_TR_NOOP("&Causal (T5 decoder)"))
                     .help(QT_TR_NOOP("T5: buckets for a decoder (is_decoder), one side only: "
                                      "keys after the query share bucket 0. Otherwise "
                                      "bidirectional, as the encoder. DeBERTa ignores it.")));
    addParameter(Parameter::integer(positions, 256, 1, pelab::kMaxBucketPositions)
                     .label(QT_TR_NOOP("&Positions N:"))
                     .help(QT_TR_NOOP("Sequence length N: queries and keys 0 … N − 1, relative "
                                      "positions −(N − 1) … N − 1."))
                     .valueName("N"));
    addParameter(Parameter::integer(heads, 8, 1, pelab::kMaxBucketHeads)
                     .label(QT_TR_NOOP("H&eads:"))
                     .help(QT_TR_NOOP("Heads of the seeded bias table (a loaded table gives its "
                                      "own)."))
                     .valueName("H"));
    addParameter(Parameter::integer(seed, 42, 0, pelab::kMaxBucketSeed)
                     .label(QT_TR_NOOP("See&d:"))
                     .help(QT_TR_NOOP("Seed of the teaching bias table, the same on every "
                                      "platform."))
                     .valueName("S"));
    addParameter(Parameter::text(bias)
                     .filePath(QT_TR_NOOP("Arrays (*.npy *.safetensors *.csv);;All files (*)"))
                     .label(QT_TR_NOOP("Bias &table:"))
                     .help(QT_TR_NOOP("A trained bias table, rows × heads: T5's "
                                      "relative_attention_bias.weight (num_buckets × heads) as "
                                      ".npy, CSV or safetensors; empty: a seeded one."))
                     .valueName("FILE"));
    addParameter(Parameter::text(tensor)
                     .label(QT_TR_NOOP("&Tensor:"))
                     .help(QT_TR_NOOP("safetensors: the tensor of --bias to read, e.g. "
                                      "encoder.block.0.layer.0.SelfAttention."
                                      "relative_attention_bias.weight."))
                     .valueName("NAME"));
    addParameter(Parameter::integer(head, 1, 1, pelab::kMaxBucketHeads)
                     .stage(Parameter::Stage::View)
                     .views({QStringLiteral("bias"), QStringLiteral("check")})
                     .label(QT_TR_NOOP("&Head:"))
                     .help(QT_TR_NOOP("The head whose N × N bias the bias view shows and a "
                                      "one-head bias is checked against, 1 … H."))
                     .valueName("h"));
    for (Parameter parameter : BucketsCheck::parameters())
        addParameter(std::move(parameter));
    addParameter(Parameter::choice(colormap, colormapChoices(), "viridis")
                     .stage(Parameter::Stage::Display)
                     .views({QStringLiteral("map")})
                     .label(QT_TR_NOOP("&Colormap:"))
                     .help(QT_TR_NOOP("Colours of the bucket map.")));

    addView(BucketsViews::buckets());
    addView(BucketsViews::starts());
    addView(BucketsViews::map());
    addView(BucketsViews::bias());
    addView(BucketsViews::profile());
    addView(BucketsViews::check());
    for (const RelativeProfile &profile : BucketsProfiles::all())
        addProfile(profile);
}

QString BucketsSpec::title() const
{
    return tr("Buckets");
}

QString BucketsSpec::summary() const
{
    return tr("Bucketed relative biases (T5, DeBERTa): buckets, their starts, map, bias, check");
}

QString BucketsSpec::busyText() const
{
    return tr("Computing the buckets…");
}

pelab::BucketParams BucketsSpec::params(const TabState &state)
{
    pelab::BucketParams p;
    p.scheme = state.text(scheme) == QLatin1String("deberta") ? pelab::BucketScheme::Deberta
                                                              : pelab::BucketScheme::T5;
    p.numBuckets = state.integer(buckets);
    p.maxDistance = state.integer(maxDistance);
    p.bidirectional = !state.flag(causal);
    return p;
}

pelab::Matrix BucketsSpec::biasTable(const TabState &state, QString *fileName)
{
    const pelab::BucketParams p = params(state);
    const QString file = state.text(bias);
    const QString tensorName = state.text(tensor);
    if (file.isEmpty()) {
        if (!tensorName.isEmpty())
            throw pelab::Error(tr("--tensor needs --bias FILE").toStdString());
        return pelab::seededBiasTable(p, state.integer(heads), std::uint64_t(state.integer(seed)));
    }
    pelab::ArrayReadOptions options;
    options.tensorName = tensorName.toStdString();
    options.squeeze = true;
    pelab::LoadedArray array = pelab::readArrayFile(QFile::encodeName(file).toStdString(), options);
    const std::string name = QFileInfo(file).fileName().toStdString();
    pelab::requireFinite(array, name, "the bias table");
    pelab::validateBiasTable(p, array.values, name);
    if (fileName)
        *fileName = QFileInfo(file).fileName();
    return std::move(array.values);
}

QString BucketsSpec::coreProblem(const TabState &state) const
{
    try {
        pelab::validateBuckets(params(state));
        pelab::validateBucketPositions(state.integer(positions));
        pelab::validateSeededTable(state.integer(heads), state.integer(seed));
        if (state.integer(head) < 1 || state.integer(head) > pelab::kMaxBucketHeads)
            return tr("head must be 1 … %1 (got %2)")
                .arg(pelab::kMaxBucketHeads)
                .arg(state.integer(head));
        if (state.text(bias).isEmpty() && state.integer(head) > state.integer(heads))
            return tr("head must be 1 … %1, the number of heads (got %2)")
                .arg(state.integer(heads))
                .arg(state.integer(head));
    } catch (const pelab::Error &error) {
        return QString::fromUtf8(error.what());
    }
    return {};
}

std::shared_ptr<const TabResult> BucketsSpec::compute(const TabState &state,
                                                      const TaskControl &control) const
{
    auto result = std::make_shared<BucketsResult>();
    result->state = state;
    result->params = params(state);
    result->positions = state.integer(positions);
    result->byDistance = pelab::bucketsByDistance(result->params, result->positions);
    if (!control.report(0.3))
        throw pelab::Error("cancelled");
    result->layout = pelab::bucketLayout(result->params);
    if (!control.report(0.6))
        throw pelab::Error("cancelled");
    result->table = std::make_shared<const pelab::Matrix>(biasTable(state, &result->tableFile));
    if (state.integer(head) > result->heads())
        throw pelab::Error(tr("head must be 1 … %1, the heads of %2 (got %3)")
                               .arg(result->heads())
                               .arg(result->tableFile)
                               .arg(state.integer(head))
                               .toStdString());
    return result;
}

PELAB_REGISTER_TAB_SPEC(buckets, BucketsSpec)
