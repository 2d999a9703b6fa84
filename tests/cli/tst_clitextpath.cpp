// pelab-cli runs `sinusoidal` without figures itself, on QtCore alone, and hands everything else
// to pelab-cli-full: both must answer every request identically, byte for byte.
#include "clitestutils.h"
#include "testutils.h"

#include <QProcess>
#include <QTest>

using CliTestUtils::CliFixture;
using CliTestUtils::Run;

class TestCliTextPath : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sameAnswers_data();
    void sameAnswers();
    void textPathLoadsNoGuiLibrary();

private:
    Run runFull(const QStringList &arguments) const;
    CliFixture m_cli;
    CliFixture m_full;
};

void TestCliTextPath::initTestCase()
{
    QVERIFY2(m_cli.isValid(), qPrintable(CliFixture::program()));
    QVERIFY2(QFile::exists(QStringLiteral(PELAB_CLI_FULL_PATH)), PELAB_CLI_FULL_PATH);
}

Run TestCliTextPath::runFull(const QStringList &arguments) const
{
    QProcess process;
    process.setWorkingDirectory(m_full.path(QString()));
    process.start(QStringLiteral(PELAB_CLI_FULL_PATH), arguments);
    Run result;
    if (!process.waitForFinished(120000))
        return result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

void TestCliTextPath::sameAnswers_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("files");
    const auto args = [](const char *text) { return QString::fromLatin1(text).split(u' '); };
    QTest::newRow("json") << args("sinusoidal --positions 300 --dim 64 --json") << QStringList();
    QTest::newRow("json split, start, base")
        << args("sinusoidal --positions 50 --dim 10 --start 123456 --base 500 --layout split "
                "--colormap magma --json")
        << QStringList();
    QTest::newRow("csv and npy")
        << args("sinusoidal --positions 20 --dim 8 --csv t.csv --npy t.npy --json")
        << QStringList{QStringLiteral("t.csv"), QStringLiteral("t.npy")};
    QTest::newRow("odd dim") << args("sinusoidal --positions 20 --dim 7 --json") << QStringList();
    QTest::newRow("bad number") << args("sinusoidal --positions 2x --dim 8 --json")
                                << QStringList();
    QTest::newRow("unknown option")
        << args("sinusoidal --positions 2 --dim 8 --bogus --json") << QStringList();
    QTest::newRow("unknown colormap")
        << args("sinusoidal --positions 2 --dim 8 --colormap jet --json") << QStringList();
    QTest::newRow("nothing to do") << args("sinusoidal --positions 2 --dim 8") << QStringList();
    QTest::newRow("too large") << args("sinusoidal --positions 1000000 --dim 65536 --json")
                               << QStringList();
    QTest::newRow("write fails") << args("sinusoidal --positions 2 --dim 8 --csv no/such/t.csv")
                                 << QStringList();
    // Handed to pelab-cli-full: the answers are its own.
    QTest::newRow("figure") << args("sinusoidal --positions 8 --dim 8 --png f.png --width 64 "
                                    "--height 32 --json")
                            << QStringList();
    QTest::newRow("help") << args("sinusoidal --help") << QStringList();
    QTest::newRow("version") << args("--version") << QStringList();
    QTest::newRow("other command")
        << args("steplab --positions 0,3 --dim 8 --json") << QStringList();
    QTest::newRow("unknown command") << args("rope2 --json") << QStringList();
}

void TestCliTextPath::sameAnswers()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, files);
    const Run text = m_cli.run(arguments);
    const Run full = runFull(arguments);
    // The two ran in different directories, which the reports name.
    const auto local = [](QByteArray bytes, const CliFixture &fixture) {
        return bytes.replace(QDir(fixture.path(QString())).absolutePath().toUtf8(), "DIR");
    };
    QCOMPARE(text.exitCode, full.exitCode);
    QCOMPARE(local(text.err, m_cli), local(full.err, m_full));
    QCOMPARE(local(text.out, m_cli), local(full.out, m_full));
    for (const QString &name : files) {
        QFile a(m_cli.path(name));
        QFile b(m_full.path(name));
        QVERIFY(a.open(QIODevice::ReadOnly));
        QVERIFY(b.open(QIODevice::ReadOnly));
        QCOMPARE(a.readAll(), b.readAll());
    }
    m_cli.clear();
    m_full.clear();
}

// The point of the text path: no QtGui (nor anything it pulls in) is loaded.
void TestCliTextPath::textPathLoadsNoGuiLibrary()
{
    QProcess ldd;
    ldd.start(QStringLiteral("ldd"), {CliFixture::program()});
    if (!ldd.waitForFinished(30000) || ldd.exitCode() != 0)
        PELAB_SKIP_UNLESS_REQUIRED("ldd is not available");
    const QByteArray libraries = ldd.readAllStandardOutput();
    QVERIFY(libraries.contains("libQt6Core"));
    for (const char *gui : {"libQt6Gui", "libQt6Widgets", "libQCustomPlot", "libQt6Charts"})
        QVERIFY2(!libraries.contains(gui), gui);
}

QTEST_GUILESS_MAIN(TestCliTextPath)
#include "tst_clitextpath.moc"
