// `pelab-cli compare` run as a process: every profile's CSV column against its formula written
// out here (the sinusoidal and RoPE sums, RoFormer's bound, ALiBi's lines, T5's buckets, Shaw's
// clipped term and a learned table's diagonals from small files this test writes), the
// normalisations, the files of both views, the JSON report, --list-profiles, and every refusal
// (exit 2, one line naming the problem).
#include "clitestutils.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <complex>
#include <map>
#include <string>
#include <vector>

using namespace CliTestUtils;

namespace {

// The CSV as columns by header (the distance column included).
std::map<std::string, std::vector<double>> readColumns(const QString &path, QStringList *header)
{
    QFile file(path);
    std::map<std::string, std::vector<double>> out;
    if (!file.open(QIODevice::ReadOnly))
        return out;
    const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
    *header = QString::fromUtf8(lines.value(0)).trimmed().split(QLatin1Char(','));
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QList<QByteArray> cells = lines[i].trimmed().split(',');
        for (qsizetype c = 0; c < cells.size() && c < header->size(); ++c)
            out[header->at(c).toStdString()].push_back(cells[c].toDouble());
    }
    return out;
}

QStringList names(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *name : list)
        out << QString::fromLatin1(name);
    return out;
}

bool near(double a, double b, double tolerance = 1e-12)
{
    return std::abs(a - b) <= tolerance * std::max(1.0, std::abs(b));
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

void writeText(const QString &path, const QByteArray &text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

} // namespace

class TestCliCompare : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_cli.isValid()); }

    void formulaProfiles()
    {
        const Run run = m_cli.run(
            {QStringLiteral("compare"), QStringLiteral("--profiles"),
             QStringLiteral("sinusoidal,sinusoidal-cosine,rope,rope-bound,alibi,alibi-head,"
                            "buckets-index"),
             QStringLiteral("--max-distance"), QStringLiteral("24"), QStringLiteral("--normalise"),
             QStringLiteral("none"), QStringLiteral("--settings"),
             QStringLiteral("sinusoidal.dim=16; sinusoidal.base=100; rope.dim=8; alibi.heads=8; "
                            "alibi.head=3"),
             QStringLiteral("--csv"), QStringLiteral("p.csv")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QStringList header;
        auto columns = readColumns(m_cli.path(QStringLiteral("p.csv")), &header);
        QCOMPARE(header,
                 names({"distance", "sinusoidal", "sinusoidal-cosine", "rope", "rope-bound",
                        "alibi_min", "alibi_mean", "alibi_max", "alibi-head", "buckets-index"}));
        QCOMPARE(columns["distance"].size(), std::size_t(25));
        for (int delta = 0; delta <= 24; ++delta) {
            const auto at = [&](const char *column) { return columns[column][std::size_t(delta)]; };
            QCOMPARE(at("distance"), double(delta));
            double sinusoidal = 0.0; // d = 16, base 100: ω_i = 100^(−2i/16)
            for (int i = 0; i < 8; ++i)
                sinusoidal += std::cos(delta * std::pow(100.0, -2.0 * i / 16.0));
            QVERIFY(near(at("sinusoidal"), sinusoidal));
            QVERIFY(near(at("sinusoidal-cosine"), sinusoidal / 8.0));
            double rope = 0.0; // d = 8, base 10000: (2/√8)·Σ cos(θ_i Δ)
            std::complex<double> partial = 0.0;
            double bound = 0.0;
            for (int i = 0; i < 4; ++i) {
                const double theta = std::pow(10000.0, -2.0 * i / 8.0);
                rope += std::cos(delta * theta);
                partial += std::polar(1.0, delta * theta);
                bound += std::abs(partial);
            }
            QVERIFY(near(at("rope"), 2.0 / std::sqrt(8.0) * rope));
            QVERIFY(near(at("rope-bound"), bound / 4.0));
            // 8 heads: m_h = 2^(−h), mean (1 − 2^(−8))/8.
            QVERIFY(near(at("alibi_mean"), -delta * (1.0 - std::pow(2.0, -8)) / 8.0));
            QCOMPARE(at("alibi_min"), -0.5 * delta);
            QCOMPARE(at("alibi_max"), -std::pow(2.0, -8) * delta);
            QCOMPARE(at("alibi-head"), -0.125 * delta);
            // T5 bidirectional, 32 buckets, max_distance 128, key − query = −Δ: 16 per side,
            // max_exact 8; a key before the query takes buckets 0 … 15.
            const double expected =
                delta < 8 ? delta
                          : std::min(15.0, 8.0 + std::floor(std::log(delta / 8.0) /
                                                            std::log(128.0 / 8.0) * 8.0));
            if (delta != 16) // log(2)/log(16)·8 = 2 exactly, where float32 decides
                QCOMPARE(at("buckets-index"), expected);
        }
    }

    void shawAndLearnedFromFiles()
    {
        // Shaw, d = 1, K = 1: q = 1, 2, 3, 4; r_−1 = 10, r_0 = 20, r_1 = 30.
        writeText(m_cli.path(QStringLiteral("q.csv")), "1\n2\n3\n4\n");
        writeText(m_cli.path(QStringLiteral("k.csv")), "0\n0\n0\n0\n");
        writeText(m_cli.path(QStringLiteral("r.csv")), "10\n20\n30\n");
        // A learned table of 5 positions, d = 2.
        const std::vector<std::pair<double, double>> table{
            {1, 0}, {1, 1}, {0, 1}, {-1, 2}, {3, -1}};
        QByteArray csv;
        for (const auto &[a, b] : table)
            csv += QByteArray::number(a) + ',' + QByteArray::number(b) + '\n';
        writeText(m_cli.path(QStringLiteral("table.csv")), csv);
        const Run run = m_cli.run(
            {QStringLiteral("compare"), QStringLiteral("--profiles"),
             QStringLiteral("shaw,learned"), QStringLiteral("--max-distance"), QStringLiteral("4"),
             QStringLiteral("--normalise"), QStringLiteral("none"), QStringLiteral("--settings"),
             QStringLiteral("shaw.q=%1; shaw.k=%2; shaw.rel=%3; learned.file=%4")
                 .arg(m_cli.path(QStringLiteral("q.csv")), m_cli.path(QStringLiteral("k.csv")),
                      m_cli.path(QStringLiteral("r.csv")), m_cli.path(QStringLiteral("table.csv"))),
             QStringLiteral("--csv"), QStringLiteral("p.csv")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QStringList header;
        auto columns = readColumns(m_cli.path(QStringLiteral("p.csv")), &header);
        QCOMPARE(header, names({"distance", "shaw_min", "shaw_median", "shaw_max", "learned_min",
                                "learned_median", "learned_max"}));
        QCOMPARE(columns["shaw_median"][0], 50.0); // 20·(1, 2, 3, 4): median 50
        QCOMPARE(columns["shaw_min"][0], 20.0);
        QCOMPARE(columns["shaw_max"][3], 40.0); // r_−1 from Δ = 1 on: 10·4
        QCOMPARE(columns["shaw_median"][4], 25.0);
        // Learned: cosine of rows t and t − Δ over t = Δ … 4.
        const auto cosine = [&](std::size_t t, std::size_t s) {
            const auto [a, b] = table[t];
            const auto [c, d] = table[s];
            return (a * c + b * d) / std::hypot(a, b) / std::hypot(c, d);
        };
        for (std::size_t delta = 0; delta <= 4; ++delta) {
            std::vector<double> values;
            for (std::size_t t = delta; t < table.size(); ++t)
                values.push_back(cosine(t, t - delta));
            QVERIFY(near(columns["learned_median"][delta], median(values), 1e-12));
            QVERIFY(near(columns["learned_min"][delta],
                         *std::min_element(values.begin(), values.end()), 1e-12));
            QVERIFY(near(columns["learned_max"][delta],
                         *std::max_element(values.begin(), values.end()), 1e-12));
        }
    }

    void normalisations()
    {
        const QStringList base{QStringLiteral("compare"), QStringLiteral("--profiles"),
                               QStringLiteral("sinusoidal,alibi"), QStringLiteral("--max-distance"),
                               QStringLiteral("64")};
        Run run = m_cli.run(base + QStringList{QStringLiteral("--csv"), QStringLiteral("u.csv")});
        QVERIFY2(run.exitCode == 0, run.err.constData()); // unit by default
        QStringList header;
        auto unit = readColumns(m_cli.path(QStringLiteral("u.csv")), &header);
        QCOMPARE(unit["sinusoidal"][0], 1.0);  // Σ cos(0) is the largest
        QCOMPARE(unit["alibi_min"][64], -1.0); // the steepest head's far end
        for (const QString &column : header.mid(1)) {
            for (double v : unit[column.toStdString()])
                QVERIFY(std::abs(v) <= 1.0);
        }
        run = m_cli.run(base + QStringList{QStringLiteral("--normalise"), QStringLiteral("z"),
                                           QStringLiteral("--csv"), QStringLiteral("z.csv")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        auto z = readColumns(m_cli.path(QStringLiteral("z.csv")), &header);
        double sum = 0.0, squares = 0.0;
        for (double v : z["alibi_mean"]) {
            sum += v;
            squares += v * v;
        }
        QVERIFY(std::abs(sum / 65.0) < 1e-12);
        QVERIFY(std::abs(squares / 65.0 - 1.0) < 1e-12);
        // ALiBi is 0 at Δ = 0: it cannot be divided by it.
        run = m_cli.run(base + QStringList{QStringLiteral("--normalise"), QStringLiteral("at-zero"),
                                           QStringLiteral("--csv"), QStringLiteral("a.csv")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("alibi") && run.err.contains("at-zero"));
        QCOMPARE(run.err.trimmed().count('\n'), 0);
        QVERIFY(!QFile::exists(m_cli.path(QStringLiteral("a.csv"))));
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("named");
        QTest::newRow("unknown profile")
            << QStringList{QStringLiteral("--profiles"), QStringLiteral("rope,bogus")}
            << QStringLiteral("'bogus'");
        QTest::newRow("empty selection")
            << QStringList{QStringLiteral("--profiles"), QStringLiteral(" ")}
            << QStringLiteral("at least one profile");
        QTest::newRow("twice") << QStringList{QStringLiteral("--profiles"),
                                              QStringLiteral("rope,rope")}
                               << QStringLiteral("twice");
        QTest::newRow("beyond the learned table")
            << QStringList{QStringLiteral("--profiles"), QStringLiteral("learned"),
                           QStringLiteral("--max-distance"), QStringLiteral("64")}
            << QStringLiteral("up to 63");
        QTest::newRow("distance 0")
            << QStringList{QStringLiteral("--max-distance"), QStringLiteral("0")}
            << QStringLiteral("--max-distance");
        QTest::newRow("unknown tab")
            << QStringList{QStringLiteral("--settings"), QStringLiteral("steplab.d=4")}
            << QStringLiteral("'steplab'");
        QTest::newRow("unknown key")
            << QStringList{QStringLiteral("--settings"), QStringLiteral("rope.bogus=1")}
            << QStringLiteral("'bogus'");
        QTest::newRow("bad value")
            << QStringList{QStringLiteral("--settings"), QStringLiteral("rope.base=1")}
            << QStringLiteral("rope.base");
        QTest::newRow("not an entry")
            << QStringList{QStringLiteral("--settings"), QStringLiteral("rope")}
            << QStringLiteral("tab.key=value");
        QTest::newRow("unknown normalisation")
            << QStringList{QStringLiteral("--normalise"), QStringLiteral("max")}
            << QStringLiteral("--normalise");
        QTest::newRow("the tab refuses")
            << QStringList{QStringLiteral("--profiles"), QStringLiteral("alibi-head"),
                           QStringLiteral("--settings"),
                           QStringLiteral("alibi.heads=4; alibi.head=6")}
            << QStringLiteral("alibi-head");
    }

    void refusals()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, named);
        m_cli.clear();
        const Run run = m_cli.run(QStringList{QStringLiteral("compare")} + arguments +
                                  QStringList{QStringLiteral("--csv"), QStringLiteral("x.csv")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(QString::fromUtf8(run.err).contains(named), run.err.constData());
        QCOMPARE(run.err.trimmed().count('\n'), 0);
        QVERIFY(m_cli.entries().isEmpty());
    }

    void figuresJsonAndListing()
    {
        m_cli.clear();
        for (const QString &view : {QStringLiteral("overlay"), QStringLiteral("panels")}) {
            const Run run = m_cli.run({QStringLiteral("compare"), QStringLiteral("--profiles"),
                                       QStringLiteral("sinusoidal,rope-bound,alibi,shaw,learned"),
                                       QStringLiteral("--max-distance"), QStringLiteral("63"),
                                       QStringLiteral("--distance-scale"), QStringLiteral("log"),
                                       QStringLiteral("--view"), view, QStringLiteral("--png"),
                                       view + QStringLiteral(".png"), QStringLiteral("--pdf"),
                                       view + QStringLiteral(".pdf"), QStringLiteral("--npy"),
                                       view + QStringLiteral(".npy"), QStringLiteral("--json")});
            QVERIFY2(run.exitCode == 0, run.err.constData());
            for (const char *suffix : {".png", ".pdf", ".npy"})
                QVERIFY(QFileInfo(m_cli.path(view + QLatin1String(suffix))).size() > 100);
            const QJsonObject report = QJsonDocument::fromJson(run.out).object();
            QCOMPARE(report.value(QStringLiteral("command")).toString(), QStringLiteral("compare"));
            const QJsonArray curves = report.value(QStringLiteral("curves")).toArray();
            QCOMPARE(curves.size(), 5);
            QCOMPARE(curves[3].toObject().value(QStringLiteral("id")).toString(),
                     QStringLiteral("shaw"));
            QCOMPARE(curves[3].toObject().value(QStringLiteral("centre")).toString(),
                     QStringLiteral("median"));
            // unit: the sinusoidal curve's largest |value| is its value at 0.
            QCOMPARE(curves[0]
                         .toObject()
                         .value(QStringLiteral("shown"))
                         .toObject()
                         .value(QStringLiteral("at_zero"))
                         .toDouble(),
                     1.0);
        }
        // .npy: 64 rows, 1 + 1 + 3 + 3 + 3 columns of float64.
        QFile npy(m_cli.path(QStringLiteral("overlay.npy")));
        QVERIFY(npy.open(QIODevice::ReadOnly));
        const QByteArray head = npy.read(128);
        QVERIFY2(head.contains("(64, 11)") && head.contains("<f8"), head.constData());

        const Run list = m_cli.run({QStringLiteral("compare"), QStringLiteral("--list-profiles")});
        QCOMPARE(list.exitCode, 0);
        for (const char *id :
             {"sinusoidal\t", "sinusoidal-cosine\t", "rope\t", "rope-bound\t", "rope-score\t",
              "alibi\t", "alibi-head\t", "shaw\t", "learned\t", "buckets\t", "buckets-index\t"})
            QVERIFY2(list.out.contains(QByteArray("\n").append(id)) || list.out.startsWith(id), id);
    }

private:
    CliFixture m_cli;
};

QTEST_GUILESS_MAIN(TestCliCompare)
#include "tst_clicompare.moc"
