// `pelab-cli alibi` with MPT's rule, a model's config.json (--config) and the conformance check
// (--compare), run as a process: the JSON report against values computed here, the overrides
// and each likely cause from a table written here (the refusals are in tst_clialibi).
#include "clitestutils.h"
#include "core/arraytestutils.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace CliTestUtils;

namespace {

std::vector<double> official(int heads)
{
    int c = 1;
    while (c * 2 <= heads)
        c *= 2;
    std::vector<double> out;
    for (int h = 1; h <= c; ++h)
        out.push_back(std::pow(2.0, -8.0 * h / c));
    for (int h = 1; int(out.size()) < heads; h += 2)
        out.push_back(std::pow(2.0, -8.0 * h / (2 * c)));
    return out;
}

// MPT's gen_slopes: 2^(−m·B/H′), m = 1 … H′; then slopes[1::2] + slopes[::2], the first H.
std::vector<double> mpt(int heads, double b)
{
    int all = 1;
    while (all < heads)
        all *= 2;
    std::vector<double> slopes;
    for (int m = 1; m <= all; ++m)
        slopes.push_back(std::pow(2.0, -m * b / all));
    if (all == heads)
        return slopes;
    std::vector<double> out;
    for (int i = 1; i < all; i += 2)
        out.push_back(slopes[std::size_t(i)]);
    for (int i = 0; i < all; i += 2)
        out.push_back(slopes[std::size_t(i)]);
    out.resize(std::size_t(heads));
    return out;
}

std::string f4le(const std::vector<double> &values)
{
    std::string out;
    for (double v : values)
        ArrayTest::appendLE(out, std::bit_cast<std::uint32_t>(float(v)), 4);
    return out;
}

QStringList args(std::initializer_list<const char *> list)
{
    QStringList out{QStringLiteral("alibi")};
    for (const char *a : list)
        out << QString::fromUtf8(a);
    return out;
}

const char *kBloom = R"({"model_type": "bloom", "n_head": 112, "offset_alibi": 100})";
const char *kMpt16 = R"({"model_type": "mpt", "n_heads": 12, "max_seq_len": 256,
    "attn_config": {"alibi": true, "alibi_bias_max": 16}, "learned_pos_emb": true})";
const char *kFalcon = R"({"model_type": "falcon", "alibi": true, "num_attention_heads": 8,
    "max_position_embeddings": 128, "rope_theta": 10000})";

} // namespace

class TestCliAlibiConfig : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(m_cli.isValid(), qPrintable(CliFixture::program())); }
    void cleanup() { m_cli.clear(); }
    void help();
    void mptRule();
    void bloomConfig();
    void mptConfigAndOverrides();
    void falconConfig();
    void compareCauses();
    void compareBias();
    void compareSafetensors();
    void presets();

private:
    void write(const char *name, const std::string &bytes) const;
    QJsonObject json(const QStringList &arguments) const;
    QJsonObject comparison(const QStringList &arguments) const
    {
        return json(arguments).value(QStringLiteral("comparison")).toObject();
    }
    CliFixture m_cli;
};

void TestCliAlibiConfig::write(const char *name, const std::string &bytes) const
{
    QFile file(m_cli.path(QString::fromUtf8(name)));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes.data(), qint64(bytes.size()));
}

QJsonObject TestCliAlibiConfig::json(const QStringList &arguments) const
{
    const Run run = m_cli.run(arguments);
    if (run.exitCode != 0)
        qWarning("%s", run.err.constData());
    return run.exitCode == 0 ? QJsonDocument::fromJson(run.out).object() : QJsonObject();
}

void TestCliAlibiConfig::help()
{
    const Run help = m_cli.run(args({"--help"}));
    QCOMPARE(help.exitCode, 0);
    for (const char *option :
         {"--config", "--compare", "--compare-tensor", "--alibi-bias-max", "official|paper|mpt"})
        QVERIFY2(help.out.contains(option), option);
}

void TestCliAlibiConfig::mptRule()
{
    for (double b : {8.0, 16.0}) {
        const QJsonObject j = json(args({"--heads", "12", "--positions", "32", "--rule", "mpt",
                                         "--alibi-bias-max", b == 8 ? "8" : "16", "--json"}));
        QCOMPARE(j.value(QStringLiteral("rule")).toString(), QStringLiteral("mpt"));
        QCOMPARE(j.value(QStringLiteral("alibi_bias_max")).toDouble(), b);
        const QJsonArray slopes = j.value(QStringLiteral("slopes")).toArray();
        const QJsonArray f32 = j.value(QStringLiteral("slopes_float32")).toArray();
        const std::vector<double> expected = mpt(12, b);
        QCOMPARE(slopes.size(), 12);
        for (int h = 0; h < 12; ++h) {
            const double m = expected[std::size_t(h)];
            QVERIFY(std::abs(slopes.at(h).toDouble() - m) <= 1e-15 * m);
            const double x = f32.at(h).toDouble();
            QCOMPARE(double(float(x)), x);
            QVERIFY(std::abs(x - m) <= std::ldexp(1.0, -23) * m);
        }
        const QString words = j.value(QStringLiteral("rule_description")).toString();
        QVERIFY2(words.contains(b == 8 ? QStringLiteral("equals the reference rule")
                                       : QStringLiteral("differs from the reference rule")),
                 qPrintable(words));
    }
    // B defaults to 8: the official slopes.
    const QJsonArray slopes =
        json(args({"--heads", "20", "--positions", "8", "--rule", "mpt", "--json"}))
            .value(QStringLiteral("slopes"))
            .toArray();
    for (int h = 0; h < 20; ++h)
        QVERIFY(std::abs(slopes.at(h).toDouble() - official(20)[std::size_t(h)]) <= 1e-15);
}

void TestCliAlibiConfig::bloomConfig()
{
    write("bloom.json", kBloom);
    const QJsonObject j = json(args({"--config", "bloom.json", "--positions", "64", "--json"}));
    QCOMPARE(j.value(QStringLiteral("heads")).toInt(), 112);
    QCOMPARE(j.value(QStringLiteral("rule")).toString(), QStringLiteral("official"));
    QVERIFY(!j.contains(QStringLiteral("alibi_bias_max")));
    QCOMPARE(j.value(QStringLiteral("model_type")).toString(), QStringLiteral("bloom"));
    QVERIFY(j.value(QStringLiteral("config")).toString().endsWith(QStringLiteral("bloom.json")));
    const QJsonObject sources = j.value(QStringLiteral("sources")).toObject();
    QCOMPARE(sources.value(QStringLiteral("heads")).toString(), QStringLiteral("n_head"));
    QCOMPARE(sources.value(QStringLiteral("positions")).toString(), QStringLiteral("--positions"));
    QVERIFY(j.value(QStringLiteral("ignored"))
                .toArray()
                .at(0)
                .toString()
                .startsWith(QStringLiteral("offset_alibi: ")));
    const QJsonArray slopes = j.value(QStringLiteral("slopes")).toArray();
    for (int h = 0; h < 112; ++h)
        QVERIFY(std::abs(slopes.at(h).toDouble() - official(112)[std::size_t(h)]) <= 1e-15);

    // BLOOM's config names no training length: the window's 512 positions, said as such.
    const QJsonObject defaults = json(args({"--config", "bloom.json", "--json"}));
    QCOMPARE(defaults.value(QStringLiteral("positions")).toInt(), 512);
    QCOMPARE(defaults.value(QStringLiteral("sources"))
                 .toObject()
                 .value(QStringLiteral("positions"))
                 .toString(),
             QStringLiteral("default (512)"));
    QCOMPARE(defaults.value(QStringLiteral("slopes")).toArray(), slopes);
}

void TestCliAlibiConfig::mptConfigAndOverrides()
{
    write("mpt.json", kMpt16);
    QJsonObject j = json(args({"--config", "mpt.json", "--json"}));
    QCOMPARE(j.value(QStringLiteral("heads")).toInt(), 12);
    QCOMPARE(j.value(QStringLiteral("positions")).toInt(), 256); // max_seq_len
    QCOMPARE(j.value(QStringLiteral("rule")).toString(), QStringLiteral("mpt"));
    QCOMPARE(j.value(QStringLiteral("alibi_bias_max")).toDouble(), 16.0);
    QJsonObject sources = j.value(QStringLiteral("sources")).toObject();
    QCOMPARE(sources.value(QStringLiteral("alibi_bias_max")).toString(),
             QStringLiteral("attn_config.alibi_bias_max"));
    QCOMPARE(sources.value(QStringLiteral("positions")).toString(), QStringLiteral("max_seq_len"));
    QCOMPARE(j.value(QStringLiteral("slopes")).toArray().at(0).toDouble(), 0.25); // 2^(−2·16/16)

    // Every option given overrides the config.
    j = json(args({"--config", "mpt.json", "--heads", "8", "--positions", "16", "--alibi-bias-max",
                   "4", "--json"}));
    QCOMPARE(j.value(QStringLiteral("heads")).toInt(), 8);
    QCOMPARE(j.value(QStringLiteral("positions")).toInt(), 16);
    sources = j.value(QStringLiteral("sources")).toObject();
    QCOMPARE(sources.value(QStringLiteral("heads")).toString(), QStringLiteral("--heads"));
    QCOMPARE(sources.value(QStringLiteral("alibi_bias_max")).toString(),
             QStringLiteral("--alibi-bias-max"));
    const QJsonArray slopes = j.value(QStringLiteral("slopes")).toArray();
    for (int h = 0; h < 8; ++h)
        QVERIFY(std::abs(slopes.at(h).toDouble() - mpt(8, 4)[std::size_t(h)]) <= 1e-15);

    j = json(args({"--config", "mpt.json", "--rule", "paper", "--json"}));
    QCOMPARE(j.value(QStringLiteral("rule")).toString(), QStringLiteral("paper"));
    QVERIFY(!j.contains(QStringLiteral("alibi_bias_max")));
    sources = j.value(QStringLiteral("sources")).toObject();
    QCOMPARE(sources.value(QStringLiteral("rule")).toString(), QStringLiteral("--rule"));
    QVERIFY(!sources.contains(QStringLiteral("alibi_bias_max")));
}

void TestCliAlibiConfig::falconConfig()
{
    write("falcon.json", kFalcon);
    const QJsonObject j = json(args({"--config", "falcon.json", "--json"}));
    QCOMPARE(j.value(QStringLiteral("heads")).toInt(), 8);
    QCOMPARE(j.value(QStringLiteral("positions")).toInt(), 128);
    QCOMPARE(j.value(QStringLiteral("rule")).toString(), QStringLiteral("official"));
    QCOMPARE(j.value(QStringLiteral("sources")).toObject().value(QStringLiteral("alibi")),
             QJsonValue(QStringLiteral("alibi")));
    QVERIFY(j.value(QStringLiteral("notes"))
                .toArray()
                .at(0)
                .toString()
                .contains(QStringLiteral("sqrt(head_dim)")));
    QVERIFY(j.value(QStringLiteral("ignored"))
                .toArray()
                .at(0)
                .toString()
                .startsWith(QStringLiteral("rope_theta: ")));
}

void TestCliAlibiConfig::compareCauses()
{
    using ArrayTest::f8le;
    using ArrayTest::npy;
    write("mpt.json", kMpt16);
    const std::string dict = "{'descr': '<f8', 'fortran_order': False, 'shape': (12,), }";
    write("right.npy", npy(dict, f8le(mpt(12, 16))));
    write("b8.npy", npy(dict, f8le(mpt(12, 8))));
    // B = 10: 2^(−10m/16), not float32 numbers.
    write("mpt10.json", R"({"model_type": "mpt", "n_heads": 12,
                            "attn_config": {"alibi": true, "alibi_bias_max": 10}})");
    write("f32.npy",
          npy("{'descr': '<f4', 'fortran_order': False, 'shape': (12,), }", f4le(mpt(12, 10))));
    std::vector<double> rounded = mpt(12, 10);
    for (double &m : rounded)
        m = double(float(m)); // computed in float32, saved as float64
    write("rounded.npy", npy(dict, f8le(rounded)));

    QJsonObject c = comparison(args({"--config", "mpt.json", "--compare", "right.npy", "--json"}));
    QCOMPARE(c.value(QStringLiteral("quantity")).toString(), QStringLiteral("slopes"));
    QVERIFY(c.value(QStringLiteral("match")).toBool());
    QCOMPARE(c.value(QStringLiteral("likely_cause")).toString(), QStringLiteral("match"));
    QCOMPARE(c.value(QStringLiteral("max_abs_error")).toDouble(), 0.0);

    c = comparison(args({"--config", "mpt.json", "--compare", "b8.npy", "--json"}));
    QVERIFY(!c.value(QStringLiteral("match")).toBool());
    QCOMPARE(c.value(QStringLiteral("likely_cause")).toString(), QStringLiteral("wrong-rule"));
    QCOMPARE(c.value(QStringLiteral("other_alibi_bias_max")).toDouble(), 8.0);
    // Head 8: 2^−8 against 2^−16, relative error 2^8 − 1.
    QCOMPARE(c.value(QStringLiteral("worst_index")).toArray().size(), 1);
    QCOMPARE(c.value(QStringLiteral("worst_index")).toArray().at(0).toInt(), 8);
    QCOMPARE(c.value(QStringLiteral("max_rel_error")).toDouble(), 255.0);
    QCOMPARE(c.value(QStringLiteral("head_max_rel_error")).toArray().size(), 12);

    c = comparison(
        args({"--config", "mpt10.json", "--positions", "8", "--compare", "f32.npy", "--json"}));
    QCOMPARE(c.value(QStringLiteral("precision")).toString(), QStringLiteral("float32"));
    QVERIFY(c.value(QStringLiteral("match")).toBool());

    c = comparison(
        args({"--config", "mpt10.json", "--positions", "8", "--compare", "rounded.npy", "--json"}));
    QVERIFY(c.value(QStringLiteral("match")).toBool()); // float32 numbers in a float64 file
    QCOMPARE(c.value(QStringLiteral("likely_cause")).toString(),
             QStringLiteral("float32-rounding"));

    // The paper's rule, as CSV, against BLOOM's 112 heads; --heads overrides the config.
    write("bloom.json", kBloom);
    QByteArray csv; // one row of 20 slopes
    for (int h = 1; h <= 20; ++h)
        csv += (h > 1 ? "," : "") + QByteArray::number(std::pow(2.0, -8.0 * h / 20), 'g', 17);
    csv += '\n';
    write("paper.csv", csv.toStdString());
    c = comparison(args({"--config", "bloom.json", "--heads", "20", "--positions", "8", "--compare",
                         "paper.csv", "--json"}));
    QCOMPARE(c.value(QStringLiteral("likely_cause")).toString(), QStringLiteral("wrong-rule"));
    QCOMPARE(c.value(QStringLiteral("other_rule")).toString(), QStringLiteral("paper"));
}

void TestCliAlibiConfig::compareBias()
{
    using ArrayTest::f8le;
    using ArrayTest::npy;
    const int n = 12;
    const std::vector<double> slopes = official(4);
    const auto bias = [&](int shift, int head) {
        std::vector<double> out;
        for (int h = head < 0 ? 0 : head; h < (head < 0 ? 4 : head + 1); ++h)
            for (int t = 0; t < n; ++t)
                for (int s = 0; s < n; ++s)
                    out.push_back(-slopes[std::size_t(h)] * std::abs(t + shift - s));
        return out;
    };
    write("all.npy",
          npy("{'descr': '<f8', 'fortran_order': False, 'shape': (48, 12), }", f8le(bias(0, -1))));
    write("shifted.npy",
          npy("{'descr': '<f8', 'fortran_order': False, 'shape': (48, 12), }", f8le(bias(1, -1))));
    write("head2.npy",
          npy("{'descr': '<f8', 'fortran_order': False, 'shape': (12, 12), }", f8le(bias(0, 1))));
    QJsonObject c =
        comparison(args({"--heads", "4", "--positions", "8", "--compare", "all.npy", "--json"}));
    QCOMPARE(c.value(QStringLiteral("quantity")).toString(), QStringLiteral("bias"));
    QCOMPARE(c.value(QStringLiteral("positions")).toInt(), n);
    QVERIFY(c.value(QStringLiteral("match")).toBool());
    c = comparison(
        args({"--heads", "4", "--positions", "8", "--compare", "shifted.npy", "--json"}));
    QCOMPARE(c.value(QStringLiteral("likely_cause")).toString(),
             QStringLiteral("positions-shifted"));
    QCOMPARE(c.value(QStringLiteral("shift")).toInt(), 1);
    QCOMPARE(c.value(QStringLiteral("worst_index")).toArray().size(), 3); // head, t, s
    c = comparison(args(
        {"--heads", "4", "--positions", "8", "--head", "2", "--compare", "head2.npy", "--json"}));
    QVERIFY(c.value(QStringLiteral("match")).toBool());
    QCOMPARE(c.value(QStringLiteral("first_head")).toInt(), 2);
    c = comparison(args(
        {"--heads", "4", "--positions", "8", "--head", "3", "--compare", "head2.npy", "--json"}));
    QVERIFY(!c.value(QStringLiteral("match")).toBool());
}

void TestCliAlibiConfig::compareSafetensors()
{
    const std::vector<double> slopes = official(8);
    const std::string header =
        R"({"alibi.slopes":{"dtype":"F64","shape":[8],"data_offsets":[0,64]},)"
        R"("other":{"dtype":"F64","shape":[8],"data_offsets":[64,128]}})";
    std::vector<double> other(8, 0.5);
    write("model.safetensors",
          ArrayTest::safetensors(header, ArrayTest::f8le(slopes) + ArrayTest::f8le(other)));
    QJsonObject c =
        comparison(args({"--heads", "8", "--positions", "8", "--compare", "model.safetensors",
                         "--compare-tensor", "alibi.slopes", "--json"}));
    QVERIFY(c.value(QStringLiteral("match")).toBool());
    QCOMPARE(c.value(QStringLiteral("tensor")).toString(), QStringLiteral("alibi.slopes"));
    c = comparison(args({"--heads", "8", "--positions", "8", "--compare", "model.safetensors",
                         "--compare-tensor", "other", "--json"}));
    QCOMPARE(c.value(QStringLiteral("likely_cause")).toString(), QStringLiteral("unknown"));
}

// The shipped presets: --list-presets lists the ALiBi ones; --preset reads one like --config.
void TestCliAlibiConfig::presets()
{
    const Run list = m_cli.run(args({"--list-presets"}));
    QCOMPARE(list.exitCode, 0);
    QVERIFY(list.out.contains("bloom ") && list.out.contains("mpt-7b"));
    QVERIFY(!list.out.contains("llama"));
    QVERIFY(!list.out.contains("deberta")); // bucketed-relative-bias presets are not ALiBi's
    const QJsonObject mpt = json(args({"--preset", "mpt-7b", "--json"}));
    QCOMPARE(mpt.value(QStringLiteral("heads")).toInt(), 32);
    QCOMPARE(mpt.value(QStringLiteral("rule")).toString(), QStringLiteral("mpt"));
    QCOMPARE(mpt.value(QStringLiteral("alibi_bias_max")).toDouble(), 8.0);
    QCOMPARE(mpt.value(QStringLiteral("positions")).toInt(), 2048); // max_seq_len
    QCOMPARE(mpt.value(QStringLiteral("config")).toString(), QStringLiteral("preset mpt-7b"));
    const QJsonObject bloom = json(args({"--preset", "bloom", "--positions", "16", "--json"}));
    QCOMPARE(bloom.value(QStringLiteral("heads")).toInt(), 112);
    const QJsonArray slopes = bloom.value(QStringLiteral("slopes")).toArray();
    for (int h = 0; h < 112; ++h)
        QVERIFY(std::abs(slopes.at(h).toDouble() - official(112)[std::size_t(h)]) <= 1e-15);
    for (const auto &[arguments, message] :
         {std::pair{args({"--preset", "gpt-j-6b", "--json"}),
                    QByteArray("preset 'gpt-j-6b' is a RoPE model: use pelab-cli rope --preset "
                               "gpt-j-6b")},
          std::pair{args({"--preset", "bloomz", "--json"}),
                    QByteArray("unknown preset 'bloomz' (see pelab-cli alibi --list-presets)")},
          std::pair{args({"--preset", "t5-small", "--json"}),
                    QByteArray("preset 't5-small' is a bucketed relative bias model: use pelab-cli "
                               "buckets --preset t5-small")},
          std::pair{args({"--preset", "bloom", "--config", "x.json", "--json"}),
                    QByteArray("--config and --preset exclude each other")}}) {
        const Run run = m_cli.run(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message), run.err.constData());
        QCOMPARE(run.err.trimmed().count('\n'), 0);
    }
}

QTEST_MAIN(TestCliAlibiConfig)
#include "tst_clialibiconfig.moc"
