// The RoPE conformance check against tables built in the test (ropeconformancetables.h, the
// Hugging Face formulas written out): exact matches in float64, float32 and bfloat16 with the
// tolerance formulas, the float32 table frameworks compute (a match, float32-rounding), the
// error statistics, one position and one pair, and the refusals with their messages. The
// likely causes are in tst_ropeconformancecauses.
#include "error.h"
#include "ropeconformance.h"

#include "ropeconformancetables.h"
#include "testutils.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <random>
#include <string>
#include <vector>

using namespace pelab;
using namespace RopeTables;

class TestRopeConformance : public QObject
{
    Q_OBJECT

private slots:
    void exactMatchFloat64();
    void exactMatchLowerPrecision();
    void float32AsFrameworks();
    void errorStatistics();
    void singlePosition();
    void refusals();
};

void TestRopeConformance::exactMatchFloat64()
{
    // Default rope, d 64: the tolerances are 8·2⁻⁵³·(1 + max|ln θ|) relative for inv_freq and
    // 8·2⁻⁵³·(1 + t_max·max θ(1 + |ln θ|)) = 8·2⁻⁵³·(1 + 63·1) for 64 positions (θ_0 = 1).
    const RopeReference plain = reference(64, 10000.0);
    const RopeComparison f =
        compareInvFreq(plain, defaultInvFreq(64, 10000.0), Precision::F64, "f.npy");
    QCOMPARE(f.quantity, std::string("inv_freq"));
    PELAB_VERIFY_CAUSE(f, LikelyCause::Match);
    QVERIFY(f.match);
    QVERIFY(f.causeDetail.empty());
    QCOMPARE(f.pairError.size(), std::size_t(32));
    PELAB_COMPARE_NEAR(f.tolerance, 8 * kU64 * (1 + 62.0 / 64.0 * std::log(10000.0)), 1e-30);
    QVERIFY(f.maxAbsError <= 2 * kU64);

    const Cache c = cache(defaultInvFreq(64, 10000.0), 1.0, RopePairing::Half, 64);
    const RopeComparison cc = compareCosSin(plain, c.cos, c.sin, Precision::F64, "c.npy");
    QCOMPARE(cc.quantity, std::string("cos_sin"));
    PELAB_VERIFY_CAUSE(cc, LikelyCause::Match);
    PELAB_COMPARE_NEAR(cc.tolerance, 8 * kU64 * (1 + 63.0), 1e-30);
    QVERIFY(cc.maxAbsError <= cc.tolerance);

    // Interleaved (GPT-J) against an interleaved configuration.
    const RopeReference gptj = reference(64, 10000.0, RopePairing::Interleaved);
    const Cache ci = cache(defaultInvFreq(64, 10000.0), 1.0, RopePairing::Interleaved, 100);
    PELAB_VERIFY_CAUSE(compareCosSin(gptj, ci.cos, ci.sin, Precision::F64, "c"),
                       LikelyCause::Match);

    // The scalings, against their formulas: linear ×4, llama3 ×8, yarn ×4 with its factor.
    RopeReference linear = reference(48, 20000.0);
    linear.scaling.type = RopeScalingType::Linear;
    linear.scaling.factor = 4.0;
    PELAB_VERIFY_CAUSE(compareInvFreq(linear, linearInvFreq(48, 20000.0, 4.0), Precision::F64, "f"),
                       LikelyCause::Match);
    PELAB_VERIFY_CAUSE(compareInvFreq(llama31(), llama31InvFreq(), Precision::F64, "f"),
                       LikelyCause::Match);
    const Cache cl = cache(llama31InvFreq(), 1.0, RopePairing::Half, 3000);
    PELAB_VERIFY_CAUSE(compareCosSin(llama31(), cl.cos, cl.sin, Precision::F64, "c"),
                       LikelyCause::Match);
    const Cache cy = cache(yarnInvFreq(64, 10000.0, 4.0, 2048.0), kYarnAf, RopePairing::Half, 500);
    const RopeComparison y = compareCosSin(yarn4(), cy.cos, cy.sin, Precision::F64, "c");
    PELAB_VERIFY_CAUSE(y, LikelyCause::Match);
    // Relative to the pairs' amplitude af.
    PELAB_COMPARE_NEAR(y.tolerance, 8 * kU64 * (1 + 499.0), 1e-27);
}

void TestRopeConformance::exactMatchLowerPrecision()
{
    // The float64 values rounded to float32: within 2·2⁻²⁴ (+ the float64 part).
    const RopeReference ref = llama31();
    std::vector<double> f32;
    for (double x : llama31InvFreq())
        f32.push_back(double(float(x)));
    const RopeComparison f = compareInvFreq(ref, f32, Precision::F32, "f");
    PELAB_VERIFY_CAUSE(f, LikelyCause::Match);
    QVERIFY(f.tolerance >= 2 * kU32 && f.tolerance < 2.1 * kU32);
    QVERIFY(f.maxRelError > 0.0);

    Cache c = cache(llama31InvFreq(), 1.0, RopePairing::Half, 2048);
    roundToFloat(c.cos);
    roundToFloat(c.sin);
    const RopeComparison cc = compareCosSin(ref, c.cos, c.sin, Precision::F32, "c");
    PELAB_VERIFY_CAUSE(cc, LikelyCause::Match);
    QVERIFY(cc.maxAbsError > 1e-9 && cc.maxAbsError <= cc.tolerance);
    // Stored as float64 but every value a float32 one: the float32 tolerance still applies.
    PELAB_VERIFY_CAUSE(compareCosSin(ref, c.cos, c.sin, Precision::F64, "c"), LikelyCause::Match);

    // bfloat16 (Hugging Face returns cos.to(x.dtype)): every value a bfloat16 one.
    for (std::size_t i = 0; i < c.cos.size(); ++i) {
        c.cos.data()[i] = bfloat16(c.cos.data()[i]);
        c.sin.data()[i] = bfloat16(c.sin.data()[i]);
    }
    const RopeComparison b = compareCosSin(ref, c.cos, c.sin, Precision::F32, "c");
    PELAB_VERIFY_CAUSE(b, LikelyCause::Match);
    QVERIFY(b.maxAbsError > 1e-4);
}

void TestRopeConformance::float32AsFrameworks()
{
    // Llama-like d 128, base 500000, 4096 positions, everything in float32: the angle error grows
    // with t past the exact-value tolerance, yet it is the frameworks' table: a match.
    const RopeReference ref = reference(128, 500000.0);
    const Cache c = cache32(defaultInvFreq32(128, 500000.0), 1.0, RopePairing::Half, 4096);
    const RopeComparison cc = compareCosSin(ref, c.cos, c.sin, Precision::F32, "c");
    PELAB_VERIFY_CAUSE(cc, LikelyCause::Float32Rounding);
    QVERIFY(cc.match);
    QVERIFY(!cc.causeDetail.empty());
    // Judged against the float32 recomputation, which it is: within its tolerance, though the
    // float64 reference is far (t·θ_0 = 4095 carries float32's angle error).
    QCOMPARE(cc.basis, RopeBasis::Float32Table);
    QVERIFY(cc.maxRelError <= cc.tolerance);
    QVERIFY(cc.referenceMaxRelError > 1e-5);
    // inv_freq: with d = 128 the exponents j/128 are exact in float32 and the float32 values are
    // within float32 rounding of θ; with d = 96 they are not: still the frameworks' values.
    const RopeComparison f =
        compareInvFreq(ref, toDoubles(defaultInvFreq32(128, 500000.0)), Precision::F32, "f");
    PELAB_VERIFY_CAUSE(f, LikelyCause::Match);
    const RopeComparison f96 = compareInvFreq(
        reference(96, 500000.0), toDoubles(defaultInvFreq32(96, 500000.0)), Precision::F32, "f");
    PELAB_VERIFY_CAUSE(f96, LikelyCause::Float32Rounding);
    QVERIFY(f96.match);

    // The same float32 values printed to a CSV with 9 significant digits, read as float64.
    Cache printed = cache32(defaultInvFreq32(128, 500000.0), 1.0, RopePairing::Half, 4096);
    for (Matrix *m : {&printed.cos, &printed.sin})
        for (std::size_t i = 0; i < m->size(); ++i)
            m->data()[i] = std::stod(QByteArray::number(m->data()[i], 'g', 9).toStdString());
    PELAB_VERIFY_CAUSE(compareCosSin(ref, printed.cos, printed.sin, Precision::F64, "c.csv"),
                       LikelyCause::Float32Rounding);
    // A float64 table is not tested as float32: one error of 1e-3 at t = 4095 (within float32's
    // angle noise there) is no float32-rounding.
    Cache one = cache(defaultInvFreq(128, 500000.0), 1.0, RopePairing::Half, 4096);
    one.cos(4095, 3) += 1e-3;
    PELAB_VERIFY_CAUSE(compareCosSin(ref, one.cos, one.sin, Precision::F64, "c"),
                       LikelyCause::Unknown);

    // With the attention factor, interleaved: yarn ×4's factor in float32.
    const RopeReference gptjYarn = [] {
        RopeReference r = yarn4();
        r.pairing = RopePairing::Interleaved;
        return r;
    }();
    std::vector<float> yarn32;
    for (double x : yarnInvFreq(64, 10000.0, 4.0, 2048.0))
        yarn32.push_back(float(x));
    const Cache cy = cache32(yarn32, kYarnAf, RopePairing::Interleaved, 8192);
    const RopeComparison y = compareCosSin(gptjYarn, cy.cos, cy.sin, Precision::F32, "c");
    QVERIFY(y.match);
    PELAB_VERIFY_CAUSE(y, LikelyCause::Float32Rounding);
}

void TestRopeConformance::errorStatistics()
{
    // One wrong value: the errors point at it.
    const RopeReference ref = reference(64, 10000.0);
    std::vector<double> f = defaultInvFreq(64, 10000.0);
    f[5] *= 1.001;
    const RopeComparison e = compareInvFreq(ref, f, Precision::F64, "f");
    PELAB_VERIFY_CAUSE(e, LikelyCause::Unknown);
    QCOMPARE(e.worstPair, std::int64_t(5));
    QCOMPARE(e.worstIndex, std::vector<std::int64_t>{5});
    PELAB_COMPARE_NEAR(e.maxAbsError, 0.001 * f[5] / 1.001, 1e-15);
    // Relative to θ_5 itself: 0.001, however small θ_5 is.
    PELAB_COMPARE_NEAR(e.maxRelError, 0.001, 1e-15);
    PELAB_COMPARE_NEAR(e.pairError[5], e.maxRelError, 0.0);
    QVERIFY(e.pairError[4] <= 2 * kU64);
    QVERIFY(e.pairError[5] > e.pairTolerance[5]);

    // Half layout: column 40 is pair 8's second column.
    Cache c = cache(defaultInvFreq(64, 10000.0), 1.0, RopePairing::Half, 20);
    c.sin(7, 40) += 0.01;
    const RopeComparison cc = compareCosSin(ref, c.cos, c.sin, Precision::F64, "c");
    QCOMPARE(cc.worstIndex, (std::vector<std::int64_t>{7, 40}));
    QCOMPARE(cc.worstPair, std::int64_t(8));
    PELAB_COMPARE_NEAR(cc.maxAbsError, 0.01, 1e-15);
    PELAB_COMPARE_NEAR(cc.maxRelError, 0.01, 1e-15);
    QCOMPARE(cc.pairError.size(), std::size_t(32));
    QVERIFY(cc.pairError[9] <= cc.pairTolerance[9]);
    QCOMPARE(cc.pairPosition[8], std::int64_t(7));
    PELAB_VERIFY_CAUSE(cc, LikelyCause::Unknown);
}

void TestRopeConformance::singlePosition()
{
    // N = 1: position 0 only (cos af, sin 0); r = 2: one pair, θ_0 = 1.
    const Cache c = cache(defaultInvFreq(32, 10000.0), 1.0, RopePairing::Half, 1);
    PELAB_VERIFY_CAUSE(compareCosSin(reference(32, 10000.0), c.cos, c.sin, Precision::F64, "c"),
                       LikelyCause::Match);
    const Cache cy = cache(yarnInvFreq(64, 10000.0, 4.0, 2048.0), kYarnAf, RopePairing::Half, 1);
    PELAB_VERIFY_CAUSE(compareCosSin(yarn4(), cy.cos, cy.sin, Precision::F64, "c"),
                       LikelyCause::Match);
    // One row, holding position 3.
    const Cache s = cache(defaultInvFreq(32, 10000.0), 1.0, RopePairing::Half, 1, 3);
    const RopeComparison cs =
        compareCosSin(reference(32, 10000.0), s.cos, s.sin, Precision::F64, "c");
    PELAB_VERIFY_CAUSE(cs, LikelyCause::PositionsShifted);
    QVERIFY(contains(cs.causeDetail, "t + 3"));
    PELAB_VERIFY_CAUSE(compareInvFreq(reference(2, 10000.0), {1.0}, Precision::F64, "f"),
                       LikelyCause::Match);
    const Cache two = cache({1.0}, 1.0, RopePairing::Half, 5);
    PELAB_VERIFY_CAUSE(compareCosSin(reference(2, 10000.0), two.cos, two.sin, Precision::F64, "c"),
                       LikelyCause::Match);
}

void TestRopeConformance::refusals()
{
    RopeReference neox = reference(24, 10000.0);
    neox.headDim = 96;
    PELAB_VERIFY_MESSAGE(
        compareInvFreq(neox, std::vector<double>(10, 0.5), Precision::F64, "m.npy"),
        "m.npy: inv_freq has 10 values, expected r/2 = 12 (or head_dim/2 = 48 "
        "without partial rotary)");
    PELAB_VERIFY_MESSAGE(compareInvFreq(reference(64, 1e4), {}, Precision::F64, "m.npy"),
                         "m.npy: inv_freq has 0 values, expected r/2 = 32");
    const Cache wide = cache(defaultInvFreq(30, 10000.0), 1.0, RopePairing::Half, 4);
    PELAB_VERIFY_MESSAGE(compareCosSin(neox, wide.cos, wide.sin, Precision::F64, "c.npy"),
                         "c.npy: cos and sin have 30 columns, expected r = 24 (or head_dim = 96");
    const Cache small = cache(defaultInvFreq(24, 10000.0), 1.0, RopePairing::Half, 4);
    const Cache other = cache(defaultInvFreq(24, 10000.0), 1.0, RopePairing::Half, 5);
    PELAB_VERIFY_MESSAGE(compareCosSin(neox, small.cos, other.sin, Precision::F64, "c.npy"),
                         "c.npy: cos is 4 × 24 but sin is 5 × 24");
    PELAB_VERIFY_MESSAGE(compareCosSin(neox, Matrix(0, 24), Matrix(0, 24), Precision::F64, "c.npy"),
                         "c.npy: cos and sin have no rows");
    // Odd widths.
    Matrix odd(4, 7);
    std::fill(odd.data(), odd.data() + odd.size(), 0.5);
    Matrix odd2(4, 7);
    std::fill(odd2.data(), odd2.data() + odd2.size(), 0.5);
    PELAB_VERIFY_MESSAGE(compareCosSin(reference(8, 1e4), odd, odd2, Precision::F64, "c.npy"),
                         "c.npy: cos and sin have 7 columns, an odd number");
    PELAB_VERIFY_MESSAGE(compareInvFreq(reference(7, 1e4), {1.0, 0.1, 0.01}, Precision::F64, "f"),
                         "even");
    // Non-finite values: the first one named.
    std::vector<double> f = defaultInvFreq(24, 10000.0);
    f[3] = std::nan("");
    f[5] = INFINITY;
    PELAB_VERIFY_MESSAGE(compareInvFreq(neox, f, Precision::F64, "m.npy"),
                         "m.npy: inv_freq[3] is nan, not a finite number");
    Cache bad = cache(defaultInvFreq(24, 10000.0), 1.0, RopePairing::Half, 4);
    bad.sin(1, 2) = -INFINITY;
    PELAB_VERIFY_MESSAGE(compareCosSin(neox, bad.cos, bad.sin, Precision::F64, "c.npy"),
                         "c.npy: sin[1][2] is -inf");
    bad.cos(2, 0) = std::nan("");
    PELAB_VERIFY_MESSAGE(compareCosSin(neox, bad.cos, bad.sin, Precision::F64, "c.npy"),
                         "c.npy: cos[2][0] is nan");
    // A head narrower than its rotary part.
    RopeReference narrow = reference(24, 10000.0);
    narrow.headDim = 16;
    PELAB_VERIFY_MESSAGE(compareInvFreq(narrow, defaultInvFreq(24, 1e4), Precision::F64, "f"),
                         "head width");
}

QTEST_APPLESS_MAIN(TestRopeConformance)
#include "tst_ropeconformance.moc"
