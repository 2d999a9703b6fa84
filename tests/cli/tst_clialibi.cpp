// `pelab-cli alibi` run as a process: the JSON report against the rules computed here, every
// error path (exit 2, one line), and each output read back.
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

private:
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

QTEST_MAIN(TestCliAlibi)
#include "tst_clialibi.moc"
