// Presets of bucketed-relative-bias models (PresetFamily::Buckets). Each config below keeps, from
// the config.json named in `source`, the keys that bear on the relative buckets, with their values
// exactly as there: the bucket count and distance, heads, layers and the encoder-decoder flag, and
// the position keys PE Lab reports as unused (n_positions, max_position_embeddings, WavLM's
// convolutional position keys). The file read is named with its repository and commit; where it
// is a copy saved by transformers or adapted by another project, the source says so.
#include "bucketpresets.h"

// The window shows each preset's source and note in its language, in the context "ModelPresets";
// core and pelab-cli keep the English.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace pelab {

namespace {

constexpr std::string_view t5_small = R"({
  "architectures": [
    "T5ForConditionalGeneration"
  ],
  "d_model": 512,
  "is_encoder_decoder": true,
  "model_type": "t5",
  "n_positions": 512,
  "num_decoder_layers": 6,
  "num_heads": 8,
  "num_layers": 6,
  "relative_attention_max_distance": 128,
  "relative_attention_num_buckets": 32
})";

constexpr std::string_view t5_base = R"({
  "architectures": [
    "T5ForConditionalGeneration"
  ],
  "d_model": 768,
  "is_encoder_decoder": true,
  "model_type": "t5",
  "n_positions": 512,
  "num_decoder_layers": 12,
  "num_heads": 12,
  "num_layers": 12,
  "relative_attention_max_distance": 128,
  "relative_attention_num_buckets": 32
})";

// As published: no relative_attention_max_distance (T5Config's 128) and no num_decoder_layers.
constexpr std::string_view t5_large = R"({
  "architectures": [
    "T5ForConditionalGeneration"
  ],
  "d_model": 1024,
  "is_encoder_decoder": true,
  "model_type": "t5",
  "n_positions": 512,
  "num_heads": 16,
  "num_layers": 24,
  "relative_attention_num_buckets": 32
})";

constexpr std::string_view flan_t5_large = R"({
  "architectures": [
    "T5ForConditionalGeneration"
  ],
  "d_model": 1024,
  "is_encoder_decoder": true,
  "model_type": "t5",
  "n_positions": 512,
  "num_decoder_layers": 24,
  "num_heads": 16,
  "num_layers": 24,
  "relative_attention_max_distance": 128,
  "relative_attention_num_buckets": 32
})";

constexpr std::string_view mt5_xl = R"({
  "d_model": 2048,
  "is_encoder_decoder": true,
  "model_type": "mt5",
  "num_decoder_layers": 24,
  "num_heads": 32,
  "num_layers": 24,
  "relative_attention_num_buckets": 32
})";

constexpr std::string_view umt5_xxl = R"({
  "d_model": 4096,
  "is_encoder_decoder": true,
  "model_type": "umt5",
  "num_decoder_layers": 24,
  "num_heads": 64,
  "num_layers": 24,
  "relative_attention_num_buckets": 32
})";

constexpr std::string_view all_mpnet_base_v2 = R"({
  "architectures": [
    "MPNetForMaskedLM"
  ],
  "hidden_size": 768,
  "max_position_embeddings": 514,
  "model_type": "mpnet",
  "num_attention_heads": 12,
  "num_hidden_layers": 12,
  "relative_attention_num_buckets": 32
})";

constexpr std::string_view wavlm_base_plus = R"({
  "architectures": [
    "WavLMModel"
  ],
  "hidden_size": 768,
  "max_bucket_distance": 800,
  "model_type": "wavlm",
  "num_attention_heads": 12,
  "num_buckets": 320,
  "num_conv_pos_embedding_groups": 16,
  "num_conv_pos_embeddings": 128,
  "num_hidden_layers": 12
})";

constexpr std::string_view deberta_v3_base = R"({
  "architectures": [
    "DebertaV2ForQuestionAnswering"
  ],
  "hidden_size": 768,
  "max_position_embeddings": 512,
  "max_relative_positions": -1,
  "model_type": "deberta-v2",
  "norm_rel_ebd": "layer_norm",
  "num_attention_heads": 12,
  "num_hidden_layers": 12,
  "pos_att_type": [
    "p2c",
    "c2p"
  ],
  "position_biased_input": false,
  "position_buckets": 256,
  "relative_attention": true,
  "share_att_key": true
})";

constexpr std::string_view deberta_v3_large = R"({
  "hidden_size": 1024,
  "max_position_embeddings": 512,
  "max_relative_positions": -1,
  "model_type": "deberta-v2",
  "norm_rel_ebd": "layer_norm",
  "num_attention_heads": 16,
  "num_hidden_layers": 24,
  "pos_att_type": [
    "p2c",
    "c2p"
  ],
  "position_biased_input": false,
  "position_buckets": 256,
  "relative_attention": true,
  "share_att_key": true
})";

constexpr std::string_view mdeberta_v3_base = R"({
  "architectures": [
    "DebertaV2ForSequenceClassification"
  ],
  "hidden_size": 768,
  "max_position_embeddings": 512,
  "max_relative_positions": -1,
  "model_type": "deberta-v2",
  "norm_rel_ebd": "layer_norm",
  "num_attention_heads": 12,
  "num_hidden_layers": 12,
  "pos_att_type": [
    "p2c",
    "c2p"
  ],
  "position_biased_input": false,
  "position_buckets": 256,
  "relative_attention": true,
  "share_att_key": true
})";

} // namespace

std::vector<ModelPreset> bucketModelPresets()
{
    constexpr PresetFamily buckets = PresetFamily::Buckets;
    return {
        {"t5-small", "T5-Small", buckets,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "github.com/rahulmaurya1507/cypher google-t5/t5-small/config.json at commit "
             "5b4db52fc0da (saved from google-t5/t5-small: \"_name_or_path\": "
             "\"google-t5/t5-small\", transformers 4.48.0)"),
         QT_TRANSLATE_NOOP("ModelPresets",
                           "T5 buckets: 32 up to distance 128, 8 heads; encoder both ways, "
                           "decoder causal"),
         t5_small},
        {"t5-base", "T5-Base", buckets,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "github.com/bystrowska/idiom-paraphrasing models/t5-base/config.json at commit "
             "29dbeeda8a30 (saved from t5-base: \"_name_or_path\": \"t5-base\", transformers "
             "4.18.0)"),
         QT_TRANSLATE_NOOP("ModelPresets",
                           "32 buckets up to distance 128, 12 heads, 12 + 12 layers"),
         t5_base},
        {"t5-large", "T5-Large", buckets,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "github.com/fangbufang/SaL t5-large/config.json at commit 377824c78081 (the t5-large "
             "config.json as published: no _name_or_path, no transformers_version)"),
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "no relative_attention_max_distance in the file: T5Config's default 128; 16 heads"),
         t5_large},
        {"flan-t5-large", "FLAN-T5-Large", buckets,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "github.com/evanshlom/get-private-llm flan-t5-large/config.json at commit "
             "684ab7df4821 (saved from google/flan-t5-large: \"_name_or_path\": "
             "\"google/flan-t5-large\", transformers 4.30.0)"),
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "T5 v1.1 shape: 32 buckets up to distance 128, 16 heads, 24 + 24 layers"),
         flan_t5_large},
        {"mt5-xl", "mT5-XL", buckets,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "github.com/comfyanonymous/ComfyUI comfy/text_encoders/mt5_config_xl.json at commit "
             "9434853a8353 (ComfyUI's config for HunyuanDiT's mT5-XL text encoder, not the Hugging "
             "Face file itself: no architectures)"),
         QT_TRANSLATE_NOOP("ModelPresets",
                           "mT5: T5's buckets, 32 up to distance 128 (MT5Config's default), "
                           "32 heads"),
         mt5_xl},
        {"umt5-xxl", "UMT5-XXL", buckets,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "github.com/comfyanonymous/ComfyUI comfy/text_encoders/umt5_config_xxl.json at "
             "commit bcd1b1c11e8b (ComfyUI's config for Wan's UMT5-XXL text encoder, the "
             "google/umt5-xxl shape, not the Hugging Face file itself: no architectures)"),
         QT_TRANSLATE_NOOP("ModelPresets",
                           "a bias table in every layer (UMT5); 32 buckets up to distance 128 "
                           "(UMT5Config's default), 64 heads"),
         umt5_xxl},
        {"all-mpnet-base-v2", "all-mpnet-base-v2 (MPNet)", buckets,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "github.com/dbalikhin/onnx all-mpnet-base-v2/config.json at commit d01183fc7ad8 "
             "(saved from sentence-transformers/all-mpnet-base-v2, an MPNet fine-tuned from "
             "microsoft/mpnet-base: \"_name_or_path\" as such, transformers 4.29.0)"),
         QT_TRANSLATE_NOOP("ModelPresets",
                           "MPNet: 32 buckets up to distance 128 written in the code, 12 heads, "
                           "learned absolute positions as well"),
         all_mpnet_base_v2},
        {"wavlm-base-plus", "WavLM Base+", buckets,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "github.com/ngclara07/CM3070-Final-Project models/wavlm-base-plus/config.json at "
             "commit 630dab6688a1 (a transformers 5.5.4 save in a folder named after "
             "microsoft/wavlm-base-plus; no _name_or_path)"),
         QT_TRANSLATE_NOOP("ModelPresets",
                           "WavLM: 320 buckets up to 800 frames, 12 heads, one table gated in "
                           "every layer"),
         wavlm_base_plus},
        {"deberta-v3-base", "DeBERTa-v3-base", buckets,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "github.com/satishsingh-singh90/legal-Q-and-A-with-haystack "
             "deberta-v3-base/config.json at commit 7aabdfe904d7 (a question-answering fine-tune "
             "saved from microsoft/deberta-v3-base: \"_name_or_path\" as such, transformers "
             "4.38.2)"),
         QT_TRANSLATE_NOOP("ModelPresets",
                           "DeBERTa log buckets: 256 over 512 positions (max_relative_positions "
                           "-1), c2p and p2c, 12 heads"),
         deberta_v3_base},
        {"deberta-v3-large", "DeBERTa-v3-large", buckets,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "github.com/24f2006167/DeBERTa-v3-large deberta_v3_large/config.json at commit "
             "1a725e1b96b3 (the repository's README there: \"from microsoft/deberta-v3-large\"; "
             "a transformers 5.13.1 save, no architectures)"),
         QT_TRANSLATE_NOOP("ModelPresets",
                           "256 log buckets over 512 positions, c2p and p2c, 16 heads, 24 layers"),
         deberta_v3_large},
        {"mdeberta-v3-base", "mDeBERTa-v3-base", buckets,
         QT_TRANSLATE_NOOP(
             "ModelPresets",
             "github.com/gbvolkov/mdeberta-ru-prompt-injection "
             "final/reference/historical-v16-metadata/config.json at commit 84d305f5d311 (a "
             "classifier fine-tuned from microsoft/mdeberta-v3-base, the base_model of "
             "final/configs/training-lineage.json; transformers 5.9.0)"),
         QT_TRANSLATE_NOOP("ModelPresets",
                           "multilingual DeBERTa-v3: 256 log buckets over 512 positions, 12 heads"),
         mdeberta_v3_base},
    };
}

} // namespace pelab
