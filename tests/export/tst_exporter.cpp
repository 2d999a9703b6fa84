#include "export/atomicwriter.h"
#include "export/csvexporter.h"
#include "export/exporter.h"
#include "export/exportformat.h"
#include "export/npyexporter.h"
#include "exporttestutils.h"
#include "testfigure.h"
#include "testutils.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLocale>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

// The data exports (CSV, .npy) and what every export shares: atomic writes that fail cleanly.
using namespace ExportTestUtils;

class TestExporter : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();

    void csvRoundTrip_data();
    void csvRoundTrip();
    void csvQuotingAndHeader();
    void csvChunksAndSinkFailure();
    void npyRoundTrip();
    void missingDirectory_data();
    void missingDirectory();
    void pathIsDirectory();
    void callbackFailureKeepsOldFile_data();
    void callbackFailureKeepsOldFile();
    void replacesExistingFile();
    void invalidTableRefused();
    void formatsByName();

private:
    bool useGermanLocale(QString *why);
    QString path(const QString &name) const { return m_dir.filePath(name); }

    QTemporaryDir m_dir;
    QTemporaryDir m_locales;
};

void TestExporter::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestExporter::cleanup()
{
    QLocale::setDefault(QLocale::c());
    std::setlocale(LC_ALL, "C");
    ExportTestUtils::clear(m_dir.path());
}

// A German C and Qt locale (',' decimal). The C locale is generated with localedef into a
// temporary LOCPATH when the system has none installed.
bool TestExporter::useGermanLocale(QString *why)
{
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const auto german = [] {
        for (const char *name : {"de_DE.UTF-8", "de_DE.utf8", "de_DE"}) {
            if (std::setlocale(LC_ALL, name))
                return std::localeconv()->decimal_point[0] == ',';
        }
        return false;
    };
    if (german())
        return true;
    const QString localedef = QStandardPaths::findExecutable(QStringLiteral("localedef"));
    if (localedef.isEmpty() || !m_locales.isValid()) {
        *why = QStringLiteral("no de_DE locale and no localedef");
        return false;
    }
    QProcess::execute(localedef,
                      {QStringLiteral("-i"), QStringLiteral("de_DE"), QStringLiteral("-f"),
                       QStringLiteral("UTF-8"), m_locales.filePath(QStringLiteral("de_DE.UTF-8"))});
    qputenv("LOCPATH", QFile::encodeName(m_locales.path()));
    if (german())
        return true;
    *why = QStringLiteral("the de_DE locale could not be generated");
    return false;
}

void TestExporter::csvRoundTrip_data()
{
    QTest::addColumn<bool>("german");
    QTest::newRow("C locale") << false;
    QTest::newRow("German locale") << true;
}

void TestExporter::csvRoundTrip()
{
    QFETCH(bool, german);
    if (german) {
        QString why;
        if (!useGermanLocale(&why))
            PELAB_SKIP_UNLESS_REQUIRED(qPrintable(why));
        QCOMPARE(QLocale().toString(0.5), QStringLiteral("0,5"));
        char printed[16];
        std::snprintf(printed, sizeof printed, "%.1f", 0.5);
        QCOMPARE(QByteArray(printed), QByteArray("0,5")); // the C library now writes ',' decimals
    }

    ExportTable table;
    table.matrix = awkwardMatrix(37, 29);
    table.cornerHeader = QStringLiteral("position");
    table.rowLabel = [](qsizetype row) { return QString::number(100 + row); };
    table.columnLabel = [](qsizetype column) { return QStringLiteral("d%1").arg(column); };
    const QString fileName = path(QStringLiteral("table.csv"));
    const WriteResult result = CsvExporter::writeFile(table, fileName);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.bytes, QFileInfo(fileName).size());

    // Read back in the C locale: strtod must see '.' decimals and nothing else.
    std::setlocale(LC_ALL, "C");
    const QByteArray text = readAll(fileName);
    QVERIFY(!text.contains(';'));
    QVERIFY(text.endsWith("\r\n"));
    const Rows rows = parseCsv(text);
    QCOMPARE(rows.size(), 1 + 37);
    QCOMPARE(rows[0].size(), 1 + 29);
    QCOMPARE(rows[0][0], QByteArray("position"));
    QCOMPARE(rows[0][1], QByteArray("d0"));
    QCOMPARE(rows[0][29], QByteArray("d28"));
    for (std::size_t r = 0; r < 37; ++r) {
        const QList<QByteArray> &row = rows[qsizetype(r) + 1];
        QCOMPARE(row.size(), 1 + 29);
        QCOMPARE(row[0], QByteArray::number(qint64(100 + r)));
        for (std::size_t c = 0; c < 29; ++c) {
            const QByteArray &field = row[qsizetype(c) + 1];
            QVERIFY2(!field.contains(','), field.constData());
            char *end = nullptr;
            const double value = std::strtod(field.constData(), &end);
            QVERIFY(end == field.constData() + field.size());
            const double expected = (*table.matrix)(r, c);
            // −0 is written "0", never "-0" (it reads back as +0, equal to it).
            QVERIFY2(bits(value) == bits(expected) || (expected == 0.0 && field == "0"),
                     qPrintable(QStringLiteral("row %1 col %2: '%3' reads back as %4, wrote %5")
                                    .arg(r)
                                    .arg(c)
                                    .arg(QString::fromLatin1(field))
                                    .arg(value, 0, 'g', 17)
                                    .arg(expected, 0, 'g', 17)));
        }
    }
}

void TestExporter::csvQuotingAndHeader()
{
    auto matrix = std::make_shared<pelab::Matrix>(2, 2);
    matrix->data()[0] = 1.5;
    matrix->data()[1] = -0.25;
    matrix->data()[2] = -0.0; // written "0", never "-0"
    matrix->data()[3] = 1e-7;
    ExportTable table;
    table.matrix = matrix;
    table.cornerHeader = QStringLiteral("pos, \"t\"");
    table.rowLabel = [](qsizetype row) {
        return row == 0 ? QStringLiteral("line\nbreak") : QString();
    };
    table.columnLabel = [](qsizetype column) {
        return column == 0 ? QStringLiteral("ω_0") : QStringLiteral("a,b");
    };
    const QByteArray text = CsvExporter::bytes(table);
    QCOMPARE(text, QByteArray("\"pos, \"\"t\"\"\",ω_0,\"a,b\"\r\n"
                              "\"line\nbreak\",1.5,-0.25\r\n"
                              ",0,1e-07\r\n"));
    const Rows rows = parseCsv(text);
    QCOMPARE(rows.size(), 3);
    QVERIFY(rows[0] == (QList<QByteArray>{"pos, \"t\"", "ω_0", "a,b"}));
    QCOMPARE(rows[1][0], QByteArray("line\nbreak"));
    QCOMPARE(rows[2][0], QByteArray()); // an empty label keeps its column

    // Without label functions: row and column indices.
    table.rowLabel = {};
    table.columnLabel = {};
    table.cornerHeader = QStringLiteral("row");
    QVERIFY(CsvExporter::bytes(table).startsWith("row,0,1\r\n0,1.5,-0.25\r\n1,"));
}

void TestExporter::csvChunksAndSinkFailure()
{
    ExportTable table;
    table.matrix = awkwardMatrix(50, 40);
    const QByteArray whole = CsvExporter::bytes(table);

    QByteArray joined;
    int chunks = 0;
    std::size_t largest = 0;
    QVERIFY(CsvExporter::write(
        table,
        [&](std::string_view chunk) {
            joined.append(chunk.data(), qsizetype(chunk.size()));
            largest = std::max(largest, chunk.size());
            ++chunks;
            return true;
        },
        256));
    QCOMPARE(joined, whole);
    QVERIFY(chunks >= 50);         // one per row here: every row is longer than a chunk
    QVERIFY(largest < 256 + 1500); // about the chunk size: at most one row more

    int calls = 0;
    QVERIFY(!CsvExporter::write(
        table, [&](std::string_view) { return ++calls < 3; }, 256));
    QCOMPARE(calls, 3); // stopped at the first failure
}

void TestExporter::npyRoundTrip()
{
    ExportTable table;
    table.matrix = awkwardMatrix(33, 7);
    const QString fileName = path(QStringLiteral("table.npy"));
    const WriteResult result = NpyExporter::writeFile(table, fileName);
    QVERIFY2(result.ok(), qPrintable(result.error));

    const QByteArray bytes = readAll(fileName);
    QVERIFY(bytes.startsWith(QByteArray("\x93NUMPY\x01\x00", 8)));
    const int headerLength = quint8(bytes[8]) | (quint8(bytes[9]) << 8);
    const qsizetype dataStart = 10 + headerLength;
    QCOMPARE(dataStart % 64, 0);
    const QByteArray header = bytes.mid(10, headerLength);
    QVERIFY(header.endsWith('\n'));
    QVERIFY2(header.startsWith("{'descr': '<f8', 'fortran_order': False, 'shape': (33, 7), }"),
             header.constData());
    QCOMPARE(bytes.size() - dataStart, qsizetype(33 * 7 * sizeof(double)));
    for (std::size_t i = 0; i < table.matrix->size(); ++i) {
        std::uint64_t stored = 0;
        for (int b = 7; b >= 0; --b) // little-endian, whatever this machine is
            stored = (stored << 8) | quint8(bytes[dataStart + qsizetype(i * 8) + b]);
        QCOMPARE(stored, bits(table.matrix->data()[i]));
    }
}

void TestExporter::missingDirectory_data()
{
    QTest::addColumn<ExportFormat>("format");
    for (ExportFormat format : ExportFormats::dataFormats() + ExportFormats::figureFormats())
        QTest::newRow(qPrintable(ExportFormats::id(format))) << format;
}

void TestExporter::missingDirectory()
{
    QFETCH(ExportFormat, format);
    const QString fileName =
        path(QStringLiteral("missing/figure.") + ExportFormats::extension(format));
    ExportTable table;
    table.matrix = awkwardMatrix(3, 3);
    TestFigure figure;
    const WriteResult result =
        ExportFormats::isFigure(format)
            ? Exporter::writeFigure(figure, format, fileName, FigureOptions{})
            : Exporter::writeData(table, format, fileName);
    QVERIFY(!result.ok());
    QCOMPARE(result.error,
             QStringLiteral("cannot write %1: No such file or directory").arg(fileName));
    QVERIFY(entries(m_dir.path()).isEmpty());
}

void TestExporter::pathIsDirectory()
{
    QVERIFY(QDir(m_dir.path()).mkdir(QStringLiteral("target.csv")));
    ExportTable table;
    table.matrix = awkwardMatrix(3, 3);
    const QString fileName = path(QStringLiteral("target.csv"));
    const WriteResult result = CsvExporter::writeFile(table, fileName);
    QVERIFY(!result.ok());
    QVERIFY2(result.error.startsWith(QStringLiteral("cannot write %1: ").arg(fileName)),
             qPrintable(result.error));
    QVERIFY(QFileInfo(fileName).isDir());
    QCOMPARE(entries(m_dir.path()), QStringList{QStringLiteral("target.csv")});
}

void TestExporter::callbackFailureKeepsOldFile_data()
{
    QTest::addColumn<bool>("throws");
    QTest::newRow("returns false") << false;
    QTest::newRow("throws") << true;
}

void TestExporter::callbackFailureKeepsOldFile()
{
    QFETCH(bool, throws);
    const QString fileName = path(QStringLiteral("keep.csv"));
    {
        QFile old(fileName);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old content\r\n");
    }
    const WriteResult result =
        AtomicWriter::write(fileName, [throws](QIODevice &device, QString &reason) {
            const QByteArray half(1 << 20, 'x'); // well past any buffer: the temp file has data
            if (device.write(half) != half.size())
                return false;
            if (throws)
                throw std::runtime_error("simulated exception");
            reason = QStringLiteral("simulated failure");
            return false;
        });
    QVERIFY(!result.ok());
    QCOMPARE(result.error, QStringLiteral("cannot write %1: %2")
                               .arg(fileName, throws ? QStringLiteral("simulated exception")
                                                     : QStringLiteral("simulated failure")));
    QCOMPARE(readAll(fileName), QByteArray("old content\r\n"));
    QCOMPARE(entries(m_dir.path()), QStringList{QStringLiteral("keep.csv")}); // no temp file
}

void TestExporter::replacesExistingFile()
{
    const QString fileName = path(QStringLiteral("figure.png"));
    {
        QFile old(fileName);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("not a png");
    }
    const TestFigure figure;
    const WriteResult result =
        Exporter::writeFigure(figure, ExportFormat::Png, fileName, FigureOptions{});
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(QImage(fileName).size(), QSize(1200, 600));
    QCOMPARE(entries(m_dir.path()), QStringList{QStringLiteral("figure.png")});
    QVERIFY(
        Exporter::successMessage(result).startsWith(QStringLiteral("Wrote %1 (").arg(fileName)));
}

void TestExporter::invalidTableRefused()
{
    for (ExportFormat format : ExportFormats::dataFormats()) {
        const QString fileName = path(QStringLiteral("empty.") + ExportFormats::extension(format));
        const WriteResult result = Exporter::writeData(ExportTable{}, format, fileName);
        QVERIFY(!result.ok());
        QVERIFY2(result.error.contains(QStringLiteral("no data")), qPrintable(result.error));
        QVERIFY(!QFile::exists(fileName));
    }
    TestFigure figure;
    QVERIFY(
        !Exporter::writeData(ExportTable{}, ExportFormat::Png, path(QStringLiteral("x.png"))).ok());
    QVERIFY(!Exporter::writeFigure(figure, ExportFormat::Csv, path(QStringLiteral("x.csv")),
                                   FigureOptions{})
                 .ok());
    QVERIFY(entries(m_dir.path()).isEmpty());
}

void TestExporter::formatsByName()
{
    QVERIFY(ExportFormats::fromFileName(QStringLiteral("/a/b/Table.CSV")) == ExportFormat::Csv);
    QVERIFY(ExportFormats::fromFileName(QStringLiteral("pe.npy")) == ExportFormat::Npy);
    QVERIFY(ExportFormats::fromFileName(QStringLiteral("pe.svg")) == ExportFormat::Svg);
    QVERIFY(!ExportFormats::fromFileName(QStringLiteral("pe.txt")));
    QVERIFY(!ExportFormats::fromFileName(QStringLiteral("pe")));
    QCOMPARE(ExportFormats::withExtension(QStringLiteral("pe"), ExportFormat::Pdf),
             QStringLiteral("pe.pdf"));
    QCOMPARE(ExportFormats::withExtension(QStringLiteral("pe.PDF"), ExportFormat::Pdf),
             QStringLiteral("pe.PDF"));
    QCOMPARE(ExportFormats::withExtension(QStringLiteral("pe.png"), ExportFormat::Pdf),
             QStringLiteral("pe.png.pdf"));
    for (ExportFormat format : ExportFormats::dataFormats() + ExportFormats::figureFormats())
        QVERIFY(ExportFormats::fromFilter(ExportFormats::filter(format)) == format);
}

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    TestExporter test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_exporter.moc"
