// Config reading for issue 27: text_config over the top level, mrope_section in rope_scaling or
// rope_parameters, vision_config's merge and tokens per second, and the per-layer schedule
// (layer_types, sliding_window_pattern, no_rope_layers and their interval, attention chunks,
// a local base), each with its source; and the refusals. The presets are tst_layerpresets'.
#include "error.h"
#include "ropeconfig.h"

#include <QTest>

#include <algorithm>
#include <string>

using pelab::RopeModelConfig;
using pelab::RopeScalingType;
using pelab::SectionLayout;

namespace {

RopeModelConfig read(const std::string &json)
{
    return pelab::readRopeConfig(json, "config.json");
}

QString refusal(const std::string &json)
{
    try {
        read(json);
    } catch (const pelab::Error &error) {
        return QString::fromUtf8(error.what());
    }
    return QStringLiteral("(accepted)");
}

bool ignoredMentions(const RopeModelConfig &config, const std::string &part)
{
    return std::any_of(config.ignored.begin(), config.ignored.end(), [&](const std::string &line) {
        return line.find(part) != std::string::npos;
    });
}

std::vector<std::int64_t> sizes(std::initializer_list<std::int64_t> items)
{
    return items;
}

} // namespace

class TestRopeConfigLayers : public QObject
{
    Q_OBJECT

private slots:
    void textConfigPrecedence();
    void mropeSections();
    void visionKeys();
    void layerTypes();
    void gemma3Defaults();
    void noRopeLayers();
    void llama4Chunks();
    void cohere2();
    void slidingWindowUse();
    void localBaseFromRopeParameters();
    void refusals_data();
    void refusals();
};

void TestRopeConfigLayers::textConfigPrecedence()
{
    const RopeModelConfig c = read(R"({"model_type": "llava", "hidden_size": 1024,
        "rope_theta": 10000, "vision_config": {"hidden_size": 1152},
        "text_config": {"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 32,
        "rope_theta": 500000.0}})");
    QCOMPARE(c.modelType, std::string("llama"));
    QCOMPARE(c.headDim, std::int64_t(128));
    QCOMPARE(c.base, 500000.0);
    QCOMPARE(c.sourceOf("base"), std::string("text_config.rope_theta"));
    QCOMPARE(c.sourceOf("head_dim"),
             std::string("text_config.hidden_size / text_config.num_attention_heads"));
    QVERIFY(ignoredMentions(c, "rope_theta: text_config.rope_theta takes precedence"));
    QVERIFY(ignoredMentions(c, "hidden_size: text_config.hidden_size takes precedence"));
    // A key only at the top level still counts; messages name text_config's keys by path.
    const RopeModelConfig top = read(R"({"rope_theta": 20000, "text_config": {"head_dim": 64}})");
    QCOMPARE(top.base, 20000.0);
    QCOMPARE(top.sourceOf("base"), std::string("rope_theta"));
    QCOMPARE(refusal(R"({"text_config": {"head_dim": 64, "rope_theta": 0.5}})"),
             QStringLiteral("config.json: text_config.rope_theta must be above 1 (got 0.5)"));
}

void TestRopeConfigLayers::mropeSections()
{
    // Qwen2-VL's legacy form: "type": "mrope" is default RoPE with sections.
    const RopeModelConfig qwen2 = read(R"({"hidden_size": 3584, "num_attention_heads": 28,
        "rope_scaling": {"type": "mrope", "mrope_section": [16, 24, 24]}})");
    QCOMPARE(qwen2.scaling.type, RopeScalingType::None);
    QCOMPARE(qwen2.sections.sizes, sizes({16, 24, 24}));
    QCOMPARE(qwen2.sections.layout, SectionLayout::Chunked);
    QCOMPARE(qwen2.sourceOf("mrope_section"), std::string("rope_scaling.mrope_section"));
    QCOMPARE(qwen2.sourceOf("mrope_layout"), std::string("chunked (no mrope_interleaved)"));
    QCOMPARE(qwen2.sourceOf("scaling"),
             std::string("rope_scaling.type (mrope: default RoPE, as Qwen2VLConfig)"));
    QVERIFY(qwen2.ignored.empty());
    // Saved by newer transformers: rope_type and type default; rope_parameters; interleaved.
    const RopeModelConfig saved = read(R"({"head_dim": 128, "rope_scaling": {"mrope_section":
        [16, 24, 24], "rope_type": "default", "type": "default"}})");
    QCOMPARE(saved.sections.sizes, sizes({16, 24, 24}));
    const RopeModelConfig parameters = read(R"({"head_dim": 128, "text_config": {"rope_parameters":
        {"rope_type": "default", "rope_theta": 5000000, "mrope_section": [24, 20, 20],
        "mrope_interleaved": true}}})");
    QCOMPARE(parameters.sections.sizes, sizes({24, 20, 20}));
    QCOMPARE(parameters.sections.layout, SectionLayout::Interleaved);
    QCOMPARE(parameters.sourceOf("mrope_section"),
             std::string("text_config.rope_parameters.mrope_section"));
    QCOMPARE(parameters.sourceOf("mrope_layout"),
             std::string("text_config.rope_parameters.mrope_interleaved"));
    QCOMPARE(parameters.base, 5e6);
    // Qwen3-VL interleaves whatever the flag (apply_interleaved_mrope); zero sections are sizes.
    const RopeModelConfig qwen3 = read(R"({"model_type": "qwen3_vl_text", "head_dim": 16,
        "rope_scaling": {"rope_type": "default", "mrope_section": [8, 0, 0]}})");
    QCOMPARE(qwen3.sections.layout, SectionLayout::Interleaved);
    QCOMPARE(qwen3.sourceOf("mrope_layout"),
             std::string("model_type qwen3_vl_text (apply_interleaved_mrope)"));
    QCOMPARE(qwen3.sections.sizes, sizes({8, 0, 0}));
    // … and lays a video's frames out as images (get_rope_index); Qwen2-VL does not.
    QVERIFY(qwen3.framesAsImages);
    QCOMPARE(qwen3.sourceOf("frames_as_images"),
             std::string("model_type qwen3_vl_text (get_rope_index)"));
    QVERIFY(!qwen2.framesAsImages);
    // No section: no M-RoPE.
    QCOMPARE(read(R"({"head_dim": 64})").sections.layout, SectionLayout::None);
}

void TestRopeConfigLayers::visionKeys()
{
    const char *qwen25 = R"({"head_dim": 128, "rope_scaling": {"type": "mrope", "mrope_section":
        [16, 24, 24]}, "vision_config": {"spatial_merge_size": 2, "tokens_per_second": 2}})";
    const RopeModelConfig c = read(qwen25);
    QCOMPARE(*c.spatialMerge, std::int64_t(2));
    QCOMPARE(*c.tokensPerSecond, 2.0);
    QCOMPARE(c.sourceOf("spatial_merge"), std::string("vision_config.spatial_merge_size"));
    QCOMPARE(c.sourceOf("tokens_per_second"), std::string("vision_config.tokens_per_second"));
    // The top level (or text_config) works too; vision_config wins.
    const RopeModelConfig top = read(R"({"head_dim": 128, "tokens_per_second": 4,
        "rope_scaling": {"type": "mrope", "mrope_section": [16, 24, 24]},
        "vision_config": {"spatial_merge_size": 2}})");
    QCOMPARE(*top.tokensPerSecond, 4.0);
    QCOMPARE(top.sourceOf("tokens_per_second"), std::string("tokens_per_second"));
    // Without sections the keys are not about RoPE here.
    const RopeModelConfig plain = read(R"({"head_dim": 64, "spatial_merge_size": 2,
        "vision_config": {"tokens_per_second": 2}})");
    QVERIFY(!plain.spatialMerge && !plain.tokensPerSecond);
    QVERIFY(ignoredMentions(plain, "spatial_merge_size: not an M-RoPE model (no mrope_section)"));
    QVERIFY(ignoredMentions(plain, "vision_config.tokens_per_second: not an M-RoPE model"));
    QCOMPARE(
        refusal(R"({"head_dim": 128, "rope_scaling": {"type": "mrope", "mrope_section":
        [16, 24, 24]}, "vision_config": {"tokens_per_second": 0}})"),
        QStringLiteral("config.json: vision_config.tokens_per_second must be above 0 (got 0)"));
}

void TestRopeConfigLayers::layerTypes()
{
    std::string list;
    for (int i = 0; i < 12; ++i)
        list += std::string(i ? "," : "") +
                ((i + 1) % 6 ? "\"sliding_attention\"" : "\"full_attention\"");
    const RopeModelConfig c = read(R"({"head_dim": 64, "num_hidden_layers": 12,
        "sliding_window": 512, "layer_types": [)" +
                                   list + "]}");
    QCOMPARE(c.schedule.layers, std::int64_t(12));
    QCOMPARE(c.schedule.windowPattern, std::string("5*sliding,full"));
    QCOMPARE(c.schedule.ropePattern, std::string("rope"));
    QCOMPARE(*c.schedule.slidingWindow, std::int64_t(512));
    QVERIFY(!c.schedule.localBase);
    QCOMPARE(c.sourceOf("windows"), std::string("layer_types"));
    QCOMPARE(c.sourceOf("sliding_window"), std::string("sliding_window"));
    // Every layer alike: no schedule, and the keys say why.
    const RopeModelConfig full = read(R"({"head_dim": 64, "num_hidden_layers": 2,
        "sliding_window": null, "layer_types": ["full_attention", "full_attention"]})");
    QCOMPARE(full.schedule.layers, std::int64_t(0));
    QVERIFY(ignoredMentions(full, "layer_types: every layer full with RoPE, no difference"));
    // A plain Mistral-like config keeps its old reading.
    const RopeModelConfig mistral = read(R"({"head_dim": 128, "sliding_window": 4096})");
    QCOMPARE(mistral.schedule.layers, std::int64_t(0));
    QVERIFY(ignoredMentions(mistral, "sliding_window: a mask on attention, not part of RoPE"));
}

void TestRopeConfigLayers::gemma3Defaults()
{
    // gemma-3-4b-it's text_config names neither head_dim, rope_theta, rope_local_base_freq nor
    // sliding_window_pattern: Gemma3TextConfig's defaults 256, 1e6, 1e4 and 6 apply.
    const RopeModelConfig c = read(R"({"model_type": "gemma3", "text_config": {
        "model_type": "gemma3_text", "num_hidden_layers": 12, "sliding_window": 1024,
        "rope_scaling": {"factor": 8.0, "rope_type": "linear"}}})");
    QCOMPARE(c.headDim, std::int64_t(256));
    QCOMPARE(c.sourceOf("head_dim"), std::string("head_dim (default 256, Gemma3TextConfig)"));
    QCOMPARE(c.base, 1e6);
    QCOMPARE(c.sourceOf("base"), std::string("rope_theta (default 1000000.0, Gemma3TextConfig)"));
    QCOMPARE(c.scaling.type, RopeScalingType::Linear);
    QCOMPARE(c.schedule.windowPattern, std::string("5*sliding,full"));
    QCOMPARE(c.sourceOf("windows"),
             std::string("sliding_window_pattern (default 6, Gemma3TextConfig)"));
    QCOMPARE(*c.schedule.localBase, 10000.0);
    QCOMPARE(c.sourceOf("local_base"),
             std::string("rope_local_base_freq (default 10000.0, Gemma3TextConfig)"));
    QCOMPARE(c.sourceOf("sliding_window"), std::string("text_config.sliding_window"));
    // Given values win over the defaults; layer_types replaces the pattern.
    const RopeModelConfig given = read(R"({"model_type": "gemma3_text", "head_dim": 128,
        "rope_local_base_freq": 20000, "num_hidden_layers": 2, "sliding_window": 8,
        "layer_types": ["sliding_attention", "full_attention"]})");
    QCOMPARE(given.headDim, std::int64_t(128));
    QCOMPARE(*given.schedule.localBase, 20000.0);
    QCOMPARE(given.schedule.windowPattern, std::string("sliding,full"));
    QVERIFY(!ignoredMentions(given, "sliding_window_pattern"));
}

void TestRopeConfigLayers::noRopeLayers()
{
    // SmolLM3: an explicit 0/1 list, 1 = RoPE; use_sliding_window false.
    std::string list;
    for (int i = 0; i < 8; ++i)
        list += std::string(i ? "," : "") + ((i + 1) % 4 ? "1" : "0");
    const RopeModelConfig c = read(R"({"model_type": "smollm3", "hidden_size": 2048,
        "num_attention_heads": 16, "num_hidden_layers": 8, "no_rope_layer_interval": 4,
        "use_sliding_window": false, "sliding_window": null, "no_rope_layers": [)" +
                                   list + "]}");
    QCOMPARE(c.schedule.layers, std::int64_t(8));
    QCOMPARE(c.schedule.ropePattern, std::string("3*rope,nope"));
    QCOMPARE(c.schedule.windowPattern, std::string("full"));
    QCOMPARE(c.sourceOf("ropes"), std::string("no_rope_layers"));
    QVERIFY(ignoredMentions(c, "no_rope_layer_interval: no_rope_layers gives each layer"));
    // Only the interval (or an empty list, as Llama4TextConfig treats it).
    for (const char *empty : {"", R"(, "no_rope_layers": [])"}) {
        const RopeModelConfig interval = read(std::string(R"({"head_dim": 64,
            "num_hidden_layers": 6, "no_rope_layer_interval": 3)") +
                                              empty + "}");
        QCOMPARE(interval.schedule.ropePattern, std::string("2*rope,nope"));
        QCOMPARE(interval.sourceOf("ropes"), std::string("no_rope_layer_interval"));
    }
    // SmolLM3Config's default interval when the file gives neither.
    const RopeModelConfig smol = read(R"({"model_type": "smollm3", "head_dim": 128,
        "num_hidden_layers": 36})");
    QCOMPARE(smol.schedule.ropePattern, std::string("3*rope,nope"));
    QCOMPARE(smol.sourceOf("ropes"),
             std::string("no_rope_layer_interval (default 4, SmolLM3Config)"));
    // A longer list than the layers is cut (Llama4TextConfig: "at least the same length").
    const RopeModelConfig longer = read(R"({"head_dim": 64, "num_hidden_layers": 2,
        "no_rope_layers": [1, 0, 1, 1]})");
    QCOMPARE(longer.schedule.ropePattern, std::string("rope,nope"));
}

void TestRopeConfigLayers::llama4Chunks()
{
    // Llama 4: no_rope_layers from the interval, chunked attention on RoPE layers, NoPE layers
    // full; interleaved pairs (view_as_complex); the NoPE temperature keys are not rotations.
    const RopeModelConfig c = read(R"({"model_type": "llama4", "text_config": {
        "model_type": "llama4_text", "head_dim": 128, "num_hidden_layers": 8,
        "attention_chunk_size": 8192, "no_rope_layers": [], "attn_temperature_tuning": true,
        "floor_scale": 8192, "attn_scale": 0.1, "rope_theta": 500000.0}})");
    QCOMPARE(c.pairing, pelab::RopePairing::Interleaved);
    QCOMPARE(c.sourceOf("pairing"), std::string("model_type llama4_text (view_as_complex on "
                                                "adjacent pairs)"));
    QCOMPARE(c.schedule.ropePattern, std::string("3*rope,nope"));
    QCOMPARE(c.sourceOf("ropes"),
             std::string("no_rope_layer_interval (default 4, Llama4TextConfig)"));
    QCOMPARE(c.schedule.windowPattern, std::string("3*chunked,full"));
    QCOMPARE(*c.schedule.chunkSize, std::int64_t(8192));
    QCOMPARE(c.sourceOf("attention_chunk_size"), std::string("text_config.attention_chunk_size"));
    QVERIFY(ignoredMentions(c, "text_config.floor_scale: Llama 4's query scale on NoPE layers"));
}

void TestRopeConfigLayers::cohere2()
{
    const RopeModelConfig c = read(R"({"model_type": "cohere2", "head_dim": 128,
        "num_hidden_layers": 8, "sliding_window": 4096, "sliding_window_pattern": 4,
        "rope_theta": 50000})");
    QCOMPARE(c.pairing, pelab::RopePairing::Interleaved);
    QCOMPARE(c.schedule.windowPattern, std::string("3*sliding,full"));
    QCOMPARE(c.schedule.ropePattern, std::string("3*rope,nope"));
    QCOMPARE(c.sourceOf("ropes"), std::string("model_type cohere2 (only sliding-window layers "
                                              "rotate)"));
    QCOMPARE(*c.schedule.slidingWindow, std::int64_t(4096));
}

void TestRopeConfigLayers::slidingWindowUse()
{
    // use_sliding_window false: sliding_attention entries run full (Qwen2, SmolLM3).
    const RopeModelConfig off = read(R"({"head_dim": 64, "num_hidden_layers": 2,
        "use_sliding_window": false, "sliding_window": 32768,
        "layer_types": ["sliding_attention", "full_attention"], "no_rope_layers": [1, 0]})");
    QCOMPARE(off.schedule.windowPattern, std::string("full"));
    QVERIFY(!off.schedule.slidingWindow);
    QVERIFY(ignoredMentions(off, "sliding_window: use_sliding_window is false"));
    // A local base with no sliding layer that rotates is noted, not used.
    const RopeModelConfig local = read(R"({"head_dim": 64, "num_hidden_layers": 4,
        "no_rope_layer_interval": 2, "rope_local_base_freq": 10000})");
    QVERIFY(!local.schedule.localBase);
    QVERIFY(ignoredMentions(local, "rope_local_base_freq: no sliding layer rotates"));
}

void TestRopeConfigLayers::localBaseFromRopeParameters()
{
    // Newer Gemma 3 saves: a rope_parameters entry per layer type.
    const RopeModelConfig c = read(R"({"model_type": "gemma3_text", "head_dim": 256,
        "num_hidden_layers": 6, "sliding_window": 512,
        "layer_types": ["sliding_attention", "sliding_attention", "sliding_attention",
        "sliding_attention", "sliding_attention", "full_attention"],
        "rope_parameters": {"full_attention": {"rope_type": "linear", "factor": 8.0,
        "rope_theta": 1000000.0}, "sliding_attention": {"rope_type": "default",
        "rope_theta": 10000.0}}})");
    QCOMPARE(c.layerType, std::string("full_attention"));
    QCOMPARE(c.base, 1e6);
    QCOMPARE(*c.schedule.localBase, 10000.0);
    QCOMPARE(c.sourceOf("local_base"), std::string("rope_parameters.sliding_attention.rope_theta"));
}

void TestRopeConfigLayers::refusals_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *name, const char *json, const char *message) {
        QTest::newRow(name) << QString::fromUtf8(json) << QString::fromUtf8(message);
    };
    const char *sections = "config.json: rope_scaling.mrope_section must be 3 whole numbers ≥ 0 "
                           "(the t, h and w pairs)";
    // Refused before a list of 10^12 layers is made.
    row("far too many layers", R"({"head_dim": 128, "model_type": "gemma3_text",
        "num_hidden_layers": 1000000000000, "sliding_window_pattern": 6})",
        "config.json: num_hidden_layers 1000000000000 is above the 1024 layers PE Lab takes");
    row("two sections", R"({"head_dim": 128, "rope_scaling": {"type": "mrope",
        "mrope_section": [16, 48]}})",
        sections);
    row("negative section", R"({"head_dim": 128, "rope_scaling": {"type": "mrope",
        "mrope_section": [16, -8, 56]}})",
        sections);
    row("fraction section", R"({"head_dim": 128, "rope_scaling": {"type": "mrope",
        "mrope_section": [16.5, 24, 24]}})",
        sections);
    row("text section", R"({"head_dim": 128, "rope_scaling": {"type": "mrope",
        "mrope_section": "16,24,24"}})",
        sections);
    row("mrope without section", R"({"head_dim": 64, "rope_scaling": {"type": "mrope"}})",
        "config.json: unknown rope type \"mrope\" in rope_scaling.type (expected default, linear, "
        "dynamic, yarn, llama3 or longrope)");
    row("interleave flag", R"({"head_dim": 128, "rope_scaling": {"type": "mrope",
        "mrope_section": [16, 24, 24], "mrope_interleaved": 1}})",
        "config.json: rope_scaling.mrope_interleaved must be true or false");
    row("text_config not an object", R"({"head_dim": 64, "text_config": [1]})",
        "config.json: text_config must be an object");
    row("layer_types length", R"({"head_dim": 64, "num_hidden_layers": 3,
        "layer_types": ["full_attention", "full_attention"]})",
        "config.json: layer_types has 2 entries for num_hidden_layers 3");
    row("unknown layer type", R"({"head_dim": 64, "layer_types": ["full_attention",
        "linear_attention"]})",
        "config.json: layer_types entry 1: unknown layer type \"linear_attention\" (PE Lab "
        "reads full_attention, sliding_attention, chunked_attention)");
    row("layer type not a string", R"({"head_dim": 64, "layer_types": [1]})",
        "config.json: layer_types entry 0 must be a string");
    row("layer_types not a list", R"({"head_dim": 64, "layer_types": "full_attention"})",
        "config.json: layer_types must be a list of layer types");
    row("no sliding window", R"({"head_dim": 64, "num_hidden_layers": 4,
        "sliding_window_pattern": 2})",
        "config.json: layers 0, 2 are sliding but the config has no sliding_window");
    row("no chunk size", R"({"head_dim": 64, "layer_types": ["chunked_attention",
        "full_attention"]})",
        "config.json: layers 0 are chunked but the config has no attention_chunk_size");
    row("no_rope_layers item", R"({"head_dim": 64, "num_hidden_layers": 2,
        "no_rope_layers": [1, 2]})",
        "config.json: no_rope_layers entry 1 must be 0 or 1");
    row("no_rope_layers short", R"({"head_dim": 64, "num_hidden_layers": 3,
        "no_rope_layers": [1, 0]})",
        "config.json: no_rope_layers has 2 entries for 3 layers");
    row("interval without layers", R"({"head_dim": 64, "no_rope_layer_interval": 4})",
        "config.json: no_rope_layer_interval needs num_hidden_layers");
    row("zero interval", R"({"head_dim": 64, "num_hidden_layers": 4,
        "no_rope_layer_interval": 0})",
        "config.json: no_rope_layer_interval must be a whole number of at least 1 (got 0)");
    row("too many layers", R"({"head_dim": 64, "num_hidden_layers": 2000,
        "no_rope_layer_interval": 4})",
        "config.json: num_hidden_layers 2000 is above the 1024 layers PE Lab takes");
    row("bad local base", R"({"head_dim": 64, "num_hidden_layers": 2, "sliding_window": 8,
        "layer_types": ["sliding_attention", "full_attention"], "rope_local_base_freq": 1})",
        "config.json: the layer schedule: the local base: the base must be a finite number above "
        "1 (got 1)");
}

void TestRopeConfigLayers::refusals()
{
    QFETCH(QString, json);
    QFETCH(QString, message);
    QCOMPARE(refusal(json.toStdString()), message);
}

QTEST_APPLESS_MAIN(TestRopeConfigLayers)
#include "tst_ropeconfiglayers.moc"
