// A write that fails part way (a file-size limit, a full disk) is never reported as success:
// every format, written by pelab-cli, by pelab-cli session and by the window's export actions,
// in a child process under RLIMIT_FSIZE (SIGXFSZ ignored, so write() fails with EFBIG). The
// export must fail with one line naming the reason, keep the old file byte for byte and leave
// no temporary file behind.
#include "export/exportformat.h"
#include "fakepage.h"
#include "shell/exportcontroller.h"
#include "testfigure.h"

#include "matrix.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMainWindow>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <cstdio>
#include <memory>

#include <sys/resource.h>

namespace {

// Set in the child that plays the window: the file to write, its format from the extension.
constexpr char kChildVariable[] = "PELAB_WRITELIMIT_WINDOW_CHILD";

// The window's export of a 300 × 64 table or of the test figure at 1200 × 600, through
// ExportController as File → Export Data / Export Figure do; prints the error, exit 1.
int windowChild(const QString &fileName)
{
    const std::optional<ExportFormat> format = ExportFormats::fromFileName(fileName);
    if (!format)
        return 2;
    QStandardPaths::setTestModeEnabled(true);
    auto matrix = std::make_shared<pelab::Matrix>(300, 64);
    for (std::size_t i = 0; i < matrix->size(); ++i)
        matrix->data()[i] = 1.0 / (1.0 + double(i));
    ExportTable table;
    table.matrix = matrix;
    TestFigure figure;
    FakePage page;
    page.setContent(table, &figure);
    QMainWindow window;
    ExportController controller(&window);
    controller.setPage(&page);
    FigureOptions options;
    options.width = 1200;
    options.height = 600;
    const WriteResult result = ExportFormats::isFigure(*format)
                                   ? controller.writeFigure(fileName, *format, options)
                                   : controller.writeData(fileName, *format);
    if (result.ok())
        return 0;
    std::fprintf(stderr, "%s\n", qPrintable(result.error));
    return 1;
}

struct Run
{
    int exitCode = -1;
    QByteArray err;
};

// Runs `program` in `dir`; with `limit` > 0 its files may not grow past that many bytes.
Run run(const QString &program, const QStringList &arguments, const QString &dir,
        const QProcessEnvironment &environment, qint64 limit)
{
    QProcess process;
    process.setWorkingDirectory(dir);
    process.setProcessEnvironment(environment);
    process.setChildProcessModifier([limit] {
        if (limit <= 0)
            return;
        std::signal(SIGXFSZ, SIG_IGN); // stays ignored across exec
        const rlimit bytes{rlim_t(limit), rlim_t(limit)};
        setrlimit(RLIMIT_FSIZE, &bytes);
    });
    process.start(program, arguments);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit)
        return {};
    return {process.exitCode(), process.readAllStandardError()};
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// A session naming one export of the Sinusoidal heatmap (256 positions × 64 dims) as `file`.
QByteArray sessionFor(ExportFormat format, const QString &file)
{
    QJsonObject entry{{QStringLiteral("tab"), QStringLiteral("sinusoidal")},
                      {QStringLiteral("view"), QStringLiteral("heatmap")},
                      {QStringLiteral("parameters"), QJsonObject{{QStringLiteral("positions"), 256},
                                                                 {QStringLiteral("dim"), 64}}},
                      {QStringLiteral("format"), ExportFormats::id(format)},
                      {QStringLiteral("file"), file}};
    if (ExportFormats::isFigure(format)) {
        entry.insert(QStringLiteral("width"), 1200);
        entry.insert(QStringLiteral("height"), 600);
        entry.insert(QStringLiteral("dpi"), 96);
    }
    const QJsonObject root{{QStringLiteral("format"), QStringLiteral("pelab-session")},
                           {QStringLiteral("version"), 1},
                           {QStringLiteral("tabs"), QJsonObject{}},
                           {QStringLiteral("exports"), QJsonArray{entry}}};
    return QJsonDocument(root).toJson();
}

} // namespace

class TestWriteLimit : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void failedWriteKeepsTheOldFile_data();
    void failedWriteKeepsTheOldFile();
};

void TestWriteLimit::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestWriteLimit::failedWriteKeepsTheOldFile_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<ExportFormat>("format");
    for (const QString &path :
         {QStringLiteral("cli"), QStringLiteral("session"), QStringLiteral("window")}) {
        for (ExportFormat format : ExportFormats::dataFormats() + ExportFormats::figureFormats())
            QTest::addRow("%s %s", qPrintable(path), qPrintable(ExportFormats::id(format)))
                << path << format;
    }
}

void TestWriteLimit::failedWriteKeepsTheOldFile()
{
    QFETCH(QString, path);
    QFETCH(ExportFormat, format);
    QTemporaryDir reference;
    QTemporaryDir limited;
    QVERIFY(reference.isValid() && limited.isValid());
    const QString file = QStringLiteral("out.") + ExportFormats::extension(format);

    QString program;
    QStringList arguments;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (path == QLatin1String("cli")) {
        program = QStringLiteral(PELAB_CLI_PATH);
        arguments = {QStringLiteral("sinusoidal"),
                     QStringLiteral("--positions"),
                     QStringLiteral("256"),
                     QStringLiteral("--dim"),
                     QStringLiteral("64"),
                     QStringLiteral("--") + ExportFormats::id(format),
                     file};
    } else if (path == QLatin1String("session")) {
        program = QStringLiteral(PELAB_CLI_PATH);
        arguments = {QStringLiteral("session"), QStringLiteral("s.json")};
        for (const QTemporaryDir *dir : {&reference, &limited})
            QVERIFY(writeFile(dir->filePath(QStringLiteral("s.json")), sessionFor(format, file)));
    } else {
        program = QCoreApplication::applicationFilePath();
        environment.insert(QString::fromLatin1(kChildVariable), file);
    }

    // Unlimited, the export succeeds: its size sets the limit, half of it.
    const Run full = run(program, arguments, reference.path(), environment, 0);
    QVERIFY2(full.exitCode == 0, full.err.constData());
    const qint64 size = QFileInfo(reference.filePath(file)).size();
    QVERIFY2(size > 1024, qPrintable(QString::number(size)));

    const QString old = limited.filePath(file);
    const QByteArray oldBytes = "the previous export, which a failed write must keep\n";
    QVERIFY(writeFile(old, oldBytes));
    const QStringList before = QDir(limited.path()).entryList(QDir::Files | QDir::Hidden);
    const Run cut = run(program, arguments, limited.path(), environment, size / 2);

    QCOMPARE(cut.exitCode, 1);
    QVERIFY2(cut.err.contains("cannot write") && cut.err.contains("File too large"),
             cut.err.constData());
    // One line names the failure; pelab-cli session adds its count of exports not regenerated.
    // (The window's child may print Qt's own notes, e.g. on XDG_RUNTIME_DIR, before it.)
    const QList<QByteArray> lines = cut.err.trimmed().split('\n');
    qsizetype failures = 0;
    for (const QByteArray &line : lines)
        failures += line.contains("cannot write") ? 1 : 0;
    QCOMPARE(failures, qsizetype(1));
    if (path == QLatin1String("cli"))
        QCOMPARE(lines.size(), qsizetype(1));
    if (path == QLatin1String("session")) {
        QCOMPARE(lines.size(), qsizetype(2));
        QVERIFY2(lines.at(1).contains("1 of 1 exports not regenerated"), lines.at(1).constData());
    }
    QCOMPARE(readAll(old), oldBytes);
    QCOMPARE(QDir(limited.path()).entryList(QDir::Files | QDir::Hidden), before);
}

int main(int argc, char *argv[])
{
    QApplication application(argc, argv);
    const QString child = qEnvironmentVariable(kChildVariable);
    if (!child.isEmpty())
        return windowChild(child);
    TestWriteLimit test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_writelimit.moc"
