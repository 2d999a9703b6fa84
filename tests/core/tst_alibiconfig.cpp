// Reading a model's ALiBi from its Hugging Face config.json: BLOOM, MPT and Falcon, where each
// value came from, what was ignored, and every refusal's one-line message.
#include "alibiconfig.h"
#include "error.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <string>

namespace {

bool hasIgnored(const pelab::AlibiModelConfig &config, const std::string &key)
{
    return std::any_of(config.ignored.begin(), config.ignored.end(),
                       [&](const std::string &line) { return line.rfind(key + ": ", 0) == 0; });
}

// bigscience/bloom-560m's config.json (the keys that matter here, as published).
const char *kBloom560m = R"({
  "apply_residual_connection_post_layernorm": false, "attention_dropout": 0.0,
  "bos_token_id": 1, "eos_token_id": 2, "hidden_size": 1024, "layer_norm_epsilon": 1e-05,
  "model_type": "bloom", "n_head": 16, "n_inner": null, "n_layer": 24, "offset_alibi": 100,
  "pretraining_tp": 1, "slow_but_exact": false, "vocab_size": 250880
})";

// mosaicml/mpt-7b's config.json (abridged).
const char *kMpt7b = R"({
  "architectures": ["MPTForCausalLM"],
  "attn_config": {"alibi": true, "alibi_bias_max": 8, "attn_impl": "torch", "attn_pdrop": 0,
                  "attn_type": "multihead_attention", "attn_uses_sequence_id": false,
                  "clip_qkv": null, "prefix_lm": false, "qk_ln": false, "softmax_scale": null},
  "d_model": 4096, "learned_pos_emb": true, "max_seq_len": 2048, "model_type": "mpt",
  "n_heads": 32, "n_layers": 32, "vocab_size": 50432
})";

} // namespace

class TestAlibiConfig : public QObject
{
    Q_OBJECT

private slots:
    void bloom_data();
    void bloom();
    void mpt();
    void mptBiasMax16();
    void mptDefaultBiasMax();
    void falcon();
    void inferredFamily();
    void badConfigs_data();
    void badConfigs();
    void files();
};

void TestAlibiConfig::bloom_data()
{
    QTest::addColumn<int>("heads");
    QTest::newRow("bloom-560m") << 16;
    QTest::newRow("bloom (176B)") << 112;
}

void TestAlibiConfig::bloom()
{
    QFETCH(int, heads);
    std::string text = kBloom560m;
    text.replace(text.find("\"n_head\": 16"), 12, "\"n_head\": " + std::to_string(heads));
    const pelab::AlibiModelConfig config = pelab::readAlibiConfig(text, "config.json");
    QCOMPARE(config.modelType, std::string("bloom"));
    QCOMPARE(config.heads, std::int64_t(heads));
    QCOMPARE(config.rule, pelab::SlopeRule::Official);
    QCOMPARE(config.sourceOf("heads"), std::string("n_head"));
    QCOMPARE(config.sourceOf("rule"), std::string("model_type"));
    QCOMPARE(config.trainLength, std::int64_t(0));
    QVERIFY(hasIgnored(config, "offset_alibi"));
    QCOMPARE(config.ignored.size(), std::size_t(1));
    QVERIFY(config.ruleDescription().rfind("official", 0) == 0);
}

void TestAlibiConfig::mpt()
{
    const pelab::AlibiModelConfig config = pelab::readAlibiConfig(kMpt7b, "mpt-7b.json");
    QCOMPARE(config.modelType, std::string("mpt"));
    QCOMPARE(config.heads, std::int64_t(32));
    QCOMPARE(config.rule, pelab::SlopeRule::Mpt);
    QCOMPARE(config.alibiBiasMax, 8.0);
    QCOMPARE(config.trainLength, std::int64_t(2048));
    QCOMPARE(config.sourceOf("heads"), std::string("n_heads"));
    QCOMPARE(config.sourceOf("alibi"), std::string("attn_config.alibi"));
    QCOMPARE(config.sourceOf("alibi_bias_max"), std::string("attn_config.alibi_bias_max"));
    QCOMPARE(config.sourceOf("train_length"), std::string("max_seq_len"));
    QCOMPARE(config.ruleDescription(),
             std::string("mpt, alibi_bias_max 8 (equals the reference rule)"));
    QVERIFY(hasIgnored(config, "learned_pos_emb"));
    QVERIFY(hasIgnored(config, "attn_config.prefix_lm"));
    QVERIFY(hasIgnored(config, "attn_config.attn_uses_sequence_id"));
    QVERIFY(!hasIgnored(config, "attn_config.alibi"));
    QVERIFY(!hasIgnored(config, "max_seq_len"));
}

void TestAlibiConfig::mptBiasMax16()
{
    const pelab::AlibiModelConfig config = pelab::readAlibiConfig(
        R"({"model_type": "mpt", "n_heads": 12,
            "attn_config": {"alibi": true, "alibi_bias_max": 16, "rope_theta": 10000}})",
        "c.json");
    QCOMPARE(config.heads, std::int64_t(12));
    QCOMPARE(config.alibiBiasMax, 16.0);
    QCOMPARE(config.ruleDescription(),
             std::string("mpt, alibi_bias_max 16 (differs from the reference rule)"));
    QVERIFY(hasIgnored(config, "attn_config.rope_theta"));
    // A non-integer B is a number like any other.
    QCOMPARE(pelab::readAlibiConfig(
                 R"({"model_type": "mpt", "n_heads": 4,
                     "attn_config": {"alibi": true, "alibi_bias_max": 6.5}})",
                 "c.json")
                 .alibiBiasMax,
             6.5);
}

void TestAlibiConfig::mptDefaultBiasMax()
{
    const pelab::AlibiModelConfig config = pelab::readAlibiConfig(
        R"({"model_type": "mpt", "n_heads": 16, "attn_config": {"alibi": true}})", "c.json");
    QCOMPARE(config.alibiBiasMax, 8.0);
    QCOMPARE(config.sourceOf("alibi_bias_max"), std::string("default (MPT's 8)"));
}

void TestAlibiConfig::falcon()
{
    // tiiuae/falcon-rw-1b style: alibi true, num_attention_heads.
    const pelab::AlibiModelConfig config = pelab::readAlibiConfig(
        R"({"model_type": "falcon", "alibi": true, "num_attention_heads": 32,
            "hidden_size": 2048, "max_position_embeddings": 2048, "rope_theta": 10000.0,
            "rope_scaling": null, "parallel_attn": false})",
        "falcon.json");
    QCOMPARE(config.heads, std::int64_t(32));
    QCOMPARE(config.rule, pelab::SlopeRule::Official);
    QCOMPARE(config.sourceOf("alibi"), std::string("alibi"));
    QCOMPARE(config.sourceOf("heads"), std::string("num_attention_heads"));
    QCOMPARE(config.sourceOf("train_length"), std::string("max_position_embeddings"));
    QVERIFY(hasIgnored(config, "rope_theta"));
    QVERIFY(hasIgnored(config, "rope_scaling")); // null counts as present: reported
    QCOMPARE(config.notes.size(), std::size_t(1));
    QVERIFY(config.notes[0].find("sqrt(head_dim)") != std::string::npos);
    // The RefinedWebModel form with n_head.
    const pelab::AlibiModelConfig old = pelab::readAlibiConfig(
        R"({"model_type": "RefinedWebModel", "alibi": true, "n_head": 71})", "rw.json");
    QCOMPARE(old.heads, std::int64_t(71));
    QCOMPARE(old.sourceOf("heads"), std::string("n_head"));
}

void TestAlibiConfig::inferredFamily()
{
    QCOMPARE(pelab::readAlibiConfig(R"({"n_head": 8})", "c.json").rule, pelab::SlopeRule::Official);
    QCOMPARE(pelab::readAlibiConfig(R"({"n_heads": 8, "attn_config": {"alibi": true}})", "c.json")
                 .sourceOf("rule"),
             std::string("attn_config"));
    QCOMPARE(pelab::readAlibiConfig(R"({"alibi": true, "n_head": 8})", "c.json").modelType,
             std::string("falcon"));
}

void TestAlibiConfig::badConfigs_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *name, const char *json, const char *message) {
        QTest::newRow(name) << QString::fromUtf8(json) << QString::fromUtf8(message);
    };
    row("not JSON", "{\"n_head\": 16,", "cfg.json: not a JSON file: ");
    row("not an object", "[16]", "cfg.json: not a model config (a JSON object), got an array");
    row("no head count", R"({"model_type": "bloom"})",
        "cfg.json: no head count: n_head or "
        "num_attention_heads is missing");
    row("zero heads", R"({"model_type": "bloom", "n_head": 0})",
        "cfg.json: n_head must be a whole number of at least 1 (got 0)");
    row("negative heads", R"({"model_type": "bloom", "n_head": -4})",
        "cfg.json: n_head must be a whole number of at least 1 (got -4)");
    row("fractional heads", R"({"model_type": "bloom", "n_head": 16.5})",
        "cfg.json: n_head must be a whole number of at least 1 (got 16.5)");
    row("heads as text", R"({"model_type": "bloom", "n_head": "16"})",
        "cfg.json: n_head must be a number (got a string)");
    row("too many heads", R"({"model_type": "bloom", "n_head": 5000})",
        "cfg.json: n_head must be at most 4096 heads (got 5000)");
    row("mpt without n_heads", R"({"model_type": "mpt", "attn_config": {"alibi": true}})",
        "cfg.json: no head count: n_heads is missing");
    row("mpt alibi false",
        R"({"model_type": "mpt", "n_heads": 32, "attn_config": {"alibi": false}})",
        "cfg.json: attn_config.alibi is false: this model has no ALiBi");
    row("mpt alibi absent", R"({"model_type": "mpt", "n_heads": 32, "attn_config": {}})",
        "cfg.json: attn_config.alibi is missing: MPT's default is false, so no ALiBi");
    row("mpt no attn_config", R"({"model_type": "mpt", "n_heads": 32})",
        "cfg.json: attn_config is missing");
    row("mpt attn_config not an object",
        R"({"model_type": "mpt", "n_heads": 32, "attn_config": 1})",
        "cfg.json: attn_config must be an object (got a number)");
    row("mpt alibi as text",
        R"({"model_type": "mpt", "n_heads": 32, "attn_config": {"alibi": "true"}})",
        "cfg.json: attn_config.alibi must be true or false");
    row("B zero",
        R"({"model_type": "mpt", "n_heads": 32, "attn_config": {"alibi": true, "alibi_bias_max": 0}})",
        "cfg.json: attn_config.alibi_bias_max must be above 0 (got 0)");
    row("B negative",
        R"({"model_type": "mpt", "n_heads": 32, "attn_config": {"alibi": true, "alibi_bias_max": -8}})",
        "cfg.json: attn_config.alibi_bias_max must be above 0 (got -8)");
    row("B huge",
        R"({"model_type": "mpt", "n_heads": 32, "attn_config": {"alibi": true, "alibi_bias_max": 1e999}})",
        "cfg.json: attn_config.alibi_bias_max must be a finite number (got 1e999)");
    row("B as text",
        R"({"model_type": "mpt", "n_heads": 32, "attn_config": {"alibi": true, "alibi_bias_max": "8"}})",
        "cfg.json: attn_config.alibi_bias_max must be a number (got a string)");
    row("falcon without alibi", R"({"model_type": "falcon", "num_attention_heads": 71})",
        "cfg.json: alibi is missing: Falcon's default is false (RoPE), so no ALiBi");
    row("falcon alibi false",
        R"({"model_type": "falcon", "alibi": false, "num_attention_heads": 71})",
        "cfg.json: alibi is false: this Falcon model uses RoPE, not ALiBi");
    row("llama", R"({"model_type": "llama", "num_attention_heads": 32, "rope_theta": 10000})",
        "cfg.json: model_type 'llama' has no ALiBi");
    row("model_type not a string", R"({"model_type": 3})",
        "cfg.json: model_type must be a string (got a number)");
    row("nothing", "{}", "cfg.json: no model_type, and no key of a model with ALiBi");
    row("zero training length",
        R"({"model_type": "mpt", "n_heads": 8, "max_seq_len": 0, "attn_config": {"alibi": true}})",
        "cfg.json: max_seq_len must be a whole number of at least 1 (got 0)");
}

void TestAlibiConfig::badConfigs()
{
    QFETCH(QString, json);
    QFETCH(QString, message);
    try {
        pelab::readAlibiConfig(json.toStdString(), "cfg.json");
        QFAIL("no error");
    } catch (const pelab::Error &error) {
        const std::string what = error.what();
        QVERIFY2(what.rfind(message.toStdString(), 0) == 0, what.c_str());
        QVERIFY2(what.find('\n') == std::string::npos, what.c_str());
    }
}

void TestAlibiConfig::files()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath(QStringLiteral("config.json")).toStdString();
    {
        std::ofstream out(path, std::ios::binary);
        out << kMpt7b;
    }
    QCOMPARE(pelab::readAlibiConfigFile(path, "config.json").heads, std::int64_t(32));
    try {
        pelab::readAlibiConfigFile(path + ".missing", "missing.json");
        QFAIL("no error");
    } catch (const pelab::Error &error) {
        QCOMPARE(std::string(error.what()), std::string("missing.json: cannot open the file"));
    }
}

QTEST_APPLESS_MAIN(TestAlibiConfig)
#include "tst_alibiconfig.moc"
