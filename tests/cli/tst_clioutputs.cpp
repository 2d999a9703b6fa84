#include "clitestutils.h"
#include "testutils.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTest>
#include <QXmlStreamReader>

#include <cstdlib>
#include <cstring>

using namespace CliTestUtils;

// Every file pelab-cli writes, read back: CSV and .npy against the formula, PNG of the asked
// size, SVG and PDF as vector documents.
class TestCliOutputs : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(m_cli.isValid(), qPrintable(CliFixture::program())); }
    void cleanup() { m_cli.clear(); }
    void csvMatchesFormula_data();
    void csvMatchesFormula();
    void npyMatchesCsv();
    void pngSize_data();
    void pngSize();
    void svgAndPdf();
    void csvWritesZeroNotMinusZero();

private:
    CliFixture m_cli;
};

void TestCliOutputs::csvMatchesFormula_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<double>("base");
    QTest::addColumn<qint64>("start");
    QTest::addColumn<bool>("german");
    QTest::newRow("interleaved") << QStringLiteral("interleaved") << 10000.0 << qint64(0) << false;
    QTest::newRow("split") << QStringLiteral("split") << 10000.0 << qint64(0) << false;
    QTest::newRow("base 500, from 1000")
        << QStringLiteral("interleaved") << 500.0 << qint64(1000) << false;
    QTest::newRow("German locale") << QStringLiteral("split") << 10000.0 << qint64(3) << true;
}

void TestCliOutputs::csvMatchesFormula()
{
    QFETCH(QString, layout);
    QFETCH(double, base);
    QFETCH(qint64, start);
    QFETCH(bool, german);
    QProcessEnvironment environment;
    if (german) {
        environment = m_cli.germanEnvironment();
        if (environment.isEmpty())
            PELAB_SKIP_UNLESS_REQUIRED("no de_DE locale can be had on this system");
    }
    const qint64 positions = 50;
    const qint64 dim = 16;
    const QString fileName = m_cli.path(QStringLiteral("pe.csv"));
    const Run result = m_cli.run(
        {QStringLiteral("sinusoidal"), QStringLiteral("--positions"), QString::number(positions),
         QStringLiteral("--dim"), QString::number(dim), QStringLiteral("--base"),
         QString::number(base), QStringLiteral("--start"), QString::number(start),
         QStringLiteral("--layout"), layout, QStringLiteral("--csv"), fileName},
        environment);
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(result.err.isEmpty(), result.err.constData());
    QVERIFY(result.out.isEmpty()); // stdout is for --json only

    QFile file(fileName);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QCOMPARE(lines.size(), positions + 2); // header, rows, and the empty rest after the last CRLF
    QVERIFY(lines.last().isEmpty());
    QByteArray header = "position";
    for (qint64 j = 0; j < dim; ++j)
        header += ",d" + QByteArray::number(j);
    QCOMPARE(lines[0], header + '\r');
    for (qint64 r = 0; r < positions; ++r) {
        QByteArray line = lines[r + 1];
        QVERIFY(line.endsWith('\r'));
        line.chop(1);
        const QList<QByteArray> fields = line.split(',');
        QCOMPARE(fields.size(), dim + 1);
        QCOMPARE(fields[0].toLongLong(), start + r);
        for (qint64 j = 0; j < dim; ++j) {
            char *end = nullptr;
            const double value = std::strtod(fields[j + 1].constData(), &end);
            QVERIFY(*end == '\0');
            PELAB_COMPARE_NEAR(
                value, expectedValue(start + r, j, dim, base, layout == QStringLiteral("split")),
                1e-12);
        }
    }
}

void TestCliOutputs::npyMatchesCsv()
{
    const QString npy = m_cli.path(QStringLiteral("pe.npy"));
    const QString csv = m_cli.path(QStringLiteral("pe.csv"));
    const Run result =
        m_cli.run({QStringLiteral("sinusoidal"), QStringLiteral("--positions"),
                   QStringLiteral("70"), QStringLiteral("--dim"), QStringLiteral("12"),
                   QStringLiteral("--npy"), npy, QStringLiteral("--csv"), csv});
    QCOMPARE(result.exitCode, 0);
    QFile file(npy);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.startsWith(QByteArray("\x93NUMPY\x01\x00", 8)));
    const int headerLength = quint8(bytes[8]) | (quint8(bytes[9]) << 8);
    const QByteArray header = bytes.mid(10, headerLength);
    QVERIFY2(header.contains("'descr': '<f8'"), header.constData());
    QVERIFY2(header.contains("'fortran_order': False"), header.constData());
    QVERIFY2(header.contains("'shape': (70, 12)"), header.constData());
    const qsizetype dataStart = 10 + headerLength;
    QCOMPARE(bytes.size() - dataStart, qsizetype(70 * 12 * 8));

    QFile text(csv);
    QVERIFY(text.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = text.readAll().split('\n');
    for (qint64 r = 0; r < 70; ++r) {
        const QList<QByteArray> fields = lines[r + 1].trimmed().split(',');
        for (qint64 j = 0; j < 12; ++j) {
            double value = 0.0;
            std::memcpy(&value, bytes.constData() + dataStart + (r * 12 + j) * 8, 8);
            PELAB_COMPARE_NEAR(value, expectedValue(r, j, 12, 10000.0, false), 1e-12);
            // The same double in both files.
            QCOMPARE(std::strtod(fields[j + 1].constData(), nullptr), value);
        }
    }
}

void TestCliOutputs::pngSize_data()
{
    QTest::addColumn<QStringList>("sizeOptions");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("dpi");
    QTest::addColumn<bool>("platformUnset");
    QTest::newRow("default") << QStringList() << QSize(1200, 600) << 96 << false;
    QTest::newRow("640 x 360") << QStringList{QStringLiteral("--width"), QStringLiteral("640"),
                                              QStringLiteral("--height"), QStringLiteral("360")}
                               << QSize(640, 360) << 96 << false;
    QTest::newRow("192 DPI") << QStringList{QStringLiteral("--width"),  QStringLiteral("2400"),
                                            QStringLiteral("--height"), QStringLiteral("1200"),
                                            QStringLiteral("--dpi"),    QStringLiteral("192")}
                             << QSize(2400, 1200) << 192 << false;
    QTest::newRow("no QT_QPA_PLATFORM")
        << QStringList{QStringLiteral("--width"), QStringLiteral("333")} << QSize(333, 600) << 96
        << true;
}

void TestCliOutputs::pngSize()
{
    QFETCH(QStringList, sizeOptions);
    QFETCH(QSize, size);
    QFETCH(int, dpi);
    QFETCH(bool, platformUnset);
    QProcessEnvironment environment;
    if (platformUnset) { // pelab-cli picks the offscreen platform itself
        environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
        environment.remove(QStringLiteral("DISPLAY"));
        environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    }
    const QString fileName = m_cli.path(QStringLiteral("pe.png"));
    const Run result =
        m_cli.run(QStringList{QStringLiteral("sinusoidal"), QStringLiteral("--positions"),
                              QStringLiteral("64"), QStringLiteral("--dim"), QStringLiteral("128"),
                              QStringLiteral("--png"), fileName} +
                      sizeOptions,
                  environment);
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(result.err.isEmpty(), result.err.constData());
    const QImage image(fileName, "png");
    QCOMPARE(image.size(), size);
    QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), dpi);
    // A heatmap, not a blank page: many distinct colours.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    QVERIFY(colours.size() > 50);
}

void TestCliOutputs::svgAndPdf()
{
    const QString svg = m_cli.path(QStringLiteral("pe.svg"));
    const QString pdf = m_cli.path(QStringLiteral("pe.pdf"));
    const Run result = m_cli.run(
        {QStringLiteral("sinusoidal"), QStringLiteral("--positions"), QStringLiteral("32"),
         QStringLiteral("--dim"), QStringLiteral("64"), QStringLiteral("--colormap"),
         QStringLiteral("magma"), QStringLiteral("--svg"), svg, QStringLiteral("--pdf"), pdf});
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(result.err.isEmpty(), result.err.constData());

    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QVERIFY(xml.readNextStartElement());
    QCOMPARE(xml.name().toString(), QStringLiteral("svg"));
    QString title;
    QStringList texts;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QStringLiteral("title"))
            title = xml.readElementText();
        else if (xml.isStartElement() && xml.name() == QStringLiteral("text"))
            texts << xml.readElementText();
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY2(title.contains(QStringLiteral("32 positions")), qPrintable(title));
    // Vector text: the axis labels are SVG text.
    QVERIFY2(texts.contains(QStringLiteral("position t")), qPrintable(texts.join(u'|')));
    QVERIFY2(texts.contains(QStringLiteral("dimension j")), qPrintable(texts.join(u'|')));

    QFile pdfFile(pdf);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    QVERIFY(pdfFile.read(5) == "%PDF-");
    const QString pdfinfo = QStandardPaths::findExecutable(QStringLiteral("pdfinfo"));
    if (pdfinfo.isEmpty())
        PELAB_SKIP_UNLESS_REQUIRED("pdfinfo is not installed");
    QProcess info;
    info.start(pdfinfo, {pdf});
    QVERIFY(info.waitForFinished());
    const QString text = QString::fromUtf8(info.readAllStandardOutput());
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral("Pages:\\s+1\\n"))), qPrintable(text));
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral("Page size:\\s+900 x 450 pts"))),
             qPrintable(text));
}

// ALiBi's bias −m·|t − s| is −0 on the diagonal in IEEE arithmetic: the CSV says 0 (issue 25).
void TestCliOutputs::csvWritesZeroNotMinusZero()
{
    const Run run =
        m_cli.run({QStringLiteral("alibi"), QStringLiteral("--view"), QStringLiteral("heatmap"),
                   QStringLiteral("--heads"), QStringLiteral("2"), QStringLiteral("--positions"),
                   QStringLiteral("4"), QStringLiteral("--csv"), QStringLiteral("bias.csv")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QFile file(m_cli.path(QStringLiteral("bias.csv")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    int zeros = 0;
    for (const QByteArray &line : lines.mid(1)) {
        for (const QByteArray &field : line.trimmed().split(',').mid(1)) { // after the label
            QVERIFY2(field != "-0", line.constData());
            zeros += field == "0" ? 1 : 0;
        }
    }
    QCOMPARE(zeros, 4); // the diagonal t = s
}

QTEST_GUILESS_MAIN(TestCliOutputs)

#include "tst_clioutputs.moc"
