// RoPE (Su et al. 2021) against values computed in the test from the formulas: explicit
// rotation matrices, the Hugging Face rope_scaling rules, IEEE rounding by bit manipulation.
#include "error.h"
#include "precision.h"
#include "rope.h"
#include "ropeanalysis.h"
#include "ropedecay.h"
#include "ropescores.h"

#include "testutils.h"

#include <QTest>

#include <cmath>
#include <complex>
#include <cstdint>
#include <functional>
#include <limits>
#include <numbers>
#include <string>
#include <vector>

using namespace pelab;

namespace {

using Dense = std::vector<std::vector<double>>;

// R_t as a dense d × d matrix: pair (a, b) gets [[cos, −sin], [sin, cos]].
Dense rotationMatrix(int d, double t, const std::vector<double> &theta, bool half)
{
    Dense r(std::size_t(d), std::vector<double>(std::size_t(d), 0.0));
    for (int i = 0; i < d / 2; ++i) {
        const int a = half ? i : 2 * i;
        const int b = half ? i + d / 2 : 2 * i + 1;
        const double c = std::cos(t * theta[std::size_t(i)]);
        const double s = std::sin(t * theta[std::size_t(i)]);
        r[a][a] = c;
        r[a][b] = -s;
        r[b][a] = s;
        r[b][b] = c;
    }
    return r;
}

std::vector<double> applyMatrix(const Dense &m, const std::vector<double> &x)
{
    std::vector<double> out(x.size(), 0.0);
    for (std::size_t r = 0; r < x.size(); ++r)
        for (std::size_t c = 0; c < x.size(); ++c)
            out[r] += m[r][c] * x[c];
    return out;
}

double dot(const std::vector<double> &a, const std::vector<double> &b)
{
    double sum = 0.0;
    for (std::size_t i = 0; i < a.size(); ++i)
        sum += a[i] * b[i];
    return sum;
}

std::vector<double> plainTheta(int d, double base)
{
    std::vector<double> theta;
    for (int i = 0; i < d / 2; ++i)
        theta.push_back(1.0 / std::pow(base, double(2 * i) / double(d)));
    return theta;
}

RopeSetup makeSetup(int d, std::int64_t n, std::int64_t start, Precision precision,
                    RopePairing pairing = RopePairing::Interleaved, std::uint64_t seed = 7)
{
    RopeSetup setup;
    setup.dim = d;
    setup.positions = n;
    setup.start = start;
    setup.precision = precision;
    setup.pairing = pairing;
    setup.theta = plainTheta(d, 10000.0);
    randomContent(d, seed, setup.q, setup.k);
    return setup;
}

bool throwsMentioning(const std::function<void()> &f, const std::string &word)
{
    try {
        f();
    } catch (const Error &e) {
        return std::string(e.what()).find(word) != std::string::npos;
    }
    return false;
}

} // namespace

class TestRope : public QObject
{
    Q_OBJECT

private slots:
    void scoresMatchExplicitRotations_data();
    void scoresMatchExplicitRotations();
    void pairingsAgreeAfterPermutation();
    void permutationIsTheDocumentedOne();
    void f64InvariantUpToAMillion();
    void lowPrecisionBreaksAtLargeStart_data();
    void lowPrecisionBreaksAtLargeStart();
    void collapsedPositionsShowInTheExactError();
    void invarianceReportLocatesWorstOffset();
    void rotationCheck();
    void f16OverflowIsReported();
    void longTermDecay();
    void yarnAttentionFactorScalesScores();
    void badSetupsAreRefused();
};

void TestRope::scoresMatchExplicitRotations_data()
{
    QTest::addColumn<bool>("half");
    QTest::addColumn<qint64>("start");
    QTest::newRow("interleaved, T0 = 0") << false << qint64(0);
    QTest::newRow("interleaved, T0 = 37") << false << qint64(37);
    QTest::newRow("half, T0 = 5") << true << qint64(5);
}

void TestRope::scoresMatchExplicitRotations()
{
    QFETCH(bool, half);
    QFETCH(qint64, start);
    const int d = 8;
    const std::int64_t n = 12;
    const RopeSetup setup =
        makeSetup(d, n, start, Precision::F64, half ? RopePairing::Half : RopePairing::Interleaved);
    const Matrix scores = ropeScores(setup);
    QCOMPARE(scores.rows(), std::size_t(n));
    for (std::int64_t r = 0; r < n; ++r) {
        const std::vector<double> qt =
            applyMatrix(rotationMatrix(d, double(start + r), setup.theta, half), setup.q);
        for (std::int64_t c = 0; c < n; ++c) {
            const std::vector<double> ks =
                applyMatrix(rotationMatrix(d, double(start + c), setup.theta, half), setup.k);
            PELAB_COMPARE_NEAR(scores(std::size_t(r), std::size_t(c)),
                               dot(qt, ks) / std::sqrt(double(d)), 1e-12);
        }
        // The relative form qᵀR_{s−t}k/√d.
        PELAB_COMPARE_NEAR(
            exactScore(setup, 3),
            dot(setup.q, applyMatrix(rotationMatrix(d, 3.0, setup.theta, half), setup.k)) /
                std::sqrt(double(d)),
            1e-12);
    }
}

void TestRope::pairingsAgreeAfterPermutation()
{
    const int d = 16;
    RopeSetup halfSetup = makeSetup(d, 20, 100, Precision::F64, RopePairing::Half);
    RopeSetup interleaved = halfSetup;
    interleaved.pairing = RopePairing::Interleaved;
    // In the test: interleaved dim 2i holds half dim i, 2i + 1 holds i + d/2.
    for (int i = 0; i < d / 2; ++i) {
        interleaved.q[std::size_t(2 * i)] = halfSetup.q[std::size_t(i)];
        interleaved.q[std::size_t(2 * i + 1)] = halfSetup.q[std::size_t(i + d / 2)];
        interleaved.k[std::size_t(2 * i)] = halfSetup.k[std::size_t(i)];
        interleaved.k[std::size_t(2 * i + 1)] = halfSetup.k[std::size_t(i + d / 2)];
    }
    QCOMPARE(permuteHalfToInterleaved(halfSetup.q), interleaved.q);
    const Matrix a = ropeScores(halfSetup);
    const Matrix b = ropeScores(interleaved);
    for (std::size_t j = 0; j < a.size(); ++j)
        PELAB_COMPARE_NEAR(a.data()[j], b.data()[j], 1e-12);
    // Rotating then permuting equals permuting then rotating.
    const std::vector<double> viaHalf =
        permuteHalfToInterleaved(rotate(halfSetup.q, 1234.0, halfSetup.theta, RopePairing::Half));
    const std::vector<double> viaInterleaved =
        rotate(interleaved.q, 1234.0, halfSetup.theta, RopePairing::Interleaved);
    for (int j = 0; j < d; ++j)
        PELAB_COMPARE_NEAR(viaHalf[std::size_t(j)], viaInterleaved[std::size_t(j)], 0.0);
}

void TestRope::permutationIsTheDocumentedOne()
{
    const std::vector<std::int64_t> expected{0, 4, 1, 5, 2, 6, 3, 7};
    QCOMPARE(halfToInterleavedPermutation(8), expected);
    QCOMPARE(pairDims(RopePairing::Half, 8, 3), std::make_pair(std::int64_t(3), std::int64_t(7)));
    QCOMPARE(pairDims(RopePairing::Interleaved, 8, 3),
             std::make_pair(std::int64_t(6), std::int64_t(7)));
}

void TestRope::f64InvariantUpToAMillion()
{
    for (std::int64_t start : {std::int64_t(0), std::int64_t(1000), std::int64_t(1000000)}) {
        const RopeSetup setup = makeSetup(64, 64, start, Precision::F64);
        const InvarianceReport report = invarianceCheck(ropeScores(setup), start);
        QVERIFY2(report.maxError < 1e-9, QByteArray::number(report.maxError));
        QVERIFY(report.maxError <= invarianceTolerance(setup));
        // Every diagonal agrees with the exact relative score.
        for (std::int64_t delta : {-63, -5, 0, 17, 63}) {
            const std::size_t j = std::size_t(delta + 63);
            PELAB_COMPARE_NEAR(report.minimum[j], exactScore(setup, delta), 1e-9);
        }
    }
}

void TestRope::lowPrecisionBreaksAtLargeStart_data()
{
    QTest::addColumn<int>("precision");
    QTest::addColumn<qint64>("start");
    // bf16 spaces positions 2^(e−7) apart: at 2^12 by 32, so 64 positions take 3 values.
    QTest::newRow("f32, T0 = 2^20") << int(Precision::F32) << (qint64(1) << 20);
    QTest::newRow("bf16, T0 = 2^12") << int(Precision::BF16) << (qint64(1) << 12);
}

void TestRope::lowPrecisionBreaksAtLargeStart()
{
    QFETCH(int, precision);
    QFETCH(qint64, start);
    const RopeSetup reference = makeSetup(64, 64, start, Precision::F64);
    const double f64Error = invarianceCheck(ropeScores(reference), start).maxError;
    {
        RopeSetup setup = reference;
        setup.precision = Precision(precision);
        const InvarianceReport report = invarianceCheck(ropeScores(setup), start);
        // The score scale ‖q‖‖k‖/√d is about 8; an angle error of t·2^−24 ≈ 0.06 rad in f32
        // (far more in bf16) moves scores by well over 10^−3.
        QVERIFY2(report.maxError > 1e-3, QByteArray::number(report.maxError));
        QVERIFY(report.maxError > 1e6 * f64Error);
        QVERIFY(report.maxError > invarianceTolerance(setup));
        // At T0 = 0 the same precision keeps within its own tolerance.
        setup.start = 0;
        QVERIFY(invarianceCheck(ropeScores(setup), 0).maxError <= invarianceTolerance(setup));
    }
}

void TestRope::collapsedPositionsShowInTheExactError()
{
    // bf16 at T0 = 2^20: every position of 64 rounds to 2^20, every row is the same, the
    // diagonals are constant (spread 0), and only the deviation from qᵀR_Δk/√d shows it.
    const std::int64_t start = std::int64_t(1) << 20;
    const RopeSetup setup = makeSetup(64, 64, start, Precision::BF16);
    const std::vector<double> exact = exactScores(setup);
    QCOMPARE(exact.size(), std::size_t(127));
    const InvarianceReport report = invarianceCheck(ropeScores(setup), start, &exact);
    QCOMPARE(report.maxError, 0.0);
    QVERIFY2(report.maxExactError > 0.1, QByteArray::number(report.maxExactError));
    const RopeSetup f64 = makeSetup(64, 64, start, Precision::F64);
    const std::vector<double> exact64 = exactScores(f64);
    QVERIFY(invarianceCheck(ropeScores(f64), start, &exact64).maxExactError < 1e-9);
    // The verdict is not fooled: one distinct position of 64.
    RopeParameters p;
    p.dim = 64;
    p.positions = 64;
    p.start = start;
    p.seed = 7;
    p.precision = Precision::BF16;
    const auto analysis = analyzeRope(p);
    QCOMPARE(analysis->distinctPositions, std::int64_t(1));
    QCOMPARE(analysis->invariance.maxError, 0.0);
    QVERIFY(!analysis->invariant);
    p.precision = Precision::F64;
    QVERIFY(analyzeRope(p)->invariant);
    QCOMPARE(analyzeRope(p)->distinctPositions, std::int64_t(64));
}

void TestRope::invarianceReportLocatesWorstOffset()
{
    // 3 × 3 scores, constant along diagonals except offset +1, where (t=11, s=12) is 5.
    Matrix m(3, 3);
    const double values[3][3] = {{0, 1, 2}, {-1, 0, 5}, {-2, -1, 0}};
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            m(r, c) = values[r][c];
    const InvarianceReport report = invarianceCheck(m, 10);
    QCOMPARE(report.maxError, 4.0);
    QCOMPARE(report.worstOffset, std::int64_t(1));
    QCOMPARE(report.worstMinT, std::int64_t(10));
    QCOMPARE(report.worstMaxT, std::int64_t(11));
    QCOMPARE(report.minimum.size(), std::size_t(5));
    QCOMPARE(report.nonFinite, std::size_t(0));
}

void TestRope::rotationCheck()
{
    const RopeSetup exact = makeSetup(32, 40, 1000, Precision::F64);
    const RotationReport f64 = pelab::rotationCheck(exact);
    QVERIFY2(f64.maxError < 1e-12, QByteArray::number(f64.maxError));
    QCOMPARE(f64.rowsChecked, std::int64_t(40));
    QVERIFY(!f64.sampled);
    RopeSetup f32 = exact;
    f32.precision = Precision::F32;
    f32.start = std::int64_t(1) << 20;
    const RotationReport low = pelab::rotationCheck(f32);
    QVERIFY2(low.maxError > 1e-3, QByteArray::number(low.maxError));
    QVERIFY(low.worstT >= f32.start && low.worstS < f32.start + 40);
    RopeSetup large = exact;
    large.positions = 1000;
    const RotationReport sampled = pelab::rotationCheck(large);
    QVERIFY(sampled.sampled);
    QCOMPARE(sampled.rowsChecked, kRotationCheckRows);
}

void TestRope::f16OverflowIsReported()
{
    const RopeSetup setup = makeSetup(16, 40, 65500, Precision::F16);
    // 65500 … 65519 round to finite values (≤ 65504); 65520 … 65539 overflow.
    QCOMPARE(overflowedPositions(setup), std::int64_t(20));
    const InvarianceReport report = invarianceCheck(ropeScores(setup), setup.start);
    QVERIFY(report.nonFinite > 0);
    QVERIFY(std::isnan(report.maxError));
    QCOMPARE(overflowedPositions(makeSetup(16, 40, 0, Precision::F16)), std::int64_t(0));
}

void TestRope::longTermDecay()
{
    const std::vector<double> theta = plainTheta(16, 10000.0);
    const std::vector<double> distances{0.0, 1.0, 10.0, 250.0};
    const std::vector<double> decay = pelab::longTermDecay(theta, distances);
    for (std::size_t j = 0; j < distances.size(); ++j) {
        double sum = 0.0;
        for (int upper = 1; upper <= 8; ++upper) {
            std::complex<double> s = 0.0;
            for (int i = 0; i < upper; ++i)
                s += std::polar(1.0, distances[j] * theta[std::size_t(i)]);
            sum += std::abs(s);
        }
        PELAB_COMPARE_NEAR(decay[j], 2.0 / 16.0 * sum, 1e-12);
    }
    PELAB_COMPARE_NEAR(decay[0], (8.0 + 1.0) / 2.0, 1e-12); // (2/d)·Σ j = (d/2 + 1)/2
    QVERIFY(decay[3] < decay[0]);
    QCOMPARE(decayDistances(5).size(), std::size_t(6));
    const std::vector<double> sampled = decayDistances(100000, 11);
    QCOMPARE(sampled.front(), 0.0);
    QCOMPARE(sampled.back(), 100000.0);
}

void TestRope::yarnAttentionFactorScalesScores()
{
    RopeSetup setup = makeSetup(8, 6, 3, Precision::F64);
    const Matrix plain = ropeScores(setup);
    setup.attentionFactor = 1.25;
    const Matrix scaled = ropeScores(setup);
    for (std::size_t j = 0; j < plain.size(); ++j)
        PELAB_COMPARE_NEAR(scaled.data()[j], plain.data()[j] * 1.5625, 1e-12);
}

void TestRope::badSetupsAreRefused()
{
    RopeSetup setup = makeSetup(8, 6, 0, Precision::F64);
    setup.q.pop_back();
    QVERIFY(throwsMentioning([&] { ropeScores(setup); }, "q must hold d = 8"));
    setup = makeSetup(8, 6, 0, Precision::F64);
    setup.k[2] = std::numeric_limits<double>::quiet_NaN();
    QVERIFY(throwsMentioning([&] { ropeScores(setup); }, "k must be finite"));
    setup = makeSetup(8, 6, 0, Precision::F64);
    QVERIFY(throwsMentioning([&] { ropeScores(setup, 1000); }, "memory limit"));
    setup.positions = 0;
    QVERIFY(throwsMentioning([&] { ropeScores(setup); }, "positions"));
}

QTEST_APPLESS_MAIN(TestRope)
#include "tst_rope.moc"
