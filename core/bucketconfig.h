#pragma once

#include "bucketmaps.h" // kMaxBucketHeads
#include "bucketscheme.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pelab {

// The largest values a config may give (the bias tables PE Lab draws stay small).
inline constexpr std::int64_t kMaxBucketCount = 65536;
inline constexpr std::int64_t kMaxBucketDistance = std::int64_t(1) << 24;

// What a Hugging Face config.json says about a model's bucketed relative positions, as the
// model's own code (transformers) reads it:
// - T5 ("t5"), mT5 ("mt5"), UMT5 ("umt5"), LongT5 ("longt5"): relative_attention_num_buckets
//   (32 when absent) and relative_attention_max_distance (128 when absent), num_heads heads; the
//   encoder buckets bidirectionally, the decoder (is_encoder_decoder, true when absent) causally;
//   the first layer of each stack owns the bias table, except UMT5 where every layer has one;
// - MPNet ("mpnet"): T5's function, bidirectional, with 32 buckets and max distance 128 written
//   in MPNetEncoder itself (the config's relative_attention_num_buckets only sizes the table);
// - WavLM ("wavlm"): T5's function, bidirectional, num_buckets (320) and max_bucket_distance
//   (800); one table in the first layer, gated per layer;
// - DeBERTa-v2 ("deberta-v2", also v3 and mDeBERTa-v3): position_buckets log buckets over
//   max_relative_positions (max_position_embeddings when below 1), when relative_attention is
//   true and position_buckets above 0.
struct BucketModelConfig
{
    std::string modelType; // model_type, or the family found from the keys
    BucketScheme scheme = BucketScheme::T5;
    std::int64_t numBuckets = 0;      // the bucket count the bucket function is called with
    std::int64_t maxDistance = 0;     // its maximum distance (DeBERTa: max_relative_positions)
    bool encoderBidirectional = true; // the encoder's (or encoder-only model's) direction
    bool hasDecoder = false;          // is_encoder_decoder (T5 family): the decoder is causal
    bool biasEveryLayer = false;      // UMT5: a relative_attention_bias in every layer
    std::int64_t heads = 0;           // the bias table's columns
    std::int64_t layers = 0;          // num_layers / num_hidden_layers, 0 when absent
    std::int64_t decoderLayers = 0;   // num_decoder_layers (num_layers when absent), 0: no decoder
    // Each value → the config key it came from, in reading order: {"buckets",
    // "relative_attention_num_buckets"}, {"max_distance", "default (T5Config's 128)"}, …
    std::vector<std::pair<std::string, std::string>> sources;
    // Keys about positions that were present and not used, each with why:
    // "n_positions: not read by T5's code; T5 has no absolute positions".
    std::vector<std::string> ignored;
    // What else the model's code does with the positions (one table shared by the layers,
    // DeBERTa's c2p and p2c terms, WavLM's gate, …).
    std::vector<std::string> notes;

    // The value's source key, or an empty string.
    std::string sourceOf(std::string_view value) const;
    // Sets (or replaces) the value's source, e.g. {"buckets", "--buckets"} after an override.
    void setSource(const std::string &value, const std::string &key);
};

// Reads a config.json text. `name` (the file name) starts every error message, on one line:
// "name: what". Throws pelab::Error for text that is not a JSON object, a model without bucketed
// relative positions (DeBERTa with relative_attention false or absent or without
// position_buckets, DeBERTa v1, a RoPE or ALiBi model), zero, negative or non-integer bucket
// counts, distances, heads or layers, and a bucket count and distance the model's bucket
// function cannot use (no exact bucket, or a maximum distance not beyond the exact buckets).
BucketModelConfig readBucketConfig(std::string_view jsonText, const std::string &name);

// Reads the file at `path` (at most 16 MiB) and then its text; errors start with `name`.
BucketModelConfig readBucketConfigFile(const std::string &path, const std::string &name);

} // namespace pelab
