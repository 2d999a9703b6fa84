// `pelab-cli shaw` run as a process: scores from files against the formula computed here,
// clipping at the borders, the JSON report, the same seed giving the same table, and every
// error path (exit 2, one line naming the problem).
#include "clitestutils.h"

#include "export/exporter.h"
#include "sessionreplay.h"
#include "tabs/shaw/shawcontrols.h"
#include "tabs/shaw/shawpage.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

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
    void badArguments_data();
    void badArguments();
    void sessionReplayIsByteIdentical();

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
    QTest::newRow("K < 0") << seeded("8", "4", "-1") << QStringLiteral("at least 0");
    QTest::newRow("K not a number") << seeded("8", "4", "2x") << QStringLiteral("--clip");
    QTest::newRow("N = 0") << seeded("0", "4", "1") << QStringLiteral("positions");
    QTest::newRow("d = 0") << seeded("8", "0", "1") << QStringLiteral("head width");
    QTest::newRow("--dim missing")
        << args({QStringLiteral("--positions"), QStringLiteral("8"), QStringLiteral("--clip"),
                 QStringLiteral("1"), QStringLiteral("--json")})
        << QStringLiteral("--dim");
    QTest::newRow("unknown term") << (seeded("8", "4", "1")
                                      << QStringLiteral("--term") << QStringLiteral("bias"))
                                  << QStringLiteral("unknown term");
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
    QTest::newRow("seed and files")
        << (files(q, k, r) << QStringLiteral("--seed") << QStringLiteral("3"))
        << QStringLiteral("exclude");
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

void TestCliShaw::sessionReplayIsByteIdentical()
{
    // The tab's export of the content term, then the session's plan run by pelab-cli: the same
    // bytes (the table and the command share the same per-cell arithmetic).
    ShawPage page;
    page.setParameters(QJsonObject{{QStringLiteral("positions"), 30},
                                   {QStringLiteral("dim"), 8},
                                   {QStringLiteral("clip"), 3},
                                   {QStringLiteral("seed"), 5},
                                   {QStringLiteral("term"), QStringLiteral("content")}},
                       nullptr);
    page.setCurrentView(ShawPage::HeatmapView);
    QVERIFY(QTest::qWaitFor(
        [&] {
            return page.shownWindow() && page.shownWindow()->rows() == 30 && !page.isComputing();
        },
        60000));
    const QString windowFile = input(QStringLiteral("window.csv"));
    QVERIFY(Exporter::writeData(page.exportTable(), ExportFormat::Csv, windowFile).ok());
    SessionExport entry;
    entry.tab = page.sessionKey();
    entry.view = page.sessionView();
    entry.parameters = page.parameters();
    entry.format = ExportFormat::Csv;
    const SessionReplay::Plan plan = SessionReplay::plan(entry, QStringLiteral("cli.csv"));
    QVERIFY2(plan.ok(), qPrintable(plan.error));
    QCOMPARE(plan.command, QStringLiteral("shaw"));
    const Run run = m_cli.run(QStringList{plan.command} + plan.options);
    QCOMPARE(run.exitCode, 0);
    QFile window(windowFile), cli(m_cli.path(QStringLiteral("cli.csv")));
    QVERIFY(window.open(QIODevice::ReadOnly) && cli.open(QIODevice::ReadOnly));
    const QByteArray bytes = window.readAll();
    QVERIFY(bytes.startsWith("t,s0,"));
    QCOMPARE(cli.readAll(), bytes);
    // Above 1024 positions the window exports a window of the table, and the row view has no
    // command: the page replays them.
    entry.parameters.insert(QStringLiteral("positions"), 5000);
    QVERIFY(SessionReplay::plan(entry, QStringLiteral("x.csv")).viaPage);
    entry.view = QStringLiteral("row");
    entry.parameters.insert(QStringLiteral("positions"), 30);
    QVERIFY(SessionReplay::plan(entry, QStringLiteral("x.csv")).viaPage);
}

QTEST_MAIN(TestCliShaw)
#include "tst_clishaw.moc"
