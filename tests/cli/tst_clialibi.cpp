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
    void customSlopes();
    void defaultViewPerFormat();
    void everyViewByName();
    void causalAndBiasMaxAccepted();

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
    QVERIFY2(help.out.startsWith("Usage: pelab-cli alibi [--heads H] [--positions N]"),
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
    QTest::newRow("H not a number")
        << args({"--heads", "8x", "--positions", "8", "--json"}) << QStringLiteral("--heads");
    QTest::newRow("h = 0") << args({"--heads", "8", "--positions", "8", "--head", "0", "--json"})
                           << QStringLiteral("--head");
    QTest::newRow("h > H") << args({"--heads", "8", "--positions", "8", "--head", "9", "--json"})
                           << QStringLiteral("head must be 1 … 8, the number of heads (got 9)");
    QTest::newRow("unknown rule") << args({"--heads", "8", "--positions", "8", "--rule", "bloom",
                                           "--json"})
                                  << QStringLiteral("--rule must be one of official, paper, "
                                                    "mpt, custom (got 'bloom')");
    QTest::newRow("custom without slopes")
        << args({"--heads", "8", "--positions", "8", "--rule", "custom", "--json"})
        << QStringLiteral("at least one slope");
    QTest::newRow("custom slope not a number")
        << args({"--positions", "8", "--rule", "custom", "--slopes", "0.5,x", "--json"})
        << QStringLiteral("custom slope 2 is not a number: 'x'");
    QTest::newRow("query beyond N")
        << args({"--heads", "8", "--positions", "8", "--query", "8", "--json"})
        << QStringLiteral("query must be 0 … 7");
    QTest::newRow("L_infer not above L_train")
        << args({"--heads", "8", "--positions", "8", "--train", "64", "--infer", "64", "--json"})
        << QStringLiteral("L_infer must be greater than L_train");
    QTest::newRow("unknown view") << args({"--heads", "8", "--positions", "8", "--view", "table",
                                           "--json"})
                                  << QStringLiteral("no view \"table\"");
    QTest::newRow("no figure of the slopes")
        << args({"--heads", "8", "--positions", "8", "--view", "slopes", "--png", "s.png"})
        << QStringLiteral("the slopes view has no figure");
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
    row("B zero",
        args({"--heads", "8", "--positions", "8", "--rule", "mpt", "--alibi-bias-max", "0",
              "--json"}),
        "--alibi-bias-max must be a number greater than 0 (got 0)");
    row("B not a number",
        args({"--heads", "8", "--positions", "8", "--rule", "mpt", "--alibi-bias-max", "nan",
              "--json"}),
        "--alibi-bias-max");
    row("unknown rule", args({"--heads", "8", "--positions", "8", "--rule", "bloom", "--json"}),
        "--rule must be one of official, paper, mpt, custom (got 'bloom')");
    row("compare custom slopes",
        args({"--positions", "8", "--rule", "custom", "--slopes", "0.5", "--compare", "w.csv",
              "--json"}),
        "custom slopes are entered, not generated by a rule");
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

// --rule custom takes the slopes typed, one per head: H is their number.
void TestCliAlibi::customSlopes()
{
    const Run run = m_cli.run(args({"--rule", "custom", "--slopes", "0.5 0.25, 0.125",
                                    "--positions", "16", "--csv", "s.csv", "--json"}));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json.value(QStringLiteral("rule")).toString(), QStringLiteral("custom"));
    QCOMPARE(json.value(QStringLiteral("heads")).toInt(), 3);
    const QJsonArray slopes = json.value(QStringLiteral("slopes")).toArray();
    const QJsonArray spans = json.value(QStringLiteral("effective_span")).toArray();
    const double typed[] = {0.5, 0.25, 0.125};
    for (int h = 0; h < 3; ++h) {
        QCOMPARE(slopes.at(h).toDouble(), typed[h]);
        QCOMPARE(spans.at(h).toInt(), expectedSpan(typed[h], 16));
    }
    const std::vector<double> official = expectedSlopes(3);
    const QJsonArray other = json.value(QStringLiteral("official_slopes")).toArray();
    QCOMPARE(other.size(), 3);
    QVERIFY(std::abs(other.at(2).toDouble() - official[2]) <= 1e-15 * official[2]);
    QFile csv(m_cli.path(QStringLiteral("s.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().split('\n');
    QCOMPARE(lines.size(), 1 + 3 + 1);
    QCOMPARE(lines[2].split(',')[1].toDouble(), 0.25);
}

// Without --view the tables are the slope table and the figures the bias chart, both in one
// run; with --view every output is that view's.
void TestCliAlibi::defaultViewPerFormat()
{
    Run run = m_cli.run(
        args({"--heads", "4", "--positions", "16", "--csv", "s.csv", "--svg", "c.svg", "--json"}));
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    QCOMPARE(
        QJsonDocument::fromJson(run.out).object().value(QStringLiteral("outputs")).toArray().size(),
        2);
    QFile csv(m_cli.path(QStringLiteral("s.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QVERIFY(csv.readAll().startsWith("head,slope,official,paper,difference,effective_span"));
    QFile svg(m_cli.path(QStringLiteral("c.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    QVERIFY(svg.readAll().contains("4 heads"));

    run = m_cli.run(args({"--heads", "4", "--positions", "16", "--view", "bias-chart", "--csv",
                          "d.csv", "--svg", "d.svg"}));
    QCOMPARE(run.exitCode, 0);
    QFile distance(m_cli.path(QStringLiteral("d.csv")));
    QVERIFY(distance.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = distance.readAll().split('\n');
    QCOMPARE(lines[0].trimmed(), QByteArray("distance,head1,head2,head3,head4"));
    QCOMPARE(lines.size(), 1 + 16 + 1);
    // Head 2 of 4: m = 2^(−4); the bias at distance 10 is −10·m.
    QCOMPARE(lines[11].split(',')[2].toDouble(), -10.0 * std::exp2(-4.0));
}

void TestCliAlibi::everyViewByName()
{
    const Run list = m_cli.run(args({"--list-views"}));
    QCOMPARE(list.exitCode, 0);
    for (const char *view :
         {"slopes", "heatmap", "bias-chart", "attention", "span", "extrapolation"})
        QVERIFY2(list.out.contains(view), view);

    // The attention row of query 5 of 16, causal: e^(−m·(5 − s)) / Σ over the keys s ≤ 5.
    Run run = m_cli.run(args({"--heads", "4", "--positions", "16", "--view", "attention", "--query",
                              "5", "--csv", "a.csv", "--png", "a.png"}));
    QCOMPARE(run.exitCode, 0);
    QFile csv(m_cli.path(QStringLiteral("a.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().split('\n');
    QCOMPARE(lines[0].trimmed(), QByteArray("s,head1,head2,head3,head4"));
    const std::vector<double> slopes = expectedSlopes(4);
    for (int h = 0; h < 4; ++h) {
        double total = 0.0;
        for (int s = 0; s <= 5; ++s)
            total += std::exp(-slopes[std::size_t(h)] * (5 - s));
        for (int s = 0; s < 16; ++s) {
            const double expected =
                s > 5 ? 0.0 : std::exp(-slopes[std::size_t(h)] * (5 - s)) / total;
            const double got = lines[s + 1].split(',')[h + 1].toDouble();
            QVERIFY2(std::abs(got - expected) <= 1e-15, qPrintable(QString::number(got)));
        }
    }
    QVERIFY(!QImage(m_cli.path(QStringLiteral("a.png"))).isNull());

    // The extrapolation: Σ_{d=10}^{99} e^(−m·d) / Σ_{d=0}^{99} e^(−m·d) beyond L_train = 10.
    run = m_cli.run(args({"--heads", "2", "--positions", "4", "--view", "extrapolation", "--train",
                          "10", "--infer", "100", "--csv", "e.csv"}));
    QCOMPARE(run.exitCode, 0);
    QFile extrapolation(m_cli.path(QStringLiteral("e.csv")));
    QVERIFY(extrapolation.open(QIODevice::ReadOnly));
    const QList<QByteArray> rows = extrapolation.readAll().split('\n');
    QCOMPARE(rows[0].trimmed(), QByteArray("head,slope,within_train,beyond_train"));
    for (int h = 0; h < 2; ++h) {
        const double m = expectedSlopes(2)[std::size_t(h)];
        double beyond = 0.0;
        double total = 0.0;
        for (int d = 0; d < 100; ++d) {
            total += std::exp(-m * d);
            if (d >= 10)
                beyond += std::exp(-m * d);
        }
        QVERIFY(std::abs(rows[h + 1].split(',')[3].toDouble() - beyond / total) <= 1e-13);
    }

    // The span view: the effective spans, with the statistics over every query row.
    run =
        m_cli.run(args({"--heads", "3", "--positions", "50", "--view", "span", "--csv", "p.csv"}));
    QCOMPARE(run.exitCode, 0);
    QFile span(m_cli.path(QStringLiteral("p.csv")));
    QVERIFY(span.open(QIODevice::ReadOnly));
    const QList<QByteArray> spans = span.readAll().split('\n');
    QCOMPARE(spans[0].trimmed(), QByteArray("head,slope,effective_span,mean_distance,mean_span"));
    for (int h = 0; h < 3; ++h)
        QCOMPARE(spans[h + 1].split(',')[2].toInt(),
                 expectedSpan(expectedSlopes(3)[std::size_t(h)], 50));
}

// --causal is the default said explicitly; --alibi-bias-max is the mpt rule's B and changes
// nothing under another rule.
void TestCliAlibi::causalAndBiasMaxAccepted()
{
    const Run run = m_cli.run(
        args({"--heads", "8", "--positions", "8", "--causal", "--alibi-bias-max", "16", "--json"}));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QVERIFY(json.value(QStringLiteral("causal")).toBool());
    QVERIFY(!json.contains(QStringLiteral("alibi_bias_max")));
    const QJsonArray slopes = json.value(QStringLiteral("slopes")).toArray();
    for (int h = 0; h < 8; ++h)
        QCOMPARE(slopes.at(h).toDouble(), std::exp2(-(h + 1.0)));
}

QTEST_MAIN(TestCliAlibi)
#include "tst_clialibi.moc"
