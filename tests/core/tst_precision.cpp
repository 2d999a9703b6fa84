// Rounding to f32, bf16 and f16 (round to nearest, ties to even) against IEEE conversions and
// bit manipulation done in the test.
#include "precision.h"

#include "testutils.h"

#include <QTest>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

using namespace pelab;

namespace {

// bfloat16 by its definition: the top 16 bits of the float32, rounded to nearest even.
double bf16FromFloatBits(float x)
{
    std::uint32_t bits = std::bit_cast<std::uint32_t>(x);
    const std::uint32_t lsb = (bits >> 16) & 1u;
    bits += 0x7fffu + lsb;
    bits &= 0xffff0000u;
    return double(std::bit_cast<float>(bits));
}

} // namespace

class TestPrecision : public QObject
{
    Q_OBJECT

private slots:
    void roundingToEachFormat();
    void bf16IsTopBitsOfFloat32();
};

void TestPrecision::roundingToEachFormat()
{
    // f16: 11-bit significand, largest 65504; 65519.99 rounds down, 65520 (the tie) to inf.
    QCOMPARE(roundTo(Precision::F16, 65504.0), 65504.0);
    QCOMPARE(roundTo(Precision::F16, 65519.0), 65504.0);
    QVERIFY(std::isinf(roundTo(Precision::F16, 65520.0)));
    QVERIFY(std::isinf(roundTo(Precision::F16, -1e6)) && roundTo(Precision::F16, -1e6) < 0);
    QCOMPARE(roundTo(Precision::F16, 1.0 + std::ldexp(1.0, -11)), 1.0); // tie → even
    QCOMPARE(roundTo(Precision::F16, 1.0 + 3.0 * std::ldexp(1.0, -11)),
             1.0 + std::ldexp(1.0, -9)); // tie → even (up)
    QCOMPARE(roundTo(Precision::F16, 2049.0), 2048.0);
    QCOMPARE(roundTo(Precision::F16, 2051.0), 2052.0);
    // Subnormals: the smallest is 2^−24; half of it is a tie to 0.
    QCOMPARE(roundTo(Precision::F16, std::ldexp(1.0, -25)), 0.0);
    QCOMPARE(roundTo(Precision::F16, 3.0 * std::ldexp(1.0, -26)), std::ldexp(1.0, -24));
    // f32: the IEEE conversion.
    QCOMPARE(roundTo(Precision::F32, 0.1), double(0.1f));
    QCOMPARE(roundTo(Precision::F32, 16777217.0), 16777216.0);
    QCOMPARE(roundTo(Precision::F64, 0.1), 0.1);
    QVERIFY(std::isnan(roundTo(Precision::BF16, std::numeric_limits<double>::quiet_NaN())));
    QCOMPARE(unitRoundoff(Precision::BF16), std::ldexp(1.0, -8));
}

void TestPrecision::bf16IsTopBitsOfFloat32()
{
    // For values exactly representable in float32, rounding from float64 equals rounding the
    // float32's bits.
    std::vector<float> values{1.0f,        3.14159265f, -2.71828f,   1e-30f,   123456.789f,
                              0.00390625f, 1.00390625f, 1.01171875f, 65504.0f, 3e38f};
    for (int j = 0; j < 2000; ++j)
        values.push_back(std::ldexp(float(j) * 0.7317f + 0.11f, j % 40 - 20));
    for (float x : values)
        QCOMPARE(roundTo(Precision::BF16, double(x)), bf16FromFloatBits(x));
    QCOMPARE(roundTo(Precision::BF16, 257.0), 256.0); // ties to even
    QCOMPARE(roundTo(Precision::BF16, 259.0), 260.0);
    // Through binary32 as frameworks convert: 1 + 2^−8 + 2^−30 becomes the float32 1 + 2^−8, a
    // bf16 tie that goes to the even 1.0 (one direct rounding would have given 1 + 2^−7).
    const double justAboveTie = 1.0 + std::ldexp(1.0, -8) + std::ldexp(1.0, -30);
    QCOMPARE(roundTo(Precision::BF16, justAboveTie), 1.0);
    QCOMPARE(roundTo(Precision::BF16, -justAboveTie), -1.0);
    // Above float32's range the first rounding already gives infinity.
    QVERIFY(std::isinf(roundTo(Precision::BF16, 1e39)));
}

QTEST_APPLESS_MAIN(TestPrecision)
#include "tst_precision.moc"
