// The relative profiles (relativeprofiles.h) against values written here from their formulas:
// the sinusoidal dot product of two PE vectors built from sin and cos, RoPE's expected score and
// RoFormer's bound summed by hand, ALiBi's lines, Shaw's clipped term and a table's diagonals from
// small matrices whose medians are known, and the three normalisations.
#include "error.h"
#include "matrix.h"
#include "relativeprofiles.h"
#include "shaw.h"

#include <QTest>

#include <cmath>
#include <complex>
#include <vector>

using namespace pelab;

namespace {

constexpr double kTight = 1e-12;

pelab::Matrix filled(std::size_t rows, std::size_t cols, const std::vector<double> &values)
{
    pelab::Matrix m(rows, cols);
    for (std::size_t i = 0; i < m.size(); ++i)
        m.data()[i] = values[i];
    return m;
}

} // namespace

class TestRelativeProfiles : public QObject
{
    Q_OBJECT

private slots:
    void sinusoidalDotIsTheDotProductOfTwoVectors()
    {
        // PE(t)_{2i} = sin(t·ω_i), PE(t)_{2i+1} = cos(t·ω_i), ω_i = base^(−2i/d).
        const double base = 10000.0;
        const int d = 8;
        std::vector<double> omega;
        for (int i = 0; i < d / 2; ++i)
            omega.push_back(std::pow(base, -2.0 * i / d));
        const auto pe = [&](double t) {
            std::vector<double> v;
            for (double w : omega) {
                v.push_back(std::sin(t * w));
                v.push_back(std::cos(t * w));
            }
            return v;
        };
        const ProfileCurve curve = cosineSumProfile(omega, 1.0, 40);
        QCOMPARE(curve.maxDistance(), 40);
        QVERIFY(!curve.hasBand());
        for (int delta : {0, 1, 7, 40}) {
            for (double t : {40.0, 113.0}) {
                const std::vector<double> a = pe(t), b = pe(t - delta);
                double dot = 0.0;
                for (std::size_t c = 0; c < a.size(); ++c)
                    dot += a[c] * b[c];
                QVERIFY2(std::abs(curve.centre[std::size_t(delta)] - dot) < 1e-12,
                         qPrintable(QString::number(delta)));
            }
        }
        QCOMPARE(curve.centre[0], 4.0); // |PE|² = d/2
        // Cancelled through its progress: an empty curve.
        QVERIFY(cosineSumProfile(omega, 1.0, 100000, [](double) { return false; }).centre.empty());
    }

    void ropeExpectedScoreAndBound()
    {
        const std::vector<double> theta{1.0, 0.1};
        const ProfileCurve expected = cosineSumProfile(theta, 2.0 / std::sqrt(4.0), 3);
        for (int delta = 0; delta <= 3; ++delta)
            QVERIFY(std::abs(expected.centre[std::size_t(delta)] -
                             (std::cos(delta) + std::cos(0.1 * delta))) < kTight);
        const ProfileCurve bound = ropeBoundProfile(theta, 3);
        for (int delta = 0; delta <= 3; ++delta) {
            const std::complex<double> s1 = std::polar(1.0, double(delta));
            const std::complex<double> s2 = s1 + std::polar(1.0, 0.1 * delta);
            QVERIFY(std::abs(bound.centre[std::size_t(delta)] -
                             (std::abs(s1) + std::abs(s2)) / 2.0) < kTight);
        }
        QCOMPARE(bound.centre[0], 1.5); // (1 + 2)/2
    }

    void alibiLinesAndTheirBand()
    {
        const ProfileCurve heads = linearBiasProfile({0.5, 0.25, 0.125}, 8);
        QVERIFY(heads.hasBand());
        for (int delta = 0; delta <= 8; ++delta) {
            QVERIFY(std::abs(heads.centre[std::size_t(delta)] + 0.875 / 3.0 * delta) < kTight);
            QCOMPARE(heads.lower[std::size_t(delta)], -0.5 * delta);
            QCOMPARE(heads.upper[std::size_t(delta)], -0.125 * delta);
        }
        const ProfileCurve one = linearBiasProfile({0.0625}, 4);
        QVERIFY(!one.hasBand());
        QCOMPARE(one.centre[4], -0.25);
        QVERIFY_THROWS_EXCEPTION(Error, linearBiasProfile({}, 4));
    }

    void shawClippedTermOverQueries()
    {
        // d = 1 (no √d), K = 1: q = 1, 2, 3; r_−1 = 10, r_0 = 20, r_1 = 30.
        const ShawScores scores(filled(3, 1, {1, 2, 3}), filled(3, 1, {0, 0, 0}),
                                filled(3, 1, {10, 20, 30}));
        const ProfileCurve curve = shawRelativeProfile(scores, 5);
        QVERIFY(curve.hasBand());
        QCOMPARE(curve.lower[0], 20.0);
        QCOMPARE(curve.centre[0], 40.0);
        QCOMPARE(curve.upper[0], 60.0);
        for (int delta = 1; delta <= 5; ++delta) { // r_clip(−Δ) = r_−1 from Δ = 1 on
            QCOMPARE(curve.lower[std::size_t(delta)], 10.0);
            QCOMPARE(curve.centre[std::size_t(delta)], 20.0);
            QCOMPARE(curve.upper[std::size_t(delta)], 30.0);
        }
        // d = 4: the term is divided by √d = 2.
        const ShawScores wide(filled(1, 4, {1, 1, 1, 1}), filled(1, 4, {0, 0, 0, 0}),
                              filled(1, 4, {3, 3, 3, 3}));
        QCOMPARE(shawRelativeProfile(wide, 1).centre[1], 6.0);
    }

    void tableDiagonals()
    {
        std::vector<double> values;
        for (int i = 0; i < 4; ++i)
            for (int j = 0; j < 4; ++j)
                values.push_back(10.0 * i + j);
        const ProfileCurve curve = diagonalProfile(filled(4, 4, values), 3);
        QCOMPARE(curve.centre[0], 11.0 * 1.5); // 0, 11, 22, 33: (11 + 22)/2
        QCOMPARE(curve.lower[1], 10.0);        // 10, 21, 32
        QCOMPARE(curve.centre[1], 21.0);
        QCOMPARE(curve.upper[1], 32.0);
        QCOMPARE(curve.centre[2], 25.5); // 20, 31
        QCOMPARE(curve.centre[3], 30.0); // 30 alone
        QVERIFY_THROWS_EXCEPTION(Error, diagonalProfile(filled(4, 4, values), 4));
        // Cancelled: an empty curve.
        const ProfileCurve cancelled =
            diagonalProfile(filled(4, 4, values), 3, [](double) { return false; });
        QVERIFY(cancelled.centre.empty() || cancelled.centre.size() == 4);
    }

    void medianAsNumPy()
    {
        std::vector<double> odd{3, 1, 2};
        QCOMPARE(medianOf(odd), 2.0);
        std::vector<double> even{4, 1, 3, 2};
        QCOMPARE(medianOf(even), 2.5);
    }

    void normalisations()
    {
        ProfileCurve curve;
        curve.centre = {2.0, 1.0, -1.0};
        curve.lower = {1.0, 0.0, -4.0};
        curve.upper = {3.0, 2.0, 0.0};
        ProfileCurve atZero = curve;
        normaliseProfile(atZero, ProfileNormalisation::AtZero);
        QCOMPARE(atZero.centre, (std::vector<double>{1.0, 0.5, -0.5}));
        QCOMPARE(atZero.lower, (std::vector<double>{0.5, 0.0, -2.0}));
        ProfileCurve unit = curve;
        normaliseProfile(unit, ProfileNormalisation::Unit); // largest |value|: 4 (the band's)
        QCOMPARE(unit.centre, (std::vector<double>{0.5, 0.25, -0.25}));
        QCOMPARE(unit.lower[2], -1.0);
        ProfileCurve z = curve;
        normaliseProfile(z, ProfileNormalisation::ZScore);
        // mean 2/3, population standard deviation √(14/9)
        const double mean = 2.0 / 3.0, sd = std::sqrt((16.0 / 9 + 1.0 / 9 + 25.0 / 9) / 3.0);
        for (std::size_t i = 0; i < 3; ++i)
            QVERIFY(std::abs(z.centre[i] - (curve.centre[i] - mean) / sd) < kTight);
        QVERIFY(std::abs(z.upper[0] - (3.0 - mean) / sd) < kTight);
        ProfileCurve none = curve;
        normaliseProfile(none, ProfileNormalisation::None);
        QCOMPARE(none.centre, curve.centre);

        // Below 0 at Δ = 0: the division flips the band, which stays lower ≤ upper.
        ProfileCurve negative;
        negative.centre = {-2.0, -1.0};
        negative.lower = {-3.0, -2.0};
        negative.upper = {-1.0, 0.0};
        normaliseProfile(negative, ProfileNormalisation::AtZero);
        QCOMPARE(negative.centre, (std::vector<double>{1.0, 0.5}));
        QCOMPARE(negative.lower, (std::vector<double>{0.5, 0.0}));
        QCOMPARE(negative.upper, (std::vector<double>{1.5, 1.0}));

        ProfileCurve bias = linearBiasProfile({0.5}, 3);
        QVERIFY_THROWS_EXCEPTION(Error, normaliseProfile(bias, ProfileNormalisation::AtZero));
        ProfileCurve flat;
        flat.centre = {1.0, 1.0};
        QVERIFY_THROWS_EXCEPTION(Error, normaliseProfile(flat, ProfileNormalisation::ZScore));
        ProfileCurve zero;
        zero.centre = {0.0, 0.0};
        QVERIFY_THROWS_EXCEPTION(Error, normaliseProfile(zero, ProfileNormalisation::Unit));
    }

    void namesAndLimits()
    {
        for (const char *name : {"none", "at-zero", "unit", "z"})
            QCOMPARE(std::string(normalisationName(*parseNormalisation(name))), name);
        QVERIFY(!parseNormalisation("zscore"));
        QVERIFY_THROWS_EXCEPTION(Error, validateProfileDistance(0));
        QVERIFY_THROWS_EXCEPTION(Error, validateProfileDistance(kMaxProfileDistance + 1));
        QVERIFY_THROWS_EXCEPTION(Error, cosineSumProfile({1.0}, 1.0, kMaxProfileDistance + 1));
        validateProfileDistance(kMaxProfileDistance);
    }
};

QTEST_APPLESS_MAIN(TestRelativeProfiles)
#include "tst_relativeprofiles.moc"
