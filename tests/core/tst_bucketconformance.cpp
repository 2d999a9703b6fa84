// compareBuckets: matches of maps and biases (exact, and within a float32 file's tolerance), the
// shapes it accepts, an int64 .npy map read from bytes, and every refusal's message.
#include "arraytestutils.h"
#include "buckettestutils.h"
#include "relativebuckets.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace pelab;
using BucketTest::array;

namespace {

const BucketParams kT5{BucketScheme::T5, 32, 128, true};
const BucketParams kDeberta{BucketScheme::Deberta, 256, 512, true};

double t5Cell(std::int64_t q, std::int64_t k)
{
    return double(BucketTest::t5(k - q, 32, 128, true));
}

std::string error(const LoadedArray &a, const BucketParams &p, BucketQuantity quantity,
                  const Matrix *table = nullptr, std::optional<std::int64_t> head = std::nullopt)
{
    return BucketTest::errorOf([&] { compareBuckets(a, p, quantity, table, "x.npy", head); });
}

} // namespace

class TestBucketConformance : public QObject
{
    Q_OBJECT

private slots:
    void mapMatches();
    void debertaMapMatches();
    void biasMatchesEveryHead();
    void biasFloat32Tolerance();
    void oneHead();
    void npyMapFromBytes();
    void refusals();
};

void TestBucketConformance::mapMatches()
{
    const BucketComparison c =
        compareBuckets(array(128, 128, t5Cell), kT5, BucketQuantity::Map, nullptr, "map.npy");
    QVERIFY(c.match);
    QVERIFY(c.cause == BucketCause::Match);
    QCOMPARE(c.positions, std::int64_t(128));
    QCOMPARE(c.cells, std::int64_t(128 * 128));
    QCOMPARE(c.mismatchedCells, std::int64_t(0));
    QCOMPARE(c.headCount, std::int64_t(1));
    QCOMPARE(c.heads, std::int64_t(0));
    QCOMPARE(c.firstQuery, std::int64_t(-1));
    QCOMPARE(c.mismatchesByDistance.size(), std::size_t(255));
    QCOMPARE(c.maxAbsError, 0.0);
    QCOMPARE(c.tolerance, 0.0);
    QVERIFY(c.detail.rfind("equals the reference map", 0) == 0);
    // N = 1: the one cell r = 0.
    QVERIFY(compareBuckets(array(1, 1, t5Cell), kT5, BucketQuantity::Map, nullptr, "m").match);
}

void TestBucketConformance::debertaMapMatches()
{
    // N = 1100 reaches |r| = 1099: values beyond ±255 (unclamped, as build_relative_position).
    const BucketComparison c = compareBuckets(
        array(1100, 1100,
              [](auto q, auto k) { return double(BucketTest::deberta(q - k, 256, 512)); }),
        kDeberta, BucketQuantity::Map, nullptr, "deberta.npy");
    QVERIFY2(c.match, c.detail.c_str());
}

void TestBucketConformance::biasMatchesEveryHead()
{
    for (const BucketParams &p : {kT5, kDeberta}) {
        const Matrix table = seededBiasTable(p, 3, 17);
        const std::int64_t n = 90;
        const auto row = [&](std::int64_t q, std::int64_t k) {
            return p.scheme == BucketScheme::T5
                       ? BucketTest::t5(k - q, 32, 128, true)
                       : BucketTest::clampIndex(BucketTest::deberta(q - k, 256, 512), 256);
        };
        const LoadedArray bias = array(
            3 * n, n,
            [&](auto r, auto k) { return table(std::size_t(row(r % n, k)), std::size_t(r / n)); },
            "<f8");
        const BucketComparison c = compareBuckets(bias, p, BucketQuantity::Bias, &table, "b.npy");
        QVERIFY2(c.match, c.detail.c_str());
        QCOMPARE(c.headCount, std::int64_t(3));
        QCOMPARE(c.heads, std::int64_t(3));
        QCOMPARE(c.cells, std::int64_t(3 * n * n));
        double largest = 0.0;
        for (std::size_t i = 0; i < table.size(); ++i)
            largest = std::max(largest, std::fabs(table.data()[i]));
        QCOMPARE(c.tolerance, 1e-12 * largest);
    }
}

void TestBucketConformance::biasFloat32Tolerance()
{
    const Matrix table = seededBiasTable(kT5, 2, 4);
    const std::int64_t n = 40;
    double largest = 0.0;
    for (std::size_t i = 0; i < table.size(); ++i)
        largest = std::max(largest, std::fabs(table.data()[i]));
    const auto cell = [&](std::int64_t r, std::int64_t k, double shift) {
        const std::size_t bucket = std::size_t(BucketTest::t5(k - r % n, 32, 128, true));
        return double(float(table(bucket, std::size_t(r / n)))) + (r == 45 && k == 7 ? shift : 0.0);
    };
    // Rounded to float32 (as a float32 .npy holds it): within 1e-6·max|bias|.
    const BucketComparison ok =
        compareBuckets(array(
                           2 * n, n, [&](auto r, auto k) { return cell(r, k, 0.0); }, "<f4"),
                       kT5, BucketQuantity::Bias, &table, "b.npy");
    QVERIFY2(ok.match, ok.detail.c_str());
    QCOMPARE(ok.tolerance, 1e-6 * largest);
    QVERIFY(ok.maxAbsError > 0.0 && ok.maxAbsError <= ok.tolerance);
    // One cell of head 1 off by 1e-3: a mismatch at query 5, key 7 of head 1.
    const BucketComparison off =
        compareBuckets(array(
                           2 * n, n, [&](auto r, auto k) { return cell(r, k, 1e-3); }, "<f4"),
                       kT5, BucketQuantity::Bias, &table, "b.npy");
    QVERIFY(!off.match);
    QCOMPARE(off.mismatchedCells, std::int64_t(1));
    QCOMPARE(off.firstMismatchHead, std::int64_t(1));
    QCOMPARE(off.firstQuery, std::int64_t(5));
    QCOMPARE(off.firstKey, std::int64_t(7));
    QVERIFY(off.cause == BucketCause::Unknown);
    // The same file as float64 is judged at 1e-12: the float32 rounding is a mismatch.
    const BucketComparison strict =
        compareBuckets(array(
                           2 * n, n, [&](auto r, auto k) { return cell(r, k, 0.0); }, "<f8"),
                       kT5, BucketQuantity::Bias, &table, "b.npy");
    QVERIFY(!strict.match);
}

void TestBucketConformance::oneHead()
{
    const Matrix table = seededBiasTable(kT5, 4, 8);
    const LoadedArray head2 = array(
        50, 50,
        [&](auto q, auto k) { return table(std::size_t(BucketTest::t5(k - q, 32, 128, true)), 2); },
        "<f8");
    const BucketComparison c = compareBuckets(head2, kT5, BucketQuantity::Bias, &table, "h.npy", 2);
    QVERIFY2(c.match, c.detail.c_str());
    QCOMPARE(c.firstHead, std::int64_t(2));
    QCOMPARE(c.headCount, std::int64_t(1));
    QVERIFY(!compareBuckets(head2, kT5, BucketQuantity::Bias, &table, "h.npy", 1).match);
    QCOMPARE(error(head2, kT5, BucketQuantity::Bias, &table),
             std::string("x.npy: one head's 50 × 50 bias: name its head (the table has 4 heads)"));
    QCOMPARE(error(head2, kT5, BucketQuantity::Bias, &table, 4),
             std::string("x.npy: head 4 is not one of the table's (0 … 3)"));
    // A one-head table needs no head.
    Matrix single(32, 1);
    for (std::size_t r = 0; r < 32; ++r)
        single(r, 0) = table(r, 2);
    QVERIFY(compareBuckets(head2, kT5, BucketQuantity::Bias, &single, "h.npy").match);
}

void TestBucketConformance::npyMapFromBytes()
{
    // An int64 (1, N, N) .npy as build_relative_position's output saved by NumPy, read with the
    // integer and squeeze options.
    const std::int64_t n = 20;
    std::string data;
    for (std::int64_t q = 0; q < n; ++q)
        for (std::int64_t k = 0; k < n; ++k)
            ArrayTest::appendLE(data, std::uint64_t(BucketTest::deberta(q - k, 8, 12)), 8);
    const std::string file =
        ArrayTest::npy("{'descr': '<i8', 'fortran_order': False, 'shape': (1, 20, 20), }", data);
    ArrayReadOptions options;
    options.integers = true;
    options.squeeze = true;
    const LoadedArray map = readArrayBytes(file.data(), file.size(), "rel.npy", options);
    const BucketComparison c = compareBuckets(map, {BucketScheme::Deberta, 8, 12, true},
                                              BucketQuantity::Map, nullptr, "rel.npy");
    QVERIFY2(c.match, c.detail.c_str());
}

void TestBucketConformance::refusals()
{
    const Matrix table = seededBiasTable(kT5, 2, 1);
    QCOMPARE(error(array(100, 128, t5Cell), kT5, BucketQuantity::Map),
             std::string("x.npy: the map is 100 × 128: a bucket map is N × N (queries × keys)"));
    QCOMPARE(error(array(8, 8, [](auto q, auto k) { return q == 3 && k == 4 ? 2.5 : 0.0; }), kT5,
                   BucketQuantity::Map),
             std::string("x.npy: the map holds the non-integral value 2.5 at query 3, key 4; a "
                         "bucket map holds integers"));
    QCOMPARE(error(array(8, 8,
                         [](auto q, auto) {
                             return q == 6 ? std::numeric_limits<double>::quiet_NaN() : 0.0;
                         }),
                   kT5, BucketQuantity::Map),
             std::string("x.npy: the map holds a non-finite value at query 6, key 0; it must be "
                         "finite"));
    QCOMPARE(error(array(8, 8, t5Cell, "<f8"), kT5, BucketQuantity::Bias),
             std::string("x.npy: comparing a bias needs the bias table"));
    QCOMPARE(error(array(24, 8, t5Cell, "<f8"), kT5, BucketQuantity::Bias, &table),
             std::string("x.npy: the bias is 24 × 8: with 2 heads it must be (H·N) × N = 16 × 8 "
                         "(every head, (H, N, N) flattened) or one head's 8 × 8"));
    QCOMPARE(error(array(8, 8, t5Cell), {BucketScheme::T5, 33, 128, true}, BucketQuantity::Map),
             std::string("buckets must be even for a bidirectional T5 bias (got 33)"));
    QCOMPARE(error(array(16, 8, t5Cell, "<f8"), kT5, BucketQuantity::Bias, &table).empty(), true);
    Matrix wrong(16, 2);
    QCOMPARE(error(array(8, 8, t5Cell, "<f8"), kT5, BucketQuantity::Bias, &wrong, 0),
             std::string("the bias table: the bias table is 16 × 2, the configuration needs 32 × "
                         "heads (one row per bucket, num_buckets 32)"));
    QCOMPARE(error(array(1, 70000, t5Cell), kT5, BucketQuantity::Map),
             std::string("x.npy: N = 70000 positions (its columns), at most 65536"));
}

QTEST_APPLESS_MAIN(TestBucketConformance)
#include "tst_bucketconformance.moc"
