// Model presets (issue 16): every preset's config.json text parses, carries only position-encoding
// keys, and holds the values of the published configs, written out here as they appear there.
#include "bucketconfig.h"
#include "jsonvalue.h"
#include "modelpresets.h"

#include <QRegularExpression>
#include <QTest>

#include <set>
#include <string>
#include <string_view>

namespace {

// The keys a preset may keep: those that bear on position encoding (issue 16).
const std::set<std::string> &allowedKeys()
{
    static const std::set<std::string> keys{
        "model_type", "architectures", "hidden_size", "n_embd", "d_model", "num_attention_heads",
        "n_head", "n_heads", "head_dim", "rope_theta", "rotary_emb_base", "rope_scaling",
        "rope_parameters", "partial_rotary_factor", "rotary_pct", "rotary_dim", "rotary",
        "qk_rope_head_dim", "qk_nope_head_dim", "v_head_dim", "rope_interleave",
        "max_position_embeddings", "n_positions", "max_seq_len", "alibi", "offset_alibi",
        "attn_config", "learned_pos_emb", "n_layer", "n_layers",
        // bucketed relative bias (T5 family, MPNet, WavLM,
        // DeBERTa-v2)
        "num_heads", "num_layers", "num_decoder_layers", "num_hidden_layers", "is_encoder_decoder",
        "relative_attention_num_buckets", "relative_attention_max_distance", "num_buckets",
        "max_bucket_distance", "num_conv_pos_embeddings", "num_conv_pos_embedding_groups",
        "relative_attention", "position_buckets", "max_relative_positions", "pos_att_type",
        "share_att_key", "norm_rel_ebd", "position_biased_input"};
    return keys;
}

// The value at a dotted path ("rope_scaling.factor", "architectures.0") or nullptr.
const pelab::JsonValue *at(const pelab::JsonValue &root, const std::string &path)
{
    const pelab::JsonValue *value = &root;
    std::size_t begin = 0;
    while (value && begin <= path.size()) {
        const std::size_t end = std::min(path.find('.', begin), path.size());
        const std::string part = path.substr(begin, end - begin);
        if (value->isArray()) {
            const std::size_t index = std::stoul(part);
            value = index < value->array().size() ? &value->array()[index] : nullptr;
        } else {
            value = value->find(part);
        }
        begin = end + 1;
    }
    return value;
}

// A scalar as JSON writes it: numbers as their literal, strings quoted.
std::string written(const pelab::JsonValue &value)
{
    switch (value.type()) {
    case pelab::JsonValue::Type::Null:
        return "null";
    case pelab::JsonValue::Type::Bool:
        return value.boolean() ? "true" : "false";
    case pelab::JsonValue::Type::Number:
        return value.text();
    case pelab::JsonValue::Type::String:
        return pelab::jsonQuoted(value.text());
    default:
        return "<" + std::string(pelab::JsonValue::typeName(value.type())) + ">";
    }
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
    void bucketPresetsRead_data();
    void bucketPresetsRead();
    void otherPresetsHaveNoBuckets();
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

void TestModelPresets::bucketPresetsRead_data()
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
void TestModelPresets::bucketPresetsRead()
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

void TestModelPresets::otherPresetsHaveNoBuckets()
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

QTEST_APPLESS_MAIN(TestModelPresets)
#include "tst_modelpresets.moc"
