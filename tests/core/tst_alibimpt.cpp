// MPT's ALiBi slope rule (gen_slopes, with alibi_bias_max B) against the rule written out here,
// its float32 computation, and the validation of B.
#include "alibi.h"
#include "error.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <string>
#include <vector>

namespace {

// MPT's gen_slopes, transcribed independently of core:
//   _n_heads = 2 ** ceil(log2(n_heads)); m = arange(1, _n_heads + 1) * (B / _n_heads)
//   slopes = 1 / 2 ** m; if _n_heads != n_heads: concat(slopes[1::2], slopes[::2])[:n_heads]
std::vector<double> writtenOutMpt(int heads, double b)
{
    const int all = int(std::pow(2.0, std::ceil(std::log2(double(heads)))));
    std::vector<double> slopes;
    for (int m = 1; m <= all; ++m)
        slopes.push_back(1.0 / std::pow(2.0, double(m) * (b / double(all))));
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

bool throwsMentioning(const std::function<void()> &f, const std::string &word)
{
    try {
        f();
    } catch (const pelab::Error &e) {
        return std::string(e.what()).find(word) != std::string::npos;
    }
    return false;
}

} // namespace

class TestAlibiMpt : public QObject
{
    Q_OBJECT

private slots:
    void againstWrittenOutRule_data();
    void againstWrittenOutRule();
    void explicitValues();
    void biasMaxEightIsTheReferenceRule();
    void otherBiasMaxDiffers();
    void float32Rounding();
    void ruleNameAndDescription();
    void validation();
};

void TestAlibiMpt::againstWrittenOutRule_data()
{
    QTest::addColumn<int>("heads");
    QTest::addColumn<double>("biasMax");
    for (int heads : {8, 12, 32})
        for (double b : {8.0, 16.0})
            QTest::newRow(qPrintable(QStringLiteral("H=%1 B=%2").arg(heads).arg(b))) << heads << b;
    QTest::newRow("H=1 B=8") << 1 << 8.0;
    QTest::newRow("H=6 B=10") << 6 << 10.0;
    QTest::newRow("H=112 B=8") << 112 << 8.0;
}

void TestAlibiMpt::againstWrittenOutRule()
{
    QFETCH(int, heads);
    QFETCH(double, biasMax);
    const std::vector<double> expected = writtenOutMpt(heads, biasMax);
    const std::vector<double> slopes = pelab::mptSlopes(heads, biasMax);
    QCOMPARE(slopes.size(), std::size_t(heads));
    for (int h = 0; h < heads; ++h)
        QVERIFY2(std::abs(slopes[std::size_t(h)] - expected[std::size_t(h)]) <=
                     1e-15 * expected[std::size_t(h)],
                 qPrintable(QStringLiteral("head %1").arg(h + 1)));
    QCOMPARE(pelab::slopesFor(pelab::SlopeRule::Mpt, heads, biasMax), slopes);
}

// The values written as powers of two: H = 12 takes H′ = 16.
void TestAlibiMpt::explicitValues()
{
    // B = 8: 2^(−m/2); slopes[1::2] = 2^−1 … 2^−8, then slopes[::2] = 2^−0.5, 2^−1.5, …
    const std::vector<double> b8{-1, -2, -3, -4, -5, -6, -7, -8, -0.5, -1.5, -2.5, -3.5};
    // B = 16: 2^(−m); slopes[1::2] = 2^−2, 2^−4, … 2^−16, then 2^−1, 2^−3, 2^−5, 2^−7.
    const std::vector<double> b16{-2, -4, -6, -8, -10, -12, -14, -16, -1, -3, -5, -7};
    const std::vector<double> eight = pelab::mptSlopes(12, 8.0);
    const std::vector<double> sixteen = pelab::mptSlopes(12, 16.0);
    for (std::size_t h = 0; h < 12; ++h) {
        QVERIFY(std::abs(eight[h] - std::exp2(b8[h])) <= 1e-16 * std::exp2(b8[h]));
        QVERIFY(std::abs(sixteen[h] - std::exp2(b16[h])) <= 1e-16 * std::exp2(b16[h]));
    }
    // 32 heads: 2^(−h/4) for B = 8, 2^(−h/2) for B = 16.
    const std::vector<double> h32 = pelab::mptSlopes(32, 16.0);
    for (int h = 1; h <= 32; ++h)
        QVERIFY(std::abs(h32[std::size_t(h - 1)] - std::exp2(-h / 2.0)) <=
                1e-16 * std::exp2(-h / 2.0));
    // 8 heads, B = 16: 2^(−2h).
    const std::vector<double> h8 = pelab::mptSlopes(8, 16.0);
    for (int h = 1; h <= 8; ++h)
        QCOMPARE(h8[std::size_t(h - 1)], std::exp2(-2.0 * h));
}

void TestAlibiMpt::biasMaxEightIsTheReferenceRule()
{
    for (int heads = 1; heads <= 130; ++heads) {
        const std::vector<double> mpt = pelab::mptSlopes(heads, 8.0);
        const std::vector<double> official = pelab::officialSlopes(heads);
        for (int h = 0; h < heads; ++h)
            QVERIFY2(std::abs(mpt[std::size_t(h)] - official[std::size_t(h)]) <=
                         1e-15 * official[std::size_t(h)],
                     qPrintable(QStringLiteral("H=%1 head %2").arg(heads).arg(h + 1)));
    }
}

void TestAlibiMpt::otherBiasMaxDiffers()
{
    for (int heads : {1, 8, 12, 32, 112}) {
        const std::vector<double> mpt = pelab::mptSlopes(heads, 16.0);
        const std::vector<double> official = pelab::officialSlopes(heads);
        int differing = 0;
        for (int h = 0; h < heads; ++h)
            differing += std::abs(mpt[std::size_t(h)] - official[std::size_t(h)]) >
                         1e-6 * official[std::size_t(h)];
        QCOMPARE(differing, heads); // every head: 2^(−2x) against 2^(−x)
    }
}

// MPT's float32 computation: every value a float32 number; within the two roundings
// (2^x, then 1/2^x: relative 2·2^−24) of the exact slope; exact for a whole exponent.
void TestAlibiMpt::float32Rounding()
{
    for (int heads : {8, 12, 32, 112}) {
        for (double b : {8.0, 10.0, 16.0}) {
            const std::vector<double> exact = writtenOutMpt(heads, b);
            const std::vector<double> f32 = pelab::mptSlopesFloat32(heads, b);
            QCOMPARE(f32.size(), exact.size());
            for (std::size_t h = 0; h < exact.size(); ++h) {
                QCOMPARE(double(float(f32[h])), f32[h]);
                QVERIFY(std::abs(f32[h] - exact[h]) <= std::ldexp(1.0, -23) * exact[h]);
                const double exponent = -std::log2(exact[h]);
                if (std::abs(exponent - std::round(exponent)) < 1e-9)
                    QCOMPARE(f32[h], exact[h]);
            }
        }
    }
    // The rounding shows: 2^−0.5 is not a float32 number, so head 9 of 12 differs.
    const std::vector<double> f32 = pelab::mptSlopesFloat32(12, 8.0);
    QVERIFY(f32[8] != std::sqrt(0.5));
    QVERIFY(std::abs(f32[8] - std::sqrt(0.5)) < 1e-7);
    // The order of MPT's roundings: fl(B/H′) (10/16 is exact), the product m·fl(B/H′) in
    // float32, 2^x rounded to float32, then the float32 quotient 1/2^x.
    const float step = float(10.0 / 16.0);
    QCOMPARE(pelab::mptSlopesFloat32(16, 10.0)[2],
             double(1.0f / float(std::exp2(double(3.0f * step)))));
}

void TestAlibiMpt::ruleNameAndDescription()
{
    QCOMPARE(pelab::slopeRuleName(pelab::SlopeRule::Mpt), std::string_view("mpt"));
    QCOMPARE(pelab::parseSlopeRule("mpt"), std::optional(pelab::SlopeRule::Mpt));
    QCOMPARE(pelab::parseSlopeRule("MPT"), std::nullopt);
    QCOMPARE(pelab::slopeRuleDescription(pelab::SlopeRule::Mpt, 32, 8.0),
             std::string("mpt, alibi_bias_max 8 (equals the reference rule)"));
    QCOMPARE(pelab::slopeRuleDescription(pelab::SlopeRule::Mpt, 12, 16.0),
             std::string("mpt, alibi_bias_max 16 (differs from the reference rule)"));
    QVERIFY(pelab::slopeRuleDescription(pelab::SlopeRule::Paper, 12).find("differs") !=
            std::string::npos);
    QVERIFY(pelab::slopeRuleDescription(pelab::SlopeRule::Paper, 16).find("equals") !=
            std::string::npos);
    // The other rules take no B.
    QCOMPARE(pelab::slopesFor(pelab::SlopeRule::Official, 12, 16.0), pelab::officialSlopes(12));
}

void TestAlibiMpt::validation()
{
    for (double bad : {0.0, -8.0, std::nan(""), HUGE_VAL, -HUGE_VAL}) {
        QVERIFY(throwsMentioning([&] { pelab::mptSlopes(12, bad); }, "alibi_bias_max"));
        QVERIFY(throwsMentioning([&] { pelab::mptSlopesFloat32(12, bad); }, "above 0"));
        QVERIFY(throwsMentioning([&] { pelab::slopesFor(pelab::SlopeRule::Mpt, 12, bad); },
                                 "alibi_bias_max must be a finite number above 0"));
    }
    QVERIFY(throwsMentioning([] { pelab::mptSlopes(0); }, "heads"));
    QVERIFY(throwsMentioning([] { pelab::mptSlopes(pelab::kMaxAlibiHeads + 1); }, "at most"));
    QCOMPARE(pelab::mptSlopes(pelab::kMaxAlibiHeads).size(), std::size_t(pelab::kMaxAlibiHeads));
    QCOMPARE(pelab::mptSlopes(12, 0.5).front(), std::exp2(-2 * 0.5 / 16));
}

QTEST_APPLESS_MAIN(TestAlibiMpt)
#include "tst_alibimpt.moc"
