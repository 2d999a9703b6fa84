// Reading a model's bucketed relative bias from its Hugging Face config.json: the T5 family, MPNet,
// WavLM and DeBERTa-v2, each value's source, the defaults of each config class when a key is
// absent, the directions, what is ignored, and every refusal's one-line message.
#include "bucketconfig.h"
#include "error.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <fstream>
#include <string>

namespace {

using pelab::BucketModelConfig;
using pelab::BucketScheme;

BucketModelConfig read(const std::string &json)
{
    return pelab::readBucketConfig(json, "config.json");
}

bool hasIgnored(const BucketModelConfig &config, const std::string &key)
{
    return std::any_of(config.ignored.begin(), config.ignored.end(),
                       [&](const std::string &line) { return line.rfind(key + ": ", 0) == 0; });
}

bool hasNote(const BucketModelConfig &config, const std::string &words)
{
    return std::any_of(config.notes.begin(), config.notes.end(), [&](const std::string &line) {
        return line.find(words) != std::string::npos;
    });
}

// t5-large's config.json as published (no relative_attention_max_distance, no
// num_decoder_layers), abridged of its task_specific_params.
const char *kT5Large = R"({
  "architectures": ["T5ForConditionalGeneration"], "d_ff": 4096, "d_kv": 64, "d_model": 1024,
  "decoder_start_token_id": 0, "dropout_rate": 0.1, "eos_token_id": 1,
  "initializer_factor": 1.0, "is_encoder_decoder": true, "layer_norm_epsilon": 1e-06,
  "model_type": "t5", "n_positions": 512, "num_heads": 16, "num_layers": 24,
  "output_past": true, "pad_token_id": 0, "relative_attention_num_buckets": 32,
  "vocab_size": 32128
})";

// A saved FLAN-T5 config: every T5 key written out.
const char *kFlanT5Large = R"({
  "_name_or_path": "google/flan-t5-large", "architectures": ["T5ForConditionalGeneration"],
  "d_ff": 2816, "d_kv": 64, "d_model": 1024, "feed_forward_proj": "gated-gelu",
  "is_encoder_decoder": true, "model_type": "t5", "n_positions": 512,
  "num_decoder_layers": 24, "num_heads": 16, "num_layers": 24,
  "relative_attention_max_distance": 128, "relative_attention_num_buckets": 32,
  "tie_word_embeddings": false, "vocab_size": 32128
})";

// sentence-transformers/all-mpnet-base-v2 (abridged).
const char *kMpnet = R"({
  "architectures": ["MPNetForMaskedLM"], "hidden_size": 768, "intermediate_size": 3072,
  "max_position_embeddings": 514, "model_type": "mpnet", "num_attention_heads": 12,
  "num_hidden_layers": 12, "pad_token_id": 1, "relative_attention_num_buckets": 32,
  "vocab_size": 30527
})";

// microsoft/wavlm-base-plus (abridged).
const char *kWavlm = R"({
  "architectures": ["WavLMModel"], "conv_dim": [512, 512], "do_stable_layer_norm": false,
  "hidden_size": 768, "max_bucket_distance": 800, "model_type": "wavlm",
  "num_attention_heads": 12, "num_buckets": 320, "num_conv_pos_embedding_groups": 16,
  "num_conv_pos_embeddings": 128, "num_hidden_layers": 12, "vocab_size": 32
})";

// microsoft/deberta-v3-base as published ("p2c|c2p" text, no architectures).
const char *kDebertaV3Base = R"({
  "model_type": "deberta-v2", "attention_probs_dropout_prob": 0.1, "hidden_act": "gelu",
  "hidden_dropout_prob": 0.1, "hidden_size": 768, "initializer_range": 0.02,
  "intermediate_size": 3072, "max_position_embeddings": 512, "relative_attention": true,
  "position_buckets": 256, "norm_rel_ebd": "layer_norm", "share_att_key": true,
  "pos_att_type": "p2c|c2p", "layer_norm_eps": 1e-7, "max_relative_positions": -1,
  "position_biased_input": false, "num_attention_heads": 12, "num_hidden_layers": 12,
  "type_vocab_size": 0, "vocab_size": 128100
})";

} // namespace

class TestBucketConfig : public QObject
{
    Q_OBJECT

private slots:
    void t5AsPublished();
    void t5Written();
    void t5Defaults_data();
    void t5Defaults();
    void umt5EveryLayer();
    void encoderOnly();
    void headAliases();
    void longT5();
    void mpnet();
    void mpnetTable();
    void wavlm();
    void deberta();
    void debertaRelativeMax();
    void debertaDefaults();
    void inferredFamily();
    void positionKeysOfOtherSchemes();
    void sources();
    void badConfigs_data();
    void badConfigs();
    void files();
};

void TestBucketConfig::t5AsPublished()
{
    const BucketModelConfig c = read(kT5Large);
    QCOMPARE(c.modelType, std::string("t5"));
    QVERIFY(c.scheme == BucketScheme::T5);
    QCOMPARE(c.numBuckets, std::int64_t(32));
    QCOMPARE(c.maxDistance, std::int64_t(128)); // T5Config's default
    QCOMPARE(c.heads, std::int64_t(16));
    QCOMPARE(c.layers, std::int64_t(24));
    QCOMPARE(c.decoderLayers, std::int64_t(24)); // num_decoder_layers defaults to num_layers
    QVERIFY(c.encoderBidirectional);
    QVERIFY(c.hasDecoder);
    QVERIFY(!c.biasEveryLayer);
    QCOMPARE(c.sourceOf("family"), std::string("model_type"));
    QCOMPARE(c.sourceOf("buckets"), std::string("relative_attention_num_buckets"));
    QCOMPARE(c.sourceOf("max_distance"), std::string("default (T5Config's 128)"));
    QCOMPARE(c.sourceOf("heads"), std::string("num_heads"));
    QCOMPARE(c.sourceOf("layers"), std::string("num_layers"));
    QCOMPARE(c.sourceOf("decoder"), std::string("is_encoder_decoder"));
    QCOMPARE(c.sourceOf("decoder_layers"), std::string("num_layers (num_decoder_layers absent)"));
    QCOMPARE(c.ignored.size(), std::size_t(1));
    QVERIFY(hasIgnored(c, "n_positions"));
    QVERIFY(c.ignored[0].find("T5 has no absolute positions") != std::string::npos);
    QVERIFY(hasNote(c, "in the first layer of each stack"));
    QVERIFY(hasNote(c, "key − query"));
    QVERIFY(hasNote(c, "decoder buckets only the past"));
}

void TestBucketConfig::t5Written()
{
    const BucketModelConfig c = read(kFlanT5Large);
    QCOMPARE(c.numBuckets, std::int64_t(32));
    QCOMPARE(c.maxDistance, std::int64_t(128));
    QCOMPARE(c.heads, std::int64_t(16));
    QCOMPARE(c.layers, std::int64_t(24));
    QCOMPARE(c.decoderLayers, std::int64_t(24));
    QCOMPARE(c.sourceOf("max_distance"), std::string("relative_attention_max_distance"));
    QCOMPARE(c.sourceOf("decoder_layers"), std::string("num_decoder_layers"));
    // Other values than T5's usual are read as written.
    const BucketModelConfig wide =
        read(R"({"model_type": "t5", "relative_attention_num_buckets": 64,
                 "relative_attention_max_distance": 256, "num_heads": 4, "num_layers": 3,
                 "num_decoder_layers": 2})");
    QCOMPARE(wide.numBuckets, std::int64_t(64));
    QCOMPARE(wide.maxDistance, std::int64_t(256));
    QCOMPARE(wide.heads, std::int64_t(4));
    QCOMPARE(wide.layers, std::int64_t(3));
    QCOMPARE(wide.decoderLayers, std::int64_t(2));
}

void TestBucketConfig::t5Defaults_data()
{
    QTest::addColumn<QString>("modelType");
    QTest::addColumn<QString>("configClass");
    QTest::addColumn<int>("heads"); // the class's default num_heads
    QTest::newRow("t5") << "t5"
                        << "T5Config" << 8;
    QTest::newRow("mt5") << "mt5"
                         << "MT5Config" << 6;
    QTest::newRow("umt5") << "umt5"
                          << "UMT5Config" << 6;
    QTest::newRow("longt5") << "longt5"
                            << "LongT5Config" << 8;
}

void TestBucketConfig::t5Defaults()
{
    QFETCH(QString, modelType);
    QFETCH(QString, configClass);
    QFETCH(int, heads);
    const BucketModelConfig c = read("{\"model_type\": \"" + modelType.toStdString() + "\"}");
    const std::string cls = configClass.toStdString();
    QCOMPARE(c.modelType, modelType.toStdString());
    QCOMPARE(c.numBuckets, std::int64_t(32));
    QCOMPARE(c.maxDistance, std::int64_t(128));
    QCOMPARE(c.heads, std::int64_t(heads));
    QCOMPARE(c.layers, std::int64_t(0));
    QCOMPARE(c.decoderLayers, std::int64_t(0));
    QVERIFY(c.hasDecoder);
    QCOMPARE(c.sourceOf("buckets"), "default (" + cls + "'s 32)");
    QCOMPARE(c.sourceOf("max_distance"), "default (" + cls + "'s 128)");
    QCOMPARE(c.sourceOf("heads"), "default (" + cls + "'s " + std::to_string(heads) + ")");
    QCOMPARE(c.sourceOf("decoder"), "default (" + cls + "'s is_encoder_decoder true)");
    QCOMPARE(c.sourceOf("layers"), std::string());
    QVERIFY(c.ignored.empty());
}

void TestBucketConfig::umt5EveryLayer()
{
    const BucketModelConfig c =
        read(R"({"model_type": "umt5", "d_model": 4096, "num_heads": 64, "num_layers": 24,
                 "num_decoder_layers": 24, "relative_attention_num_buckets": 32,
                 "is_encoder_decoder": true})");
    QVERIFY(c.biasEveryLayer);
    QCOMPARE(c.heads, std::int64_t(64));
    QCOMPARE(c.maxDistance, std::int64_t(128));
    QCOMPARE(c.sourceOf("max_distance"), std::string("default (UMT5Config's 128)"));
    QVERIFY(hasNote(c, "every self-attention layer has its own"));
    QVERIFY(!hasNote(c, "in the first layer of each stack"));
    QVERIFY(!read(R"({"model_type": "mt5"})").biasEveryLayer);
}

void TestBucketConfig::encoderOnly()
{
    // An encoder alone: no decoder, so only the encoder's halves count.
    const BucketModelConfig c =
        read(R"({"model_type": "t5", "is_encoder_decoder": false, "num_layers": 24,
                 "num_decoder_layers": 24, "relative_attention_max_distance": 9})");
    QVERIFY(!c.hasDecoder);
    QVERIFY(c.encoderBidirectional);
    QCOMPARE(c.decoderLayers, std::int64_t(0));
    QCOMPARE(c.maxDistance, std::int64_t(9)); // above the encoder's 32/4 = 8 exact buckets
    QVERIFY(!hasNote(c, "decoder buckets only the past"));
    // The same distance with a decoder: its 32/2 = 16 exact buckets reach past it.
    try {
        read(R"({"model_type": "t5", "relative_attention_max_distance": 9})");
        QFAIL("no error");
    } catch (const pelab::Error &error) {
        QCOMPARE(std::string(error.what()),
                 std::string("config.json: relative_attention_max_distance must be above 16 (got "
                             "9): with 32 buckets the decoder's first 16 are exact and the rest "
                             "divide by log(max_distance/16)"));
    }
}

void TestBucketConfig::headAliases()
{
    // T5Config maps num_attention_heads and num_hidden_layers onto num_heads and num_layers.
    const BucketModelConfig c =
        read(R"({"model_type": "t5", "num_attention_heads": 12, "num_hidden_layers": 6})");
    QCOMPARE(c.heads, std::int64_t(12));
    QCOMPARE(c.layers, std::int64_t(6));
    QCOMPARE(c.sourceOf("heads"), std::string("num_attention_heads"));
    QCOMPARE(c.sourceOf("layers"), std::string("num_hidden_layers"));
    // Both, agreeing: the first name is the source.
    QCOMPARE(read(R"({"model_type": "t5", "num_heads": 12, "num_attention_heads": 12})")
                 .sourceOf("heads"),
             std::string("num_heads"));
}

void TestBucketConfig::longT5()
{
    const BucketModelConfig local =
        read(R"({"model_type": "longt5", "encoder_attention_type": "local", "local_radius": 127,
                 "global_block_size": 16, "num_heads": 12, "num_layers": 12})");
    QVERIFY(local.scheme == BucketScheme::T5);
    QCOMPARE(local.heads, std::int64_t(12));
    QVERIFY(hasNote(local, "local: each token sees the tokens within local_radius 127 of it "
                           "(blocks of 128)"));
    QVERIFY(!hasNote(local, "transient-global:"));
    QVERIFY(!hasIgnored(local, "local_radius"));
    QVERIFY(!hasIgnored(local, "encoder_attention_type"));
    // global_block_size only matters to transient-global.
    QVERIFY(hasIgnored(local, "global_block_size"));
    const BucketModelConfig global =
        read(R"({"model_type": "longt5", "encoder_attention_type": "transient-global",
                 "global_block_size": 16})");
    QVERIFY(hasNote(global, "local_radius 127")); // LongT5Config's default
    QVERIFY(hasNote(global, "one global token per 16 tokens"));
    QVERIFY(global.ignored.empty());
}

void TestBucketConfig::mpnet()
{
    const BucketModelConfig c = read(kMpnet);
    QCOMPARE(c.modelType, std::string("mpnet"));
    QVERIFY(c.scheme == BucketScheme::T5);
    QCOMPARE(c.numBuckets, std::int64_t(32));
    QCOMPARE(c.maxDistance, std::int64_t(128));
    QCOMPARE(c.heads, std::int64_t(12));
    QCOMPARE(c.layers, std::int64_t(12));
    QVERIFY(c.encoderBidirectional);
    QVERIFY(!c.hasDecoder);
    QCOMPARE(c.decoderLayers, std::int64_t(0));
    QCOMPARE(c.sourceOf("buckets"),
             std::string("MPNet's code (compute_position_bias: num_buckets=32)"));
    QCOMPARE(c.sourceOf("max_distance"),
             std::string("MPNet's code (relative_position_bucket: max_distance=128)"));
    QCOMPARE(c.sourceOf("table_rows"), std::string("relative_attention_num_buckets"));
    QCOMPARE(c.sourceOf("heads"), std::string("num_attention_heads"));
    QCOMPARE(c.ignored.size(), std::size_t(1));
    QVERIFY(hasIgnored(c, "max_position_embeddings"));
    QVERIFY(hasNote(c, "not read from the config"));
    QVERIFY(hasNote(c, "learned absolute position embeddings"));
}

void TestBucketConfig::mpnetTable()
{
    // The config's count sizes the table; the code still buckets into 32 up to 128.
    const BucketModelConfig c =
        read(R"({"model_type": "mpnet", "relative_attention_num_buckets": 64,
                 "relative_attention_max_distance": 256})");
    QCOMPARE(c.numBuckets, std::int64_t(32));
    QCOMPARE(c.maxDistance, std::int64_t(128));
    QCOMPARE(c.heads, std::int64_t(12)); // MPNetConfig's default
    QCOMPARE(c.sourceOf("heads"), std::string("default (MPNetConfig's 12)"));
    QVERIFY(hasNote(c, "rows 32 … 63 of the relative_attention_bias table are never used"));
    QVERIFY(hasIgnored(c, "relative_attention_max_distance"));
    QCOMPARE(read(R"({"model_type": "mpnet"})").sourceOf("table_rows"),
             std::string("default (MPNetConfig's 32)"));
}

void TestBucketConfig::wavlm()
{
    const BucketModelConfig c = read(kWavlm);
    QCOMPARE(c.modelType, std::string("wavlm"));
    QVERIFY(c.scheme == BucketScheme::T5);
    QCOMPARE(c.numBuckets, std::int64_t(320));
    QCOMPARE(c.maxDistance, std::int64_t(800));
    QCOMPARE(c.heads, std::int64_t(12));
    QCOMPARE(c.layers, std::int64_t(12));
    QVERIFY(c.encoderBidirectional);
    QVERIFY(!c.hasDecoder);
    QVERIFY(!c.biasEveryLayer);
    QCOMPARE(c.sourceOf("buckets"), std::string("num_buckets"));
    QCOMPARE(c.sourceOf("max_distance"), std::string("max_bucket_distance"));
    QCOMPARE(c.ignored.size(), std::size_t(2));
    QVERIFY(hasIgnored(c, "num_conv_pos_embeddings"));
    QVERIFY(hasIgnored(c, "num_conv_pos_embedding_groups"));
    QVERIFY(hasNote(c, "gate"));
    // WavLMConfig's defaults.
    const BucketModelConfig bare = read(R"({"model_type": "wavlm"})");
    QCOMPARE(bare.numBuckets, std::int64_t(320));
    QCOMPARE(bare.maxDistance, std::int64_t(800));
    QCOMPARE(bare.heads, std::int64_t(12));
    QCOMPARE(bare.sourceOf("buckets"), std::string("default (WavLMConfig's 320)"));
    QCOMPARE(bare.sourceOf("max_distance"), std::string("default (WavLMConfig's 800)"));
}

void TestBucketConfig::deberta()
{
    const BucketModelConfig c = read(kDebertaV3Base);
    QCOMPARE(c.modelType, std::string("deberta-v2"));
    QVERIFY(c.scheme == BucketScheme::Deberta);
    QCOMPARE(c.numBuckets, std::int64_t(256));
    QCOMPARE(c.maxDistance, std::int64_t(512)); // max_relative_positions -1 < 1
    QCOMPARE(c.heads, std::int64_t(12));
    QCOMPARE(c.layers, std::int64_t(12));
    QVERIFY(c.encoderBidirectional);
    QVERIFY(!c.hasDecoder);
    QVERIFY(!c.biasEveryLayer);
    QCOMPARE(c.sourceOf("relative_attention"), std::string("relative_attention"));
    QCOMPARE(c.sourceOf("buckets"), std::string("position_buckets"));
    QCOMPARE(c.sourceOf("max_distance"),
             std::string("max_position_embeddings (max_relative_positions -1 is below 1)"));
    QVERIFY(c.ignored.empty());
    QVERIFY(hasNote(c, "query − key"));
    QVERIFY(hasNote(c, "pos_att_type: c2p (query content · key position) and p2c (query "
                       "position · key content); scores divided by sqrt(head size × 3)"));
    QVERIFY(hasNote(c, "share_att_key true"));
    QVERIFY(hasNote(c, "norm_rel_ebd layer_norm"));
    QVERIFY(hasNote(c, "position_biased_input false: no absolute positions"));
    QVERIFY(
        hasNote(c, "positions beyond max_position_embeddings keep taking log buckets past 255"));
    // The list form that transformers writes when it saves the config reads the same.
    std::string listed = kDebertaV3Base;
    listed.replace(listed.find("\"p2c|c2p\""), 9, "[\"p2c\", \"c2p\"]");
    QCOMPARE(read(listed).notes, c.notes);
    // One term only: the divisor is sqrt(head size × 2).
    std::string one = kDebertaV3Base;
    one.replace(one.find("\"p2c|c2p\""), 9, "[\"c2p\"]");
    QVERIFY(hasNote(read(one), "pos_att_type: c2p (query content · key position); scores "
                               "divided by sqrt(head size × 2)"));
}

void TestBucketConfig::debertaRelativeMax()
{
    std::string text = kDebertaV3Base;
    text.replace(text.find("\"max_relative_positions\": -1"), 28,
                 "\"max_relative_positions\": 384");
    const BucketModelConfig c = read(text);
    QCOMPARE(c.maxDistance, std::int64_t(384));
    QCOMPARE(c.sourceOf("max_distance"), std::string("max_relative_positions"));
    QCOMPARE(c.ignored.size(), std::size_t(1));
    QVERIFY(hasIgnored(c, "max_position_embeddings"));
    QVERIFY(hasNote(c, "positions beyond max_relative_positions"));
}

void TestBucketConfig::debertaDefaults()
{
    // Only what DeBERTa needs to have buckets: DebertaV2Config's defaults for the rest.
    const BucketModelConfig c = read(
        R"({"model_type": "deberta-v2", "relative_attention": true, "position_buckets": 256})");
    QCOMPARE(c.maxDistance, std::int64_t(512));
    QCOMPARE(c.sourceOf("max_distance"),
             std::string("default (DebertaV2Config's max_position_embeddings 512) "
                         "(max_relative_positions absent)"));
    QCOMPARE(c.heads, std::int64_t(24));
    QCOMPARE(c.sourceOf("heads"), std::string("default (DebertaV2Config's 24)"));
    QCOMPARE(c.layers, std::int64_t(0));
    QVERIFY(hasNote(c, "pos_att_type names neither c2p nor p2c"));
    QVERIFY(hasNote(c, "share_att_key false"));
    QVERIFY(hasNote(c, "position_biased_input absent (DebertaV2Config's default true): learned "
                       "absolute positions are added"));
    // max_relative_positions 0 is below 1 as well.
    QCOMPARE(read(R"({"model_type": "deberta-v2", "relative_attention": true,
                      "position_buckets": 64, "max_relative_positions": 0,
                      "max_position_embeddings": 1024})")
                 .maxDistance,
             std::int64_t(1024));
}

void TestBucketConfig::inferredFamily()
{
    const BucketModelConfig t5 = read(R"({"relative_attention_num_buckets": 32, "num_heads": 8})");
    QCOMPARE(t5.modelType, std::string("t5"));
    QCOMPARE(t5.sourceOf("family"), std::string("relative_attention_num_buckets"));
    const BucketModelConfig mpnet =
        read(R"({"relative_attention_num_buckets": 32, "num_attention_heads": 12})");
    QCOMPARE(mpnet.modelType, std::string("mpnet"));
    QCOMPARE(mpnet.numBuckets, std::int64_t(32));
    const BucketModelConfig wavlm = read(R"({"num_buckets": 320, "max_bucket_distance": 800})");
    QCOMPARE(wavlm.modelType, std::string("wavlm"));
    QCOMPARE(wavlm.sourceOf("family"), std::string("num_buckets"));
    const BucketModelConfig deberta =
        read(R"({"position_buckets": 256, "relative_attention": true})");
    QCOMPARE(deberta.modelType, std::string("deberta-v2"));
    QVERIFY(deberta.scheme == BucketScheme::Deberta);
    QCOMPARE(deberta.sourceOf("family"), std::string("position_buckets"));
}

void TestBucketConfig::positionKeysOfOtherSchemes()
{
    const BucketModelConfig c =
        read(R"({"model_type": "t5", "rope_theta": 10000, "alibi": true, "num_buckets": 320,
                 "max_position_embeddings": 512, "rotary_dim": 64, "d_model": 512})");
    QVERIFY(hasIgnored(c, "rope_theta"));
    QVERIFY(hasIgnored(c, "rotary_dim"));
    QVERIFY(hasIgnored(c, "alibi"));
    QVERIFY(hasIgnored(c, "num_buckets"));
    QVERIFY(hasIgnored(c, "max_position_embeddings"));
    QVERIFY(!hasIgnored(c, "d_model"));
    QCOMPARE(c.ignored.size(), std::size_t(5));
    QVERIFY(c.ignored[0].find("RoPE's") != std::string::npos);
}

void TestBucketConfig::sources()
{
    BucketModelConfig c = read(kFlanT5Large);
    QCOMPARE(c.sourceOf("nothing"), std::string());
    c.setSource("buckets", "--buckets");
    QCOMPARE(c.sourceOf("buckets"), std::string("--buckets"));
    const std::size_t before = c.sources.size();
    c.setSource("extra", "--extra");
    QCOMPARE(c.sources.size(), before + 1);
    QCOMPARE(c.sources.back().first, std::string("extra"));
}

void TestBucketConfig::badConfigs_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *name, const char *json, const char *message) {
        QTest::newRow(name) << QString::fromUtf8(json) << QString::fromUtf8(message);
    };
    row("not JSON", "{\"model_type\": \"t5\",", "cfg.json: not a JSON file: ");
    row("not an object", "[32]", "cfg.json: not a model config (a JSON object), got an array");
    row("model_type not a string", R"({"model_type": 3})",
        "cfg.json: model_type must be a string (got a number)");
    row("rope model", R"({"model_type": "llama", "rope_theta": 10000})",
        "cfg.json: model_type 'llama' has no bucketed relative positions (PE Lab reads t5, mt5, "
        "umt5, longt5, mpnet, wavlm and deberta-v2 configs)");
    row("alibi model", R"({"model_type": "bloom", "n_head": 16})",
        "cfg.json: model_type 'bloom' has no bucketed relative positions");
    row("deberta v1", R"({"model_type": "deberta", "relative_attention": true})",
        "cfg.json: model_type 'deberta' (DeBERTa v1) has no position buckets: it clips relative "
        "positions at ±max_relative_positions");
    row("nothing", R"({"n_head": 16})",
        "cfg.json: no model_type, and no key of a model with bucketed relative positions "
        "(relative_attention_num_buckets, num_buckets, position_buckets)");
    row("zero buckets", R"({"model_type": "t5", "relative_attention_num_buckets": 0})",
        "cfg.json: relative_attention_num_buckets must be a whole number of at least 1 (got 0)");
    row("negative buckets", R"({"model_type": "t5", "relative_attention_num_buckets": -32})",
        "cfg.json: relative_attention_num_buckets must be a whole number of at least 1 (got -32)");
    row("fractional buckets", R"({"model_type": "mt5", "relative_attention_num_buckets": 32.5})",
        "cfg.json: relative_attention_num_buckets must be a whole number of at least 1 (got 32.5)");
    row("buckets as text", R"({"model_type": "t5", "relative_attention_num_buckets": "32"})",
        "cfg.json: relative_attention_num_buckets must be a number (got a string)");
    row("too many buckets", R"({"model_type": "t5", "relative_attention_num_buckets": 70000})",
        "cfg.json: relative_attention_num_buckets must be at most 65536 (got 70000)");
    row("too few buckets", R"({"model_type": "t5", "relative_attention_num_buckets": 2})",
        "cfg.json: relative_attention_num_buckets must be at least 4 (got 2): the encoder halves "
        "the buckets per direction and keeps half of each exact");
    row("zero distance", R"({"model_type": "t5", "relative_attention_max_distance": 0})",
        "cfg.json: relative_attention_max_distance must be a whole number of at least 1 (got 0)");
    row("fractional distance", R"({"model_type": "umt5", "relative_attention_max_distance": 1.5})",
        "cfg.json: relative_attention_max_distance must be a whole number of at least 1 (got "
        "1.5)");
    row("distance at the exact buckets",
        R"({"model_type": "t5", "relative_attention_max_distance": 16})",
        "cfg.json: relative_attention_max_distance must be above 16 (got 16)");
    row("zero heads", R"({"model_type": "t5", "num_heads": 0})",
        "cfg.json: num_heads must be a whole number of at least 1 (got 0)");
    row("too many heads", R"({"model_type": "t5", "num_heads": 5000})",
        "cfg.json: num_heads must be at most 4096 (got 5000)");
    row("aliases disagree", R"({"model_type": "t5", "num_heads": 8, "num_attention_heads": 12})",
        "cfg.json: num_heads (8) and num_attention_heads (12) disagree");
    row("negative layers", R"({"model_type": "t5", "num_layers": -1})",
        "cfg.json: num_layers must be a whole number of at least 1 (got -1)");
    row("decoder flag as text", R"({"model_type": "t5", "is_encoder_decoder": "yes"})",
        "cfg.json: is_encoder_decoder must be true or false");
    row("longt5 attention type", R"({"model_type": "longt5", "encoder_attention_type": "global"})",
        "cfg.json: encoder_attention_type must be \"local\" or \"transient-global\" (got "
        "\"global\")");
    row("mpnet table too small", R"({"model_type": "mpnet", "relative_attention_num_buckets": 16})",
        "cfg.json: relative_attention_num_buckets must be at least 32 (got 16): MPNet's encoder "
        "buckets into 32 whatever the config says, so a smaller table cannot be indexed");
    row("wavlm zero buckets", R"({"model_type": "wavlm", "num_buckets": 0})",
        "cfg.json: num_buckets must be a whole number of at least 1 (got 0)");
    row("wavlm distance at the exact buckets",
        R"({"model_type": "wavlm", "max_bucket_distance": 80})",
        "cfg.json: max_bucket_distance must be above 80 (got 80): with 320 buckets the encoder's "
        "first 80 are exact and the rest divide by log(max_distance/80)");
    row("deberta relative_attention false",
        R"({"model_type": "deberta-v2", "relative_attention": false, "position_buckets": 256})",
        "cfg.json: relative_attention is false: this model has no relative positions");
    row("deberta relative_attention absent",
        R"({"model_type": "deberta-v2", "position_buckets": 256})",
        "cfg.json: relative_attention is missing: DebertaV2Config's default is false, so no "
        "relative positions");
    row("deberta relative_attention as text",
        R"({"model_type": "deberta-v2", "relative_attention": 1, "position_buckets": 256})",
        "cfg.json: relative_attention must be true or false");
    row("deberta without buckets", R"({"model_type": "deberta-v2", "relative_attention": true})",
        "cfg.json: position_buckets is missing: DeBERTa then clips relative positions at "
        "±max_relative_positions without buckets");
    row("deberta buckets -1",
        R"({"model_type": "deberta-v2", "relative_attention": true, "position_buckets": -1})",
        "cfg.json: position_buckets is -1: DeBERTa then clips relative positions");
    row("deberta buckets 0",
        R"({"model_type": "deberta-v2", "relative_attention": true, "position_buckets": 0})",
        "cfg.json: position_buckets is 0: DeBERTa then clips relative positions");
    row("deberta fractional buckets",
        R"({"model_type": "deberta-v2", "relative_attention": true, "position_buckets": 2.5})",
        "cfg.json: position_buckets must be a whole number (got 2.5)");
    row("deberta one bucket",
        R"({"model_type": "deberta-v2", "relative_attention": true, "position_buckets": 1})",
        "cfg.json: position_buckets must be at least 2 (got 1)");
    row("deberta too many buckets",
        R"({"model_type": "deberta-v2", "relative_attention": true, "position_buckets": 70000})",
        "cfg.json: position_buckets must be at most 65536 (got 70000)");
    row("deberta fractional max_relative_positions",
        R"({"model_type": "deberta-v2", "relative_attention": true, "position_buckets": 256,
            "max_relative_positions": 511.5})",
        "cfg.json: max_relative_positions must be a whole number (got 511.5)");
    row("deberta distance within the buckets",
        R"({"model_type": "deberta-v2", "relative_attention": true, "position_buckets": 256,
            "max_relative_positions": 100})",
        "cfg.json: max_relative_positions must be above 129 (got 100): DeBERTa's log buckets "
        "divide by log((max_relative_positions − 1)/128)");
    row("deberta length within the buckets",
        R"({"model_type": "deberta-v2", "relative_attention": true, "position_buckets": 256,
            "max_position_embeddings": 129})",
        "cfg.json: max_position_embeddings must be above 129 (got 129)");
    row("deberta zero length",
        R"({"model_type": "deberta-v2", "relative_attention": true, "position_buckets": 256,
            "max_position_embeddings": 0})",
        "cfg.json: max_position_embeddings must be a whole number of at least 1 (got 0)");
    row("deberta pos_att_type a number",
        R"({"model_type": "deberta-v2", "relative_attention": true, "position_buckets": 256,
            "pos_att_type": 3})",
        "cfg.json: pos_att_type must be a list such as [\"p2c\", \"c2p\"] or a text such as "
        "\"p2c|c2p\"");
    row("deberta pos_att_type of numbers",
        R"({"model_type": "deberta-v2", "relative_attention": true, "position_buckets": 256,
            "pos_att_type": [1, 2]})",
        "cfg.json: pos_att_type must hold texts such as \"c2p\" and \"p2c\"");
}

void TestBucketConfig::badConfigs()
{
    QFETCH(QString, json);
    QFETCH(QString, message);
    try {
        pelab::readBucketConfig(json.toStdString(), "cfg.json");
        QFAIL("no error");
    } catch (const pelab::Error &error) {
        const std::string what = error.what();
        QVERIFY2(what.rfind(message.toStdString(), 0) == 0, what.c_str());
        QVERIFY2(what.find('\n') == std::string::npos, what.c_str());
    }
}

void TestBucketConfig::files()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath(QStringLiteral("config.json")).toStdString();
    {
        std::ofstream out(path, std::ios::binary);
        out << kWavlm;
    }
    QCOMPARE(pelab::readBucketConfigFile(path, "config.json").numBuckets, std::int64_t(320));
    try {
        pelab::readBucketConfigFile(path + ".missing", "missing.json");
        QFAIL("no error");
    } catch (const pelab::Error &error) {
        QCOMPARE(std::string(error.what()), std::string("missing.json: cannot open the file"));
    }
    try {
        pelab::readBucketConfigFile(dir.path().toStdString(), "folder");
        QFAIL("no error");
    } catch (const pelab::Error &error) {
        QVERIFY2(std::string(error.what()).rfind("folder: ", 0) == 0, error.what());
    }
}

QTEST_APPLESS_MAIN(TestBucketConfig)
#include "tst_bucketconfig.moc"
