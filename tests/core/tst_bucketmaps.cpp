// Bucket maps, bias tables, a head's bias and the bias profile, every cell against the formula
// written out in the test (buckettestutils.h) and the seeded table against its documented formula.
#include "buckettestutils.h"
#include "random.h"
#include "relativebuckets.h"

#include <QTest>

#include <bit>
#include <cmath>

using namespace pelab;

namespace {

const BucketParams kT5{BucketScheme::T5, 32, 128, true};
const BucketParams kCausal{BucketScheme::T5, 32, 128, false};
const BucketParams kDeberta{BucketScheme::Deberta, 256, 512, true};

// The test's own bucket of query q and key k.
std::int64_t expected(const BucketParams &p, std::int64_t q, std::int64_t k)
{
    if (p.scheme == BucketScheme::T5)
        return BucketTest::t5(k - q, p.numBuckets, p.maxDistance, p.bidirectional);
    return BucketTest::deberta(q - k, p.numBuckets, p.maxDistance);
}

std::int64_t expectedRow(const BucketParams &p, std::int64_t bucket)
{
    return p.scheme == BucketScheme::T5 ? bucket : BucketTest::clampIndex(bucket, p.numBuckets);
}

Matrix ramp(std::int64_t rows, std::int64_t heads)
{
    Matrix table(static_cast<std::size_t>(rows), static_cast<std::size_t>(heads));
    for (std::size_t r = 0; r < table.rows(); ++r)
        for (std::size_t h = 0; h < table.cols(); ++h)
            table(r, h) = double(r) + 0.001 * double(h);
    return table;
}

} // namespace

class TestBucketMaps : public QObject
{
    Q_OBJECT

private slots:
    void byDistance();
    void maps();
    void mapMemoryLimit();
    void tableShapes();
    void seededTable();
    void seededTableFormula();
    void headBiasCells();
    void profile();
};

void TestBucketMaps::byDistance()
{
    for (const BucketParams &p : {kT5, kCausal, kDeberta}) {
        const std::int64_t n = 700;
        const std::vector<std::int64_t> buckets = bucketsByDistance(p, n);
        QCOMPARE(buckets.size(), std::size_t(2 * n - 1));
        for (std::int64_t r = -(n - 1); r <= n - 1; ++r) {
            const std::int64_t want = p.scheme == BucketScheme::T5
                                          ? BucketTest::t5(r, 32, 128, p.bidirectional)
                                          : BucketTest::deberta(r, 256, 512);
            QCOMPARE(buckets[std::size_t(r + n - 1)], want);
        }
    }
    QCOMPARE(bucketsByDistance(kT5, 1), (std::vector<std::int64_t>{0}));
}

void TestBucketMaps::maps()
{
    for (const BucketParams &p : {kT5, kCausal, kDeberta}) {
        const std::int64_t n = 600;
        const std::vector<std::int64_t> map = bucketMap(p, n);
        QCOMPARE(map.size(), std::size_t(n * n));
        for (std::int64_t q = 0; q < n; ++q)
            for (std::int64_t k = 0; k < n; ++k)
                QCOMPARE(map[std::size_t(q * n + k)], expected(p, q, k));
    }
    // A decoder: every key after the query is bucket 0; DeBERTa's map is antisymmetric.
    const std::vector<std::int64_t> causal = bucketMap(kCausal, 40);
    QCOMPARE(causal[3 * 40 + 39], std::int64_t(0));
    // r = −36: 16 + trunc(16·ln(36/16)/ln 8) = 16 + trunc(6.24)
    QCOMPARE(causal[39 * 40 + 3], std::int64_t(16 + 6));
    const std::vector<std::int64_t> d = bucketMap(kDeberta, 40);
    QCOMPARE(d[5 * 40 + 30], -d[30 * 40 + 5]);
    QCOMPARE(BucketTest::errorOf([] { bucketMap(kT5, 0); }),
             std::string("positions must be 1 … 65536 (got 0)"));
}

void TestBucketMaps::mapMemoryLimit()
{
    QCOMPARE(BucketTest::errorOf([] { bucketMap(kT5, 4096, std::uint64_t(1) << 20); }),
             std::string("the bucket map of 4096 x 4096 values would need 128.0 MiB, above the "
                         "memory limit of 1.0 MiB"));
    QCOMPARE(BucketTest::errorOf([] { headBias(kT5, ramp(32, 2), 0, 4096, 1 << 20); }),
             std::string("the bias of one head of 4096 x 4096 values would need 128.0 MiB, above "
                         "the memory limit of 1.0 MiB"));
}

void TestBucketMaps::tableShapes()
{
    QCOMPARE(
        BucketTest::errorOf([] { validateBiasTable(kT5, Matrix(12, 32), "t.npy"); }),
        std::string("t.npy: the bias table is 12 × 32, the configuration needs 32 × heads "
                    "(one row per bucket, num_buckets 32); transposed? its columns number 32"));
    QCOMPARE(BucketTest::errorOf([] { validateBiasTable(kDeberta, ramp(256, 12), "d.npy"); }),
             std::string("d.npy: the bias table is 256 × 12, the configuration needs 512 × heads "
                         "(2·position_buckets rows, c2p's 2·span relative positions)"));
    QCOMPARE(BucketTest::errorOf([] { validateBiasTable(kT5, ramp(32, 5000), "w.npy"); }),
             std::string("w.npy: the bias table has 5000 heads (columns), at most 4096"));
    Matrix bad = ramp(32, 3);
    bad(7, 2) = std::nan("");
    QCOMPARE(BucketTest::errorOf([&] { validateBiasTable(kT5, bad, "b.npy"); }),
             std::string("b.npy: the bias table holds a non-finite value at row 7, head 2"));
    QCOMPARE(BucketTest::errorOf([] { validateBiasTable(kT5, ramp(32, 3), "ok.npy"); }),
             std::string());
    QCOMPARE(BucketTest::errorOf([] { seededBiasTable(kT5, 0, 1); }),
             std::string("the number of heads must be 1 … 4096 (got 0)"));
}

void TestBucketMaps::seededTable()
{
    const Matrix a = seededBiasTable(kT5, 12, 7);
    const Matrix b = seededBiasTable(kT5, 12, 7);
    const Matrix c = seededBiasTable(kT5, 12, 8);
    QCOMPARE(a.rows(), std::size_t(32));
    QCOMPARE(a.cols(), std::size_t(12));
    bool differs = false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        QCOMPARE(std::bit_cast<std::uint64_t>(a.data()[i]),
                 std::bit_cast<std::uint64_t>(b.data()[i]));
        differs = differs || a.data()[i] != c.data()[i];
    }
    QVERIFY(differs);
    // Near buckets above far ones, averaged over the heads; the unused row 16 near 0.
    double near = 0.0, far = 0.0;
    for (std::size_t h = 0; h < 12; ++h) {
        near += a(1, h) + a(17, h);
        far += a(15, h) + a(31, h);
        QVERIFY(std::fabs(a(16, h)) < 0.3);
    }
    QVERIFY(near > far + 6.0);
    QCOMPARE(seededBiasTable(kDeberta, 2, 1).rows(), std::size_t(512));
}

void TestBucketMaps::seededTableFormula()
{
    // T5 8/20 bidirectional: 4 buckets a side, max_exact 2; 2 + trunc(2·ln(r/2)/ln 10) reaches
    // 3 at r ≥ 2·√10 = 6.3. Rows 0 … 3: r = 0, −1, −2, −7 …; row 4 unused; rows 5 … 7: r = 1, 2, 7.
    const BucketParams p{BucketScheme::T5, 8, 20, true};
    const double distance[8] = {0, 1, 2, 7, -1, 1, 2, 7};
    const double side[8] = {0, -1, -1, -1, 0, 1, 1, 1};
    const std::int64_t heads = 3;
    const Matrix table = seededBiasTable(p, heads, 2026);
    Random random(2026);
    struct Head
    {
        double a, tau, s, c;
    };
    std::vector<Head> perHead;
    for (int h = 0; h < heads; ++h) {
        const double u1 = random.uniform(), u2 = random.uniform(), u3 = random.uniform(),
                     u4 = random.uniform();
        perHead.push_back({1 + 2 * u1, 2 + 18 * u2 * u2, 0.6 * (2 * u3 - 1), 1.5 * u4});
    }
    for (std::size_t r = 0; r < 8; ++r) {
        for (std::size_t h = 0; h < std::size_t(heads); ++h) {
            const double z = 0.05 * random.normal();
            const Head &q = perHead[h];
            const double d = distance[r];
            const double want =
                d < 0 ? z
                      : q.a * (1 + side[r] * q.s) / ((1 + d / q.tau) * (1 + d / q.tau)) -
                            q.c * d / (d + q.tau) + z;
            QCOMPARE(table(r, h), want);
        }
    }
}

void TestBucketMaps::headBiasCells()
{
    for (const BucketParams &p : {kT5, kCausal, kDeberta}) {
        const Matrix table = seededBiasTable(p, 4, 3);
        const std::int64_t n = 300;
        const Matrix bias = headBias(p, table, 2, n);
        QCOMPARE(bias.rows(), std::size_t(n));
        for (std::int64_t q = 0; q < n; ++q) {
            for (std::int64_t k = 0; k < n; ++k) {
                const auto row = std::size_t(expectedRow(p, expected(p, q, k)));
                QCOMPARE(bias(std::size_t(q), std::size_t(k)), table(row, 2));
            }
        }
    }
    QCOMPARE(BucketTest::errorOf([] { headBias(kT5, ramp(32, 3), 3, 10); }),
             std::string("the head must be 0 … 2 (got 3)"));
    QCOMPARE(BucketTest::errorOf([] { headBias(kT5, ramp(31, 3), 0, 10); }),
             std::string("the bias table: the bias table is 31 × 3, the configuration needs 32 × "
                         "heads (one row per bucket, num_buckets 32)"));
}

void TestBucketMaps::profile()
{
    for (const BucketParams &p : {kT5, kDeberta}) {
        const Matrix table = ramp(bucketRowCount(p), 3);
        const std::int64_t n = 600;
        const Matrix prof = biasProfile(p, table, n);
        QCOMPARE(prof.rows(), std::size_t(3));
        QCOMPARE(prof.cols(), std::size_t(2 * n - 1));
        for (std::int64_t r = -(n - 1); r <= n - 1; ++r) {
            const std::int64_t bucket = p.scheme == BucketScheme::T5
                                            ? BucketTest::t5(r, 32, 128, true)
                                            : BucketTest::deberta(r, 256, 512);
            for (std::size_t h = 0; h < 3; ++h) {
                QCOMPARE(prof(h, std::size_t(r + n - 1)),
                         table(std::size_t(expectedRow(p, bucket)), h));
            }
        }
    }
}

QTEST_APPLESS_MAIN(TestBucketMaps)
#include "tst_bucketmaps.moc"
