// Reading a bucketed-relative-bias model's config.json as transformers' code reads it: the keys
// and the defaults of T5Config, MT5Config, UMT5Config, LongT5Config, MPNetConfig, WavLMConfig and
// DebertaV2Config (each family's reading is in bucketfamilies.cpp).
#include "bucketconfig.h"

#include "bucketreading.h"
#include "configfile.h"
#include "error.h"
#include "jsonvalue.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace pelab {

namespace bucketdetail {

bool isT5Stack(Family family)
{
    return family == Family::T5 || family == Family::Mt5 || family == Family::Umt5 ||
           family == Family::LongT5;
}

std::string Reading::fallback(std::int64_t value) const
{
    return "default (" + std::string(info.configClass) + "'s " + std::to_string(value) + ")";
}

std::optional<std::int64_t>
Reading::count(const std::string &value, const std::vector<std::string> &keys, std::int64_t maximum)
{
    std::optional<std::int64_t> found;
    std::string foundKey;
    for (const std::string &key : keys) {
        const std::optional<std::int64_t> got = in.count(in.root(), key, key);
        if (!got)
            continue;
        if (*got > maximum)
            in.fail(key + " must be at most " + std::to_string(maximum) + " (got " +
                    std::to_string(*got) + ")");
        if (found && *found != *got)
            in.fail(foundKey + " (" + std::to_string(*found) + ") and " + key + " (" +
                    std::to_string(*got) + ") disagree");
        if (!found) {
            found = got;
            foundKey = key;
            config.sources.emplace_back(value, key);
        }
        used.push_back(key);
    }
    return found;
}

std::int64_t Reading::countOr(const std::string &value, const std::vector<std::string> &keys,
                              std::int64_t maximum, std::int64_t byDefault)
{
    if (const std::optional<std::int64_t> got = count(value, keys, maximum))
        return *got;
    config.sources.emplace_back(value, fallback(byDefault));
    return byDefault;
}

std::optional<std::int64_t> Reading::integer(const std::string &key)
{
    const std::optional<double> got = in.real(in.root(), key, key);
    if (!got)
        return std::nullopt;
    if (std::floor(*got) != *got || std::fabs(*got) > 9.0e15)
        in.fail(key + " must be a whole number (got " + ConfigReader::number(*got) + ")");
    used.push_back(key);
    return std::int64_t(*got);
}

} // namespace bucketdetail

namespace {

using namespace bucketdetail;

constexpr std::array kFamilies{
    FamilyInfo{Family::T5, "t5", "T5Config", 8},
    FamilyInfo{Family::Mt5, "mt5", "MT5Config", 6},
    FamilyInfo{Family::Umt5, "umt5", "UMT5Config", 6},
    FamilyInfo{Family::LongT5, "longt5", "LongT5Config", 8},
    FamilyInfo{Family::Mpnet, "mpnet", "MPNetConfig", 12},
    FamilyInfo{Family::Wavlm, "wavlm", "WavLMConfig", 12},
    FamilyInfo{Family::DebertaV2, "deberta-v2", "DebertaV2Config", 24},
};

const FamilyInfo &infoOf(Family family)
{
    return *std::find_if(kFamilies.begin(), kFamilies.end(),
                         [&](const FamilyInfo &info) { return info.family == family; });
}

constexpr std::array kPositionWords{"position", "pos_",         "rope",           "rotary",
                                    "alibi",    "bucket",       "relative",       "rel_",
                                    "distance", "seq_len",      "seq_length",     "max_len",
                                    "radius",   "global_block", "sliding_window", "attention_type"};

bool looksPositional(const std::string &key)
{
    return std::any_of(kPositionWords.begin(), kPositionWords.end(),
                       [&](const char *word) { return key.find(word) != std::string::npos; });
}

std::string whyIgnored(Family family, const std::string &key)
{
    if (key.find("rope") != std::string::npos || key.find("rotary") != std::string::npos)
        return "RoPE's; this model uses bucketed relative positions";
    if (key.find("alibi") != std::string::npos)
        return "ALiBi's; this model uses bucketed relative positions";
    if (key == "n_positions" && isT5Stack(family))
        return "not read by T5's code (a length kept from the original checkpoints); T5 has no "
               "absolute positions";
    if (key == "max_position_embeddings" && family == Family::Mpnet)
        return "MPNet's learned absolute positions, added to the tokens besides the relative "
               "bias; not the buckets";
    if (key == "max_position_embeddings" && family == Family::DebertaV2)
        return "not the bucket range (max_relative_positions is set); it sizes the absolute "
               "positions, added only when position_biased_input is true";
    if (key == "relative_attention_max_distance" && family == Family::Mpnet)
        return "not read: MPNet's code buckets up to 128 whatever the config says";
    if (key.find("conv_pos") != std::string::npos)
        return "WavLM's convolutional position embedding, added to the features before the "
               "encoder; not the buckets";
    return "not read by this model's relative-position code";
}

std::optional<Family> familyOf(const std::string &modelType)
{
    for (const FamilyInfo &info : kFamilies)
        if (modelType == info.modelType)
            return info.family;
    return std::nullopt;
}

Family findFamily(const ConfigReader &in, BucketModelConfig &config)
{
    const JsonValue &root = in.root();
    if (const JsonValue *type = in.member(root, "model_type")) {
        if (!type->isString())
            in.fail("model_type must be a string (got " +
                    std::string(JsonValue::typeName(type->type())) + ")");
        config.modelType = type->text();
        config.sources.emplace_back("family", "model_type");
        if (const std::optional<Family> family = familyOf(type->text()))
            return *family;
        if (type->text() == "deberta")
            in.fail("model_type 'deberta' (DeBERTa v1) has no position buckets: it clips "
                    "relative positions at ±max_relative_positions (PE Lab reads DeBERTa-v2 and "
                    "v3 configs with position_buckets)");
        in.fail("model_type '" + type->text() +
                "' has no bucketed relative positions (PE Lab reads t5, mt5, umt5, longt5, "
                "mpnet, wavlm and deberta-v2 configs)");
    }
    const auto found = [&](Family family, const char *key) {
        config.modelType = infoOf(family).modelType;
        config.sources.emplace_back("family", key);
        return family;
    };
    if (in.member(root, "relative_attention_num_buckets"))
        return in.member(root, "num_heads") || in.member(root, "d_model") ||
                       !in.member(root, "num_attention_heads")
                   ? found(Family::T5, "relative_attention_num_buckets")
                   : found(Family::Mpnet, "relative_attention_num_buckets");
    if (in.member(root, "max_bucket_distance") || in.member(root, "num_buckets"))
        return found(Family::Wavlm,
                     in.member(root, "num_buckets") ? "num_buckets" : "max_bucket_distance");
    for (const char *key : {"position_buckets", "relative_attention", "pos_att_type"})
        if (in.member(root, key))
            return found(Family::DebertaV2, key);
    in.fail("no model_type, and no key of a model with bucketed relative positions "
            "(relative_attention_num_buckets, num_buckets, position_buckets)");
}

} // namespace

std::string BucketModelConfig::sourceOf(std::string_view value) const
{
    for (const auto &[name, key] : sources)
        if (name == value)
            return key;
    return {};
}

void BucketModelConfig::setSource(const std::string &value, const std::string &key)
{
    for (auto &[name, source] : sources) {
        if (name == value) {
            source = key;
            return;
        }
    }
    sources.emplace_back(value, key);
}

BucketModelConfig readBucketConfig(std::string_view jsonText, const std::string &name)
{
    const JsonValue root = ConfigReader::parse(jsonText, name);
    const ConfigReader in(root, name);
    BucketModelConfig config;
    const Family family = findFamily(in, config);
    Reading reading{in, config, infoOf(family)};
    if (isT5Stack(family)) {
        readT5Stack(reading);
    } else if (family == Family::Mpnet) {
        readMpnet(reading);
    } else if (family == Family::Wavlm) {
        readWavlm(reading);
    } else {
        config.scheme = BucketScheme::Deberta;
        readDeberta(reading);
    }
    for (const auto &[key, value] : root.object()) {
        if (looksPositional(key) &&
            std::find(reading.used.begin(), reading.used.end(), key) == reading.used.end())
            config.ignored.push_back(key + ": " + whyIgnored(family, key));
    }
    return config;
}

BucketModelConfig readBucketConfigFile(const std::string &path, const std::string &name)
{
    return readBucketConfig(readConfigFileText(path, name), name);
}

} // namespace pelab
