// The likely causes of the RoPE conformance check, each from a deliberately broken table built
// in the test (ropeconformancetables.h, the Hugging Face formulas written out): unscaled, other
// base, permuted columns, shifted positions, without the attention factor, the head width
// rotated, noise; and combinations (with float32, unscaled and permuted, other base unscaled).
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

class TestRopeConformanceCauses : public QObject
{
    Q_OBJECT

private slots:
    void scalingIgnored();
    void wrongBase();
    void pairingDiffers();
    void positionsShifted();
    void attentionFactorMissing();
    void partialRotaryIgnored();
    void noiseIsUnknown();
};

void TestRopeConformanceCauses::scalingIgnored()
{
    // Llama 3.1 parsed and never scaled: the unscaled table.
    const RopeReference ref = llama31();
    const RopeComparison f =
        compareInvFreq(ref, defaultInvFreq(128, 500000.0), Precision::F64, "f");
    PELAB_VERIFY_CAUSE(f, LikelyCause::ScalingIgnored);
    QVERIFY(!f.match);
    QVERIFY(contains(f.causeDetail, "llama3"));
    // The high-frequency pairs are unscaled in llama3: the worst pair is a low-frequency one.
    QVERIFY(f.worstPair >= 32);
    const Cache c = cache(defaultInvFreq(128, 500000.0), 1.0, RopePairing::Half, 1024);
    PELAB_VERIFY_CAUSE(compareCosSin(ref, c.cos, c.sin, Precision::F64, "c"),
                       LikelyCause::ScalingIgnored);

    // Two faults: unscaled and in float32 as frameworks compute it.
    const Cache c32 = cache32(defaultInvFreq32(128, 500000.0), 1.0, RopePairing::Half, 4096);
    const RopeComparison both = compareCosSin(ref, c32.cos, c32.sin, Precision::F32, "c");
    PELAB_VERIFY_CAUSE(both, LikelyCause::ScalingIgnored);
    QVERIFY2(contains(both.causeDetail, "float32"), both.causeDetail.c_str());
    QVERIFY(!both.match);
    PELAB_VERIFY_CAUSE(
        compareInvFreq(ref, toDoubles(defaultInvFreq32(128, 500000.0)), Precision::F32, "f"),
        LikelyCause::ScalingIgnored);

    // Yarn ignored altogether: unscaled θ and no attention factor.
    const Cache cy = cache(defaultInvFreq(64, 10000.0), 1.0, RopePairing::Half, 300);
    PELAB_VERIFY_CAUSE(compareCosSin(yarn4(), cy.cos, cy.sin, Precision::F64, "c"),
                       LikelyCause::ScalingIgnored);
}

void TestRopeConformanceCauses::wrongBase()
{
    // 500000 where the configuration says 10000, and the other way round under llama3.
    const RopeReference ref = reference(64, 10000.0);
    const RopeComparison f = compareInvFreq(ref, defaultInvFreq(64, 500000.0), Precision::F64, "f");
    PELAB_VERIFY_CAUSE(f, LikelyCause::WrongBase);
    QCOMPARE(f.causeDetail, std::string("base 500000 instead of 10000"));
    // The same fault with its numbers, for the window's words.
    QCOMPARE(f.causeNotes.size(), std::size_t(1));
    QCOMPARE(f.causeNotes[0].cause, LikelyCause::WrongBase);
    QCOMPARE(f.causeNotes[0].value, 500000.0);
    QCOMPARE(f.causeNotes[0].other, 10000.0);
    const Cache c = cache(defaultInvFreq(64, 500000.0), 1.0, RopePairing::Half, 200);
    const RopeComparison cc = compareCosSin(ref, c.cos, c.sin, Precision::F64, "c");
    PELAB_VERIFY_CAUSE(cc, LikelyCause::WrongBase);
    QCOMPARE(cc.causeDetail, std::string("base 500000 instead of 10000"));

    const RopeComparison l =
        compareInvFreq(llama31(), llama31InvFreq(10000.0), Precision::F64, "f");
    PELAB_VERIFY_CAUSE(l, LikelyCause::WrongBase);
    QCOMPARE(l.causeDetail, std::string("base 10000 instead of 500000"));
    // Another base and no scaling at all.
    const Cache cu = cache(defaultInvFreq(128, 10000.0), 1.0, RopePairing::Half, 50);
    const RopeComparison u = compareCosSin(llama31(), cu.cos, cu.sin, Precision::F64, "c");
    PELAB_VERIFY_CAUSE(u, LikelyCause::WrongBase);
    QVERIFY2(contains(u.causeDetail, "base 10000 instead of 500000") &&
                 contains(u.causeDetail, "scaling not applied"),
             u.causeDetail.c_str());
    // A non-integer base prints as the shortest decimal; in float32 the integer is recovered.
    const RopeComparison odd =
        compareInvFreq(ref, defaultInvFreq(64, 12345.5), Precision::F64, "f");
    QCOMPARE(odd.causeDetail, std::string("base 12345.5 instead of 10000"));
    const Cache c32 = cache32(defaultInvFreq32(64, 500000.0), 1.0, RopePairing::Half, 2048);
    const RopeComparison w32 = compareCosSin(ref, c32.cos, c32.sin, Precision::F32, "c");
    PELAB_VERIFY_CAUSE(w32, LikelyCause::WrongBase);
    QCOMPARE(w32.causeDetail, std::string("base 500000 instead of 10000; in float32"));
    QCOMPARE(w32.causeNotes.size(), std::size_t(2));
    QCOMPARE(w32.causeNotes[1].cause, LikelyCause::Float32Rounding);
    QCOMPARE(w32.causeNotes[1].precision, Precision::F32);
}

void TestRopeConformanceCauses::pairingDiffers()
{
    // Hugging Face's half layout configured, the GPT-J interleaved layout loaded, and back.
    const Cache ci = cache(defaultInvFreq(64, 10000.0), 1.0, RopePairing::Interleaved, 128);
    const RopeComparison c =
        compareCosSin(reference(64, 10000.0), ci.cos, ci.sin, Precision::F64, "c");
    PELAB_VERIFY_CAUSE(c, LikelyCause::PairingDiffers);
    QVERIFY(contains(c.causeDetail, "interleaved"));
    const Cache ch = cache(llama31InvFreq(), 1.0, RopePairing::Half, 128);
    RopeReference meta = llama31();
    meta.pairing = RopePairing::Interleaved;
    PELAB_VERIFY_CAUSE(compareCosSin(meta, ch.cos, ch.sin, Precision::F64, "c"),
                       LikelyCause::PairingDiffers);
    // Permuted and unscaled: both named, scaling first.
    const Cache cb = cache(defaultInvFreq(128, 500000.0), 1.0, RopePairing::Interleaved, 1024);
    const RopeComparison b = compareCosSin(llama31(), cb.cos, cb.sin, Precision::F64, "c");
    PELAB_VERIFY_CAUSE(b, LikelyCause::ScalingIgnored);
    QVERIFY2(contains(b.causeDetail, "interleaved"), b.causeDetail.c_str());
}

void TestRopeConformanceCauses::positionsShifted()
{
    const RopeReference ref = reference(64, 10000.0);
    for (const auto &[shift, text] : {std::pair{3, "t + 3"}, std::pair{-5, "t - 5"}}) {
        const Cache c = cache(defaultInvFreq(64, 10000.0), 1.0, RopePairing::Half, 256, shift);
        const RopeComparison cc = compareCosSin(ref, c.cos, c.sin, Precision::F64, "c");
        PELAB_VERIFY_CAUSE(cc, LikelyCause::PositionsShifted);
        QVERIFY2(contains(cc.causeDetail, text), cc.causeDetail.c_str());
        QCOMPARE(cc.causeNotes.size(), std::size_t(1));
        QCOMPARE(cc.causeNotes[0].value, double(shift));
    }
    // Shifted under llama3 ×8, interleaved configuration.
    RopeReference meta = llama31();
    meta.pairing = RopePairing::Interleaved;
    const Cache c = cache(llama31InvFreq(), 1.0, RopePairing::Interleaved, 512, 3);
    const RopeComparison cc = compareCosSin(meta, c.cos, c.sin, Precision::F64, "c");
    PELAB_VERIFY_CAUSE(cc, LikelyCause::PositionsShifted);
    QVERIFY(contains(cc.causeDetail, "t + 3"));
}

void TestRopeConformanceCauses::attentionFactorMissing()
{
    // YaRN ×4 with its θ but without af = 0.1·ln 4 + 1 on cos and sin.
    const std::vector<double> theta = yarnInvFreq(64, 10000.0, 4.0, 2048.0);
    const Cache c = cache(theta, 1.0, RopePairing::Half, 512);
    const RopeComparison cc = compareCosSin(yarn4(), c.cos, c.sin, Precision::F64, "c");
    PELAB_VERIFY_CAUSE(cc, LikelyCause::AttentionFactorMissing);
    QVERIFY2(contains(cc.causeDetail, "1.13"), cc.causeDetail.c_str());
    PELAB_COMPARE_NEAR(cc.maxAbsError, kYarnAf - 1.0, 1e-12); // at t = 0: cos 1 vs af
    PELAB_COMPARE_NEAR(cc.maxRelError, (kYarnAf - 1.0) / kYarnAf, 1e-12);
    // The inv_freq of the same implementation is right: the factor is not in inv_freq.
    PELAB_VERIFY_CAUSE(compareInvFreq(yarn4(), theta, Precision::F64, "f"), LikelyCause::Match);
    // Missing, in float32.
    std::vector<float> theta32(theta.begin(), theta.end());
    const Cache c32 = cache32(theta32, 1.0, RopePairing::Half, 4096);
    PELAB_VERIFY_CAUSE(compareCosSin(yarn4(), c32.cos, c32.sin, Precision::F32, "c"),
                       LikelyCause::AttentionFactorMissing);
}

void TestRopeConformanceCauses::partialRotaryIgnored()
{
    // GPT-NeoX-like: head 96, rotary 24 (25 %); the port rotated the whole head.
    RopeReference neox = reference(24, 10000.0);
    neox.headDim = 96;
    const RopeComparison f = compareInvFreq(neox, defaultInvFreq(96, 10000.0), Precision::F64, "f");
    PELAB_VERIFY_CAUSE(f, LikelyCause::PartialRotaryIgnored);
    QCOMPARE(f.pairError.size(), std::size_t(48));
    QVERIFY(contains(f.causeDetail, "96") && contains(f.causeDetail, "24"));
    PELAB_VERIFY_CAUSE(compareInvFreq(neox, defaultInvFreq(24, 10000.0), Precision::F64, "f"),
                       LikelyCause::Match);
    const Cache c = cache(defaultInvFreq(96, 10000.0), 1.0, RopePairing::Half, 64);
    const RopeComparison cc = compareCosSin(neox, c.cos, c.sin, Precision::F64, "c");
    PELAB_VERIFY_CAUSE(cc, LikelyCause::PartialRotaryIgnored);
    QCOMPARE(cc.pairError.size(), std::size_t(48));
    const Cache right = cache(defaultInvFreq(24, 10000.0), 1.0, RopePairing::Half, 64);
    PELAB_VERIFY_CAUSE(compareCosSin(neox, right.cos, right.sin, Precision::F64, "c"),
                       LikelyCause::Match);
    // The head width in float32.
    const Cache c32 = cache32(defaultInvFreq32(96, 10000.0), 1.0, RopePairing::Half, 4096);
    PELAB_VERIFY_CAUSE(compareCosSin(neox, c32.cos, c32.sin, Precision::F32, "c"),
                       LikelyCause::PartialRotaryIgnored);
}

void TestRopeConformanceCauses::noiseIsUnknown()
{
    std::mt19937_64 random(16);
    std::uniform_real_distribution<double> uniform(-1.0, 1.0);
    Cache c{Matrix(32, 16), Matrix(32, 16)};
    for (std::size_t i = 0; i < c.cos.size(); ++i) {
        c.cos.data()[i] = uniform(random);
        c.sin.data()[i] = uniform(random);
    }
    const RopeComparison cc =
        compareCosSin(reference(16, 10000.0), c.cos, c.sin, Precision::F64, "c");
    PELAB_VERIFY_CAUSE(cc, LikelyCause::Unknown);
    QVERIFY(!cc.match);
    std::vector<double> f(8);
    for (double &x : f)
        x = std::abs(uniform(random));
    PELAB_VERIFY_CAUSE(compareInvFreq(reference(16, 10000.0), f, Precision::F64, "f"),
                       LikelyCause::Unknown);
    // The reference plus a little noise everywhere: not within the tolerance, no cause.
    Cache n = cache(defaultInvFreq(16, 10000.0), 1.0, RopePairing::Half, 32);
    for (std::size_t i = 0; i < n.cos.size(); ++i)
        n.cos.data()[i] += 1e-6 * uniform(random);
    PELAB_VERIFY_CAUSE(compareCosSin(reference(16, 10000.0), n.cos, n.sin, Precision::F64, "c"),
                       LikelyCause::Unknown);
}

QTEST_APPLESS_MAIN(TestRopeConformanceCauses)
#include "tst_ropeconformancecauses.moc"
