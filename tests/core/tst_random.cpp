// The portable generator: its logarithm against std::log, and golden values that pin every bit.
#include "random.h"

#include "testutils.h"

#include <QTest>

#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

class TestRandom : public QObject
{
    Q_OBJECT

private slots:
    void logMatchesStdLog();
    void logSpecialValues();
    void splitMix64ReferenceValue();
    void goldenRawValues();
    void goldenUniforms();
    void goldenNormals();
    void sameSeedSameSequence();
    void normalsHaveUnitVariance();
};

void TestRandom::logMatchesStdLog()
{
    double worst = 0.0;
    double worstX = 0.0;
    const auto check = [&](double x) {
        const double expected = std::log(x);
        const double actual = pelab::deterministicLog(x);
        const double error =
            expected == 0.0 ? std::abs(actual) : std::abs(actual - expected) / std::abs(expected);
        if (error > worst) {
            worst = error;
            worstX = x;
        }
    };
    // From subnormals to near the largest double, at an irregular ratio; then densely around 1,
    // where ln x is small and only the series contributes.
    for (double x = 1e-320; x < 1e308; x *= 1.000731)
        check(x);
    for (double x : {4.9e-324, 1e-323, 3e-310})
        check(x);
    for (double x = 0.25; x < 4.0; x += 1.0 / 65537.0)
        check(x);
    for (double x = 1.0 - 1e-9; x < 1.0 + 1e-9; x += 1.7e-13)
        check(x);
    check(std::numeric_limits<double>::max());
    check(std::numeric_limits<double>::min());
    QVERIFY2(worst <= 1e-15, qPrintable(QStringLiteral("relative error %1 at x = %2")
                                            .arg(worst, 0, 'g', 3)
                                            .arg(worstX, 0, 'g', 17)));
}

void TestRandom::logSpecialValues()
{
    QCOMPARE(pelab::deterministicLog(1.0), 0.0);
    QCOMPARE(pelab::deterministicLog(0.0), -std::numeric_limits<double>::infinity());
    QCOMPARE(pelab::deterministicLog(std::numeric_limits<double>::infinity()),
             std::numeric_limits<double>::infinity());
    QVERIFY(std::isnan(pelab::deterministicLog(-1.0)));
    QVERIFY(std::isnan(pelab::deterministicLog(std::numeric_limits<double>::quiet_NaN())));
    PELAB_COMPARE_NEAR(pelab::deterministicLog(2.0), 0.6931471805599453, 1e-16);
    PELAB_COMPARE_NEAR(pelab::deterministicLog(0.5), -0.6931471805599453, 1e-16);
}

void TestRandom::splitMix64ReferenceValue()
{
    // The published reference: the first output of SplitMix64 from state 0.
    std::uint64_t state = 0;
    QCOMPARE(pelab::splitMix64(state), std::uint64_t(0xe220a8397b1dcdafULL));
}

// Golden values for seed 42. A change to the seeding, the generator, the conversion to doubles,
// the polar method or the logarithm changes them: every vector drawn by any tab would change.
void TestRandom::goldenRawValues()
{
    pelab::Random random(42);
    const std::uint64_t expected[] = {0x15780b2e0c2ec716ULL, 0x6104d9866d113a7eULL,
                                      0xae17533239e499a1ULL, 0xecb8ad4703b360a1ULL};
    for (std::uint64_t value : expected)
        QCOMPARE(random.next(), value);
}

void TestRandom::goldenUniforms()
{
    pelab::Random random(42);
    const double expected[] = {0x1.5780b2e0c2ecp-4, 0x1.84136619b444ep-2, 0x1.5c2ea66473c93p-1,
                               0x1.d9715a8e0766cp-1};
    for (double value : expected)
        QCOMPARE(random.uniform(), value);
}

void TestRandom::goldenNormals()
{
    pelab::Random random(42);
    const double expected[] = {-0x1.73d2feb0fb377p-1, -0x1.b088028693f9cp-3, 0x1.c5e21f7812a4cp-3,
                               0x1.0ba8bb0c5fa51p-1,  0x1.db514bfac5b4ep-2,  0x1.7b6195d5a3e23p-1};
    for (double value : expected) {
        const double actual = random.normal();
        QVERIFY2(actual == value, qPrintable(QStringLiteral("got %1, expected %2")
                                                 .arg(actual, 0, 'g', 17)
                                                 .arg(value, 0, 'g', 17)));
    }
}

void TestRandom::sameSeedSameSequence()
{
    pelab::Random a(7);
    pelab::Random b(7);
    pelab::Random c(8);
    std::vector<double> va(1000), vb(1000), vc(1000);
    a.fillNormal(va.data(), va.size());
    b.fillNormal(vb.data(), vb.size());
    c.fillNormal(vc.data(), vc.size());
    QVERIFY(va == vb);
    QVERIFY(va != vc);
}

void TestRandom::normalsHaveUnitVariance()
{
    pelab::Random random(1);
    constexpr int count = 200000;
    double sum = 0.0;
    double squares = 0.0;
    for (int i = 0; i < count; ++i) {
        const double x = random.normal();
        sum += x;
        squares += x * x;
    }
    const double mean = sum / count;
    const double variance = squares / count - mean * mean;
    // Standard errors: 1/√n ≈ 0.0022 for the mean, √(2/n) ≈ 0.0032 for the variance.
    PELAB_COMPARE_NEAR(mean, 0.0, 0.012);
    PELAB_COMPARE_NEAR(variance, 1.0, 0.016);
}

QTEST_APPLESS_MAIN(TestRandom)
#include "tst_random.moc"
