// The comparison a RoPE verdict is judged by, for every likely cause: per pair the relative error
// and tolerance the table and chart show must agree with the verdict (a match has every pair
// within its tolerance, a mismatch at least one past it), and a mismatch's relative errors are
// the ones computed here from the formulas (ropeconformancetables.h): |x − θ_i| / θ_i for
// inv_freq, the largest |x − v| over the pair's columns and positions over the amplitude af for a
// cache. Also the new cause half-precision-angles, from angles formed in float16 / bfloat16 here.
#include "ropeconformance.h"

#include "ropeconformancetables.h"
#include "testutils.h"

#include <QTest>

#include <cmath>
#include <random>
#include <vector>

using namespace pelab;
using namespace RopeTables;

namespace {

// x rounded to IEEE binary16 (11 significant bits, subnormals below 2⁻¹⁴ in steps of 2⁻²⁴), to
// nearest, ties to even; positions and angles here stay far below its largest value 65504.
double float16(double x)
{
    if (x == 0.0)
        return x;
    int exponent = 0;
    std::frexp(x, &exponent); // |x| = m·2^exponent, m in [0.5, 1)
    const int step = std::max(exponent - 11, -24);
    return std::ldexp(std::nearbyint(std::ldexp(x, -step)), step);
}

// The cache of angles formed in a half precision: t, θ_i (from float32) and t·θ_i rounded to it,
// cos and sin then in float64. `round` is float16 or bfloat16.
Cache halfAngles(const std::vector<float> &theta32, RopePairing pairing, std::size_t positions,
                 double (*round)(double))
{
    const std::size_t width = 2 * theta32.size();
    Cache out{Matrix(positions, width), Matrix(positions, width)};
    for (std::size_t t = 0; t < positions; ++t) {
        for (std::size_t j = 0; j < width; ++j) {
            const double theta = round(double(theta32[pairOf(pairing, width, j)]));
            const double angle = round(round(double(t)) * theta);
            out.cos(t, j) = std::cos(angle);
            out.sin(t, j) = std::sin(angle);
        }
    }
    return out;
}

// Per pair, max over positions and the pair's two columns of |got − want| (cos and sin), over af.
std::vector<double> pairErrors(const Cache &got, const Cache &want, RopePairing pairing, double af)
{
    const std::size_t width = got.cos.cols();
    std::vector<double> out(width / 2, 0.0);
    for (std::size_t t = 0; t < got.cos.rows(); ++t)
        for (std::size_t j = 0; j < width; ++j) {
            const std::size_t p = pairOf(pairing, width, j);
            out[p] = std::max({out[p], std::abs(got.cos(t, j) - want.cos(t, j)) / af,
                               std::abs(got.sin(t, j) - want.sin(t, j)) / af});
        }
    return out;
}

// The verdict and the per-pair comparison agree: a match has every pair within its tolerance, a
// mismatch one past it at least; the worst pair is past (or nearest) its tolerance.
void verifyAgreement(const RopeComparison &c)
{
    QCOMPARE(c.pairTolerance.size(), c.pairError.size());
    std::size_t past = 0;
    for (std::size_t p = 0; p < c.pairError.size(); ++p)
        past += c.pairError[p] > c.pairTolerance[p] ? 1 : 0;
    QVERIFY2((past == 0) == c.match, likelyCauseName(c.cause).data());
    const auto w = std::size_t(c.worstPair);
    QCOMPARE(c.tolerance, c.pairTolerance[w]);
    QCOMPARE(c.pairError[w] > c.pairTolerance[w], !c.match);
}

// Equal up to the reference's own float64 rounding: 10⁻¹² relative, and for a cache 10⁻¹²
// absolute (its angles t·θ carry t·θ·2⁻⁵³, the order of the check's float64 tolerance).
void compareErrors(const std::vector<double> &actual, const std::vector<double> &expected,
                   double absolute = 1e-15)
{
    QCOMPARE(actual.size(), expected.size());
    for (std::size_t p = 0; p < actual.size(); ++p)
        PELAB_COMPARE_NEAR(actual[p], expected[p], 1e-12 * expected[p] + absolute);
}

} // namespace

class TestRopeConformanceJudged : public QObject
{
    Q_OBJECT

private slots:
    void scalingIgnoredIsSevenOnTheSlowPairs();
    void mismatchesPerCause();
    void matchesAreWithinTheDrawnTolerance();
    void float32BoundPerPosition();
    void halfPrecisionAngles();
};

void TestRopeConformanceJudged::scalingIgnoredIsSevenOnTheSlowPairs()
{
    // Llama 3.1 with rope_scaling ignored: the low-frequency pairs (wavelength above 8192) are 8×
    // too fast, θ_i against θ_i/8: relative error |θ − θ/8| / (θ/8) = 7, not 0.00089 (the
    // absolute error over θ_0 = 1).
    const std::vector<double> unscaled = defaultInvFreq(128, 500000.0);
    const std::vector<double> scaled = llama31InvFreq();
    const RopeComparison f = compareInvFreq(llama31(), unscaled, Precision::F64, "f");
    PELAB_VERIFY_CAUSE(f, LikelyCause::ScalingIgnored);
    QCOMPARE(f.basis, RopeBasis::Reference);
    std::vector<double> expected;
    for (std::size_t i = 0; i < unscaled.size(); ++i)
        expected.push_back(std::abs(unscaled[i] - scaled[i]) / scaled[i]);
    compareErrors(f.pairError, expected);
    int slow = 0;
    for (std::size_t i = 0; i < unscaled.size(); ++i) {
        if (2 * std::numbers::pi / unscaled[i] > 8192.0) {
            PELAB_COMPARE_NEAR(f.pairError[i], 7.0, 1e-12);
            ++slow;
        } else if (2 * std::numbers::pi / unscaled[i] < 2048.0) {
            QVERIFY(f.pairError[i] <= f.pairTolerance[i]); // the fast pairs are not scaled
        }
    }
    QVERIFY(slow > 20);
    PELAB_COMPARE_NEAR(f.maxRelError, 7.0, 1e-12);
    PELAB_COMPARE_NEAR(f.referenceMaxRelError, 7.0, 1e-12);
    // The tolerance drawn: 8·2⁻⁵³·(1 + max|ln θ|) relative, the same for every pair.
    const double tolerance = 8 * kU64 * (1 + std::abs(std::log(scaled.back())));
    for (double t : f.pairTolerance)
        PELAB_COMPARE_NEAR(t, tolerance, 1e-27);
    verifyAgreement(f);
}

void TestRopeConformanceJudged::mismatchesPerCause()
{
    const RopeReference plain = reference(64, 10000.0);
    const std::vector<double> theta = defaultInvFreq(64, 10000.0);
    const Cache want = cache(theta, 1.0, RopePairing::Half, 256);

    // wrong-base: θ of base 500000 against base 10000.
    const std::vector<double> other = defaultInvFreq(64, 500000.0);
    const RopeComparison w = compareInvFreq(plain, other, Precision::F64, "f");
    PELAB_VERIFY_CAUSE(w, LikelyCause::WrongBase);
    std::vector<double> expected;
    for (std::size_t i = 0; i < theta.size(); ++i)
        expected.push_back(std::abs(other[i] - theta[i]) / theta[i]);
    compareErrors(w.pairError, expected);
    verifyAgreement(w);

    // scaling-ignored, pairing-differs, positions-shifted, wrong-base on a cache.
    RopeReference linear = plain;
    linear.scaling.type = RopeScalingType::Linear;
    linear.scaling.factor = 4.0;
    struct Case
    {
        RopeReference reference;
        Cache got;
        Cache want;
        LikelyCause cause;
    };
    std::vector<Case> cases;
    cases.push_back({linear, copyOf(want),
                     cache(linearInvFreq(64, 10000.0, 4.0), 1.0, RopePairing::Half, 256),
                     LikelyCause::ScalingIgnored});
    cases.push_back({plain, cache(theta, 1.0, RopePairing::Interleaved, 256), copyOf(want),
                     LikelyCause::PairingDiffers});
    cases.push_back({plain, cache(theta, 1.0, RopePairing::Half, 256, 3), copyOf(want),
                     LikelyCause::PositionsShifted});
    cases.push_back(
        {plain, cache(other, 1.0, RopePairing::Half, 256), copyOf(want), LikelyCause::WrongBase});
    for (const Case &c : cases) {
        const RopeComparison cc =
            compareCosSin(c.reference, c.got.cos, c.got.sin, Precision::F64, "c");
        PELAB_VERIFY_CAUSE(cc, c.cause);
        QCOMPARE(cc.basis, RopeBasis::Reference);
        compareErrors(cc.pairError, pairErrors(c.got, c.want, RopePairing::Half, 1.0), 1e-12);
        verifyAgreement(cc);
    }

    // attention-factor-missing: YaRN's θ without af; relative to the amplitude af.
    const std::vector<double> yarn = yarnInvFreq(64, 10000.0, 4.0, 2048.0);
    const Cache noFactor = cache(yarn, 1.0, RopePairing::Half, 300);
    const RopeComparison a =
        compareCosSin(yarn4(), noFactor.cos, noFactor.sin, Precision::F64, "c");
    PELAB_VERIFY_CAUSE(a, LikelyCause::AttentionFactorMissing);
    compareErrors(a.pairError,
                  pairErrors(noFactor, cache(yarn, kYarnAf, RopePairing::Half, 300),
                             RopePairing::Half, kYarnAf),
                  1e-12);
    verifyAgreement(a);

    // partial-rotary-ignored: head 96, rotary 24; pass-through pairs have θ = 0 and are relative
    // to the largest θ, θ_0 = 1.
    RopeReference neox = reference(24, 10000.0);
    neox.headDim = 96;
    const std::vector<double> head = defaultInvFreq(96, 10000.0);
    const std::vector<double> rotary = defaultInvFreq(24, 10000.0);
    const RopeComparison p = compareInvFreq(neox, head, Precision::F64, "f");
    PELAB_VERIFY_CAUSE(p, LikelyCause::PartialRotaryIgnored);
    expected.clear();
    for (std::size_t i = 0; i < head.size(); ++i)
        expected.push_back(i < rotary.size() ? std::abs(head[i] - rotary[i]) / rotary[i]
                                             : head[i] / 1.0);
    compareErrors(p.pairError, expected);
    verifyAgreement(p);

    // unknown: the reference plus noise.
    std::mt19937_64 random(25);
    std::uniform_real_distribution<double> uniform(-1e-6, 1e-6);
    Cache noisy = copyOf(want);
    for (std::size_t i = 0; i < noisy.cos.size(); ++i)
        noisy.cos.data()[i] += uniform(random);
    const RopeComparison u = compareCosSin(plain, noisy.cos, noisy.sin, Precision::F64, "c");
    PELAB_VERIFY_CAUSE(u, LikelyCause::Unknown);
    compareErrors(u.pairError, pairErrors(noisy, want, RopePairing::Half, 1.0), 1e-12);
    verifyAgreement(u);
}

void TestRopeConformanceJudged::matchesAreWithinTheDrawnTolerance()
{
    // The exact table: every pair within 8·2⁻⁵³·(1 + t_max·max θ(1 + |ln θ|)) = 8·2⁻⁵³·(1 + 255).
    const RopeReference plain = reference(64, 10000.0);
    const Cache exact = cache(defaultInvFreq(64, 10000.0), 1.0, RopePairing::Half, 256);
    const RopeComparison m = compareCosSin(plain, exact.cos, exact.sin, Precision::F64, "c");
    PELAB_VERIFY_CAUSE(m, LikelyCause::Match);
    for (double t : m.pairTolerance)
        PELAB_COMPARE_NEAR(t, 8 * kU64 * 256.0, 1e-30);
    verifyAgreement(m);

    // A correct float32 cache (Llama 2: d 128, base 10000, 4096 positions, as frameworks compute
    // it): judged against the float32 recomputation, within 2·2⁻²⁴ + 4·2⁻²⁴ — not against the
    // float64 table, from which its angles drift by up to 2.4·10⁻⁴.
    const RopeReference llama2 = reference(128, 10000.0);
    const Cache c32 = cache32(defaultInvFreq32(128, 10000.0), 1.0, RopePairing::Half, 4096);
    const RopeComparison f = compareCosSin(llama2, c32.cos, c32.sin, Precision::F32, "c");
    PELAB_VERIFY_CAUSE(f, LikelyCause::Float32Rounding);
    QCOMPARE(f.basis, RopeBasis::Float32Table);
    QCOMPARE(f.precision, std::string("float32"));
    for (double t : f.pairTolerance)
        PELAB_COMPARE_NEAR(t, 6 * kU32, 1e-30);
    compareErrors(f.pairError, std::vector<double>(64, 0.0));
    QVERIFY(f.referenceMaxRelError > 1e-4);
    verifyAgreement(f);

    // The same values printed with 9 digits and read back as float64 text: against the float32
    // recomputation, the printing's error (tolerance 4·2⁻²⁴: no storage rounding is assumed).
    Cache printed = copyOf(c32);
    for (Matrix *m9 : {&printed.cos, &printed.sin})
        for (std::size_t i = 0; i < m9->size(); ++i)
            m9->data()[i] = std::stod(QByteArray::number(m9->data()[i], 'g', 9).toStdString());
    const RopeComparison t = compareCosSin(llama2, printed.cos, printed.sin, Precision::F64, "c");
    PELAB_VERIFY_CAUSE(t, LikelyCause::Float32Rounding);
    QCOMPARE(t.basis, RopeBasis::Float32Table);
    compareErrors(t.pairError, pairErrors(printed, c32, RopePairing::Half, 1.0), 1e-12);
    verifyAgreement(t);
}

void TestRopeConformanceJudged::float32BoundPerPosition()
{
    // A float32 cache computed otherwise: angles t·θ_i in float64, rounded to float32, cos and
    // sin rounded to float32. Not the frameworks' float32 table, but within float32's bound
    // 2u + 2⁻²⁴·(4 + t·θ_i·(4 + 2|ln θ_i|)) (u = 2⁻²⁴), which grows with t: per pair the table
    // shows the position of the largest error / bound, its error and its bound there.
    const std::vector<double> theta = defaultInvFreq(64, 10000.0);
    const std::size_t n = 3000;
    Cache c{Matrix(n, 64), Matrix(n, 64)};
    for (std::size_t t = 0; t < n; ++t)
        for (std::size_t j = 0; j < 64; ++j) {
            const double angle = double(float(double(t) * theta[j % 32]));
            c.cos(t, j) = double(float(std::cos(angle)));
            c.sin(t, j) = double(float(std::sin(angle)));
        }
    const RopeComparison b =
        compareCosSin(reference(64, 10000.0), c.cos, c.sin, Precision::F32, "c");
    PELAB_VERIFY_CAUSE(b, LikelyCause::Float32Rounding);
    QCOMPARE(b.basis, RopeBasis::Float32Bound);
    const Cache want = cache(theta, 1.0, RopePairing::Half, n);
    for (std::size_t p = 0; p < 32; ++p) {
        std::vector<double> error(n), bound(n);
        double largest = 0.0;
        for (std::size_t t = 0; t < n; ++t) {
            for (std::size_t j : {p, p + 32})
                error[t] = std::max({error[t], std::abs(c.cos(t, j) - want.cos(t, j)),
                                     std::abs(c.sin(t, j) - want.sin(t, j))});
            bound[t] = 2 * kU32 +
                       kU32 * (4 + double(t) * theta[p] * (4 + 2 * std::abs(std::log(theta[p]))));
            largest = std::max(largest, error[t] / bound[t]);
        }
        // The position shown is one of the largest error / bound (up to the reference's own
        // float64 rounding, t·θ·2⁻⁵³ < 10⁻¹², near-ties aside).
        const auto at = std::size_t(b.pairPosition[p]);
        QVERIFY(at < n);
        QVERIFY(error[at] / bound[at] >= largest - 1e-12 / bound[at]);
        PELAB_COMPARE_NEAR(b.pairError[p], error[at], 1e-12);
        PELAB_COMPARE_NEAR(b.pairTolerance[p], bound[at], 1e-12 * bound[at]);
    }
    verifyAgreement(b);
}

void TestRopeConformanceJudged::halfPrecisionAngles()
{
    // Angles formed in float16 (Llama 2, 4096 positions: past 2048 even t is rounded) and in
    // bfloat16; cos and sin in float64, or stored in float32.
    const RopeReference llama2 = reference(128, 10000.0);
    const std::vector<float> theta32 = defaultInvFreq32(128, 10000.0);
    const Cache want = cache(defaultInvFreq(128, 10000.0), 1.0, RopePairing::Half, 4096);
    for (auto [round, name] : {std::pair{&float16, "float16"}, std::pair{&bfloat16, "bfloat16"}}) {
        Cache c = halfAngles(theta32, RopePairing::Half, 4096, round);
        const RopeComparison h = compareCosSin(llama2, c.cos, c.sin, Precision::F64, "c");
        PELAB_VERIFY_CAUSE(h, LikelyCause::HalfPrecisionAngles);
        QVERIFY2(contains(h.causeDetail, name), h.causeDetail.c_str());
        QCOMPARE(likelyCauseName(h.cause), std::string_view("half-precision-angles"));
        QVERIFY(!h.match);
        compareErrors(h.pairError, pairErrors(c, want, RopePairing::Half, 1.0), 1e-12);
        verifyAgreement(h);
        roundToFloat(c.cos);
        roundToFloat(c.sin);
        const RopeComparison h32 = compareCosSin(llama2, c.cos, c.sin, Precision::F32, "c");
        PELAB_VERIFY_CAUSE(h32, LikelyCause::HalfPrecisionAngles);
        QCOMPARE(h32.basis, RopeBasis::Float32Bound); // a float32 table's loosest test
        verifyAgreement(h32);
    }
    // Combined with another fault: unscaled Llama 3.1, angles in float16.
    const Cache u = halfAngles(defaultInvFreq32(128, 500000.0), RopePairing::Half, 1024, &float16);
    const RopeComparison s = compareCosSin(llama31(), u.cos, u.sin, Precision::F64, "c");
    PELAB_VERIFY_CAUSE(s, LikelyCause::ScalingIgnored);
    QVERIFY2(contains(s.causeDetail, "float16"), s.causeDetail.c_str());
}

QTEST_APPLESS_MAIN(TestRopeConformanceJudged)
#include "tst_ropeconformancejudged.moc"
