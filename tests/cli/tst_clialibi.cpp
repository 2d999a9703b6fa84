// `pelab-cli alibi` run as a process: the JSON report against the rules computed here, every
// error path (exit 2, one line; with --config and --compare too), and each output read back.
#include "clitestutils.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <QImage>

#include <cmath>
#include <cstring>

using namespace CliTestUtils;

namespace {

// The reference code's slope rule, independently of core: 2^(−8h/H) for a power of two;
// otherwise the list for c = 2^⌊log₂H⌋, then the odd heads of the list for 2c.
std::vector<double> expectedSlopes(int heads)
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

// The smallest D with 90 % of the last query's mass at distance ≤ D (causal, zero content).
int expectedSpan(double m, int n)
{
    long double total = 0;
    for (int d = 0; d < n; ++d)
        total += std::exp(-(long double)m * d);
    long double cumulative = 0;
    for (int d = 0; d < n; ++d) {
        cumulative += std::exp(-(long double)m * d) / total;
        if (cumulative >= 0.9L)
            return d;
    }
    return n - 1;
}

QStringList args(std::initializer_list<const char *> list)
{
    QStringList out{QStringLiteral("alibi")};
    for (const char *a : list)
        out << QString::fromUtf8(a);
    return out;
}

} // namespace

class TestCliAlibi : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(m_cli.isValid(), qPrintable(CliFixture::program())); }
    void cleanup() { m_cli.clear(); }
    void help();
    void jsonReport_data();
    void jsonReport();
    void paperRule();
    void badArguments_data();
    void badArguments();
    void headBiasAsCsvAndNpy();
    void slopeTableCsv();
    void figures();
    void configAndCompareRefusals_data();
    void configAndCompareRefusals();

private:
    void write(const char *name, const QByteArray &bytes) const
    {
        QFile file(m_cli.path(QString::fromUtf8(name)));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }
    CliFixture m_cli;
};

void TestCliAlibi::help()
{
    const Run help = m_cli.run(args({"--help"}));
    QCOMPARE(help.exitCode, 0);
    QVERIFY2(help.out.startsWith("Usage: pelab-cli alibi --heads H --positions N"),
             help.out.constData());
    for (const char *option : {"--heads", "--positions", "--rule", "--head", "--causal",
                               "--bidirectional", "--csv", "--npy", "--png", "--json"})
        QVERIFY2(help.out.contains(option), option);
    QVERIFY(m_cli.run({QStringLiteral("--help")}).out.contains("alibi"));
}

void TestCliAlibi::jsonReport_data()
{
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("positions");
    for (int heads : {1, 6, 8, 12, 20, 32, 112})
        QTest::newRow(qPrintable(QStringLiteral("H=%1").arg(heads))) << heads << 1024;
    QTest::newRow("one position") << 12 << 1;
}

void TestCliAlibi::jsonReport()
{
    QFETCH(int, heads);
    QFETCH(int, positions);
    const Run run = m_cli.run({QStringLiteral("alibi"), QStringLiteral("--heads"),
                               QString::number(heads), QStringLiteral("--positions"),
                               QString::number(positions), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    QJsonParseError error;
    const QJsonObject json = QJsonDocument::fromJson(run.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(json.value(QStringLiteral("command")).toString(), QStringLiteral("alibi"));
    QCOMPARE(json.value(QStringLiteral("rule")).toString(), QStringLiteral("official"));
    QVERIFY(json.value(QStringLiteral("causal")).toBool());
    const QJsonArray slopes = json.value(QStringLiteral("slopes")).toArray();
    const QJsonArray spans = json.value(QStringLiteral("effective_span")).toArray();
    const std::vector<double> expected = expectedSlopes(heads);
    QCOMPARE(slopes.size(), heads);
    QCOMPARE(spans.size(), heads);
    for (int h = 0; h < heads; ++h) {
        const double m = slopes.at(h).toDouble();
        QVERIFY2(std::abs(m - expected[std::size_t(h)]) <= 1e-15 * expected[std::size_t(h)],
                 qPrintable(QStringLiteral("head %1: %2").arg(h + 1).arg(m, 0, 'g', 17)));
        QVERIFY(spans.at(h).isDouble());
        QCOMPARE(spans.at(h).toInt(), expectedSpan(expected[std::size_t(h)], positions));
    }
}

void TestCliAlibi::paperRule()
{
    const Run run = m_cli.run(args(
        {"--heads", "12", "--positions", "64", "--rule", "paper", "--bidirectional", "--json"}));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json.value(QStringLiteral("rule")).toString(), QStringLiteral("paper"));
    QVERIFY(!json.value(QStringLiteral("causal")).toBool());
    const QJsonArray slopes = json.value(QStringLiteral("slopes")).toArray();
    for (int h = 1; h <= 12; ++h)
        QVERIFY(std::abs(slopes.at(h - 1).toDouble() - std::pow(2.0, -8.0 * h / 12)) < 1e-15);
    // The other rule is reported beside it.
    const QJsonArray official = json.value(QStringLiteral("official_slopes")).toArray();
    QCOMPARE(official.at(8).toDouble(), std::sqrt(0.5));
}

void TestCliAlibi::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("keyword");
    QTest::newRow("H = 0") << args({"--heads", "0", "--positions", "8", "--json"})
                           << QStringLiteral("heads");
    QTest::newRow("H < 0") << args({"--heads", "-4", "--positions", "8", "--json"})
                           << QStringLiteral("heads");
    QTest::newRow("H missing") << args({"--positions", "8", "--json"}) << QStringLiteral("--heads");
    QTest::newRow("H not a number")
        << args({"--heads", "8x", "--positions", "8", "--json"}) << QStringLiteral("--heads");
    QTest::newRow("h = 0") << args({"--heads", "8", "--positions", "8", "--head", "0", "--json"})
                           << QStringLiteral("--head");
    QTest::newRow("h > H") << args({"--heads", "8", "--positions", "8", "--head", "9", "--json"})
                           << QStringLiteral("--head must be 1");
    QTest::newRow("unknown rule") << args({"--heads", "8", "--positions", "8", "--rule", "bloom",
                                           "--json"})
                                  << QStringLiteral("unknown rule 'bloom'");
    QTest::newRow("custom is not a rule")
        << args({"--heads", "8", "--positions", "8", "--rule", "custom", "--json"})
        << QStringLiteral("unknown rule");
    QTest::newRow("N = 0") << args({"--heads", "8", "--positions", "0", "--json"})
                           << QStringLiteral("positions");
    QTest::newRow("N not a number")
        << args({"--heads", "8", "--positions", "many", "--json"}) << QStringLiteral("--positions");
    QTest::newRow("N x N above the memory limit")
        << args({"--heads", "8", "--positions", "100000", "--head", "1", "--csv", "x.csv"})
        << QStringLiteral("memory limit");
    QTest::newRow("causal and bidirectional")
        << args({"--heads", "8", "--positions", "8", "--causal", "--bidirectional", "--json"})
        << QStringLiteral("--bidirectional");
    QTest::newRow("nothing to do")
        << args({"--heads", "8", "--positions", "8"}) << QStringLiteral("nothing to do");
}

void TestCliAlibi::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, keyword);
    const Run run = m_cli.run(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.startsWith("pelab-cli: "), run.err.constData());
    QVERIFY2(run.err.endsWith('\n') && run.err.count('\n') == 1, run.err.constData());
    QVERIFY2(QString::fromUtf8(run.err).contains(keyword), run.err.constData());
    QVERIFY(m_cli.entries().isEmpty()); // nothing written
}

void TestCliAlibi::headBiasAsCsvAndNpy()
{
    const Run run = m_cli.run(args({"--heads", "12", "--positions", "40", "--head", "9", "--csv",
                                    "bias.csv", "--npy", "bias.npy", "--json"}));
    QCOMPARE(run.exitCode, 0);
    QFile csv(m_cli.path(QStringLiteral("bias.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().split('\n');
    QCOMPARE(lines.size(), 1 + 40 + 1); // header, 40 rows, the final newline
    QVERIFY(lines[0].startsWith("t,s0,s1,"));
    // Head 9 of 12 (m = 2^−0.5), every cell including the masked s > t.
    const double m = std::sqrt(0.5);
    for (int t : {0, 7, 39}) {
        const QList<QByteArray> cells = lines[t + 1].trimmed().split(',');
        QCOMPARE(cells.size(), 41);
        QCOMPARE(cells[0].toInt(), t);
        for (int s = 0; s < 40; ++s)
            QCOMPARE(cells[s + 1].toDouble(), -m * std::abs(t - s));
    }
    QFile npy(m_cli.path(QStringLiteral("bias.npy")));
    QVERIFY(npy.open(QIODevice::ReadOnly));
    const QByteArray bytes = npy.readAll();
    QVERIFY(bytes.startsWith("\x93NUMPY"));
    QVERIFY(bytes.contains("'shape': (40, 40)"));
    double last = 0.0;
    std::memcpy(&last, bytes.constData() + bytes.size() - 8 * 40, sizeof last); // (39, 0)
    QCOMPARE(last, -m * 39);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json.value(QStringLiteral("head")).toInt(), 9);
    QCOMPARE(json.value(QStringLiteral("outputs")).toArray().size(), 2);
}

void TestCliAlibi::slopeTableCsv()
{
    const Run run = m_cli.run(args({"--heads", "6", "--positions", "100", "--csv", "s.csv"}));
    QCOMPARE(run.exitCode, 0);
    QFile csv(m_cli.path(QStringLiteral("s.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().split('\n');
    QCOMPARE(lines[0].trimmed(), QByteArray("head,slope,official,paper,difference,effective_span"));
    QCOMPARE(lines.size(), 1 + 6 + 1);
    const std::vector<double> slopes = expectedSlopes(6);
    for (int h = 0; h < 6; ++h) {
        const QList<QByteArray> cells = lines[h + 1].trimmed().split(',');
        QCOMPARE(cells[0].toInt(), h + 1);
        QCOMPARE(cells[1].toDouble(), slopes[std::size_t(h)]);
        QVERIFY(std::abs(cells[3].toDouble() - std::pow(2.0, -8.0 * (h + 1) / 6)) < 1e-15);
        QCOMPARE(cells[5].toInt(), expectedSpan(slopes[std::size_t(h)], 100));
    }
}

void TestCliAlibi::figures()
{
    Run run = m_cli.run(args({"--heads", "8", "--positions", "300", "--head", "2", "--png",
                              "head.png", "--svg", "head.svg", "--pdf", "head.pdf"}));
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    QImage image(m_cli.path(QStringLiteral("head.png")));
    QVERIFY(!image.isNull());
    QFile svg(m_cli.path(QStringLiteral("head.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    QVERIFY(svg.readAll().contains("head 2"));
    QVERIFY(QFileInfo(m_cli.path(QStringLiteral("head.pdf"))).size() > 1000);
    run = m_cli.run(args({"--heads", "20", "--positions", "300", "--svg", "chart.svg"}));
    QCOMPARE(run.exitCode, 0);
    QFile chart(m_cli.path(QStringLiteral("chart.svg")));
    QVERIFY(chart.open(QIODevice::ReadOnly));
    QVERIFY(chart.readAll().contains("20 heads"));
}

// --config, --alibi-bias-max and --compare refusals: exit 2, one line naming the file, key or
// option, nothing written.
void TestCliAlibi::configAndCompareRefusals_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *name, const QStringList &arguments, const char *message) {
        QTest::newRow(name) << arguments << QString::fromUtf8(message);
    };
    row("config missing", args({"--config", "none.json", "--json"}),
        "none.json: cannot open the file");
    row("config not JSON", args({"--config", "bad.json", "--json"}), "bad.json: not a JSON file");
    row("config without ALiBi", args({"--config", "noalibi.json", "--json"}),
        "noalibi.json: attn_config.alibi is false: this model has no ALiBi");
    row("config zero heads", args({"--config", "zero.json", "--json"}),
        "zero.json: n_head must be a whole number of at least 1 (got 0)");
    row("config without positions", args({"--config", "bloom.json", "--json"}),
        "missing required option --positions (bloom.json names no training length)");
    row("B zero",
        args({"--heads", "8", "--positions", "8", "--rule", "mpt", "--alibi-bias-max", "0",
              "--json"}),
        "--alibi-bias-max must be above 0 (got 0)");
    row("B not a number",
        args({"--heads", "8", "--positions", "8", "--rule", "mpt", "--alibi-bias-max", "nan",
              "--json"}),
        "--alibi-bias-max");
    row("B without mpt",
        args({"--heads", "8", "--positions", "8", "--alibi-bias-max", "16", "--json"}),
        "--alibi-bias-max applies to the mpt rule only (the rule is official)");
    row("unknown rule", args({"--heads", "8", "--positions", "8", "--rule", "bloom", "--json"}),
        "unknown rule 'bloom' (expected official, paper or mpt)");
    row("compare missing",
        args({"--heads", "8", "--positions", "8", "--compare", "no.npy", "--json"}), "no.npy: ");
    row("compare wrong shape",
        args({"--heads", "8", "--positions", "8", "--compare", "w.csv", "--json"}),
        "w.csv: a 2 × 3 table is neither the 8 slopes");
    row("compare N x N without head",
        args({"--heads", "8", "--positions", "8", "--compare", "sq.csv", "--json"}),
        "sq.csv: one 3 x 3 bias needs --head h, the head it belongs to (1 … 8)");
    row("compare NaN", args({"--heads", "3", "--positions", "8", "--compare", "nan.csv", "--json"}),
        "nan.csv: NaN at row 1, column 0");
    row("tensor for a CSV",
        args({"--heads", "2", "--positions", "8", "--compare", "w.csv", "--compare-tensor", "x",
              "--json"}),
        "w.csv: --compare-tensor applies to safetensors files only (this is a csv file)");
    row("tensor without compare",
        args({"--heads", "2", "--positions", "8", "--compare-tensor", "x", "--json"}),
        "--compare-tensor needs --compare FILE");
}

void TestCliAlibi::configAndCompareRefusals()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    write("bad.json", "{\"n_head\": ");
    write("noalibi.json",
          R"({"model_type": "mpt", "n_heads": 8, "attn_config": {"alibi": false}})");
    write("zero.json", R"({"model_type": "bloom", "n_head": 0})");
    write("bloom.json", R"({"model_type": "bloom", "n_head": 112})");
    write("w.csv", "1,2,3\n4,5,6\n");
    write("sq.csv", "0,-1,-2\n-1,0,-1\n-2,-1,0\n");
    write("nan.csv", "0.25\nnan\n0.0625\n");
    const QStringList before = m_cli.entries();
    const Run run = m_cli.run(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.startsWith("pelab-cli: "), run.err.constData());
    QVERIFY2(run.err.endsWith('\n') && run.err.count('\n') == 1, run.err.constData());
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    QCOMPARE(m_cli.entries(), before); // nothing written
}

QTEST_MAIN(TestCliAlibi)
#include "tst_clialibi.moc"
