// The .npy reader: versions, dtypes, orders and shapes read exactly; every malformed header or
// size mismatch refused with the file name and the problem; NumPy's own files read back.
#include "arraytestutils.h"
#include "npyformat.h"
#include "npyreader.h"
#include "testutils.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace ArrayTest;

class TestNpyReader : public QObject
{
    Q_OBJECT

private slots:
    void versions_data();
    void versions();
    void dtypes();
    void fortranOrder();
    void oneDimensional();
    void nonFinite();
    void malformed_data();
    void malformed();
    void memoryLimit();
    void writerRoundTrip();
    void committedNumpyFiles();
    void numpyGenerated();
};

void TestNpyReader::versions_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("1.0") << 1;
    QTest::newRow("2.0") << 2;
    QTest::newRow("3.0") << 3;
}

void TestNpyReader::versions()
{
    QFETCH(int, major);
    const std::vector<double> values = {1.5, -2.25, 0.1, 1e-310, 3.0, 1e300};
    const std::string file =
        npy("{'descr': '<f8', 'fortran_order': False, 'shape': (2, 3), }", f8le(values), major);
    const pelab::LoadedArray a = read(file, "v.npy");
    QCOMPARE(a.values.rows(), std::size_t(2));
    QCOMPARE(a.values.cols(), std::size_t(3));
    QCOMPARE(a.format, std::string("npy"));
    QCOMPARE(a.dtype, std::string("<f8"));
    QCOMPARE(a.ndim, 2);
    for (std::size_t i = 0; i < values.size(); ++i)
        QCOMPARE(bits(a.values.data()[i]), bits(values[i]));
}

void TestNpyReader::dtypes()
{
    // 2 × 2 arrays of exactly representable values in every accepted dtype.
    const std::vector<double> expected = {1.0, -0.5, 65504.0, 0.099975585937500};
    std::string f4le, f4be, f8be, f2le, f2be;
    for (double v : expected) {
        appendLE(f4le, std::bit_cast<std::uint32_t>(float(v)), 4);
        appendBE(f4be, std::bit_cast<std::uint32_t>(float(v)), 4);
        appendBE(f8be, bits(v), 8);
    }
    // binary16 by hand: 1.0 = 0x3c00, -0.5 = 0xb800, 65504 = 0x7bff, 0.0999755859375 = 0x2e66.
    for (std::uint16_t h : {0x3c00, 0xb800, 0x7bff, 0x2e66}) {
        appendLE(f2le, h, 2);
        appendBE(f2be, h, 2);
    }
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"<f4", f4le}, {">f4", f4be}, {">f8", f8be}, {"<f2", f2le}, {">f2", f2be}};
    for (const auto &[descr, data] : cases) {
        const std::string file =
            npy("{'descr': '" + descr + "', 'fortran_order': False, 'shape': (2, 2), }", data);
        const pelab::LoadedArray a = read(file, "d.npy");
        QCOMPARE(a.dtype, descr);
        for (std::size_t i = 0; i < 4; ++i)
            QCOMPARE(a.values.data()[i], expected[i]);
    }
}

void TestNpyReader::fortranOrder()
{
    // Column-major storage of [[1, 2, 3], [4, 5, 6]] is 1 4 2 5 3 6.
    const std::string file =
        npy("{'descr': '<f8', 'fortran_order': True, 'shape': (2, 3)}", f8le({1, 4, 2, 5, 3, 6}));
    const pelab::LoadedArray a = read(file, "f.npy");
    for (std::size_t r = 0; r < 2; ++r) {
        for (std::size_t c = 0; c < 3; ++c)
            QCOMPARE(a.values(r, c), double(r * 3 + c + 1));
    }
}

void TestNpyReader::oneDimensional()
{
    // Double quotes, a different key order and no trailing comma are Python literals too.
    const std::string file =
        npy(R"({"shape": (4,), "fortran_order": False, "descr": "<f8"})", f8le({1, 2, 3, 4}));
    const pelab::LoadedArray a = read(file, "o.npy");
    QCOMPARE(a.ndim, 1);
    QCOMPARE(a.values.rows(), std::size_t(1));
    QCOMPARE(a.values.cols(), std::size_t(4));
    QCOMPARE(a.values(0, 3), 4.0);
}

void TestNpyReader::nonFinite()
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    const std::string file = npy("{'descr': '<f8', 'fortran_order': False, 'shape': (5,), }",
                                 f8le({nan, 1.0, -inf, nan, inf}));
    const pelab::LoadedArray a = read(file, "n.npy");
    QCOMPARE(a.nanCount, std::size_t(2));
    QCOMPARE(a.infCount, std::size_t(2));
    QVERIFY(std::isnan(a.values(0, 0)));
    PELAB_VERIFY_ERROR(pelab::requireFinite(a, "n.npy", "q"),
                       "n.npy: 2 NaN values and 2 infinite values; q must be finite");
}

void TestNpyReader::malformed_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *name, const std::string &bytes, const char *message) {
        QTest::newRow(name) << QByteArray(bytes.data(), qsizetype(bytes.size()))
                            << QString::fromUtf8(message);
    };
    const std::string good = "{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }";
    const std::string data = f8le({1, 2});
    row("truncated preamble", std::string("\x93NUMPY\x01", 7), "bad.npy: truncated");
    row("wrong magic", "\x93NUMPX" + npy(good, data).substr(6), "wrong magic");
    row(
        "version 4",
        [&] {
            auto f = npy(good, data);
            f[6] = 4;
            return f;
        }(),
        "unsupported .npy version 4.0");
    row("header length beyond the file", npy(good, data).substr(0, 40), "truncated .npy header");
    row(
        "absurd header length",
        [&] {
            std::string f("\x93NUMPY\x02\x00", 8);
            appendLE(f, 0x7fffffffu, 4);
            return f + good;
        }(),
        "absurd .npy header length");
    row(
        "no newline",
        [&] {
            std::string f = npy(good, data);
            f[10 + good.size()] = ' ';
            return f;
        }(),
        "does not end with a newline");
    row("truncated data", npy(good, data.substr(0, 12)), "truncated data");
    row("trailing data", npy(good, data + "xyz"), "3 bytes of unexpected data");
    row("int dtype", npy("{'descr': '<i4', 'fortran_order': False, 'shape': (4,), }", data),
        "unsupported dtype '<i4'");
    row("object dtype", npy("{'descr': '|O', 'fortran_order': False, 'shape': (2,), }", data),
        "unsupported dtype '|O'");
    row("missing key", npy("{'descr': '<f8', 'shape': (2,), }", data),
        "lacks the key 'fortran_order'");
    row("duplicate key",
        npy("{'descr': '<f8', 'descr': '<f8', 'fortran_order': False, 'shape': (2,)}", data),
        "'descr' appears twice");
    row("unknown key", npy("{'descr': '<f8', 'fortran_order': False, 'shape': (2,), 'x': 1}", data),
        "unexpected key 'x'");
    row("code instead of a literal",
        npy("{'descr': '<f8', 'fortran_order': __import__('os'), 'shape': (2,)}", data),
        "'fortran_order' must be True or False");
    row("1-tuple without comma",
        npy("{'descr': '<f8', 'fortran_order': False, 'shape': (2)}", data), "1-tuple");
    row("negative extent", npy("{'descr': '<f8', 'fortran_order': False, 'shape': (-2,)}", data),
        "non-negative integer");
    row("3-D", npy("{'descr': '<f8', 'fortran_order': False, 'shape': (1, 1, 2)}", data),
        "3-D array");
    row("0-D", npy("{'descr': '<f8', 'fortran_order': False, 'shape': ()}", data.substr(8)),
        "0-D array");
    row("empty", npy("{'descr': '<f8', 'fortran_order': False, 'shape': (0, 5)}", ""),
        "the array is empty");
    row("overflowing shape",
        npy("{'descr': '<f8', 'fortran_order': False, 'shape': (4294967296, 4294967296)}", data),
        "overflows 64 bits");
    row("shape beyond 64 bits",
        npy("{'descr': '<f8', 'fortran_order': False, 'shape': (99999999999999999999,)}", data),
        "too large");
    row("text after the dict", npy(good + " x", data), "unexpected text after the header dict");
    row("unterminated string", npy("{'descr': '<f8", data), "unterminated string");
}

void TestNpyReader::malformed()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    const std::string file(bytes.constData(), std::size_t(bytes.size()));
    const std::string error = errorOf([&] { read(file, "bad.npy"); });
    QVERIFY2(error.rfind("bad.npy: ", 0) == 0, error.c_str());
    QVERIFY2(contains(error, message.toStdString()), error.c_str());
    // The npy entry point directly (what the fuzzer calls) refuses it the same way.
    const std::string direct =
        errorOf([&] { pelab::readNpyBytes(file.data(), file.size(), "bad.npy"); });
    QVERIFY2(contains(direct, "bad.npy: "), direct.c_str());
}

void TestNpyReader::memoryLimit()
{
    const std::string file =
        npy("{'descr': '<f2', 'fortran_order': False, 'shape': (4, 4), }", std::string(32, '\0'));
    pelab::ArrayReadOptions options;
    options.memoryLimit = 100; // 16 doubles need 128 bytes
    PELAB_VERIFY_ERROR(read(file, "m.npy", options),
                       "m.npy: the table of 4 x 4 values would need 128 B");
    options.memoryLimit = 128;
    QCOMPARE(read(file, "m.npy", options).values.size(), std::size_t(16));
}

void TestNpyReader::writerRoundTrip()
{
    // What the app's .npy writer produces reads back bit-identical.
    pelab::Matrix m(3, 5);
    for (std::size_t i = 0; i < m.size(); ++i)
        m.data()[i] = std::sin(double(i) * 1.7) * std::pow(10.0, double(i) - 7.0);
    m(1, 1) = -0.0;
    m(2, 4) = std::numeric_limits<double>::denorm_min();
    std::string file = pelab::npyHeaderF8({3, 5});
    pelab::appendLittleEndianDoubles(file, m.data(), m.size());
    const pelab::LoadedArray a = read(file, "w.npy");
    QCOMPARE(a.values.rows(), std::size_t(3));
    for (std::size_t i = 0; i < m.size(); ++i)
        QCOMPARE(bits(a.values.data()[i]), bits(m.data()[i]));
}

void TestNpyReader::committedNumpyFiles()
{
    // Written by NumPy 1.24 (tests/data/make_npy.py): arange(6).reshape(2, 3) / 8 + 0.125.
    const QString dir = QStringLiteral(PELAB_TEST_DATA_DIR);
    const char *names[] = {"f8.npy", "f4be.npy", "f2.npy", "fortran.npy", "v2.npy"};
    for (const char *name : names) {
        const std::string path = QString(dir + u'/' + QLatin1StringView(name)).toStdString();
        const pelab::LoadedArray a = pelab::readArrayFile(path);
        QCOMPARE(a.values.rows(), std::size_t(2));
        QCOMPARE(a.values.cols(), std::size_t(3));
        for (std::size_t i = 0; i < 6; ++i)
            QCOMPARE(a.values.data()[i], double(i) / 8.0 + 0.125);
    }
}

void TestNpyReader::numpyGenerated()
{
    const QString python = numpyPython();
    if (python.isEmpty())
        PELAB_SKIP_UNLESS_REQUIRED("/usr/bin/python3 with NumPy is not available");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // Random values in every dtype, order and version; NumPy prints the float64 widening of each
    // as hex, which the reader must reproduce exactly.
    const QString script = QStringLiteral(R"(
import numpy as np, sys
from numpy.lib import format as fmt
rng = np.random.default_rng(7)
base = rng.standard_normal((5, 7)) * 10.0 ** rng.integers(-6, 6, (5, 7))
base[0, 0] = np.nan; base[1, 1] = -np.inf
for i, (dt, order, version) in enumerate([('<f8', 'C', (1, 0)), ('>f8', 'F', (2, 0)),
        ('<f4', 'F', (3, 0)), ('>f4', 'C', (1, 0)), ('<f2', 'C', (2, 0)), ('<f8', 'C', None)]):
    a = np.asarray(base.astype(dt), order=order)
    path = '%1/n%d.npy' % i
    if version is None:
        a = a[0]
        np.save(path, a)
    else:
        with open(path, 'wb') as f:
            fmt.write_array(f, a, version=version)
    print(' '.join(float(x).hex() for x in a.astype('<f8').ravel(order='C')))
)")
                               .arg(dir.path());
    QByteArray output;
    QVERIFY(runPython(python, script, &output));
    const QList<QByteArray> lines = output.trimmed().split('\n');
    QCOMPARE(lines.size(), 6);
    for (int i = 0; i < 6; ++i) {
        const pelab::LoadedArray a =
            pelab::readArrayFile(dir.filePath(QStringLiteral("n%1.npy").arg(i)).toStdString());
        const QList<QByteArray> hex = lines[i].split(' ');
        QCOMPARE(qsizetype(a.values.size()), hex.size());
        QCOMPARE(a.ndim, i == 5 ? 1 : 2);
        for (qsizetype k = 0; k < hex.size(); ++k) {
            const double expected = std::strtod(hex[k].constData(), nullptr);
            const double actual = a.values.data()[k];
            QVERIFY2(bits(actual) == bits(expected) || (std::isnan(actual) && std::isnan(expected)),
                     qPrintable(QStringLiteral("file %1 value %2").arg(i).arg(k)));
        }
        QCOMPARE(a.nanCount, std::size_t(i == 5 ? 1 : 1));
    }
}

QTEST_APPLESS_MAIN(TestNpyReader)
#include "tst_npyreader.moc"
