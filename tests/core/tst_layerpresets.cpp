// The presets of issue 27 (M-RoPE sections, layer schedules): their configs hold the values of
// the published config.json files, written out here as they appear there, and read back as
// transformers reads them (sections, merge, schedule, base, scaling).
#include "jsonvalue.h"
#include "modelpresets.h"
#include "presettestutils.h"
#include "ropeconfig.h"

#include <QTest>

#include <set>
#include <string>

using pelab::RopeModelConfig;
using pelab::RopeScalingType;
using pelab::SectionLayout;
using presettest::at;
using presettest::written;

namespace {

RopeModelConfig preset(const char *name)
{
    const pelab::ModelPreset *found = pelab::findModelPreset(name);
    if (!found)
        throw std::runtime_error(std::string("no preset ") + name);
    return pelab::readRopeConfig(found->config, name);
}

pelab::JsonValue parsed(const char *name)
{
    return pelab::JsonValue::parse(pelab::findModelPreset(name)->config);
}

std::vector<std::int64_t> sizes(std::initializer_list<std::int64_t> items)
{
    return items;
}

} // namespace

class TestLayerPresets : public QObject
{
    Q_OBJECT

private slots:
    void values_data();
    void values();
    void ropeScalingIsWhole();
    void readQwen2Vl();
    void readQwen25Vl();
    void readQwen3Vl();
    void readGemma3();
    void readCommandR7b();
    void readLlama4Scout();
    void readSmolLm3();
    void readGemma3_27b();
};

void TestLayerPresets::values_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("expected"); // as the published config.json writes it

    const auto row = [](const char *preset, const char *path, const char *expected) {
        QTest::newRow(
            qPrintable(QString::fromUtf8(preset) + QStringLiteral(" ") + QString::fromUtf8(path)))
            << QString::fromUtf8(preset) << QString::fromUtf8(path) << QString::fromUtf8(expected);
    };
    // Qwen2-VL 7B Instruct: M-RoPE in rope_scaling, legacy "type": "mrope".
    row("qwen2-vl-7b-instruct", "model_type", "\"qwen2_vl\"");
    row("qwen2-vl-7b-instruct", "hidden_size", "3584");
    row("qwen2-vl-7b-instruct", "num_attention_heads", "28");
    row("qwen2-vl-7b-instruct", "rope_theta", "1000000.0");
    row("qwen2-vl-7b-instruct", "max_position_embeddings", "32768");
    row("qwen2-vl-7b-instruct", "rope_scaling.type", "\"mrope\"");
    row("qwen2-vl-7b-instruct", "rope_scaling.mrope_section.0", "16");
    row("qwen2-vl-7b-instruct", "rope_scaling.mrope_section.1", "24");
    row("qwen2-vl-7b-instruct", "rope_scaling.mrope_section.2", "24");
    // Qwen2.5-VL 7B Instruct: tokens_per_second and the merge in vision_config.
    row("qwen2.5-vl-7b-instruct", "model_type", "\"qwen2_5_vl\"");
    row("qwen2.5-vl-7b-instruct", "hidden_size", "3584");
    row("qwen2.5-vl-7b-instruct", "num_attention_heads", "28");
    row("qwen2.5-vl-7b-instruct", "rope_theta", "1000000.0");
    row("qwen2.5-vl-7b-instruct", "max_position_embeddings", "128000");
    row("qwen2.5-vl-7b-instruct", "rope_scaling.type", "\"mrope\"");
    row("qwen2.5-vl-7b-instruct", "rope_scaling.mrope_section.1", "24");
    row("qwen2.5-vl-7b-instruct", "vision_config.spatial_merge_size", "2");
    row("qwen2.5-vl-7b-instruct", "vision_config.tokens_per_second", "2");
    // Qwen3-VL 8B Instruct: everything in text_config, interleaved sections.
    row("qwen3-vl-8b-instruct", "model_type", "\"qwen3_vl\"");
    row("qwen3-vl-8b-instruct", "text_config.head_dim", "128");
    row("qwen3-vl-8b-instruct", "text_config.num_attention_heads", "32");
    row("qwen3-vl-8b-instruct", "text_config.num_hidden_layers", "36");
    row("qwen3-vl-8b-instruct", "text_config.max_position_embeddings", "262144");
    row("qwen3-vl-8b-instruct", "text_config.rope_theta", "5000000");
    row("qwen3-vl-8b-instruct", "text_config.rope_scaling.mrope_interleaved", "true");
    row("qwen3-vl-8b-instruct", "text_config.rope_scaling.mrope_section.0", "24");
    row("qwen3-vl-8b-instruct", "text_config.rope_scaling.mrope_section.2", "20");
    // Gemma 3 4B IT: a sparse text_config (the rest is Gemma3TextConfig's defaults).
    row("gemma-3-4b-it", "model_type", "\"gemma3\"");
    row("gemma-3-4b-it", "architectures.0", "\"Gemma3ForConditionalGeneration\"");
    row("gemma-3-4b-it", "text_config.model_type", "\"gemma3_text\"");
    row("gemma-3-4b-it", "text_config.hidden_size", "2560");
    row("gemma-3-4b-it", "text_config.num_hidden_layers", "34");
    row("gemma-3-4b-it", "text_config.sliding_window", "1024");
    row("gemma-3-4b-it", "text_config.rope_scaling.factor", "8.0");
    row("gemma-3-4b-it", "text_config.rope_scaling.rope_type", "\"linear\"");
    // Command R7B: a global NoPE layer every 4.
    row("command-r7b-12-2024", "model_type", "\"cohere2\"");
    row("command-r7b-12-2024", "head_dim", "128");
    row("command-r7b-12-2024", "num_attention_heads", "32");
    row("command-r7b-12-2024", "num_hidden_layers", "32");
    row("command-r7b-12-2024", "rope_theta", "50000");
    row("command-r7b-12-2024", "rope_scaling", "null");
    row("command-r7b-12-2024", "sliding_window", "4096");
    row("command-r7b-12-2024", "sliding_window_pattern", "4");
    row("command-r7b-12-2024", "max_position_embeddings", "8192");
    // Llama 4 Scout 17B-16E Instruct: everything in text_config, llama3 x16, chunks of 8192.
    row("llama-4-scout-17b-16e-instruct", "model_type", "\"llama4\"");
    row("llama-4-scout-17b-16e-instruct", "architectures.0", "\"Llama4ForConditionalGeneration\"");
    row("llama-4-scout-17b-16e-instruct", "text_config.model_type", "\"llama4_text\"");
    row("llama-4-scout-17b-16e-instruct", "text_config.head_dim", "128");
    row("llama-4-scout-17b-16e-instruct", "text_config.hidden_size", "5120");
    row("llama-4-scout-17b-16e-instruct", "text_config.num_attention_heads", "40");
    row("llama-4-scout-17b-16e-instruct", "text_config.num_hidden_layers", "48");
    row("llama-4-scout-17b-16e-instruct", "text_config.attention_chunk_size", "8192");
    row("llama-4-scout-17b-16e-instruct", "text_config.max_position_embeddings", "10485760");
    row("llama-4-scout-17b-16e-instruct", "text_config.rope_theta", "500000.0");
    row("llama-4-scout-17b-16e-instruct", "text_config.rope_scaling.rope_type", "\"llama3\"");
    row("llama-4-scout-17b-16e-instruct", "text_config.rope_scaling.factor", "16.0");
    row("llama-4-scout-17b-16e-instruct", "text_config.rope_scaling.low_freq_factor", "1.0");
    row("llama-4-scout-17b-16e-instruct", "text_config.rope_scaling.high_freq_factor", "1.0");
    row("llama-4-scout-17b-16e-instruct",
        "text_config.rope_scaling.original_max_position_embeddings", "8192");
    // SmolLM3-3B: a NoPE layer every 4 in no_rope_layers, every layer full attention.
    row("smollm3-3b", "model_type", "\"smollm3\"");
    row("smollm3-3b", "architectures.0", "\"SmolLM3ForCausalLM\"");
    row("smollm3-3b", "hidden_size", "2048");
    row("smollm3-3b", "num_attention_heads", "16");
    row("smollm3-3b", "num_hidden_layers", "36");
    row("smollm3-3b", "rope_theta", "5000000.0");
    row("smollm3-3b", "rope_scaling", "null");
    row("smollm3-3b", "max_position_embeddings", "65536");
    row("smollm3-3b", "no_rope_layer_interval", "4");
    row("smollm3-3b", "no_rope_layers.0", "1");
    row("smollm3-3b", "no_rope_layers.2", "1");
    row("smollm3-3b", "no_rope_layers.3", "0");
    row("smollm3-3b", "no_rope_layers.35", "0");
    row("smollm3-3b", "layer_types.0", "\"full_attention\"");
    row("smollm3-3b", "layer_types.35", "\"full_attention\"");
    row("smollm3-3b", "sliding_window", "null");
    row("smollm3-3b", "use_sliding_window", "false");
    // Gemma 3 27B IT: head_dim in text_config, the bases left to Gemma3TextConfig.
    row("gemma-3-27b-it", "model_type", "\"gemma3\"");
    row("gemma-3-27b-it", "architectures.0", "\"Gemma3ForConditionalGeneration\"");
    row("gemma-3-27b-it", "text_config.model_type", "\"gemma3_text\"");
    row("gemma-3-27b-it", "text_config.head_dim", "128");
    row("gemma-3-27b-it", "text_config.hidden_size", "5376");
    row("gemma-3-27b-it", "text_config.num_attention_heads", "32");
    row("gemma-3-27b-it", "text_config.num_hidden_layers", "62");
    row("gemma-3-27b-it", "text_config.sliding_window", "1024");
    row("gemma-3-27b-it", "text_config.rope_scaling.factor", "8.0");
    row("gemma-3-27b-it", "text_config.rope_scaling.rope_type", "\"linear\"");
}

void TestLayerPresets::values()
{
    QFETCH(QString, preset);
    QFETCH(QString, path);
    QFETCH(QString, expected);
    const pelab::JsonValue root = parsed(preset.toUtf8().constData());
    const pelab::JsonValue *value = at(root, path.toStdString());
    QVERIFY2(value, "missing");
    QCOMPARE(QString::fromStdString(written(*value)), expected);
}

void TestLayerPresets::ropeScalingIsWhole()
{
    const auto members = [](const pelab::JsonValue &object) {
        std::set<std::string> names;
        for (const auto &[name, value] : object.object())
            names.insert(name);
        return names;
    };
    const std::set<std::string> mrope{"mrope_section", "type"};
    QCOMPARE(members(*parsed("qwen2-vl-7b-instruct").find("rope_scaling")), mrope);
    QCOMPARE(members(*parsed("qwen2.5-vl-7b-instruct").find("rope_scaling")), mrope);
    QCOMPARE(members(*at(parsed("qwen3-vl-8b-instruct"), "text_config.rope_scaling")),
             (std::set<std::string>{"mrope_interleaved", "mrope_section", "rope_type"}));
    QCOMPARE(members(*at(parsed("gemma-3-4b-it"), "text_config.rope_scaling")),
             (std::set<std::string>{"factor", "rope_type"}));
    QCOMPARE(members(*at(parsed("gemma-3-27b-it"), "text_config.rope_scaling")),
             (std::set<std::string>{"factor", "rope_type"}));
    QCOMPARE(members(*at(parsed("llama-4-scout-17b-16e-instruct"), "text_config.rope_scaling")),
             (std::set<std::string>{"factor", "high_freq_factor", "low_freq_factor",
                                    "original_max_position_embeddings", "rope_type"}));
}

void TestLayerPresets::readQwen2Vl()
{
    const RopeModelConfig c = preset("qwen2-vl-7b-instruct");
    QCOMPARE(c.headDim, std::int64_t(3584 / 28));
    QCOMPARE(c.base, 1000000.0);
    QCOMPARE(c.scaling.type, RopeScalingType::None);
    QCOMPARE(c.sections.sizes, sizes({16, 24, 24}));
    QCOMPARE(c.sections.layout, SectionLayout::Chunked);
    QVERIFY(!c.spatialMerge && !c.tokensPerSecond);
    QCOMPARE(c.maxPositionEmbeddings, std::int64_t(32768));
    QCOMPARE(c.schedule.layers, std::int64_t(0));
    QVERIFY(c.ignored.empty());
}

void TestLayerPresets::readQwen25Vl()
{
    const RopeModelConfig c = preset("qwen2.5-vl-7b-instruct");
    QCOMPARE(c.headDim, std::int64_t(128));
    QCOMPARE(c.base, 1000000.0);
    QCOMPARE(c.scaling.type, RopeScalingType::None);
    QCOMPARE(c.sections.sizes, sizes({16, 24, 24}));
    QCOMPARE(c.sections.layout, SectionLayout::Chunked);
    QCOMPARE(*c.spatialMerge, std::int64_t(2));
    QCOMPARE(*c.tokensPerSecond, 2.0);
    QCOMPARE(c.maxPositionEmbeddings, std::int64_t(128000));
    QCOMPARE(c.schedule.layers, std::int64_t(0));
    QVERIFY(c.ignored.empty());
}

void TestLayerPresets::readQwen3Vl()
{
    const RopeModelConfig c = preset("qwen3-vl-8b-instruct");
    QCOMPARE(c.modelType, std::string("qwen3_vl_text"));
    QCOMPARE(c.headDim, std::int64_t(128));
    QCOMPARE(c.base, 5000000.0);
    QCOMPARE(c.sourceOf("base"), std::string("text_config.rope_theta"));
    QCOMPARE(c.scaling.type, RopeScalingType::None);
    QCOMPARE(c.sections.sizes, sizes({24, 20, 20}));
    QCOMPARE(c.sections.layout, SectionLayout::Interleaved);
    QCOMPARE(c.sourceOf("mrope_section"), std::string("text_config.rope_scaling.mrope_section"));
    QCOMPARE(c.maxPositionEmbeddings, std::int64_t(262144));
    QCOMPARE(c.schedule.layers, std::int64_t(0));
}

void TestLayerPresets::readGemma3()
{
    const RopeModelConfig c = preset("gemma-3-4b-it");
    QCOMPARE(c.headDim, std::int64_t(256));
    QCOMPARE(c.rotaryDim, std::int64_t(256));
    QCOMPARE(c.base, 1000000.0);
    QCOMPARE(c.scaling.type, RopeScalingType::Linear);
    QCOMPARE(*c.scaling.factor, 8.0);
    QCOMPARE(c.sections.layout, SectionLayout::None);
    QCOMPARE(c.schedule.layers, std::int64_t(34));
    QCOMPARE(c.schedule.windowPattern, std::string("5*sliding,full"));
    QCOMPARE(c.schedule.ropePattern, std::string("rope"));
    QCOMPARE(*c.schedule.slidingWindow, std::int64_t(1024));
    QCOMPARE(*c.schedule.localBase, 10000.0);
    QVERIFY(!c.schedule.chunkSize);
    QCOMPARE(c.sourceOf("layers"), std::string("text_config.num_hidden_layers"));
    QCOMPARE(c.sourceOf("scaling"), std::string("text_config.rope_scaling.rope_type"));
    QCOMPARE(c.maxPositionEmbeddings, std::int64_t(131072));
}

void TestLayerPresets::readCommandR7b()
{
    const RopeModelConfig c = preset("command-r7b-12-2024");
    QCOMPARE(c.headDim, std::int64_t(128));
    QCOMPARE(c.base, 50000.0);
    QCOMPARE(c.pairing, pelab::RopePairing::Interleaved);
    QCOMPARE(c.scaling.type, RopeScalingType::None);
    QCOMPARE(c.schedule.layers, std::int64_t(32));
    QCOMPARE(c.schedule.windowPattern, std::string("3*sliding,full"));
    QCOMPARE(c.schedule.ropePattern, std::string("3*rope,nope"));
    QCOMPARE(*c.schedule.slidingWindow, std::int64_t(4096));
    QVERIFY(!c.schedule.localBase);
    QCOMPARE(c.maxPositionEmbeddings, std::int64_t(8192));
    QVERIFY(c.ignored.empty());
}

void TestLayerPresets::readLlama4Scout()
{
    const RopeModelConfig c = preset("llama-4-scout-17b-16e-instruct");
    QCOMPARE(c.modelType, std::string("llama4_text"));
    QCOMPARE(c.headDim, std::int64_t(128));
    QCOMPARE(c.rotaryDim, std::int64_t(128));
    QCOMPARE(c.base, 500000.0);
    QCOMPARE(c.sourceOf("base"), std::string("text_config.rope_theta"));
    QCOMPARE(c.pairing, pelab::RopePairing::Interleaved);
    QCOMPARE(c.scaling.type, RopeScalingType::Llama3);
    QCOMPARE(*c.scaling.factor, 16.0);
    QCOMPARE(c.scaling.lowFreqFactor, 1.0);
    QCOMPARE(c.scaling.highFreqFactor, 1.0);
    QCOMPARE(*c.scaling.originalMaxPositions, std::int64_t(8192));
    QCOMPARE(c.sections.layout, SectionLayout::None);
    QCOMPARE(c.maxPositionEmbeddings, std::int64_t(10485760));
    // No no_rope_layers in the file: Llama4TextConfig's interval 4, then chunks on RoPE layers.
    QCOMPARE(c.schedule.layers, std::int64_t(48));
    QCOMPARE(c.schedule.ropePattern, std::string("3*rope,nope"));
    QCOMPARE(c.schedule.windowPattern, std::string("3*chunked,full"));
    QCOMPARE(*c.schedule.chunkSize, std::int64_t(8192));
    QVERIFY(!c.schedule.slidingWindow);
    QVERIFY(!c.schedule.localBase);
    QCOMPARE(c.sourceOf("layers"), std::string("text_config.num_hidden_layers"));
    QCOMPARE(c.sourceOf("ropes"),
             std::string("no_rope_layer_interval (default 4, Llama4TextConfig)"));
    QCOMPARE(c.sourceOf("attention_chunk_size"), std::string("text_config.attention_chunk_size"));
    QVERIFY(c.ignored.empty());
}

void TestLayerPresets::readSmolLm3()
{
    const RopeModelConfig c = preset("smollm3-3b");
    QCOMPARE(c.modelType, std::string("smollm3"));
    QCOMPARE(c.headDim, std::int64_t(2048 / 16));
    QCOMPARE(c.rotaryDim, std::int64_t(128));
    QCOMPARE(c.base, 5000000.0);
    QCOMPARE(c.pairing, pelab::RopePairing::Half);
    QCOMPARE(c.scaling.type, RopeScalingType::None);
    QCOMPARE(c.maxPositionEmbeddings, std::int64_t(65536));
    QCOMPARE(c.schedule.layers, std::int64_t(36));
    QCOMPARE(c.schedule.ropePattern, std::string("3*rope,nope"));
    QCOMPARE(c.schedule.windowPattern, std::string("full"));
    QVERIFY(!c.schedule.slidingWindow && !c.schedule.chunkSize && !c.schedule.localBase);
    QCOMPARE(c.sourceOf("ropes"), std::string("no_rope_layers"));
    QCOMPARE(c.sourceOf("windows"), std::string("layer_types"));
    // The interval repeats what the list says (sliding_window is null: nothing to set aside).
    QCOMPARE(c.ignored,
             (std::vector<std::string>{"no_rope_layer_interval: no_rope_layers gives each layer"}));
}

void TestLayerPresets::readGemma3_27b()
{
    const RopeModelConfig c = preset("gemma-3-27b-it");
    QCOMPARE(c.modelType, std::string("gemma3_text"));
    QCOMPARE(c.headDim, std::int64_t(128)); // the file's, not hidden_size / heads (168)
    QCOMPARE(c.sourceOf("head_dim"), std::string("text_config.head_dim"));
    QCOMPARE(c.rotaryDim, std::int64_t(128));
    QCOMPARE(c.base, 1000000.0);
    QCOMPARE(c.sourceOf("base"), std::string("rope_theta (default 1000000.0, Gemma3TextConfig)"));
    QCOMPARE(c.scaling.type, RopeScalingType::Linear);
    QCOMPARE(*c.scaling.factor, 8.0);
    QCOMPARE(c.sections.layout, SectionLayout::None);
    QCOMPARE(c.schedule.layers, std::int64_t(62));
    QCOMPARE(c.schedule.windowPattern, std::string("5*sliding,full"));
    QCOMPARE(c.schedule.ropePattern, std::string("rope"));
    QCOMPARE(*c.schedule.slidingWindow, std::int64_t(1024));
    QCOMPARE(*c.schedule.localBase, 10000.0);
    QVERIFY(!c.schedule.chunkSize);
    QCOMPARE(c.sourceOf("layers"), std::string("text_config.num_hidden_layers"));
    QCOMPARE(c.sourceOf("windows"),
             std::string("sliding_window_pattern (default 6, Gemma3TextConfig)"));
    QCOMPARE(c.sourceOf("local_base"),
             std::string("rope_local_base_freq (default 10000.0, Gemma3TextConfig)"));
    QCOMPARE(c.sourceOf("sliding_window"), std::string("text_config.sliding_window"));
    QCOMPARE(c.maxPositionEmbeddings, std::int64_t(131072));
    QVERIFY(c.ignored.empty());
}

QTEST_APPLESS_MAIN(TestLayerPresets)
#include "tst_layerpresets.moc"
