// The bucket formulas against values written by hand and the float32 steps of the reference code
// written out in the test (buckettestutils.h): T5's last-bucket starts (91, 113, 778) and the
// defaults' full table of starts, DeBERTa-v3's values and c2p indices, the distances where float32
// and exact arithmetic part (and that none do at the defaults), the exact integer decisions, and
// every refusal's message.
#include "buckettestutils.h"
#include "relativebuckets.h"

#include <QTest>

#include <cmath>
#include <vector>

using namespace pelab;

namespace {

BucketParams t5(std::int64_t buckets, std::int64_t distance, bool bidirectional = true)
{
    return {BucketScheme::T5, buckets, distance, bidirectional};
}

BucketParams deberta(std::int64_t buckets, std::int64_t distance)
{
    return {BucketScheme::Deberta, buckets, distance, true};
}

std::vector<std::int64_t> starts(const std::vector<BucketSpan> &spans)
{
    std::vector<std::int64_t> out;
    for (const BucketSpan &span : spans)
        out.push_back(span.first);
    return out;
}

std::vector<std::int64_t> ids(const std::vector<BucketSpan> &spans)
{
    std::vector<std::int64_t> out;
    for (const BucketSpan &span : spans)
        out.push_back(span.bucket);
    return out;
}

} // namespace

class TestBuckets : public QObject
{
    Q_OBJECT

private slots:
    void lastBucketStarts();
    void t5DefaultStarts();
    void t5Causal();
    void t5AgainstTheSteps();
    void debertaV3Values();
    void debertaLayout();
    void float32AgainstExact();
    void noneAtTheDefaults();
    void exactIntegerDecisions();
    void relativeAndRows();
    void refusals_data();
    void refusals();
    void positionsRefused();
};

void TestBuckets::lastBucketStarts()
{
    // T5 32/128 bidirectional: 8 + trunc(8·ln(r/8)/ln 16) reaches 15 at r ≥ 8·16^(7/8) = 90.5.
    QCOMPARE(bucketLayout(t5(32, 128)).lastBucketStart, std::int64_t(91));
    QCOMPARE(t5Bucket(-90, 32, 128, true), std::int64_t(14));
    QCOMPARE(t5Bucket(-91, 32, 128, true), std::int64_t(15));
    QCOMPARE(t5Bucket(91, 32, 128, true), std::int64_t(31));
    // Causal: 16 + trunc(16·ln(r/16)/ln 8) reaches 31 at r ≥ 16·8^(15/16) = 112.4.
    QCOMPARE(bucketLayout(t5(32, 128, false)).lastBucketStart, std::int64_t(113));
    QCOMPARE(t5Bucket(-112, 32, 128, false), std::int64_t(30));
    QCOMPARE(t5Bucket(-113, 32, 128, false), std::int64_t(31));
    // WavLM 320/800: 80 + trunc(80·ln(r/80)/ln 10) reaches 159 at r ≥ 80·10^(79/80) = 777.3.
    const BucketLayout wavlm = bucketLayout(t5(320, 800));
    QCOMPARE(wavlm.lastBucketStart, std::int64_t(778));
    QCOMPARE(wavlm.negativeLastBucketStart, std::int64_t(778));
    QCOMPARE(wavlm.maxExact, std::int64_t(80));
    QCOMPARE(t5Bucket(777, 320, 800, true), std::int64_t(318));
    QCOMPARE(t5Bucket(778, 320, 800, true), std::int64_t(319));
}

void TestBuckets::t5DefaultStarts()
{
    // Bucket 8 + j starts at the first r ≥ 8·16^(j/8) = 8·2^(j/2): 8, 11.3, 16, 22.6, 32, 45.3,
    // 64, 90.5.
    const BucketLayout layout = bucketLayout(t5(32, 128));
    QCOMPARE(layout.maxExact, std::int64_t(8));
    const std::vector<std::int64_t> negativeStarts = {0, 1,  2,  3,  4,  5,  6,  7,
                                                      8, 12, 16, 23, 32, 46, 64, 91};
    QCOMPARE(starts(layout.negative), negativeStarts);
    QCOMPARE(ids(layout.negative),
             (std::vector<std::int64_t>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}));
    // r > 0: buckets 16 + offset, offset ≥ 1 (r = 0 is on the negative side): 16 is never used.
    QCOMPARE(starts(layout.positive),
             (std::vector<std::int64_t>{1, 2, 3, 4, 5, 6, 7, 8, 12, 16, 23, 32, 46, 64, 91}));
    QCOMPARE(ids(layout.positive), (std::vector<std::int64_t>{17, 18, 19, 20, 21, 22, 23, 24, 25,
                                                              26, 27, 28, 29, 30, 31}));
    QCOMPARE(layout.unusedRows, (std::vector<std::int64_t>{16}));
    QCOMPARE(layout.negative[12].last, std::int64_t(45));
    QVERIFY(layout.negative.back().unbounded);
    QVERIFY(!layout.negative[14].unbounded);
    QCOMPARE(layout.saturation, std::int64_t(91));
}

void TestBuckets::t5Causal()
{
    for (std::int64_t r = 1; r <= 1000; r += 37)
        QCOMPARE(t5Bucket(r, 32, 128, false), std::int64_t(0));
    QCOMPARE(t5Bucket(0, 32, 128, false), std::int64_t(0));
    QCOMPARE(t5Bucket(-15, 32, 128, false), std::int64_t(15));
    // 16 + j from 16·8^(j/16) = 16·2^(3j/16).
    const BucketLayout layout = bucketLayout(t5(32, 128, false));
    QCOMPARE(starts(layout.negative),
             (std::vector<std::int64_t>{0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10,
                                        11, 12, 13, 14, 15, 16, 19, 21, 24, 27, 31,
                                        35, 40, 46, 52, 59, 67, 77, 87, 99, 113}));
    QCOMPARE(layout.positive.size(), std::size_t(1));
    QCOMPARE(layout.positive[0].bucket, std::int64_t(0));
    QCOMPARE(layout.positive[0].first, std::int64_t(1));
    QVERIFY(layout.positive[0].unbounded);
    QVERIFY(layout.unusedRows.empty());
}

void TestBuckets::t5AgainstTheSteps()
{
    for (const auto &[buckets, distance] : {std::pair{32, 128}, {64, 256}, {320, 800}, {34, 27}}) {
        for (const bool bidirectional : {true, false}) {
            for (std::int64_t r = -2000; r <= 2000; ++r) {
                QCOMPARE(t5Bucket(r, buckets, distance, bidirectional),
                         BucketTest::t5(r, buckets, distance, bidirectional));
            }
        }
    }
    // One worked: r = 20 at the defaults, positive side: 16 + 8 + trunc(v).
    const float ratio = 20.0f / 8.0f;
    const float logRatio = std::log(ratio);
    const float logMax = float(std::log(128.0 / 8.0));
    const float value = logRatio / logMax * 8.0f; // 2.643856…
    QCOMPARE(std::int64_t(value), std::int64_t(2));
    QCOMPARE(t5Bucket(20, 32, 128, true), std::int64_t(16 + 8 + 2));
}

void TestBuckets::debertaV3Values()
{
    // position_buckets 256, max_relative_positions 512: mid 128, values by hand,
    // 127·ln(|r|/128)/ln(511/128): 129 → 0.714, 200 → 40.94, 300 → 78.14, 505 → 125.92,
    // 506 → 126.10, 511 → 127 exactly, 512 → 127.18, 1000 → 188.59.
    const std::vector<std::pair<std::int64_t, std::int64_t>> values = {
        {0, 0},     {1, 1},     {127, 127}, {128, 128}, {129, 129}, {200, 169},
        {300, 207}, {505, 254}, {506, 255}, {511, 255}, {512, 256}, {1000, 317},
    };
    for (const auto &[r, value] : values) {
        QCOMPARE(debertaBucket(r, 256, 512), value);
        QCOMPARE(debertaBucket(-r, 256, 512), -value);
        QCOMPARE(debertaBucketExact(r, 256, 512), value);
        QCOMPARE(BucketTest::deberta(r, 256, 512), value);
    }
    // c2p's index, span 256: clamp(value + 256, 0, 511).
    QCOMPARE(debertaIndex(debertaBucket(511, 256, 512), 256), std::int64_t(511));
    QCOMPARE(debertaIndex(debertaBucket(512, 256, 512), 256), std::int64_t(511));
    QCOMPARE(debertaIndex(debertaBucket(1000, 256, 512), 256), std::int64_t(511));
    QCOMPARE(debertaIndex(debertaBucket(-511, 256, 512), 256), std::int64_t(1));
    QCOMPARE(debertaIndex(debertaBucket(-512, 256, 512), 256), std::int64_t(0));
    QCOMPARE(debertaIndex(debertaBucket(-1000, 256, 512), 256), std::int64_t(0));
    QCOMPARE(debertaIndex(0, 256), std::int64_t(256));
    QCOMPARE(bucketRow(deberta(256, 512), -129), std::int64_t(127));
    QCOMPARE(bucketRowCount(deberta(256, 512)), std::int64_t(512));
    // The float32 steps at r = 200.
    const float ratio = 200.0f / 128.0f;
    const float logMax = std::log(float(511.0 / 128.0));
    const float scaled = std::log(ratio) / logMax * 127.0f;
    QCOMPARE(std::int64_t(std::ceil(scaled) + 128.0f), std::int64_t(169));
    for (std::int64_t r = -3000; r <= 3000; ++r)
        QCOMPARE(debertaBucket(r, 256, 512), BucketTest::deberta(r, 256, 512));
}

void TestBuckets::debertaLayout()
{
    const BucketLayout layout = bucketLayout(deberta(256, 512));
    QCOMPARE(layout.maxExact, std::int64_t(128));
    QCOMPARE(layout.lastBucketStart, std::int64_t(506));         // value 255: row 511
    QCOMPARE(layout.negativeLastBucketStart, std::int64_t(512)); // value −256: row 0
    QCOMPARE(layout.saturation, std::int64_t(512));
    QCOMPARE(layout.positive.front().first, std::int64_t(0)); // r = 0 on the positive side
    QCOMPARE(layout.positive.back().bucket, std::int64_t(255));
    QCOMPARE(layout.negative.back().bucket, std::int64_t(-256));
    QCOMPARE(layout.negative.front().first, std::int64_t(1));
    QVERIFY(layout.unusedRows.empty());
    QVERIFY(layout.float32Differs.empty());
}

void TestBuckets::float32AgainstExact()
{
    // T5 34/27 bidirectional: 17 buckets a side, max_exact 8, 9 log buckets. 27/8 = 1.5^3, so
    // at r = 12 (12/8 = 1.5) the true value is 9·ln 1.5/(3·ln 1.5) = 3 and at r = 18
    // (18/8 = 1.5^2) it is 6: buckets 11 and 14. float32 gives 2.9999998 and 5.9999995.
    const float logMax = float(std::log(27.0 / 8.0));
    const float at12 = std::log(12.0f / 8.0f) / logMax * 9.0f;
    const float at18 = std::log(18.0f / 8.0f) / logMax * 9.0f;
    QVERIFY(at12 < 3.0f);
    QVERIFY(at18 < 6.0f);
    QCOMPARE(t5Bucket(-12, 34, 27, true), std::int64_t(8 + std::int64_t(at12)));
    QCOMPARE(t5Bucket(-12, 34, 27, true), std::int64_t(10));
    QCOMPARE(t5BucketExact(-12, 34, 27, true), std::int64_t(11));
    QCOMPARE(t5Bucket(18, 34, 27, true), std::int64_t(17 + 13));
    QCOMPARE(t5BucketExact(18, 34, 27, true), std::int64_t(17 + 14));
    QCOMPARE(bucketLayout(t5(34, 27)).float32Differs, (std::vector<std::int64_t>{12, 18}));
    QVERIFY(bucketLayout(t5(34, 27)).float64Differs.empty());
    // The causal decoder with 17 buckets has the same side: the same distances.
    QCOMPARE(bucketLayout(t5(17, 27, false)).float32Differs, (std::vector<std::int64_t>{12, 18}));

    // T5 62/532 at r = 218: the true value 16·ln(218/15)/ln(532/15) = 11.99999953 is not an
    // integer (floor 11: bucket 26), float32 rounds it to 12.0 (bucket 27).
    const float value = std::log(218.0f / 15.0f) / float(std::log(532.0 / 15.0)) * 16.0f;
    QCOMPARE(value, 12.0f);
    QCOMPARE(t5Bucket(-218, 62, 532, true), std::int64_t(27));
    QCOMPARE(t5BucketExact(-218, 62, 532, true), std::int64_t(26));
    QCOMPARE(bucketLayout(t5(62, 532)).float32Differs, (std::vector<std::int64_t>{218}));

    // DeBERTa 18/17: mid 9, 8·ln(12/9)/ln(16/9) = 8·ln(4/3)/(2·ln(4/3)) = 4 exactly at |r| = 12:
    // ceil 4 + 9 = 13; float32 gives 4.0000005, ceil 5: 14.
    const float scaled = std::log(12.0f / 9.0f) / std::log(float(16.0 / 9.0)) * 8.0f;
    QVERIFY(scaled > 4.0f);
    QCOMPARE(debertaBucket(12, 18, 17), std::int64_t(14));
    QCOMPARE(debertaBucket(-12, 18, 17), std::int64_t(-14));
    QCOMPARE(debertaBucketExact(12, 18, 17), std::int64_t(13));
    QCOMPARE(bucketLayout(deberta(18, 17)).float32Differs, (std::vector<std::int64_t>{12}));
}

void TestBuckets::noneAtTheDefaults()
{
    // The test's own check: float32 steps against the true value, in long double, whose integer
    // cases are listed by hand (8·ln(r/8)/ln 16 = j/2·… is an integer exactly at r = 8·2^(j/2)
    // with j even: 8, 16, 32, 64, 128).
    const std::vector<std::int64_t> integral = {8, 16, 32, 64, 128};
    for (std::int64_t r = 8; r <= 200; ++r) {
        const long double v = 8.0L * std::log(r / 8.0L) / std::log(16.0L);
        const bool isIntegral = std::find(integral.begin(), integral.end(), r) != integral.end();
        QCOMPARE(std::fabs(v - std::round(v)) < 1e-12L, isIntegral);
        const std::int64_t exact = std::min<std::int64_t>(
            8 + (isIntegral ? std::int64_t(std::round(v)) : std::int64_t(std::floor(v))), 15);
        QCOMPARE(BucketTest::t5(-r, 32, 128, true), exact);
        QCOMPARE(t5BucketExact(-r, 32, 128, true), exact);
    }
    for (const BucketParams &params :
         {t5(32, 128), t5(32, 128, false), t5(320, 800), t5(64, 256), deberta(256, 512)}) {
        const BucketLayout layout = bucketLayout(params);
        QVERIFY2(layout.float32Differs.empty(),
                 std::string(bucketSchemeName(params.scheme)).c_str());
        QVERIFY(layout.float64Differs.empty());
    }
    // Where float32 lands within 2 ulps of an integer that decides a bucket: T5 32/128 at
    // r = 16, 32, 64 (values 2, 4, 6 exactly: fl(ln 16) = 4·fl(ln 2), so fl(ln 2^j)/fl(ln 16) is
    // exact for j = 1, 2; and 3·… for 64 lands on 6.0 too); none for the causal 32/128 (integer
    // only at r = 128, the last bucket); DeBERTa-v3 at 511 (127·1 exactly: rows 1 and 0 on the
    // negative side hang on it); T5 34/27 at 12 and 18.
    QCOMPARE(bucketLayout(t5(32, 128)).float32Fragile, (std::vector<std::int64_t>{16, 32, 64}));
    for (const std::int64_t r : {16, 32, 64}) {
        const float value = std::log(float(r) / 8.0f) / float(std::log(16.0)) * 8.0f;
        QCOMPARE(value, std::round(value));
    }
    QVERIFY(bucketLayout(t5(32, 128, false)).float32Fragile.empty());
    QCOMPARE(bucketLayout(deberta(256, 512)).float32Fragile, (std::vector<std::int64_t>{511}));
    QCOMPARE(bucketLayout(t5(34, 27)).float32Fragile, (std::vector<std::int64_t>{12, 18}));
}

void TestBuckets::exactIntegerDecisions()
{
    // 8·ln 4/ln 16 = 4: (4/1)^8 = 16^4 = 65536.
    QVERIFY(powersEqual(32, 8, 128, 8, 8, 4));
    QCOMPARE(t5BucketExact(-32, 32, 128, true), std::int64_t(12));
    QCOMPARE(t5BucketExact(-64, 32, 128, true), std::int64_t(14));
    QCOMPARE(t5BucketExact(-128, 32, 128, true), std::int64_t(15));
    QVERIFY(powersEqual(12, 8, 27, 8, 9, 3)); // 1.5^9 = 3.375^3
    QVERIFY(!powersEqual(12, 8, 27, 8, 9, 2));
    QVERIFY(!powersEqual(5, 4, 16, 1, 8, 1));
    QVERIFY(powersEqual(7, 7, 16, 1, 8, 0));
    // floor and ceil of 9·ln(8/12)/ln(27/8) = −3 exactly, and of a value between −4 and −3.
    QCOMPARE(floorLogRatio(8, 12, 27, 8, 9), std::int64_t(-3));
    QCOMPARE(ceilLogRatio(8, 12, 27, 8, 9), std::int64_t(-3));
    QCOMPARE(floorLogRatio(7, 12, 27, 8, 9), std::int64_t(-4));
    QCOMPARE(ceilLogRatio(7, 12, 27, 8, 9), std::int64_t(-3));
    QCOMPARE(floorLogRatio(12, 8, 27, 8, 9), std::int64_t(3));
    QCOMPARE(ceilLogRatio(13, 8, 27, 8, 9), std::int64_t(4));
}

void TestBuckets::relativeAndRows()
{
    QCOMPARE(relativePosition(t5(32, 128), 3, 10), std::int64_t(7));
    QCOMPARE(relativePosition(deberta(256, 512), 3, 10), std::int64_t(-7));
    QCOMPARE(bucketOf(t5(32, 128), 7), std::int64_t(23));
    QCOMPARE(bucketOf(deberta(256, 512), -7), std::int64_t(-7));
    QCOMPARE(bucketRowCount(t5(32, 128)), std::int64_t(32));
    QCOMPARE(bucketSchemeName(BucketScheme::Deberta), std::string_view("deberta"));
    QCOMPARE(bucketSchemeName(BucketScheme::T5), std::string_view("t5"));
}

void TestBuckets::refusals_data()
{
    QTest::addColumn<int>("scheme");
    QTest::addColumn<qint64>("buckets");
    QTest::addColumn<qint64>("distance");
    QTest::addColumn<bool>("bidirectional");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *name, BucketScheme scheme, qint64 b, qint64 d, bool bi,
                        const char *message) {
        QTest::newRow(name) << int(scheme) << b << d << bi << QString::fromUtf8(message);
    };
    row("t5 odd", BucketScheme::T5, 33, 128, true,
        "buckets must be even for a bidirectional T5 bias (got 33)");
    row("t5 2 bidirectional", BucketScheme::T5, 2, 128, true,
        "buckets must be at least 4 for a bidirectional T5 bias (got 2)");
    row("t5 1 causal", BucketScheme::T5, 1, 128, false,
        "buckets must be at least 2 for a causal T5 bias (got 1)");
    row("t5 too many", BucketScheme::T5, 1000002, 2000000, true,
        "buckets must be at most 1000000 (got 1000002)");
    row("t5 distance = exact", BucketScheme::T5, 32, 8, true,
        "max distance must be greater than the exact region (8) (got 8)");
    row("t5 causal distance", BucketScheme::T5, 32, 16, false,
        "max distance must be greater than the exact region (16) (got 16)");
    row("t5 distance too large", BucketScheme::T5, 32, 1000001, true,
        "max distance must be at most 1000000 (got 1000001)");
    row("deberta 2", BucketScheme::Deberta, 2, 512, true,
        "position buckets must be at least 4 for a DeBERTa bias (got 2)");
    row("deberta odd", BucketScheme::Deberta, 7, 512, true,
        "position buckets must be even for a DeBERTa bias (got 7)");
    row("deberta too many", BucketScheme::Deberta, 1000002, 512, true,
        "position buckets must be at most 1000000 (got 1000002)");
    row("deberta distance", BucketScheme::Deberta, 256, 129, true,
        "max relative positions must be greater than mid + 1 (129) for 256 position buckets "
        "(got 129)");
    row("deberta distance too large", BucketScheme::Deberta, 256, 1000001, true,
        "max distance must be at most 1000000 (got 1000001)");
}

void TestBuckets::refusals()
{
    QFETCH(int, scheme);
    QFETCH(qint64, buckets);
    QFETCH(qint64, distance);
    QFETCH(bool, bidirectional);
    QFETCH(QString, message);
    const BucketParams params{BucketScheme(scheme), buckets, distance, bidirectional};
    QCOMPARE(QString::fromStdString(BucketTest::errorOf([&] { validateBuckets(params); })),
             message);
    QCOMPARE(QString::fromStdString(bucketsProblem(params).value_or("")), message);
    QCOMPARE(QString::fromStdString(BucketTest::errorOf([&] { bucketLayout(params); })), message);
    // The smallest valid neighbours are accepted.
    QVERIFY(!bucketsProblem(t5(4, 2)));
    QVERIFY(!bucketsProblem(t5(2, 2, false)));
    QVERIFY(!bucketsProblem(deberta(4, 4)));
    QVERIFY(!bucketsProblem(t5(1000000, 1000000)));
}

void TestBuckets::positionsRefused()
{
    QCOMPARE(BucketTest::errorOf([] { validateBucketPositions(0); }),
             std::string("positions must be 1 … 65536 (got 0)"));
    QCOMPARE(BucketTest::errorOf([] { validateBucketPositions(65537); }),
             std::string("positions must be 1 … 65536 (got 65537)"));
    QCOMPARE(BucketTest::errorOf([] { validateBucketPositions(65536); }), std::string());
}

QTEST_APPLESS_MAIN(TestBuckets)
#include "tst_buckets.moc"
