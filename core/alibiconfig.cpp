#include "alibiconfig.h"

#include "configfile.h"
#include "configreader.h"
#include "error.h"
#include "jsonvalue.h"

#include <algorithm>
#include <array>
#include <optional>

namespace pelab {

namespace {

enum class Family
{
    Bloom,
    Mpt,
    Falcon
};

// Keys that look like they are about positions; those present and not used are reported.
constexpr std::array kPositionWords{"rope",      "rotary",      "position",   "pos_emb",
                                    "alibi",     "seq_len",     "seq_length", "sliding_window",
                                    "prefix_lm", "sequence_id", "max_len"};

bool looksPositional(const std::string &key)
{
    std::string lower = key;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return char(c >= 'A' && c <= 'Z' ? c + 32 : c); });
    return std::any_of(kPositionWords.begin(), kPositionWords.end(),
                       [&](const char *word) { return lower.find(word) != std::string::npos; });
}

// Why a position-looking key does not change the slopes.
std::string whyIgnored(const std::string &key)
{
    if (key == "offset_alibi")
        return "BLOOM's training-time offset, not read by Hugging Face's BLOOM";
    if (key == "learned_pos_emb")
        return "a learned absolute position table, not part of ALiBi's bias";
    if (key.find("rope") != std::string::npos || key.find("rotary") != std::string::npos)
        return "RoPE's; this model uses ALiBi";
    if (key.find("prefix_lm") != std::string::npos || key.find("sequence_id") != std::string::npos)
        return "a mask choice, not the slopes";
    if (key.find("sliding_window") != std::string::npos)
        return "a window of keys, not the slopes";
    if (key.find("position") != std::string::npos || key.find("seq_len") != std::string::npos ||
        key.find("max_len") != std::string::npos)
        return "a sequence length; the slopes do not depend on it";
    return "not used by the ALiBi slopes";
}

// A head count: a whole number 1 … kMaxAlibiHeads.
std::int64_t headCount(const ConfigReader &in, const JsonValue &object, const std::string &key)
{
    const std::int64_t heads = *in.count(object, key, key);
    if (heads > kMaxAlibiHeads)
        in.fail(key + " must be at most " + std::to_string(kMaxAlibiHeads) + " heads (got " +
                std::to_string(heads) + ")");
    return heads;
}

std::optional<Family> familyOf(const std::string &modelType)
{
    if (modelType == "bloom")
        return Family::Bloom;
    if (modelType == "mpt")
        return Family::Mpt;
    if (modelType == "falcon" || modelType == "RefinedWeb" || modelType == "RefinedWebModel")
        return Family::Falcon;
    return std::nullopt;
}

// The family from model_type, or from the keys when there is none.
Family findFamily(const ConfigReader &in, AlibiModelConfig &config)
{
    const JsonValue &root = in.root();
    if (const JsonValue *type = in.member(root, "model_type")) {
        if (!type->isString())
            in.fail("model_type must be a string (got " +
                    std::string(JsonValue::typeName(type->type())) + ")");
        config.modelType = type->text();
        if (const std::optional<Family> family = familyOf(type->text()))
            return *family;
        in.fail("model_type '" + type->text() +
                "' has no ALiBi (PE Lab reads BLOOM, MPT and Falcon configs with ALiBi)");
    }
    if (in.member(root, "attn_config")) {
        config.modelType = "mpt";
        return Family::Mpt;
    }
    if (in.member(root, "alibi")) {
        config.modelType = "falcon";
        return Family::Falcon;
    }
    if (in.member(root, "n_head")) {
        config.modelType = "bloom";
        return Family::Bloom;
    }
    in.fail("no model_type, and no key of a model with ALiBi (n_head, n_heads with attn_config, "
            "alibi)");
}

void readHeads(const ConfigReader &in, const JsonValue &object,
               const std::vector<std::string> &keys, AlibiModelConfig &config)
{
    for (const std::string &key : keys) {
        if (in.member(object, key)) {
            config.heads = headCount(in, object, key);
            config.sources.emplace_back("heads", key);
            return;
        }
    }
    std::string names;
    for (const std::string &key : keys)
        names += (names.empty() ? "" : " or ") + key;
    in.fail("no head count: " + names + " is missing");
}

void readMpt(const ConfigReader &in, AlibiModelConfig &config, std::vector<std::string> &used)
{
    readHeads(in, in.root(), {"n_heads"}, config);
    const JsonValue *attn = in.member(in.root(), "attn_config");
    if (!attn)
        in.fail("attn_config is missing: MPT's default is alibi false, so no ALiBi");
    if (!attn->isObject())
        in.fail("attn_config must be an object (got " +
                std::string(JsonValue::typeName(attn->type())) + ")");
    const std::optional<bool> alibi = in.flag(*attn, "alibi", "attn_config.alibi");
    if (!alibi)
        in.fail("attn_config.alibi is missing: MPT's default is false, so no ALiBi");
    if (!*alibi)
        in.fail("attn_config.alibi is false: this model has no ALiBi");
    config.sources.emplace_back("alibi", "attn_config.alibi");
    config.rule = SlopeRule::Mpt;
    config.sources.emplace_back("rule",
                                in.member(in.root(), "model_type") ? "model_type" : "attn_config");
    if (in.member(*attn, "alibi_bias_max")) {
        config.alibiBiasMax = *in.positive(*attn, "alibi_bias_max", "attn_config.alibi_bias_max");
        config.sources.emplace_back("alibi_bias_max", "attn_config.alibi_bias_max");
    } else {
        config.sources.emplace_back("alibi_bias_max", "default (MPT's 8)");
    }
    used.insert(used.end(), {"attn_config.alibi", "attn_config.alibi_bias_max"});
    for (const auto &[key, value] : attn->object()) {
        const std::string path = "attn_config." + key;
        if (looksPositional(key) && std::find(used.begin(), used.end(), path) == used.end())
            config.ignored.push_back(path + ": " + whyIgnored(key));
    }
}

void readFalcon(const ConfigReader &in, AlibiModelConfig &config)
{
    const std::optional<bool> alibi = in.flag(in.root(), "alibi", "alibi");
    if (!alibi)
        in.fail("alibi is missing: Falcon's default is false (RoPE), so no ALiBi");
    if (!*alibi)
        in.fail("alibi is false: this Falcon model uses RoPE, not ALiBi");
    config.sources.emplace_back("alibi", "alibi");
    readHeads(in, in.root(), {"num_attention_heads", "n_head"}, config);
    config.rule = SlopeRule::Official;
    config.sources.emplace_back("rule",
                                in.member(in.root(), "model_type") ? "model_type" : "alibi");
    config.notes.push_back("Falcon's build_alibi_tensor is BLOOM's (the reference rule); Falcon "
                           "multiplies the bias by 1/sqrt(head_dim) together with the scores, so "
                           "each head's effective slope is m_h/sqrt(head_dim)");
}

} // namespace

std::string AlibiModelConfig::ruleDescription() const
{
    return slopeRuleDescription(rule, heads, alibiBiasMax);
}

std::string AlibiModelConfig::sourceOf(std::string_view value) const
{
    for (const auto &[name, key] : sources) {
        if (name == value)
            return key;
    }
    return {};
}

void AlibiModelConfig::setSource(const std::string &value, const std::string &key)
{
    for (auto &[name, source] : sources) {
        if (name == value) {
            source = key;
            return;
        }
    }
    sources.emplace_back(value, key);
}

AlibiModelConfig readAlibiConfig(std::string_view jsonText, const std::string &name)
{
    const JsonValue root = ConfigReader::parse(jsonText, name);
    const ConfigReader in(root, name);

    AlibiModelConfig config;
    const Family family = findFamily(in, config);
    std::vector<std::string> used{"model_type"};
    std::vector<std::string> lengthKeys;
    switch (family) {
    case Family::Bloom:
        readHeads(in, root, {"n_head", "num_attention_heads"}, config);
        config.rule = SlopeRule::Official;
        config.sources.emplace_back("rule",
                                    in.member(root, "model_type") ? "model_type" : "n_head");
        lengthKeys = {"seq_length", "n_positions", "max_position_embeddings"};
        break;
    case Family::Mpt:
        readMpt(in, config, used);
        used.push_back("attn_config");
        lengthKeys = {"max_seq_len"};
        break;
    case Family::Falcon:
        readFalcon(in, config);
        used.push_back("alibi");
        lengthKeys = {"max_position_embeddings"};
        break;
    }
    used.push_back(config.sourceOf("heads"));
    for (const std::string &key : lengthKeys) {
        const std::optional<std::int64_t> length = in.count(root, key, key);
        if (!length)
            continue;
        if (*length > kMaxAlibiPositions)
            in.fail(key + " must be at most " + std::to_string(kMaxAlibiPositions) +
                    " positions (got " + std::to_string(*length) + ")");
        config.trainLength = std::int64_t(*length);
        config.sources.emplace_back("train_length", key);
        used.push_back(key);
        break;
    }
    for (const auto &[key, value] : root.object()) {
        if (looksPositional(key) && std::find(used.begin(), used.end(), key) == used.end())
            config.ignored.push_back(key + ": " + whyIgnored(key));
    }
    return config;
}

AlibiModelConfig readAlibiConfigFile(const std::string &path, const std::string &name)
{
    return readAlibiConfig(readConfigFileText(path, name), name);
}

} // namespace pelab
