// RoPE frequency scalings against values computed in the test from the Hugging Face
// rope_scaling formulas (transformers' modeling_rope_utils.py), written out independently: the
// defaults, then non-default parameters (beta_fast/beta_slow, low/high_freq_factor, factor 1,
// an original length beyond the sequence). The validation branches are in tst_ropevalidation.
#include "error.h"
#include "rope.h"

#include "testutils.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <numbers>
#include <string>
#include <utility>
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

// transformers' modeling_rope_utils.py in float64, line by line. inv_freq of the default rope:
// 1 / (base ** (arange(0, dim, 2) / dim)).
std::vector<double> hfInvFreq(int dim, double base)
{
    std::vector<double> out;
    for (int j = 0; j < dim; j += 2)
        out.push_back(1.0 / std::pow(base, double(j) / double(dim)));
    return out;
}

// _compute_yarn_parameters' find_correction_dim and find_correction_range (truncate = True).
double findCorrectionDim(double rotations, int dim, double base, double maxPositions)
{
    return (dim * std::log(maxPositions / (rotations * 2 * std::numbers::pi))) /
           (2 * std::log(base));
}

std::pair<double, double> findCorrectionRange(double lowRot, double highRot, int dim, double base,
                                              double maxPositions)
{
    const double low = std::floor(findCorrectionDim(lowRot, dim, base, maxPositions));
    const double high = std::ceil(findCorrectionDim(highRot, dim, base, maxPositions));
    return {std::max(low, 0.0), std::min(high, double(dim - 1))};
}

// linear_ramp_factor(min, max, dim): clamp((arange(dim) − min) / (max − min), 0, 1).
std::vector<double> linearRampFactor(double min, double max, int n)
{
    if (min == max)
        max += 0.001; // "Prevent singularity"
    std::vector<double> ramp;
    for (int i = 0; i < n; ++i)
        ramp.push_back(std::clamp((double(i) - min) / (max - min), 0.0, 1.0));
    return ramp;
}

double getMscale(double scale, double mscale = 1.0)
{
    return scale <= 1 ? 1.0 : 0.1 * mscale * std::log(scale) + 1.0;
}

// Relative tolerance for float64: 1e-12 of the expected value.
void compareRelative(const std::vector<double> &actual, const std::vector<double> &expected)
{
    QCOMPARE(actual.size(), expected.size());
    for (std::size_t i = 0; i < actual.size(); ++i)
        PELAB_COMPARE_NEAR(actual[i], expected[i], 1e-12 * std::abs(expected[i]));
}

} // namespace

class TestRopeScaling : public QObject
{
    Q_OBJECT

private slots:
    void linearScaling();
    void dynamicScaling();
    void yarnScaling();
    void llama3Scaling();
    void llama3EqualFactors();
    void scalingErrors();
    void yarnParameters_data();
    void yarnParameters();
    void llama3Parameters_data();
    void llama3Parameters();
    void dynamicParameters_data();
    void dynamicParameters();
    void linearParameters();
};

void TestRopeScaling::linearScaling()
{
    RopeScaling scaling;
    scaling.type = RopeScalingType::Linear;
    scaling.factor = 4.0;
    const RopeFrequencies f = ropeFrequencies(64, 10000.0, scaling, 100);
    QCOMPARE(f.invFreq.size(), std::size_t(32));
    for (int i = 0; i < 32; ++i)
        PELAB_COMPARE_NEAR(f.invFreq[std::size_t(i)], std::pow(10000.0, -2.0 * i / 64.0) / 4.0,
                           1e-15);
    // No scaling: θ_i = base^(−2i/d).
    const RopeFrequencies none = ropeFrequencies(64, 500000.0, RopeScaling{}, 100);
    for (int i = 0; i < 32; ++i)
        PELAB_COMPARE_NEAR(none.invFreq[std::size_t(i)], std::pow(500000.0, -2.0 * i / 64.0),
                           1e-15);
}

void TestRopeScaling::dynamicScaling()
{
    RopeScaling scaling;
    scaling.type = RopeScalingType::Dynamic;
    scaling.factor = 2.0;
    scaling.originalMaxPositions = 2048;
    const int d = 128;
    // L = 8192 > 2048: base' = base·(factor·L/L_orig − (factor − 1))^(d/(d − 2)).
    scaling.sequenceLength = 8192;
    const RopeFrequencies f = ropeFrequencies(d, 10000.0, scaling, 100);
    const double base = 10000.0 * std::pow(2.0 * 8192.0 / 2048.0 - 1.0, 128.0 / 126.0);
    PELAB_COMPARE_NEAR(f.effectiveBase, base, 1e-9 * base);
    for (int i = 0; i < d / 2; ++i)
        PELAB_COMPARE_NEAR(f.invFreq[std::size_t(i)], 1.0 / std::pow(base, double(2 * i) / d),
                           1e-15);
    // L ≤ L_orig: unchanged. Without --sequence-length, L = T0 + N.
    scaling.sequenceLength.reset();
    const RopeFrequencies shortSeq = ropeFrequencies(d, 10000.0, scaling, 2048);
    QCOMPARE(shortSeq.effectiveBase, 10000.0);
    QCOMPARE(shortSeq.sequenceLength, std::int64_t(2048));
    const RopeFrequencies longSeq = ropeFrequencies(d, 10000.0, scaling, 4096);
    PELAB_COMPARE_NEAR(longSeq.effectiveBase, 10000.0 * std::pow(3.0, 128.0 / 126.0), 1e-6);
}

void TestRopeScaling::yarnScaling()
{
    RopeScaling scaling;
    scaling.type = RopeScalingType::Yarn;
    scaling.factor = 4.0;
    scaling.originalMaxPositions = 4096;
    const int d = 128;
    const double base = 10000.0;
    const RopeFrequencies f = ropeFrequencies(d, base, scaling, 10);
    // find_correction_dim(r) = d·ln(L/(2πr))/(2 ln base); low = floor(dim(32)), high =
    // ceil(dim(1)).
    auto dimFor = [&](double r) {
        return d * std::log(4096.0 / (2.0 * std::numbers::pi * r)) / (2.0 * std::log(base));
    };
    const double low = std::max(0.0, std::floor(dimFor(32.0)));
    const double high = std::min(double(d - 1), std::ceil(dimFor(1.0)));
    QCOMPARE(f.yarnLow, low);
    QCOMPARE(f.yarnHigh, high);
    QCOMPARE(low, 20.0);  // 128·ln(4096/(64π))/(2 ln 10⁴) = 20.94…
    QCOMPARE(high, 46.0); // 128·ln(4096/(2π))/(2 ln 10⁴) = 45.03…
    for (int i = 0; i < d / 2; ++i) {
        const double theta = std::pow(base, -2.0 * i / d);
        const double ramp = std::clamp((i - low) / (high - low), 0.0, 1.0);
        const double expected = (theta / 4.0) * ramp + theta * (1.0 - ramp);
        PELAB_COMPARE_NEAR(f.invFreq[std::size_t(i)], expected, 1e-15);
    }
    PELAB_COMPARE_NEAR(f.attentionFactor, 0.1 * std::log(4.0) + 1.0, 1e-15);
}

// Llama 4 Scout's rope_scaling: low_freq_factor = high_freq_factor = 1, factor 16, original
// 8192: no band between, θ divided above the wavelength 8192, kept below.
void TestRopeScaling::llama3EqualFactors()
{
    RopeScaling scaling;
    scaling.type = RopeScalingType::Llama3;
    scaling.factor = 16.0;
    scaling.lowFreqFactor = 1.0;
    scaling.highFreqFactor = 1.0;
    scaling.originalMaxPositions = 8192;
    const int d = 128;
    const double base = 500000.0;
    const RopeFrequencies f = ropeFrequencies(d, base, scaling, 10);
    int kept = 0, divided = 0;
    for (int i = 0; i < d / 2; ++i) {
        const double theta = std::pow(base, -2.0 * i / d);
        const bool slow = 2.0 * std::numbers::pi / theta > 8192.0;
        (slow ? divided : kept) += 1;
        PELAB_COMPARE_NEAR(f.invFreq[std::size_t(i)], slow ? theta / 16.0 : theta, 1e-15);
    }
    QVERIFY(kept > 0 && divided > 0);
}

void TestRopeScaling::llama3Scaling()
{
    RopeScaling scaling;
    scaling.type = RopeScalingType::Llama3; // factor 8, 1, 4, 8192 by default
    const int d = 128;
    const double base = 500000.0;
    const RopeFrequencies f = ropeFrequencies(d, base, scaling, 10);
    QCOMPARE(f.factor, 8.0);
    QCOMPARE(f.originalMaxPositions, std::int64_t(8192));
    int kept = 0, divided = 0, blended = 0;
    for (int i = 0; i < d / 2; ++i) {
        const double theta = std::pow(base, -2.0 * i / d);
        const double wavelength = 2.0 * std::numbers::pi / theta;
        double expected = theta;
        if (wavelength > 8192.0) {
            expected = theta / 8.0;
            ++divided;
        } else if (wavelength >= 8192.0 / 4.0) {
            const double smooth = (8192.0 / wavelength - 1.0) / (4.0 - 1.0);
            expected = (1.0 - smooth) * theta / 8.0 + smooth * theta;
            ++blended;
        } else {
            ++kept;
        }
        PELAB_COMPARE_NEAR(f.invFreq[std::size_t(i)], expected, 1e-15);
    }
    QVERIFY(kept > 0 && divided > 0 && blended > 0);
}

void TestRopeScaling::scalingErrors()
{
    for (RopeScalingType type :
         {RopeScalingType::Linear, RopeScalingType::Dynamic, RopeScalingType::Yarn}) {
        RopeScaling scaling;
        scaling.type = type;
        QVERIFY(throwsMentioning([&] { ropeFrequencies(64, 10000.0, scaling, 10); }, "factor"));
    }
    RopeScaling dynamic;
    dynamic.type = RopeScalingType::Dynamic;
    dynamic.factor = 2.0;
    QVERIFY(throwsMentioning([&] { ropeFrequencies(2, 10000.0, dynamic, 10); }, "d ≥ 4"));
    QVERIFY(throwsMentioning([&] { ropeFrequencies(63, 10000.0, {}, 10); }, "even"));
    QVERIFY(throwsMentioning([&] { ropeFrequencies(64, 1.0, {}, 10); }, "base"));
    RopeScaling llama;
    llama.type = RopeScalingType::Llama3;
    llama.lowFreqFactor = 5.0; // above high_freq_factor 4 (equal is Llama 4 Scout's, allowed)
    QVERIFY(throwsMentioning([&] { ropeFrequencies(64, 10000.0, llama, 10); }, "high_freq"));
    QCOMPARE(parseScaling("yarn"), std::optional(RopeScalingType::Yarn));
    QVERIFY(!parseScaling("ntk"));
}

void TestRopeScaling::yarnParameters_data()
{
    QTest::addColumn<int>("dim");
    QTest::addColumn<double>("base");
    QTest::addColumn<double>("factor");
    QTest::addColumn<int>("original");
    QTest::addColumn<double>("betaFast");
    QTest::addColumn<double>("betaSlow");
    QTest::addColumn<bool>("blends"); // some pair lies strictly inside the ramp
    QTest::newRow("beta 16 and 2") << 128 << 10000.0 << 4.0 << 4096 << 16.0 << 2.0 << true;
    QTest::newRow("beta 64 and 0.5") << 96 << 50000.0 << 10.0 << 8192 << 64.0 << 0.5 << true;
    QTest::newRow("narrow beta 8 and 4") << 64 << 10000.0 << 8.0 << 32768 << 8.0 << 4.0 << true;
    // factor 1: interpolation = extrapolation, attention factor 1.
    QTest::newRow("factor 1") << 64 << 1e6 << 1.0 << 2048 << 32.0 << 1.0 << true;
    // Original length 1: both correction dims negative, high = −6 < low = 0: no pair ramps.
    QTest::newRow("range below zero") << 64 << 10000.0 << 2.0 << 1 << 32.0 << 1.0 << false;
    // Original length 6: low = max(−13, 0) = 0 = high = ceil(−0.16): the 0.001 singularity guard.
    QTest::newRow("low equals high") << 64 << 10000.0 << 2.0 << 6 << 32.0 << 1.0 << false;
    // high clamped to d − 1 = 31 below low = 65: every pair interpolated.
    QTest::newRow("clamped at d - 1") << 32 << 100.0 << 4.0 << 1 << 1e-9 << 1e-12 << false;
}

void TestRopeScaling::yarnParameters()
{
    QFETCH(int, dim);
    QFETCH(double, base);
    QFETCH(double, factor);
    QFETCH(int, original);
    QFETCH(double, betaFast);
    QFETCH(double, betaSlow);
    QFETCH(bool, blends);
    RopeScaling scaling;
    scaling.type = RopeScalingType::Yarn;
    scaling.factor = factor;
    scaling.originalMaxPositions = original;
    scaling.betaFast = betaFast;
    scaling.betaSlow = betaSlow;
    // The sequence (T0 + N = 10) is far shorter than the original length: yarn ignores it.
    const RopeFrequencies f = ropeFrequencies(dim, base, scaling, 10);

    // pos_freqs = base ** (arange(0, dim, 2) / dim); inv_freq_extrapolation = 1 / pos_freqs,
    // inv_freq_interpolation = 1 / (factor * pos_freqs).
    const auto [low, high] = findCorrectionRange(betaFast, betaSlow, dim, base, original);
    const std::vector<double> ramp = linearRampFactor(low, high, dim / 2);
    std::vector<double> expected;
    int inside = 0;
    for (int i = 0; i < dim / 2; ++i) {
        const double posFreq = std::pow(base, double(2 * i) / double(dim));
        const double extrapolation = 1.0 / posFreq, interpolation = 1.0 / (factor * posFreq);
        const double extrapolationFactor = 1.0 - ramp[std::size_t(i)];
        expected.push_back(interpolation * (1.0 - extrapolationFactor) +
                           extrapolation * extrapolationFactor);
        inside += ramp[std::size_t(i)] > 0.0 && ramp[std::size_t(i)] < 1.0;
    }
    QCOMPARE(f.yarnLow, low);
    QCOMPARE(f.yarnHigh, high);
    QCOMPARE(inside > 0, blends);
    compareRelative(f.invFreq, expected);
    PELAB_COMPARE_NEAR(f.attentionFactor, getMscale(factor), 1e-12 * getMscale(factor));
    QCOMPARE(f.originalMaxPositions, std::int64_t(original));
    if (factor == 1.0)
        compareRelative(f.invFreq, hfInvFreq(dim, base));
}

void TestRopeScaling::llama3Parameters_data()
{
    QTest::addColumn<int>("dim");
    QTest::addColumn<double>("base");
    QTest::addColumn<double>("factor");
    QTest::addColumn<double>("lowFreqFactor");
    QTest::addColumn<double>("highFreqFactor");
    QTest::addColumn<int>("original");
    QTest::newRow("factor 32, 2 and 8") << 128 << 500000.0 << 32.0 << 2.0 << 8.0 << 8192;
    QTest::newRow("0.5 and 1.5") << 128 << 500000.0 << 16.0 << 0.5 << 1.5 << 8192;
    QTest::newRow("factor 1") << 64 << 10000.0 << 1.0 << 1.0 << 4.0 << 8192;
    QTest::newRow("original 131072") << 128 << 500000.0 << 8.0 << 1.0 << 4.0 << 131072;
    QTest::newRow("original 1024") << 96 << 10000.0 << 4.0 << 1.0 << 4.0 << 1024;
}

void TestRopeScaling::llama3Parameters()
{
    QFETCH(int, dim);
    QFETCH(double, base);
    QFETCH(double, factor);
    QFETCH(double, lowFreqFactor);
    QFETCH(double, highFreqFactor);
    QFETCH(int, original);
    RopeScaling scaling;
    scaling.type = RopeScalingType::Llama3;
    scaling.factor = factor;
    scaling.lowFreqFactor = lowFreqFactor;
    scaling.highFreqFactor = highFreqFactor;
    scaling.originalMaxPositions = original;
    const RopeFrequencies f = ropeFrequencies(dim, base, scaling, 10);
    // _compute_llama3_parameters: wavelen = 2π / inv_freq; inv_freq / factor where wavelen >
    // low_freq_wavelen; the smoothed mix where neither wavelen < high_freq_wavelen nor wavelen >
    // low_freq_wavelen.
    const double oldContext = original;
    const double lowFreqWavelen = oldContext / lowFreqFactor;
    const double highFreqWavelen = oldContext / highFreqFactor;
    std::vector<double> expected;
    int medium = 0;
    for (double invFreq : hfInvFreq(dim, base)) {
        const double wavelen = 2 * std::numbers::pi / invFreq;
        double llama = wavelen > lowFreqWavelen ? invFreq / factor : invFreq;
        const double smooth =
            (oldContext / wavelen - lowFreqFactor) / (highFreqFactor - lowFreqFactor);
        const double smoothed = (1 - smooth) * llama / factor + smooth * llama;
        if (!(wavelen < highFreqWavelen) && !(wavelen > lowFreqWavelen)) {
            llama = smoothed;
            ++medium;
        }
        expected.push_back(llama);
    }
    QVERIFY(medium > 0); // every row reaches the smooth blend
    QCOMPARE(f.factor, factor);
    QCOMPARE(f.originalMaxPositions, std::int64_t(original));
    compareRelative(f.invFreq, expected);
    QCOMPARE(f.attentionFactor, 1.0);
    if (factor == 1.0)
        compareRelative(f.invFreq, hfInvFreq(dim, base));
}

void TestRopeScaling::dynamicParameters_data()
{
    QTest::addColumn<int>("dim");
    QTest::addColumn<double>("factor");
    QTest::addColumn<int>("original");
    QTest::addColumn<int>("sequence"); // 0: T0 + N
    QTest::addColumn<int>("maxPosition");
    QTest::newRow("factor 3.5, d 32") << 32 << 3.5 << 3000 << 10000 << 1;
    // factor 1 still grows the base once L > L_orig: base·(L/L_orig)^(d/(d−2)).
    QTest::newRow("factor 1") << 64 << 1.0 << 1024 << 4096 << 1;
    QTest::newRow("T0 + N beyond the original") << 128 << 2.0 << 2048 << 0 << 2049;
    // The original length beyond the sequence: no change, whatever the factor.
    QTest::newRow("original beyond the sequence") << 64 << 8.0 << 8192 << 5000 << 1;
    QTest::newRow("original beyond T0 + N") << 64 << 8.0 << 4096 << 0 << 3000;
}

void TestRopeScaling::dynamicParameters()
{
    QFETCH(int, dim);
    QFETCH(double, factor);
    QFETCH(int, original);
    QFETCH(int, sequence);
    QFETCH(int, maxPosition);
    const double base = 10000.0;
    RopeScaling scaling;
    scaling.type = RopeScalingType::Dynamic;
    scaling.factor = factor;
    scaling.originalMaxPositions = original;
    if (sequence > 0)
        scaling.sequenceLength = sequence;
    const RopeFrequencies f = ropeFrequencies(dim, base, scaling, maxPosition);
    // _compute_dynamic_ntk_parameters: seq_len = seq_len if seq_len > max_position_embeddings
    // else max_position_embeddings; base = base * ((factor * seq_len / max) − (factor − 1)) **
    // (dim / (dim − 2)).
    const double given = sequence > 0 ? sequence : maxPosition;
    const double seqLen = given > original ? given : double(original);
    const double newBase =
        base * std::pow((factor * seqLen / original) - (factor - 1), double(dim) / (dim - 2));
    PELAB_COMPARE_NEAR(f.effectiveBase, newBase, 1e-12 * newBase);
    QCOMPARE(f.sequenceLength, std::int64_t(given));
    compareRelative(f.invFreq, hfInvFreq(dim, newBase));
    if (given <= original)
        QCOMPARE(f.effectiveBase, base);
    else
        QVERIFY(f.effectiveBase > base);
}

void TestRopeScaling::linearParameters()
{
    // factor 1 changes nothing; an original length beyond the sequence changes nothing either:
    // linear is θ_i / factor at every length.
    for (double factor : {1.0, 2.5}) {
        RopeScaling scaling;
        scaling.type = RopeScalingType::Linear;
        scaling.factor = factor;
        scaling.originalMaxPositions = 65536;
        const RopeFrequencies f = ropeFrequencies(48, 20000.0, scaling, 100);
        std::vector<double> expected = hfInvFreq(48, 20000.0);
        for (double &x : expected)
            x /= factor;
        compareRelative(f.invFreq, expected);
        QCOMPARE(f.factor, factor);
        QCOMPARE(f.originalMaxPositions, std::int64_t(65536));
        QCOMPARE(f.effectiveBase, 20000.0);
    }
}

QTEST_APPLESS_MAIN(TestRopeScaling)
#include "tst_ropescaling.moc"
