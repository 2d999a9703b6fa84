// pelab-cli's figure style options (issue 15): --style, --size with units, --font, --font-size,
// --no-title, --no-colorbar, --colorbar-label, --list-styles; read back from the files with
// pdfinfo, pdffonts and pdftotext; bad values refused with exit 2 and one line.
#include "clitestutils.h"
#include "testutils.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

#include <cmath>

using namespace CliTestUtils;

namespace {

// A poppler tool's output for a file, or a null string when the tool is missing.
QString tool(const char *name, const QStringList &arguments)
{
    const QString program = QStandardPaths::findExecutable(QLatin1String(name));
    if (program.isEmpty())
        return {};
    QProcess process;
    process.start(program, arguments);
    process.waitForFinished(60000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

} // namespace

class TestCliFigureStyle : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(m_cli.isValid(), qPrintable(CliFixture::program())); }
    void cleanup() { m_cli.clear(); }
    void listStyles();
    void pngAtPhysicalSize();
    void pdfPageFontsAndNoTitle();
    void presetAndOverride();
    void vectorCellsArePixels();
    void centimetresAreExact();
    void sessionReplaysTheStyle();
    void badOptions_data();
    void badOptions();

private:
    CliFixture m_cli;
};

void TestCliFigureStyle::listStyles()
{
    const Run run = m_cli.run({QStringLiteral("sinusoidal"), QStringLiteral("--list-styles")});
    QCOMPARE(run.exitCode, 0);
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 4);
    QVERIFY2(lines[0].startsWith("paper-column  3.25 × 2.2 in, 300 dpi, 8 pt, no title"),
             lines[0].constData());
    QVERIFY(lines[3].startsWith("projector"));
}

void TestCliFigureStyle::pngAtPhysicalSize()
{
    // 3.25 × 2 in at 300 dpi: exactly 975 × 600 pixels, 300 dpi recorded.
    const Run run =
        m_cli.run({QStringLiteral("sinusoidal"), QStringLiteral("--positions"),
                   QStringLiteral("128"), QStringLiteral("--dim"), QStringLiteral("512"),
                   QStringLiteral("--size"), QStringLiteral("3.25x2in"), QStringLiteral("--dpi"),
                   QStringLiteral("300"), QStringLiteral("--font-size"), QStringLiteral("8"),
                   QStringLiteral("--no-title"), QStringLiteral("--png"), QStringLiteral("f.png")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QImage image(m_cli.path(QStringLiteral("f.png")));
    QCOMPARE(image.size(), QSize(975, 600));
    QCOMPARE(image.dotsPerMeterX(), qRound(300 / 0.0254));
}

void TestCliFigureStyle::pdfPageFontsAndNoTitle()
{
    const QStringList common{QStringLiteral("sinusoidal"),
                             QStringLiteral("--positions"),
                             QStringLiteral("32"),
                             QStringLiteral("--dim"),
                             QStringLiteral("16"),
                             QStringLiteral("--size"),
                             QStringLiteral("3.25x2in"),
                             QStringLiteral("--font"),
                             QStringLiteral("DejaVu Serif"),
                             QStringLiteral("--font-size"),
                             QStringLiteral("8")};
    Run run = m_cli.run(common + QStringList{QStringLiteral("--no-title"), QStringLiteral("--pdf"),
                                             QStringLiteral("plain.pdf")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    run = m_cli.run(common + QStringList{QStringLiteral("--pdf"), QStringLiteral("titled.pdf")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QString plain = m_cli.path(QStringLiteral("plain.pdf"));
    const QString info = tool("pdfinfo", {plain});
    if (info.isNull())
        PELAB_SKIP_UNLESS_REQUIRED("pdfinfo is not installed");
    // The page is the figure: 3.25 × 2 in = 234 × 144 pt.
    QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Page size:\\s+234 x 144 pts"))),
             qPrintable(info));
    const QString fonts = tool("pdffonts", {plain});
    QVERIFY2(!fonts.isNull(), "pdffonts is installed with pdfinfo (poppler-utils)");
    QVERIFY2(fonts.contains(QLatin1String("DejaVuSerif")), qPrintable(fonts));
    // Every font embedded: the "emb" column says yes on every row.
    const QStringList rows = fonts.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2);
    QVERIFY(!rows.isEmpty());
    for (const QString &row : rows)
        QVERIFY2(row.contains(QRegularExpression(QStringLiteral("\\s+yes\\s+(yes|no)\\s+(yes|no)"
                                                                "\\s+\\d+\\s+\\d+$"))),
                 qPrintable(row));
    // The title is text in the titled file and absent under --no-title; the labels are text.
    const QString plainText = tool("pdftotext", {plain, QStringLiteral("-")});
    const QString titledText =
        tool("pdftotext", {m_cli.path(QStringLiteral("titled.pdf")), QStringLiteral("-")});
    QVERIFY2(titledText.contains(QLatin1String("Sinusoidal position encoding")),
             qPrintable(titledText));
    QVERIFY2(!plainText.contains(QLatin1String("Sinusoidal")), qPrintable(plainText));
    QVERIFY2(plainText.contains(QLatin1String("dimension j")), qPrintable(plainText));
}

void TestCliFigureStyle::presetAndOverride()
{
    // paper-column: 3.25 × 2.2 in at 300 dpi; --dpi overrides the preset's resolution only.
    Run run =
        m_cli.run({QStringLiteral("rope"), QStringLiteral("--dim"), QStringLiteral("8"),
                   QStringLiteral("--positions"), QStringLiteral("16"), QStringLiteral("--view"),
                   QStringLiteral("offsets"), QStringLiteral("--style"),
                   QStringLiteral("paper-column"), QStringLiteral("--png"), QStringLiteral("a.png"),
                   QStringLiteral("--pdf"), QStringLiteral("a.pdf")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(QImage(m_cli.path(QStringLiteral("a.png"))).size(), QSize(975, 660));
    run = m_cli.run({QStringLiteral("rope"), QStringLiteral("--dim"), QStringLiteral("8"),
                     QStringLiteral("--positions"), QStringLiteral("16"), QStringLiteral("--style"),
                     QStringLiteral("paper-column"), QStringLiteral("--dpi"), QStringLiteral("150"),
                     QStringLiteral("--png"), QStringLiteral("b.png")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(QImage(m_cli.path(QStringLiteral("b.png"))).size(), QSize(488, 330));
    const QString info = tool("pdfinfo", {m_cli.path(QStringLiteral("a.pdf"))});
    if (info.isNull())
        PELAB_SKIP_UNLESS_REQUIRED("pdfinfo is not installed");
    QVERIFY2(
        info.contains(QRegularExpression(QStringLiteral("Page size:\\s+234 x 158(\\.4)? pts"))),
        qPrintable(info));
}

void TestCliFigureStyle::vectorCellsArePixels()
{
    // 24 positions × 16 dims: in the PDF and the SVG the cells are one 16 × 24 image, stored
    // losslessly (no JPEG, whose colour subsampling mixes neighbouring cells) and unsmoothed.
    const Run run = m_cli.run({QStringLiteral("sinusoidal"), QStringLiteral("--positions"),
                               QStringLiteral("24"), QStringLiteral("--dim"), QStringLiteral("16"),
                               QStringLiteral("--style"), QStringLiteral("paper-column"),
                               QStringLiteral("--pdf"), QStringLiteral("c.pdf"),
                               QStringLiteral("--svg"), QStringLiteral("c.svg")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QFile pdf(m_cli.path(QStringLiteral("c.pdf")));
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    const QByteArray bytes = pdf.readAll();
    QVERIFY2(bytes.contains("/Width 16") && bytes.contains("/Height 24"), "a 16 × 24 image");
    QVERIFY(!bytes.contains("/DCTDecode"));
    QVERIFY(!bytes.contains("/Interpolate true"));
    QFile svg(m_cli.path(QStringLiteral("c.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(svg.readAll());
    const QRegularExpression image(QStringLiteral(
        "<image [^>]*image-rendering=\"optimizeSpeed\"[^>]*base64,([A-Za-z0-9+/=]+)"));
    QList<QSize> sizes;
    for (QRegularExpressionMatchIterator it = image.globalMatch(text); it.hasNext();)
        sizes << QImage::fromData(QByteArray::fromBase64(it.next().captured(1).toLatin1())).size();
    QVERIFY2(sizes.contains(QSize(16, 24)), qPrintable(QString::number(sizes.size())));
}

void TestCliFigureStyle::centimetresAreExact()
{
    // 8.5 × 5 cm is 321.26 × 188.98 px at 96 per inch: the SVG says 85 × 50 mm (not the whole
    // pixels' 84.93 mm), its drawing units stay 1/96 in, and the PDF page is 240.94 × 141.73 pt.
    const Run run =
        m_cli.run({QStringLiteral("sinusoidal"), QStringLiteral("--positions"),
                   QStringLiteral("24"), QStringLiteral("--dim"), QStringLiteral("16"),
                   QStringLiteral("--size"), QStringLiteral("8.5x5cm"), QStringLiteral("--svg"),
                   QStringLiteral("cm.svg"), QStringLiteral("--pdf"), QStringLiteral("cm.pdf")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QFile svg(m_cli.path(QStringLiteral("cm.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QString head = QString::fromUtf8(svg.read(400));
    QVERIFY2(head.contains(QLatin1String("<svg width=\"85mm\" height=\"50mm\"")), qPrintable(head));
    const QRegularExpressionMatch box =
        QRegularExpression(QStringLiteral("viewBox=\"0 0 ([0-9.]+) ([0-9.]+)\"")).match(head);
    QVERIFY2(box.hasMatch(), qPrintable(head));
    QVERIFY(std::abs(box.captured(1).toDouble() - 85.0 / 25.4 * 96.0) < 0.01);
    QVERIFY(std::abs(box.captured(2).toDouble() - 50.0 / 25.4 * 96.0) < 0.01);
    // The page was written into the file in place: every cross-reference offset still points
    // at its object.
    QFile pdf(m_cli.path(QStringLiteral("cm.pdf")));
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    const QByteArray bytes = pdf.readAll();
    QVERIFY(bytes.contains("/MediaBox [0 0 240.944882 141.732283]"));
    const qsizetype startxref = bytes.lastIndexOf("startxref");
    const qsizetype xref = bytes.mid(startxref + 9).trimmed().split('\n').first().toLongLong();
    const QList<QByteArray> table = bytes.mid(xref).split('\n');
    QVERIFY(table.first().startsWith("xref"));
    const int count = table[1].split(' ')[1].toInt();
    QVERIFY(count > 5);
    for (int i = 1; i < count; ++i) {
        const QList<QByteArray> entry = table[2 + i].split(' ');
        const QByteArray object = QByteArray::number(i) + " 0 obj";
        QVERIFY2(bytes.mid(entry[0].toLongLong(), object.size()) == object, object.constData());
    }
    const QString info = tool("pdfinfo", {m_cli.path(QStringLiteral("cm.pdf"))});
    if (info.isNull())
        PELAB_SKIP_UNLESS_REQUIRED("pdfinfo is not installed");
    QVERIFY2(info.contains(
                 QRegularExpression(QStringLiteral("Page size:\\s+240.9\\d* x 141.7\\d* pts"))),
             qPrintable(info));
}

void TestCliFigureStyle::sessionReplaysTheStyle()
{
    // An export recorded with its style and exact page replays at the same size and layout:
    // the same bytes as pelab-cli writing it directly.
    const QStringList direct{
        QStringLiteral("sinusoidal"),  QStringLiteral("--positions"), QStringLiteral("40"),
        QStringLiteral("--dim"),       QStringLiteral("32"),          QStringLiteral("--size"),
        QStringLiteral("3.25x2in"),    QStringLiteral("--dpi"),       QStringLiteral("300"),
        QStringLiteral("--font-size"), QStringLiteral("8"),           QStringLiteral("--no-title"),
        QStringLiteral("--png"),       QStringLiteral("direct.png")};
    Run run = m_cli.run(direct);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const auto session = [&](const QByteArray &style) {
        QFile file(m_cli.path(QStringLiteral("s.json")));
        file.open(QIODevice::WriteOnly | QIODevice::Truncate);
        file.write(R"({"format": "pelab-session", "version": 1, "tabs": {}, "exports": [
            {"tab": "sinusoidal", "view": "heatmap", "parameters": {"positions": 40, "dim": 32},
             "format": "png", "file": "replayed.png", "width": 975, "height": 600, "dpi": 300,
             "page-points": [234, 144], "style": )" +
                   style + "}]}");
    };
    session(R"({"font-size": 8, "title": false})");
    run = m_cli.run({QStringLiteral("session"), m_cli.path(QStringLiteral("s.json"))});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QFile a(m_cli.path(QStringLiteral("direct.png")));
    QFile b(m_cli.path(QStringLiteral("replayed.png")));
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    QVERIFY(a.readAll() == b.readAll());
    // A style the options would refuse: exit 2, one line, nothing replayed.
    QFile::remove(m_cli.path(QStringLiteral("replayed.png")));
    session(R"({"font-size": 2})");
    run = m_cli.run({QStringLiteral("session"), m_cli.path(QStringLiteral("s.json"))});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("4 … 72 pt"), run.err.constData());
    QVERIFY(!QFile::exists(m_cli.path(QStringLiteral("replayed.png"))));
}

void TestCliFigureStyle::badOptions_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("keyword");
    QTest::newRow("unknown unit") << QStringList{QStringLiteral("--size"), QStringLiteral("3x2mm")}
                                  << QStringLiteral("unknown unit \"mm\"");
    QTest::newRow("no unit") << QStringList{QStringLiteral("--size"), QStringLiteral("3x2")}
                             << QStringLiteral("no unit");
    QTest::newRow("zero size") << QStringList{QStringLiteral("--size"), QStringLiteral("0x2in")}
                               << QStringLiteral("above 0");
    QTest::newRow("not a size") << QStringList{QStringLiteral("--size"), QStringLiteral("big")}
                                << QStringLiteral("WIDTHxHEIGHT");
    QTest::newRow("font size 3.9")
        << QStringList{QStringLiteral("--font-size"), QStringLiteral("3.9")}
        << QStringLiteral("4 … 72 pt");
    QTest::newRow("font size 73") << QStringList{QStringLiteral("--font-size"),
                                                 QStringLiteral("73")}
                                  << QStringLiteral("4 … 72 pt");
    QTest::newRow("font size 0") << QStringList{QStringLiteral("--font-size"), QStringLiteral("0")}
                                 << QStringLiteral("4 … 72 pt");
    QTest::newRow("unknown style")
        << QStringList{QStringLiteral("--style"), QStringLiteral("poster")}
        << QStringLiteral("unknown figure style \"poster\"");
    QTest::newRow("missing font") << QStringList{QStringLiteral("--font"),
                                                 QStringLiteral("No Such Family PE Lab")}
                                  << QStringLiteral("not installed");
    // A size comes whole (issue 25): a style's height kept under a pixel width is refused.
    QTest::newRow("style and width")
        << QStringList{QStringLiteral("--style"), QStringLiteral("paper-column"),
                       QStringLiteral("--width"), QStringLiteral("800")}
        << QStringLiteral("--style paper-column gives the figure's size (3.25 × 2.2 in)");
    QTest::newRow("style and height")
        << QStringList{QStringLiteral("--style"), QStringLiteral("slide"),
                       QStringLiteral("--height"), QStringLiteral("400")}
        << QStringLiteral("leave out --width/--height");
    QTest::newRow("size and width")
        << QStringList{QStringLiteral("--size"), QStringLiteral("3x2in"), QStringLiteral("--width"),
                       QStringLiteral("800")}
        << QStringLiteral("--size and --width/--height both give the figure's size");
    QTest::newRow("too many pixels")
        << QStringList{QStringLiteral("--size"), QStringLiteral("100x2in"), QStringLiteral("--dpi"),
                       QStringLiteral("300")}
        << QStringLiteral("width must be between");
}

void TestCliFigureStyle::badOptions()
{
    QFETCH(QStringList, options);
    QFETCH(QString, keyword);
    const Run run = m_cli.run(QStringList{QStringLiteral("sinusoidal"), QStringLiteral("--png"),
                                          QStringLiteral("x.png")} +
                              options);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith("pelab-cli: "), run.err.constData());
    QVERIFY2(run.err.count('\n') == 1, run.err.constData());
    QVERIFY2(QString::fromUtf8(run.err).contains(keyword), run.err.constData());
    QVERIFY(m_cli.entries().isEmpty());
}

QTEST_GUILESS_MAIN(TestCliFigureStyle)

#include "tst_clifigurestyle.moc"
