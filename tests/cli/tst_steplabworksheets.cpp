// `pelab-cli steplab --worksheet`, run as a process: the worksheets' determinism by seed,
// distinct parameters, their frame, and the answer keys (each JSON entry is the command's own
// --json report; the CSV and PDF keys laid out to grade from).
#include "clitestutils.h"
#include "steplabprintutils.h"
#include "testutils.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace CliTestUtils;
using namespace StepLabPrintUtils;

class TestStepLabWorksheets : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup() { m_cli.clear(); }
    void worksheetsBySeed();
    void keyEntriesAreReports();
    void csvAndPdfKeys();
    void answerKeyLayout_data();
    void answerKeyLayout();
    void worksheetFrame();

private:
    Run run(const QStringList &arguments) const { return m_cli.run(arguments); }
    QString path(const char *name) const { return m_cli.path(QString::fromUtf8(name)); }
    bool m_tools = false;
    CliFixture m_cli;
};

void TestStepLabWorksheets::initTestCase()
{
    QVERIFY2(m_cli.isValid(), qPrintable(CliFixture::program()));
    m_tools = !QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty() &&
              !QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty() &&
              !QStandardPaths::findExecutable(QStringLiteral("pdffonts")).isEmpty();
}

void TestStepLabWorksheets::worksheetsBySeed()
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

void TestStepLabWorksheets::keyEntriesAreReports()
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

void TestStepLabWorksheets::csvAndPdfKeys()
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

void TestStepLabWorksheets::answerKeyLayout_data()
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
void TestStepLabWorksheets::answerKeyLayout()
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
void TestStepLabWorksheets::worksheetFrame()
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
QTEST_MAIN(TestStepLabWorksheets)
#include "tst_steplabworksheets.moc"
