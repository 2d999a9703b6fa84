// The CSV reader: header rows and index columns detected and reported, CRLF/LF, BOM, NaN/Inf
// counted, locale-independent numbers; ragged or non-numeric input refused naming the line.
#include "arraytestutils.h"
#include "csvformat.h"
#include "csvreader.h"
#include "testutils.h"

#include <QTest>

#include <clocale>
#include <cmath>
#include <limits>
#include <random>

using namespace ArrayTest;

class TestCsvReader : public QObject
{
    Q_OBJECT

private slots:
    void plainNumbers();
    void headerAndIndex_data();
    void headerAndIndex();
    void notAnIndex();
    void nonFinite();
    void quotedFields();
    void numberSyntax_data();
    void numberSyntax();
    void malformed_data();
    void malformed();
    void exporterRoundTrip();
    void decimalCommaLocale();
    void memoryLimit();
    void committedFile();
};

void TestCsvReader::plainNumbers()
{
    const pelab::LoadedArray a = read("1,2.5,-3\n4e2, 5 ,6\n", "p.csv");
    QCOMPARE(a.format, std::string("csv"));
    QCOMPARE(a.dtype, std::string("text"));
    QCOMPARE(a.values.rows(), std::size_t(2));
    QCOMPARE(a.values.cols(), std::size_t(3));
    QCOMPARE(a.values(0, 1), 2.5);
    QCOMPARE(a.values(1, 0), 400.0);
    QCOMPARE(a.values(1, 1), 5.0);
    QVERIFY(a.notes.empty());
}

void TestCsvReader::headerAndIndex_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("cols");
    QTest::addColumn<bool>("header");
    QTest::addColumn<bool>("index");
    QTest::newRow("header") << QByteArray("a,b\n1,2\n3,4\n") << 2 << true << false;
    QTest::newRow("pandas: empty index header, CRLF, BOM")
        << QByteArray("\xEF\xBB\xBF,d0,d1\r\n0,1.5,2\r\n1,3,4\r\n2,5,6\r\n") << 2 << true << true;
    QTest::newRow("our exporter: 'row' header")
        << QByteArray("row,0,1\r\n0,7,8\r\n1,9,10\r\n") << 2 << true << true;
    QTest::newRow("our exporter: one row")
        << QByteArray("row,0,1,2\r\n0,7,8,9\r\n") << 3 << true << true;
    QTest::newRow("one row from 5 under 'position'")
        << QByteArray("position,x,y\n5,7,8\n") << 2 << true << true;
    QTest::newRow("one row, no header: data") << QByteArray("0,7,8\n") << 3 << false << false;
    QTest::newRow("positions from 100 under 'position'")
        << QByteArray("position,x\n100,7\n101,8\n102,9\n") << 1 << true << true;
    QTest::newRow("no header, index from 1")
        << QByteArray("1,0.5,0.25\n2,0.5,0.25\n") << 2 << false << true;
    QTest::newRow("column numbers as header")
        << QByteArray("0,1,2\n9.5,8,7\n6,5,4.25\n") << 3 << true << false;
    QTest::newRow("blank lines and no final newline")
        << QByteArray("\n1.5,2\n\n3,4") << 2 << false << false;
}

void TestCsvReader::headerAndIndex()
{
    QFETCH(QByteArray, text);
    QFETCH(int, cols);
    QFETCH(bool, header);
    QFETCH(bool, index);
    const pelab::LoadedArray a = read(text.toStdString(), "h.csv");
    QCOMPARE(int(a.values.cols()), cols);
    const auto hasNote = [&a](const char *part) {
        for (const auto &note : a.notes) {
            if (contains(note, part))
                return true;
        }
        return false;
    };
    QCOMPARE(hasNote("header row") || hasNote("column numbers"), header);
    QCOMPARE(hasNote("index column"), index);
    // The last value of the last row is kept whatever was dropped.
    const QList<QByteArray> lines = text.trimmed().split('\n');
    const QByteArray last = lines.last().trimmed().split(',').last();
    QCOMPARE(a.values(a.values.rows() - 1, a.values.cols() - 1), last.toDouble());
}

void TestCsvReader::notAnIndex()
{
    // Starting at 5 without an index-like header, or a gap: data, not an index.
    QCOMPARE(read("5,1\n6,2\n7,3\n", "n.csv").values.cols(), std::size_t(2));
    QCOMPARE(read(",a\n0,1\n2,2\n", "n.csv").values.cols(), std::size_t(2));
    QCOMPARE(read("value,a\n0,1\n1,2\n", "n.csv").values.cols(), std::size_t(2));
    // One column is never an index.
    QCOMPARE(read("0\n1\n2\n", "n.csv").values.cols(), std::size_t(1));
}

void TestCsvReader::nonFinite()
{
    const pelab::LoadedArray a = read("nan,1\ninf,-inf\nNaN,Infinity\n", "f.csv");
    QCOMPARE(a.nanCount, std::size_t(2));
    QCOMPARE(a.infCount, std::size_t(3));
    QVERIFY(std::isnan(a.values(2, 0)));
    QCOMPARE(a.values(1, 1), -std::numeric_limits<double>::infinity());
    PELAB_VERIFY_ERROR(pelab::requireFinite(a, "f.csv", "k"),
                       "f.csv: 2 NaN values and 3 infinite values; k must be finite");
}

void TestCsvReader::quotedFields()
{
    const pelab::LoadedArray a = read("\"a, b\",\"say \"\"x\"\"\"\n\"1.5\", 2\n", "q.csv");
    QCOMPARE(a.values.rows(), std::size_t(1));
    QCOMPARE(a.values(0, 0), 1.5);
}

void TestCsvReader::numberSyntax_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<double>("value");
    QTest::newRow("plus") << QStringLiteral("+2.5") << 2.5;
    QTest::newRow("exponent") << QStringLiteral("-1.25E-3") << -0.00125;
    QTest::newRow("spaces") << QStringLiteral("  7  ") << 7.0;
    QTest::newRow("overflow is infinite")
        << QStringLiteral("1e400") << std::numeric_limits<double>::infinity();
    QTest::newRow("underflow is zero") << QStringLiteral("-1e-400") << -0.0;
    QTest::newRow("subnormal") << QStringLiteral("4.9406564584124654e-324")
                               << std::numeric_limits<double>::denorm_min();
}

void TestCsvReader::numberSyntax()
{
    QFETCH(QString, field);
    QFETCH(double, value);
    const auto parsed = pelab::parseCsvNumber(field.toStdString());
    QVERIFY(parsed.has_value());
    QCOMPARE(bits(*parsed), bits(value));
    QVERIFY(!pelab::parseCsvNumber("1,5"));
    QVERIFY(!pelab::parseCsvNumber("0x10"));
    QVERIFY(!pelab::parseCsvNumber("++1"));
    QVERIFY(!pelab::parseCsvNumber(""));
}

void TestCsvReader::malformed_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("ragged") << QByteArray("1,2\n3,4\n5\n")
                            << QStringLiteral("line 3 has 1 fields, expected 2");
    QTest::newRow("ragged CRLF") << QByteArray("a,b\r\n1,2\r\n3,4,5\r\n")
                                 << QStringLiteral("line 3 has 3 fields");
    QTest::newRow("word in data") << QByteArray("1,2\n3,x4\n")
                                  << QStringLiteral("line 2, column 2: 'x4' is not a number");
    QTest::newRow("empty field") << QByteArray("1,2\n3,\n")
                                 << QStringLiteral("line 2, column 2: '' is not a number");
    QTest::newRow("decimal comma")
        << QByteArray("a;b\n1,5;2\n") << QStringLiteral("separated by semicolons");
    QTest::newRow("header only") << QByteArray("a,b,c\n")
                                 << QStringLiteral("header row but no numbers");
    QTest::newRow("empty") << QByteArray("\r\n\n") << QStringLiteral("holds no numbers");
    QTest::newRow("header width") << QByteArray("a,b,c\n1,2\n")
                                  << QStringLiteral("the header row (line 1) has 3 fields");
    QTest::newRow("binary") << QByteArray("1,2\n\0\x01", 6) << QStringLiteral("binary data");
    QTest::newRow("unterminated quote")
        << QByteArray("\"a,b\n1,2\n") << QStringLiteral("line 1: unterminated quoted field");
}

void TestCsvReader::malformed()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    const std::string error = errorOf(
        [&] { pelab::readCsvBytes(text.constData(), std::size_t(text.size()), "bad.csv"); });
    QVERIFY2(error.rfind("bad.csv: ", 0) == 0, error.c_str());
    QVERIFY2(contains(error, message.toStdString()), error.c_str());
}

void TestCsvReader::exporterRoundTrip()
{
    // csvformat's shortest round-trip text (what the CSV exporter writes) reads back
    // bit-identical, through a header and a label column.
    std::mt19937_64 rng(11);
    pelab::Matrix m(40, 9);
    for (std::size_t i = 0; i < m.size(); ++i) {
        double v = std::bit_cast<double>(rng());
        if (!std::isfinite(v))
            v = -0.0;
        m.data()[i] = v;
    }
    std::string text;
    std::vector<std::string> header = {"row"};
    for (int c = 0; c < 9; ++c)
        header.push_back(std::to_string(c));
    pelab::appendCsvHeader(text, header);
    for (std::size_t r = 0; r < m.rows(); ++r)
        pelab::appendCsvRow(text, std::to_string(r), m.row(r), m.cols());
    const pelab::LoadedArray a = read(text, "x.csv");
    QCOMPARE(a.values.cols(), std::size_t(9));
    QCOMPARE(a.values.rows(), std::size_t(40));
    for (std::size_t i = 0; i < m.size(); ++i)
        QCOMPARE(bits(a.values.data()[i]), bits(m.data()[i]));
}

void TestCsvReader::decimalCommaLocale()
{
    // std::from_chars ignores the C locale: '.' stays the decimal point under de_DE.
    if (!std::setlocale(LC_ALL, "de_DE.UTF-8"))
        PELAB_SKIP_UNLESS_REQUIRED("the de_DE.UTF-8 locale is not installed");
    const pelab::LoadedArray a = read("0.5,1.25\n", "l.csv");
    std::setlocale(LC_ALL, "C");
    QCOMPARE(a.values(0, 1), 1.25);
}

void TestCsvReader::memoryLimit()
{
    pelab::ArrayReadOptions options;
    options.memoryLimit = 40;
    PELAB_VERIFY_ERROR(read("1,2,3\n4,5,6\n", "big.csv", options),
                       "big.csv: the table of 2 x 3 values");
}

void TestCsvReader::committedFile()
{
    const pelab::LoadedArray a =
        pelab::readArrayFile(std::string(PELAB_TEST_DATA_DIR) + "/indexed.csv");
    QCOMPARE(a.values.rows(), std::size_t(2));
    QCOMPARE(a.values.cols(), std::size_t(3));
    for (std::size_t i = 0; i < 6; ++i)
        QCOMPARE(a.values.data()[i], double(i) / 8.0 + 0.125);
    QCOMPARE(a.notes.size(), std::size_t(3)); // BOM, header row, index column
}

QTEST_APPLESS_MAIN(TestCsvReader)
#include "tst_csvreader.moc"
