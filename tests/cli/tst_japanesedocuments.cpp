// Issue 31: what a Japanese class reads on paper is Japanese. The handout, the worksheets, the
// printed answer key, every shipped lesson and every tab's default figure, written by pelab-cli
// with --lang ja, are read back with pdftotext; every run of Latin letters must be a symbol,
// unit or name of the reviewed list (latinallowlist.h), as in the window (tst_japanesetext).
#include "clitestutils.h"
#include "latinallowlist.h"
#include "testutils.h"

#include "lesson/lessonlibrary.h"

#include <QTest>

using namespace CliTestUtils;

class TestJapaneseDocuments : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup() { m_cli.clear(); }
    void everyWordJapanese_data();
    void everyWordJapanese();

private:
    CliFixture m_cli;
};

void TestJapaneseDocuments::initTestCase()
{
    QVERIFY2(m_cli.isValid(), qPrintable(CliFixture::program()));
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        PELAB_SKIP_UNLESS_REQUIRED("pdftotext (poppler-utils) is not installed");
}

void TestJapaneseDocuments::everyWordJapanese_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QString out = QStringLiteral("out.pdf");
    const QStringList ja{QStringLiteral("--lang"), QStringLiteral("ja")};
    QTest::newRow("handout") << QStringList{QStringLiteral("steplab"), QStringLiteral("--handout"),
                                            out} +
                                    ja;
    QTest::newRow("worksheets") << QStringList{QStringLiteral("steplab"),
                                               QStringLiteral("--worksheet"),
                                               out,
                                               QStringLiteral("--students"),
                                               QStringLiteral("4"),
                                               QStringLiteral("--seed"),
                                               QStringLiteral("7")} +
                                       ja;
    QTest::newRow("answer key") << QStringList{QStringLiteral("steplab"),
                                               QStringLiteral("--worksheet"),
                                               QStringLiteral("sheets.pdf"),
                                               QStringLiteral("--students"),
                                               QStringLiteral("4"),
                                               QStringLiteral("--seed"),
                                               QStringLiteral("7"),
                                               QStringLiteral("--answers"),
                                               out} +
                                       ja;
    for (const QString &lesson : LessonLibrary::names())
        QTest::addRow("lesson %s", qPrintable(lesson))
            << QStringList{QStringLiteral("lesson"), lesson, QStringLiteral("--pdf"), out} + ja;
    for (const char *tab : {"sinusoidal", "steplab", "alibi", "rope", "shaw"})
        QTest::addRow("%s figure", tab)
            << QStringList{QString::fromLatin1(tab), QStringLiteral("--pdf"), out} + ja;
}

void TestJapaneseDocuments::everyWordJapanese()
{
    QFETCH(QStringList, arguments);
    const Run run = m_cli.run(arguments);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QString text = toolOutput(QStringLiteral("pdftotext"),
                                    {m_cli.path(QStringLiteral("out.pdf")), QStringLiteral("-")});
    QVERIFY2(text.size() > 20, "the PDF has text");
    QStringList found;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        QStringList runs = LatinAllowlist::unexplainedRuns(line);
        runs.removeIf(
            [](const QString &run) { return LatinAllowlist::typesetSymbols().contains(run); });
        if (!runs.isEmpty())
            found << runs.join(QStringLiteral(", ")) + QStringLiteral("  ←  ") + line.simplified();
    }
    for (const QString &line : std::as_const(found))
        qWarning("%s", qPrintable(line));
    QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("%1 line(s) with untranslated Latin; "
                                                        "the first: %2")
                                             .arg(found.size())
                                             .arg(found.value(0))));
}

QTEST_GUILESS_MAIN(TestJapaneseDocuments)
#include "tst_japanesedocuments.moc"
