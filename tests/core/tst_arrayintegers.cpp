// The array readers' integer dtypes (a bucket map is an int64 .npy) and the reading of a 3-D
// (H, N, N) array as (H·N) × N: values built byte by byte here, read exactly; 2^53 refused;
// without the options the old refusals stand.
#include "arraytestutils.h"

#include <QTest>

#include <cstdint>
#include <string>
#include <vector>

using namespace ArrayTest;

namespace {

std::string dict(const std::string &descr, const std::string &shape)
{
    return "{'descr': '" + descr + "', 'fortran_order': False, 'shape': " + shape + ", }";
}

// Two's complement little-endian integers of `bytes` bytes.
std::string intsLE(const std::vector<std::int64_t> &values, int bytes)
{
    std::string out;
    for (std::int64_t v : values)
        appendLE(out, std::uint64_t(v), bytes);
    return out;
}

pelab::ArrayReadOptions integers()
{
    pelab::ArrayReadOptions options;
    options.integers = true;
    return options;
}

} // namespace

class TestArrayIntegers : public QObject
{
    Q_OBJECT

private slots:
    void npyIntegerDtypes_data();
    void npyIntegerDtypes();
    void npyBigEndianAndFortran();
    void refusedWithoutTheOption();
    void beyondTwoTo53();
    void safetensorsIntegers();
    void flattenLeading();
    void flattenWithSqueeze();
    void flattenSafetensors();
};

void TestArrayIntegers::npyIntegerDtypes_data()
{
    QTest::addColumn<QString>("descr");
    QTest::addColumn<int>("bytes");
    QTest::addColumn<bool>("isSigned");
    QTest::newRow("<i8") << "<i8" << 8 << true;
    QTest::newRow("<i4") << "<i4" << 4 << true;
    QTest::newRow("<i2") << "<i2" << 2 << true;
    QTest::newRow("|i1") << "|i1" << 1 << true;
    QTest::newRow("<u8") << "<u8" << 8 << false;
    QTest::newRow("<u4") << "<u4" << 4 << false;
    QTest::newRow("<u2") << "<u2" << 2 << false;
    QTest::newRow("|u1") << "|u1" << 1 << false;
}

void TestArrayIntegers::npyIntegerDtypes()
{
    QFETCH(QString, descr);
    QFETCH(int, bytes);
    QFETCH(bool, isSigned);
    // The extremes of each type (int8: −128 … 127, uint8: 0 … 255 …) and small values.
    const int bits = std::min(8 * bytes, 54); // 64-bit types: ±2^53 at most, held exactly
    const std::int64_t low = isSigned ? -(std::int64_t(1) << (bits - 1)) : 0;
    const std::int64_t high = isSigned ? (std::int64_t(1) << (bits - 1)) - 1
                                       : (std::int64_t(1) << std::min(8 * bytes, 53)) - 1;
    const std::vector<std::int64_t> values = {low, -1 * isSigned, 0, 1, 31, high};
    const std::string file = npy(dict(descr.toStdString(), "(2, 3)"), intsLE(values, bytes));
    const pelab::LoadedArray a = read(file, "map.npy", integers());
    QCOMPARE(a.dtype, descr.toStdString());
    QCOMPARE(a.values.rows(), std::size_t(2));
    QCOMPARE(a.values.cols(), std::size_t(3));
    for (std::size_t i = 0; i < values.size(); ++i)
        QCOMPARE(a.values.data()[i], double(values[i]));
    QCOMPARE(a.nanCount + a.infCount, std::size_t(0));
}

void TestArrayIntegers::npyBigEndianAndFortran()
{
    std::string data;
    for (std::int64_t v : {-3, 2, 1000000, -7})
        appendBE(data, std::uint64_t(v), 8);
    const pelab::LoadedArray big = read(npy(dict(">i8", "(4,)"), data), "b.npy", integers());
    QCOMPARE(big.values.data()[0], -3.0);
    QCOMPARE(big.values.data()[2], 1000000.0);
    QCOMPARE(big.values.data()[3], -7.0);

    // Column-major 2 × 2: memory 1, 2, 3, 4 is [[1, 3], [2, 4]].
    const std::string fortran =
        npy("{'descr': '<i4', 'fortran_order': True, 'shape': (2, 2), }", intsLE({1, 2, 3, 4}, 4));
    const pelab::LoadedArray f = read(fortran, "f.npy", integers());
    QCOMPARE(f.values(0, 1), 3.0);
    QCOMPARE(f.values(1, 0), 2.0);
}

void TestArrayIntegers::refusedWithoutTheOption()
{
    PELAB_VERIFY_ERROR(read(npy(dict("<i8", "(2,)"), intsLE({1, 2}, 8)), "m.npy"),
                       "m.npy: unsupported dtype '<i8' (float arrays only");
    // '|' is NumPy's mark for one-byte types only.
    PELAB_VERIFY_ERROR(read(npy(dict("|i8", "(2,)"), intsLE({1, 2}, 8)), "m.npy", integers()),
                       "unsupported dtype '|i8'");
    PELAB_VERIFY_ERROR(read(npy(dict("<b1", "(2,)"), std::string(2, '\1')), "m.npy", integers()),
                       "unsupported dtype '<b1'");
}

void TestArrayIntegers::beyondTwoTo53()
{
    const std::int64_t limit = std::int64_t(1) << 53;
    // ±2^53 are held exactly; 2^53 + 1 is not.
    const pelab::LoadedArray ok =
        read(npy(dict("<i8", "(2,)"), intsLE({limit, -limit}, 8)), "m.npy", integers());
    QCOMPARE(ok.values.data()[0], 9007199254740992.0);
    QCOMPARE(ok.values.data()[1], -9007199254740992.0);
    PELAB_VERIFY_ERROR(
        read(npy(dict("<i8", "(3,)"), intsLE({0, 5, -(limit + 1)}, 8)), "m.npy", integers()),
        "m.npy: the value -9007199254740993 (element 2) is beyond 2^53 in magnitude");
    std::string u;
    appendLE(u, std::uint64_t(limit) + 1, 8);
    PELAB_VERIFY_ERROR(read(npy(dict("<u8", "(1,)"), u), "u.npy", integers()),
                       "the value 9007199254740993 (element 0)");
}

void TestArrayIntegers::safetensorsIntegers()
{
    const std::string json = R"({"a":{"dtype":"I64","shape":[2,2],"data_offsets":[0,32]},)"
                             R"("b":{"dtype":"I32","shape":[3],"data_offsets":[32,44]}})";
    const std::string file = safetensors(json, intsLE({-1, 7, 127, 0}, 8) + intsLE({-5, 6, 9}, 4));
    pelab::ArrayReadOptions options = integers();
    options.tensorName = "a";
    const pelab::LoadedArray a = read(file, "s.safetensors", options);
    QCOMPARE(a.dtype, std::string("I64"));
    QCOMPARE(a.values(0, 0), -1.0);
    QCOMPARE(a.values(1, 0), 127.0);
    options.tensorName = "b";
    const pelab::LoadedArray b = read(file, "s.safetensors", options);
    QCOMPARE(b.values.data()[0], -5.0);
    QCOMPARE(b.values.data()[2], 9.0);
    options.integers = false;
    PELAB_VERIFY_ERROR(read(file, "s.safetensors", options),
                       "s.safetensors: tensor 'b' has dtype I32 (floating tensors only");
}

void TestArrayIntegers::flattenLeading()
{
    // (2, 3, 3): head h, row q, column k holds 100·h + 10·q + k.
    std::vector<std::int64_t> values;
    for (int h = 0; h < 2; ++h)
        for (int q = 0; q < 3; ++q)
            for (int k = 0; k < 3; ++k)
                values.push_back(100 * h + 10 * q + k);
    const std::string file = npy(dict("<i8", "(2, 3, 3)"), intsLE(values, 8));
    PELAB_VERIFY_ERROR(read(file, "bias.npy", integers()), "3-D array of shape (2, 3, 3)");
    pelab::ArrayReadOptions options = integers();
    options.flattenLeading = true;
    const pelab::LoadedArray a = read(file, "bias.npy", options);
    QCOMPARE(a.values.rows(), std::size_t(6));
    QCOMPARE(a.values.cols(), std::size_t(3));
    QCOMPARE(a.shape, (std::vector<std::uint64_t>{2, 3, 3}));
    QCOMPARE(a.ndim, 2);
    for (std::size_t r = 0; r < 6; ++r)
        for (std::size_t c = 0; c < 3; ++c)
            QCOMPARE(a.values(r, c), double(100 * (r / 3) + 10 * (r % 3) + c));
    // A 2-D array is unchanged by the option.
    const pelab::LoadedArray flat =
        read(npy(dict("<f8", "(1, 2)"), f8le({1.5, 2.5})), "x.npy", options);
    QCOMPARE(flat.values.rows(), std::size_t(1));
    QCOMPARE(flat.values.cols(), std::size_t(2));
}

void TestArrayIntegers::flattenWithSqueeze()
{
    // T5's compute_bias: (1, H, N, N) = (1, 2, 2, 2). Squeezed, three axes remain: flattened.
    const std::vector<double> values = {0, 1, 2, 3, 4, 5, 6, 7};
    const std::string file = npy(dict("<f4", "(1, 2, 2, 2)"), [&] {
        std::string out;
        for (double v : values)
            appendLE(out, std::bit_cast<std::uint32_t>(float(v)), 4);
        return out;
    }());
    pelab::ArrayReadOptions options;
    options.squeeze = true;
    PELAB_VERIFY_ERROR(read(file, "b.npy", options), "4-D array of shape (1, 2, 2, 2)");
    options.flattenLeading = true;
    const pelab::LoadedArray a = read(file, "b.npy", options);
    QCOMPARE(a.values.rows(), std::size_t(4));
    QCOMPARE(a.squeezedAxes, (std::vector<int>{0}));
    QCOMPARE(a.values(3, 1), 7.0);
    // Without squeeze the leading 1 is part of the product: 1·2·2 = 4 rows as well.
    options.squeeze = false;
    QCOMPARE(read(file, "b.npy", options).values.rows(), std::size_t(4));
    // A (1, N, N) map squeezes to N × N with or without flattening.
    const pelab::LoadedArray m =
        read(npy(dict("<i8", "(1, 2, 2)"), intsLE({0, 1, 2, 3}, 8)), "m.npy", [] {
            pelab::ArrayReadOptions o = integers();
            o.squeeze = true;
            o.flattenLeading = true;
            return o;
        }());
    QCOMPARE(m.values.rows(), std::size_t(2));
    QCOMPARE(m.values(1, 0), 2.0);
}

void TestArrayIntegers::flattenSafetensors()
{
    const std::string json = R"({"bias":{"dtype":"F64","shape":[2,2,2],"data_offsets":[0,64]}})";
    const std::string file = safetensors(json, f8le({0, 1, 2, 3, 4, 5, 6, 7}));
    PELAB_VERIFY_ERROR(read(file, "b.safetensors"), "is 3-D, shape [2, 2, 2]");
    pelab::ArrayReadOptions options;
    options.flattenLeading = true;
    const pelab::LoadedArray a = read(file, "b.safetensors", options);
    QCOMPARE(a.values.rows(), std::size_t(4));
    QCOMPARE(a.values.cols(), std::size_t(2));
    QCOMPARE(a.values(2, 1), 5.0);
    QCOMPARE(a.shape, (std::vector<std::uint64_t>{2, 2, 2}));
}

QTEST_APPLESS_MAIN(TestArrayIntegers)
#include "tst_arrayintegers.moc"
