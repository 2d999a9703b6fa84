// pelab-cli rope with a model: --config FILE, --preset NAME, --list-presets, --layer-type and
// the conformance check (--compare, --compare-cos/--compare-sin), run as a process: the JSON
// keys against values computed here from transformers' formulas, the options that override the
// config, and every refusal (exit 2, one line naming the file or key).
#include "clitestutils.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <numbers>

using CliTestUtils::CliFixture;
using CliTestUtils::Run;

namespace {

// transformers' _compute_llama3_parameters for one pair.
double llama3InvFreq(int i, int dim, double base, double factor, double low, double high,
                     double original)
{
    const double theta = std::pow(base, -2.0 * i / dim);
    const double wavelength = 2.0 * std::numbers::pi / theta;
    if (wavelength < original / high)
        return theta;
    if (wavelength > original / low)
        return theta / factor;
    const double smooth = (original / wavelength - low) / (high - low);
    return (1.0 - smooth) * theta / factor + smooth * theta;
}

// Row t of a cache of 8 rotated dims (θ_i = 10000^(−2i/8)): cos or sin, with the columns
// cat(freqs, freqs) (rotate_half) or interleaved.
std::vector<double> neoxCacheRow(int t, bool cosine, bool interleaved)
{
    std::vector<double> out;
    for (int j = 0; j < 8; ++j) {
        const double theta = std::pow(10000.0, -2.0 * (interleaved ? j / 2 : j % 4) / 8);
        out.push_back(cosine ? std::cos(t * theta) : std::sin(t * theta));
    }
    return out;
}

// A safetensors file of two F64 tensors "cos" and "sin", each 12 × 8.
QByteArray cacheSafetensors(bool interleaved)
{
    QByteArray data;
    for (bool cosine : {true, false}) {
        for (int t = 0; t < 12; ++t) {
            for (double v : neoxCacheRow(t, cosine, interleaved))
                data.append(reinterpret_cast<const char *>(&v), sizeof v); // little-endian here
        }
    }
    const qsizetype half = data.size() / 2;
    QByteArray header =
        QStringLiteral(R"({"cos":{"dtype":"F64","shape":[12,8],"data_offsets":[0,%1]},)"
                       R"("sin":{"dtype":"F64","shape":[12,8],"data_offsets":[%1,%2]}})")
            .arg(half)
            .arg(data.size())
            .toUtf8();
    while (header.size() % 8 != 0)
        header.append(' ');
    QByteArray out;
    for (int i = 0; i < 8; ++i)
        out.append(char((quint64(header.size()) >> (8 * i)) & 0xff));
    return out + header + data;
}

QString row(const std::vector<double> &values)
{
    QStringList cells;
    for (double v : values)
        cells << QString::number(v, 'g', 17);
    return cells.join(QLatin1Char(','));
}

} // namespace

class TestCliRopeConfig : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void presetLlama31();
    void configFileAndOverrides();
    void listPresets();
    void compareInvFreq();
    void compareCache();
    void compareSafetensorsCache();
    void refusals_data();
    void refusals();

private:
    QJsonObject report(const QStringList &arguments);
    void writeFile(const QString &name, const QByteArray &bytes);
    CliFixture m_cli;
};

void TestCliRopeConfig::initTestCase()
{
    QVERIFY(m_cli.isValid());
}

void TestCliRopeConfig::writeFile(const QString &name, const QByteArray &bytes)
{
    QFile file(m_cli.path(name));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

QJsonObject TestCliRopeConfig::report(const QStringList &arguments)
{
    const Run run = m_cli.run(QStringList{QStringLiteral("rope")} + arguments +
                              QStringList{QStringLiteral("--json")});
    if (run.exitCode != 0)
        qWarning("%s", run.err.constData());
    return run.exitCode == 0 ? QJsonDocument::fromJson(run.out).object() : QJsonObject{};
}

void TestCliRopeConfig::presetLlama31()
{
    const QJsonObject r = report({QStringLiteral("--preset"), QStringLiteral("llama-3.1-8b"),
                                  QStringLiteral("--positions"), QStringLiteral("64")});
    QVERIFY(!r.isEmpty());
    QCOMPARE(r.value(QStringLiteral("rotary_dim")).toInt(), 128);
    QCOMPARE(r.value(QStringLiteral("head_dim")).toInt(), 128);
    QCOMPARE(r.value(QStringLiteral("base")).toDouble(), 500000.0);
    QCOMPARE(r.value(QStringLiteral("pairing")).toString(), QStringLiteral("half"));
    QCOMPARE(r.value(QStringLiteral("config")).toString(), QStringLiteral("preset llama-3.1-8b"));
    const QJsonObject scaling = r.value(QStringLiteral("scaling")).toObject();
    QCOMPARE(scaling.value(QStringLiteral("rope_type")).toString(), QStringLiteral("llama3"));
    QCOMPARE(scaling.value(QStringLiteral("factor")).toDouble(), 8.0);
    const QJsonObject sources = r.value(QStringLiteral("sources")).toObject();
    QCOMPARE(sources.value(QStringLiteral("base")).toString(), QStringLiteral("rope_theta"));
    QCOMPARE(sources.value(QStringLiteral("rotary_dim")).toString(),
             QStringLiteral("hidden_size / num_attention_heads"));
    const QJsonArray invFreq = r.value(QStringLiteral("inv_freq")).toArray();
    QCOMPARE(invFreq.size(), 64);
    for (int i = 0; i < 64; ++i) {
        const double expected = llama3InvFreq(i, 128, 500000.0, 8.0, 1.0, 4.0, 8192.0);
        QVERIFY2(std::abs(invFreq.at(i).toDouble() / expected - 1.0) <= 1e-12,
                 qPrintable(QString::number(i)));
    }
}

void TestCliRopeConfig::configFileAndOverrides()
{
    writeFile(QStringLiteral("gptj.json"),
              R"({"model_type": "gptj", "n_embd": 4096, "n_head": 16, "rotary_dim": 64})");
    const QJsonObject r = report({QStringLiteral("--config"), QStringLiteral("gptj.json")});
    QVERIFY(!r.isEmpty());
    QCOMPARE(r.value(QStringLiteral("rotary_dim")).toInt(), 64);
    QCOMPARE(r.value(QStringLiteral("head_dim")).toInt(), 256);
    QCOMPARE(r.value(QStringLiteral("pairing")).toString(), QStringLiteral("interleaved"));
    QCOMPARE(r.value(QStringLiteral("positions")).toInt(), 256); // the default without a cache
    QCOMPARE(r.value(QStringLiteral("config")).toString(), QStringLiteral("gptj.json"));
    // Every option given overrides the config.
    const QJsonObject o =
        report({QStringLiteral("--config"), QStringLiteral("gptj.json"), QStringLiteral("--base"),
                QStringLiteral("500000"), QStringLiteral("--pairing"), QStringLiteral("half"),
                QStringLiteral("--dim"), QStringLiteral("32"), QStringLiteral("--positions"),
                QStringLiteral("16")});
    QCOMPARE(o.value(QStringLiteral("base")).toDouble(), 500000.0);
    QCOMPARE(o.value(QStringLiteral("pairing")).toString(), QStringLiteral("half"));
    QCOMPARE(o.value(QStringLiteral("rotary_dim")).toInt(), 32);
    QCOMPARE(o.value(QStringLiteral("positions")).toInt(), 16);
}

void TestCliRopeConfig::listPresets()
{
    const Run run = m_cli.run({QStringLiteral("rope"), QStringLiteral("--list-presets")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QVERIFY(lines.size() >= 8);
    QVERIFY(run.out.contains("llama-3.1-8b"));
    QVERIFY(run.out.contains("gpt-j-6b"));
    QVERIFY(!run.out.contains("bloom"));    // ALiBi models are pelab-cli alibi's
    QVERIFY(!run.out.contains("t5-small")); // nor a bucketed-relative-bias model
    for (const QByteArray &line : lines)
        QVERIFY2(line.contains("  ("), line.constData()); // NAME  TITLE  (source)
}

void TestCliRopeConfig::compareInvFreq()
{
    // Llama 3.1's table as a correct port computes it, and as a port that ignores rope_scaling.
    std::vector<double> scaled;
    std::vector<double> unscaled;
    for (int i = 0; i < 64; ++i) {
        scaled.push_back(llama3InvFreq(i, 128, 500000.0, 8.0, 1.0, 4.0, 8192.0));
        unscaled.push_back(std::pow(500000.0, -2.0 * i / 128));
    }
    writeFile(QStringLiteral("good.csv"), row(scaled).toUtf8() + '\n');
    writeFile(QStringLiteral("unscaled.csv"), row(unscaled).toUtf8() + '\n');
    const QStringList preset = {QStringLiteral("--preset"), QStringLiteral("llama-3.1-8b")};
    QJsonObject c =
        report(preset + QStringList{QStringLiteral("--compare"), QStringLiteral("good.csv")})
            .value(QStringLiteral("comparison"))
            .toObject();
    QCOMPARE(c.value(QStringLiteral("quantity")).toString(), QStringLiteral("inv_freq"));
    QCOMPARE(c.value(QStringLiteral("match")).toBool(), true);
    QCOMPARE(c.value(QStringLiteral("likely_cause")).toString(), QStringLiteral("match"));
    c = report(preset + QStringList{QStringLiteral("--compare"), QStringLiteral("unscaled.csv")})
            .value(QStringLiteral("comparison"))
            .toObject();
    QCOMPARE(c.value(QStringLiteral("match")).toBool(), false);
    QCOMPARE(c.value(QStringLiteral("likely_cause")).toString(), QStringLiteral("scaling-ignored"));
    QVERIFY(c.value(QStringLiteral("max_abs_error")).toDouble() > 0.0);
    QCOMPARE(c.value(QStringLiteral("worst_index")).toArray().size(), 1);
    // Relative per element: the slow pairs are 8× too fast, |θ − θ/8| / (θ/8) = 7.
    QVERIFY(std::abs(c.value(QStringLiteral("max_rel_error")).toDouble() - 7.0) <= 1e-12);
    QCOMPARE(c.value(QStringLiteral("judged_against")).toString(), QStringLiteral("reference"));
    const QJsonArray errors = c.value(QStringLiteral("pair_rel_error")).toArray();
    QCOMPARE(errors.size(), 64);
    for (int i = 0; i < 64; ++i)
        QVERIFY(std::abs(errors[i].toDouble() -
                         std::abs(unscaled[std::size_t(i)] - scaled[std::size_t(i)]) /
                             scaled[std::size_t(i)]) <= 1e-12);
}

void TestCliRopeConfig::compareCache()
{
    // GPT-NeoX-like: a 16-wide head rotating 8 dims (rotary_pct 0.5), rotate_half layout:
    // columns cat(freqs, freqs). The cache has 12 positions: --positions defaults to them.
    writeFile(QStringLiteral("neox.json"),
              R"({"hidden_size": 64, "num_attention_heads": 4, "rotary_pct": 0.5})");
    QString cosText;
    QString sinText;
    for (int t = 0; t < 12; ++t) {
        cosText += row(neoxCacheRow(t, true, false)) + QLatin1Char('\n');
        sinText += row(neoxCacheRow(t, false, false)) + QLatin1Char('\n');
    }
    writeFile(QStringLiteral("cos.csv"), cosText.toUtf8());
    writeFile(QStringLiteral("sin.csv"), sinText.toUtf8());
    const QJsonObject r = report({QStringLiteral("--config"), QStringLiteral("neox.json"),
                                  QStringLiteral("--compare-cos"), QStringLiteral("cos.csv"),
                                  QStringLiteral("--compare-sin"), QStringLiteral("sin.csv")});
    QCOMPARE(r.value(QStringLiteral("positions")).toInt(), 12);
    const QJsonObject c = r.value(QStringLiteral("comparison")).toObject();
    QCOMPARE(c.value(QStringLiteral("quantity")).toString(), QStringLiteral("cos_sin"));
    QCOMPARE(c.value(QStringLiteral("likely_cause")).toString(), QStringLiteral("match"));
    QCOMPARE(c.value(QStringLiteral("worst_index")).toArray().size(), 2);
}

// One safetensors file holding both tensors; a cache in the other layout is pairing-differs.
void TestCliRopeConfig::compareSafetensorsCache()
{
    writeFile(QStringLiteral("neox.json"),
              R"({"hidden_size": 64, "num_attention_heads": 4, "rotary_pct": 0.5})");
    writeFile(QStringLiteral("half.safetensors"), cacheSafetensors(false));
    writeFile(QStringLiteral("interleaved.safetensors"), cacheSafetensors(true));
    const QStringList config = {QStringLiteral("--config"), QStringLiteral("neox.json"),
                                QStringLiteral("--compare")};
    QJsonObject c = report(config + QStringList{QStringLiteral("half.safetensors")})
                        .value(QStringLiteral("comparison"))
                        .toObject();
    QCOMPARE(c.value(QStringLiteral("quantity")).toString(), QStringLiteral("cos_sin"));
    QCOMPARE(c.value(QStringLiteral("likely_cause")).toString(), QStringLiteral("match"));
    c = report(config + QStringList{QStringLiteral("interleaved.safetensors")})
            .value(QStringLiteral("comparison"))
            .toObject();
    QCOMPARE(c.value(QStringLiteral("match")).toBool(), false);
    QCOMPARE(c.value(QStringLiteral("likely_cause")).toString(), QStringLiteral("pairing-differs"));
}

void TestCliRopeConfig::refusals_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const auto rope = [](std::initializer_list<QString> rest) {
        return QStringList{QStringLiteral("rope")} + QStringList(rest) +
               QStringList{QStringLiteral("--json")};
    };
    QTest::newRow("missing config")
        << rope({QStringLiteral("--config"), QStringLiteral("none.json")})
        << "none.json: cannot be read:";
    QTest::newRow("not JSON") << rope({QStringLiteral("--config"), QStringLiteral("bad.json")})
                              << "bad.json: not a JSON file:";
    QTest::newRow("unknown rope type")
        << rope({QStringLiteral("--config"), QStringLiteral("mrope.json")})
        << "mrope.json: unknown rope type \"mrope\" in rope_scaling.rope_type";
    QTest::newRow("unknown preset")
        << rope({QStringLiteral("--preset"), QStringLiteral("llama-9")})
        << "unknown preset 'llama-9' (see pelab-cli rope --list-presets)";
    QTest::newRow("ALiBi preset") << rope({QStringLiteral("--preset"), QStringLiteral("bloom")})
                                  << "preset 'bloom' is an ALiBi model: use pelab-cli alibi";
    QTest::newRow("bucket preset")
        << rope({QStringLiteral("--preset"), QStringLiteral("t5-small")})
        << "preset 't5-small' is a bucketed relative bias model: use pelab-cli buckets --preset "
           "t5-small";
    QTest::newRow("config and preset")
        << rope({QStringLiteral("--config"), QStringLiteral("bad.json"), QStringLiteral("--preset"),
                 QStringLiteral("gpt-j-6b")})
        << "--config and --preset exclude each other";
    QTest::newRow("layer type alone")
        << rope({QStringLiteral("--layer-type"), QStringLiteral("full_attention"),
                 QStringLiteral("--dim"), QStringLiteral("8"), QStringLiteral("--positions"),
                 QStringLiteral("4")})
        << "--layer-type needs --config or --preset";
    QTest::newRow("cos without sin")
        << rope({QStringLiteral("--preset"), QStringLiteral("gpt-j-6b"),
                 QStringLiteral("--compare-cos"), QStringLiteral("bad.json")})
        << "--compare-cos and --compare-sin go together";
    QTest::newRow("a cache as inv_freq")
        << rope({QStringLiteral("--preset"), QStringLiteral("gpt-j-6b"),
                 QStringLiteral("--compare"), QStringLiteral("table.csv")})
        << "table.csv: an inv_freq vector has one row (got 2 × 3)";
}

void TestCliRopeConfig::refusals()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    writeFile(QStringLiteral("bad.json"), "{\"head_dim\": ");
    writeFile(QStringLiteral("mrope.json"),
              R"({"head_dim": 64, "rope_scaling": {"rope_type": "mrope"}})");
    writeFile(QStringLiteral("table.csv"), "1,2,3\n4,5,6\n");
    const Run run = m_cli.run(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    const QList<QByteArray> lines = run.err.trimmed().split('\n');
    QCOMPARE(lines.size(), 1);
    QVERIFY2(run.err.contains(message.toUtf8()), run.err.constData());
}

QTEST_GUILESS_MAIN(TestCliRopeConfig)
#include "tst_cliropeconfig.moc"
