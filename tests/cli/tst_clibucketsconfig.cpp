// `pelab-cli buckets` with the shipped presets (--list-presets, --preset), a model's config.json
// written here (--config) and the options that override it, run as a process: the values read,
// their sources, and where the last bucket starts worked out by hand (the refusals are in
// tst_clibucketscheck).
#include "bucketsclitestutils.h"
#include "clitestutils.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace CliTestUtils;
using namespace BucketsCliTest;

class TestCliBucketsConfig : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(m_cli.isValid(), qPrintable(CliFixture::program())); }
    void cleanup() { m_cli.clear(); }
    void presets();
    void configFile();
    void optionsOverrideTheConfig();

private:
    QString path(const char *name) const { return m_cli.path(QString::fromUtf8(name)); }
    CliFixture m_cli;
};

void TestCliBucketsConfig::presets()
{
    const Run list = m_cli.run(args({"--list-presets"}));
    QCOMPARE(list.exitCode, 0);
    QStringList names;
    for (const QByteArray &line : list.out.trimmed().split('\n'))
        names << QString::fromUtf8(line.split(' ').first());
    QCOMPARE(names, QString::fromLatin1("t5-small t5-base t5-large flan-t5-large mt5-xl umt5-xxl "
                                        "all-mpnet-base-v2 wavlm-base-plus deberta-v3-base "
                                        "deberta-v3-large mdeberta-v3-base")
                        .split(QLatin1Char(' ')));
    for (const char *other : {"llama", "mistral", "gpt-j", "gpt-neox", "qwen", "bloom", "mpt-7b"})
        QVERIFY2(!list.out.contains(other), other);

    QJsonObject j = report(m_cli, args({"--preset", "t5-small", "--json"}));
    QCOMPARE(j.value(QStringLiteral("config")).toString(), QStringLiteral("preset t5-small"));
    QCOMPARE(j.value(QStringLiteral("model_type")).toString(), QStringLiteral("t5"));
    QVERIFY(j.value(QStringLiteral("has_decoder")).toBool());
    QVERIFY(j.value(QStringLiteral("bidirectional")).toBool()); // the encoder's direction
    QCOMPARE(j.value(QStringLiteral("heads")).toInt(), 8);
    QCOMPARE(j.value(QStringLiteral("last_bucket_start")).toInt(), 91);
    const QJsonObject sources = j.value(QStringLiteral("sources")).toObject();
    QCOMPARE(sources.value(QStringLiteral("buckets")).toString(),
             QStringLiteral("relative_attention_num_buckets"));
    QCOMPARE(sources.value(QStringLiteral("max_distance")).toString(),
             QStringLiteral("relative_attention_max_distance"));
    QCOMPARE(sources.value(QStringLiteral("heads")).toString(), QStringLiteral("num_heads"));
    QVERIFY(j.value(QStringLiteral("ignored"))
                .toArray()
                .at(0)
                .toString()
                .startsWith(QStringLiteral("n_positions: ")));

    j = report(m_cli, args({"--preset", "deberta-v3-base", "--json"}));
    QCOMPARE(j.value(QStringLiteral("scheme")).toString(), QStringLiteral("deberta"));
    QCOMPARE(j.value(QStringLiteral("num_buckets")).toInt(), 256);
    QCOMPARE(j.value(QStringLiteral("max_distance")).toInt(), 512);
    QCOMPARE(j.value(QStringLiteral("model_type")).toString(), QStringLiteral("deberta-v2"));
    QVERIFY(!j.value(QStringLiteral("has_decoder")).toBool());
    QCOMPARE(j.value(QStringLiteral("heads")).toInt(), 12);
    QCOMPARE(j.value(QStringLiteral("last_bucket_start")).toInt(), 506);

    j = report(m_cli, args({"--preset", "wavlm-base-plus", "--json"}));
    QCOMPARE(j.value(QStringLiteral("num_buckets")).toInt(), 320);
    QCOMPARE(j.value(QStringLiteral("max_distance")).toInt(), 800);
    QCOMPARE(j.value(QStringLiteral("last_bucket_start")).toInt(), 778);
}

void TestCliBucketsConfig::configFile()
{
    // T5 with 64 buckets up to 256, 6 heads: 32 a side, max_exact 16, log(256/16) = log 16;
    // the last bucket (16 + 15) from 16·16^(15/16) = 215.3 → 216.
    QVERIFY(writeFile(path("t5.json"), R"({"model_type": "t5", "num_heads": 6, "num_layers": 2,
        "relative_attention_num_buckets": 64, "relative_attention_max_distance": 256,
        "is_encoder_decoder": true, "n_positions": 512})"));
    QJsonObject j = report(m_cli, args({"--config", "t5.json", "--json"}));
    QCOMPARE(j.value(QStringLiteral("num_buckets")).toInt(), 64);
    QCOMPARE(j.value(QStringLiteral("max_distance")).toInt(), 256);
    QCOMPARE(j.value(QStringLiteral("heads")).toInt(), 6);
    QCOMPARE(j.value(QStringLiteral("max_exact")).toInt(), 16);
    QCOMPARE(j.value(QStringLiteral("last_bucket_start")).toInt(), 216);
    QCOMPARE(firstOfLast([](std::int64_t n) { return t5(n, 64, 256, true); }, 63, 1000),
             std::int64_t(216));
    QVERIFY(j.value(QStringLiteral("bidirectional")).toBool());
    QVERIFY(j.value(QStringLiteral("has_decoder")).toBool());
    QVERIFY(j.value(QStringLiteral("config")).toString().endsWith(QStringLiteral("/t5.json")));

    // DeBERTa-v2 with 8 position buckets over 20 positions, 2 heads; nothing for a decoder.
    QVERIFY(writeFile(path("deberta.json"), R"({"model_type": "deberta-v2",
        "relative_attention": true, "position_buckets": 8, "max_relative_positions": 20,
        "num_attention_heads": 2, "pos_att_type": ["p2c", "c2p"]})"));
    j = report(m_cli, args({"--config", "deberta.json", "--json"}));
    QCOMPARE(j.value(QStringLiteral("scheme")).toString(), QStringLiteral("deberta"));
    QCOMPARE(j.value(QStringLiteral("num_buckets")).toInt(), 8);
    QCOMPARE(j.value(QStringLiteral("max_distance")).toInt(), 20);
    QCOMPARE(j.value(QStringLiteral("heads")).toInt(), 2);
    QCOMPARE(j.value(QStringLiteral("last_bucket_start")).toInt(), 12);
    QCOMPARE(j.value(QStringLiteral("sources")).toObject().value(QStringLiteral("buckets")),
             QJsonValue(QStringLiteral("position_buckets")));
    QVERIFY(!j.value(QStringLiteral("has_decoder")).toBool());
}

void TestCliBucketsConfig::optionsOverrideTheConfig()
{
    QVERIFY(writeFile(path("t5.json"), R"({"model_type": "t5", "num_heads": 6,
        "relative_attention_num_buckets": 64, "relative_attention_max_distance": 256})"));
    const QJsonObject j =
        report(m_cli, args({"--config", "t5.json", "--buckets", "16", "--max-distance", "40",
                            "--heads", "3", "--causal", "--positions", "48", "--json"}));
    QCOMPARE(j.value(QStringLiteral("num_buckets")).toInt(), 16);
    QCOMPARE(j.value(QStringLiteral("max_distance")).toInt(), 40);
    QCOMPARE(j.value(QStringLiteral("heads")).toInt(), 3);
    QCOMPARE(j.value(QStringLiteral("positions")).toInt(), 48);
    QVERIFY(!j.value(QStringLiteral("bidirectional")).toBool());
    // Causal 16/40: max_exact 8, 8 + ⌊8·log(n/8)/log 5⌋ reaches 15 at 8·5^(7/8) = 32.7 → 33.
    QCOMPARE(j.value(QStringLiteral("max_exact")).toInt(), 8);
    QCOMPARE(j.value(QStringLiteral("last_bucket_start")).toInt(), 33);
    const QJsonObject sources = j.value(QStringLiteral("sources")).toObject();
    QCOMPARE(sources.value(QStringLiteral("buckets")).toString(), QStringLiteral("--buckets"));
    QCOMPARE(sources.value(QStringLiteral("max_distance")).toString(),
             QStringLiteral("--max-distance"));
    QCOMPARE(sources.value(QStringLiteral("heads")).toString(), QStringLiteral("--heads"));
    // Values not given keep the config's.
    const QJsonObject kept = report(m_cli, args({"--config", "t5.json", "--heads", "2", "--json"}));
    QCOMPARE(kept.value(QStringLiteral("num_buckets")).toInt(), 64);
    QCOMPARE(kept.value(QStringLiteral("heads")).toInt(), 2);
    QCOMPARE(kept.value(QStringLiteral("sources")).toObject().value(QStringLiteral("buckets")),
             QJsonValue(QStringLiteral("relative_attention_num_buckets")));
}

QTEST_MAIN(TestCliBucketsConfig)
#include "tst_clibucketsconfig.moc"
