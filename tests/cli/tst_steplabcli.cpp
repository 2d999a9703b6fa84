#include "clitestutils.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <vector>

using namespace CliTestUtils;

namespace {

std::vector<double> pe(double t, int d)
{
    std::vector<double> v;
    for (int j = 0; j < d; ++j)
        v.push_back(expectedValue(qint64(t), j, d, 10000.0, false));
    return v;
}

double distance(const std::vector<double> &a, const std::vector<double> &b)
{
    double s = 0.0;
    for (std::size_t j = 0; j < a.size(); ++j)
        s += (a[j] - b[j]) * (a[j] - b[j]);
    return std::sqrt(s);
}

QStringList args(std::initializer_list<const char *> list)
{
    QStringList out{QStringLiteral("steplab")};
    for (const char *a : list)
        out << QString::fromUtf8(a);
    return out;
}

} // namespace

// `pelab-cli steplab` as its users run it: the JSON report against the formula, the off
// control, every bad input, and the step table and figure files read back.
class TestStepLabCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(m_cli.isValid(), qPrintable(CliFixture::program())); }
    void cleanup() { m_cli.clear(); }
    void help();
    void jsonReport_data();
    void jsonReport();
    void offControl();
    void mistakeReport();
    void defaults();
    void badInput_data();
    void badInput();
    void csvIsTheStepTable();
    void figures();

private:
    QJsonObject json(const QStringList &arguments)
    {
        const Run run = m_cli.run(arguments);
        if (run.exitCode != 0 || !run.err.isEmpty())
            qWarning("exit %d: %s", run.exitCode, run.err.constData());
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(run.out, &error);
        if (error.error != QJsonParseError::NoError)
            qWarning("%s", qPrintable(error.errorString()));
        return document.object();
    }

    CliFixture m_cli;
};

void TestStepLabCli::help()
{
    const Run run = m_cli.run(args({"--help"}));
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.startsWith("Usage: pelab-cli steplab [--positions P,Q] [--dim D]"),
             run.out.constData());
    for (const char *option :
         {"--positions", "--dim", "--base", "--off", "--step", "--mistake", "--csv", "--png",
          "--svg", "--pdf", "--json", "--view", "--list-views"})
        QVERIFY2(run.out.contains(option), option);
    // The command writes step 6 unless told otherwise; the window starts at step 1.
    QVERIFY2(run.out.contains("(default 6)"), run.out.constData());
    QVERIFY(run.out.contains("none, same-pe, two-denominators"));
    const Run views = m_cli.run(args({"--list-views"}));
    QCOMPARE(views.exitCode, 0);
    QVERIFY2(views.out.startsWith("main"), views.out.constData());
    QCOMPARE(views.out.count('\n'), 1);
    const Run all = m_cli.run({QStringLiteral("--help")});
    QVERIFY(all.out.contains("steplab"));
}

void TestStepLabCli::jsonReport_data()
{
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("q");
    QTest::addColumn<int>("d");
    QTest::newRow("the at 0 and 3") << 0 << 3 << 8;
    QTest::newRow("fast pair") << 0 << 6 << 8;
    QTest::newRow("offset only") << 10 << 13 << 8;
    QTest::newRow("q before p") << 5 << 2 << 4;
    QTest::newRow("widest") << 1 << 32 << 64;
}

void TestStepLabCli::jsonReport()
{
    QFETCH(int, p);
    QFETCH(int, q);
    QFETCH(int, d);
    const QJsonObject report = json({QStringLiteral("steplab"), QStringLiteral("--positions"),
                                     QStringLiteral("%1,%2").arg(p).arg(q), QStringLiteral("--dim"),
                                     QString::number(d), QStringLiteral("--json")});
    QCOMPARE(report.value(QStringLiteral("command")).toString(), QStringLiteral("steplab"));
    QCOMPARE(report.value(QStringLiteral("p")).toInt(), p);
    QCOMPARE(report.value(QStringLiteral("q")).toInt(), q);
    QCOMPARE(report.value(QStringLiteral("position_signal")).toBool(), true);
    const std::vector<double> peP = pe(p, d);
    const std::vector<double> peQ = pe(q, d);
    const QJsonArray jp = report.value(QStringLiteral("pe_p")).toArray();
    const QJsonArray jq = report.value(QStringLiteral("pe_q")).toArray();
    const QJsonArray diff = report.value(QStringLiteral("difference")).toArray();
    QCOMPARE(jp.size(), d);
    QCOMPARE(jq.size(), d);
    QCOMPARE(diff.size(), d);
    for (int j = 0; j < d; ++j) {
        QVERIFY(std::abs(jp[j].toDouble() - peP[std::size_t(j)]) <= 1e-12);
        QVERIFY(std::abs(jq[j].toDouble() - peQ[std::size_t(j)]) <= 1e-12);
        QVERIFY(std::abs(diff[j].toDouble() - (peQ[std::size_t(j)] - peP[std::size_t(j)])) <=
                1e-12);
    }
    const double norm = distance(peQ, peP);
    QVERIFY(std::abs(report.value(QStringLiteral("norm")).toDouble() - norm) <= 1e-12);
    const QJsonArray pairs = report.value(QStringLiteral("pair_distances")).toArray();
    QCOMPARE(pairs.size(), d / 2);
    for (int i = 0; i < d / 2; ++i) {
        const double expected =
            std::hypot(peQ[std::size_t(2 * i)] - peP[std::size_t(2 * i)],
                       peQ[std::size_t(2 * i + 1)] - peP[std::size_t(2 * i + 1)]);
        QVERIFY(std::abs(pairs[i].toDouble() - expected) <= 1e-12);
    }
    const QJsonArray byPosition = report.value(QStringLiteral("norm_by_position")).toArray();
    QCOMPARE(byPosition.size(), 32);
    for (int t = 1; t <= 32; ++t)
        QVERIFY(std::abs(byPosition[t - 1].toDouble() - distance(pe(t, d), peP)) <= 1e-12);
    QCOMPARE(report.value(QStringLiteral("pairs")).toArray().size(), d / 2);
    QVERIFY(report.value(QStringLiteral("outputs")).toArray().isEmpty());
}

void TestStepLabCli::offControl()
{
    const QJsonObject report = json(args({"--positions", "0,3", "--dim", "8", "--off", "--json"}));
    QCOMPARE(report.value(QStringLiteral("position_signal")).toBool(), false);
    for (const char *key : {"difference", "pair_distances", "norm_by_position", "added_q"}) {
        const QJsonArray values = report.value(QLatin1String(key)).toArray();
        QVERIFY2(!values.isEmpty(), key);
        for (const QJsonValue &v : values)
            QCOMPARE(v.toDouble(), 0.0);
    }
    QCOMPARE(report.value(QStringLiteral("norm")).toDouble(), 0.0);
    // The PE candidates are still reported, and the on length for comparison.
    QVERIFY(std::abs(report.value(QStringLiteral("pe_q")).toArray()[0].toDouble() -
                     std::sin(3.0)) <= 1e-15);
    QVERIFY(std::abs(report.value(QStringLiteral("norm_on")).toDouble() -
                     distance(pe(3, 8), pe(0, 8))) <= 1e-12);
}

void TestStepLabCli::mistakeReport()
{
    const QJsonObject report =
        json(args({"--positions", "0,3", "--dim", "8", "--mistake", "concatenation", "--json"}));
    const QJsonObject mistake = report.value(QStringLiteral("mistake")).toObject();
    QCOMPARE(mistake.value(QStringLiteral("id")).toString(), QStringLiteral("concatenation"));
    QCOMPARE(mistake.value(QStringLiteral("width")).toInt(), 16);
    QVERIFY(mistake.value(QStringLiteral("consequence"))
                .toString()
                .contains(QStringLiteral("8 to 16")));
    const QJsonObject same =
        json(args({"--positions", "0,3", "--dim", "8", "--mistake", "same-pe", "--json"}));
    QCOMPARE(same.value(QStringLiteral("mistake"))
                 .toObject()
                 .value(QStringLiteral("mistaken_norm"))
                 .toDouble(),
             0.0);
}

void TestStepLabCli::defaults()
{
    // Without --positions and --dim: the window's "the" at 0 and 3, d = 8; step 6.
    const QJsonObject report = json(args({"--json"}));
    QCOMPARE(report.value(QStringLiteral("p")).toInt(), 0);
    QCOMPARE(report.value(QStringLiteral("q")).toInt(), 3);
    QCOMPARE(report.value(QStringLiteral("dim")).toInt(), 8);
    QCOMPARE(report.value(QStringLiteral("base")).toDouble(), 10000.0);
    QCOMPARE(report.value(QStringLiteral("step")).toInt(), 6);
    QVERIFY(std::abs(report.value(QStringLiteral("norm")).toDouble() -
                     distance(pe(3, 8), pe(0, 8))) <= 1e-12);
    QVERIFY(!report.contains(QStringLiteral("mistake")));
    // --mistake none is the walk-through, as is no --mistake.
    const QJsonObject none = json(args({"--mistake", "none", "--step", "2", "--json"}));
    QVERIFY(!none.contains(QStringLiteral("mistake")));
    QCOMPARE(none.value(QStringLiteral("step")).toInt(), 2);
    // The first q where the length falls, from the formula.
    int expected = 0;
    for (int t = 2; t <= 32 && expected == 0; ++t) {
        if (distance(pe(t, 8), pe(0, 8)) < distance(pe(t - 1, 8), pe(0, 8)))
            expected = t;
    }
    QCOMPARE(report.value(QStringLiteral("first_decrease_q")).toInt(), expected);
}

void TestStepLabCli::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("keyword");
    QTest::newRow("odd d") << args({"--positions", "0,3", "--dim", "7", "--json"}) << "even";
    QTest::newRow("d 66") << args({"--positions", "0,3", "--dim", "66", "--json"})
                          << "--dim must be an even integer from 2 to 64";
    QTest::newRow("d 0") << args({"--positions", "0,3", "--dim", "0", "--json"})
                         << "--dim must be an even integer from 2 to 64";
    QTest::newRow("one position") << args({"--positions", "3", "--dim", "8", "--json"})
                                  << "exactly two positions";
    QTest::newRow("three positions")
        << args({"--positions", "0,3,5", "--dim", "8", "--json"}) << "exactly two positions";
    QTest::newRow("negative p") << args({"--positions", "-1,3", "--dim", "8", "--json"})
                                << "position p must be 0 or more";
    QTest::newRow("negative q") << args({"--positions", "0,-3", "--dim", "8", "--json"})
                                << "position q must be 0 or more";
    QTest::newRow("not a number") << args({"--positions", "0,x", "--dim", "8", "--json"})
                                  << "not an integer";
    QTest::newRow("positions beyond 2^40")
        << args({"--positions", "0,1099511627777", "--dim", "8", "--json"}) << "beyond 2^40";
    QTest::newRow("base not a number")
        << args({"--positions", "0,3", "--dim", "8", "--base", "x", "--json"}) << "--base";
    QTest::newRow("step 0") << args({"--positions", "0,3", "--step", "0", "--json"}) << "--step";
    QTest::newRow("no such view") << args({"--view", "length", "--json"}) << "no view";
    QTest::newRow("step 4 of d 4 has no table")
        << args({"--dim", "4", "--step", "4", "--csv", "x.csv"}) << "no such pairs";
    QTest::newRow("base 1") << args({"--positions", "0,3", "--dim", "8", "--base", "1", "--json"})
                            << "base";
    QTest::newRow("step 8") << args({"--positions", "0,3", "--dim", "8", "--step", "8", "--json"})
                            << "--step";
    QTest::newRow("unknown mistake")
        << args({"--positions", "0,3", "--dim", "8", "--mistake", "typo", "--json"}) << "typo";
    QTest::newRow("nothing to do") << args({"--positions", "0,3", "--dim", "8"}) << "nothing to do";
}

void TestStepLabCli::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, keyword);
    const Run run = m_cli.run(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.startsWith("pelab-cli: "), run.err.constData());
    QCOMPARE(run.err.count('\n'), 1); // one line
    QVERIFY2(QString::fromUtf8(run.err).contains(keyword), run.err.constData());
    QVERIFY(m_cli.entries().isEmpty());
}

void TestStepLabCli::csvIsTheStepTable()
{
    const QString csv = m_cli.path(QStringLiteral("step6.csv"));
    const Run run =
        m_cli.run(args({"--positions", "0,3", "--dim", "8", "--csv", csv.toUtf8().constData()}));
    QCOMPARE(run.exitCode, 0);
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 1 + 8 + 1); // header, j = 0 … 7, the length row
    QCOMPARE(lines[0].trimmed(), QByteArray("j,added_p,added_q,difference,squared"));
    const std::vector<double> p = pe(0, 8);
    const std::vector<double> q = pe(3, 8);
    for (int j = 0; j < 8; ++j) {
        const QList<QByteArray> fields = lines[j + 1].trimmed().split(',');
        QCOMPARE(fields[0].toInt(), j);
        QCOMPARE(fields[3].toDouble(), q[std::size_t(j)] - p[std::size_t(j)]);
    }
    const QList<QByteArray> last = lines[9].trimmed().split(',');
    QCOMPARE(last[0], QByteArray("length"));
    QVERIFY(std::abs(last[3].toDouble() - distance(q, p)) <= 1e-12);

    // --step chooses the table: step 2 is the first pair at p and q.
    const QString csv2 = m_cli.path(QStringLiteral("step2.csv"));
    QCOMPARE(m_cli
                 .run(args({"--positions", "0,3", "--dim", "8", "--step", "2", "--csv",
                            csv2.toUtf8().constData()}))
                 .exitCode,
             0);
    QFile file2(csv2);
    QVERIFY(file2.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines2 = file2.readAll().trimmed().split('\n');
    QCOMPARE(lines2.size(), 3);
    QCOMPARE(lines2[0].trimmed(),
             QByteArray("pair_position,position,denominator,omega,angle,sin,cos"));
    QCOMPARE(lines2[2].trimmed().split(',')[5].toDouble(), std::sin(3.0));
}

void TestStepLabCli::figures()
{
    const QString png = m_cli.path(QStringLiteral("step.png"));
    const QString svg = m_cli.path(QStringLiteral("step.svg"));
    const QString pdf = m_cli.path(QStringLiteral("step.pdf"));
    const Run run =
        m_cli.run(args({"--positions", "0,6", "--dim", "8", "--png", png.toUtf8().constData(),
                        "--svg", svg.toUtf8().constData(), "--pdf", pdf.toUtf8().constData(),
                        "--width", "1000", "--height", "500", "--json"}));
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    const QJsonObject report = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(report.value(QStringLiteral("outputs")).toArray().size(), 3);
    const QImage image(png, "png");
    QCOMPARE(image.size(), QSize(1000, 500));
    QCOMPARE(image.pixelColor(1, 1), QColor(Qt::white));
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    const QByteArray svgText = svgFile.readAll();
    QVERIFY(svgText.contains("<svg"));
    QVERIFY(svgText.contains("compared position q")); // vector text, not an image
    QFile pdfFile(pdf);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    QVERIFY(pdfFile.read(5) == "%PDF-");

    // Another step, and the off control: still a figure.
    const QString off = m_cli.path(QStringLiteral("off.png"));
    QCOMPARE(m_cli
                 .run(args({"--positions", "0,3", "--dim", "8", "--off", "--step", "7", "--png",
                            off.toUtf8().constData()}))
                 .exitCode,
             0);
    QVERIFY(!QImage(off, "png").isNull());
}

QTEST_MAIN(TestStepLabCli)
#include "tst_steplabcli.moc"
