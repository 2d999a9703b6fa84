// The file formats: CSV text (RFC 4180, round-trip doubles, '.' in every locale) and the
// NumPy .npy v1.0 preamble.
#include "csvformat.h"
#include "npyformat.h"
#include "testutils.h"

#include <QTest>

#include <bit>
#include <charconv>
#include <clocale>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <random>
#include <string>
#include <vector>

namespace {

std::uint64_t bits(double value)
{
    return std::bit_cast<std::uint64_t>(value);
}

// Every kind of double: random bit patterns (all exponents), denormals, ordinary magnitudes,
// and the classic troublemakers.
std::vector<double> sampleDoubles()
{
    std::vector<double> values = {0.0,
                                  -0.0,
                                  0.1,
                                  -0.1,
                                  0.2,
                                  0.3,
                                  1.0 / 3.0,
                                  1e300,
                                  -1e300,
                                  1e-300,
                                  1e23,
                                  9007199254740993.0,
                                  5e-324,
                                  -5e-324,
                                  std::numeric_limits<double>::min(),
                                  std::numeric_limits<double>::max(),
                                  std::numeric_limits<double>::lowest(),
                                  std::numeric_limits<double>::denorm_min(),
                                  std::nextafter(1.0, 2.0),
                                  std::nextafter(1.0, 0.0),
                                  std::sin(1.0),
                                  std::cos(1e6)};
    std::mt19937_64 rng(4180);
    for (int i = 0; i < 20000; ++i) {
        const double random = std::bit_cast<double>(rng());
        if (std::isfinite(random))
            values.push_back(random);
    }
    for (int i = 0; i < 2000; ++i) {
        // Exponent bits zero: a denormal (sign and mantissa random).
        const std::uint64_t denormal = rng() & ~(std::uint64_t(0x7ff) << 52);
        values.push_back(std::bit_cast<double>(denormal));
    }
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    for (int i = 0; i < 5000; ++i)
        values.push_back(unit(rng));
    return values;
}

// printf's %.{p}g with the fewest significant digits p that reads back as the same double.
std::string shortestPrintf(double value)
{
    char buffer[40];
    for (int p = 1; p <= 17; ++p) {
        std::snprintf(buffer, sizeof buffer, "%.*g", p, value);
        if (bits(std::strtod(buffer, nullptr)) == bits(value))
            break;
    }
    return buffer;
}

// A locale whose decimal separator is a comma, if this system has one.
const char *setCommaLocale()
{
    for (const char *name : {"de_DE.UTF-8", "de_DE.utf8", "de_DE", "fr_FR.UTF-8", "fr_FR.utf8",
                             "ru_RU.UTF-8", "nl_NL.UTF-8", "es_ES.UTF-8"}) {
        if (std::setlocale(LC_ALL, name) && *std::localeconv()->decimal_point == ',')
            return name;
    }
    std::setlocale(LC_ALL, "C");
    return nullptr;
}

} // namespace

class TestFormats : public QObject
{
    Q_OBJECT

private slots:
    void formatDoubleExamples_data();
    void formatDoubleExamples();
    void roundTripWithStrtod();
    void decimalPointUnderACommaLocale();
    void csvField_data();
    void csvField();
    void csvHeaderAndRows();
    void npyHeader_data();
    void npyHeader();
    void npyLittleEndianDoubles();
};

void TestFormats::formatDoubleExamples_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("0") << 0.0 << QByteArray("0");
    QTest::newRow("1") << 1.0 << QByteArray("1");
    QTest::newRow("0.1: shortest, not 0.1000000000000000055") << 0.1 << QByteArray("0.1");
    QTest::newRow("-2.5") << -2.5 << QByteArray("-2.5");
    QTest::newRow("-0: written 0") << -0.0 << QByteArray("0");
    QTest::newRow("0.1 + 0.2") << 0.1 + 0.2 << QByteArray("0.30000000000000004");
    QTest::newRow("1e300") << 1e300 << QByteArray("1e+300");
    QTest::newRow("5e-324") << 5e-324 << QByteArray("5e-324");
    QTest::newRow("nan") << std::numeric_limits<double>::quiet_NaN() << QByteArray("nan");
    QTest::newRow("inf") << std::numeric_limits<double>::infinity() << QByteArray("inf");
    QTest::newRow("-inf") << -std::numeric_limits<double>::infinity() << QByteArray("-inf");
}

void TestFormats::formatDoubleExamples()
{
    QFETCH(double, value);
    QFETCH(QByteArray, text);
    QCOMPARE(QByteArray::fromStdString(pelab::formatDouble(value)), text);
    std::string appended = "x,";
    pelab::appendDouble(appended, value);
    QCOMPARE(QByteArray::fromStdString(appended), "x," + text);
}

// Every finite double reads back bit for bit (here with strtod in the "C" locale), from the
// shortest text that does.
void TestFormats::roundTripWithStrtod()
{
    std::setlocale(LC_ALL, "C");
    const std::vector<double> values = sampleDoubles();
    for (double value : values) {
        const std::string text = pelab::formatDouble(value);
        char *end = nullptr;
        const double back = std::strtod(text.c_str(), &end);
        QVERIFY2(end == text.c_str() + text.size(), text.c_str());
        // −0 is written "0" (the one exception): it reads back as +0, equal to it.
        if (bits(back) != bits(value) && !(value == 0.0 && back == 0.0 && text == "0"))
            QFAIL(("\"" + text + "\" does not read back as the double it came from").c_str());
        // Never longer than the shortest round-tripping printf text ("123400", not
        // "1.234e+05"; "1e+300", not "1.000000000000000052e+300").
        if (text.size() > shortestPrintf(value).size())
            QFAIL(("\"" + text + "\" is longer than \"" + shortestPrintf(value) + "\"").c_str());
    }
}

// '.' whatever the process locale: the CSV must not follow LC_NUMERIC.
void TestFormats::decimalPointUnderACommaLocale()
{
    const char *locale = setCommaLocale();
    if (!locale)
        PELAB_SKIP_UNLESS_REQUIRED("no locale with a decimal comma is installed (e.g. generate "
                                   "de_DE.UTF-8 with localedef and point LOCPATH at it)");
    // Prove the locale is active: printf now writes a comma.
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f", 0.5);
    const bool commaActive = std::string(buffer) == "0,5";
    const std::vector<double> values = sampleDoubles();
    std::string failure;
    for (double value : values) {
        const std::string text = pelab::formatDouble(value);
        double back = 0.0;
        const auto parsed = std::from_chars(text.data(), text.data() + text.size(), back);
        if (text.find(',') != std::string::npos || parsed.ptr != text.data() + text.size() ||
            (bits(back) != bits(value) && !(value == 0.0 && text == "0"))) {
            failure = text;
            break;
        }
    }
    std::string row;
    const double rowValues[] = {0.5, -1.25};
    pelab::appendCsvRow(row, "t", rowValues, 2);
    std::setlocale(LC_ALL, "C");
    QVERIFY2(commaActive, locale);
    QVERIFY2(failure.empty(), failure.c_str());
    QCOMPARE(QByteArray::fromStdString(row), QByteArray("t,0.5,-1.25\r\n"));
}

void TestFormats::csvField_data()
{
    QTest::addColumn<QByteArray>("field");
    QTest::addColumn<QByteArray>("written");
    QTest::newRow("plain") << QByteArray("position") << QByteArray("position");
    QTest::newRow("empty") << QByteArray("") << QByteArray("");
    QTest::newRow("spaces stay unquoted") << QByteArray("sin 0") << QByteArray("sin 0");
    QTest::newRow("comma") << QByteArray("a,b") << QByteArray("\"a,b\"");
    QTest::newRow("quote doubled") << QByteArray("say \"hi\"") << QByteArray("\"say \"\"hi\"\"\"");
    QTest::newRow("only a quote") << QByteArray("\"") << QByteArray("\"\"\"\"");
    QTest::newRow("LF") << QByteArray("two\nlines") << QByteArray("\"two\nlines\"");
    QTest::newRow("CR") << QByteArray("a\rb") << QByteArray("\"a\rb\"");
    QTest::newRow("UTF-8 passes through")
        << QByteArray("ω_i (角周波数)") << QByteArray("ω_i (角周波数)");
}

void TestFormats::csvField()
{
    QFETCH(QByteArray, field);
    QFETCH(QByteArray, written);
    std::string out;
    pelab::appendCsvField(out, field.toStdString());
    QCOMPARE(QByteArray::fromStdString(out), written);
}

void TestFormats::csvHeaderAndRows()
{
    std::string out;
    pelab::appendCsvHeader(out, {"position", "dim 0", "x,y", "q\""});
    QCOMPARE(QByteArray::fromStdString(out), QByteArray("position,dim 0,\"x,y\",\"q\"\"\"\r\n"));

    out.clear();
    const double values[] = {0.0, 1.0, -0.5, 0.1};
    pelab::appendCsvRow(out, "3", values, 4);
    pelab::appendCsvRow(out, "", values, 2);
    pelab::appendCsvRow(out, "label, quoted", values, 0);
    QCOMPARE(QByteArray::fromStdString(out),
             QByteArray("3,0,1,-0.5,0.1\r\n0,1\r\n\"label, quoted\"\r\n"));
}

void TestFormats::npyHeader_data()
{
    QTest::addColumn<QList<qulonglong>>("shape");
    QTest::addColumn<QByteArray>("dict");
    QTest::newRow("(3, 4)") << QList<qulonglong>{3, 4}
                            << QByteArray("{'descr': '<f8', 'fortran_order': False, "
                                          "'shape': (3, 4), }");
    QTest::newRow("(5,): a one-element tuple keeps its comma")
        << QList<qulonglong>{5}
        << QByteArray("{'descr': '<f8', 'fortran_order': False, 'shape': (5,), }");
    QTest::newRow("(16384, 1024)") << QList<qulonglong>{16384, 1024}
                                   << QByteArray("{'descr': '<f8', 'fortran_order': False, "
                                                 "'shape': (16384, 1024), }");
    QTest::newRow("() scalar") << QList<qulonglong>{}
                               << QByteArray("{'descr': '<f8', 'fortran_order': False, "
                                             "'shape': (), }");
}

// Magic "\x93NUMPY", version 1.0, little-endian uint16 header length, the dict (as NumPy writes
// it), spaces, '\n'; the data that follows starts at a multiple of 64 bytes.
void TestFormats::npyHeader()
{
    QFETCH(QList<qulonglong>, shape);
    QFETCH(QByteArray, dict);
    std::vector<std::size_t> dims(shape.begin(), shape.end());
    const QByteArray header = QByteArray::fromStdString(pelab::npyHeaderF8(dims));

    QVERIFY(header.startsWith(QByteArray("\x93NUMPY\x01\x00", 8)));
    QCOMPARE(header.size() % 64, 0);
    const int length = int(quint8(header[8])) | int(quint8(header[9])) << 8;
    QCOMPARE(length, header.size() - 10);
    QVERIFY(header.endsWith('\n'));
    QCOMPARE(header.mid(10, dict.size()), dict);
    // Only spaces between the dict and the final newline, and no more than one 64-byte block.
    const QByteArray padding = header.mid(10 + dict.size(), header.size() - 11 - dict.size());
    QCOMPARE(padding, QByteArray(padding.size(), ' '));
    QVERIFY(padding.size() < 64);
}

void TestFormats::npyLittleEndianDoubles()
{
    std::string out = "head";
    const double values[] = {1.0, -2.0, 0.1};
    pelab::appendLittleEndianDoubles(out, values, 3);
    QCOMPARE(out.size(), std::size_t(4 + 24));
    QCOMPARE(QByteArray::fromStdString(out.substr(4, 16)),
             QByteArray("\x00\x00\x00\x00\x00\x00\xf0\x3f"
                        "\x00\x00\x00\x00\x00\x00\x00\xc0",
                        16));
    // 0.1 = 0x3FB999999999999A, least significant byte first.
    QCOMPARE(QByteArray::fromStdString(out.substr(20, 8)),
             QByteArray("\x9a\x99\x99\x99\x99\x99\xb9\x3f", 8));
}

QTEST_APPLESS_MAIN(TestFormats)
#include "tst_formats.moc"
