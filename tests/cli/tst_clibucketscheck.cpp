// `pelab-cli buckets --compare` run as a process, with maps and biases the test builds from the
// formulas written out in bucketsclitestutils.h: the right map and bias match; maps built by a
// wrong formula (the relative position reversed, the decoder's direction, another bucket count,
// another max distance) are named by their likely cause. Then every refusal (exit 2, one line on
// standard error naming the problem, nothing written) and a failed write (exit 1, the old file
// intact).
#include "bucketsclitestutils.h"
#include "clitestutils.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <sys/resource.h>

#include <csignal>

using namespace CliTestUtils;
using namespace BucketsCliTest;

namespace {

constexpr std::int64_t kN = 48; // every compared array: 48 positions, T5 16/40 configured

// The N × N map of T5 `buckets`/`distance`, map[q][k] = t5(r): r = k − q, or q − k reversed.
QByteArray t5Map(std::int64_t buckets, std::int64_t distance, bool bidirectional,
                 bool reversed = false, std::int64_t n = kN)
{
    std::vector<std::int64_t> map;
    for (std::int64_t q = 0; q < n; ++q)
        for (std::int64_t k = 0; k < n; ++k)
            map.push_back(t5(reversed ? q - k : k - q, buckets, distance, bidirectional));
    const std::string extent = std::to_string(n);
    return npyInt64("(" + extent + ", " + extent + ")", map);
}

// A 16 × 3 table, every cell different.
std::vector<double> table16x3()
{
    std::vector<double> table;
    for (int row = 0; row < 16; ++row)
        for (int h = 0; h < 3; ++h)
            table.push_back(0.5 * std::cos(row * 1.3 + h) - 0.0625 * row + 0.01 * h);
    return table;
}

// Heads `first` … `last` of the T5 16/40 bias by that table, stacked heads × N × N.
std::vector<double> t5Bias(const std::vector<double> &table, int first, int last)
{
    std::vector<double> out;
    for (int h = first; h <= last; ++h)
        for (std::int64_t q = 0; q < kN; ++q)
            for (std::int64_t k = 0; k < kN; ++k)
                out.push_back(table[std::size_t(t5(k - q, 16, 40, true) * 3 + h)]);
    return out;
}

QStringList configured(std::initializer_list<const char *> more)
{
    QStringList out = args({"--buckets", "16", "--max-distance", "40", "--positions", "48"});
    for (const char *a : more)
        out << QString::fromUtf8(a);
    return out;
}

} // namespace

class TestCliBucketsCheck : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(m_cli.isValid(), qPrintable(CliFixture::program())); }
    void cleanup() { m_cli.clear(); }
    void matchingMap();
    void likelyCause_data();
    void likelyCause();
    void matchingBias();
    void checkViewCounts();
    void refusals_data();
    void refusals();
    void failedWriteKeepsTheOldFile();

private:
    QString path(const char *name) const { return m_cli.path(QString::fromUtf8(name)); }
    QJsonObject comparison(const QStringList &arguments) const
    {
        return report(m_cli, arguments).value(QStringLiteral("comparison")).toObject();
    }
    CliFixture m_cli;
};

void TestCliBucketsCheck::matchingMap()
{
    QVERIFY(writeFile(path("map.npy"), t5Map(16, 40, true)));
    const QJsonObject c = comparison(configured({"--compare", "map.npy", "--json"}));
    QVERIFY(c.value(QStringLiteral("file")).toString().endsWith(QStringLiteral("/map.npy")));
    QCOMPARE(c.value(QStringLiteral("dtype")).toString(), QStringLiteral("<i8"));
    QCOMPARE(c.value(QStringLiteral("shape")).toArray(), (QJsonArray{48, 48}));
    QCOMPARE(c.value(QStringLiteral("quantity")).toString(), QStringLiteral("map"));
    QCOMPARE(c.value(QStringLiteral("positions")).toInt(), 48);
    QCOMPARE(c.value(QStringLiteral("cells")).toInt(), 48 * 48);
    QCOMPARE(c.value(QStringLiteral("mismatched_cells")).toInt(), 0);
    QVERIFY(!c.contains(QStringLiteral("first_mismatch")));
    QVERIFY(c.value(QStringLiteral("match")).toBool());
    QCOMPARE(c.value(QStringLiteral("likely_cause")).toString(), QStringLiteral("match"));

    // The same map as CSV text (integers) is a map too, and matches.
    QByteArray csv;
    for (std::int64_t q = 0; q < kN; ++q) {
        for (std::int64_t k = 0; k < kN; ++k)
            csv += (k ? "," : "") + QByteArray::number(t5(k - q, 16, 40, true));
        csv += '\n';
    }
    QVERIFY(writeFile(path("map.csv"), csv));
    QVERIFY(comparison(configured({"--compare", "map.csv", "--json"}))
                .value(QStringLiteral("match"))
                .toBool());
}

void TestCliBucketsCheck::likelyCause_data()
{
    QTest::addColumn<QByteArray>("map");
    QTest::addColumn<QString>("cause");
    QTest::addColumn<QString>("otherKey");
    QTest::addColumn<int>("otherValue");
    // Against T5 16/40 bidirectional at N = 48, each map made by one wrong formula.
    QTest::newRow("query - key") << t5Map(16, 40, true, true)
                                 << QStringLiteral("direction-reversed") << QString() << 0;
    QTest::newRow("decoder's direction")
        << t5Map(16, 40, false) << QStringLiteral("bidirectional-mismatch") << QString() << 0;
    QTest::newRow("32 buckets") << t5Map(32, 40, true) << QStringLiteral("num-buckets-differs")
                                << QStringLiteral("other_num_buckets") << 32;
    QTest::newRow("max distance 128")
        << t5Map(16, 128, true) << QStringLiteral("max-distance-differs")
        << QStringLiteral("other_max_distance") << 128;
}

void TestCliBucketsCheck::likelyCause()
{
    QFETCH(QByteArray, map);
    QFETCH(QString, cause);
    QFETCH(QString, otherKey);
    QFETCH(int, otherValue);
    QVERIFY(writeFile(path("wrong.npy"), map));
    QVERIFY(map != t5Map(16, 40, true)); // the wrong formula does change the map
    const QJsonObject c = comparison(configured({"--compare", "wrong.npy", "--json"}));
    QCOMPARE(c.value(QStringLiteral("quantity")).toString(), QStringLiteral("map"));
    QVERIFY(!c.value(QStringLiteral("match")).toBool());
    QCOMPARE(c.value(QStringLiteral("likely_cause")).toString(), cause);
    QVERIFY(!c.value(QStringLiteral("cause_detail")).toString().isEmpty());
    if (!otherKey.isEmpty())
        QCOMPARE(c.value(otherKey).toInt(), otherValue);
    // The first cell that differs, in row-major order, against the formula.
    const Npy file = readNpy(map);
    std::int64_t first = -1, mismatched = 0;
    for (std::int64_t i = 0; i < kN * kN; ++i) {
        if (file.int64At(std::size_t(i)) != t5(i % kN - i / kN, 16, 40, true)) {
            ++mismatched;
            if (first < 0)
                first = i;
        }
    }
    QCOMPARE(c.value(QStringLiteral("mismatched_cells")).toInt(), int(mismatched));
    const QJsonObject at = c.value(QStringLiteral("first_mismatch")).toObject();
    QCOMPARE(at.value(QStringLiteral("query")).toInt(), int(first / kN));
    QCOMPARE(at.value(QStringLiteral("key")).toInt(), int(first % kN));
    QCOMPARE(at.value(QStringLiteral("got")).toInt(), int(file.int64At(std::size_t(first))));
    QCOMPARE(at.value(QStringLiteral("want")).toInt(),
             int(t5(first % kN - first / kN, 16, 40, true)));
}

void TestCliBucketsCheck::matchingBias()
{
    const std::vector<double> table = table16x3();
    QVERIFY(writeFile(path("table.npy"), npyFloat64("(16, 3)", table)));
    QVERIFY(writeFile(path("all.npy"), npyFloat64("(3, 48, 48)", t5Bias(table, 0, 2))));
    QVERIFY(writeFile(path("head2.npy"), npyFloat64("(48, 48)", t5Bias(table, 1, 1))));
    QJsonObject c =
        comparison(configured({"--bias", "table.npy", "--compare", "all.npy", "--json"}));
    QCOMPARE(c.value(QStringLiteral("quantity")).toString(), QStringLiteral("bias"));
    QCOMPARE(c.value(QStringLiteral("heads_compared")).toInt(), 3);
    QCOMPARE(c.value(QStringLiteral("cells")).toInt(), 3 * 48 * 48);
    QCOMPARE(c.value(QStringLiteral("max_abs_error")).toDouble(), 0.0);
    QVERIFY(c.value(QStringLiteral("match")).toBool());
    QCOMPARE(c.value(QStringLiteral("likely_cause")).toString(), QStringLiteral("match"));

    // One head's bias, named by --head (1-based, as the option).
    c = comparison(
        configured({"--bias", "table.npy", "--head", "2", "--compare", "head2.npy", "--json"}));
    QVERIFY(c.value(QStringLiteral("match")).toBool());
    QCOMPARE(c.value(QStringLiteral("heads_compared")).toInt(), 1);
    QCOMPARE(c.value(QStringLiteral("first_head")).toInt(), 2);
    c = comparison(
        configured({"--bias", "table.npy", "--head", "3", "--compare", "head2.npy", "--json"}));
    QVERIFY(!c.value(QStringLiteral("match")).toBool());
    // Against the seeded table the file's numbers are not the bias.
    c = comparison(configured({"--heads", "3", "--compare", "all.npy", "--json"}));
    QVERIFY(!c.value(QStringLiteral("match")).toBool());
}

void TestCliBucketsCheck::checkViewCounts()
{
    // Reversed: the cell (q, k) holds t5(q − k); it differs from t5(k − q) unless both are the
    // same bucket, i.e. only on the diagonal (r = 0: 0 both ways). The check view counts the
    // mismatches by r = k − q: N − |r| cells each, none at r = 0.
    QVERIFY(writeFile(path("reversed.npy"), t5Map(16, 40, true, true)));
    const Run run = m_cli.run(configured({"--compare", "reversed.npy", "--view", "check", "--csv",
                                          "check.csv", "--npy", "check.npy"}));
    QCOMPARE(run.exitCode, 0);
    const QList<QByteArray> lines = readFile(path("check.csv")).split('\n');
    QCOMPARE(lines[0].trimmed(), QByteArray("r,mismatched_cells"));
    QCOMPARE(lines.size(), 1 + 95 + 1);
    for (std::int64_t r = -47; r <= 47; ++r) {
        const bool differs = t5(r, 16, 40, true) != t5(-r, 16, 40, true);
        const QList<QByteArray> cells = lines[r + 48].trimmed().split(',');
        QCOMPARE(cells[0], QByteArray::number(r));
        QCOMPARE(cells[1], QByteArray::number(differs ? kN - std::abs(r) : 0));
    }
    const Npy counts = readNpy(readFile(path("check.npy")));
    QCOMPARE(counts.descr, QByteArray("<i8"));
    QCOMPARE(counts.shape, QByteArray("(95, 1)"));
    QCOMPARE(counts.int64At(0), std::int64_t(1)); // r = −47: one cell
}

void TestCliBucketsCheck::refusals_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *name, const QStringList &arguments, const char *message) {
        QTest::newRow(name) << (arguments +
                                QStringList{QStringLiteral("--csv"), QStringLiteral("out.csv")})
                            << QString::fromUtf8(message);
    };
    row("odd buckets, bidirectional", args({"--buckets", "33"}),
        "buckets must be even for a bidirectional T5 bias (got 33)");
    row("max distance in the exact region", args({"--buckets", "32", "--max-distance", "8"}),
        "max distance must be greater than the exact region (8) (got 8)");
    row("causal max distance in the exact region",
        args({"--causal", "--buckets", "32", "--max-distance", "16"}),
        "max distance must be greater than the exact region (16) (got 16)");
    row("DeBERTa max relative positions",
        args({"--scheme", "deberta", "--buckets", "8", "--max-distance", "5"}),
        "max relative positions must be greater than mid + 1 (5) for 8 position buckets (got 5)");
    row("positions over the limit", args({"--positions", "65537"}),
        "--positions must be an integer from 1 to 65536 (got 65537)");
    row("bias table of the wrong shape",
        args({"--buckets", "16", "--max-distance", "40", "--bias", "short.npy"}),
        "short.npy: the bias table is 15 × 3, the configuration needs 16 × heads");
    row("compared map not square",
        args({"--buckets", "16", "--max-distance", "40", "--compare", "wide.npy"}),
        "wide.npy: the map is 10 × 12: a bucket map is N × N");
    row("tensor without bias", args({"--tensor", "weight"}), "--tensor needs --bias FILE");
    row("config and preset", args({"--config", "t5.json", "--preset", "t5-small"}),
        "--config and --preset exclude each other");
    row("unknown preset", args({"--preset", "t5-tiny"}),
        "unknown preset 't5-tiny' (see pelab-cli buckets --list-presets)");
    row("RoPE preset", args({"--preset", "llama-2-7b"}),
        "preset 'llama-2-7b' is a RoPE model: use pelab-cli rope --preset llama-2-7b");
    row("ALiBi preset", args({"--preset", "bloom"}),
        "preset 'bloom' is an ALiBi model: use pelab-cli alibi --preset bloom");
    row("check without compare", args({"--view", "check"}), "the check view needs --compare FILE");
    row("head beyond the heads", args({"--heads", "4", "--head", "5"}),
        "head must be 1 … 4, the number of heads (got 5)");
    row("head beyond the table's heads",
        args({"--buckets", "16", "--max-distance", "40", "--bias", "good.npy", "--head", "4"}),
        "head must be 1 … 3, the heads of good.npy (got 4)");
}

void TestCliBucketsCheck::refusals()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    std::vector<double> table = table16x3();
    QVERIFY(writeFile(path("good.npy"), npyFloat64("(16, 3)", table)));
    table.resize(15 * 3);
    QVERIFY(writeFile(path("short.npy"), npyFloat64("(15, 3)", table)));
    QVERIFY(writeFile(path("wide.npy"), npyInt64("(10, 12)", std::vector<std::int64_t>(120, 0))));
    QVERIFY(writeFile(path("t5.json"), R"({"model_type": "t5", "num_heads": 8})"));
    const QStringList before = m_cli.entries();
    const Run run = m_cli.run(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.startsWith("pelab-cli: "), run.err.constData());
    QVERIFY2(run.err.endsWith('\n') && run.err.count('\n') == 1, run.err.constData());
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    QCOMPARE(m_cli.entries(), before); // nothing written
}

void TestCliBucketsCheck::failedWriteKeepsTheOldFile()
{
    // A file-size limit of 4 KiB: the 64 × 64 int64 map (32 KiB) cannot be written.
    const QString npyFile = path("map.npy");
    QVERIFY(writeFile(npyFile, "old map"));
    QProcess process;
    process.setWorkingDirectory(QFileInfo(npyFile).absolutePath());
    process.setChildProcessModifier([] {
        ::signal(SIGXFSZ, SIG_IGN);
        struct rlimit limit
        {
            4096, 4096
        };
        ::setrlimit(RLIMIT_FSIZE, &limit);
    });
    process.start(CliFixture::program(),
                  args({"--positions", "64", "--view", "map", "--npy", "map.npy"}));
    QVERIFY(process.waitForFinished(120000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 1);
    const QByteArray err = process.readAllStandardError();
    QCOMPARE(err.count('\n'), 1);
    QVERIFY2(err.startsWith("pelab-cli: cannot write "), err.constData());
    QCOMPARE(readFile(npyFile), QByteArray("old map"));
    QCOMPARE(m_cli.entries(), QStringList{QStringLiteral("map.npy")}); // no temporary file left

    // Into a directory that does not exist: exit 1, nothing made.
    const Run run = m_cli.run(args({"--view", "map", "--positions", "8", "--npy", "none/m.npy"}));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.startsWith("pelab-cli: cannot write "), run.err.constData());
    QCOMPARE(run.err.count('\n'), 1);
    QCOMPARE(m_cli.entries(), QStringList{QStringLiteral("map.npy")});
}

QTEST_MAIN(TestCliBucketsCheck)
#include "tst_clibucketscheck.moc"
