#pragma once

#include "mrope.h"
#include "rope.h"
#include "ropelayers.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pelab {

// What a Hugging Face config.json says about a model's RoPE, as transformers'
// modeling_rope_utils reads it: the rotary part of the head, the base, the pairing and the
// scaling, with where each value came from and what was not used.
struct RopeModelConfig
{
    std::string modelType;      // model_type, when given
    std::int64_t headDim = 0;   // head_dim, hidden_size / num_attention_heads, qk_rope_head_dim
    std::int64_t rotaryDim = 0; // the rotated dimensions (≤ headDim, even)
    double base = kDefaultRopeBase;
    RopePairing pairing = RopePairing::Half; // rotate_half unless the model interleaves
    RopeScaling scaling;
    std::int64_t maxPositionEmbeddings = 0; // max_position_embeddings (0 when absent)
    std::string layerType;                  // the rope_parameters entry chosen, if per layer type
    std::vector<std::string> layerTypes;    // the entries there were to choose from
    // M-RoPE: rope_scaling/rope_parameters mrope_section (layout Chunked, Interleaved when
    // mrope_interleaved is true; None without a section), vision_config.spatial_merge_size and
    // tokens_per_second (top level or vision_config), when present.
    MropeSections sections;
    std::optional<std::int64_t> spatialMerge;
    std::optional<double> tokensPerSecond;
    // Qwen3-VL (model_type qwen3_vl…) lays a video's frames out as images of their own
    // (LayoutRules::framesAsImages).
    bool framesAsImages = false;
    // The per-layer schedule: num_hidden_layers with layer_types (or sliding_window_pattern,
    // Gemma 3's / Cohere2's period), no_rope_layers (a 0/1 list, 1 = RoPE) or
    // no_rope_layer_interval, rope_local_base_freq, sliding_window, attention_chunk_size.
    // schedule.layers is 0 when the config declares no difference between layers.
    LayerScheduleSpec schedule;
    // Each value → the config key it came from, in reading order: {"rotary_dim",
    // "qk_rope_head_dim"}, {"base", "rope_theta"}, …
    std::vector<std::pair<std::string, std::string>> sources;
    // Keys about positions that were present and not used, each with why.
    std::vector<std::string> ignored;

    // The value's source key, or an empty string.
    std::string sourceOf(std::string_view value) const;
};

// Reads a config.json text; a text_config object (vision-language models) is read as the
// language model's config, its keys taking precedence over the top level's, vision_config for
// the merge. `name` (the file name) starts every error message: "name: what".
// `layerType` picks one entry of a per-layer-type rope_parameters dictionary (e.g.
// "full_attention"); empty takes the first and records the choice. Throws pelab::Error for
// text that is not a JSON object, no way to find the head width, an unknown rope type, a
// scaling without a key it needs, zero or negative values, or an unknown layer type.
RopeModelConfig readRopeConfig(std::string_view jsonText, const std::string &name,
                               const std::string &layerType = {});

} // namespace pelab
