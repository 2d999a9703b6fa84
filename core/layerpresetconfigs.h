#pragma once

// The config texts of the presets with M-RoPE sections or a per-layer schedule (issue 27), for
// modelpresets.cpp. As there, each keeps from the file named in its preset's `source` only the
// keys transformers reads for positions, values as published; nested objects (text_config,
// vision_config) keep only those keys too, rope_scaling is kept whole. Keys a published file
// leaves out are not added: readRopeConfig() fills them from the config class's defaults.
#include <string_view>

namespace pelab::presetconfigs {

inline constexpr std::string_view qwen2_vl_7b_instruct = R"({
  "architectures": [
    "Qwen2VLForConditionalGeneration"
  ],
  "hidden_size": 3584,
  "max_position_embeddings": 32768,
  "model_type": "qwen2_vl",
  "num_attention_heads": 28,
  "rope_scaling": {
    "mrope_section": [
      16,
      24,
      24
    ],
    "type": "mrope"
  },
  "rope_theta": 1000000.0
})";

inline constexpr std::string_view qwen25_vl_7b_instruct = R"({
  "architectures": ["Qwen2_5_VLForConditionalGeneration"],
  "hidden_size": 3584,
  "max_position_embeddings": 128000,
  "model_type": "qwen2_5_vl",
  "num_attention_heads": 28,
  "rope_theta": 1000000.0,
  "vision_config": {
    "spatial_merge_size": 2,
    "tokens_per_second": 2
  },
  "rope_scaling": {
    "type": "mrope",
    "mrope_section": [16, 24, 24]
  }
})";

inline constexpr std::string_view qwen3_vl_8b_instruct = R"({
  "architectures": [
    "Qwen3VLForConditionalGeneration"
  ],
  "model_type": "qwen3_vl",
  "text_config": {
    "head_dim": 128,
    "hidden_size": 4096,
    "max_position_embeddings": 262144,
    "model_type": "qwen3_vl_text",
    "num_attention_heads": 32,
    "num_hidden_layers": 36,
    "rope_scaling": {
      "mrope_interleaved": true,
      "mrope_section": [
        24,
        20,
        20
      ],
      "rope_type": "default"
    },
    "rope_theta": 5000000
  }
})";

inline constexpr std::string_view gemma3_4b_it = R"({
  "architectures": [
    "Gemma3ForConditionalGeneration"
  ],
  "model_type": "gemma3",
  "text_config": {
    "hidden_size": 2560,
    "model_type": "gemma3_text",
    "num_hidden_layers": 34,
    "rope_scaling": {
      "factor": 8.0,
      "rope_type": "linear"
    },
    "sliding_window": 1024
  }
})";

inline constexpr std::string_view command_r7b = R"({
  "architectures": [
    "Cohere2ForCausalLM"
  ],
  "head_dim": 128,
  "hidden_size": 4096,
  "max_position_embeddings": 8192,
  "model_type": "cohere2",
  "num_attention_heads": 32,
  "num_hidden_layers": 32,
  "rope_scaling": null,
  "rope_theta": 50000,
  "sliding_window": 4096,
  "sliding_window_pattern": 4
})";

inline constexpr std::string_view llama4_scout_17b_16e_instruct = R"({
  "architectures": [
    "Llama4ForConditionalGeneration"
  ],
  "model_type": "llama4",
  "text_config": {
    "attention_chunk_size": 8192,
    "head_dim": 128,
    "hidden_size": 5120,
    "max_position_embeddings": 10485760,
    "model_type": "llama4_text",
    "num_attention_heads": 40,
    "num_hidden_layers": 48,
    "rope_scaling": {
      "factor": 16.0,
      "high_freq_factor": 1.0,
      "low_freq_factor": 1.0,
      "original_max_position_embeddings": 8192,
      "rope_type": "llama3"
    },
    "rope_theta": 500000.0
  }
})";

inline constexpr std::string_view smollm3_3b = R"({
  "architectures": [
    "SmolLM3ForCausalLM"
  ],
  "hidden_size": 2048,
  "layer_types": [
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention",
    "full_attention"
  ],
  "max_position_embeddings": 65536,
  "model_type": "smollm3",
  "no_rope_layer_interval": 4,
  "no_rope_layers": [
    1,
    1,
    1,
    0,
    1,
    1,
    1,
    0,
    1,
    1,
    1,
    0,
    1,
    1,
    1,
    0,
    1,
    1,
    1,
    0,
    1,
    1,
    1,
    0,
    1,
    1,
    1,
    0,
    1,
    1,
    1,
    0,
    1,
    1,
    1,
    0
  ],
  "num_attention_heads": 16,
  "num_hidden_layers": 36,
  "rope_scaling": null,
  "rope_theta": 5000000.0,
  "sliding_window": null,
  "use_sliding_window": false
})";

inline constexpr std::string_view gemma3_27b_it = R"({
  "architectures": [
    "Gemma3ForConditionalGeneration"
  ],
  "model_type": "gemma3",
  "text_config": {
    "head_dim": 128,
    "hidden_size": 5376,
    "model_type": "gemma3_text",
    "num_attention_heads": 32,
    "num_hidden_layers": 62,
    "rope_scaling": {
      "factor": 8.0,
      "rope_type": "linear"
    },
    "sliding_window": 1024
  }
})";

} // namespace pelab::presetconfigs
