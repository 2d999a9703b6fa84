#include "export/figureexporter.h"
#include "exporttestutils.h"
#include "testfigure.h"
#include "testutils.h"

#include <QApplication>
#include <QColor>
#include <QFile>
#include <QHash>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>

// The figure exports: PNG of exact size and DPI, SVG and PDF as vector documents.
using namespace ExportTestUtils;

class TestFigureExporter : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void pngSizeAndDpi_data();
    void pngSizeAndDpi();
    void svgIsXml();
    void pdfHasOnePage();
    void figureOptionsValidated_data();
    void figureOptionsValidated();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    WriteResult writeFigure(ExportFormat format, const QString &fileName,
                            const FigureOptions &options, TestFigure *figure = nullptr);

    QTemporaryDir m_dir;
};

void TestFigureExporter::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestFigureExporter::cleanup()
{
    ExportTestUtils::clear(m_dir.path());
}

WriteResult TestFigureExporter::writeFigure(ExportFormat format, const QString &fileName,
                                            const FigureOptions &options, TestFigure *figure)
{
    TestFigure local;
    return FigureExporter::writeFile(figure ? *figure : local, format, fileName, options);
}

void TestFigureExporter::pngSizeAndDpi_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("dpi");
    QTest::newRow("default") << 1200 << 600 << 96;
    QTest::newRow("odd size") << 321 << 123 << 96;
    QTest::newRow("192 DPI") << 2400 << 1200 << 192;
    QTest::newRow("smallest") << 16 << 16 << 24;
    QTest::newRow("300 DPI") << 1000 << 777 << 300;
}

void TestFigureExporter::pngSizeAndDpi()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, dpi);
    FigureOptions options;
    options.width = width;
    options.height = height;
    options.dpi = dpi;
    options.title = QStringLiteral("A title");
    TestFigure figure;
    const QString fileName = path(QStringLiteral("figure.png"));
    const WriteResult result = writeFigure(ExportFormat::Png, fileName, options, &figure);
    QVERIFY2(result.ok(), qPrintable(result.error));

    QImage image(fileName, "png");
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(width, height));
    QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), dpi);
    QCOMPARE(qRound(image.dotsPerMeterY() * 0.0254), dpi);
    QCOMPARE(image.text(QStringLiteral("Title")), QStringLiteral("A title"));

    // Laid out at 96 DPI and drawn at dpi/96: a 192-DPI figure is the 96-DPI one, twice as large.
    QCOMPARE(figure.calls().size(), std::size_t(1));
    const TestFigure::Call call = figure.calls().front();
    QCOMPARE(call.size, QSize(qRound(width * 96.0 / dpi), qRound(height * 96.0 / dpi)));
    QCOMPARE(call.scale, dpi / 96.0);
    QCOMPARE(call.logicalDpi, 96);
    // The figure covers the image: its background is the commonest colour, and it reaches the
    // far edge.
    QHash<QRgb, int> counts;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            ++counts[image.pixel(x, y)];
    QCOMPARE(QColor(std::max_element(counts.keyValueBegin(), counts.keyValueEnd(),
                                     [](auto a, auto b) { return a.second < b.second; })
                        ->first),
             TestFigure::background());
    if (width > 100)
        QCOMPARE(image.pixelColor(width - 2, height / 3), TestFigure::background());
}

void TestFigureExporter::svgIsXml()
{
    FigureOptions options;
    options.width = 1200;
    options.height = 600;
    options.dpi = 192;
    options.title = QStringLiteral("Heatmap & <friends>");
    const QString fileName = path(QStringLiteral("figure.svg"));
    TestFigure figure;
    const WriteResult result = writeFigure(ExportFormat::Svg, fileName, options, &figure);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(figure.calls().front().size, QSize(600, 300));
    QCOMPARE(figure.calls().front().scale, 1.0);

    QFile file(fileName);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QVERIFY(xml.readNextStartElement());
    QCOMPARE(xml.name().toString(), QStringLiteral("svg"));
    QCOMPARE(xml.attributes().value(QStringLiteral("viewBox")).toString(),
             QStringLiteral("0 0 600 300"));
    // 1200 px at 192 DPI: 6.25 in = 158.75 mm.
    QCOMPARE(xml.attributes().value(QStringLiteral("width")).toString(),
             QStringLiteral("158.75mm"));
    QString title;
    bool hasText = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QStringLiteral("title"))
            title = xml.readElementText();
        if (xml.isStartElement() && xml.name() == QStringLiteral("text"))
            hasText = xml.readElementText().contains(QStringLiteral("vector text"));
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(title, options.title);
    QVERIFY(hasText); // text stays text
}

void TestFigureExporter::pdfHasOnePage()
{
    FigureOptions options;
    options.title = QStringLiteral("PDF figure");
    const QString fileName = path(QStringLiteral("figure.pdf"));
    const WriteResult result = writeFigure(ExportFormat::Pdf, fileName, options);
    QVERIFY2(result.ok(), qPrintable(result.error));
    const QByteArray bytes = readAll(fileName);
    QVERIFY(bytes.startsWith("%PDF-"));
    QVERIFY(bytes.trimmed().endsWith("%%EOF"));

    const QString pdfinfo = QStandardPaths::findExecutable(QStringLiteral("pdfinfo"));
    if (pdfinfo.isEmpty())
        PELAB_SKIP_UNLESS_REQUIRED("pdfinfo is not installed: page count and size not checked");
    QProcess process;
    process.start(pdfinfo, {fileName});
    QVERIFY(process.waitForFinished());
    QCOMPARE(process.exitCode(), 0);
    const QString info = QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+1\\n"))), qPrintable(info));
    // 1200 × 600 px at 96 DPI = 12.5 × 6.25 in = 900 × 450 pt.
    QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Page size:\\s+900 x 450 pts"))),
             qPrintable(info));
    QVERIFY2(info.contains(QStringLiteral("PDF figure")), qPrintable(info));

    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        PELAB_SKIP_UNLESS_REQUIRED("pdftotext is not installed: the PDF's text not checked");
    process.start(pdftotext, {fileName, QStringLiteral("-")});
    QVERIFY(process.waitForFinished());
    QVERIFY(process.readAllStandardOutput().contains("vector text")); // vector text
}

void TestFigureExporter::figureOptionsValidated_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("dpi");
    QTest::addColumn<QString>("keyword");
    QTest::newRow("narrow") << 15 << 600 << 96 << QStringLiteral("width");
    QTest::newRow("wide") << 16385 << 600 << 96 << QStringLiteral("width");
    QTest::newRow("flat") << 600 << 0 << 96 << QStringLiteral("height");
    QTest::newRow("tall") << 600 << 20000 << 96 << QStringLiteral("height");
    QTest::newRow("coarse") << 600 << 600 << 23 << QStringLiteral("resolution");
    QTest::newRow("fine") << 600 << 600 << 1201 << QStringLiteral("resolution");
}

void TestFigureExporter::figureOptionsValidated()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, dpi);
    QFETCH(QString, keyword);
    FigureOptions options;
    options.width = width;
    options.height = height;
    options.dpi = dpi;
    QVERIFY(FigureExporter::validate(options).contains(keyword));
    for (ExportFormat format : ExportFormats::figureFormats()) {
        TestFigure figure;
        const QString fileName = path(QStringLiteral("bad.") + ExportFormats::extension(format));
        const WriteResult result = writeFigure(format, fileName, options, &figure);
        QVERIFY(!result.ok());
        QVERIFY2(result.error.contains(keyword), qPrintable(result.error));
        QVERIFY(figure.calls().empty());
        QVERIFY(!QFile::exists(fileName));
    }
    QVERIFY(FigureExporter::renderImage(TestFigure(), options).isNull());
}

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    TestFigureExporter test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_figureexporter.moc"
