// The desktop entry and the AppStream metainfo validate with the distribution's tools
// (desktop-file-utils and appstream, installed by scripts/setup.sh).
#include <QProcess>
#include <QStandardPaths>
#include <QTest>

class TestDesktopFiles : public QObject
{
    Q_OBJECT

private slots:
    void validates_data();
    void validates();
};

void TestDesktopFiles::validates_data()
{
    QTest::addColumn<QString>("tool");
    QTest::addColumn<QStringList>("arguments");
    const QString dir = QStringLiteral(PELAB_SOURCE_DIR "/resources/desktop/");
    QTest::newRow("desktop entry")
        << QStringLiteral("desktop-file-validate")
        << QStringList{dir + QStringLiteral("io.github.pelab.PELab.desktop")};
    QTest::newRow("metainfo") << QStringLiteral("appstreamcli")
                              << QStringList{
                                     QStringLiteral("validate"), QStringLiteral("--no-net"),
                                     dir + QStringLiteral("io.github.pelab.PELab.metainfo.xml")};
}

void TestDesktopFiles::validates()
{
    QFETCH(QString, tool);
    QFETCH(QStringList, arguments);
    const QString program = QStandardPaths::findExecutable(tool);
    QVERIFY2(!program.isEmpty(),
             qPrintable(tool + QStringLiteral(" is not installed (scripts/setup.sh installs it)")));
    QProcess process;
    process.start(program, arguments);
    QVERIFY(process.waitForFinished(60000));
    const QByteArray output = process.readAllStandardOutput() + process.readAllStandardError();
    QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0,
             output.constData());
    // desktop-file-validate prints only problems; hints are problems too.
    if (tool == QLatin1String("desktop-file-validate"))
        QVERIFY2(output.trimmed().isEmpty(), output.constData());
}

QTEST_GUILESS_MAIN(TestDesktopFiles)
#include "tst_desktopfiles.moc"
