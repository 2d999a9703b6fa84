// Hugging Face config.json files read for RoPE: every way of giving the head width, the rotary
// part, the base, the pairing and each rope type, with where each value came from; the
// refusals; and the scalings that only configs reach (yarn's mscale, attention_factor and
// truncate, longrope) against transformers' formulas written out here.
#include "testutils.h"

#include "error.h"
#include "rope.h"
#include "ropeconfig.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>

using pelab::RopeModelConfig;
using pelab::RopePairing;
using pelab::RopeScalingType;

namespace {

RopeModelConfig read(const char *json, const std::string &layerType = {})
{
    return pelab::readRopeConfig(json, "config.json", layerType);
}

std::string refusal(const char *json, const std::string &layerType = {})
{
    try {
        read(json, layerType);
    } catch (const pelab::Error &error) {
        return error.what();
    }
    return "(accepted)";
}

bool ignoredMentions(const RopeModelConfig &config, const std::string &part)
{
    return std::any_of(config.ignored.begin(), config.ignored.end(), [&](const std::string &line) {
        return line.find(part) != std::string::npos;
    });
}

// transformers' get_mscale.
double mscale(double scale, double m)
{
    return scale <= 1.0 ? 1.0 : 0.1 * m * std::log(scale) + 1.0;
}

} // namespace

class TestRopeConfig : public QObject
{
    Q_OBJECT

private slots:
    void llama31();
    void legacyTypeKey();
    void neoxPartialRotary();
    void gptjInterleaved();
    void deepseekMla();
    void perLayerTypes();
    void longropeFromPhi3();
    void ignoredKeys();
    void refusals_data();
    void refusals();
    void yarnMscaleAndAttentionFactor();
    void yarnWithoutTruncation();
    void longropeLists();
};

void TestRopeConfig::llama31()
{
    const RopeModelConfig c = read(R"({"model_type": "llama", "hidden_size": 4096,
        "num_attention_heads": 32, "max_position_embeddings": 131072, "rope_theta": 500000.0,
        "rope_scaling": {"factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
        "original_max_position_embeddings": 8192, "rope_type": "llama3"}})");
    QCOMPARE(c.headDim, 128);
    QCOMPARE(c.rotaryDim, 128);
    QCOMPARE(c.base, 500000.0);
    QCOMPARE(c.pairing, RopePairing::Half);
    QCOMPARE(c.scaling.type, RopeScalingType::Llama3);
    QCOMPARE(*c.scaling.factor, 8.0);
    QCOMPARE(c.scaling.lowFreqFactor, 1.0);
    QCOMPARE(c.scaling.highFreqFactor, 4.0);
    QCOMPARE(*c.scaling.originalMaxPositions, 8192);
    QCOMPARE(c.sourceOf("head_dim"), std::string("hidden_size / num_attention_heads"));
    QCOMPARE(c.sourceOf("rotary_dim"), std::string("hidden_size / num_attention_heads"));
    QCOMPARE(c.sourceOf("base"), std::string("rope_theta"));
    QCOMPARE(c.sourceOf("scaling"), std::string("rope_scaling.rope_type"));
    QCOMPARE(c.sourceOf("factor"), std::string("rope_scaling.factor"));
    QVERIFY(c.ignored.empty());
}

void TestRopeConfig::legacyTypeKey()
{
    // Older configs say "type"; linear's original length falls back to max_position_embeddings.
    const RopeModelConfig c = read(R"({"hidden_size": 64, "num_attention_heads": 2,
        "max_position_embeddings": 4096, "rope_scaling": {"type": "linear", "factor": 2}})");
    QCOMPARE(c.scaling.type, RopeScalingType::Linear);
    QCOMPARE(c.sourceOf("scaling"), std::string("rope_scaling.type"));
    QCOMPARE(*c.scaling.originalMaxPositions, 4096);
    QCOMPARE(c.sourceOf("original_max_position_embeddings"),
             std::string("max_position_embeddings"));
    QCOMPARE(c.base, 10000.0);
    QCOMPARE(c.sourceOf("base"), std::string("default 10000 (no rope_theta)"));
    // "default" is no scaling.
    QCOMPARE(read(R"({"head_dim": 8, "rope_scaling": {"rope_type": "default"}})").scaling.type,
             RopeScalingType::None);
}

void TestRopeConfig::neoxPartialRotary()
{
    const RopeModelConfig c = read(R"({"model_type": "gpt_neox", "hidden_size": 6144,
        "num_attention_heads": 64, "rotary_pct": 0.25, "rotary_emb_base": 10000})");
    QCOMPARE(c.headDim, 96);
    QCOMPARE(c.rotaryDim, 24);
    QCOMPARE(c.sourceOf("rotary_dim"), std::string("rotary_pct × head_dim"));
    QCOMPARE(c.sourceOf("base"), std::string("rotary_emb_base"));
    QCOMPARE(c.pairing, RopePairing::Half);
    const RopeModelConfig phi =
        read(R"({"head_dim": 80, "partial_rotary_factor": 0.4, "rope_theta": 10000})");
    QCOMPARE(phi.rotaryDim, 32);
}

void TestRopeConfig::gptjInterleaved()
{
    const RopeModelConfig c =
        read(R"({"model_type": "gptj", "n_embd": 4096, "n_head": 16, "rotary_dim": 64})");
    QCOMPARE(c.headDim, 256);
    QCOMPARE(c.rotaryDim, 64);
    QCOMPARE(c.sourceOf("head_dim"), std::string("n_embd / n_head"));
    QCOMPARE(c.sourceOf("rotary_dim"), std::string("rotary_dim"));
    QCOMPARE(c.pairing, RopePairing::Interleaved);
    QCOMPARE(c.sourceOf("pairing"), std::string("model_type gptj (rotate_every_two)"));
    // rope_interleave says so explicitly.
    QCOMPARE(read(R"({"head_dim": 8, "rope_interleave": true})").pairing, RopePairing::Interleaved);
    QCOMPARE(read(R"({"head_dim": 8, "rope_interleave": false})").sourceOf("pairing"),
             std::string("rope_interleave"));
}

void TestRopeConfig::deepseekMla()
{
    const RopeModelConfig c = read(R"({"model_type": "deepseek_v3", "hidden_size": 7168,
        "num_attention_heads": 128, "qk_nope_head_dim": 128, "qk_rope_head_dim": 64,
        "max_position_embeddings": 163840, "rope_theta": 10000,
        "rope_scaling": {"beta_fast": 32, "beta_slow": 1, "factor": 40, "mscale": 1.0,
        "mscale_all_dim": 1.0, "original_max_position_embeddings": 4096, "type": "yarn"}})");
    QCOMPARE(c.rotaryDim, 64);
    QCOMPARE(c.sourceOf("rotary_dim"), std::string("qk_rope_head_dim"));
    QCOMPARE(c.scaling.type, RopeScalingType::Yarn);
    QCOMPARE(*c.scaling.factor, 40.0);
    QCOMPARE(*c.scaling.mscale, 1.0);
    QCOMPARE(*c.scaling.mscaleAllDim, 1.0);
    QCOMPARE(*c.scaling.originalMaxPositions, 4096);
    // get_mscale(40, 1) / get_mscale(40, 1) = 1: the cos/sin carry no attention factor.
    const pelab::RopeFrequencies f = pelab::ropeFrequencies(c.rotaryDim, c.base, c.scaling, 1);
    PELAB_COMPARE_NEAR(f.attentionFactor, 1.0, 1e-15);
}

void TestRopeConfig::perLayerTypes()
{
    const char *json = R"({"head_dim": 128, "rope_parameters": {
        "full_attention": {"rope_type": "linear", "factor": 8.0, "rope_theta": 1000000},
        "sliding_attention": {"rope_type": "default", "rope_theta": 10000}}})";
    const RopeModelConfig full = read(json);
    QCOMPARE(full.layerType, std::string("full_attention"));
    QCOMPARE(full.layerTypes.size(), std::size_t(2));
    QCOMPARE(full.base, 1e6);
    QCOMPARE(full.sourceOf("base"), std::string("rope_parameters.full_attention.rope_theta"));
    QCOMPARE(full.scaling.type, RopeScalingType::Linear);
    const RopeModelConfig sliding = read(json, "sliding_attention");
    QCOMPARE(sliding.base, 10000.0);
    QCOMPARE(sliding.scaling.type, RopeScalingType::None);
    QVERIFY(!ignoredMentions(sliding, "rope_theta"));
    QCOMPARE(refusal(json, "global"),
             std::string("config.json: no layer type \"global\" in rope_parameters (it has "
                         "full_attention, sliding_attention)"));
    // The flat rope_parameters form.
    const RopeModelConfig flat = read(R"({"head_dim": 64,
        "rope_parameters": {"rope_type": "yarn", "factor": 4, "rope_theta": 1e6}})");
    QCOMPARE(flat.scaling.type, RopeScalingType::Yarn);
    QCOMPARE(flat.base, 1e6);
}

void TestRopeConfig::longropeFromPhi3()
{
    std::string shortList;
    std::string longList;
    for (int i = 0; i < 4; ++i) {
        shortList += (i ? "," : "") + std::to_string(1.0 + 0.1 * i);
        longList += (i ? "," : "") + std::to_string(2.0 + i);
    }
    const std::string json = R"({"hidden_size": 32, "num_attention_heads": 4,
        "max_position_embeddings": 131072, "original_max_position_embeddings": 4096,
        "rope_scaling": {"type": "longrope", "short_factor": [)" +
                             shortList + "], \"long_factor\": [" + longList + "]}}";
    const RopeModelConfig c = read(json.c_str());
    QCOMPARE(c.scaling.type, RopeScalingType::Longrope);
    QCOMPARE(*c.scaling.originalMaxPositions, 4096);
    QCOMPARE(c.sourceOf("original_max_position_embeddings"),
             std::string("original_max_position_embeddings"));
    QCOMPARE(*c.scaling.factor, 32.0);
    QCOMPARE(c.sourceOf("factor"),
             std::string("max_position_embeddings / original_max_position_embeddings"));
    QCOMPARE(c.scaling.longFactor.back(), 5.0);
}

void TestRopeConfig::ignoredKeys()
{
    const RopeModelConfig c = read(R"({"head_dim": 64, "sliding_window": 4096,
        "rope_scaling": {"rope_type": "yarn", "factor": 4, "mrope_section": [16, 8, 8],
        "low_freq_factor": 1}})");
    QVERIFY(ignoredMentions(c, "rope_scaling.low_freq_factor: not used by the yarn rope type"));
    QVERIFY(ignoredMentions(c, "sliding_window"));
    // mrope_section goes with any rope type (Qwen2.5-VL's YaRN for long texts keeps it).
    QCOMPARE(c.sections.sizes, (std::vector<std::int64_t>{16, 8, 8}));
    const RopeModelConfig none =
        read(R"({"head_dim": 64, "rope_scaling": {"rope_type": "default", "factor": 2}})");
    QVERIFY(ignoredMentions(none, "rope_scaling.factor: not used by the default rope type"));
}

void TestRopeConfig::refusals_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *name, const char *json, const char *message) {
        QTest::newRow(name) << QString::fromUtf8(json) << QString::fromUtf8(message);
    };
    row("not JSON", "{\"head_dim\": ", "config.json: not a JSON file: unexpected end at byte 13");
    row("not an object", "[1]", "config.json: not a model config (a JSON object), got an array");
    row("no head width", R"({"rope_theta": 10000})",
        "config.json: no head width: the config has neither head_dim, qk_rope_head_dim nor "
        "hidden_size and num_attention_heads");
    row("heads do not divide", R"({"hidden_size": 100, "num_attention_heads": 3})",
        "config.json: hidden_size 100 is not a multiple of num_attention_heads 3");
    row("zero heads", R"({"hidden_size": 100, "num_attention_heads": 0})",
        "config.json: num_attention_heads must be a whole number of at least 1 (got 0)");
    row("odd rotary part", R"({"head_dim": 50, "partial_rotary_factor": 0.5})",
        "config.json: the rotary part of the head must be an even number of at least 2 "
        "dimensions (got 25 from partial_rotary_factor × head_dim)");
    row("rotary wider than head", R"({"head_dim": 64, "rotary_dim": 128})",
        "config.json: rotary_dim 128 is wider than the head (64)");
    row("base zero", R"({"head_dim": 64, "rope_theta": 0})",
        "config.json: rope_theta must be above 1 (got 0)");
    row("base text", R"({"head_dim": 64, "rope_theta": "1e4"})",
        "config.json: rope_theta must be a number (got a string)");
    row("unknown type", R"({"head_dim": 64, "rope_scaling": {"rope_type": "mrope"}})",
        "config.json: unknown rope type \"mrope\" in rope_scaling.rope_type (expected default, "
        "linear, dynamic, yarn, llama3 or longrope)");
    row("no type", R"({"head_dim": 64, "rope_scaling": {"factor": 2}})",
        "config.json: rope_scaling has neither rope_type nor type");
    row("yarn without factor", R"({"head_dim": 64, "rope_scaling": {"rope_type": "yarn"}})",
        "config.json: rope_scaling (yarn) needs factor");
    row("llama3 without low_freq_factor", R"({"head_dim": 64, "rope_scaling": {"rope_type":
        "llama3", "factor": 8, "high_freq_factor": 4, "original_max_position_embeddings": 8192}})",
        "config.json: rope_scaling (llama3) needs low_freq_factor");
    row("llama3 without original length", R"({"head_dim": 64, "rope_scaling": {"rope_type":
        "llama3", "factor": 8, "low_freq_factor": 1, "high_freq_factor": 4}})",
        "config.json: rope_scaling (llama3) needs original_max_position_embeddings");
    row("negative factor", R"({"head_dim": 64, "rope_scaling": {"type": "linear", "factor": -2}})",
        "config.json: rope_scaling.factor must be above 0 (got -2)");
    row("factor below 1", R"({"head_dim": 64, "rope_scaling": {"type": "linear", "factor": 0.5}})",
        "config.json: rope_scaling.factor must be at least 1 (got 0.5)");
    row("longrope without lists", R"({"head_dim": 8, "rope_scaling": {"type": "longrope"}})",
        "config.json: the longrope scaling needs rope_scaling.short_factor");
    row("layer type without dictionary", R"({"head_dim": 8})", "");
}

void TestRopeConfig::refusals()
{
    QFETCH(QString, json);
    QFETCH(QString, message);
    if (message.isEmpty()) {
        QCOMPARE(refusal(json.toUtf8().constData(), "full_attention"),
                 std::string("config.json: --layer-type full_attention: the config has no "
                             "per-layer-type rope_parameters"));
        return;
    }
    QCOMPARE(QString::fromStdString(refusal(json.toUtf8().constData())), message);
}

void TestRopeConfig::yarnMscaleAndAttentionFactor()
{
    pelab::RopeScaling s;
    s.type = RopeScalingType::Yarn;
    s.factor = 40.0;
    s.originalMaxPositions = 4096;
    s.mscale = 0.707;
    s.mscaleAllDim = 1.0;
    const double expected = mscale(40.0, 0.707) / mscale(40.0, 1.0);
    PELAB_COMPARE_NEAR(pelab::ropeFrequencies(64, 10000.0, s, 1).attentionFactor, expected, 1e-15);
    // mscale_all_dim 0 (falsy in transformers): get_mscale(factor).
    s.mscaleAllDim = 0.0;
    PELAB_COMPARE_NEAR(pelab::ropeFrequencies(64, 10000.0, s, 1).attentionFactor,
                       0.1 * std::log(40.0) + 1.0, 1e-15);
    s.attentionFactor = 0.5;
    QCOMPARE(pelab::ropeFrequencies(64, 10000.0, s, 1).attentionFactor, 0.5);
    s.attentionFactor = -1.0;
    try {
        pelab::ropeFrequencies(64, 10000.0, s, 1);
        QFAIL("a negative attention_factor was accepted");
    } catch (const pelab::Error &error) {
        QCOMPARE(std::string(error.what()),
                 std::string("attention_factor must be a finite number above 0 (got -1)"));
    }
}

void TestRopeConfig::yarnWithoutTruncation()
{
    // truncate = false: the correction range is not floored/ceiled.
    const int dim = 64;
    const double base = 10000.0;
    const double factor = 4.0;
    const double length = 2048.0;
    const auto correction = [&](double rotations) {
        return dim * std::log(length / (rotations * 2.0 * std::numbers::pi)) /
               (2.0 * std::log(base));
    };
    const double low = std::max(correction(32.0), 0.0);
    const double high = std::min(correction(1.0), double(dim - 1));
    pelab::RopeScaling s;
    s.type = RopeScalingType::Yarn;
    s.factor = factor;
    s.originalMaxPositions = 2048;
    s.truncate = false;
    const pelab::RopeFrequencies f = pelab::ropeFrequencies(dim, base, s, 1);
    PELAB_COMPARE_NEAR(f.yarnLow, low, 1e-12);
    PELAB_COMPARE_NEAR(f.yarnHigh, high, 1e-12);
    QVERIFY(low != std::floor(low)); // the case differs from the truncated one
    for (int i = 0; i < dim / 2; ++i) {
        const double theta = std::pow(base, -2.0 * i / dim);
        const double ramp = std::clamp((i - low) / (high - low), 0.0, 1.0);
        const double extrapolation = 1.0 - ramp;
        const double expected = theta / factor * (1.0 - extrapolation) + theta * extrapolation;
        PELAB_COMPARE_NEAR(f.invFreq[std::size_t(i)] / expected, 1.0, 1e-12);
    }
}

void TestRopeConfig::longropeLists()
{
    const int dim = 8;
    pelab::RopeScaling s;
    s.type = RopeScalingType::Longrope;
    s.shortFactor = {1.0, 1.5, 2.0, 2.5};
    s.longFactor = {3.0, 4.0, 5.0, 6.0};
    s.originalMaxPositions = 4096;
    s.factor = 32.0;
    for (const auto &[length, useLong] : {std::pair{4096, false}, std::pair{4097, true}}) {
        const pelab::RopeFrequencies f = pelab::ropeFrequencies(dim, 10000.0, s, length);
        QCOMPARE(f.longFactors, useLong);
        const std::vector<double> &ext = useLong ? s.longFactor : s.shortFactor;
        for (int i = 0; i < dim / 2; ++i) {
            const double expected = 1.0 / (ext[std::size_t(i)] * std::pow(10000.0, 2.0 * i / dim));
            PELAB_COMPARE_NEAR(f.invFreq[std::size_t(i)] / expected, 1.0, 1e-14);
        }
        PELAB_COMPARE_NEAR(f.attentionFactor, std::sqrt(1.0 + std::log(32.0) / std::log(4096.0)),
                           1e-15);
    }
    s.factor = 1.0;
    QCOMPARE(pelab::ropeFrequencies(dim, 10000.0, s, 1).attentionFactor, 1.0);
    s.longFactor.pop_back();
    try {
        pelab::ropeFrequencies(dim, 10000.0, s, 1);
        QFAIL("a short long_factor list was accepted");
    } catch (const pelab::Error &error) {
        QCOMPARE(std::string(error.what()),
                 std::string("longrope's long_factor must have d/2 = 4 values (got 3)"));
    }
}

QTEST_APPLESS_MAIN(TestRopeConfig)
#include "tst_ropeconfig.moc"
