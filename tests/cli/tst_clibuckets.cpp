// `pelab-cli buckets` run as a process: the JSON report against values worked out by hand from
// the formulas (where the last bucket starts, the exact region, every bucket's first and last
// distance, where float32 parts from exact arithmetic), the buckets CSV and the int64 bucket map
// against the formulas written out in tests/bucketreference.h, and a bias table written here
// read back through the bias view. Presets and configs are in tst_clibucketsconfig, the check
// and the refusals in tst_clibucketscheck.
#include "bucketsclitestutils.h"
#include "clitestutils.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <functional>
#include <tuple>

using namespace CliTestUtils;
using namespace BucketsCliTest;

namespace {

// A side of "bucket_starts" as "bucket first…last" strings ("15 91…" for the unbounded last
// bucket), so that a difference names the bucket.
QStringList spans(const QJsonArray &array)
{
    QStringList out;
    for (const QJsonValue &v : array) {
        const QJsonObject o = v.toObject();
        out << QStringLiteral("%1 %2…%3")
                   .arg(o.value(QStringLiteral("bucket")).toInt())
                   .arg(o.value(QStringLiteral("first")).toInt())
                   .arg(o.contains(QStringLiteral("last"))
                            ? QString::number(o.value(QStringLiteral("last")).toInt())
                            : QString());
    }
    return out;
}

QString span(int bucket, int first, int last)
{
    return QStringLiteral("%1 %2…%3")
        .arg(bucket)
        .arg(first)
        .arg(last < 0 ? QString() : QString::number(last));
}

// T5 32/128 bidirectional, by hand: max_exact 8, log(128/8) = log 16, so from |r| = 8 the bucket
// is 8 + ⌊8·log(|r|/8)/log 16⌋ = 8 + ⌊2·log₂(|r|/8)⌋, which reaches 8 + k at |r| = 8·2^(k/2):
// 8, 11.3 → 12, 16, 22.6 → 23, 32, 45.3 → 46, 64, 90.5 → 91 (the last, 15, from 91 on).
const int kT5Firsts[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 12, 16, 23, 32, 46, 64, 91};

} // namespace

class TestCliBuckets : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(m_cli.isValid(), qPrintable(CliFixture::program())); }
    void cleanup() { m_cli.clear(); }
    void help();
    void lastBucketStart_data();
    void lastBucketStart();
    void t5DefaultStarts();
    void debertaStarts();
    void bucketsCsvRows();
    void mapIsInt64();
    void float32Boundaries();
    void biasTable();

private:
    QString path(const char *name) const { return m_cli.path(QString::fromUtf8(name)); }
    CliFixture m_cli;
};

void TestCliBuckets::help()
{
    const Run help = m_cli.run(args({"--help"}));
    QCOMPARE(help.exitCode, 0);
    QVERIFY2(help.out.startsWith("Usage: pelab-cli buckets [--scheme t5|deberta]"),
             help.out.constData());
    for (const char *option :
         {"--scheme", "--buckets", "--max-distance", "--causal", "--positions", "--heads", "--seed",
          "--bias", "--tensor", "--head", "--compare", "--compare-tensor", "--config", "--preset",
          "--list-presets", "--view", "--csv", "--npy", "--json"})
        QVERIFY2(help.out.contains(option), option);
    const Run views = m_cli.run(args({"--list-views"}));
    QCOMPARE(views.exitCode, 0);
    for (const char *view : {"buckets", "starts", "map", "bias", "profile", "check"})
        QVERIFY2(views.out.contains(view), view);
}

void TestCliBuckets::lastBucketStart_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("maxExact");
    QTest::addColumn<int>("lastStart");
    QTest::addColumn<bool>("bidirectional");
    // Each by hand, where the log part reaches the side's last bucket (n − max_exact − 1):
    // 32/128 both ways: 8·16^(7/8) = 90.5 → 91.
    QTest::newRow("t5 32/128") << args({"--json"}) << 8 << 91 << true;
    // Causal, all 32 buckets on one side, max_exact 16: 16·8^(15/16) = 112.5 → 113.
    QTest::newRow("t5 32/128 causal") << args({"--causal", "--json"}) << 16 << 113 << false;
    // WavLM's 320/800: 160 a side, max_exact 80: 80·10^(79/80) = 777.3 → 778.
    QTest::newRow("t5 320/800") << args({"--buckets", "320", "--max-distance", "800", "--json"})
                                << 80 << 778 << true;
    // DeBERTa 256/512, mid 128: ⌈127·log(n/128)/log(511/128)⌉ = 127 once n > 128·3.9922^(126/127)
    // = 505.4 → 506.
    QTest::newRow("deberta 256/512")
        << args({"--scheme", "deberta", "--buckets", "256", "--max-distance", "512", "--json"})
        << 128 << 506 << true;
    // DeBERTa 8/20, mid 4: ⌈3·log(n/4)/log(19/4)⌉ = 3 once n > 4·4.75^(2/3) = 11.3 → 12.
    QTest::newRow("deberta 8/20") << args({"--scheme", "deberta", "--buckets", "8",
                                           "--max-distance", "20", "--json"})
                                  << 4 << 12 << true;
}

void TestCliBuckets::lastBucketStart()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, maxExact);
    QFETCH(int, lastStart);
    QFETCH(bool, bidirectional);
    const QJsonObject j = report(m_cli, arguments);
    QCOMPARE(j.value(QStringLiteral("command")).toString(), QStringLiteral("buckets"));
    QCOMPARE(j.value(QStringLiteral("max_exact")).toInt(), maxExact);
    QCOMPARE(j.value(QStringLiteral("last_bucket_start")).toInt(), lastStart);
    QCOMPARE(j.value(QStringLiteral("bidirectional")).toBool(), bidirectional);

    // The formulas written out agree with the hand values (so that they can judge the rest).
    const bool t5Scheme = j.value(QStringLiteral("scheme")).toString() == QLatin1String("t5");
    const std::int64_t b = j.value(QStringLiteral("num_buckets")).toInt();
    const std::int64_t d = j.value(QStringLiteral("max_distance")).toInt();
    const std::int64_t found =
        t5Scheme
            ? firstOfLast([&](std::int64_t n) { return t5(-n, b, d, bidirectional); },
                          (bidirectional ? b / 2 : b) - 1, 4 * d)
            : firstOfLast(
                  // The values beyond the last row share it (the clamp of the row).
                  [&](std::int64_t n) { return std::min(deberta(n, b, d), b - 1); }, b - 1, 4 * d);
    QCOMPARE(found, std::int64_t(lastStart));
}

void TestCliBuckets::t5DefaultStarts()
{
    const QJsonObject j = report(m_cli, args({"--json"}));
    QCOMPARE(j.value(QStringLiteral("scheme")).toString(), QStringLiteral("t5"));
    QCOMPARE(j.value(QStringLiteral("num_buckets")).toInt(), 32);
    QCOMPARE(j.value(QStringLiteral("max_distance")).toInt(), 128);
    QCOMPARE(j.value(QStringLiteral("positions")).toInt(), 256);
    QCOMPARE(j.value(QStringLiteral("heads")).toInt(), 8);
    QCOMPARE(j.value(QStringLiteral("bias_table")).toString(), QStringLiteral("seeded"));
    const QJsonObject starts = j.value(QStringLiteral("bucket_starts")).toObject();
    // r ≤ 0 (negative, with r = 0): buckets 0 … 15; r > 0: 17 … 31 from |r| = 1 (16 is unused).
    QStringList negative, positive;
    for (int i = 0; i < 16; ++i) {
        const int last = i == 15 ? -1 : kT5Firsts[i + 1] - 1;
        negative << span(i, kT5Firsts[i], last);
        if (i > 0)
            positive << span(16 + i, kT5Firsts[i], last);
    }
    QCOMPARE(spans(starts.value(QStringLiteral("negative")).toArray()), negative);
    QCOMPARE(spans(starts.value(QStringLiteral("positive")).toArray()), positive);
}

void TestCliBuckets::debertaStarts()
{
    // DeBERTa 8/20, mid 4, by hand: |r| ≤ 4 kept; beyond, ±(⌈3·log(|r|/4)/log 4.75⌉ + 4):
    // 1 for |r| ≤ 4·4.75^(1/3) = 6.7, 2 up to 4·4.75^(2/3) = 11.3, 3 up to 19 (where the ratio
    // 19/4 is the log's own argument: exactly 3), 4 from 20. The positive side's last row is
    // value 7 (from 12); the negative side's row 0 is value −8 (from 20).
    const QJsonObject j = report(
        m_cli, args({"--scheme", "deberta", "--buckets", "8", "--max-distance", "20", "--json"}));
    QCOMPARE(j.value(QStringLiteral("scheme")).toString(), QStringLiteral("deberta"));
    QVERIFY(j.value(QStringLiteral("bidirectional")).toBool());
    const QJsonObject starts = j.value(QStringLiteral("bucket_starts")).toObject();
    struct Span
    {
        int bucket, first, last;
    };
    const Span positive[] = {{0, 0, 0}, {1, 1, 1}, {2, 2, 2},  {3, 3, 3},
                             {4, 4, 4}, {5, 5, 6}, {6, 7, 11}, {7, 12, -1}};
    const Span negative[] = {{-1, 1, 1}, {-2, 2, 2},  {-3, 3, 3},   {-4, 4, 4},
                             {-5, 5, 6}, {-6, 7, 11}, {-7, 12, 19}, {-8, 20, -1}};
    for (const auto &[side, list, sign] :
         {std::tuple{"positive", &positive, 1}, std::tuple{"negative", &negative, -1}}) {
        QStringList expected;
        for (const Span &s : *list) {
            expected << span(s.bucket, s.first, s.last);
            // The formula written out gives the hand values too.
            QCOMPARE(deberta(sign * s.first, 8, 20), std::int64_t(s.bucket));
        }
        QCOMPARE(spans(starts.value(QLatin1String(side)).toArray()), expected);
    }
}

void TestCliBuckets::bucketsCsvRows()
{
    // T5 16/40 causal and bidirectional, and DeBERTa 8/20 with its table rows: every r of N = 60.
    struct Case
    {
        QStringList arguments;
        std::function<QList<QByteArray>(std::int64_t)> row;
    };
    const Case cases[] = {
        {args({"--buckets", "16", "--max-distance", "40", "--positions", "60", "--csv", "b.csv"}),
         [](std::int64_t r) { return QList<QByteArray>{QByteArray::number(t5(r, 16, 40, true))}; }},
        {args({"--buckets", "16", "--max-distance", "40", "--causal", "--positions", "60", "--csv",
               "b.csv"}),
         [](std::int64_t r) {
             return QList<QByteArray>{QByteArray::number(t5(r, 16, 40, false))};
         }},
        {args({"--scheme", "deberta", "--buckets", "8", "--max-distance", "20", "--positions", "60",
               "--view", "buckets", "--csv", "b.csv"}),
         [](std::int64_t r) {
             const std::int64_t b = deberta(r, 8, 20);
             return QList<QByteArray>{QByteArray::number(b), QByteArray::number(debertaRow(b, 8))};
         }},
    };
    for (const Case &c : cases) {
        const Run run = m_cli.run(c.arguments);
        QCOMPARE(run.exitCode, 0);
        const QList<QByteArray> lines = readFile(path("b.csv")).split('\n');
        QCOMPARE(lines.size(), 1 + 119 + 1); // header, r = −59 … 59, the final newline
        const bool isDeberta = c.arguments.contains(QStringLiteral("deberta"));
        QCOMPARE(lines[0].trimmed(),
                 isDeberta ? QByteArray("r,bucket,row") : QByteArray("r,bucket"));
        for (std::int64_t r = -59; r <= 59; ++r) {
            const QList<QByteArray> cells = lines[r + 60].trimmed().split(',');
            QCOMPARE(cells.first(), QByteArray::number(r));
            QCOMPARE(cells.mid(1), c.row(r));
        }
        QVERIFY(lines.last().isEmpty());
    }
}

void TestCliBuckets::mapIsInt64()
{
    // T5 16/40 at N = 48: exact up to |r| = 3, then 4 + ⌊4·log(|r|/4)/log 10⌋ (4 … 7).
    const Run run = m_cli.run(args({"--buckets", "16", "--max-distance", "40", "--positions", "48",
                                    "--view", "map", "--npy", "map.npy", "--csv", "map.csv"}));
    QCOMPARE(run.exitCode, 0);
    const Npy map = readNpy(readFile(path("map.npy")));
    QVERIFY(map.isValid());
    QCOMPARE(map.descr, QByteArray("<i8"));
    QCOMPARE(map.shape, QByteArray("(48, 48)"));
    QCOMPARE(map.data.size(), qsizetype(8 * 48 * 48));
    for (std::int64_t q = 0; q < 48; ++q)
        for (std::int64_t k = 0; k < 48; ++k)
            QCOMPARE(map.int64At(std::size_t(q * 48 + k)), t5(k - q, 16, 40, true));
    // By hand: (0, 5) is r = 5 > 0: 8 + 4 + ⌊4·log 1.25/log 10⌋ = 12; (0, 47) the last, 15;
    // (47, 0) r = −47: 7; (10, 2) r = −8: 4 + ⌊4·log 2/log 10⌋ = 5.
    QCOMPARE(map.int64At(5), std::int64_t(12));
    QCOMPARE(map.int64At(47), std::int64_t(15));
    QCOMPARE(map.int64At(47 * 48), std::int64_t(7));
    QCOMPARE(map.int64At(10 * 48 + 2), std::int64_t(5));
    const QList<QByteArray> lines = readFile(path("map.csv")).split('\n');
    QCOMPARE(lines.size(), 1 + 48 + 1);
    QVERIFY(lines[0].startsWith("query,0,1,2,"));
    QCOMPARE(lines[1].trimmed().split(',').mid(1, 6),
             (QList<QByteArray>{"0", "9", "10", "11", "12", "12"}));
}

void TestCliBuckets::biasTable()
{
    // A T5 16 × 3 table, every cell different: bias(q, k) = table[bucket(k − q)][head − 1].
    std::vector<double> table;
    for (int row = 0; row < 16; ++row)
        for (int h = 0; h < 3; ++h)
            table.push_back(std::sin(1.0 + row * 0.7 + h * 2.3) - 0.125 * row);
    QVERIFY(writeFile(path("table.npy"), npyFloat64("(16, 3)", table)));
    Run run = m_cli.run(
        args({"--buckets", "16", "--max-distance", "40", "--positions", "48", "--bias", "table.npy",
              "--head", "2", "--view", "bias", "--npy", "bias.npy", "--json"}));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject j = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(j.value(QStringLiteral("heads")).toInt(), 3);
    QCOMPARE(j.value(QStringLiteral("bias_table")).toString(), QStringLiteral("table.npy"));
    Npy bias = readNpy(readFile(path("bias.npy")));
    QCOMPARE(bias.descr, QByteArray("<f8"));
    QCOMPARE(bias.shape, QByteArray("(48, 48)"));
    for (std::int64_t q = 0; q < 48; ++q)
        for (std::int64_t k = 0; k < 48; ++k)
            QCOMPARE(bias.float64At(std::size_t(q * 48 + k)),
                     table[std::size_t(t5(k - q, 16, 40, true) * 3 + 1)]);

    // DeBERTa 8/20: 2·8 rows × 2 heads, row clamp(bucket(q − k) + 8, 0, 15).
    std::vector<double> rows;
    for (int row = 0; row < 16; ++row)
        for (int h = 0; h < 2; ++h)
            rows.push_back(row * 10.0 + h + 0.5);
    QVERIFY(writeFile(path("deberta.npy"), npyFloat64("(16, 2)", rows)));
    run = m_cli.run(
        args({"--scheme", "deberta", "--buckets", "8", "--max-distance", "20", "--positions", "30",
              "--bias", "deberta.npy", "--head", "2", "--view", "bias", "--npy", "bias.npy"}));
    QCOMPARE(run.exitCode, 0);
    bias = readNpy(readFile(path("bias.npy")));
    QCOMPARE(bias.shape, QByteArray("(30, 30)"));
    for (std::int64_t q = 0; q < 30; ++q)
        for (std::int64_t k = 0; k < 30; ++k)
            QCOMPARE(bias.float64At(std::size_t(q * 30 + k)),
                     rows[std::size_t(debertaRow(deberta(q - k, 8, 20), 8) * 2 + 1)]);
    // Rows 0 and 15 are both reached (|q − k| up to 29 ≥ 20): the ends of the table.
    QCOMPARE(bias.float64At(29 * 30), rows[15 * 2 + 1]);
    QCOMPARE(bias.float64At(29), rows[0 * 2 + 1]);
}

void TestCliBuckets::float32Boundaries()
{
    // T5 34/27: 17 a side, max_exact 8, 27/8 = 1.5³. At |r| = 12 (1.5 × 8) the true log part is
    // 9·ln 1.5/(3·ln 1.5) = 3, at 18 (1.5² × 8) 6: integers, which float32 misses from below
    // (2.9999998, 5.9999995): transformers' buckets there are 8 + 2 and 8 + 5, not 11 and 14.
    QJsonObject j = report(m_cli, args({"--buckets", "34", "--max-distance", "27", "--json"}));
    QCOMPARE(j.value(QStringLiteral("float32_boundaries")).toArray(), (QJsonArray{12, 18}));
    QCOMPARE(t5(-12, 34, 27, true), std::int64_t(10));
    QCOMPARE(t5(18, 34, 27, true), std::int64_t(17 + 13));
    const Run run = m_cli.run(args({"--buckets", "34", "--max-distance", "27", "--positions", "20",
                                    "--view", "map", "--npy", "map.npy"}));
    QCOMPARE(run.exitCode, 0);
    const Npy map = readNpy(readFile(path("map.npy")));
    QCOMPARE(map.descr, QByteArray("<i8"));
    QCOMPARE(map.shape, QByteArray("(20, 20)"));
    for (std::int64_t q = 0; q < 20; ++q)
        for (std::int64_t k = 0; k < 20; ++k)
            QCOMPARE(map.int64At(std::size_t(q * 20 + k)), t5(k - q, 34, 27, true));
    QCOMPARE(map.int64At(12 * 20), std::int64_t(10)); // (12, 0): r = −12
    QCOMPARE(map.int64At(18), std::int64_t(30));      // (0, 18): r = 18

    // DeBERTa 18/17: mid 9, 16/9 = (4/3)², so at |r| = 12 the scaled log is 8·ln(4/3)/(2·ln(4/3))
    // = 4 exactly; float32 gives 4.0000005, whose ceiling makes the bucket ±(5 + 9) = ±14.
    j = report(m_cli, args({"--scheme", "deberta", "--buckets", "18", "--max-distance", "17",
                            "--positions", "16", "--csv", "b.csv", "--json"}));
    QCOMPARE(j.value(QStringLiteral("float32_boundaries")).toArray(), QJsonArray{12});
    const QList<QByteArray> lines = readFile(path("b.csv")).split('\n');
    QCOMPARE(lines[12 + 16].trimmed(), QByteArray("12,14,32")); // row clamp(14 + 18, 0, 35)
    QCOMPARE(lines[-12 + 16].trimmed(), QByteArray("-12,-14,4"));
    QCOMPARE(deberta(12, 18, 17), std::int64_t(14));

    // The defaults and the shipped sizes have none.
    for (const QStringList &arguments :
         {args({"--json"}), args({"--causal", "--json"}),
          args({"--buckets", "320", "--max-distance", "800", "--json"}),
          args({"--scheme", "deberta", "--buckets", "256", "--max-distance", "512", "--json"})})
        QCOMPARE(report(m_cli, arguments).value(QStringLiteral("float32_boundaries")).toArray(),
                 QJsonArray());
}

QTEST_MAIN(TestCliBuckets)
#include "tst_clibuckets.moc"
