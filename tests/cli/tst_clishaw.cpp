// `pelab-cli shaw` run as a process: scores from files against the formula computed here,
// clipping at the borders, the row and value views, the heatmap's window of a large table, the
// JSON report (with nothing N × N held), the same seed giving the same table, the window's
// exports written alike, and every error path (exit 2, one line naming the problem).
#include "clitestutils.h"

#include "shell/exportcontroller.h"
#include "spec/tabspec.h"
#include "spec/tabspecs.h"
#include "tabs/shaw/shawpage.h"
#include "task/tabcontroller.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace CliTestUtils;

namespace {

using Rows = std::vector<std::vector<double>>;

QStringList args(std::initializer_list<QString> list)
{
    QStringList out{QStringLiteral("shaw")};
    for (const QString &a : list)
        out << a;
    return out;
}

// The CSV's N × N values (the header row and the label column dropped).
Rows readCsv(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    Rows out;
    const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QList<QByteArray> cells = lines[i].trimmed().split(',');
        std::vector<double> row;
        for (qsizetype c = 1; c < cells.size(); ++c)
            row.push_back(cells[c].toDouble());
        out.push_back(row);
    }
    return out;
}

// Small inputs: q_t = (t + 1/2, 1 − t/2), k_s = (s/3, −1 + s), r_j = (j, 2j²) for j = −K … K.
constexpr int kN = 7;
constexpr int kClip = 2;
double qv(int t, int j)
{
    return j == 0 ? t + 0.5 : 1.0 - t / 2.0;
}
double kv(int s, int j)
{
    return j == 0 ? s / 3.0 : -1.0 + s;
}
double rv(int offset, int j)
{
    return j == 0 ? double(offset) : 2.0 * offset * offset;
}

// a(t, s) = (q_t·k_s + q_t·r_clip(s−t))/√2 with clip written out.
double content(int t, int s)
{
    return (qv(t, 0) * kv(s, 0) + qv(t, 1) * kv(s, 1)) / std::sqrt(2.0);
}
double position(int t, int s)
{
    const int j = s - t > kClip ? kClip : (s - t < -kClip ? -kClip : s - t);
    return (qv(t, 0) * rv(j, 0) + qv(t, 1) * rv(j, 1)) / std::sqrt(2.0);
}

} // namespace

class TestCliShaw : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup() { m_cli.clear(); }
    void help();
    void filesAgainstFormula();
    void clippingAtTheBorders();
    void seededJson();
    void sameSeedSameTable();
    void figures();
    void defaultsAndViews();
    void rowAndValueAgainstFormula();
    void seedWithFilesSeedsTheValues();
    void heatmapWindowOfALargeTable();
    void jsonAloneHoldsNoTable();
    void badArguments_data();
    void badArguments();
    void windowAndCommandWriteTheSameBytes();

private:
    QString input(const QString &name) const { return m_inputs.filePath(name); }
    void write(const QString &name, const QByteArray &text) const;

    CliFixture m_cli;
    QTemporaryDir m_inputs;
};

void TestCliShaw::write(const QString &name, const QByteArray &text) const
{
    QFile file(input(name));
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text);
}

void TestCliShaw::initTestCase()
{
    QVERIFY2(m_cli.isValid(), qPrintable(CliFixture::program()));
    QVERIFY(m_inputs.isValid());
    QByteArray q, k, r;
    for (int t = 0; t < kN; ++t) {
        q += QByteArray::number(qv(t, 0), 'g', 17) + ',' + QByteArray::number(qv(t, 1), 'g', 17) +
             '\n';
        k += QByteArray::number(kv(t, 0), 'g', 17) + ',' + QByteArray::number(kv(t, 1), 'g', 17) +
             '\n';
    }
    for (int j = -kClip; j <= kClip; ++j)
        r += QByteArray::number(rv(j, 0), 'g', 17) + ',' + QByteArray::number(rv(j, 1), 'g', 17) +
             '\n';
    write(QStringLiteral("q.csv"), q);
    write(QStringLiteral("k.csv"), k);
    write(QStringLiteral("r.csv"), r);
    write(QStringLiteral("r4.csv"), r + "1,1\n");
    write(QStringLiteral("r3cols.csv"), "1,2,3\n4,5,6\n7,8,9\n");
    write(QStringLiteral("k6.csv"), k.left(k.lastIndexOf('\n', k.size() - 2) + 1));
    write(QStringLiteral("qnan.csv"), QByteArray(q).replace("0.5,1\n", "nan,1\n"));
    write(QStringLiteral("bad.csv"), "1,2\n3,four\n");
}

void TestCliShaw::help()
{
    const Run run = m_cli.run({QStringLiteral("shaw"), QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("--clip"));
    QVERIFY(run.out.contains("--rel"));
}

void TestCliShaw::filesAgainstFormula()
{
    for (const char *term : {"total", "content", "position"}) {
        const Run run = m_cli.run(args(
            {QStringLiteral("--q"), input(QStringLiteral("q.csv")), QStringLiteral("--k"),
             input(QStringLiteral("k.csv")), QStringLiteral("--rel"),
             input(QStringLiteral("r.csv")), QStringLiteral("--term"), QString::fromLatin1(term),
             QStringLiteral("--csv"), QStringLiteral("a.csv"), QStringLiteral("--json")}));
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), run.err.constData());
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(json.value(QStringLiteral("positions")).toInt(), kN);
        QCOMPARE(json.value(QStringLiteral("dim")).toInt(), 2);
        QCOMPARE(json.value(QStringLiteral("clip")).toInt(), kClip);
        QCOMPARE(json.value(QStringLiteral("source")).toString(), QStringLiteral("files"));
        const Rows a = readCsv(m_cli.path(QStringLiteral("a.csv")));
        QCOMPARE(int(a.size()), kN);
        double lo[3] = {INFINITY, INFINITY, INFINITY}, hi[3] = {-INFINITY, -INFINITY, -INFINITY};
        for (int t = 0; t < kN; ++t) {
            QCOMPARE(int(a[t].size()), kN);
            for (int s = 0; s < kN; ++s) {
                const double c = content(t, s), p = position(t, s);
                const double expected = qstrcmp(term, "content") == 0    ? c
                                        : qstrcmp(term, "position") == 0 ? p
                                                                         : c + p;
                QVERIFY(std::abs(a[t][s] - expected) <= 1e-13);
                const double values[3] = {c + p, c, p};
                for (int i = 0; i < 3; ++i) {
                    lo[i] = std::min(lo[i], values[i]);
                    hi[i] = std::max(hi[i], values[i]);
                }
            }
        }
        const char *names[3] = {"total", "content", "position"};
        for (int i = 0; i < 3; ++i) {
            const QJsonObject range = json.value(QLatin1String(names[i])).toObject();
            QVERIFY(std::abs(range.value(QStringLiteral("min")).toDouble() - lo[i]) <= 1e-13);
            QVERIFY(std::abs(range.value(QStringLiteral("max")).toDouble() - hi[i]) <= 1e-13);
        }
        m_cli.clear();
    }
}

void TestCliShaw::clippingAtTheBorders()
{
    // q_0 = (1/2, 1): row 0's position term is (j/2 + 2j²)/√2, j = clip(s): s ≥ 2 use r_2.
    const Run run = m_cli.run(
        args({QStringLiteral("--q"), input(QStringLiteral("q.csv")), QStringLiteral("--k"),
              input(QStringLiteral("k.csv")), QStringLiteral("--rel"),
              input(QStringLiteral("r.csv")), QStringLiteral("--term"), QStringLiteral("position"),
              QStringLiteral("--csv"), QStringLiteral("p.csv")}));
    QCOMPARE(run.exitCode, 0);
    const Rows p = readCsv(m_cli.path(QStringLiteral("p.csv")));
    const double r2 = (1.0 + 8.0) / std::sqrt(2.0);
    for (int s = 2; s < kN; ++s)
        QVERIFY(std::abs(p[0][s] - r2) <= 1e-14);
    QVERIFY(std::abs(p[0][1] - 2.5 / std::sqrt(2.0)) <= 1e-14);
    // Row 6, q_6 = (6.5, −2): s ≤ 4 all use r_−2 = (−2, 8): (−13 − 16)/√2.
    for (int s = 0; s <= 4; ++s)
        QVERIFY(std::abs(p[6][s] - (-29.0 / std::sqrt(2.0))) <= 1e-13);
}

void TestCliShaw::seededJson()
{
    const Run run = m_cli.run(
        args({QStringLiteral("--positions"), QStringLiteral("30"), QStringLiteral("--dim"),
              QStringLiteral("8"), QStringLiteral("--clip"), QStringLiteral("4"),
              QStringLiteral("--seed"), QStringLiteral("9"), QStringLiteral("--json")}));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json.value(QStringLiteral("command")).toString(), QStringLiteral("shaw"));
    QCOMPARE(json.value(QStringLiteral("positions")).toInt(), 30);
    QCOMPARE(json.value(QStringLiteral("dim")).toInt(), 8);
    QCOMPARE(json.value(QStringLiteral("clip")).toInt(), 4);
    QCOMPARE(json.value(QStringLiteral("relative_vectors")).toInt(), 9);
    QCOMPARE(json.value(QStringLiteral("seed")).toInt(), 9);
    int clipped = 0;
    for (int t = 0; t < 30; ++t)
        for (int s = 0; s < 30; ++s)
            clipped += std::abs(s - t) > 4 ? 1 : 0;
    QCOMPARE(json.value(QStringLiteral("clipped_cells")).toInt(), clipped);
    const QJsonObject total = json.value(QStringLiteral("total")).toObject();
    QVERIFY(total.value(QStringLiteral("min")).toDouble() <
            total.value(QStringLiteral("max")).toDouble());
}

void TestCliShaw::sameSeedSameTable()
{
    const auto run = [this](const char *seed, const QString &out) {
        return m_cli.run(args(
            {QStringLiteral("--positions"), QStringLiteral("20"), QStringLiteral("--dim"),
             QStringLiteral("5"), QStringLiteral("--clip"), QStringLiteral("3"),
             QStringLiteral("--seed"), QString::fromLatin1(seed), QStringLiteral("--npy"), out}));
    };
    QCOMPARE(run("7", QStringLiteral("a.npy")).exitCode, 0);
    QCOMPARE(run("7", QStringLiteral("b.npy")).exitCode, 0);
    QCOMPARE(run("8", QStringLiteral("c.npy")).exitCode, 0);
    const auto bytes = [this](const char *name) {
        QFile file(m_cli.path(QString::fromLatin1(name)));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    QVERIFY(!bytes("a.npy").isEmpty());
    QCOMPARE(bytes("a.npy"), bytes("b.npy"));
    QVERIFY(bytes("a.npy") != bytes("c.npy"));
    QCOMPARE(bytes("a.npy").size(), 128 + 20 * 20 * 8);
}

void TestCliShaw::figures()
{
    const Run run = m_cli.run(
        args({QStringLiteral("--positions"), QStringLiteral("40"), QStringLiteral("--dim"),
              QStringLiteral("4"), QStringLiteral("--clip"), QStringLiteral("3"),
              QStringLiteral("--png"), QStringLiteral("a.png"), QStringLiteral("--width"),
              QStringLiteral("640"), QStringLiteral("--height"), QStringLiteral("480")}));
    QCOMPARE(run.exitCode, 0);
    const QImage image(m_cli.path(QStringLiteral("a.png")));
    QCOMPARE(image.size(), QSize(640, 480));
}

void TestCliShaw::defaultsAndViews()
{
    // Without sizes, the window's defaults: N = 64, d = 16, K = 4, seed 42.
    Run run = m_cli.run(args({QStringLiteral("--json")}));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json.value(QStringLiteral("positions")).toInt(), 64);
    QCOMPARE(json.value(QStringLiteral("dim")).toInt(), 16);
    QCOMPARE(json.value(QStringLiteral("clip")).toInt(), 4);
    QCOMPARE(json.value(QStringLiteral("seed")).toInt(), 42);
    QCOMPARE(json.value(QStringLiteral("view")).toString(), QStringLiteral("table"));
    run = m_cli.run(args({QStringLiteral("--list-views")}));
    QCOMPARE(run.exitCode, 0);
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 5);
    const char *views[] = {"table", "heatmap", "row", "relative", "value"};
    for (int i = 0; i < 5; ++i)
        QVERIFY2(lines[i].startsWith(views[i]), lines[i].constData());
}

void TestCliShaw::rowAndValueAgainstFormula()
{
    // Row t = 3 of the files' table: each key's offset, clip index, terms and softmax weight.
    const int t = 3;
    const Run run = m_cli.run(args(
        {QStringLiteral("--q"), input(QStringLiteral("q.csv")), QStringLiteral("--k"),
         input(QStringLiteral("k.csv")), QStringLiteral("--rel"), input(QStringLiteral("r.csv")),
         QStringLiteral("--view"), QStringLiteral("row"), QStringLiteral("--query"),
         QString::number(t), QStringLiteral("--csv"), QStringLiteral("row.csv")}));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const Rows row = readCsv(m_cli.path(QStringLiteral("row.csv")));
    QCOMPARE(int(row.size()), kN);
    double sum = 0.0;
    for (int s = 0; s < kN; ++s)
        sum += std::exp(content(t, s) + position(t, s));
    for (int s = 0; s < kN; ++s) {
        QCOMPARE(int(row[s].size()), 6);
        QCOMPARE(row[s][0], double(s - t));
        QCOMPARE(row[s][1], double(std::clamp(s - t, -kClip, kClip)));
        QVERIFY(std::abs(row[s][2] - content(t, s)) <= 1e-13);
        QVERIFY(std::abs(row[s][3] - position(t, s)) <= 1e-13);
        QVERIFY(std::abs(row[s][4] - (content(t, s) + position(t, s))) <= 1e-13);
        QVERIFY(std::abs(row[s][5] - std::exp(content(t, s) + position(t, s)) / sum) <= 1e-13);
    }
    // The relative vectors as read: rows j = −K … K.
    const Run rel = m_cli.run(
        args({QStringLiteral("--q"), input(QStringLiteral("q.csv")), QStringLiteral("--k"),
              input(QStringLiteral("k.csv")), QStringLiteral("--rel"),
              input(QStringLiteral("r.csv")), QStringLiteral("--view"), QStringLiteral("relative"),
              QStringLiteral("--csv"), QStringLiteral("rel.csv")}));
    QCOMPARE(rel.exitCode, 0);
    const Rows r = readCsv(m_cli.path(QStringLiteral("rel.csv")));
    QCOMPARE(int(r.size()), 2 * kClip + 1);
    for (int j = -kClip; j <= kClip; ++j)
        QVERIFY(r[j + kClip] == (std::vector<double>{rv(j, 0), rv(j, 1)}));
}

void TestCliShaw::seedWithFilesSeedsTheValues()
{
    // With files, --seed seeds only v and a^V: the value view changes, the table does not.
    const auto run = [this](const char *seed, const char *view, const QString &out) {
        return m_cli.run(args(
            {QStringLiteral("--q"), input(QStringLiteral("q.csv")), QStringLiteral("--k"),
             input(QStringLiteral("k.csv")), QStringLiteral("--rel"),
             input(QStringLiteral("r.csv")), QStringLiteral("--seed"), QString::fromLatin1(seed),
             QStringLiteral("--view"), QString::fromLatin1(view), QStringLiteral("--csv"), out}));
    };
    for (const char *view : {"table", "value"}) {
        QCOMPARE(run("3", view, QStringLiteral("a.csv")).exitCode, 0);
        QCOMPARE(run("4", view, QStringLiteral("b.csv")).exitCode, 0);
        const Rows a = readCsv(m_cli.path(QStringLiteral("a.csv")));
        const Rows b = readCsv(m_cli.path(QStringLiteral("b.csv")));
        QVERIFY(!a.empty());
        QCOMPARE(a == b, qstrcmp(view, "table") == 0);
        m_cli.clear();
    }
}

void TestCliShaw::heatmapWindowOfALargeTable()
{
    // N = 1100: the heatmap view is the 1024 × 1024 window around t = 1000 (rows 76 … 1099),
    // cell for cell the whole table's.
    const QStringList common{QStringLiteral("--positions"), QStringLiteral("1100"),
                             QStringLiteral("--dim"),       QStringLiteral("2"),
                             QStringLiteral("--clip"),      QStringLiteral("2"),
                             QStringLiteral("--query"),     QStringLiteral("1000")};
    Run run = m_cli.run(QStringList{QStringLiteral("shaw")} + common +
                        QStringList{QStringLiteral("--view"), QStringLiteral("heatmap"),
                                    QStringLiteral("--csv"), QStringLiteral("w.csv")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    run = m_cli.run(QStringList{QStringLiteral("shaw")} + common +
                    QStringList{QStringLiteral("--csv"), QStringLiteral("all.csv")});
    QCOMPARE(run.exitCode, 0);
    QFile file(m_cli.path(QStringLiteral("w.csv")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 1 + 1024);
    QVERIFY(lines[0].startsWith("t,s76,s77,"));
    QVERIFY(lines[1].startsWith("76,"));
    const Rows window = readCsv(m_cli.path(QStringLiteral("w.csv")));
    const Rows all = readCsv(m_cli.path(QStringLiteral("all.csv")));
    QCOMPARE(int(all.size()), 1100);
    for (int r : {0, 500, 1023})
        for (int c : {0, 700, 1023})
            QCOMPARE(window[r][c], all[76 + r][76 + c]);
}

void TestCliShaw::jsonAloneHoldsNoTable()
{
    // 20 000² cells would need 2.98 GiB: the report alone is made tile by tile.
    const QStringList sizes{QStringLiteral("--positions"), QStringLiteral("20000"),
                            QStringLiteral("--dim"),       QStringLiteral("2"),
                            QStringLiteral("--clip"),      QStringLiteral("1")};
    const Run run = m_cli.run(QStringList{QStringLiteral("shaw")} + sizes +
                              QStringList{QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    // |s − t| > 1: all but the N + 2(N − 1) cells of the three central diagonals.
    QCOMPARE(json.value(QStringLiteral("clipped_cells")).toDouble(),
             20000.0 * 20000.0 - 20000.0 - 2.0 * 19999.0);
    const Run table = m_cli.run(QStringList{QStringLiteral("shaw")} + sizes +
                                QStringList{QStringLiteral("--npy"), QStringLiteral("t.npy")});
    QCOMPARE(table.exitCode, 2);
    QVERIFY(table.err.contains("memory limit"));
    QVERIFY(m_cli.entries().isEmpty());
}

void TestCliShaw::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("keyword");
    const QString q = input(QStringLiteral("q.csv")), k = input(QStringLiteral("k.csv")),
                  r = input(QStringLiteral("r.csv"));
    const auto files = [&](const QString &qf, const QString &kf, const QString &rf) {
        return args({QStringLiteral("--q"), qf, QStringLiteral("--k"), kf, QStringLiteral("--rel"),
                     rf, QStringLiteral("--json")});
    };
    const auto seeded = [](const char *n, const char *d, const char *clip) {
        return args({QStringLiteral("--positions"), QString::fromLatin1(n), QStringLiteral("--dim"),
                     QString::fromLatin1(d), QStringLiteral("--clip"), QString::fromLatin1(clip),
                     QStringLiteral("--json")});
    };
    QTest::newRow("K < 0") << seeded("8", "4", "-1") << QStringLiteral("--clip");
    QTest::newRow("K not a number") << seeded("8", "4", "2x") << QStringLiteral("--clip");
    QTest::newRow("N = 0") << seeded("0", "4", "1") << QStringLiteral("positions");
    QTest::newRow("d = 0") << seeded("8", "0", "1") << QStringLiteral("--dim");
    QTest::newRow("unknown term") << (seeded("8", "4", "1")
                                      << QStringLiteral("--term") << QStringLiteral("bias"))
                                  << QStringLiteral("--term");
    QTest::newRow("seed 2^53") << (seeded("8", "4", "1") << QStringLiteral("--seed")
                                                         << QStringLiteral("9007199254740992"))
                               << QStringLiteral("--seed");
    QTest::newRow("query row beyond N")
        << (seeded("8", "4", "1") << QStringLiteral("--query") << QStringLiteral("8"))
        << QStringLiteral("query row");
    QTest::newRow("query row beyond the files' N")
        << (files(q, k, r) << QStringLiteral("--view") << QStringLiteral("row")
                           << QStringLiteral("--query") << QStringLiteral("7")
                           << QStringLiteral("--csv") << QStringLiteral("row.csv"))
        << QStringLiteral("query row");
    QTest::newRow("unknown view") << (seeded("8", "4", "1")
                                      << QStringLiteral("--view") << QStringLiteral("scores"))
                                  << QStringLiteral("no view");
    QTest::newRow("figure of a table-only view")
        << (seeded("8", "4", "1") << QStringLiteral("--view") << QStringLiteral("row")
                                  << QStringLiteral("--png") << QStringLiteral("row.png"))
        << QStringLiteral("no figure");
    QTest::newRow("N x N above the memory limit")
        << args({QStringLiteral("--positions"), QStringLiteral("100000"), QStringLiteral("--dim"),
                 QStringLiteral("2"), QStringLiteral("--clip"), QStringLiteral("1"),
                 QStringLiteral("--csv"), QStringLiteral("big.csv")})
        << QStringLiteral("memory limit");
    QTest::newRow("missing file") << files(input(QStringLiteral("none.npy")), k, r)
                                  << QStringLiteral("none.npy");
    QTest::newRow("malformed file")
        << files(q, input(QStringLiteral("bad.csv")), r) << QStringLiteral("bad.csv");
    QTest::newRow("NaN in q") << files(input(QStringLiteral("qnan.csv")), k, r)
                              << QStringLiteral("qnan.csv");
    QTest::newRow("k shape") << files(q, input(QStringLiteral("k6.csv")), r)
                             << QStringLiteral("shape of q");
    QTest::newRow("r even rows") << files(q, k, input(QStringLiteral("r4.csv")))
                                 << QStringLiteral("odd number");
    QTest::newRow("r columns") << files(q, k, input(QStringLiteral("r3cols.csv")))
                               << QStringLiteral("columns");
    QTest::newRow("--rel missing")
        << args({QStringLiteral("--q"), q, QStringLiteral("--k"), k, QStringLiteral("--json")})
        << QStringLiteral("--rel");
    QTest::newRow("N disagrees with files")
        << (files(q, k, r) << QStringLiteral("--positions") << QStringLiteral("9"))
        << QStringLiteral("disagrees");
}

void TestCliShaw::badArguments()
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

// The window's exports of the score table and of the heatmap's window of a large table, and
// pelab-cli shaw --view V given the parameters the window's session records: the same bytes.
void TestCliShaw::windowAndCommandWriteTheSameBytes()
{
    const TabSpec &spec = *TabSpecs::find(QStringLiteral("shaw"));
    ShawPage page;
    page.setParameters(QJsonObject{{QStringLiteral("positions"), 1100},
                                   {QStringLiteral("dim"), 3},
                                   {QStringLiteral("clip"), 3},
                                   {QStringLiteral("seed"), 5},
                                   {QStringLiteral("query"), 40},
                                   {QStringLiteral("term"), QStringLiteral("content")}},
                       nullptr);
    ExportController controller(nullptr);
    controller.setPage(&page);
    for (const char *view : {"table", "heatmap"}) {
        QVERIFY(page.setSessionView(QLatin1String(view)));
        QVERIFY(QTest::qWaitFor([&] { return !page.isComputing() && page.exportTable().isValid(); },
                                60000));
        const QString name = QLatin1String(view) + QStringLiteral(".npy");
        QVERIFY(controller.writeData(input(name), ExportFormat::Npy).ok());
        QStringList arguments{QStringLiteral("shaw"), QStringLiteral("--view"), QLatin1String(view),
                              QStringLiteral("--npy"), name};
        const QJsonObject parameters = page.parameters();
        for (auto it = parameters.begin(); it != parameters.end(); ++it) {
            const Parameter &p = spec.parameter(it.key());
            arguments << QStringLiteral("--") + it.key() + QLatin1Char('=') +
                             p.toText(p.fromJson(it.value(), nullptr));
        }
        const Run run = m_cli.run(arguments);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QFile window(input(name)), cli(m_cli.path(name));
        QVERIFY(window.open(QIODevice::ReadOnly) && cli.open(QIODevice::ReadOnly));
        const QByteArray bytes = window.readAll();
        // The whole 1100 × 1100 table; the heatmap's 1024 × 1024 window from row 0 (t = 40).
        const qint64 n = qstrcmp(view, "table") == 0 ? 1100 : 1024;
        QCOMPARE(bytes.size(), 128 + n * n * 8);
        QVERIFY2(cli.readAll() == bytes, view);
    }
}

QTEST_MAIN(TestCliShaw)
#include "tst_clishaw.moc"
