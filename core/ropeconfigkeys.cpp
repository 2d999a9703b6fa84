// What readRopeConfig() reads of a vision-language config (issue 27): the language model's keys
// (text_config over the top level, as Qwen2_5_VLConfig, Gemma3Config and Llama4Config hand
// text_config to their text model), the config classes' defaults for keys a published file
// leaves out, M-RoPE's mrope_section, and vision_config's spatial_merge_size and
// tokens_per_second (Qwen2_5_VLModel.get_rope_index).
#include "ropeconfiglayers.h"

#include "error.h"

#include <vector>

namespace pelab::ropeconfig {

namespace {

// The keys about positions a text_config may hold twice (for the "takes precedence" notes).
bool positionKey(std::string_view key)
{
    for (const char *known :
         {"head_dim", "hidden_size", "num_attention_heads", "rope_theta", "rope_scaling",
          "rope_parameters", "partial_rotary_factor", "rotary_dim", "max_position_embeddings",
          "num_hidden_layers", "layer_types", "sliding_window", "sliding_window_pattern",
          "no_rope_layers", "no_rope_layer_interval", "rope_local_base_freq",
          "attention_chunk_size", "tokens_per_second"}) {
        if (key == known)
            return true;
    }
    return false;
}

void write(const JsonValue &value, std::string &out)
{
    switch (value.type()) {
    case JsonValue::Type::Null:
        out += "null";
        break;
    case JsonValue::Type::Bool:
        out += value.boolean() ? "true" : "false";
        break;
    case JsonValue::Type::Number:
        out += value.text();
        break;
    case JsonValue::Type::String:
        out += jsonQuoted(value.text());
        break;
    case JsonValue::Type::Array:
        out += '[';
        for (std::size_t i = 0; i < value.array().size(); ++i) {
            out += i ? "," : "";
            write(value.array()[i], out);
        }
        out += ']';
        break;
    case JsonValue::Type::Object:
        out += '{';
        for (std::size_t i = 0; i < value.object().size(); ++i) {
            out += (i ? "," : "") + jsonQuoted(value.object()[i].first) + ':';
            write(value.object()[i].second, out);
        }
        out += '}';
        break;
    }
}

struct Default
{
    const char *key;
    const char *literal;
};

// Config classes' defaults for keys their published files leave out (transformers 4.50's
// Gemma3TextConfig: gemma-3-4b-it's text_config names neither head_dim nor rope_theta).
std::pair<const char *, std::vector<Default>> defaultsFor(std::string_view modelType)
{
    if (modelType == "gemma3_text")
        return {"Gemma3TextConfig",
                {{"head_dim", "256"},
                 {"rope_theta", "1000000.0"},
                 {"rope_local_base_freq", "10000.0"},
                 {"sliding_window", "4096"},
                 {"sliding_window_pattern", "6"},
                 {"num_hidden_layers", "26"},
                 {"max_position_embeddings", "131072"}}};
    if (modelType == "llama4_text")
        return {"Llama4TextConfig",
                {{"no_rope_layer_interval", "4"}, {"attention_chunk_size", "8192"}}};
    if (modelType == "smollm3")
        return {"SmolLM3Config", {{"no_rope_layer_interval", "4"}}};
    return {"", {}};
}

} // namespace

void note(RopeModelConfig &config, std::string value, std::string key)
{
    config.sources.emplace_back(std::move(value), std::move(key));
}

LanguageKeys::LanguageKeys(const JsonValue &file, const std::string &name, RopeModelConfig &config)
{
    const ConfigReader in(file, name);
    const JsonValue *text = in.member(file, "text_config");
    if (text && !text->isObject())
        in.fail("text_config must be an object");
    if (const JsonValue *vision = in.member(file, "vision_config")) {
        if (!vision->isObject())
            in.fail("vision_config must be an object");
        m_vision = *vision;
    }
    std::string merged;
    const auto add = [&merged](const std::string &key, const JsonValue &value) {
        merged += (merged.empty() ? "{" : ",") + jsonQuoted(key) + ':';
        write(value, merged);
    };
    for (const auto &[key, value] : file.object()) {
        if (key == "text_config")
            continue;
        if (text && text->find(key)) {
            if (positionKey(key) && value.type() != JsonValue::Type::Null)
                config.ignored.push_back(key + ": text_config." + key + " takes precedence");
            continue;
        }
        add(key, value);
    }
    if (text) {
        for (const auto &[key, value] : text->object()) {
            add(key, value);
            m_paths[key] = "text_config." + key;
        }
    }
    const JsonValue *type = text ? text->find("model_type") : nullptr;
    type = type && type->isString() ? type : file.find("model_type");
    std::string modelType = type && type->isString() ? type->text() : "";
    if (modelType == "gemma3")
        modelType = "gemma3_text"; // Gemma3Config reads text_config as a Gemma3TextConfig
    const auto &[owner, defaults] = defaultsFor(modelType);
    const auto has = [&](const char *key) { return file.find(key) || (text && text->find(key)); };
    // Newer saves carry layer_types and rope_parameters instead of the pattern and the bases.
    const auto replaced = [&](std::string_view key) {
        return (key == "sliding_window_pattern" && has("layer_types")) ||
               ((key == "rope_theta" || key == "rope_local_base_freq") && has("rope_parameters"));
    };
    for (const Default &d : defaults) {
        if (has(d.key) || replaced(d.key))
            continue;
        add(d.key, JsonValue::parse(d.literal));
        m_paths[d.key] =
            std::string(d.key) + " (default " + d.literal + ", " + std::string(owner) + ")";
    }
    m_root = JsonValue::parse(merged.empty() ? "{}" : merged + "}");
}

std::string LanguageKeys::path(std::string_view key) const
{
    const auto found = m_paths.find(key);
    return found == m_paths.end() ? std::string(key) : found->second;
}

bool readMropeSections(const ConfigReader &in, const JsonValue &scaling, const std::string &path,
                       RopeModelConfig &config)
{
    const JsonValue *section = in.member(scaling, "mrope_section");
    if (!section)
        return false;
    const std::string key = path + ".mrope_section";
    const auto sizes = [&] {
        std::vector<std::int64_t> out;
        if (!section->isArray() || section->array().size() != 3)
            return out;
        for (const JsonValue &item : section->array()) {
            const std::optional<std::uint64_t> size =
                item.isNumber() ? item.toUInt64() : std::nullopt;
            if (!size || *size > std::uint64_t(kMaxRopeDim))
                return std::vector<std::int64_t>{};
            out.push_back(std::int64_t(*size));
        }
        return out;
    }();
    if (sizes.empty())
        in.fail(key + " must be 3 whole numbers ≥ 0 (the t, h and w pairs)");
    config.sections.sizes = sizes;
    config.sections.layout = SectionLayout::Chunked;
    note(config, "mrope_section", key);
    const std::optional<bool> interleaved =
        in.flag(scaling, "mrope_interleaved", path + ".mrope_interleaved");
    if (interleaved && *interleaved) {
        config.sections.layout = SectionLayout::Interleaved;
        note(config, "mrope_layout", path + ".mrope_interleaved");
    } else if (config.modelType.rfind("qwen3_vl", 0) == 0) {
        // Qwen3VLTextRotaryEmbedding calls apply_interleaved_mrope whatever the flag says.
        config.sections.layout = SectionLayout::Interleaved;
        note(config, "mrope_layout",
             "model_type " + config.modelType + " (apply_interleaved_mrope)");
    } else {
        note(config, "mrope_layout",
             interleaved ? path + ".mrope_interleaved" : "chunked (no mrope_interleaved)");
    }
    if (config.modelType.rfind("qwen3_vl", 0) == 0) {
        // Qwen3VLModel.get_rope_index: a video's frames are images of their own.
        config.framesAsImages = true;
        note(config, "frames_as_images", "model_type " + config.modelType + " (get_rope_index)");
    }
    return true;
}

void readVisionKeys(const ConfigReader &in, const LanguageKeys &keys, RopeModelConfig &config)
{
    const JsonValue *vision = keys.vision();
    const bool mrope = config.sections.layout != SectionLayout::None;
    for (const char *key : {"spatial_merge_size", "tokens_per_second"}) {
        const JsonValue *object = vision && in.member(*vision, key) ? vision : &keys.root();
        if (!in.member(*object, key))
            continue;
        const std::string path =
            object == vision ? "vision_config." + std::string(key) : keys.path(key);
        if (!mrope) {
            config.ignored.push_back(path + ": not an M-RoPE model (no mrope_section)");
        } else if (std::string_view(key) == "spatial_merge_size") {
            config.spatialMerge = in.count(*object, key, path);
            note(config, "spatial_merge", path);
        } else {
            config.tokensPerSecond = in.positive(*object, key, path);
            note(config, "tokens_per_second", path);
        }
    }
}

} // namespace pelab::ropeconfig
