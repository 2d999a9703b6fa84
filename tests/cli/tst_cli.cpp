#include "clitestutils.h"
#include "testutils.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <QRegularExpression>

#include <algorithm>

using namespace CliTestUtils;

// pelab-cli as its users run it: help, every bad argument, failed writes and the JSON report.
class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(m_cli.isValid(), qPrintable(CliFixture::program())); }
    void cleanup() { m_cli.clear(); }
    void helpAndVersion();
    void badArguments_data();
    void badArguments();
    void failedWrite_data();
    void failedWrite();
    void jsonReport();
    void jsonSameWithAndWithoutTable();
    void dotOffsets();
    void defaultsNeedNoOption_data();
    void defaultsNeedNoOption();
    void figureLanguage();

private:
    CliFixture m_cli;
};

void TestCli::helpAndVersion()
{
    Run help = m_cli.run({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.startsWith("Usage: pelab-cli COMMAND"));
    QVERIFY(help.out.contains("sinusoidal"));
    QVERIFY(help.err.isEmpty());

    help = m_cli.run({QStringLiteral("sinusoidal"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY2(help.out.startsWith("Usage: pelab-cli sinusoidal [--positions N] [--dim D] [options]"),
             help.out.constData());
    for (const char *option :
         {"--positions", "--dim", "--base", "--start", "--layout", "--colormap", "--csv", "--npy",
          "--png", "--svg", "--pdf", "--width", "--height", "--dpi", "--json"})
        QVERIFY2(help.out.contains(option), option);
    QVERIFY(help.err.isEmpty());

    const Run version = m_cli.run({QStringLiteral("--version")});
    QCOMPARE(version.exitCode, 0);
    QCOMPARE(version.out, QByteArray("pelab-cli " PELAB_VERSION "\n"));
    QVERIFY(version.err.isEmpty());
}

void TestCli::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("keyword");
    const QString s = QStringLiteral("sinusoidal");
    const QStringList ok = {s, QStringLiteral("--positions"), QStringLiteral("8"),
                            QStringLiteral("--dim"), QStringLiteral("8")};
    const auto with = [&ok](std::initializer_list<const char *> extra) {
        QStringList arguments = ok;
        for (const char *argument : extra)
            arguments << QString::fromUtf8(argument);
        return arguments;
    };
    QTest::newRow("no command") << QStringList() << QStringLiteral("no command");
    QTest::newRow("unknown command")
        << QStringList{QStringLiteral("cosine")} << QStringLiteral("cosine");
    QTest::newRow("option before command")
        << QStringList{QStringLiteral("--json")} << QStringLiteral("unknown option");
    QTest::newRow("trailing text") << QStringList{s,
                                                  QStringLiteral("--positions"),
                                                  QStringLiteral("12abc"),
                                                  QStringLiteral("--dim"),
                                                  QStringLiteral("8"),
                                                  QStringLiteral("--json")}
                                   << QStringLiteral("12abc");
    QTest::newRow("empty number") << QStringList{s, QStringLiteral("--positions="),
                                                 QStringLiteral("--dim"), QStringLiteral("8"),
                                                 QStringLiteral("--json")}
                                  << QStringLiteral("--positions");
    QTest::newRow("integer with exponent") << QStringList{s,
                                                          QStringLiteral("--positions"),
                                                          QStringLiteral("1e3"),
                                                          QStringLiteral("--dim"),
                                                          QStringLiteral("8"),
                                                          QStringLiteral("--json")}
                                           << QStringLiteral("an integer");
    QTest::newRow("integer too large") << QStringList{s,
                                                      QStringLiteral("--positions"),
                                                      QStringLiteral("99999999999999999999"),
                                                      QStringLiteral("--dim"),
                                                      QStringLiteral("8"),
                                                      QStringLiteral("--json")}
                                       << QStringLiteral("--positions");
    QTest::newRow("base overflows")
        << with({"--base", "1e999", "--json"}) << QStringLiteral("--base");
    QTest::newRow("base nan") << with({"--base", "nan", "--json"}) << QStringLiteral("--base");
    QTest::newRow("base comma") << with({"--base", "10000,5", "--json"})
                                << QStringLiteral("--base");
    QTest::newRow("base 1") << with({"--base", "1", "--json"}) << QStringLiteral("base");
    QTest::newRow("odd dim") << QStringList{s,
                                            QStringLiteral("--positions"),
                                            QStringLiteral("8"),
                                            QStringLiteral("--dim"),
                                            QStringLiteral("7"),
                                            QStringLiteral("--json")}
                             << QStringLiteral("even");
    QTest::newRow("zero positions") << QStringList{s,
                                                   QStringLiteral("--positions"),
                                                   QStringLiteral("0"),
                                                   QStringLiteral("--dim"),
                                                   QStringLiteral("8"),
                                                   QStringLiteral("--json")}
                                    << QStringLiteral("positions");
    QTest::newRow("negative start") << with({"--start", "-1", "--json"}) << QStringLiteral("start");
    QTest::newRow("unknown layout")
        << with({"--layout", "diagonal", "--json"}) << QStringLiteral("layout");
    QTest::newRow("unknown colormap")
        << with({"--colormap", "jet", "--json"}) << QStringLiteral("colormap");
    QTest::newRow("narrow figure")
        << with({"--width", "8", "--png", "x.png"}) << QStringLiteral("width");
    QTest::newRow("tall figure") << with({"--height", "99999", "--png", "x.png"})
                                 << QStringLiteral("height");
    QTest::newRow("fine figure") << with({"--dpi", "2000", "--png", "x.png"})
                                 << QStringLiteral("resolution");
    QTest::newRow("width not a number")
        << with({"--width", "wide", "--png", "x.png"}) << QStringLiteral("--width");
    QTest::newRow("unknown option")
        << with({"--frobnicate", "--json"}) << QStringLiteral("frobnicate");
    QTest::newRow("missing value") << with({"--json", "--csv"}) << QStringLiteral("--csv");
    QTest::newRow("value for a switch") << with({"--json=yes"}) << QStringLiteral("json");
    QTest::newRow("extra argument") << with({"--json", "extra"}) << QStringLiteral("extra");
    QTest::newRow("nothing to do") << ok << QStringLiteral("nothing to do");
    QTest::newRow("too much memory") << QStringList{s,
                                                    QStringLiteral("--positions"),
                                                    QStringLiteral("100000000"),
                                                    QStringLiteral("--dim"),
                                                    QStringLiteral("8192"),
                                                    QStringLiteral("--json")}
                                     << QStringLiteral("memory limit");
}

void TestCli::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, keyword);
    const Run result = m_cli.run(arguments);
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.out.isEmpty(), result.out.constData());
    const QString err = QString::fromLocal8Bit(result.err);
    QVERIFY2(err.startsWith(QStringLiteral("pelab-cli: ")), qPrintable(err));
    QVERIFY2(err.endsWith(QLatin1Char('\n')) && err.count(QLatin1Char('\n')) == 1,
             qPrintable(err)); // exactly one line
    QVERIFY2(err.contains(keyword), qPrintable(err));
    QVERIFY(m_cli.entries().isEmpty()); // nothing written
}

void TestCli::failedWrite_data()
{
    QTest::addColumn<QString>("option");
    for (const char *option : {"csv", "npy", "png", "svg", "pdf"})
        QTest::newRow(option) << QString::fromLatin1(option);
}

void TestCli::failedWrite()
{
    QFETCH(QString, option);
    // Into a missing directory, and onto a directory.
    const QString missing = m_cli.path(QStringLiteral("missing/out.") + option);
    Run result = m_cli.run({QStringLiteral("sinusoidal"), QStringLiteral("--positions"),
                            QStringLiteral("16"), QStringLiteral("--dim"), QStringLiteral("8"),
                            QStringLiteral("--") + option, missing});
    QCOMPARE(result.exitCode, 1);
    QString err = QString::fromLocal8Bit(result.err);
    QCOMPARE(
        err,
        QStringLiteral("pelab-cli: cannot write %1: No such file or directory\n").arg(missing));
    QVERIFY(m_cli.entries().isEmpty());

    QVERIFY(QDir().mkdir(m_cli.path(QStringLiteral("occupied"))));
    result = m_cli.run({QStringLiteral("sinusoidal"), QStringLiteral("--positions"),
                        QStringLiteral("16"), QStringLiteral("--dim"), QStringLiteral("8"),
                        QStringLiteral("--") + option, m_cli.path(QStringLiteral("occupied"))});
    QCOMPARE(result.exitCode, 1);
    err = QString::fromLocal8Bit(result.err);
    QVERIFY2(err.startsWith(QStringLiteral("pelab-cli: cannot write %1")
                                .arg(m_cli.path(QStringLiteral("occupied")))),
             qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
    QCOMPARE(m_cli.entries(), QStringList{QStringLiteral("occupied")}); // no temp files
    QVERIFY(result.out.isEmpty());
}

void TestCli::jsonReport()
{
    const Run result = m_cli.run(
        {QStringLiteral("sinusoidal"), QStringLiteral("--positions"), QStringLiteral("2048"),
         QStringLiteral("--dim"), QStringLiteral("256"), QStringLiteral("--base"),
         QStringLiteral("10000"), QStringLiteral("--start"), QStringLiteral("7"),
         QStringLiteral("--layout"), QStringLiteral("split"), QStringLiteral("--json")});
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(result.err.isEmpty(), result.err.constData());
    QJsonParseError error;
    const QJsonObject json = QJsonDocument::fromJson(result.out, &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, result.out.constData());
    for (const char *key :
         {"positions", "dim", "base", "start", "layout", "min", "max", "max_norm_error",
          "max_shift_residual", "max_dot_error", "tolerance", "passed", "outputs"})
        QVERIFY2(json.contains(QLatin1String(key)), key);
    QCOMPARE(json.value(QStringLiteral("positions")).toInteger(), 2048);
    QCOMPARE(json.value(QStringLiteral("dim")).toInteger(), 256);
    QCOMPARE(json.value(QStringLiteral("base")).toDouble(), 10000.0);
    QCOMPARE(json.value(QStringLiteral("start")).toInteger(), 7);
    QCOMPARE(json.value(QStringLiteral("layout")).toString(), QStringLiteral("split"));
    const double min = json.value(QStringLiteral("min")).toDouble();
    const double max = json.value(QStringLiteral("max")).toDouble();
    QVERIFY2(min >= -1.0 && min < -0.9999, qPrintable(QString::number(min, 'g', 17)));
    QVERIFY2(max <= 1.0 && max > 0.9999, qPrintable(QString::number(max, 'g', 17)));
    QVERIFY(json.value(QStringLiteral("max_norm_error")).toDouble() < 1e-9);
    QVERIFY(json.value(QStringLiteral("max_shift_residual")).toDouble() < 1e-9);
    QVERIFY(json.value(QStringLiteral("max_dot_error")).toDouble() < 1e-9);
    QVERIFY(json.value(QStringLiteral("tolerance")).toDouble() > 0.0);
    QCOMPARE(json.value(QStringLiteral("passed")).toBool(), true);
}

// `--json` alone checks the table block by block without holding it; with an export the whole
// table is computed and checked. The reports must be identical, byte for byte, and so must they
// be under a ',' locale.
void TestCli::jsonSameWithAndWithoutTable()
{
    const QStringList parameters = {QStringLiteral("sinusoidal"), QStringLiteral("--positions"),
                                    QStringLiteral("3001"),       QStringLiteral("--dim"),
                                    QStringLiteral("1024"),       QStringLiteral("--start"),
                                    QStringLiteral("100"),        QStringLiteral("--json")};
    const Run alone = m_cli.run(parameters);
    const Run withTable = m_cli.run(
        parameters + QStringList{QStringLiteral("--npy"), m_cli.path(QStringLiteral("pe.npy"))});
    QCOMPARE(alone.exitCode, 0);
    QCOMPARE(withTable.exitCode, 0);
    const auto report = [](const QByteArray &out) { return out.left(out.indexOf("\"outputs\"")); };
    QVERIFY(!report(alone.out).isEmpty());
    QCOMPARE(report(withTable.out), report(alone.out));
    const QJsonObject outputs = QJsonDocument::fromJson(withTable.out).object();
    QCOMPARE(outputs.value(QStringLiteral("outputs")).toArray().size(), 1);

    const QProcessEnvironment german = m_cli.germanEnvironment();
    if (german.isEmpty())
        PELAB_SKIP_UNLESS_REQUIRED("no de_DE locale can be had on this system");
    QCOMPARE(m_cli.run(parameters, german).out, alone.out);
}

// --dot-offsets D: the product check covers Δ = 1 … D (at most n − 1), each within rounding.
void TestCli::dotOffsets()
{
    const auto report = [this](const char *offsets) {
        const Run run = m_cli.run({QStringLiteral("sinusoidal"), QStringLiteral("--positions"),
                                   QStringLiteral("40"), QStringLiteral("--dim"),
                                   QStringLiteral("6"), QStringLiteral("--base"),
                                   QStringLiteral("3"), QStringLiteral("--dot-offsets"),
                                   QString::fromLatin1(offsets), QStringLiteral("--json")});
        return std::make_pair(run.exitCode, QJsonDocument::fromJson(run.out).object());
    };
    for (const char *offsets : {"0", "1", "39", "1024"}) {
        const auto [code, json] = report(offsets);
        QCOMPARE(code, 0);
        // At most n − 1 offsets fit in n positions.
        QCOMPARE(json.value(QStringLiteral("dot_offsets_checked")).toInteger(),
                 std::min<qint64>(QByteArray(offsets).toLongLong(), 39));
        QVERIFY(json.value(QStringLiteral("max_dot_error")).toDouble() < 1e-13);
    }
    // The worst offset is one of those checked.
    const auto [code, json] = report("5");
    QCOMPARE(code, 0);
    const qint64 worst = json.value(QStringLiteral("worst_dot_offset")).toInteger();
    QVERIFY2(worst >= 1 && worst <= 5, qPrintable(QString::number(worst)));
    for (const char *bad : {"-1", "1025", "x"}) {
        const Run run = m_cli.run({QStringLiteral("sinusoidal"), QStringLiteral("--dot-offsets"),
                                   QString::fromLatin1(bad), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith("pelab-cli: --dot-offsets must be an integer from 0 to 1024"),
                 run.err.constData());
    }
}

// Every option but the learned tab's file has a default: `pelab-cli TAB --json` runs with none
// given, and each default `--help` states is the value the report shows for that option (an
// "automatic" one is derived: the report shows what it became).
void TestCli::defaultsNeedNoOption_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("checkedAtLeast");
    const auto row = [](const char *name, const QStringList &arguments, int checked) {
        QTest::newRow(name) << arguments << checked;
    };
    row("sinusoidal", {QStringLiteral("sinusoidal")}, 4);
    row("steplab", {QStringLiteral("steplab")}, 2);
    row("rope", {QStringLiteral("rope")}, 5);
    row("alibi", {QStringLiteral("alibi")}, 2);
    row("alibi heads only", {QStringLiteral("alibi"), QStringLiteral("--heads=12")}, 1);
    row("alibi preset", {QStringLiteral("alibi"), QStringLiteral("--preset=mpt-7b")}, 0);
    row("shaw", {QStringLiteral("shaw")}, 3);
}

void TestCli::defaultsNeedNoOption()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, checkedAtLeast);
    const Run result = m_cli.run(arguments + QStringList{QStringLiteral("--json")});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    QVERIFY2(result.err.isEmpty(), result.err.constData());
    QJsonParseError error;
    const QJsonObject json = QJsonDocument::fromJson(result.out, &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, result.out.constData());

    const Run help = m_cli.run({arguments.first(), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    // One entry per option: its continuation lines joined.
    QStringList entries;
    for (const QString &line : QString::fromUtf8(help.out).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("  --")) || line.startsWith(QLatin1String("  -")))
            entries << line.trimmed();
        else if (!entries.isEmpty() && line.startsWith(QLatin1String("     ")))
            entries.last() += QLatin1Char(' ') + line.trimmed();
        else if (!line.startsWith(QLatin1String("  ")))
            entries << QString();
    }
    static const QRegularExpression option(QStringLiteral("^--([a-z0-9-]+)"));
    static const QRegularExpression stated(QStringLiteral("\\(default ([^) ]+)\\)"));
    int checked = 0;
    const bool preset = arguments.join(QLatin1Char(' ')).contains(QLatin1String("--preset"));
    for (const QString &entry : std::as_const(entries)) {
        if (preset) // the preset's values stand in for the defaults
            break;
        const QRegularExpressionMatch name = option.match(entry);
        const QRegularExpressionMatch value = stated.match(entry);
        if (!name.hasMatch() || !value.hasMatch() ||
            arguments.join(QLatin1Char(' ')).contains(QLatin1String("--") + name.captured(1)))
            continue;
        const QString key = name.captured(1).replace(QLatin1Char('-'), QLatin1Char('_'));
        if (!json.contains(key))
            continue;
        const QJsonValue shown = json.value(key);
        const QString text = value.captured(1);
        bool numeric = false;
        const double number = text.toDouble(&numeric);
        if (shown.isDouble() && numeric) {
            QVERIFY2(number == shown.toDouble(),
                     qPrintable(key + QLatin1String(": help says ") + text +
                                QLatin1String(", the report ") +
                                QString::number(shown.toDouble(), 'g', 17)));
        } else if (shown.isString() && !numeric) {
            QVERIFY2(text == shown.toString(),
                     qPrintable(key + QLatin1String(": help says ") + text +
                                QLatin1String(", the report ") + shown.toString()));
        } else {
            continue;
        }
        ++checked;
    }
    QVERIFY2(checked >= checkedAtLeast, qPrintable(QString::number(checked)));
}

// --lang ja: a figure's title and axes in Japanese (the SVG keeps its text as text); the table's
// ids stay; any other language is refused.
void TestCli::figureLanguage()
{
    const QString svg = m_cli.path(QStringLiteral("pe.svg"));
    const QString csv = m_cli.path(QStringLiteral("pe.csv"));
    Run result = m_cli.run({QStringLiteral("sinusoidal"), QStringLiteral("--positions=8"),
                            QStringLiteral("--dim=8"), QStringLiteral("--lang=ja"),
                            QStringLiteral("--svg"), svg, QStringLiteral("--csv"), csv});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY2(text.contains(QStringLiteral("正弦波")), "the title in Japanese");
    QVERIFY2(text.contains(QStringLiteral("交互")), "the layout in Japanese words");
    QFile table(csv);
    QVERIFY(table.open(QIODevice::ReadOnly));
    QVERIFY(table.readLine().startsWith("position,d0,"));
    file.close();

    result = m_cli.run({QStringLiteral("sinusoidal"), QStringLiteral("--svg"), svg});
    QCOMPARE(result.exitCode, 0);
    QFile english(svg);
    QVERIFY(english.open(QIODevice::ReadOnly));
    QVERIFY(!QString::fromUtf8(english.readAll()).contains(QStringLiteral("正弦波")));

    result =
        m_cli.run({QStringLiteral("rope"), QStringLiteral("--lang=fr"), QStringLiteral("--json")});
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.err.contains("--lang must be en or ja"), result.err.constData());
}

QTEST_GUILESS_MAIN(TestCli)

#include "tst_cli.moc"
