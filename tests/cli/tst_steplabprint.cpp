// `pelab-cli steplab --handout` and `--worksheet`, run as a process: the handout's text, pages,
// paper and fonts read back with poppler's tools; every bad input (exit 2, one line, nothing
// written) and failed write (exit 1, no file, old file intact). The worksheets and answer keys
// themselves: tst_steplabworksheets.
#include "clitestutils.h"
#include "steplabprintutils.h"
#include "testutils.h"

#include <QTest>

#include <signal.h>
#include <sys/resource.h>

using namespace CliTestUtils;

using namespace StepLabPrintUtils;

class TestStepLabPrint : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup() { m_cli.clear(); }
    void help();
    void handoutText();
    void handoutPaperAndFonts();
    void japaneseHandout();
    void badInput_data();
    void badInput();
    void missingDirectory();
    void failedWriteKeepsOldFile();

private:
    Run run(const QStringList &arguments) const { return m_cli.run(arguments); }
    QString path(const char *name) const { return m_cli.path(QString::fromUtf8(name)); }
    bool m_tools = false;
    CliFixture m_cli;
};

void TestStepLabPrint::initTestCase()
{
    QVERIFY2(m_cli.isValid(), qPrintable(CliFixture::program()));
    m_tools = !QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty() &&
              !QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty() &&
              !QStandardPaths::findExecutable(QStringLiteral("pdffonts")).isEmpty();
}

void TestStepLabPrint::help()
{
    const Run help = run(args({QStringLiteral("--help")}));
    QCOMPARE(help.exitCode, 0);
    for (const char *option : {"--handout", "--worksheet", "--students", "--seed", "--answers",
                               "--paper", "--lang", "(default en)", "(default a4)"})
        QVERIFY2(help.out.contains(option), option);
}

void TestStepLabPrint::handoutText()
{
    const QString pdf = path("handout.pdf");
    const Run r = run(args({QStringLiteral("--handout"), pdf}));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QVERIFY(r.out.isEmpty());
    QVERIFY(readAll(pdf).startsWith("%PDF-"));
    if (!m_tools)
        PELAB_SKIP_UNLESS_REQUIRED("pdftotext, pdfinfo or pdffonts is not installed");
    const QString text = QString::fromUtf8(tool(QStringLiteral("pdftotext"), {pdf, u"-"_qs}));
    QVERIFY2(text.contains(QStringLiteral("2.017479")), qPrintable(text.left(400)));
    for (int step = 1; step <= 7; ++step)
        QVERIFY2(text.contains(QStringLiteral("Step %1 of 7").arg(step)), qPrintable(text));
    for (const char *mistake :
         {"(a) The same PE(0) added to every token", "(b) One sin/cos pair given two",
          "(c) Amplitude scaled by position", "(d) Concatenating instead of adding",
          "(e) Position p confused with the index 2i", "instead of 2.017479"})
        QVERIFY2(text.contains(QString::fromUtf8(mistake)), mistake);
    for (const char *part : {"Comparison with positions 1 … 32", "What the lab does not show",
                             "Attention", "Training", "q′ = 32"})
        QVERIFY2(text.contains(QString::fromUtf8(part)), part);
    // Notation typeset (issue 25 §18): subscripts, not "x(p)_j = e_j + PE(p)_j".
    const QString flat = text.simplified();
    QVERIFY2(flat.contains(QStringLiteral("x(p)j = ej + PE(p)j")), qPrintable(flat.left(3000)));
    for (const char *raw : {"x(p)_j", "PE(t)_j", "ω_i", "base^(2i/d);", "Σ_j"})
        QVERIFY2(!flat.contains(QString::fromUtf8(raw)), raw);
}

void TestStepLabPrint::handoutPaperAndFonts()
{
    if (!m_tools)
        PELAB_SKIP_UNLESS_REQUIRED("pdftotext, pdfinfo or pdffonts is not installed");
    const QString a4 = path("a4.pdf");
    const QString letter = path("letter.pdf");
    QCOMPARE(run(args({QStringLiteral("--handout"), a4, QStringLiteral("--paper"),
                       QStringLiteral("a4")}))
                 .exitCode,
             0);
    QCOMPARE(run(args({QStringLiteral("--positions"), QStringLiteral("2,9"),
                       QStringLiteral("--dim"), QStringLiteral("16"), QStringLiteral("--handout"),
                       letter, QStringLiteral("--paper"), QStringLiteral("letter")}))
                 .exitCode,
             0);
    for (const auto &[file, size] : {std::pair{a4, QByteArray("595 x 842 pts")},
                                     std::pair{letter, QByteArray("612 x 792 pts")}}) {
        const QByteArray info = tool(QStringLiteral("pdfinfo"), {file});
        QVERIFY2(info.contains(size), info.constData());
        const QByteArray pages = info.mid(info.indexOf("Pages:") + 6).trimmed();
        const int count = pages.left(pages.indexOf('\n')).trimmed().toInt();
        // The introduction with step 1, steps 2 … 7, the comparison, the mistakes.
        QVERIFY2(count >= 9 && count <= 20, info.constData());
        // Every page numbered.
        const QString text = QString::fromUtf8(tool(QStringLiteral("pdftotext"), {file, u"-"_qs}));
        QVERIFY(text.contains(QStringLiteral("%1 / %1").arg(count)));
        const QList<QByteArray> fonts = tool(QStringLiteral("pdffonts"), {file}).split('\n');
        QVERIFY(fonts.size() > 3);
        for (const QByteArray &line : fonts.mid(2)) {
            if (line.trimmed().isEmpty())
                continue;
            // name type encoding emb sub uni object ID: "emb" is the fourth field from the end
            // but three (sub, uni, object ID two fields).
            const QList<QByteArray> fields = line.simplified().split(' ');
            QCOMPARE(fields.at(fields.size() - 5), QByteArray("yes"));
        }
    }
}

void TestStepLabPrint::japaneseHandout()
{
    if (!m_tools)
        PELAB_SKIP_UNLESS_REQUIRED("pdftotext, pdfinfo or pdffonts is not installed");
    const QString pdf = path("ja.pdf");
    const Run r = run(
        args({QStringLiteral("--handout"), pdf, QStringLiteral("--lang"), QStringLiteral("ja")}));
    QCOMPARE(r.exitCode, 0);
    const QByteArray fonts = tool(QStringLiteral("pdffonts"), {pdf});
    if (!fonts.contains("BIZUDPGothic"))
        PELAB_SKIP_UNLESS_REQUIRED(
            "the font BIZ UDPGothic (fonts-morisawa-bizud-gothic) is not installed");
    const QString text = QString::fromUtf8(tool(QStringLiteral("pdftotext"), {pdf, u"-"_qs}));
    QVERIFY(text.contains(QStringLiteral("2.017479")));
    QVERIFY2(text.contains(QStringLiteral("ステップ")), qPrintable(text.left(300)));
}

void TestStepLabPrint::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString ws = QStringLiteral("--worksheet");
    const QString pdf = QStringLiteral("w.pdf");
    const QString n = QStringLiteral("--students");
    const QString s = QStringLiteral("--seed");
    QTest::newRow("students 0") << args({ws, pdf, n, u"0"_qs, s, u"1"_qs})
                                << u"--students must be an integer from 1 to 500 (got 0)"_qs;
    QTest::newRow("students 501") << args({ws, pdf, n, u"501"_qs, s, u"1"_qs})
                                  << u"--students must be an integer from 1 to 500 (got 501)"_qs;
    QTest::newRow("students x") << args({ws, pdf, n, u"x"_qs, s, u"1"_qs}) << u"--students"_qs;
    QTest::newRow("seed negative") << args({ws, pdf, n, u"3"_qs, s, u"-1"_qs}) << u"--seed"_qs;
    QTest::newRow("seed 2^64") << args({ws, pdf, n, u"3"_qs, s, u"18446744073709551616"_qs})
                               << u"--seed must be an integer from 0 to 18446744073709551615"_qs;
    QTest::newRow("seed text") << args({ws, pdf, n, u"3"_qs, s, u"abc"_qs}) << u"--seed"_qs;
    QTest::newRow("seed decimal") << args({ws, pdf, n, u"3"_qs, s, u"1.5"_qs}) << u"--seed"_qs;
    QTest::newRow("no seed") << args({ws, pdf, n, u"3"_qs}) << u"--worksheet needs"_qs;
    QTest::newRow("paper b5") << args({u"--handout"_qs, u"h.pdf"_qs, u"--paper"_qs, u"b5"_qs})
                              << u"--paper must be a4 or letter (got 'b5')"_qs;
    QTest::newRow("lang fr") << args({u"--handout"_qs, u"h.pdf"_qs, u"--lang"_qs, u"fr"_qs})
                             << u"--lang must be en or ja (got 'fr')"_qs;
    QTest::newRow("answers txt") << args({ws, pdf, n, u"3"_qs, s, u"1"_qs, u"--answers"_qs,
                                          u"key.txt"_qs})
                                 << u"--answers must name a .json, .csv or .pdf file"_qs;
    QTest::newRow("students alone")
        << args({n, u"3"_qs, u"--json"_qs}) << u"--students needs --worksheet"_qs;
    QTest::newRow("seed alone") << args({s, u"3"_qs, u"--json"_qs})
                                << u"--seed needs --worksheet"_qs;
    QTest::newRow("answers alone")
        << args({u"--answers"_qs, u"k.json"_qs, u"--handout"_qs, u"h.pdf"_qs})
        << u"--answers needs --worksheet"_qs;
    QTest::newRow("paper alone") << args({u"--paper"_qs, u"a4"_qs, u"--json"_qs})
                                 << u"--paper needs --handout or --worksheet"_qs;
    QTest::newRow("handout not pdf")
        << args({u"--handout"_qs, u"h.png"_qs}) << u"--handout must name a .pdf file"_qs;
    QTest::newRow("same file") << args({ws, pdf, n, u"3"_qs, s, u"1"_qs, u"--answers"_qs, pdf})
                               << u"different files"_qs;
    QTest::newRow("bad parameters too")
        << args({u"--handout"_qs, u"h.pdf"_qs, u"--dim"_qs, u"7"_qs}) << u"--dim"_qs;
}

void TestStepLabPrint::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.startsWith("pelab-cli: "), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY(m_cli.entries().isEmpty()); // nothing written
}

void TestStepLabPrint::missingDirectory()
{
    for (const QStringList &arguments :
         {args({u"--handout"_qs, path("missing/h.pdf")}),
          args({u"--worksheet"_qs, path("missing/w.pdf"), u"--students"_qs, u"2"_qs, u"--seed"_qs,
                u"1"_qs}),
          args({u"--worksheet"_qs, path("w.pdf"), u"--students"_qs, u"2"_qs, u"--seed"_qs, u"1"_qs,
                u"--answers"_qs, path("missing/k.json")})}) {
        const Run r = run(arguments);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains("cannot write"), r.err.constData());
        QVERIFY(!QFile::exists(path("missing")));
        m_cli.clear();
    }
}

void TestStepLabPrint::failedWriteKeepsOldFile()
{
    // A file-size limit of 4 KiB: the handout (far larger) cannot be written.
    const QString pdf = path("old.pdf");
    {
        QFile old(pdf);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old handout");
    }
    QProcess process;
    process.setWorkingDirectory(QFileInfo(pdf).absolutePath());
    process.setChildProcessModifier([] {
        ::signal(SIGXFSZ, SIG_IGN);
        struct rlimit limit
        {
            4096, 4096
        };
        ::setrlimit(RLIMIT_FSIZE, &limit);
    });
    process.start(CliFixture::program(), args({u"--handout"_qs, pdf}));
    QVERIFY(process.waitForFinished(120000));
    QCOMPARE(process.exitCode(), 1);
    const QByteArray err = process.readAllStandardError();
    QCOMPARE(err.count('\n'), 1);
    QVERIFY2(err.contains("cannot write"), err.constData());
    QCOMPARE(readAll(pdf), QByteArray("old handout"));
    QCOMPARE(m_cli.entries(), QStringList{u"old.pdf"_qs}); // no temporary file left
}

QTEST_MAIN(TestStepLabPrint)
#include "tst_steplabprint.moc"
