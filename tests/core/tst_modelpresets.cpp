// Model presets (issue 16): every preset's config.json text parses, carries only position-encoding
// keys, and holds the values of the published configs, written out here as they appear there.
#include "jsonvalue.h"
#include "modelpresets.h"
#include "presettestutils.h"

#include <QRegularExpression>
#include <QTest>

#include <set>
#include <string>
#include <string_view>

namespace {

using presettest::at;
using presettest::written;

// The keys a preset may keep: those that bear on position encoding (issue 16), the bucketed
// relative bias's among them (from "num_heads" on), and issue 27's language and vision configs
// and layer schedules (from "text_config" on).
const std::set<std::string> &allowedKeys()
{
    static const std::set<std::string> keys{"model_type",
                                            "architectures",
                                            "hidden_size",
                                            "n_embd",
                                            "d_model",
                                            "num_attention_heads",
                                            "n_head",
                                            "n_heads",
                                            "head_dim",
                                            "rope_theta",
                                            "rotary_emb_base",
                                            "rope_scaling",
                                            "rope_parameters",
                                            "partial_rotary_factor",
                                            "rotary_pct",
                                            "rotary_dim",
                                            "rotary",
                                            "qk_rope_head_dim",
                                            "qk_nope_head_dim",
                                            "v_head_dim",
                                            "rope_interleave",
                                            "max_position_embeddings",
                                            "n_positions",
                                            "max_seq_len",
                                            "alibi",
                                            "offset_alibi",
                                            "attn_config",
                                            "learned_pos_emb",
                                            "n_layer",
                                            "n_layers",
                                            "num_heads",
                                            "num_layers",
                                            "num_decoder_layers",
                                            "num_hidden_layers",
                                            "is_encoder_decoder",
                                            "relative_attention_num_buckets",
                                            "relative_attention_max_distance",
                                            "num_buckets",
                                            "max_bucket_distance",
                                            "num_conv_pos_embeddings",
                                            "num_conv_pos_embedding_groups",
                                            "relative_attention",
                                            "position_buckets",
                                            "max_relative_positions",
                                            "pos_att_type",
                                            "share_att_key",
                                            "norm_rel_ebd",
                                            "position_biased_input",
                                            "text_config",
                                            "vision_config",
                                            "sliding_window",
                                            "sliding_window_pattern",
                                            "use_sliding_window",
                                            "layer_types",
                                            "no_rope_layers",
                                            "no_rope_layer_interval"};
    return keys;
}

pelab::JsonValue parsedConfig(const pelab::ModelPreset &preset)
{
    return pelab::JsonValue::parse(preset.config);
}

QString qs(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// Presets whose source file has no "architectures" (ComfyUI's adapted copies, a bare save).
const std::set<std::string_view> &withoutArchitectures()
{
    static const std::set<std::string_view> names{"mt5-xl", "umt5-xxl", "deberta-v3-large"};
    return names;
}

} // namespace

class TestModelPresets : public QObject
{
    Q_OBJECT

private slots:
    void stableOrderAndFamilies();
    void namesAreUniqueAndCliShaped();
    void metadataIsFilledIn();
    void configsParseAndKeepOnlyPositionKeys();
    void findByName();
    void values_data();
    void values();
    void objectsAreWhole();
};

void TestModelPresets::stableOrderAndFamilies()
{
    using pelab::PresetFamily;
    const std::vector<std::pair<std::string_view, PresetFamily>> expected{
        {"llama-2-7b", PresetFamily::Rope},
        {"llama-3.1-8b", PresetFamily::Rope},
        {"llama-3.2-1b", PresetFamily::Rope},
        {"mistral-7b-v0.1", PresetFamily::Rope},
        {"qwen2.5-7b-instruct-yarn", PresetFamily::Rope},
        {"deepseek-v3", PresetFamily::Rope},
        {"gpt-neox-20b", PresetFamily::Rope},
        {"gpt-j-6b", PresetFamily::Rope},
        {"qwen2-vl-7b-instruct", PresetFamily::Rope},
        {"qwen2.5-vl-7b-instruct", PresetFamily::Rope},
        {"qwen3-vl-8b-instruct", PresetFamily::Rope},
        {"gemma-3-4b-it", PresetFamily::Rope},
        {"command-r7b-12-2024", PresetFamily::Rope},
        {"llama-4-scout-17b-16e-instruct", PresetFamily::Rope},
        {"smollm3-3b", PresetFamily::Rope},
        {"gemma-3-27b-it", PresetFamily::Rope},
        {"bloom-560m", PresetFamily::Alibi},
        {"bloom", PresetFamily::Alibi},
        {"mpt-7b", PresetFamily::Alibi},
        {"t5-small", PresetFamily::Buckets},
        {"t5-base", PresetFamily::Buckets},
        {"t5-large", PresetFamily::Buckets},
        {"flan-t5-large", PresetFamily::Buckets},
        {"mt5-xl", PresetFamily::Buckets},
        {"umt5-xxl", PresetFamily::Buckets},
        {"all-mpnet-base-v2", PresetFamily::Buckets},
        {"wavlm-base-plus", PresetFamily::Buckets},
        {"deberta-v3-base", PresetFamily::Buckets},
        {"deberta-v3-large", PresetFamily::Buckets},
        {"mdeberta-v3-base", PresetFamily::Buckets},
    };
    const std::vector<pelab::ModelPreset> &presets = pelab::modelPresets();
    QCOMPARE(presets.size(), expected.size());
    for (std::size_t i = 0; i < presets.size(); ++i) {
        QCOMPARE(qs(presets[i].name), qs(expected[i].first));
        QVERIFY2(presets[i].family == expected[i].second, presets[i].name.data());
    }
    // The same vector every call.
    QCOMPARE(&pelab::modelPresets(), &presets);
}

void TestModelPresets::namesAreUniqueAndCliShaped()
{
    const QRegularExpression shape(QStringLiteral("^[a-z0-9.]+(-[a-z0-9.]+)*$"));
    std::set<std::string_view> seen;
    for (const pelab::ModelPreset &preset : pelab::modelPresets()) {
        QVERIFY2(shape.match(qs(preset.name)).hasMatch(), preset.name.data());
        QVERIFY2(seen.insert(preset.name).second, preset.name.data());
    }
}

void TestModelPresets::metadataIsFilledIn()
{
    for (const pelab::ModelPreset &preset : pelab::modelPresets()) {
        QVERIFY2(!preset.title.empty(), preset.name.data());
        QVERIFY2(!preset.source.empty(), preset.name.data());
        QVERIFY2(preset.note.find('\n') == std::string_view::npos, preset.name.data());
        QVERIFY2(preset.source.find('\n') == std::string_view::npos, preset.name.data());
    }
    // The Qwen preset adds the model card's YaRN block and says so.
    const pelab::ModelPreset *qwen = pelab::findModelPreset("qwen2.5-7b-instruct-yarn");
    QVERIFY(qwen);
    QVERIFY(qwen->source.find("model card") != std::string_view::npos);
    QVERIFY(qwen->note.find("model card") != std::string_view::npos);
}

void TestModelPresets::configsParseAndKeepOnlyPositionKeys()
{
    for (const pelab::ModelPreset &preset : pelab::modelPresets()) {
        pelab::JsonValue root;
        try {
            root = parsedConfig(preset);
        } catch (const std::exception &e) {
            QFAIL(qPrintable(qs(preset.name) + QStringLiteral(": ") + QString::fromUtf8(e.what())));
        }
        QVERIFY2(root.isObject(), preset.name.data());
        for (const auto &[key, value] : root.object())
            QVERIFY2(allowedKeys().count(key) == 1,
                     qPrintable(qs(preset.name) + QStringLiteral(" ") + qs(key)));
        const pelab::JsonValue *architectures = root.find("architectures");
        if (withoutArchitectures().count(preset.name) == 1)
            QVERIFY2(!architectures, preset.name.data());
        else
            QVERIFY2(architectures && architectures->isArray() &&
                         architectures->array().size() == 1,
                     preset.name.data());
        QVERIFY2(root.find("model_type") && root.find("model_type")->isString(),
                 preset.name.data());
    }
}

void TestModelPresets::findByName()
{
    for (const pelab::ModelPreset &preset : pelab::modelPresets()) {
        const pelab::ModelPreset *found = pelab::findModelPreset(preset.name);
        QCOMPARE(found, &preset);
        // The name as a fresh string, not the same view.
        QCOMPARE(pelab::findModelPreset(std::string(preset.name)), &preset);
    }
    for (const char *unknown : {"", "llama", "Llama-3.1-8B", "llama-3.1-8b ", " bloom", "gpt-j",
                                "bloom-176b", "mpt-7b-instruct"})
        QVERIFY2(pelab::findModelPreset(unknown) == nullptr, unknown);
}

void TestModelPresets::values_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("expected"); // as the published config.json writes it

    const auto row = [](const char *preset, const char *path, const char *expected) {
        QTest::newRow(
            qPrintable(QString::fromUtf8(preset) + QStringLiteral(" ") + QString::fromUtf8(path)))
            << QString::fromUtf8(preset) << QString::fromUtf8(path) << QString::fromUtf8(expected);
    };
    // Llama 2 7B: plain RoPE, base 10000.
    row("llama-2-7b", "model_type", "\"llama\"");
    row("llama-2-7b", "architectures.0", "\"LlamaForCausalLM\"");
    row("llama-2-7b", "hidden_size", "4096");
    row("llama-2-7b", "num_attention_heads", "32");
    row("llama-2-7b", "rope_theta", "10000.0");
    row("llama-2-7b", "rope_scaling", "null");
    row("llama-2-7b", "max_position_embeddings", "4096");
    // Llama 3.1 8B: llama3 scaling x8.
    row("llama-3.1-8b", "model_type", "\"llama\"");
    row("llama-3.1-8b", "hidden_size", "4096");
    row("llama-3.1-8b", "num_attention_heads", "32");
    row("llama-3.1-8b", "rope_theta", "500000.0");
    row("llama-3.1-8b", "rope_scaling.rope_type", "\"llama3\"");
    row("llama-3.1-8b", "rope_scaling.factor", "8.0");
    row("llama-3.1-8b", "rope_scaling.low_freq_factor", "1.0");
    row("llama-3.1-8b", "rope_scaling.high_freq_factor", "4.0");
    row("llama-3.1-8b", "rope_scaling.original_max_position_embeddings", "8192");
    row("llama-3.1-8b", "max_position_embeddings", "131072");
    // Llama 3.2 1B: llama3 scaling x32, explicit head_dim.
    row("llama-3.2-1b", "hidden_size", "2048");
    row("llama-3.2-1b", "num_attention_heads", "32");
    row("llama-3.2-1b", "head_dim", "64");
    row("llama-3.2-1b", "rope_theta", "500000.0");
    row("llama-3.2-1b", "rope_scaling.rope_type", "\"llama3\"");
    row("llama-3.2-1b", "rope_scaling.factor", "32.0");
    row("llama-3.2-1b", "rope_scaling.low_freq_factor", "1.0");
    row("llama-3.2-1b", "rope_scaling.high_freq_factor", "4.0");
    row("llama-3.2-1b", "rope_scaling.original_max_position_embeddings", "8192");
    row("llama-3.2-1b", "max_position_embeddings", "131072");
    // Mistral 7B v0.1.
    row("mistral-7b-v0.1", "model_type", "\"mistral\"");
    row("mistral-7b-v0.1", "architectures.0", "\"MistralForCausalLM\"");
    row("mistral-7b-v0.1", "hidden_size", "4096");
    row("mistral-7b-v0.1", "num_attention_heads", "32");
    row("mistral-7b-v0.1", "rope_theta", "10000.0");
    row("mistral-7b-v0.1", "max_position_embeddings", "32768");
    // Qwen2.5 7B Instruct with the model card's YaRN block.
    row("qwen2.5-7b-instruct-yarn", "model_type", "\"qwen2\"");
    row("qwen2.5-7b-instruct-yarn", "hidden_size", "3584");
    row("qwen2.5-7b-instruct-yarn", "num_attention_heads", "28");
    row("qwen2.5-7b-instruct-yarn", "rope_theta", "1000000.0");
    row("qwen2.5-7b-instruct-yarn", "max_position_embeddings", "32768");
    row("qwen2.5-7b-instruct-yarn", "rope_scaling.type", "\"yarn\"");
    row("qwen2.5-7b-instruct-yarn", "rope_scaling.factor", "4.0");
    row("qwen2.5-7b-instruct-yarn", "rope_scaling.original_max_position_embeddings", "32768");
    // DeepSeek-V3: MLA, RoPE on 64 dims, YaRN x40 with mscale.
    row("deepseek-v3", "model_type", "\"deepseek_v3\"");
    row("deepseek-v3", "architectures.0", "\"DeepseekV3ForCausalLM\"");
    row("deepseek-v3", "hidden_size", "7168");
    row("deepseek-v3", "num_attention_heads", "128");
    row("deepseek-v3", "qk_rope_head_dim", "64");
    row("deepseek-v3", "qk_nope_head_dim", "128");
    row("deepseek-v3", "v_head_dim", "128");
    row("deepseek-v3", "rope_theta", "10000");
    row("deepseek-v3", "max_position_embeddings", "163840");
    row("deepseek-v3", "rope_scaling.type", "\"yarn\"");
    row("deepseek-v3", "rope_scaling.factor", "40");
    row("deepseek-v3", "rope_scaling.mscale", "1.0");
    row("deepseek-v3", "rope_scaling.mscale_all_dim", "1.0");
    row("deepseek-v3", "rope_scaling.beta_fast", "32");
    row("deepseek-v3", "rope_scaling.beta_slow", "1");
    row("deepseek-v3", "rope_scaling.original_max_position_embeddings", "4096");
    // GPT-NeoX-20B: a quarter of each head rotates.
    row("gpt-neox-20b", "model_type", "\"gpt_neox\"");
    row("gpt-neox-20b", "hidden_size", "6144");
    row("gpt-neox-20b", "num_attention_heads", "64");
    row("gpt-neox-20b", "rotary_pct", "0.25");
    row("gpt-neox-20b", "rotary_emb_base", "10000");
    row("gpt-neox-20b", "max_position_embeddings", "2048");
    // GPT-J-6B: 64 of 256 dims, interleaved (model_type gptj).
    row("gpt-j-6b", "model_type", "\"gptj\"");
    row("gpt-j-6b", "architectures.0", "\"GPTJForCausalLM\"");
    row("gpt-j-6b", "n_embd", "4096");
    row("gpt-j-6b", "n_head", "16");
    row("gpt-j-6b", "rotary_dim", "64");
    row("gpt-j-6b", "rotary", "true");
    row("gpt-j-6b", "n_positions", "2048");
    // BLOOM-560m and BLOOM: ALiBi by head count.
    row("bloom-560m", "model_type", "\"bloom\"");
    row("bloom-560m", "hidden_size", "1024");
    row("bloom-560m", "n_head", "16");
    row("bloom-560m", "n_layer", "24");
    row("bloom", "model_type", "\"bloom\"");
    row("bloom", "architectures.0", "\"BloomForCausalLM\"");
    row("bloom", "hidden_size", "14336");
    row("bloom", "n_head", "112");
    row("bloom", "n_layer", "70");
    // MPT-7B: ALiBi switched on in attn_config, bias max 8.
    row("mpt-7b", "model_type", "\"mpt\"");
    row("mpt-7b", "architectures.0", "\"MPTForCausalLM\"");
    row("mpt-7b", "d_model", "4096");
    row("mpt-7b", "n_heads", "32");
    row("mpt-7b", "n_layers", "32");
    row("mpt-7b", "max_seq_len", "2048");
    row("mpt-7b", "attn_config.alibi", "true");
    row("mpt-7b", "attn_config.alibi_bias_max", "8");
}

void TestModelPresets::values()
{
    QFETCH(QString, preset);
    QFETCH(QString, path);
    QFETCH(QString, expected);
    const pelab::ModelPreset *found = pelab::findModelPreset(preset.toStdString());
    QVERIFY(found);
    const pelab::JsonValue root = parsedConfig(*found);
    const pelab::JsonValue *value = at(root, path.toStdString());
    QVERIFY2(value, "missing");
    QCOMPARE(QString::fromStdString(written(*value)), expected);
    if (value->isNumber()) // and the number it denotes
        QCOMPARE(std::stod(value->text()), std::stod(expected.toStdString()));
}

void TestModelPresets::objectsAreWhole()
{
    // rope_scaling and attn_config are kept whole: exactly the published members.
    const auto members = [](const char *preset, const char *key) {
        std::set<std::string> names;
        const pelab::JsonValue root = parsedConfig(*pelab::findModelPreset(preset));
        for (const auto &[name, value] : root.find(key)->object())
            names.insert(name);
        return names;
    };
    QCOMPARE(members("llama-3.1-8b", "rope_scaling"),
             (std::set<std::string>{"factor", "low_freq_factor", "high_freq_factor",
                                    "original_max_position_embeddings", "rope_type"}));
    QCOMPARE(members("deepseek-v3", "rope_scaling"),
             (std::set<std::string>{"beta_fast", "beta_slow", "factor", "mscale", "mscale_all_dim",
                                    "original_max_position_embeddings", "type"}));
    QCOMPARE(members("qwen2.5-7b-instruct-yarn", "rope_scaling"),
             (std::set<std::string>{"factor", "original_max_position_embeddings", "type"}));
    QCOMPARE(members("mpt-7b", "attn_config"),
             (std::set<std::string>{"alibi", "alibi_bias_max", "attn_impl", "attn_pdrop",
                                    "attn_type", "attn_uses_sequence_id", "clip_qkv", "prefix_lm",
                                    "qk_ln", "softmax_scale"}));
}

QTEST_APPLESS_MAIN(TestModelPresets)
#include "tst_modelpresets.moc"
