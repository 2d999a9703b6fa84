// compareBuckets' causes: each wrong map or bias built in the test by the wrong formula (the
// reference code's steps with one thing changed, buckettestutils.h), and the cause found.
#include "buckettestutils.h"
#include "relativebuckets.h"

#include <QTest>

using namespace pelab;
using BucketTest::array;

namespace {

const BucketParams kT5{BucketScheme::T5, 32, 128, true};
const BucketParams kDeberta{BucketScheme::Deberta, 256, 512, true};

using Cell = std::function<double(std::int64_t, std::int64_t)>;

BucketComparison compareMap(const BucketParams &params, std::int64_t n, const Cell &cell)
{
    return compareBuckets(array(n, n, cell), params, BucketQuantity::Map, nullptr, "map.npy");
}

// Every head's bias, stacked, from the bucket of (q, k) and a table lookup.
BucketComparison
compareBias(const BucketParams &params, const Matrix &table, std::int64_t n,
            const std::function<double(std::int64_t, std::int64_t, std::int64_t)> &cell)
{
    const auto heads = std::int64_t(table.cols());
    const pelab::LoadedArray bias = array(
        heads * n, n, [&](std::int64_t row, std::int64_t k) { return cell(row / n, row % n, k); },
        "<f8");
    return compareBuckets(bias, params, BucketQuantity::Bias, &table, "bias.npy");
}

std::string causeOf(const BucketComparison &c)
{
    return std::string(bucketCauseName(c.cause)) + ": " + c.detail;
}

} // namespace

class TestBucketCauses : public QObject
{
    Q_OBJECT

private slots:
    void directionReversed();
    void bidirectionalMismatch();
    void numBucketsDiffers();
    void maxDistanceDiffers();
    void exactRegionDiffers();
    void lessOrEqualIsInvisible();
    void schemeDiffers();
    void tableTransposed();
    void arithmeticDiffers();
    void unknown();
    void causeNames();
};

void TestBucketCauses::directionReversed()
{
    // T5 with query − key.
    const BucketComparison t5 =
        compareMap(kT5, 64, [](auto q, auto k) { return BucketTest::t5(q - k, 32, 128, true); });
    QVERIFY2(t5.cause == BucketCause::DirectionReversed, causeOf(t5).c_str());
    QVERIFY(!t5.match);
    QVERIFY(!t5.otherParams);
    // Every off-diagonal cell differs: r and −r are on different sides.
    QCOMPARE(t5.mismatchedCells, std::int64_t(64 * 63));
    QCOMPARE(t5.mismatchesByDistance[63], std::int64_t(0));
    QCOMPARE(t5.mismatchesByDistance[63 + 5], std::int64_t(64 - 5));
    // DeBERTa with key − query.
    const BucketComparison d = compareMap(
        kDeberta, 300, [](auto q, auto k) { return BucketTest::deberta(k - q, 256, 512); });
    QVERIFY2(d.cause == BucketCause::DirectionReversed, causeOf(d).c_str());
    // A bias read the same way.
    const Matrix table = seededBiasTable(kT5, 3, 5);
    const BucketComparison bias = compareBias(kT5, table, 50, [&](auto h, auto q, auto k) {
        return table(std::size_t(BucketTest::t5(q - k, 32, 128, true)), std::size_t(h));
    });
    QVERIFY2(bias.cause == BucketCause::DirectionReversed, causeOf(bias).c_str());
}

void TestBucketCauses::bidirectionalMismatch()
{
    const BucketComparison causal =
        compareMap(kT5, 64, [](auto q, auto k) { return BucketTest::t5(k - q, 32, 128, false); });
    QVERIFY2(causal.cause == BucketCause::BidirectionalMismatch, causeOf(causal).c_str());
    QVERIFY(causal.otherParams && !causal.otherParams->bidirectional);
    BucketParams decoder = kT5;
    decoder.bidirectional = false;
    const BucketComparison encoder = compareMap(
        decoder, 64, [](auto q, auto k) { return BucketTest::t5(k - q, 32, 128, true); });
    QVERIFY2(encoder.cause == BucketCause::BidirectionalMismatch, causeOf(encoder).c_str());
    QVERIFY(encoder.otherParams->bidirectional);
}

void TestBucketCauses::numBucketsDiffers()
{
    const BucketComparison t5 =
        compareMap(kT5, 200, [](auto q, auto k) { return BucketTest::t5(k - q, 64, 128, true); });
    QVERIFY2(t5.cause == BucketCause::NumBucketsDiffers, causeOf(t5).c_str());
    QCOMPARE(t5.otherNumBuckets, std::int64_t(64));
    QCOMPARE(t5.otherParams->numBuckets, std::int64_t(64));
    const BucketComparison d = compareMap(
        kDeberta, 300, [](auto q, auto k) { return BucketTest::deberta(q - k, 128, 512); });
    QVERIFY2(d.cause == BucketCause::NumBucketsDiffers, causeOf(d).c_str());
    QCOMPARE(d.otherNumBuckets, std::int64_t(128));
    // A bias whose implementation used 16 buckets of the 32-row table.
    const Matrix table = seededBiasTable(kT5, 2, 9);
    const BucketComparison bias = compareBias(kT5, table, 100, [&](auto h, auto q, auto k) {
        return table(std::size_t(BucketTest::t5(k - q, 16, 128, true)), std::size_t(h));
    });
    QVERIFY2(bias.cause == BucketCause::NumBucketsDiffers, causeOf(bias).c_str());
    QCOMPARE(bias.otherNumBuckets, std::int64_t(16));
}

void TestBucketCauses::maxDistanceDiffers()
{
    const BucketComparison common =
        compareMap(kT5, 300, [](auto q, auto k) { return BucketTest::t5(k - q, 32, 256, true); });
    QVERIFY2(common.cause == BucketCause::MaxDistanceDiffers, causeOf(common).c_str());
    QCOMPARE(common.otherMaxDistance, std::int64_t(256)); // the common values are tried first
    QVERIFY(common.otherMaxDistanceFirst <= 256 && common.otherMaxDistanceLast >= 256);
    // 100 with N = 128: the smallest of the values that give the same map is reported, with the
    // range around it; each end checked against the test's formula.
    const Cell at100 = [](auto q, auto k) { return BucketTest::t5(k - q, 32, 100, true); };
    const BucketComparison other = compareMap(kT5, 128, at100);
    QVERIFY2(other.cause == BucketCause::MaxDistanceDiffers, causeOf(other).c_str());
    QCOMPARE(other.otherMaxDistance, other.otherMaxDistanceFirst);
    QVERIFY(other.otherMaxDistanceFirst <= 100 && other.otherMaxDistanceLast >= 100);
    const auto sameMap = [&](std::int64_t distance) {
        for (std::int64_t r = -127; r <= 127; ++r) {
            if (BucketTest::t5(r, 32, distance, true) != BucketTest::t5(r, 32, 100, true))
                return false;
        }
        return true;
    };
    QVERIFY(sameMap(other.otherMaxDistanceFirst) && sameMap(other.otherMaxDistanceLast));
    QVERIFY(!sameMap(other.otherMaxDistanceFirst - 1) && !sameMap(other.otherMaxDistanceLast + 1));
    const BucketComparison d = compareMap(
        kDeberta, 400, [](auto q, auto k) { return BucketTest::deberta(q - k, 256, 1024); });
    QVERIFY2(d.cause == BucketCause::MaxDistanceDiffers, causeOf(d).c_str());
    QCOMPARE(d.otherMaxDistance, std::int64_t(1024));
}

void TestBucketCauses::exactRegionDiffers()
{
    // |r| < 10 exact, the log part from max_exact 8 as before.
    const BucketComparison moved = compareMap(
        kT5, 100, [](auto q, auto k) { return BucketTest::t5(k - q, 32, 128, true, 10); });
    QVERIFY2(moved.cause == BucketCause::ExactRegionDiffers, causeOf(moved).c_str());
    QCOMPARE(moved.otherMaxExact, std::int64_t(10));
    QVERIFY(!moved.otherLogFromBound);
    // max_exact 4 throughout (|r| < 4 exact, 12 log buckets from 4).
    const BucketComparison four = compareMap(
        kT5, 100, [](auto q, auto k) { return BucketTest::t5(k - q, 32, 128, true, 4, 4); });
    QVERIFY2(four.cause == BucketCause::ExactRegionDiffers, causeOf(four).c_str());
    QCOMPARE(four.otherMaxExact, std::int64_t(4));
    QVERIFY(four.otherLogFromBound);
    // max_exact taken before num_buckets is halved: 32 // 2 = 16, so |r| < 16 exact and the log
    // part 16 + trunc(… · (16 − 16)) = 16, clamped to 15. That is exactly max_distance 16
    // (8 + trunc(8·log2(r/8)) = r for r = 8 … 15, and 15 from 16 on), tried first.
    const Cell early = [](auto q, auto k) { return BucketTest::t5(k - q, 32, 128, true, 16, 16); };
    for (std::int64_t r = -200; r <= 200; ++r)
        QCOMPARE(BucketTest::t5(r, 32, 128, true, 16, 16), BucketTest::t5(r, 32, 16, true));
    const BucketComparison halving = compareMap(kT5, 100, early);
    QVERIFY2(halving.cause == BucketCause::MaxDistanceDiffers, causeOf(halving).c_str());
    QCOMPARE(halving.otherMaxDistance, std::int64_t(16));
    // DeBERTa keeping abs_pos ≤ 160: |r| ≤ 160 as they are, the log part (mid 128) beyond.
    const BucketComparison d = compareMap(
        kDeberta, 300, [](auto q, auto k) { return BucketTest::deberta(q - k, 256, 512, 160); });
    QVERIFY2(d.cause == BucketCause::ExactRegionDiffers, causeOf(d).c_str());
    QCOMPARE(d.otherMaxExact, std::int64_t(160));
    // abs_pos ≤ 100: abs_pos is mid − 1 = 127 for every |r| < 128, so no r is kept and every
    // bound below 127 gives this map: the smallest, 1, is reported.
    const BucketComparison low = compareMap(
        kDeberta, 300, [](auto q, auto k) { return BucketTest::deberta(q - k, 256, 512, 100); });
    QVERIFY2(low.cause == BucketCause::ExactRegionDiffers, causeOf(low).c_str());
    QCOMPARE(low.otherMaxExact, std::int64_t(1));
    QCOMPARE(BucketTest::deberta(5, 256, 512, 100), std::int64_t(128));
}

void TestBucketCauses::lessOrEqualIsInvisible()
{
    // `relative_position <= max_exact` (bound 9): at r = 8 the log part gives 8 + trunc(log 1) = 8
    // too, so the map is the reference's.
    for (std::int64_t r = -200; r <= 200; ++r)
        QCOMPARE(BucketTest::t5(r, 32, 128, true, 9), BucketTest::t5(r, 32, 128, true));
    const BucketComparison same = compareMap(
        kT5, 100, [](auto q, auto k) { return BucketTest::t5(k - q, 32, 128, true, 9); });
    QVERIFY(same.match);
    // DeBERTa's `abs_pos < mid` likewise: ceil(127·log(128/128)/…) + 128 = 128 at |r| = 128.
    for (std::int64_t r = -600; r <= 600; ++r)
        QCOMPARE(BucketTest::deberta(r, 256, 512, 127), BucketTest::deberta(r, 256, 512));
}

void TestBucketCauses::schemeDiffers()
{
    const BucketComparison t5 =
        compareMap(kT5, 200, [](auto q, auto k) { return BucketTest::deberta(q - k, 32, 128); });
    QVERIFY2(t5.cause == BucketCause::SchemeDiffers, causeOf(t5).c_str());
    QVERIFY(t5.otherParams->scheme == BucketScheme::Deberta);
    QCOMPARE(t5.otherParams->numBuckets, std::int64_t(32));
    const BucketComparison d = compareMap(
        kDeberta, 300, [](auto q, auto k) { return BucketTest::t5(k - q, 512, 512, true); });
    QVERIFY2(d.cause == BucketCause::SchemeDiffers, causeOf(d).c_str());
    QVERIFY(d.otherParams->scheme == BucketScheme::T5 && d.otherParams->bidirectional);
    QCOMPARE(d.otherParams->numBuckets, std::int64_t(512));
}

void TestBucketCauses::tableTransposed()
{
    const Matrix table = seededBiasTable(kT5, 4, 11); // W: 32 × 4
    const std::size_t rows = 32, heads = 4;
    // W stored heads × rows and reshaped to rows × heads: (r′, h′) is element i = r′·H + h′ of
    // the heads × rows memory, i.e. W(i mod R, i div R).
    const BucketComparison reshaped = compareBias(kT5, table, 60, [&](auto h, auto q, auto k) {
        const std::size_t i = std::size_t(BucketTest::t5(k - q, 32, 128, true)) * heads + h;
        return table(i % rows, i / rows);
    });
    QVERIFY2(reshaped.cause == BucketCause::TableTransposed, causeOf(reshaped).c_str());
    QVERIFY(reshaped.tableReading == BucketTableReading::HeadsByRowsReshaped);
    // W's rows × heads memory read as heads × rows: (r, h) is element h·R + r.
    const BucketComparison read = compareBias(kT5, table, 60, [&](auto h, auto q, auto k) {
        return table
            .data()[std::size_t(h) * rows + std::size_t(BucketTest::t5(k - q, 32, 128, true))];
    });
    QVERIFY2(read.cause == BucketCause::TableTransposed, causeOf(read).c_str());
    QVERIFY(read.tableReading == BucketTableReading::RowsByHeadsAsHeadsByRows);
}

void TestBucketCauses::arithmeticDiffers()
{
    // T5 34/27 in float64 (NumPy): buckets 11 and 14 at |r| = 12 and 18 where float32 has 10, 13.
    const BucketParams p{BucketScheme::T5, 34, 27, true};
    const BucketComparison f64 = compareMap(
        p, 40, [](auto q, auto k) { return BucketTest::t5<double>(k - q, 34, 27, true); });
    QVERIFY2(f64.cause == BucketCause::ArithmeticDiffers, causeOf(f64).c_str());
    QVERIFY(f64.otherArithmetic == BucketArithmetic::Float64);
    QCOMPARE(f64.mismatchedCells, std::int64_t(2 * (40 - 12) + 2 * (40 - 18)));
    QVERIFY(f64.detail.find("they part at r = -18, -12, 12, 18") != std::string::npos);
    // DeBERTa 18/17 in float64 (the original microsoft/DeBERTa code): 13 at |r| = 12, not 14.
    const BucketParams d{BucketScheme::Deberta, 18, 17, true};
    const BucketComparison dc = compareMap(
        d, 20, [](auto q, auto k) { return BucketTest::deberta<double>(q - k, 18, 17); });
    QVERIFY2(dc.cause == BucketCause::ArithmeticDiffers, causeOf(dc).c_str());
}

void TestBucketCauses::unknown()
{
    // One cell changed: no hypothesis explains it.
    const BucketComparison one = compareMap(kT5, 64, [](auto q, auto k) {
        return q == 10 && k == 20 ? 3.0 : double(BucketTest::t5(k - q, 32, 128, true));
    });
    QVERIFY2(one.cause == BucketCause::Unknown, causeOf(one).c_str());
    QCOMPARE(one.mismatchedCells, std::int64_t(1));
    QCOMPARE(one.firstQuery, std::int64_t(10));
    QCOMPARE(one.firstKey, std::int64_t(20));
    QCOMPARE(one.got, 3.0);
    QCOMPARE(one.want, double(16 + 8 + 0)); // r = 10: 16 + 8 + trunc(8·ln(10/8)/ln 16 = 0.64)
    QCOMPARE(one.maxAbsError, 21.0);
    QCOMPARE(one.mismatchesByDistance[std::size_t(10 + 63)], std::int64_t(1));
    QCOMPARE(one.firstMismatchHead, std::int64_t(-1));
}

void TestBucketCauses::causeNames()
{
    const std::vector<std::pair<BucketCause, std::string_view>> names = {
        {BucketCause::Match, "match"},
        {BucketCause::DirectionReversed, "direction-reversed"},
        {BucketCause::BidirectionalMismatch, "bidirectional-mismatch"},
        {BucketCause::NumBucketsDiffers, "num-buckets-differs"},
        {BucketCause::MaxDistanceDiffers, "max-distance-differs"},
        {BucketCause::ExactRegionDiffers, "exact-region-differs"},
        {BucketCause::SchemeDiffers, "scheme-differs"},
        {BucketCause::TableTransposed, "table-transposed"},
        {BucketCause::ArithmeticDiffers, "arithmetic-differs"},
        {BucketCause::Unknown, "unknown"},
    };
    for (const auto &[cause, name] : names)
        QCOMPARE(bucketCauseName(cause), name);
}

QTEST_APPLESS_MAIN(TestBucketCauses)
#include "tst_bucketcauses.moc"
