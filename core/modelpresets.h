#pragma once

#include <string_view>
#include <vector>

namespace pelab {

// Presets of well-known public models (issue 16): for each, the position-encoding keys of the
// model's published Hugging Face config.json, values verbatim, and where they were read.

enum class PresetFamily
{
    Rope,
    Alibi,
    Buckets // bucketed relative bias: T5 family, MPNet, WavLM, DeBERTa-v2/v3 (bucketpresets.cpp)
};

struct ModelPreset
{
    std::string_view name;  // CLI name, lower-case with dashes: "llama-3.1-8b"
    std::string_view title; // "Llama 3.1 8B"
    PresetFamily family;
    std::string_view
        source; // where the config was taken from: repository/file and revision or date
    std::string_view
        note; // one line: what is special ("llama3 scaling x8, 128K context"), or empty
    std::string_view
        config; // a Hugging Face config.json text holding the keys PE Lab reads, values verbatim
};

// Every preset, in a stable order: the RoPE models first (Llama 2 7B, Llama 3.1 8B,
// Llama 3.2 1B, Mistral 7B v0.1, Qwen2.5 7B Instruct with YaRN x4, DeepSeek-V3, GPT-NeoX-20B,
// GPT-J-6B, then those with M-RoPE sections or a layer schedule: Qwen2-VL 7B Instruct,
// Qwen2.5-VL 7B Instruct, Qwen3-VL 8B Instruct, Gemma 3 4B IT, Command R7B, Llama 4 Scout
// 17B-16E Instruct, SmolLM3-3B, Gemma 3 27B IT), then the ALiBi models
// (BLOOM-560m, BLOOM, MPT-7B), then the bucketed-relative-bias models (T5-Small, T5-Base, T5-Large,
// FLAN-T5-Large, mT5-XL, UMT5-XXL, all-mpnet-base-v2, WavLM Base+, DeBERTa-v3-base,
// DeBERTa-v3-large, mDeBERTa-v3-base). New presets go at the end of their family.
const std::vector<ModelPreset> &modelPresets();

// The preset with exactly this name (case-sensitive), or nullptr.
const ModelPreset *findModelPreset(std::string_view name);

} // namespace pelab
