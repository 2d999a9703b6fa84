// Learned-table analyses: summary (range, NaN/Inf, neighbour cosine), cosine similarity, the
// per-dimension spectrum and the sinusoidal table of a learned shape, against values computed here
// from the definitions.
#include "learnedanalysis.h"

#include "error.h"
#include "testutils.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <numbers>

class TestLearnedAnalysis : public QObject
{
    Q_OBJECT

private slots:
    void summary();
    void summaryNonFinite();
    void cosine();
    void spectrumOfSinusoids();
    void spectrumShareOfNoiseIsSmall();
    void spectrumMatchesDirectSum();
    void spectrumRefusals();
    void sinusoidalOfShape();
};

void TestLearnedAnalysis::summary()
{
    // Rows (1, 0), (1, 1), (0, 1): neighbour cosines 1/√2 and 1/√2.
    pelab::Matrix m(3, 2);
    const double v[] = {1, 0, 1, 1, 0, 1};
    std::copy(v, v + 6, m.data());
    const pelab::TableSummary s = pelab::summarizeTable(m);
    QCOMPARE(s.min, 0.0);
    QCOMPARE(s.max, 1.0);
    PELAB_COMPARE_NEAR(s.mean, 4.0 / 6.0, 1e-15);
    PELAB_COMPARE_NEAR(s.meanNeighbourCosine, 1.0 / std::sqrt(2.0), 1e-15);
    QCOMPARE(s.neighbourPairs, std::size_t(2));
}

void TestLearnedAnalysis::summaryNonFinite()
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    pelab::Matrix m(4, 2);
    const double v[] = {1, 2, nan, 1, 2, 4, -std::numeric_limits<double>::infinity(), 0};
    std::copy(v, v + 8, m.data());
    const pelab::TableSummary s = pelab::summarizeTable(m);
    QCOMPARE(s.nanCount, std::size_t(1));
    QCOMPARE(s.infCount, std::size_t(1));
    QCOMPARE(s.min, 0.0); // over the finite values only
    QCOMPARE(s.max, 4.0);
    // Only rows 0 and 2 are both finite... but not neighbours: no pair qualifies.
    QCOMPARE(s.neighbourPairs, std::size_t(0));
    QVERIFY(std::isnan(s.meanNeighbourCosine));
}

void TestLearnedAnalysis::cosine()
{
    pelab::Matrix m(3, 3);
    const double v[] = {1, 2, 3, -2, 0.5, 4, 0, 0, 0};
    std::copy(v, v + 9, m.data());
    const pelab::Matrix c = pelab::cosineSimilarity(m);
    const double expected01 = (1 * -2 + 2 * 0.5 + 3 * 4) / (std::sqrt(14.0) * std::sqrt(20.25));
    PELAB_COMPARE_NEAR(c(0, 1), expected01, 1e-15);
    PELAB_COMPARE_NEAR(c(1, 0), expected01, 1e-15);
    PELAB_COMPARE_NEAR(c(0, 0), 1.0, 1e-15);
    QVERIFY(std::isnan(c(2, 2))); // a zero row has no direction
    QVERIFY(std::isnan(c(0, 2)));
    PELAB_COMPARE_NEAR(pelab::rowCosine(m, 0, 1), expected01, 1e-15);
}

void TestLearnedAnalysis::spectrumOfSinusoids()
{
    // Column d = 3 + A·cos(2π·k_d·t/N + φ) with k_d on a bin: |X_k|/N = A/2 at k_d, share 1.
    const std::size_t n = 64;
    const std::size_t bins[] = {1, 5, 17, 32};
    pelab::Matrix m(n, 4);
    for (std::size_t t = 0; t < n; ++t)
        for (std::size_t d = 0; d < 4; ++d)
            m(t, d) =
                3.0 + 2.0 * std::cos(2.0 * std::numbers::pi * double(bins[d] * t) / double(n) +
                                     (d == 3 ? 0.0 : 0.3 * double(d)));
    const pelab::DimensionSpectrum s = pelab::dimensionSpectrum(m);
    QCOMPARE(s.magnitude.rows(), n / 2 + 1);
    for (std::size_t d = 0; d < 4; ++d) {
        QCOMPARE(s.peakBin[d], bins[d]);
        PELAB_COMPARE_NEAR(s.peakFrequency[d], 2.0 * std::numbers::pi * double(bins[d]) / 64.0,
                           1e-15);
        PELAB_COMPARE_NEAR(s.peakShare[d], 1.0, 1e-12);
        // At the Nyquist bin the whole amplitude lands in one bin: |X|/N = A.
        PELAB_COMPARE_NEAR(s.magnitude(bins[d], d), bins[d] == 32 ? 2.0 : 1.0, 1e-12);
        PELAB_COMPARE_NEAR(s.magnitude(0, d), 0.0, 1e-12); // the mean is removed
    }
}

void TestLearnedAnalysis::spectrumShareOfNoiseIsSmall()
{
    // Two sinusoids of equal amplitude on bins 3 and 9: each holds half the variance.
    const std::size_t n = 48;
    pelab::Matrix m(n, 1);
    for (std::size_t t = 0; t < n; ++t)
        m(t, 0) = std::sin(2.0 * std::numbers::pi * 3.0 * double(t) / double(n)) +
                  std::sin(2.0 * std::numbers::pi * 9.0 * double(t) / double(n));
    const pelab::DimensionSpectrum s = pelab::dimensionSpectrum(m);
    PELAB_COMPARE_NEAR(s.peakShare[0], 0.5, 1e-12);
    QVERIFY(s.peakBin[0] == 3 || s.peakBin[0] == 9);
}

void TestLearnedAnalysis::spectrumMatchesDirectSum()
{
    // Any length (a prime, a mixed radix): |X_k|/N against the defining sum evaluated here.
    for (const std::size_t n : {std::size_t(97), std::size_t(60)}) {
        pelab::Matrix m(n, 2);
        for (std::size_t t = 0; t < n; ++t) {
            m(t, 0) = std::sin(0.37 * double(t * t % 23)) + 0.01 * double(t);
            m(t, 1) = double((t * 7919) % 31) / 31.0;
        }
        const pelab::DimensionSpectrum s = pelab::dimensionSpectrum(m);
        for (std::size_t d = 0; d < 2; ++d) {
            double mean = 0.0;
            for (std::size_t t = 0; t < n; ++t)
                mean += m(t, d) / double(n);
            for (std::size_t k = 0; k <= n / 2; ++k) {
                long double re = 0.0L, im = 0.0L;
                for (std::size_t t = 0; t < n; ++t) {
                    const long double angle = 2.0L * std::numbers::pi_v<long double> *
                                              (long double)((k * t) % n) / (long double)n;
                    re += (m(t, d) - mean) * std::cos(angle);
                    im -= (m(t, d) - mean) * std::sin(angle);
                }
                const double expected = double(std::sqrt(re * re + im * im) / (long double)n);
                PELAB_COMPARE_NEAR(s.magnitude(k, d), expected, 1e-13);
            }
        }
    }
}

void TestLearnedAnalysis::spectrumRefusals()
{
    pelab::Matrix one(1, 4);
    std::fill(one.data(), one.data() + 4, 1.0);
    QVERIFY_THROWS_EXCEPTION(pelab::Error, pelab::dimensionSpectrum(one));
    pelab::Matrix m(8, 2);
    std::fill(m.data(), m.data() + 16, 0.0);
    m(3, 1) = std::numeric_limits<double>::quiet_NaN();
    const pelab::DimensionSpectrum s = pelab::dimensionSpectrum(m);
    QCOMPARE(s.peakShare[0], 0.0); // constant: no variance at all
    QVERIFY(std::isnan(s.peakShare[1]));
    QVERIFY(std::isnan(s.magnitude(1, 1)));
    // Cancelled: an empty result.
    QVERIFY(pelab::dimensionSpectrum(m, pelab::kDefaultMemoryLimit, [](double) {
                return false;
            }).magnitude.empty());
}

void TestLearnedAnalysis::sinusoidalOfShape()
{
    // PE(t)[2i] = sin(t·ω_i), PE(t)[2i+1] = cos(t·ω_i), ω_i = 10000^(−2i/d), d the width rounded
    // up to even: an odd width is the next even one without its last (cosine) column.
    for (const std::size_t cols : {std::size_t(6), std::size_t(5), std::size_t(1)}) {
        const std::size_t rows = 9;
        const pelab::Matrix m = pelab::sinusoidalOfShape(rows, cols);
        QCOMPARE(m.rows(), rows);
        QCOMPARE(m.cols(), cols);
        const double d = double(cols + cols % 2);
        for (std::size_t t = 0; t < rows; ++t) {
            for (std::size_t j = 0; j < cols; ++j) {
                const double omega = std::pow(10000.0, -2.0 * double(j / 2) / d);
                const double angle = double(t) * omega;
                PELAB_COMPARE_NEAR(m(t, j), j % 2 == 0 ? std::sin(angle) : std::cos(angle), 1e-14);
            }
        }
    }
    // Wider than any sinusoidal table: refused as sinusoidalTable() refuses it.
    QVERIFY_THROWS_EXCEPTION(pelab::Error, pelab::sinusoidalOfShape(1, (std::size_t(1) << 20) + 1));
}

QTEST_APPLESS_MAIN(TestLearnedAnalysis)
#include "tst_learnedanalysis.moc"
