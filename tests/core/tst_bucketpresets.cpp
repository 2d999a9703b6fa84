// The bucketed-relative-bias presets (PresetFamily::Buckets): their values as the files named in
// their sources write them, each read with readBucketConfig to numbers written here by hand, and
// no RoPE or ALiBi preset read as one.
#include "bucketconfig.h"
#include "jsonvalue.h"
#include "modelpresets.h"
#include "presettestutils.h"

#include <QTest>

#include <string>

using presettest::at;
using presettest::written;

class TestBucketPresets : public QObject
{
    Q_OBJECT

private slots:
    void values_data();
    void values();
    void bucketPresetsRead_data();
    void bucketPresetsRead();
    void otherPresetsHaveNoBuckets();
};

void TestBucketPresets::values_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("expected"); // as the file named in the preset's source writes it

    const auto row = [](const char *preset, const char *path, const char *expected) {
        QTest::newRow(
            qPrintable(QString::fromUtf8(preset) + QStringLiteral(" ") + QString::fromUtf8(path)))
            << QString::fromUtf8(preset) << QString::fromUtf8(path) << QString::fromUtf8(expected);
    };
    // T5-Small, T5-Base: saved copies with every T5 key written out.
    row("t5-small", "model_type", "\"t5\"");
    row("t5-small", "architectures.0", "\"T5ForConditionalGeneration\"");
    row("t5-small", "d_model", "512");
    row("t5-small", "is_encoder_decoder", "true");
    row("t5-small", "n_positions", "512");
    row("t5-small", "num_decoder_layers", "6");
    row("t5-small", "num_heads", "8");
    row("t5-small", "num_layers", "6");
    row("t5-small", "relative_attention_max_distance", "128");
    row("t5-small", "relative_attention_num_buckets", "32");
    row("t5-base", "d_model", "768");
    row("t5-base", "n_positions", "512");
    row("t5-base", "num_decoder_layers", "12");
    row("t5-base", "num_heads", "12");
    row("t5-base", "num_layers", "12");
    row("t5-base", "relative_attention_max_distance", "128");
    row("t5-base", "relative_attention_num_buckets", "32");
    // T5-Large as published: no max distance, no decoder layer count.
    row("t5-large", "d_model", "1024");
    row("t5-large", "is_encoder_decoder", "true");
    row("t5-large", "n_positions", "512");
    row("t5-large", "num_heads", "16");
    row("t5-large", "num_layers", "24");
    row("t5-large", "relative_attention_num_buckets", "32");
    row("flan-t5-large", "d_model", "1024");
    row("flan-t5-large", "num_decoder_layers", "24");
    row("flan-t5-large", "num_heads", "16");
    row("flan-t5-large", "num_layers", "24");
    row("flan-t5-large", "relative_attention_max_distance", "128");
    row("flan-t5-large", "relative_attention_num_buckets", "32");
    // ComfyUI's mT5-XL and UMT5-XXL configs.
    row("mt5-xl", "model_type", "\"mt5\"");
    row("mt5-xl", "d_model", "2048");
    row("mt5-xl", "is_encoder_decoder", "true");
    row("mt5-xl", "num_decoder_layers", "24");
    row("mt5-xl", "num_heads", "32");
    row("mt5-xl", "num_layers", "24");
    row("mt5-xl", "relative_attention_num_buckets", "32");
    row("umt5-xxl", "model_type", "\"umt5\"");
    row("umt5-xxl", "d_model", "4096");
    row("umt5-xxl", "num_decoder_layers", "24");
    row("umt5-xxl", "num_heads", "64");
    row("umt5-xxl", "num_layers", "24");
    row("umt5-xxl", "relative_attention_num_buckets", "32");
    // MPNet: the config's bucket count; the distance is in the code.
    row("all-mpnet-base-v2", "model_type", "\"mpnet\"");
    row("all-mpnet-base-v2", "architectures.0", "\"MPNetForMaskedLM\"");
    row("all-mpnet-base-v2", "hidden_size", "768");
    row("all-mpnet-base-v2", "max_position_embeddings", "514");
    row("all-mpnet-base-v2", "num_attention_heads", "12");
    row("all-mpnet-base-v2", "num_hidden_layers", "12");
    row("all-mpnet-base-v2", "relative_attention_num_buckets", "32");
    // WavLM Base+.
    row("wavlm-base-plus", "model_type", "\"wavlm\"");
    row("wavlm-base-plus", "architectures.0", "\"WavLMModel\"");
    row("wavlm-base-plus", "hidden_size", "768");
    row("wavlm-base-plus", "num_buckets", "320");
    row("wavlm-base-plus", "max_bucket_distance", "800");
    row("wavlm-base-plus", "num_attention_heads", "12");
    row("wavlm-base-plus", "num_hidden_layers", "12");
    row("wavlm-base-plus", "num_conv_pos_embeddings", "128");
    row("wavlm-base-plus", "num_conv_pos_embedding_groups", "16");
    // DeBERTa-v3 and mDeBERTa-v3: 256 log buckets, max_relative_positions -1.
    for (const char *deberta : {"deberta-v3-base", "deberta-v3-large", "mdeberta-v3-base"}) {
        row(deberta, "model_type", "\"deberta-v2\"");
        row(deberta, "relative_attention", "true");
        row(deberta, "position_buckets", "256");
        row(deberta, "max_relative_positions", "-1");
        row(deberta, "max_position_embeddings", "512");
        row(deberta, "pos_att_type.0", "\"p2c\"");
        row(deberta, "pos_att_type.1", "\"c2p\"");
        row(deberta, "share_att_key", "true");
        row(deberta, "norm_rel_ebd", "\"layer_norm\"");
        row(deberta, "position_biased_input", "false");
    }
    row("deberta-v3-base", "architectures.0", "\"DebertaV2ForQuestionAnswering\"");
    row("deberta-v3-base", "hidden_size", "768");
    row("deberta-v3-base", "num_attention_heads", "12");
    row("deberta-v3-base", "num_hidden_layers", "12");
    row("deberta-v3-large", "hidden_size", "1024");
    row("deberta-v3-large", "num_attention_heads", "16");
    row("deberta-v3-large", "num_hidden_layers", "24");
    row("mdeberta-v3-base", "architectures.0", "\"DebertaV2ForSequenceClassification\"");
    row("mdeberta-v3-base", "hidden_size", "768");
    row("mdeberta-v3-base", "num_attention_heads", "12");
    row("mdeberta-v3-base", "num_hidden_layers", "12");
}

void TestBucketPresets::values()
{
    QFETCH(QString, preset);
    QFETCH(QString, path);
    QFETCH(QString, expected);
    const pelab::ModelPreset *found = pelab::findModelPreset(preset.toStdString());
    QVERIFY(found);
    const pelab::JsonValue root = pelab::JsonValue::parse(found->config);
    const pelab::JsonValue *value = at(root, path.toStdString());
    QVERIFY2(value, "missing");
    QCOMPARE(QString::fromStdString(written(*value)), expected);
    if (value->isNumber()) // and the number it denotes
        QCOMPARE(std::stod(value->text()), std::stod(expected.toStdString()));
}

void TestBucketPresets::bucketPresetsRead_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("modelType");
    QTest::addColumn<bool>("deberta"); // the scheme: DeBERTa's log buckets, else T5's
    QTest::addColumn<int>("buckets");  // the count the bucket function is called with
    QTest::addColumn<int>("distance"); // its maximum distance
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("decoderLayers"); // 0: no decoder
    QTest::addColumn<bool>("everyLayer");
    const auto row = [](const char *preset, const char *type, bool deberta, int buckets,
                        int distance, int heads, int layers, int decoderLayers, bool everyLayer) {
        QTest::newRow(preset) << QString::fromUtf8(preset) << QString::fromUtf8(type) << deberta
                              << buckets << distance << heads << layers << decoderLayers
                              << everyLayer;
    };
    row("t5-small", "t5", false, 32, 128, 8, 6, 6, false);
    row("t5-base", "t5", false, 32, 128, 12, 12, 12, false);
    row("t5-large", "t5", false, 32, 128, 16, 24, 24, false);
    row("flan-t5-large", "t5", false, 32, 128, 16, 24, 24, false);
    row("mt5-xl", "mt5", false, 32, 128, 32, 24, 24, false);
    row("umt5-xxl", "umt5", false, 32, 128, 64, 24, 24, true);
    row("all-mpnet-base-v2", "mpnet", false, 32, 128, 12, 12, 0, false);
    row("wavlm-base-plus", "wavlm", false, 320, 800, 12, 12, 0, false);
    row("deberta-v3-base", "deberta-v2", true, 256, 512, 12, 12, 0, false);
    row("deberta-v3-large", "deberta-v2", true, 256, 512, 16, 24, 0, false);
    row("mdeberta-v3-base", "deberta-v2", true, 256, 512, 12, 12, 0, false);
}

// Every bucket preset reads with readBucketConfig, to the numbers written above by hand.
void TestBucketPresets::bucketPresetsRead()
{
    QFETCH(QString, preset);
    QFETCH(QString, modelType);
    QFETCH(bool, deberta);
    QFETCH(int, buckets);
    QFETCH(int, distance);
    QFETCH(int, heads);
    QFETCH(int, layers);
    QFETCH(int, decoderLayers);
    QFETCH(bool, everyLayer);
    const pelab::ModelPreset *found = pelab::findModelPreset(preset.toStdString());
    QVERIFY(found);
    QVERIFY(found->family == pelab::PresetFamily::Buckets);
    const pelab::BucketModelConfig config =
        pelab::readBucketConfig(found->config, std::string(found->name));
    QCOMPARE(QString::fromStdString(config.modelType), modelType);
    QCOMPARE(config.scheme == pelab::BucketScheme::Deberta, deberta);
    QCOMPARE(config.numBuckets, std::int64_t(buckets));
    QCOMPARE(config.maxDistance, std::int64_t(distance));
    QCOMPARE(config.heads, std::int64_t(heads));
    QCOMPARE(config.layers, std::int64_t(layers));
    QCOMPARE(config.hasDecoder, decoderLayers > 0);
    QCOMPARE(config.decoderLayers, std::int64_t(decoderLayers));
    QCOMPARE(config.biasEveryLayer, everyLayer);
    QVERIFY(config.encoderBidirectional);
}

void TestBucketPresets::otherPresetsHaveNoBuckets()
{
    int buckets = 0;
    for (const pelab::ModelPreset &preset : pelab::modelPresets()) {
        if (preset.family == pelab::PresetFamily::Buckets) {
            ++buckets;
            continue;
        }
        try {
            pelab::readBucketConfig(preset.config, std::string(preset.name));
            QFAIL(preset.name.data());
        } catch (const std::exception &e) {
            QVERIFY2(std::string(e.what()).find("has no bucketed relative positions") !=
                         std::string::npos,
                     e.what());
        }
    }
    QCOMPARE(buckets, 11);
}

QTEST_APPLESS_MAIN(TestBucketPresets)
#include "tst_bucketpresets.moc"
