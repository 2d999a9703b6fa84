// Reading a model's bucketed relative bias from its Hugging Face config.json, the T5 family (T5,
// mT5, UMT5, LongT5): each value's source, each config class's defaults when a key is absent, the
// encoder's and decoder's directions, what is ignored; the families found without model_type.
// MPNet, WavLM, DeBERTa and the refusals are in tst_bucketconfigencoders.
#include "bucketconfig.h"
#include "bucketconfigtestutils.h"
#include "error.h"

#include <QTest>

#include <string>

namespace {

using buckettest::hasIgnored;
using buckettest::hasNote;
using buckettest::read;
using pelab::BucketModelConfig;
using pelab::BucketScheme;

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
    void inferredFamily();
    void positionKeysOfOtherSchemes();
    void sources();
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

QTEST_APPLESS_MAIN(TestBucketConfig)
#include "tst_bucketconfig.moc"
