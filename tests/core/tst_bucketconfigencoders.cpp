// Reading the bucketed relative bias of the encoder-only families from a config.json: MPNet (the
// buckets written in its code), WavLM and DeBERTa-v2/v3 (max_relative_positions below 1 →
// max_position_embeddings); every refusal's one-line message, and the file reader.
#include "bucketconfig.h"
#include "bucketconfigtestutils.h"
#include "error.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <string>

namespace {

using buckettest::hasIgnored;
using buckettest::hasNote;
using buckettest::read;
using pelab::BucketModelConfig;
using pelab::BucketScheme;

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

class TestBucketConfigEncoders : public QObject
{
    Q_OBJECT

private slots:
    void mpnet();
    void mpnetTable();
    void wavlm();
    void deberta();
    void debertaRelativeMax();
    void debertaDefaults();
    void badConfigs_data();
    void badConfigs();
    void files();
};

void TestBucketConfigEncoders::mpnet()
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

void TestBucketConfigEncoders::mpnetTable()
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

void TestBucketConfigEncoders::wavlm()
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

void TestBucketConfigEncoders::deberta()
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

void TestBucketConfigEncoders::debertaRelativeMax()
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

void TestBucketConfigEncoders::debertaDefaults()
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

void TestBucketConfigEncoders::badConfigs_data()
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

void TestBucketConfigEncoders::badConfigs()
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

void TestBucketConfigEncoders::files()
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

QTEST_APPLESS_MAIN(TestBucketConfigEncoders)
#include "tst_bucketconfigencoders.moc"
