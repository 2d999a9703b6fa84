#pragma once

// Internal to readRopeConfig() (ropeconfig.cpp): the language model's keys of a
// vision-language config, M-RoPE sections and the per-layer schedule (ropeconfiglayers.cpp).
#include "configreader.h"
#include "jsonvalue.h"
#include "ropeconfig.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace pelab::ropeconfig {

void note(RopeModelConfig &config, std::string value, std::string key);

// The language model's keys as transformers reads them: a text_config object's members over the
// top level's (Qwen-VL, Gemma 3, Llama 4), then the config class's defaults for keys the file
// leaves out (Gemma3TextConfig, Llama4TextConfig, SmolLM3Config), each with its path.
class LanguageKeys
{
public:
    // Throws pelab::Error "name: text_config must be an object" and the like.
    LanguageKeys(const JsonValue &file, const std::string &name, RopeModelConfig &config);

    const JsonValue &root() const { return m_root; }
    // "text_config.rope_theta", "rope_theta", or "rope_theta (default 1000000.0,
    // Gemma3TextConfig)".
    std::string path(std::string_view key) const;
    // vision_config, or nullptr.
    const JsonValue *vision() const { return m_vision ? &*m_vision : nullptr; }

private:
    JsonValue m_root;
    std::optional<JsonValue> m_vision;
    std::map<std::string, std::string, std::less<>> m_paths;
};

// mrope_section (3 sizes, layout chunked) and mrope_interleaved of the scaling object at `path`
// into config.sections; false when there is no mrope_section.
bool readMropeSections(const ConfigReader &in, const JsonValue &scaling, const std::string &path,
                       RopeModelConfig &config);
// spatial_merge_size and tokens_per_second (vision_config, else the language keys) for an
// M-RoPE model; otherwise present ones are listed as ignored.
void readVisionKeys(const ConfigReader &in, const LanguageKeys &keys, RopeModelConfig &config);
// config.schedule from num_hidden_layers, layer_types, sliding_window_pattern, no_rope_layers,
// no_rope_layer_interval, attention_chunk_size, rope_local_base_freq, sliding_window.
void readSchedule(const ConfigReader &in, const LanguageKeys &keys, RopeModelConfig &config);

} // namespace pelab::ropeconfig
