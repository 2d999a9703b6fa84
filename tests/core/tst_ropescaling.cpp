// RoPE frequency scalings against values computed in the test from the Hugging Face
// rope_scaling formulas (transformers' modeling_rope_utils.py), written out independently.
#include "error.h"
#include "rope.h"

#include "testutils.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <numbers>
#include <string>

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

} // namespace

class TestRopeScaling : public QObject
{
    Q_OBJECT

private slots:
    void linearScaling();
    void dynamicScaling();
    void yarnScaling();
    void llama3Scaling();
    void scalingErrors();
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
    llama.lowFreqFactor = 4.0;
    QVERIFY(throwsMentioning([&] { ropeFrequencies(64, 10000.0, llama, 10); }, "high_freq"));
    QCOMPARE(parseScaling("yarn"), std::optional(RopeScalingType::Yarn));
    QVERIFY(!parseScaling("ntk"));
}

QTEST_APPLESS_MAIN(TestRopeScaling)
#include "tst_ropescaling.moc"
