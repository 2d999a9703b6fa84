// The ALiBi conformance check: tables built here, right and deliberately broken, each given the
// verdict and the likely cause its construction implies.
#include "alibiconformance.h"
#include "error.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <limits>
#include <random>
#include <string>
#include <vector>

namespace {

// The reference code's rule, written out: 2^(−8h/c) for c = 2^⌊log₂H⌋, then the odd heads of
// the list for 2c.
std::vector<double> official(int heads)
{
    int c = 1;
    while (c * 2 <= heads)
        c *= 2;
    std::vector<double> out;
    for (int h = 1; h <= c; ++h)
        out.push_back(std::pow(2.0, -8.0 * h / c));
    for (int h = 1; int(out.size()) < heads; h += 2)
        out.push_back(std::pow(2.0, -8.0 * h / (2 * c)));
    return out;
}

std::vector<double> paper(int heads)
{
    std::vector<double> out;
    for (int h = 1; h <= heads; ++h)
        out.push_back(std::pow(2.0, -8.0 * h / heads));
    return out;
}

// MPT's gen_slopes, written out.
std::vector<double> mpt(int heads, double b)
{
    int all = 1;
    while (all < heads)
        all *= 2;
    std::vector<double> slopes;
    for (int m = 1; m <= all; ++m)
        slopes.push_back(std::pow(2.0, -m * b / all));
    if (all == heads)
        return slopes;
    std::vector<double> out;
    for (int i = 1; i < all; i += 2)
        out.push_back(slopes[std::size_t(i)]);
    for (int i = 0; i < all; i += 2)
        out.push_back(slopes[std::size_t(i)]);
    out.resize(std::size_t(heads));
    return out;
}

pelab::LoadedArray slopesArray(const std::vector<double> &slopes, const char *dtype = "<f8")
{
    pelab::LoadedArray array;
    array.values = pelab::Matrix(1, slopes.size());
    for (std::size_t h = 0; h < slopes.size(); ++h)
        array.values(0, h) = slopes[h];
    array.ndim = 1;
    array.dtype = dtype;
    return array;
}

// Every head's bias −m·|t + shift − s|, stacked (H·N) × N.
pelab::LoadedArray biasArray(const std::vector<double> &slopes, int n, int shift = 0,
                             bool causalMask = false)
{
    pelab::LoadedArray array;
    array.values = pelab::Matrix(slopes.size() * std::size_t(n), std::size_t(n));
    for (std::size_t h = 0; h < slopes.size(); ++h)
        for (int t = 0; t < n; ++t)
            for (int s = 0; s < n; ++s)
                array.values(h * std::size_t(n) + std::size_t(t), std::size_t(s)) =
                    causalMask && s > t ? -std::numeric_limits<double>::infinity()
                                        : -slopes[h] * std::abs(t + shift - s);
    array.dtype = "<f8";
    return array;
}

pelab::AlibiReference reference(int heads, pelab::SlopeRule rule = pelab::SlopeRule::Official,
                                double b = 8.0)
{
    return {heads, rule, b};
}

std::string errorOf(const std::function<void()> &f)
{
    try {
        f();
    } catch (const pelab::Error &e) {
        return e.what();
    }
    return {};
}

} // namespace

class TestAlibiConformance : public QObject
{
    Q_OBJECT

private slots:
    void exactSlopesMatch();
    void bloomFloat32IsAMatch();
    void float32RoundedInFloat64();
    void paperRuleIsWrongRule();
    void biasMaxIgnored();
    void otherBiasMax();
    void shiftedBias_data();
    void shiftedBias();
    void noiseIsUnknown();
    void worstHeadAndCell();
    void singleHeadAndMask();
    void refusals();
    void judgedComparison();
};

void TestAlibiConformance::exactSlopesMatch()
{
    for (int heads : {1, 8, 12, 112}) {
        const pelab::AlibiComparison c =
            pelab::compareAlibi(slopesArray(official(heads)), reference(heads), "s.npy");
        QVERIFY(c.match);
        QCOMPARE(c.cause, pelab::AlibiCause::Match);
        QCOMPARE(c.quantity, pelab::AlibiQuantity::Slopes);
        QCOMPARE(c.precision.name, std::string("float64"));
        QVERIFY(c.maxRelError <= 1e-15);
        QCOMPARE(c.headMaxRelError.size(), std::size_t(heads));
    }
    // MPT with B = 8 against a BLOOM config: the same slopes, a match.
    QVERIFY(pelab::compareAlibi(slopesArray(mpt(12, 8)), reference(12), "s.npy").match);
}

// Hugging Face's build_alibi_tensor in float32: base = fl(2^(−8/c)), slopes = base^k in
// float32 (torch.pow), the extra heads from fl(2^(−4/c))^(1, 3, 5, …). Several ulps off the
// float32 rounding of the reference for 112 heads, and a match.
void TestAlibiConformance::bloomFloat32IsAMatch()
{
    const int heads = 112, c = 64;
    const float base = float(std::pow(2.0, -8.0 / c));
    const float extra = float(std::pow(2.0, -4.0 / c));
    std::vector<double> slopes;
    for (int k = 1; k <= c; ++k)
        slopes.push_back(double(std::pow(base, float(k))));
    for (int k = 1; int(slopes.size()) < heads; k += 2)
        slopes.push_back(double(std::pow(extra, float(k))));
    const pelab::AlibiComparison result =
        pelab::compareAlibi(slopesArray(slopes, "<f4"), reference(heads), "alibi.npy");
    QCOMPARE(result.precision.name, std::string("float32"));
    QVERIFY(result.maxRelError > 1e-7); // not the float32 rounding of the reference …
    QVERIFY(result.match);              // … and still what a float32 framework gives
    QCOMPARE(result.cause, pelab::AlibiCause::Match);
    // The plain float32 rounding of the reference says so.
    std::vector<double> rounded = official(12);
    for (double &m : rounded)
        m = double(float(m));
    const pelab::AlibiComparison exact =
        pelab::compareAlibi(slopesArray(rounded, "F32"), reference(12), "s.safetensors");
    QVERIFY(exact.match);
    QVERIFY(exact.detail.find("every value is the float32 rounding") != std::string::npos);
}

void TestAlibiConformance::float32RoundedInFloat64()
{
    std::vector<double> slopes = official(12);
    for (double &m : slopes)
        m = double(float(m));
    const pelab::AlibiComparison c = pelab::compareAlibi(slopesArray(slopes), reference(12), "s");
    QVERIFY(c.match); // computed in float32 as frameworks do: a match, and the cause says so
    QCOMPARE(c.cause, pelab::AlibiCause::Float32Rounding);
    QVERIFY(c.maxRelError > 1e-12 && c.maxRelError < 1e-7);
    // A bias matrix computed in float32 and saved as float64 too.
    pelab::LoadedArray bias = biasArray(official(12), 8); // 2^−0.5 …: not float32 numbers
    for (std::size_t i = 0; i < bias.values.size(); ++i)
        bias.values.data()[i] = double(float(bias.values.data()[i]));
    QCOMPARE(pelab::compareAlibi(bias, reference(12), "b").cause,
             pelab::AlibiCause::Float32Rounding);
}

void TestAlibiConformance::paperRuleIsWrongRule()
{
    const pelab::AlibiComparison c =
        pelab::compareAlibi(slopesArray(paper(12)), reference(12), "s.npy");
    QVERIFY(!c.match);
    QCOMPARE(c.cause, pelab::AlibiCause::WrongRule);
    QCOMPARE(c.otherRule, std::optional(pelab::SlopeRule::Paper));
    QVERIFY(c.detail.find("paper") != std::string::npos);
    QVERIFY(c.maxRelError > 0.01);
    // The other way round: the official slopes against a paper reference.
    QCOMPARE(
        pelab::compareAlibi(slopesArray(official(20)), reference(20, pelab::SlopeRule::Paper), "s")
            .otherRule,
        std::optional(pelab::SlopeRule::Official));
    // As a bias, in float32 numbers.
    pelab::LoadedArray bias = biasArray(paper(6), 10);
    for (std::size_t i = 0; i < bias.values.size(); ++i)
        bias.values.data()[i] = double(float(bias.values.data()[i]));
    bias.dtype = "<f4";
    const pelab::AlibiComparison b = pelab::compareAlibi(bias, reference(6), "b.npy");
    QCOMPARE(b.cause, pelab::AlibiCause::WrongRule);
    QCOMPARE(b.otherRule, std::optional(pelab::SlopeRule::Paper));
}

// An MPT config with alibi_bias_max 16, slopes made with the default 8.
void TestAlibiConformance::biasMaxIgnored()
{
    for (int heads : {8, 12, 32}) {
        const pelab::AlibiComparison c = pelab::compareAlibi(
            slopesArray(mpt(heads, 8)), reference(heads, pelab::SlopeRule::Mpt, 16), "s.npy");
        QVERIFY(!c.match);
        QCOMPARE(c.cause, pelab::AlibiCause::WrongRule);
        QCOMPARE(c.otherRule, std::optional(pelab::SlopeRule::Mpt));
        QCOMPARE(c.otherBiasMax, 8.0);
        QVERIFY(c.detail.find("alibi_bias_max 16 was ignored") != std::string::npos);
    }
    // The right B is a match.
    QVERIFY(
        pelab::compareAlibi(slopesArray(mpt(12, 16)), reference(12, pelab::SlopeRule::Mpt, 16), "s")
            .match);
}

// A reference-rule config, slopes from MPT's rule with B = 16 or 12: the B is found and tested.
void TestAlibiConformance::otherBiasMax()
{
    for (double b : {16.0, 12.0}) {
        const pelab::AlibiComparison c =
            pelab::compareAlibi(slopesArray(mpt(12, b)), reference(12), "s.npy");
        QCOMPARE(c.cause, pelab::AlibiCause::WrongRule);
        QCOMPARE(c.otherRule, std::optional(pelab::SlopeRule::Mpt));
        QCOMPARE(c.otherBiasMax, b);
    }
}

void TestAlibiConformance::shiftedBias_data()
{
    QTest::addColumn<int>("shift");
    for (int shift : {1, 3, -2, 40})
        QTest::newRow(qPrintable(QString::number(shift))) << shift;
}

void TestAlibiConformance::shiftedBias()
{
    QFETCH(int, shift);
    const pelab::AlibiComparison c =
        pelab::compareAlibi(biasArray(official(4), 16, shift), reference(4), "bias.npy");
    QVERIFY(!c.match);
    QCOMPARE(c.quantity, pelab::AlibiQuantity::Bias);
    QCOMPARE(c.positions, std::int64_t(16));
    QCOMPARE(c.cause, pelab::AlibiCause::PositionsShifted);
    QCOMPARE(c.shift, std::int64_t(shift));
}

void TestAlibiConformance::noiseIsUnknown()
{
    std::mt19937_64 random(7);
    std::normal_distribution<double> noise(0.0, 0.05);
    std::vector<double> slopes = official(12);
    for (double &m : slopes)
        m *= 1.0 + noise(random);
    const pelab::AlibiComparison c = pelab::compareAlibi(slopesArray(slopes), reference(12), "s");
    QVERIFY(!c.match);
    QCOMPARE(c.cause, pelab::AlibiCause::Unknown);
    pelab::LoadedArray bias = biasArray(official(3), 12);
    for (std::size_t i = 0; i < bias.values.size(); ++i)
        bias.values.data()[i] += noise(random);
    QCOMPARE(pelab::compareAlibi(bias, reference(3), "b").cause, pelab::AlibiCause::Unknown);
}

void TestAlibiConformance::worstHeadAndCell()
{
    std::vector<double> slopes = official(12);
    slopes[4] *= 1.0 + 3e-4;
    pelab::AlibiComparison c = pelab::compareAlibi(slopesArray(slopes), reference(12), "s");
    QCOMPARE(c.worstHead, std::int64_t(5));
    QVERIFY(std::abs(c.maxRelError - 3e-4) < 1e-12);
    QVERIFY(std::abs(c.maxAbsError - official(12)[4] * 3e-4) < 1e-15);
    QCOMPARE(c.headMaxRelError[3], 0.0);

    pelab::LoadedArray bias = biasArray(official(4), 10);
    bias.values(1 * 10 + 7, 2) += 0.01; // head 2, t = 7, s = 2
    c = pelab::compareAlibi(bias, reference(4), "b");
    QCOMPARE(c.worstHead, std::int64_t(2));
    QCOMPARE(c.worstQuery, std::int64_t(7));
    QCOMPARE(c.worstKey, std::int64_t(2));
    // Relative to the cell: |Δ| / (m_2·5), m_2 = 2^−4.
    QVERIFY(std::abs(c.maxRelError - 0.01 / (std::pow(2.0, -4.0) * 5)) < 1e-12);
    QCOMPARE(c.headMaxAbsError[0], 0.0);
}

void TestAlibiConformance::singleHeadAndMask()
{
    const std::vector<double> slopes = official(8);
    pelab::LoadedArray one = biasArray({slopes[2]}, 20);
    const pelab::AlibiComparison c = pelab::compareAlibi(one, reference(8), "head3.npy", 3);
    QVERIFY(c.match);
    QCOMPARE(c.firstHead, std::int64_t(3));
    QCOMPARE(c.headCount, std::int64_t(1));
    QVERIFY(pelab::isSingleHeadBias(one, 8));
    // The wrong head is not a match.
    QVERIFY(!pelab::compareAlibi(one, reference(8), "head3.npy", 4).match);
    // A causal mask of −inf above the diagonal is left out.
    const pelab::AlibiComparison masked =
        pelab::compareAlibi(biasArray(slopes, 9, 0, true), reference(8), "m.npy");
    QVERIFY(masked.match);
    QCOMPARE(masked.maskedCells, std::size_t(8 * 9 * 8 / 2));
}

void TestAlibiConformance::refusals()
{
    const auto message = [](const pelab::LoadedArray &array, int heads,
                            std::optional<std::int64_t> head = std::nullopt) {
        return errorOf([&] { pelab::compareAlibi(array, reference(heads), "x.npy", head); });
    };
    pelab::LoadedArray wrong;
    wrong.values = pelab::Matrix(3, 5);
    wrong.dtype = "<f8";
    QVERIFY2(message(wrong, 12).rfind("x.npy: a 3 × 5 table is neither the 12 slopes", 0) == 0,
             message(wrong, 12).c_str());
    QCOMPARE(message(biasArray({0.5}, 6), 8),
             std::string("x.npy: one 6 × 6 bias needs the head it belongs to (1 … 8)"));
    QVERIFY(message(biasArray({0.5}, 6), 8, 9).find("must be 1 … 8 (got 9)") != std::string::npos);
    pelab::LoadedArray nan = slopesArray(official(4));
    nan.values(0, 2) = std::nan("");
    QVERIFY(message(nan, 4).rfind("x.npy: NaN at row 0, column 2", 0) == 0);
    pelab::LoadedArray below = biasArray(official(2), 4);
    below.values(3, 1) = -std::numeric_limits<double>::infinity(); // s < t
    QVERIFY(message(below, 2).find("only a causal mask's -inf above the diagonal") !=
            std::string::npos);
    QVERIFY(!errorOf([] {
                 pelab::compareAlibi(slopesArray(official(4)),
                                     reference(4, pelab::SlopeRule::Mpt, 0.0), "x");
             }).empty());
}

// The per-head comparison a verdict is judged by (the table and chart): a match has every head
// within its tolerance, a mismatch one past it; the tolerance is the one used (float32's for
// float32-rounding; float16's with its absolute floor 2⁻²⁵ relative to m_h for slopes).
void TestAlibiConformance::judgedComparison()
{
    const auto past = [](const pelab::AlibiComparison &c) {
        std::size_t n = 0;
        for (std::size_t h = 0; h < c.headRelError.size(); ++h)
            n += c.headRelError[h] > c.headTolerance[h] ? 1 : 0;
        return n;
    };
    // float32 slopes stored as float64: judged with float32's 1e-5, not float64's 1e-12.
    std::vector<double> f32;
    for (double m : official(12))
        f32.push_back(double(float(m)));
    const pelab::AlibiComparison r = pelab::compareAlibi(slopesArray(f32), reference(12), "s");
    QCOMPARE(r.cause, pelab::AlibiCause::Float32Rounding);
    QCOMPARE(r.tolerance, 1e-5);
    QCOMPARE(past(r), std::size_t(0));
    for (std::size_t h = 0; h < 12; ++h) {
        QCOMPARE(r.headTolerance[h], 1e-5);
        QCOMPARE(r.headRelError[h], std::abs(f32[h] - official(12)[h]) / official(12)[h]);
    }
    QVERIFY(r.headRelError[8] > 1e-12); // 2^-0.5 is not a float32

    // The paper's slopes where the reference code's are configured: |paper − official| / official.
    const pelab::AlibiComparison w =
        pelab::compareAlibi(slopesArray(paper(12)), reference(12), "s");
    QCOMPARE(w.cause, pelab::AlibiCause::WrongRule);
    QCOMPARE(w.tolerance, 1e-12);
    QCOMPARE(past(w), std::size_t(12));
    for (std::size_t h = 0; h < 12; ++h)
        QCOMPARE(w.headRelError[h], std::abs(paper(12)[h] - official(12)[h]) / official(12)[h]);

    // float16 slopes of MPT with B = 16 (the last ones below float16's normal range): per head
    // 4e-3 + 2⁻²⁵/m_h, and within it.
    std::vector<double> f16;
    for (double m : mpt(8, 16.0)) {
        int e = 0;
        std::frexp(m, &e);
        const int step = std::max(e - 11, -24);
        f16.push_back(std::ldexp(std::nearbyint(std::ldexp(m, -step)), step));
    }
    const pelab::AlibiComparison h16 = pelab::compareAlibi(
        slopesArray(f16, "<f2"), reference(8, pelab::SlopeRule::Mpt, 16.0), "s");
    QVERIFY(h16.match);
    QCOMPARE(past(h16), std::size_t(0));
    for (std::size_t h = 0; h < 8; ++h)
        QCOMPARE(h16.headTolerance[h], 4e-3 + std::ldexp(1.0, -25) / mpt(8, 16.0)[h]);

    // A shifted bias: every head past its tolerance, relative to m_h·max(1, |t − s|).
    const pelab::AlibiComparison s =
        pelab::compareAlibi(biasArray(official(4), 6, 2), reference(4), "b");
    QCOMPARE(s.cause, pelab::AlibiCause::PositionsShifted);
    QCOMPARE(past(s), std::size_t(4));
    for (std::size_t h = 0; h < 4; ++h)
        QCOMPARE(s.headRelError[h], 2.0); // t = s = 0: |−2m − 0| / m
}

QTEST_APPLESS_MAIN(TestAlibiConformance)
#include "tst_alibiconformance.moc"
