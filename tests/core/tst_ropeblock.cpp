// ropeScoreBlock (ropeblock.h): a block of the RoPE score matrix computed directly equals the
// same block of ropeScores bit for bit, for blocks that are not multiples of the 96-row panel or
// the 8-column packed panel, at N = 1, at the last rows and columns, in every precision, both
// pairings and with yarn's attention factor; bad ranges and the memory limit are refused before
// allocating; cancelled half way it returns nothing.
#include "error.h"
#include "ropeanalysis.h"
#include "ropeblock.h"
#include "ropescores.h"

#include <QTest>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

using namespace pelab;

namespace {

bool throwsMentioning(const std::function<void()> &f, const std::string &word)
{
    try {
        f();
    } catch (const Error &e) {
        return std::string(e.what()).find(word) != std::string::npos;
    }
    return false;
}

RopeSetup setupOf(std::int64_t n, std::int64_t dim, std::int64_t start = 0,
                  Precision precision = Precision::F64,
                  RopePairing pairing = RopePairing::Interleaved)
{
    RopeParameters p;
    p.dim = dim;
    p.positions = n;
    p.start = start;
    p.precision = precision;
    p.pairing = pairing;
    p.seed = 11;
    p.keepScores = false;
    return makeRopeSetup(p);
}

// The number of cells of `block` whose bits differ from rows r0 …, columns c0 … of `full`.
std::int64_t differingCells(const Matrix &block, const Matrix &full, std::int64_t r0,
                            std::int64_t c0)
{
    std::int64_t differing = 0;
    for (std::size_t i = 0; i < block.rows(); ++i) {
        for (std::size_t j = 0; j < block.cols(); ++j) {
            const double a = block(i, j);
            const double b = full(std::size_t(r0) + i, std::size_t(c0) + j);
            differing += std::memcmp(&a, &b, sizeof a) != 0 ? 1 : 0;
        }
    }
    return differing;
}

} // namespace

class TestRopeBlock : public QObject
{
    Q_OBJECT

private slots:
    void equalsTheFullMatrix_data();
    void equalsTheFullMatrix();
    void everyPrecisionAndPairing_data();
    void everyPrecisionAndPairing();
    void attentionFactor();
    void singlePosition();
    void badRangesRefused();
    void memoryLimit();
    void cancelledHalfWay();
};

void TestRopeBlock::equalsTheFullMatrix_data()
{
    QTest::addColumn<qint64>("n");
    QTest::addColumn<qint64>("dim");
    QTest::addColumn<qint64>("r0");
    QTest::addColumn<qint64>("h");
    QTest::addColumn<qint64>("c0");
    QTest::addColumn<qint64>("w");
    // 301 positions: 3 full 96-row panels and 13 rows; blocks of odd sizes at odd offsets.
    QTest::newRow("inner, odd sizes")
        << qint64(301) << qint64(10) << qint64(7) << qint64(97) << qint64(13) << qint64(250);
    QTest::newRow("panel boundaries")
        << qint64(301) << qint64(16) << qint64(96) << qint64(192) << qint64(8) << qint64(256);
    QTest::newRow("last rows and columns")
        << qint64(301) << qint64(6) << qint64(205) << qint64(96) << qint64(1) << qint64(300);
    QTest::newRow("last cell") << qint64(301) << qint64(4) << qint64(300) << qint64(1)
                               << qint64(300) << qint64(1);
    QTest::newRow("first column only")
        << qint64(301) << qint64(12) << qint64(0) << qint64(301) << qint64(0) << qint64(1);
    QTest::newRow("whole matrix") << qint64(203) << qint64(2) << qint64(0) << qint64(203)
                                  << qint64(0) << qint64(203);
    QTest::newRow("wide, not square")
        << qint64(1000) << qint64(14) << qint64(333) << qint64(5) << qint64(1) << qint64(999);
}

void TestRopeBlock::equalsTheFullMatrix()
{
    QFETCH(qint64, n);
    QFETCH(qint64, dim);
    QFETCH(qint64, r0);
    QFETCH(qint64, h);
    QFETCH(qint64, c0);
    QFETCH(qint64, w);
    const RopeSetup setup = setupOf(n, dim, 17);
    const Matrix full = ropeScores(setup);
    const Matrix block = ropeScoreBlock(setup, r0, h, c0, w);
    QCOMPARE(block.rows(), std::size_t(h));
    QCOMPARE(block.cols(), std::size_t(w));
    QCOMPARE(differingCells(block, full, r0, c0), std::int64_t(0));
}

void TestRopeBlock::everyPrecisionAndPairing_data()
{
    QTest::addColumn<int>("precision");
    QTest::addColumn<int>("pairing");
    QTest::addColumn<qint64>("start");
    for (Precision p : {Precision::F64, Precision::F32, Precision::BF16, Precision::F16}) {
        for (RopePairing pairing : {RopePairing::Interleaved, RopePairing::Half}) {
            const std::string name =
                std::string(precisionName(p)) + " " + std::string(pairingName(pairing));
            QTest::newRow(name.c_str()) << int(p) << int(pairing) << qint64(60000);
        }
    }
}

void TestRopeBlock::everyPrecisionAndPairing()
{
    QFETCH(int, precision);
    QFETCH(int, pairing);
    QFETCH(qint64, start);
    // f16 overflows above 65504: the last rows and columns are ±inf/NaN there, and the block
    // holds the same non-finite values as the full matrix.
    const RopeSetup setup = setupOf(6000, 8, start, Precision(precision), RopePairing(pairing));
    const Matrix full = ropeScores(setup);
    const Matrix block = ropeScoreBlock(setup, 5003, 997, 4001, 1999);
    QCOMPARE(differingCells(block, full, 5003, 4001), std::int64_t(0));
}

void TestRopeBlock::attentionFactor()
{
    RopeParameters p;
    p.dim = 32;
    p.positions = 500;
    p.seed = 3;
    p.keepScores = false;
    p.scaling.type = RopeScalingType::Yarn;
    p.scaling.factor = 4.0;
    const RopeSetup setup = makeRopeSetup(p);
    QVERIFY(setup.attentionFactor != 1.0);
    const Matrix full = ropeScores(setup);
    const Matrix block = ropeScoreBlock(setup, 101, 399, 0, 77);
    QCOMPARE(differingCells(block, full, 101, 0), std::int64_t(0));
}

void TestRopeBlock::singlePosition()
{
    const RopeSetup setup = setupOf(1, 8, 5);
    const Matrix block = ropeScoreBlock(setup, 0, 1, 0, 1);
    QCOMPARE(block.rows(), std::size_t(1));
    QCOMPARE(block.cols(), std::size_t(1));
    // a(t, t) = q̂_t·k̂_t/√d = qᵀk/√d: a rotation keeps the dot product (to rounding).
    double qk = 0.0;
    for (std::size_t i = 0; i < 8; ++i)
        qk += setup.q[i] * setup.k[i];
    QVERIFY(std::fabs(block(0, 0) - qk / std::sqrt(8.0)) < 1e-14);
    QCOMPARE(differingCells(block, ropeScores(setup), 0, 0), std::int64_t(0));
}

void TestRopeBlock::badRangesRefused()
{
    const RopeSetup setup = setupOf(100, 8);
    QVERIFY(throwsMentioning([&] { ropeScoreBlock(setup, -1, 10, 0, 10); }, "rows"));
    QVERIFY(throwsMentioning([&] { ropeScoreBlock(setup, 0, 0, 0, 10); }, "rows"));
    QVERIFY(throwsMentioning([&] { ropeScoreBlock(setup, 91, 10, 0, 10); }, "0 … N − 1 = 99"));
    QVERIFY(throwsMentioning([&] { ropeScoreBlock(setup, 100, 1, 0, 10); }, "rows"));
    QVERIFY(throwsMentioning([&] { ropeScoreBlock(setup, 0, 10, -5, 10); }, "columns"));
    QVERIFY(throwsMentioning([&] { ropeScoreBlock(setup, 0, 10, 0, 0); }, "columns"));
    QVERIFY(throwsMentioning([&] { ropeScoreBlock(setup, 0, 10, 0, 101); }, "columns"));
    QVERIFY(throwsMentioning([&] { ropeScoreBlock(setup, 0, 10, 50, 51); }, "columns"));
    // The extremes that fit are accepted.
    QCOMPARE(ropeScoreBlock(setup, 0, 100, 0, 100).rows(), std::size_t(100));
    QCOMPARE(ropeScoreBlock(setup, 99, 1, 99, 1).cols(), std::size_t(1));
    QVERIFY(throwsMentioning([] { validateRopeWindowRow(-1, 100); }, "0 … N − 1 = 99"));
    QVERIFY(throwsMentioning([] { validateRopeWindowRow(100, 100); }, "--row"));
    validateRopeWindowRow(0, 100);
    validateRopeWindowRow(99, 100);
    // A bad setup is refused as ropeScores refuses it.
    RopeSetup bad = setup;
    bad.q.pop_back();
    QVERIFY(throwsMentioning([&] { ropeScoreBlock(bad, 0, 1, 0, 1); }, "q must hold d = 8"));
}

void TestRopeBlock::memoryLimit()
{
    // N = 32768 (the largest full N): the whole matrix is refused at 2 GiB, a 1024 × 1024 block
    // of it (8 MiB and its rotations) is not.
    const RopeSetup setup = setupOf(32768, 64);
    QVERIFY(throwsMentioning([&] { ropeScores(setup); }, "memory limit"));
    const Matrix block = ropeScoreBlock(setup, 32768 - 1024, 1024, 16000, 1024);
    QCOMPARE(block.rows(), std::size_t(1024));
    // (1024 + 128) × (1024 + 64 + 8) doubles are about 9.6 MiB.
    QVERIFY(throwsMentioning([&] { ropeScoreBlock(setup, 0, 1024, 0, 1024, 9u << 20); },
                             "memory limit"));
    QCOMPARE(ropeScoreBlock(setup, 0, 1024, 0, 1024, 10u << 20).rows(), std::size_t(1024));
}

void TestRopeBlock::cancelledHalfWay()
{
    // 2000 rows: 21 panels of 96, a report after each from any thread.
    const RopeSetup setup = setupOf(2000, 16);
    std::vector<double> reports;
    const ProgressCallback full = [&reports](double f) {
        reports.push_back(f);
        return true;
    };
    QVERIFY(!ropeScoreBlock(setup, 0, 2000, 0, 2000, kDefaultMemoryLimit, full).empty());
    QCOMPARE(reports.back(), 1.0);
    const std::size_t fullReports = reports.size();
    reports.clear();
    const ProgressCallback half = [&reports](double f) {
        reports.push_back(f);
        return f < 0.5;
    };
    QVERIFY(ropeScoreBlock(setup, 0, 2000, 0, 2000, kDefaultMemoryLimit, half).empty());
    QVERIFY(reports.size() < fullReports);
    QVERIFY(reports.back() >= 0.5);
}

QTEST_APPLESS_MAIN(TestRopeBlock)
#include "tst_ropeblock.moc"
