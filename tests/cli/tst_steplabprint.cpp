// `pelab-cli steplab --handout` and `--worksheet`, run as a process: the handout's text, pages,
// paper and fonts read back with poppler's tools; the worksheets' determinism by seed, distinct
// parameters and answer keys (each JSON entry is the command's own --json report); every bad
// input (exit 2, one line, nothing written) and failed write (exit 1, no file, old file intact).
#include "clitestutils.h"
#include "testutils.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <signal.h>
#include <sys/resource.h>

using namespace CliTestUtils;

namespace {

QStringList args(std::initializer_list<QString> list)
{
    QStringList out{QStringLiteral("steplab")};
    out << QStringList(list);
    return out;
}

QByteArray readAll(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A poppler tool's output, or a null array when it is not installed.
QByteArray tool(const QString &name, const QStringList &arguments)
{
    const QString program = QStandardPaths::findExecutable(name);
    if (program.isEmpty())
        return {};
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(60000))
        return {};
    QByteArray out = process.readAllStandardOutput();
    if (out.isNull())
        out = QByteArray("");
    return out;
}

} // namespace

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
    void worksheetsBySeed();
    void keyEntriesAreReports();
    void csvAndPdfKeys();
    void answerKeyLayout_data();
    void answerKeyLayout();
    void worksheetFrame();
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

void TestStepLabPrint::worksheetsBySeed()
{
    const auto write = [this](const QString &stem, const QString &seed, int students) {
        const Run r = run(
            args({QStringLiteral("--worksheet"), m_cli.path(stem + u".pdf"_qs),
                  QStringLiteral("--students"), QString::number(students), QStringLiteral("--seed"),
                  seed, QStringLiteral("--answers"), m_cli.path(stem + u".json"_qs)}));
        if (r.exitCode != 0)
            qWarning("%s", r.err.constData());
        return r.exitCode;
    };
    QCOMPARE(write(u"a"_qs, u"2024"_qs, 40), 0);
    QCOMPARE(write(u"b"_qs, u"2024"_qs, 40), 0);
    QCOMPARE(write(u"c"_qs, u"2025"_qs, 40), 0);
    QCOMPARE(write(u"max"_qs, u"18446744073709551615"_qs, 3), 0);
    const QByteArray key = readAll(path("a.json"));
    QVERIFY(!key.isEmpty());
    QCOMPARE(readAll(path("b.json")), key); // byte for byte
    QVERIFY(readAll(path("c.json")) != key);
    QVERIFY(readAll(path("max.json")).startsWith("{\n  \"seed\": 18446744073709551615,"));

    const QJsonObject json = QJsonDocument::fromJson(key).object();
    const QJsonArray students = json.value(u"students"_qs).toArray();
    QCOMPARE(students.size(), 40);
    QSet<QString> seen;
    for (int i = 0; i < students.size(); ++i) {
        const QJsonObject s = students[i].toObject();
        QCOMPARE(s.value(u"student"_qs).toInt(), i + 1);
        const int p = s.value(u"p"_qs).toInt();
        const int q = s.value(u"q"_qs).toInt();
        const int d = s.value(u"dim"_qs).toInt();
        QVERIFY(p != q && p >= 0 && p <= 32 && q >= 0 && q <= 32);
        QVERIFY(d >= 4 && d <= 16 && d % 2 == 0);
        QCOMPARE(s.value(u"base"_qs).toDouble(), 10000.0);
        QCOMPARE(s.value(u"norm_off"_qs).toDouble(), 0.0);
        QVERIFY(!s.value(u"mistake"_qs).toObject().value(u"id"_qs).toString().isEmpty());
        seen.insert(QStringLiteral("%1,%2,%3").arg(p).arg(q).arg(d));
    }
    QCOMPARE(seen.size(), 40); // no two students share (p, q, d)

    if (!m_tools)
        PELAB_SKIP_UNLESS_REQUIRED("pdftotext, pdfinfo or pdffonts is not installed");
    const QByteArray info = tool(QStringLiteral("pdfinfo"), {path("a.pdf")});
    QVERIFY2(info.contains("Pages:           40"), info.constData());
    QVERIFY(info.contains("595 x 842 pts"));
    const QByteArray textA = tool(QStringLiteral("pdftotext"), {path("a.pdf"), u"-"_qs});
    QCOMPARE(tool(QStringLiteral("pdftotext"), {path("b.pdf"), u"-"_qs}), textA);
    QVERIFY(tool(QStringLiteral("pdftotext"), {path("c.pdf"), u"-"_qs}) != textA);
    // Each page: its student's number, parameters and the blanks.
    const QString text = QString::fromUtf8(textA);
    const QJsonObject first = students[0].toObject();
    QVERIFY(text.contains(QStringLiteral("student 1\n")) || text.contains(u"student 1"_qs));
    QVERIFY(text.contains(QStringLiteral("p = %1, q = %2, d = %3")
                              .arg(first.value(u"p"_qs).toInt())
                              .arg(first.value(u"q"_qs).toInt())
                              .arg(first.value(u"dim"_qs).toInt())));
    QVERIFY(text.contains(QStringLiteral("student 40")));
    QVERIFY(text.contains(QStringLiteral("Which mistake gives this value?")));
    QVERIFY(text.contains(QStringLiteral("sin(q·ω₀) =")));
    QVERIFY(text.contains(QStringLiteral("off")));
}

void TestStepLabPrint::keyEntriesAreReports()
{
    const QString key = path("key.json");
    QCOMPARE(run(args({QStringLiteral("--worksheet"), path("w.pdf"), QStringLiteral("--students"),
                       QStringLiteral("20"), QStringLiteral("--seed"), QStringLiteral("9"),
                       QStringLiteral("--answers"), key}))
                 .exitCode,
             0);
    const QJsonObject json = QJsonDocument::fromJson(readAll(key)).object();
    QCOMPARE(json.value(u"seed"_qs).toInteger(), 9);
    const QJsonArray students = json.value(u"students"_qs).toArray();
    QCOMPARE(students.size(), 20);
    for (const QJsonValue &value : students) {
        QJsonObject entry = value.toObject();
        entry.remove(u"student"_qs);
        const Run report =
            run(args({QStringLiteral("--positions"),
                      QStringLiteral("%1,%2")
                          .arg(entry.value(u"p"_qs).toInt())
                          .arg(entry.value(u"q"_qs).toInt()),
                      QStringLiteral("--dim"), QString::number(entry.value(u"dim"_qs).toInt()),
                      QStringLiteral("--mistake"),
                      entry.value(u"mistake"_qs).toObject().value(u"id"_qs).toString(),
                      QStringLiteral("--json")}));
        QCOMPARE(report.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(report.out).object(), entry);
    }
}

void TestStepLabPrint::csvAndPdfKeys()
{
    const auto write = [this](const char *key) {
        return run(args({QStringLiteral("--worksheet"), path("w.pdf"), QStringLiteral("--students"),
                         QStringLiteral("12"), QStringLiteral("--seed"), QStringLiteral("5"),
                         QStringLiteral("--answers"), path(key), QStringLiteral("--paper"),
                         QStringLiteral("letter")}))
            .exitCode;
    };
    QCOMPARE(write("key.csv"), 0);
    QCOMPARE(write("key.json"), 0);
    QCOMPARE(write("key.pdf"), 0);
    const QList<QByteArray> lines = readAll(path("key.csv")).trimmed().split('\n');
    QCOMPARE(lines.size(), 13);
    QVERIFY(lines[0].startsWith("student,p,q,dim,base,sin_q_pair0,cos_q_pair0,pair_distance_0"));
    QVERIFY(lines[0].trimmed().endsWith("norm,norm_off,mistake_value,correct_value,mistake"));
    const QJsonArray students =
        QJsonDocument::fromJson(readAll(path("key.json"))).object().value(u"students"_qs).toArray();
    for (int i = 0; i < 12; ++i) {
        const QList<QByteArray> fields = lines[i + 1].trimmed().split(',');
        const QJsonObject s = students[i].toObject();
        QCOMPARE(fields[0].toInt(), i + 1);
        QCOMPARE(fields[1].toInt(), s.value(u"p"_qs).toInt());
        QCOMPARE(fields[15].toDouble(), s.value(u"norm"_qs).toDouble());
        QCOMPARE(fields[16], QByteArray("0"));
        QCOMPARE(fields[17].toDouble(),
                 s.value(u"mistake"_qs).toObject().value(u"mistaken_measure"_qs).toDouble());
        QCOMPARE(QString::fromLatin1(fields[19]),
                 s.value(u"mistake"_qs).toObject().value(u"id"_qs).toString());
    }
    QVERIFY(readAll(path("key.pdf")).startsWith("%PDF-"));
    if (!m_tools)
        PELAB_SKIP_UNLESS_REQUIRED("pdftotext, pdfinfo or pdffonts is not installed");
    const QString text =
        QString::fromUtf8(tool(QStringLiteral("pdftotext"), {path("key.pdf"), u"-"_qs}));
    QVERIFY2(text.contains(QStringLiteral("Answer key — seed 5")), qPrintable(text.left(300)));
    const QString norm =
        QString::number(students[11].toObject().value(u"norm"_qs).toDouble(), 'f', 6);
    QVERIFY2(text.contains(norm), qPrintable(norm));
    QVERIFY(tool(QStringLiteral("pdfinfo"), {path("key.pdf")}).contains("612 x 792 pts"));
}

void TestStepLabPrint::answerKeyLayout_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("paper");
    QTest::newRow("en a4") << u"en"_qs << u"a4"_qs;
    QTest::newRow("en letter") << u"en"_qs << u"letter"_qs;
    QTest::newRow("ja a4") << u"ja"_qs << u"a4"_qs;
}

// The printed key is laid out to grade from (issue 25 §17, issue 31 §4): one block per
// student under its number and parameters, each answer on the line of its label (no number
// split over two lines, no label parted from its value), no block across a page break, and no
// column for the off control (0 for all: said once in the note).
void TestStepLabPrint::answerKeyLayout()
{
    QFETCH(QString, language);
    QFETCH(QString, paper);
    if (!m_tools)
        PELAB_SKIP_UNLESS_REQUIRED("pdftotext, pdfinfo or pdffonts is not installed");
    const bool ja = language == u"ja"_qs;
    for (const char *key : {"key.pdf", "key.json"})
        QCOMPARE(
            run(args({QStringLiteral("--worksheet"), path("w.pdf"), QStringLiteral("--students"),
                      QStringLiteral("30"), QStringLiteral("--seed"), QStringLiteral("7"),
                      QStringLiteral("--answers"), path(key), QStringLiteral("--paper"), paper,
                      QStringLiteral("--lang"), language}))
                .exitCode,
            0);
    const QJsonArray students =
        QJsonDocument::fromJson(readAll(path("key.json"))).object().value(u"students"_qs).toArray();
    QCOMPARE(students.size(), 30);
    // Compared after NFKC: poppler may give a CJK ideograph as its Kangxi radical (生 as ⽣).
    const QString text =
        QString::fromUtf8(tool(QStringLiteral("pdftotext"),
                               {QStringLiteral("-layout"), path("key.pdf"), u"-"_qs}))
            .normalized(QString::NormalizationForm_KC);
    QVERIFY(!text.isEmpty());
    QVERIFY2(!text.contains(ja ? QStringLiteral("オフ\n") : QStringLiteral("4. off")),
             qPrintable(text.left(600)));
    const auto six = [](double v) { return QString::number(v, 'f', 6); };
    // "Student 7 — p = 30, q = 0, d = 8" (the dash matched as any one character: the Japanese
    // PDF's text layer is another matter).
    const auto heading = [ja](int n, const QJsonObject &s) {
        const QString parameters = (ja ? QStringLiteral("p = %1、q = %2、d = %3")
                                       : QStringLiteral("p = %1, q = %2, d = %3"))
                                       .arg(s.value(u"p"_qs).toInt())
                                       .arg(s.value(u"q"_qs).toInt())
                                       .arg(s.value(u"dim"_qs).toInt());
        return QRegularExpression(
            QRegularExpression::escape(
                (ja ? QStringLiteral("学生 %1") : QStringLiteral("Student %1")).arg(n)) +
            QStringLiteral(" \\S+ ") +
            QRegularExpression::escape(parameters.normalized(QString::NormalizationForm_KC)));
    };
    qsizetype from = 0;
    for (int i = 0; i < students.size(); ++i) {
        const QJsonObject s = students[i].toObject();
        const int d = s.value(u"dim"_qs).toInt();
        const qsizetype start = text.indexOf(heading(i + 1, s), from);
        QVERIFY2(start >= 0, qPrintable(heading(i + 1, s).pattern()));
        const qsizetype next = i + 1 < students.size()
                                   ? text.indexOf(heading(i + 2, students[i + 1].toObject()), start)
                                   : text.size();
        QVERIFY(next > start);
        const QString block = text.mid(start, next - start);
        // A block stays on its page (pdftotext ends a page with a form feed).
        QVERIFY2(!block.trimmed().contains(QLatin1Char('\f')), qPrintable(block));
        const QStringList lines = block.split(QLatin1Char('\n'));
        // `label` a pattern: a word the text layer may give as a radical is matched as \S+.
        const auto onOneLine = [&lines](const QString &label, const QString &value) {
            const QRegularExpression labelled(label + QStringLiteral("\\s+") +
                                              QRegularExpression::escape(value) +
                                              QStringLiteral("(\\s|$)"));
            for (const QString &line : lines) {
                if (line.contains(labelled))
                    return true;
            }
            return false;
        };
        const QJsonArray pe = s.value(u"pe_q"_qs).toArray();
        QVERIFY2(onOneLine(QStringLiteral("1\\. sin\\(q·ω0\\)"), six(pe[0].toDouble())),
                 qPrintable(block));
        QVERIFY2(onOneLine(QStringLiteral("1\\. cos\\(q·ω0\\)"), six(pe[1].toDouble())),
                 qPrintable(block));
        QVERIFY2(onOneLine(ja ? QStringLiteral("3\\. \\S+") : QStringLiteral("3\\. length"),
                           six(s.value(u"norm"_qs).toDouble())),
                 qPrintable(block));
        const QJsonArray distances = s.value(u"pair_distances"_qs).toArray();
        QCOMPARE(distances.size(), d / 2);
        for (int pair = 0; pair < d / 2; ++pair)
            QVERIFY2(
                onOneLine((ja ? QStringLiteral("ペア %1") : QStringLiteral("pair %1")).arg(pair),
                          six(distances[pair].toDouble())),
                qPrintable(block));
        // The mistake: its letter, the value asked about and the correct one, on one line.
        const QJsonObject mistake = s.value(u"mistake"_qs).toObject();
        const QString letter = QStringLiteral("(%1)").arg(
            QChar(u'a' + int(QStringList{u"same-pe"_qs, u"two-denominators"_qs,
                                         u"amplitude-by-position"_qs, u"concatenation"_qs,
                                         u"position-as-index"_qs}
                                 .indexOf(mistake.value(u"id"_qs).toString()))));
        bool found = false;
        for (const QString &line : lines)
            found =
                found ||
                (line.contains(ja ? QStringLiteral("5. 間違い") : QStringLiteral("5. mistake")) &&
                 line.contains(letter));
        QVERIFY2(found, qPrintable(letter + u'\n' + block));
        from = start + 1;
    }
}

// The worksheet's frame agrees with its range: positions run to 32, so the text does not put
// them in the five words of "the cat saw the dog" (issue 25 §17); notation is typeset, not
// "ω_i" (§18); the name line asks for the student number too.
void TestStepLabPrint::worksheetFrame()
{
    if (!m_tools)
        PELAB_SKIP_UNLESS_REQUIRED("pdftotext, pdfinfo or pdffonts is not installed");
    QCOMPARE(run(args({QStringLiteral("--worksheet"), path("w.pdf"), QStringLiteral("--students"),
                       QStringLiteral("3"), QStringLiteral("--seed"), QStringLiteral("1")}))
                 .exitCode,
             0);
    const QString text =
        QString::fromUtf8(tool(QStringLiteral("pdftotext"), {path("w.pdf"), u"-"_qs})).simplified();
    QVERIFY2(text.contains(QStringLiteral("anywhere in a text of 33 tokens")),
             qPrintable(text.left(800)));
    QVERIFY(text.contains(QStringLiteral("(0 … 32)")));
    QVERIFY(text.contains(QStringLiteral("Name and student number:")));
    QVERIFY2(!text.contains(QStringLiteral("ω_i")) && !text.contains(QStringLiteral("base^(")),
             qPrintable(text.left(800)));
    QCOMPARE(run(args({QStringLiteral("--worksheet"), path("w.pdf"), QStringLiteral("--students"),
                       QStringLiteral("3"), QStringLiteral("--seed"), QStringLiteral("1"),
                       QStringLiteral("--lang"), QStringLiteral("ja")}))
                 .exitCode,
             0);
    const QString ja =
        QString::fromUtf8(tool(QStringLiteral("pdftotext"), {path("w.pdf"), u"-"_qs}))
            .normalized(QString::NormalizationForm_KC);
    QVERIFY2(ja.contains(QStringLiteral("氏名・学籍番号")), qPrintable(ja.left(400)));
    QVERIFY(ja.contains(QStringLiteral("学生 1")));
    QVERIFY(!ja.contains(QStringLiteral("生徒")));
    QVERIFY2(!ja.contains(QStringLiteral("base 10000")), qPrintable(ja.left(400)));
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
