// pelab-cli is one program that picks its application class from the request: QCoreApplication
// for reports and data files, QApplication (offscreen) only when a figure is drawn. A platform
// plugin that does not exist shows which: only QApplication loads one.
#include "clitestutils.h"

#include <QProcess>
#include <QTest>

using CliTestUtils::CliFixture;
using CliTestUtils::Run;

class TestCliApplication : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void textAndDataNeedNoPlatform_data();
    void textAndDataNeedNoPlatform();
    void figuresLoadThePlatform();

private:
    static QProcessEnvironment noPlatform();
    CliFixture m_cli;
};

void TestCliApplication::initTestCase()
{
    QVERIFY2(m_cli.isValid(), qPrintable(CliFixture::program()));
}

QProcessEnvironment TestCliApplication::noPlatform()
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("no-such-platform"));
    return environment;
}

void TestCliApplication::textAndDataNeedNoPlatform_data()
{
    QTest::addColumn<QStringList>("arguments");
    const auto args = [](const char *text) { return QString::fromLatin1(text).split(u' '); };
    QTest::newRow("json") << args("sinusoidal --positions 300 --dim 64 --json");
    QTest::newRow("csv and npy") << args("sinusoidal --positions 20 --dim 8 --csv t.csv --npy "
                                         "t.npy --json");
    QTest::newRow("steplab") << args("steplab --positions 0,3 --dim 8 --json");
    QTest::newRow("rope") << args("rope --positions 16 --dim 8 --json");
    QTest::newRow("alibi") << args("alibi --heads 4 --positions 16 --csv s.csv");
    QTest::newRow("shaw") << args("shaw --positions 8 --dim 4 --clip 2 --json");
    QTest::newRow("help") << args("sinusoidal --help");
}

void TestCliApplication::textAndDataNeedNoPlatform()
{
    QFETCH(QStringList, arguments);
    const Run run = m_cli.run(arguments, noPlatform());
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    m_cli.clear();
}

void TestCliApplication::figuresLoadThePlatform()
{
    const QStringList arguments{QStringLiteral("sinusoidal"), QStringLiteral("--positions"),
                                QStringLiteral("8"),          QStringLiteral("--dim"),
                                QStringLiteral("8"),          QStringLiteral("--png"),
                                QStringLiteral("f.png")};
    // Without a usable platform the figure cannot be drawn; with offscreen it is.
    QVERIFY(m_cli.run(arguments, noPlatform()).exitCode != 0);
    QVERIFY(!QFile::exists(m_cli.path(QStringLiteral("f.png"))));
    const Run drawn = m_cli.run(arguments);
    QVERIFY2(drawn.exitCode == 0, drawn.err.constData());
    QVERIFY(QFile::exists(m_cli.path(QStringLiteral("f.png"))));
}

QTEST_GUILESS_MAIN(TestCliApplication)
#include "tst_cliapplication.moc"
