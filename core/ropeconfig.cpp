#include "ropeconfig.h"

#include "configreader.h"
#include "error.h"
#include "jsonvalue.h"
#include "ropeconfiglayers.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <optional>
#include <sstream>
#include <tuple>

namespace pelab {

namespace {

using ropeconfig::LanguageKeys;
using ropeconfig::note;

std::string number(double value)
{
    return ConfigReader::number(value);
}

// The head width and its rotated part.
void readDims(const ConfigReader &in, const LanguageKeys &keys, RopeModelConfig &config)
{
    const JsonValue &root = in.root();
    if (const auto rope = in.count(root, "qk_rope_head_dim", keys.path("qk_rope_head_dim"))) {
        // Multi-head latent attention (DeepSeek-V2/V3): a separate rotary block per head.
        config.headDim = *rope;
        note(config, "head_dim", keys.path("qk_rope_head_dim"));
    } else if (const auto head = in.count(root, "head_dim", keys.path("head_dim"))) {
        config.headDim = *head;
        note(config, "head_dim", keys.path("head_dim"));
    } else {
        std::optional<std::int64_t> hidden;
        std::optional<std::int64_t> heads;
        std::string hiddenKey;
        std::string headsKey;
        for (const char *key : {"hidden_size", "n_embd", "d_model"}) {
            if ((hidden = in.count(root, key, keys.path(key)))) {
                hiddenKey = keys.path(key);
                break;
            }
        }
        for (const char *key : {"num_attention_heads", "n_head", "n_heads"}) {
            if ((heads = in.count(root, key, keys.path(key)))) {
                headsKey = keys.path(key);
                break;
            }
        }
        if (!hidden || !heads)
            in.fail("no head width: the config has neither head_dim, qk_rope_head_dim nor "
                    "hidden_size and num_attention_heads");
        if (*hidden % *heads != 0)
            in.fail(hiddenKey + " " + std::to_string(*hidden) + " is not a multiple of " +
                    headsKey + " " + std::to_string(*heads));
        config.headDim = *hidden / *heads;
        note(config, "head_dim", hiddenKey + " / " + headsKey);
    }

    config.rotaryDim = config.headDim;
    std::string rotaryKey = config.sourceOf("head_dim");
    if (const auto rotary = in.count(root, "rotary_dim", keys.path("rotary_dim"))) {
        config.rotaryDim = *rotary;
        rotaryKey = keys.path("rotary_dim");
    } else {
        for (const char *key : {"partial_rotary_factor", "rotary_pct"}) {
            if (const auto fraction = in.positive(root, key, keys.path(key))) {
                if (*fraction > 1.0)
                    in.fail(keys.path(key) + " must be at most 1 (got " + number(*fraction) + ")");
                config.rotaryDim = std::int64_t(double(config.headDim) * *fraction);
                rotaryKey = keys.path(key) + " × head_dim";
                break;
            }
        }
    }
    if (config.rotaryDim > config.headDim)
        in.fail(rotaryKey + " " + std::to_string(config.rotaryDim) + " is wider than the head (" +
                std::to_string(config.headDim) + ")");
    if (config.rotaryDim < 2 || config.rotaryDim % 2 != 0)
        in.fail("the rotary part of the head must be an even number of at least 2 dimensions "
                "(got " +
                std::to_string(config.rotaryDim) + " from " + rotaryKey + ")");
    note(config, "rotary_dim", rotaryKey);
}

// The original context length: the scaling's own, else the config's max_position_embeddings
// (as transformers falls back), else `fallback`.
std::int64_t originalLength(const ConfigReader &in, const LanguageKeys &keys,
                            const JsonValue &scaling, const std::string &path,
                            RopeModelConfig &config, bool required)
{
    const std::string key = path + ".original_max_position_embeddings";
    if (const auto original = in.count(scaling, "original_max_position_embeddings", key)) {
        note(config, "original_max_position_embeddings", key);
        return *original;
    }
    if (required)
        in.fail(path + " (" + std::string(scalingName(config.scaling.type)) +
                ") needs original_max_position_embeddings");
    const std::string top = keys.path("original_max_position_embeddings");
    if (const auto length = in.count(in.root(), "original_max_position_embeddings", top)) {
        note(config, "original_max_position_embeddings", top);
        return *length;
    }
    if (config.maxPositionEmbeddings > 0) {
        note(config, "original_max_position_embeddings", keys.path("max_position_embeddings"));
        return config.maxPositionEmbeddings;
    }
    note(config, "original_max_position_embeddings", "default 2048 (LlamaConfig)");
    return kDefaultOriginalMaxPositions;
}

void readRopeScaling(const ConfigReader &in, const LanguageKeys &keys, const JsonValue *scaling,
                     const std::string &path, RopeModelConfig &config)
{
    RopeScaling &s = config.scaling;
    if (!scaling) {
        note(config, "scaling", "none (no rope_scaling)");
        return;
    }
    if (!scaling->isObject())
        in.fail(path + " must be an object");
    std::vector<std::string> used = {"rope_theta", "partial_rotary_factor", "mrope_section",
                                     "mrope_interleaved"};
    const bool mrope = ropeconfig::readMropeSections(in, *scaling, path, config);
    const auto key = [&](const char *name) {
        used.emplace_back(name);
        return path + "." + name;
    };
    const JsonValue *type = in.member(*scaling, "rope_type");
    std::string typeKey = key("rope_type");
    if (!type) {
        type = in.member(*scaling, "type");
        typeKey = key("type");
    }
    if (!type)
        in.fail(path + " has neither rope_type nor type");
    if (!type->isString())
        in.fail(typeKey + " must be a string");
    // Qwen2VLConfig: `if self.rope_scaling["type"] == "mrope": ... = "default"` (no scaling).
    const bool mropeType = mrope && type->text() == "mrope";
    const std::string name = type->text() == "default" || mropeType ? "none" : type->text();
    const std::optional<RopeScalingType> parsed = parseScaling(name);
    if (!parsed)
        in.fail("unknown rope type \"" + type->text() + "\" in " + typeKey +
                " (expected default, linear, dynamic, yarn, llama3 or longrope)");
    s.type = *parsed;
    note(config, "scaling",
         typeKey + (mropeType ? " (mrope: default RoPE, as Qwen2VLConfig)" : ""));

    const auto positive = [&](const char *name) { return in.positive(*scaling, name, key(name)); };
    const auto need = [&](const char *name) {
        const std::optional<double> value = positive(name);
        if (!value)
            in.fail(path + " (" + type->text() + ") needs " + name);
        note(config, name, path + "." + name);
        return *value;
    };
    const auto optional = [&](const char *name) {
        const std::optional<double> value = positive(name);
        if (value)
            note(config, name, path + "." + name);
        return value;
    };
    switch (s.type) {
    case RopeScalingType::None:
        break;
    case RopeScalingType::Linear:
    case RopeScalingType::Dynamic:
        s.factor = need("factor");
        s.originalMaxPositions = originalLength(in, keys, *scaling, path, config, false);
        key("original_max_position_embeddings");
        break;
    case RopeScalingType::Yarn:
        s.factor = need("factor");
        s.originalMaxPositions = originalLength(in, keys, *scaling, path, config, false);
        key("original_max_position_embeddings");
        s.betaFast = optional("beta_fast").value_or(s.betaFast);
        s.betaSlow = optional("beta_slow").value_or(s.betaSlow);
        s.attentionFactor = optional("attention_factor");
        for (auto [field, name] :
             {std::pair{&s.mscale, "mscale"}, std::pair{&s.mscaleAllDim, "mscale_all_dim"}}) {
            *field = in.real(*scaling, name, key(name));
            if (*field)
                note(config, name, path + "." + name);
        }
        if (const auto truncate = in.flag(*scaling, "truncate", key("truncate"))) {
            s.truncate = *truncate;
            note(config, "truncate", path + ".truncate");
        }
        break;
    case RopeScalingType::Llama3:
        s.factor = need("factor");
        s.lowFreqFactor = need("low_freq_factor");
        s.highFreqFactor = need("high_freq_factor");
        s.originalMaxPositions = originalLength(in, keys, *scaling, path, config, true);
        key("original_max_position_embeddings");
        break;
    case RopeScalingType::Longrope: {
        s.shortFactor =
            in.list(*scaling, "short_factor", key("short_factor"), "the longrope scaling");
        s.longFactor = in.list(*scaling, "long_factor", key("long_factor"), "the longrope scaling");
        note(config, "short_factor", path + ".short_factor");
        note(config, "long_factor", path + ".long_factor");
        const bool topOriginal =
            in.member(*scaling, "original_max_position_embeddings") == nullptr &&
            in.member(in.root(), "original_max_position_embeddings");
        s.originalMaxPositions = originalLength(in, keys, *scaling, path, config, false);
        key("original_max_position_embeddings");
        s.factor = optional("factor");
        if (!s.factor && topOriginal && config.maxPositionEmbeddings > 0) {
            // Phi-3: the attention factor follows max / original, as transformers computes it.
            s.factor = double(config.maxPositionEmbeddings) / double(*s.originalMaxPositions);
            note(config, "factor", "max_position_embeddings / original_max_position_embeddings");
        }
        s.attentionFactor = optional("attention_factor");
        break;
    }
    }
    if (s.factor && *s.factor < 1.0 && s.type != RopeScalingType::Longrope)
        in.fail(path + ".factor must be at least 1 (got " + number(*s.factor) + ")");
    for (const auto &[member, value] : scaling->object()) {
        if (std::find(used.begin(), used.end(), member) == used.end())
            config.ignored.push_back(path + "." + member + ": not used by the " + type->text() +
                                     " rope type");
    }
}

} // namespace

std::string RopeModelConfig::sourceOf(std::string_view value) const
{
    for (const auto &[name, key] : sources) {
        if (name == value)
            return key;
    }
    return {};
}

RopeModelConfig readRopeConfig(std::string_view jsonText, const std::string &name,
                               const std::string &layerType)
{
    const JsonValue file = ConfigReader::parse(jsonText, name);
    RopeModelConfig config;
    // A vision-language config keeps the language model's keys in text_config.
    const LanguageKeys keys(file, name, config);
    const JsonValue &root = keys.root();
    const ConfigReader in(root, name);

    if (const JsonValue *type = in.member(root, "model_type"); type && type->isString())
        config.modelType = type->text();
    readDims(in, keys, config);
    if (const auto length =
            in.count(root, "max_position_embeddings", keys.path("max_position_embeddings")))
        config.maxPositionEmbeddings = *length;

    // rope_parameters (newer transformers), possibly one entry per layer type; else rope_scaling.
    const JsonValue *parameters = in.member(root, "rope_parameters");
    std::string parametersPath = keys.path("rope_parameters");
    if (parameters && !parameters->isObject())
        in.fail(parametersPath + " must be an object");
    if (parameters && !parameters->object().empty()) {
        bool perLayer = true;
        for (const auto &[key, value] : parameters->object())
            perLayer = perLayer && value.isObject();
        if (perLayer) {
            for (const auto &[key, value] : parameters->object())
                config.layerTypes.push_back(key);
            config.layerType = layerType.empty() ? config.layerTypes.front() : layerType;
            parameters = parameters->find(config.layerType);
            if (!parameters) {
                std::string known;
                for (const std::string &type : config.layerTypes)
                    known += (known.empty() ? "" : ", ") + type;
                in.fail("no layer type \"" + config.layerType + "\" in " + parametersPath +
                        " (it has " + known + ")");
            }
            parametersPath += "." + config.layerType;
        }
    }
    if (!layerType.empty() && config.layerTypes.empty())
        in.fail("--layer-type " + layerType + ": the config has no per-layer-type rope_parameters");

    // The base.
    std::optional<double> base;
    const JsonValue *top = &root;
    using Place = std::tuple<const JsonValue *, const char *, std::string>;
    for (const auto &[object, key, path] :
         {Place{parameters, "rope_theta", parametersPath + ".rope_theta"},
          Place{top, "rope_theta", keys.path("rope_theta")},
          Place{top, "rotary_emb_base", keys.path("rotary_emb_base")}}) {
        if (object && (base = in.real(*object, key, path))) {
            note(config, "base", path);
            break;
        }
    }
    if (base && !(*base > 1.0))
        in.fail(config.sourceOf("base") + " must be above 1 (got " + number(*base) + ")");
    if (!base)
        note(config, "base", "default 10000 (no rope_theta)");
    config.base = base.value_or(kDefaultRopeBase);

    // The pairing.
    const std::string &type = config.modelType;
    const std::optional<bool> interleave =
        in.flag(root, "rope_interleave", keys.path("rope_interleave"));
    if (interleave) {
        config.pairing = *interleave ? RopePairing::Interleaved : RopePairing::Half;
        note(config, "pairing", keys.path("rope_interleave"));
    } else if (type == "gptj" || type == "codegen") {
        config.pairing = RopePairing::Interleaved;
        note(config, "pairing", "model_type " + type + " (rotate_every_two)");
    } else if (type == "deepseek_v3") {
        config.pairing = RopePairing::Interleaved;
        note(config, "pairing", "model_type deepseek_v3 (rope_interleave defaults to true)");
    } else if (type == "cohere" || type == "cohere2") {
        // Cohere's rotate_half: x1 = x[..., ::2], x2 = x[..., 1::2]; cos, sin repeat_interleave.
        config.pairing = RopePairing::Interleaved;
        note(config, "pairing",
             "model_type " + type + " (rotate_half on x[..., ::2], x[..., 1::2])");
    } else if (type == "llama4" || type == "llama4_text") {
        // apply_rotary_emb: torch.view_as_complex(xq.float().reshape(*xq.shape[:-1], -1, 2)).
        config.pairing = RopePairing::Interleaved;
        note(config, "pairing", "model_type " + type + " (view_as_complex on adjacent pairs)");
    } else {
        note(config, "pairing", "Hugging Face's rotate_half (the default)");
    }

    const JsonValue *scaling = parameters ? parameters : in.member(root, "rope_scaling");
    readRopeScaling(in, keys, scaling, parameters ? parametersPath : keys.path("rope_scaling"),
                    config);
    ropeconfig::readVisionKeys(in, keys, config);
    ropeconfig::readSchedule(in, keys, config);
    return config;
}

} // namespace pelab
