// Each bucketed-relative-bias family's keys, defaults and notes, as transformers' configuration
// and modeling code read them (configuration_t5.py, modeling_t5.py, modeling_umt5.py,
// modeling_longt5.py, modeling_mpnet.py, modeling_wavlm.py, modeling_deberta_v2.py).
#include "bucketreading.h"

#include "jsonvalue.h"

#include <algorithm>

namespace pelab::bucketdetail {

namespace {

// T5's function halves the buckets per direction when bidirectional, then keeps half of each
// half exact; its log buckets divide by log(max_distance / exact).
void checkT5Buckets(const Reading &r, const std::string &bucketsKey, const std::string &distanceKey,
                    bool causal)
{
    const BucketModelConfig &c = r.config;
    if (c.numBuckets < 4)
        r.in.fail(bucketsKey + " must be at least 4 (got " + std::to_string(c.numBuckets) +
                  "): the encoder halves the buckets per direction and keeps half of each exact");
    const std::int64_t exact = causal ? c.numBuckets / 2 : c.numBuckets / 4;
    if (c.maxDistance <= exact)
        r.in.fail(distanceKey + " must be above " + std::to_string(exact) + " (got " +
                  std::to_string(c.maxDistance) + "): with " + std::to_string(c.numBuckets) +
                  " buckets the " + (causal ? "decoder's" : "encoder's") + " first " +
                  std::to_string(exact) + " are exact and the rest divide by log(max_distance/" +
                  std::to_string(exact) + ")");
}

} // namespace

void readT5Stack(Reading &r)
{
    BucketModelConfig &c = r.config;
    c.numBuckets = r.countOr("buckets", {"relative_attention_num_buckets"}, kMaxBucketCount, 32);
    c.maxDistance =
        r.countOr("max_distance", {"relative_attention_max_distance"}, kMaxBucketDistance, 128);
    c.heads =
        r.countOr("heads", {"num_heads", "num_attention_heads"}, kMaxBucketHeads, r.info.heads);
    c.layers = r.count("layers", {"num_layers", "num_hidden_layers"}, kMaxBucketCount).value_or(0);
    const std::optional<bool> encoderDecoder =
        r.in.flag(r.in.root(), "is_encoder_decoder", "is_encoder_decoder");
    c.hasDecoder = encoderDecoder.value_or(true);
    c.sources.emplace_back("decoder", encoderDecoder
                                          ? "is_encoder_decoder"
                                          : "default (" + std::string(r.info.configClass) +
                                                "'s is_encoder_decoder true)");
    if (c.hasDecoder) {
        if (const std::optional<std::int64_t> decoder =
                r.count("decoder_layers", {"num_decoder_layers"}, kMaxBucketCount)) {
            c.decoderLayers = *decoder;
        } else if (c.layers > 0) {
            c.decoderLayers = c.layers;
            c.sources.emplace_back("decoder_layers",
                                   c.sourceOf("layers") + " (num_decoder_layers absent)");
        }
    }
    c.encoderBidirectional = true;
    c.biasEveryLayer = r.info.family == Family::Umt5;
    checkT5Buckets(r, "relative_attention_num_buckets", "relative_attention_max_distance",
                   c.hasDecoder);

    if (c.biasEveryLayer)
        c.notes.push_back("every self-attention layer has its own relative_attention_bias table "
                          "(buckets × heads); cross-attention has none");
    else
        c.notes.push_back("one relative_attention_bias table (buckets × heads) in the first "
                          "layer of each stack, reused by every later layer; cross-attention "
                          "has none");
    c.notes.push_back("the relative position is key − query; T5's scores are not divided by "
                      "sqrt(d_kv)");
    if (c.hasDecoder)
        c.notes.push_back("the encoder buckets both directions (half the buckets each); the "
                          "decoder buckets only the past, with all the buckets");
    if (r.info.family != Family::LongT5)
        return;
    const JsonValue *type = r.in.member(r.in.root(), "encoder_attention_type");
    if (type && !type->isString())
        r.in.fail("encoder_attention_type must be a string");
    const std::string attention = type ? type->text() : "local";
    if (attention != "local" && attention != "transient-global")
        r.in.fail("encoder_attention_type must be \"local\" or \"transient-global\" (got \"" +
                  attention + "\")");
    const std::int64_t radius =
        r.in.count(r.in.root(), "local_radius", "local_radius").value_or(127);
    r.used.insert(r.used.end(), {"encoder_attention_type", "local_radius"});
    c.notes.push_back("LongT5's encoder attention is " + attention +
                      ": each token sees the tokens within local_radius " + std::to_string(radius) +
                      " of it (blocks of " + std::to_string(radius + 1) + ")");
    if (attention == "transient-global") {
        const std::int64_t block =
            r.in.count(r.in.root(), "global_block_size", "global_block_size").value_or(16);
        r.used.push_back("global_block_size");
        c.notes.push_back("transient-global: one global token per " + std::to_string(block) +
                          " tokens (global_block_size), with its own bias table over block "
                          "distances (global_relative_attention_bias)");
    }
}

void readMpnet(Reading &r)
{
    BucketModelConfig &c = r.config;
    const std::int64_t rows =
        r.countOr("table_rows", {"relative_attention_num_buckets"}, kMaxBucketCount, 32);
    if (rows < 32)
        r.in.fail("relative_attention_num_buckets must be at least 32 (got " +
                  std::to_string(rows) +
                  "): MPNet's encoder buckets into 32 whatever the config "
                  "says, so a smaller table cannot be indexed");
    c.numBuckets = 32;
    c.sources.emplace_back("buckets", "MPNet's code (compute_position_bias: num_buckets=32)");
    c.maxDistance = 128;
    c.sources.emplace_back("max_distance",
                           "MPNet's code (relative_position_bucket: max_distance=128)");
    c.heads = r.countOr("heads", {"num_attention_heads"}, kMaxBucketHeads, r.info.heads);
    c.layers = r.count("layers", {"num_hidden_layers"}, kMaxBucketCount).value_or(0);
    c.notes.push_back("MPNet's encoder buckets both directions with T5's function, 32 buckets "
                      "and max distance 128 written in MPNetEncoder, not read from the config");
    if (rows > 32)
        c.notes.push_back("rows 32 … " + std::to_string(rows - 1) +
                          " of the relative_attention_bias table are never used");
    c.notes.push_back("one relative_attention_bias table (buckets × heads) in the encoder, added "
                      "by every layer");
    c.notes.push_back("MPNet also adds learned absolute position embeddings to the tokens");
}

void readWavlm(Reading &r)
{
    BucketModelConfig &c = r.config;
    c.numBuckets = r.countOr("buckets", {"num_buckets"}, kMaxBucketCount, 320);
    c.maxDistance = r.countOr("max_distance", {"max_bucket_distance"}, kMaxBucketDistance, 800);
    c.heads = r.countOr("heads", {"num_attention_heads"}, kMaxBucketHeads, r.info.heads);
    c.layers = r.count("layers", {"num_hidden_layers"}, kMaxBucketCount).value_or(0);
    checkT5Buckets(r, "num_buckets", "max_bucket_distance", false);
    c.notes.push_back("WavLM buckets both directions with T5's function");
    c.notes.push_back("the first layer's rel_attn_embed table (buckets × heads) is computed once "
                      "and passed to every layer; each layer scales it per head and frame by a "
                      "gate from its hidden states (gru_rel_pos_linear, gru_rel_pos_const), so "
                      "the table is the bias before the gate");
    c.notes.push_back("WavLM also adds a convolutional position embedding to the features "
                      "before the encoder");
}

// pos_att_type: a list of "c2p"/"p2c" or the older "p2c|c2p" text, as DebertaV2Config accepts.
namespace {

std::vector<std::string> attentionTypes(Reading &r)
{
    const JsonValue *value = r.in.member(r.in.root(), "pos_att_type");
    std::vector<std::string> types;
    if (!value)
        return types;
    r.used.push_back("pos_att_type");
    if (value->isString()) {
        std::string text = value->text();
        std::transform(text.begin(), text.end(), text.begin(), [](unsigned char ch) {
            return char(ch >= 'A' && ch <= 'Z' ? ch + 32 : ch);
        });
        std::size_t begin = 0;
        while (begin <= text.size()) {
            const std::size_t end = std::min(text.find('|', begin), text.size());
            std::string part = text.substr(begin, end - begin);
            part.erase(0, part.find_first_not_of(" \t"));
            part.erase(part.find_last_not_of(" \t") + 1);
            types.push_back(part);
            begin = end + 1;
        }
        return types;
    }
    if (!value->isArray())
        r.in.fail("pos_att_type must be a list such as [\"p2c\", \"c2p\"] or a text such as "
                  "\"p2c|c2p\"");
    for (const JsonValue &item : value->array()) {
        if (!item.isString())
            r.in.fail("pos_att_type must hold texts such as \"c2p\" and \"p2c\"");
        types.push_back(item.text());
    }
    return types;
}

} // namespace

void readDeberta(Reading &r)
{
    BucketModelConfig &c = r.config;
    const ConfigReader &in = r.in;
    const std::optional<bool> relative =
        in.flag(in.root(), "relative_attention", "relative_attention");
    if (!relative)
        in.fail("relative_attention is missing: DebertaV2Config's default is false, so no "
                "relative positions");
    if (!*relative)
        in.fail("relative_attention is false: this model has no relative positions");
    r.used.push_back("relative_attention");
    c.sources.emplace_back("relative_attention", "relative_attention");
    const std::optional<std::int64_t> buckets = r.integer("position_buckets");
    if (!buckets || *buckets < 1)
        in.fail((buckets ? "position_buckets is " + std::to_string(*buckets)
                         : std::string("position_buckets is missing")) +
                ": DeBERTa then clips relative positions at ±max_relative_positions without "
                "buckets");
    if (*buckets > kMaxBucketCount)
        in.fail("position_buckets must be at most " + std::to_string(kMaxBucketCount) + " (got " +
                std::to_string(*buckets) + ")");
    if (*buckets < 2)
        in.fail("position_buckets must be at least 2 (got 1): DeBERTa's log buckets start at "
                "position_buckets/2");
    c.numBuckets = *buckets;
    c.sources.emplace_back("buckets", "position_buckets");
    const std::optional<std::int64_t> relativeMax = r.integer("max_relative_positions");
    std::string distanceKey = "max_relative_positions";
    if (relativeMax && *relativeMax >= 1) {
        if (*relativeMax > kMaxBucketDistance)
            in.fail("max_relative_positions must be at most " + std::to_string(kMaxBucketDistance) +
                    " (got " + std::to_string(*relativeMax) + ")");
        c.maxDistance = *relativeMax;
        c.sources.emplace_back("max_distance", "max_relative_positions");
    } else {
        distanceKey = "max_position_embeddings";
        const std::string why = relativeMax ? " (max_relative_positions " +
                                                  std::to_string(*relativeMax) + " is below 1)"
                                            : " (max_relative_positions absent)";
        const std::optional<std::int64_t> length =
            in.count(in.root(), "max_position_embeddings", "max_position_embeddings");
        if (length && *length > kMaxBucketDistance)
            in.fail("max_position_embeddings must be at most " +
                    std::to_string(kMaxBucketDistance) + " (got " + std::to_string(*length) + ")");
        r.used.push_back("max_position_embeddings");
        c.maxDistance = length.value_or(512);
        c.sources.emplace_back("max_distance",
                               (length ? std::string("max_position_embeddings")
                                       : std::string("default (DebertaV2Config's "
                                                     "max_position_embeddings 512)")) +
                                   why);
    }
    const std::int64_t mid = c.numBuckets / 2;
    if (c.maxDistance <= mid + 1)
        in.fail(distanceKey + " must be above " + std::to_string(mid + 1) + " (got " +
                std::to_string(c.maxDistance) + "): DeBERTa's log buckets divide by log((" +
                distanceKey + " − 1)/" + std::to_string(mid) + ")");
    c.heads = r.countOr("heads", {"num_attention_heads"}, kMaxBucketHeads, r.info.heads);
    c.layers = r.count("layers", {"num_hidden_layers"}, kMaxBucketCount).value_or(0);
    c.encoderBidirectional = true;

    const std::vector<std::string> types = attentionTypes(r);
    const bool c2p = std::find(types.begin(), types.end(), "c2p") != types.end();
    const bool p2c = std::find(types.begin(), types.end(), "p2c") != types.end();
    c.notes.push_back("the relative position is query − key (T5's is key − query)");
    c.notes.push_back("no table of scalars: every layer projects the 2 × position_buckets shared "
                      "relative embeddings and takes their dot products with the content");
    if (!c2p && !p2c)
        c.notes.push_back("pos_att_type names neither c2p nor p2c: no relative term reaches the "
                          "scores");
    else
        c.notes.push_back(std::string("pos_att_type: ") +
                          (c2p ? "c2p (query content · key "
                                 "position)"
                               : "") +
                          (c2p && p2c ? " and " : "") +
                          (p2c ? "p2c (query position · key content)" : "") +
                          "; scores divided by sqrt(head size × " +
                          std::to_string(1 + int(c2p) + int(p2c)) + ")");
    const std::optional<bool> share = in.flag(in.root(), "share_att_key", "share_att_key");
    r.used.push_back("share_att_key");
    c.notes.push_back(share.value_or(false)
                          ? "share_att_key true: the position terms reuse each layer's query and "
                            "key projections"
                          : "share_att_key false: the position terms have their own projections "
                            "(pos_key_proj, pos_query_proj)");
    if (const JsonValue *norm = in.member(in.root(), "norm_rel_ebd")) {
        r.used.push_back("norm_rel_ebd");
        if (norm->isString() && norm->text().find("layer_norm") != std::string::npos)
            c.notes.push_back("norm_rel_ebd layer_norm: the relative embeddings pass through a "
                              "LayerNorm");
    }
    const std::optional<bool> biased =
        in.flag(in.root(), "position_biased_input", "position_biased_input");
    r.used.push_back("position_biased_input");
    c.notes.push_back(biased.value_or(true)
                          ? std::string("position_biased_input ") +
                                (biased ? "true" : "absent (DebertaV2Config's default true)") +
                                ": learned absolute positions are added to the tokens as well"
                          : "position_biased_input false: no absolute positions");
    c.notes.push_back("positions beyond " + distanceKey + " keep taking log buckets past " +
                      std::to_string(c.numBuckets - 1) +
                      "; the attention clamps them to the ends of the relative embeddings");
}

} // namespace pelab::bucketdetail
