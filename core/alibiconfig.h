#pragma once

#include "alibi.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pelab {

// What a Hugging Face config.json says about a model's ALiBi, as the model's own code reads it:
// - BLOOM (model_type "bloom"): n_head heads (num_attention_heads is its alias), the reference
//   rule (build_alibi_tensor is get_slopes);
// - MPT ("mpt"): n_heads heads, ALiBi when attn_config.alibi is true, MPT's rule with
//   attn_config.alibi_bias_max (8 when absent, MPT's default);
// - Falcon ("falcon", "RefinedWeb", "RefinedWebModel"): ALiBi when alibi is true (Falcon's
//   default is RoPE), num_attention_heads or n_head heads, the reference rule (Falcon's
//   build_alibi_tensor is BLOOM's).
struct AlibiModelConfig
{
    std::string modelType; // model_type, or the family found from the keys
    std::int64_t heads = 0;
    SlopeRule rule = SlopeRule::Official;
    double alibiBiasMax = kDefaultAlibiBiasMax; // used by the mpt rule
    // The training length (max_seq_len, seq_length, max_position_embeddings, n_positions),
    // 0 when the config names none.
    std::int64_t trainLength = 0;
    // Each value → the config key it came from, in reading order: {"heads", "n_head"},
    // {"rule", "model_type"}, {"alibi_bias_max", "attn_config.alibi_bias_max"}, …
    std::vector<std::pair<std::string, std::string>> sources;
    // Keys about positions that were present and not used, each with why:
    // "rope_theta: RoPE's base; this model uses ALiBi".
    std::vector<std::string> ignored;
    // What else the model's code does with the bias, e.g. Falcon's 1/√head_dim scaling.
    std::vector<std::string> notes;

    // The rule implied, in words: "mpt, alibi_bias_max 8 (equals the reference rule)".
    std::string ruleDescription() const;
    // The value's source key, or an empty string.
    std::string sourceOf(std::string_view value) const;
    // Sets (or replaces) the value's source, e.g. {"heads", "--heads"} after an override.
    void setSource(const std::string &value, const std::string &key);
};

// Reads a config.json text. `name` (the file name) starts every error message, on one line:
// "name: what". Throws pelab::Error for text that is not a JSON object, no head count, zero,
// negative or non-integer heads, an alibi_bias_max that is not a number above 0, a model
// without ALiBi (attn_config.alibi false or absent, Falcon without alibi: true, a model type
// that has none).
AlibiModelConfig readAlibiConfig(std::string_view jsonText, const std::string &name);

// Reads the file at `path` (at most 16 MiB) and then its text; errors start with `name`.
AlibiModelConfig readAlibiConfigFile(const std::string &path, const std::string &name);

} // namespace pelab
