// `pelab-cli rope` run as a process: the JSON report and the score files against values computed
// here from the formulas (q and k from the shared portable generator, pelab::Random), the
// scalings' inv_freq, precision behaviour, every error path (exit 2, one line) and the figures.
#include "clitestutils.h"

#include "random.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <cstring>
#include <numbers>
#include <utility>
#include <vector>

using namespace CliTestUtils;

namespace {

QStringList args(std::initializer_list<const char *> list)
{
    QStringList out{QStringLiteral("rope")};
    for (const char *a : list)
        out << QString::fromUtf8(a);
    return out;
}

// a(t, s) = (R_t q)·(R_s k)/√d, interleaved pairs, θ_i = base^(−2i/d).
double expectedScore(const std::vector<double> &q, const std::vector<double> &k, double t, double s,
                     double base)
{
    const std::size_t d = q.size();
    double sum = 0.0;
    for (std::size_t i = 0; i < d / 2; ++i) {
        const double theta = std::pow(base, -2.0 * double(i) / double(d));
        const double ct = std::cos(t * theta), st = std::sin(t * theta);
        const double cs = std::cos(s * theta), ss = std::sin(s * theta);
        const double q0 = q[2 * i] * ct - q[2 * i + 1] * st;
        const double q1 = q[2 * i] * st + q[2 * i + 1] * ct;
        const double k0 = k[2 * i] * cs - k[2 * i + 1] * ss;
        const double k1 = k[2 * i] * ss + k[2 * i + 1] * cs;
        sum += q0 * k0 + q1 * k1;
    }
    return sum / std::sqrt(double(d));
}

} // namespace

class TestCliRope : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(m_cli.isValid(), qPrintable(CliFixture::program())); }
    void cleanup() { m_cli.clear(); }
    void help();
    void scoresAsCsvAndNpy();
    void wholeMatrixByDefault();
    void longContextHeatmapWindow();
    void jsonReport();
    void scalingsInJson();
    void precisionBreaksInvariance();
    void f16Overflow();
    void badArguments_data();
    void badArguments();
    void vectorsFromFiles();
    void figures();

private:
    QJsonObject json(const QStringList &arguments)
    {
        const Run run = m_cli.run(arguments);
        if (run.exitCode != 0)
            qWarning("%s", run.err.constData());
        return QJsonDocument::fromJson(run.out).object();
    }
    CliFixture m_cli;
};

void TestCliRope::help()
{
    const Run run = m_cli.run({QStringLiteral("rope"), QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    for (const char *option : {"--dim", "--positions", "--start", "--pairing", "--scaling",
                               "--factor", "--original-max-positions", "--sequence-length",
                               "--low-freq-factor", "--high-freq-factor", "--beta-fast",
                               "--beta-slow", "--precision", "--seed", "--q", "--k"})
        QVERIFY2(run.out.contains(option), option);
}

void TestCliRope::scoresAsCsvAndNpy()
{
    const Run run = m_cli.run(args({"--dim", "8", "--positions", "12", "--start", "5", "--seed",
                                    "3", "--csv", "a.csv", "--npy", "a.npy"}));
    QCOMPARE(run.exitCode, 0);
    pelab::Random random(3);
    std::vector<double> q(8), k(8);
    random.fillNormal(q.data(), 8);
    random.fillNormal(k.data(), 8);
    QFile csv(m_cli.path(QStringLiteral("a.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().split('\n');
    QCOMPARE(lines.size(), 1 + 12 + 1);
    QVERIFY2(lines[0].startsWith("t,s5,s6,"), lines[0].constData());
    for (int r = 0; r < 12; ++r) {
        const QList<QByteArray> cells = lines[r + 1].trimmed().split(',');
        QCOMPARE(cells.size(), 13);
        QCOMPARE(cells[0].toInt(), 5 + r);
        for (int c = 0; c < 12; ++c) {
            const double expected = expectedScore(q, k, 5.0 + r, 5.0 + c, 10000.0);
            QVERIFY(std::abs(cells[c + 1].toDouble() - expected) < 1e-12);
        }
    }
    QFile npy(m_cli.path(QStringLiteral("a.npy")));
    QVERIFY(npy.open(QIODevice::ReadOnly));
    const QByteArray bytes = npy.readAll();
    QVERIFY(bytes.contains("'shape': (12, 12)"));
    double last = 0.0;
    std::memcpy(&last, bytes.constData() + bytes.size() - 8, sizeof last); // (11, 11)
    QVERIFY(std::abs(last - expectedScore(q, k, 16.0, 16.0, 10000.0)) < 1e-12);
}

void TestCliRope::wholeMatrixByDefault()
{
    // Above the heatmap's 1024 positions the default view (scores) still writes all N × N.
    const Run run =
        m_cli.run(args({"--dim", "8", "--positions", "1500", "--seed", "3", "--npy", "w.npy"}));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    pelab::Random random(3);
    std::vector<double> q(8), k(8);
    random.fillNormal(q.data(), 8);
    random.fillNormal(k.data(), 8);
    QFile npy(m_cli.path(QStringLiteral("w.npy")));
    QVERIFY(npy.open(QIODevice::ReadOnly));
    const QByteArray bytes = npy.readAll();
    QVERIFY(bytes.contains("'shape': (1500, 1500)"));
    const qsizetype data = bytes.size() - qsizetype(1500) * 1500 * 8;
    for (const auto &[r, c] : {std::pair{0, 0}, {0, 1499}, {1499, 0}, {777, 1234}, {1499, 1499}}) {
        double value = 0.0;
        std::memcpy(&value, bytes.constData() + data + (qsizetype(r) * 1500 + c) * 8, sizeof value);
        QVERIFY(std::abs(value - expectedScore(q, k, r, c, 10000.0)) < 1e-11);
    }
}

void TestCliRope::longContextHeatmapWindow()
{
    // N = 16384: the whole matrix (2 GiB) is out of reach; the heatmap view writes the
    // 1024 × 1024 window centred on the middle row, t, s = 7680 … 8703, with its true positions.
    const Run run = m_cli.run(args({"--positions", "16384", "--dim", "64", "--seed", "3", "--view",
                                    "heatmap", "--csv", "f.csv"}));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    pelab::Random random(3);
    std::vector<double> q(64), k(64);
    random.fillNormal(q.data(), 64);
    random.fillNormal(k.data(), 64);
    QFile csv(m_cli.path(QStringLiteral("f.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().split('\n');
    QCOMPARE(lines.size(), 1 + 1024 + 1);
    const QList<QByteArray> header = lines[0].trimmed().split(',');
    QCOMPARE(header.size(), 1 + 1024);
    QCOMPARE(header[0], QByteArray("t"));
    QCOMPARE(header[1], QByteArray("s7680"));
    QCOMPARE(header[1024], QByteArray("s8703"));
    for (int r : {0, 511, 1023}) {
        const QList<QByteArray> cells = lines[r + 1].trimmed().split(',');
        QCOMPARE(cells.size(), 1 + 1024);
        QCOMPARE(cells[0].toInt(), 7680 + r);
        for (int c : {0, 1, 700, 1023}) {
            const double expected = expectedScore(q, k, 7680.0 + r, 7680.0 + c, 10000.0);
            QVERIFY(std::abs(cells[c + 1].toDouble() - expected) < 1e-9);
        }
    }
    // --row moves the window; at the last row it stops at the last position.
    const Run last = m_cli.run(args({"--positions", "16384", "--dim", "64", "--view", "heatmap",
                                     "--row", "16383", "--csv", "g.csv"}));
    QVERIFY2(last.exitCode == 0, last.err.constData());
    QFile g(m_cli.path(QStringLiteral("g.csv")));
    QVERIFY(g.open(QIODevice::ReadOnly));
    QVERIFY(g.readLine().trimmed().startsWith("t,s15360,s15361,"));
    // A row outside 0 … N − 1: exit 2, one line.
    const Run bad = m_cli.run(args({"--positions", "2000", "--dim", "8", "--view", "heatmap",
                                    "--row", "2000", "--csv", "h.csv"}));
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains("0 … N − 1 = 1999"), bad.err.constData());
    QCOMPARE(bad.err.trimmed().count('\n'), 0);
}

void TestCliRope::jsonReport()
{
    const QJsonObject report = json(args(
        {"--dim", "16", "--positions", "64", "--start", "1000000", "--pairing", "half", "--json"}));
    QCOMPARE(report.value(QStringLiteral("command")).toString(), QStringLiteral("rope"));
    const QJsonArray invFreq = report.value(QStringLiteral("inv_freq")).toArray();
    QCOMPARE(invFreq.size(), 8);
    for (int i = 0; i < 8; ++i)
        QVERIFY(std::abs(invFreq[i].toDouble() - std::pow(10000.0, -2.0 * i / 16.0)) < 1e-15);
    QVERIFY(report.value(QStringLiteral("max_invariance_error")).toDouble() < 1e-9);
    QVERIFY(report.value(QStringLiteral("max_rotation_error")).toDouble() < 1e-9);
    QVERIFY(report.value(QStringLiteral("invariant")).toBool());
    QCOMPARE(report.value(QStringLiteral("pairing")).toString(), QStringLiteral("half"));
    QCOMPARE(report.value(QStringLiteral("attention_factor")).toDouble(), 1.0);
    const QJsonArray permutation = report.value(QStringLiteral("half_to_interleaved")).toArray();
    QCOMPARE(permutation.size(), 16);
    QCOMPARE(permutation[1].toInt(), 8);
    QCOMPARE(permutation[2].toInt(), 1);
    const qint64 worst = report.value(QStringLiteral("worst_offset")).toInteger();
    QVERIFY(worst > -64 && worst < 64);
}

void TestCliRope::scalingsInJson()
{
    // linear: θ_i / factor.
    QJsonObject report = json(
        args({"--dim", "8", "--positions", "4", "--scaling", "linear", "--factor", "4", "--json"}));
    QJsonArray invFreq = report.value(QStringLiteral("inv_freq")).toArray();
    for (int i = 0; i < 4; ++i)
        QVERIFY(std::abs(invFreq[i].toDouble() - std::pow(10000.0, -i / 4.0) / 4.0) < 1e-15);
    // dynamic: base' = base·(factor·L/L_orig − (factor − 1))^(d/(d−2)), L = T0 + N = 4096.
    report = json(args({"--dim", "8", "--positions", "96", "--start", "4000", "--scaling",
                        "dynamic", "--factor", "2", "--original-max-positions", "1024", "--json"}));
    const double base = 10000.0 * std::pow(2.0 * 4096.0 / 1024.0 - 1.0, 8.0 / 6.0);
    invFreq = report.value(QStringLiteral("inv_freq")).toArray();
    for (int i = 0; i < 4; ++i)
        QVERIFY(std::abs(invFreq[i].toDouble() - std::pow(base, -i / 4.0)) < 1e-15);
    // yarn: attention factor 0.1·ln(factor) + 1.
    report = json(
        args({"--dim", "64", "--positions", "4", "--scaling", "yarn", "--factor", "8", "--json"}));
    QVERIFY(std::abs(report.value(QStringLiteral("attention_factor")).toDouble() -
                     (0.1 * std::log(8.0) + 1.0)) < 1e-15);
    // llama3 runs with its defaults (factor 8, 1, 4, 8192); the longest wavelengths are /8.
    report = json(args(
        {"--dim", "128", "--positions", "4", "--base", "500000", "--scaling", "llama3", "--json"}));
    invFreq = report.value(QStringLiteral("inv_freq")).toArray();
    QCOMPARE(invFreq.size(), 64);
    QCOMPARE(invFreq[0].toDouble(), 1.0);
    QVERIFY(std::abs(invFreq[63].toDouble() - std::pow(500000.0, -126.0 / 128.0) / 8.0) < 1e-18);
    const QJsonObject scaling = report.value(QStringLiteral("scaling")).toObject();
    QCOMPARE(scaling.value(QStringLiteral("factor")).toDouble(), 8.0);
    QCOMPARE(scaling.value(QStringLiteral("original_max_position_embeddings")).toInt(), 8192);
}

void TestCliRope::precisionBreaksInvariance()
{
    const QJsonObject f64 =
        json(args({"--dim", "64", "--positions", "64", "--start", "1048576", "--json"}));
    const QJsonObject f32 = json(args({"--dim", "64", "--positions", "64", "--start", "1048576",
                                       "--precision", "f32", "--json"}));
    const double small = f64.value(QStringLiteral("max_invariance_error")).toDouble();
    const double large = f32.value(QStringLiteral("max_invariance_error")).toDouble();
    QVERIFY2(small < 1e-9, QByteArray::number(small));
    QVERIFY2(large > 1e-3, QByteArray::number(large));
    QVERIFY(!f32.value(QStringLiteral("invariant")).toBool());
    QVERIFY(f32.value(QStringLiteral("max_rotation_error")).toDouble() > 1e-3);
}

void TestCliRope::f16Overflow()
{
    const Run run = m_cli.run(args(
        {"--dim", "8", "--positions", "40", "--start", "65500", "--precision", "f16", "--json"}));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject report = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(report.value(QStringLiteral("overflowed_positions")).toInt(), 20);
    QVERIFY(report.value(QStringLiteral("non_finite_scores")).toInt() > 0);
    QVERIFY(report.value(QStringLiteral("max_invariance_error")).isNull()); // NaN → null
    QVERIFY(!report.value(QStringLiteral("invariant")).toBool());
}

void TestCliRope::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("keyword");
    QTest::newRow("odd d") << args({"--dim", "7", "--positions", "8", "--json"})
                           << QStringLiteral("even");
    QTest::newRow("N = 0") << args({"--dim", "8", "--positions", "0", "--json"})
                           << QStringLiteral("positions");
    QTest::newRow("unknown scaling")
        << args({"--dim", "8", "--positions", "8", "--scaling", "ntk", "--json"})
        << QStringLiteral("unknown scaling 'ntk'");
    QTest::newRow("unknown pairing")
        << args({"--dim", "8", "--positions", "8", "--pairing", "neox", "--json"})
        << QStringLiteral("unknown pairing 'neox'");
    QTest::newRow("unknown precision")
        << args({"--dim", "8", "--positions", "8", "--precision", "fp8", "--json"})
        << QStringLiteral("unknown precision 'fp8'");
    QTest::newRow("linear without factor")
        << args({"--dim", "8", "--positions", "8", "--scaling", "linear", "--json"})
        << QStringLiteral("needs a factor");
    QTest::newRow("yarn without factor")
        << args({"--dim", "8", "--positions", "8", "--scaling", "yarn", "--json"})
        << QStringLiteral("needs a factor");
    QTest::newRow("factor below 1") << args({"--dim", "8", "--positions", "8", "--scaling",
                                             "linear", "--factor", "0.5", "--json"})
                                    << QStringLiteral("factor");
    QTest::newRow("base 1") << args({"--dim", "8", "--positions", "8", "--base", "1", "--json"})
                            << QStringLiteral("base");
    QTest::newRow("seed and files") << args({"--dim", "8", "--positions", "8", "--seed", "1", "--q",
                                             "q.csv", "--k", "k.csv", "--json"})
                                    << QStringLiteral("exclude");
    QTest::newRow("q without k") << args({"--dim", "8", "--positions", "8", "--q", "q.csv",
                                          "--json"})
                                 << QStringLiteral("--k");
    QTest::newRow("missing file") << args({"--dim", "8", "--positions", "8", "--q", "nope.csv",
                                           "--k", "nope.csv", "--json"})
                                  << QStringLiteral("nope.csv");
    // (N = 30000 --csv is no longer refused: the heatmap writes its 1024 × 1024 window, see
    // longContextHeatmapWindow.)
    QTest::newRow("above the memory limit")
        << args({"--dim", "1024", "--positions", "1048576", "--max-offset", "1", "--json"})
        << QStringLiteral("memory limit");
    // The default view writes the whole matrix: 20000² doubles (3 GB) are refused, nothing
    // written.
    QTest::newRow("whole matrix above the memory limit")
        << args({"--dim", "8", "--positions", "20000", "--npy", "big.npy"})
        << QStringLiteral("memory limit");
    QTest::newRow("nothing to do")
        << args({"--dim", "8", "--positions", "8"}) << QStringLiteral("nothing to do");
}

void TestCliRope::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, keyword);
    const Run run = m_cli.run(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.startsWith("pelab-cli: "), run.err.constData());
    QVERIFY2(run.err.endsWith('\n') && run.err.count('\n') == 1, run.err.constData());
    QVERIFY2(QString::fromUtf8(run.err).contains(keyword), run.err.constData());
    QVERIFY(m_cli.entries().isEmpty());
}

void TestCliRope::vectorsFromFiles()
{
    auto write = [this](const char *name, const QByteArray &bytes) {
        QFile file(m_cli.path(QString::fromLatin1(name)));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    };
    write("q.csv", "0.5,-1,2,0.25\n");
    // k as a 1-D .npy of 4 float64 values.
    QByteArray npy("\x93NUMPY\x01\x00", 8);
    QByteArray header("{'descr': '<f8', 'fortran_order': False, 'shape': (4,), }");
    while ((10 + header.size() + 1) % 64 != 0)
        header.append(' ');
    header.append('\n');
    const quint16 length = quint16(header.size());
    npy.append(char(length & 0xff)).append(char(length >> 8)).append(header);
    const double k[4] = {1.5, 0.0, -0.75, 3.0};
    npy.append(reinterpret_cast<const char *>(k), sizeof k);
    write("k.npy", npy);
    const Run run = m_cli.run(args({"--dim", "4", "--positions", "3", "--start", "7", "--q",
                                    "q.csv", "--k", "k.npy", "--csv", "a.csv", "--json"}));
    QCOMPARE(run.exitCode, 0);
    QFile csv(m_cli.path(QStringLiteral("a.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().split('\n');
    const std::vector<double> qv{0.5, -1.0, 2.0, 0.25}, kv{1.5, 0.0, -0.75, 3.0};
    for (int r = 0; r < 3; ++r) {
        const QList<QByteArray> cells = lines[r + 1].trimmed().split(',');
        for (int c = 0; c < 3; ++c)
            QVERIFY(std::abs(cells[c + 1].toDouble() -
                             expectedScore(qv, kv, 7.0 + r, 7.0 + c, 10000.0)) < 1e-12);
    }
    QCOMPARE(QJsonDocument::fromJson(run.out).object().value(QStringLiteral("q_file")).toString(),
             QStringLiteral("q.csv"));
    // Wrong length and non-finite values: exit 2, one line naming the file.
    write("short.csv", "1,2,3\n");
    write("nan.csv", "1,nan,3,4\n");
    for (const char *bad : {"short.csv", "nan.csv"}) {
        const Run failed = m_cli.run(
            args({"--dim", "4", "--positions", "3", "--q", bad, "--k", "k.npy", "--json"}));
        QCOMPARE(failed.exitCode, 2);
        QVERIFY2(failed.err.contains(bad), failed.err.constData());
        QCOMPARE(failed.err.count('\n'), 1);
    }
}

void TestCliRope::figures()
{
    const Run run =
        m_cli.run(args({"--dim", "32", "--positions", "100", "--png", "a.png", "--width", "800",
                        "--height", "500", "--svg", "a.svg", "--pdf", "a.pdf"}));
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    const QImage image(m_cli.path(QStringLiteral("a.png")));
    QCOMPARE(image.size(), QSize(800, 500));
    QFile svg(m_cli.path(QStringLiteral("a.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    QVERIFY(svg.readAll().contains("RoPE scores"));
    QVERIFY(QFileInfo(m_cli.path(QStringLiteral("a.pdf"))).size() > 1000);
}

QTEST_MAIN(TestCliRope)
#include "tst_clirope.moc"
