// Similarity (Gram) and distance matrices against plain loops, cancellation and the memory limit.
#include "error.h"
#include "similarity.h"
#include "sinusoidal.h"
#include "testutils.h"

#include <QTest>

#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

pelab::Matrix randomMatrix(std::size_t rows, std::size_t cols, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> dist(-1.0, 1.0);
    pelab::Matrix m(rows, cols);
    for (std::size_t i = 0; i < m.size(); ++i)
        m.data()[i] = dist(rng);
    return m;
}

double dot(const pelab::Matrix &a, std::size_t r, std::size_t s)
{
    double sum = 0.0;
    for (std::size_t c = 0; c < a.cols(); ++c)
        sum += a(r, c) * a(s, c);
    return sum;
}

double euclidean(const pelab::Matrix &a, std::size_t r, std::size_t s)
{
    double sum = 0.0;
    for (std::size_t c = 0; c < a.cols(); ++c)
        sum += (a(r, c) - a(s, c)) * (a(r, c) - a(s, c));
    return std::sqrt(sum);
}

} // namespace

class TestSimilarity : public QObject
{
    Q_OBJECT

private slots:
    void gramMatchesLoops_data();
    void gramMatchesLoops();
    void distanceMatchesDirect_data();
    void distanceMatchesDirect();
    void cosineMatchesDirect();
    void sinusoidalDistanceDependsOnOffsetOnly();
    void emptyInput();
    void progressReachesOne();
    void cancellation_data();
    void cancellation();
    void memoryLimit();
};

void TestSimilarity::gramMatchesLoops_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::newRow("1 x 1") << 1 << 1;
    QTest::newRow("7 x 3") << 7 << 3;
    QTest::newRow("128 x 16 (one panel)") << 128 << 16;
    QTest::newRow("129 x 16 (panel + 1)") << 129 << 16;
    QTest::newRow("300 x 33") << 300 << 33;
}

void TestSimilarity::gramMatchesLoops()
{
    QFETCH(int, rows);
    QFETCH(int, cols);
    const pelab::Matrix a = randomMatrix(std::size_t(rows), std::size_t(cols), 7);
    const pelab::Matrix g = pelab::gramMatrix(a);
    QCOMPARE(g.rows(), std::size_t(rows));
    QCOMPARE(g.cols(), std::size_t(rows));
    for (std::size_t r = 0; r < g.rows(); ++r) {
        for (std::size_t s = 0; s < g.cols(); ++s) {
            PELAB_COMPARE_NEAR(g(r, s), dot(a, r, s), 1e-13 * double(cols));
            QCOMPARE(g(r, s), g(s, r)); // mirrored, so exactly symmetric
        }
    }
}

void TestSimilarity::distanceMatchesDirect_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::newRow("5 x 2") << 5 << 2;
    QTest::newRow("200 x 64") << 200 << 64;
}

// Through the Gram matrix the squared distance loses ~ε·‖a‖² to cancellation: for these
// random rows (‖a‖² ≲ d/3, distances ≳ 0.1) that is < 1e-10.
void TestSimilarity::distanceMatchesDirect()
{
    QFETCH(int, rows);
    QFETCH(int, cols);
    const pelab::Matrix a = randomMatrix(std::size_t(rows), std::size_t(cols), 11);
    const pelab::Matrix d = pelab::distanceFromGram(pelab::gramMatrix(a));
    for (std::size_t r = 0; r < d.rows(); ++r) {
        QCOMPARE(d(r, r), 0.0);
        for (std::size_t s = 0; s < d.cols(); ++s) {
            PELAB_COMPARE_NEAR(d(r, s), euclidean(a, r, s), 1e-10);
            QVERIFY(d(r, s) >= 0.0);
            QCOMPARE(d(r, s), d(s, r));
        }
    }
}

// cos(t, s) = a_t·a_s / (‖a_t‖‖a_s‖), written out; a zero row gives 0 (no NaN).
void TestSimilarity::cosineMatchesDirect()
{
    pelab::Matrix a = randomMatrix(40, 7, 5);
    for (std::size_t c = 0; c < a.cols(); ++c)
        a(3, c) = 0.0;
    const pelab::Matrix cosine = pelab::cosineFromGram(pelab::gramMatrix(a));
    for (std::size_t r = 0; r < a.rows(); ++r) {
        for (std::size_t s = 0; s < a.rows(); ++s) {
            const double norms = std::sqrt(dot(a, r, r)) * std::sqrt(dot(a, s, s));
            const double expected = r == 3 || s == 3 ? 0.0 : dot(a, r, s) / norms;
            PELAB_COMPARE_NEAR(cosine(r, s), expected, 1e-13);
        }
        if (r != 3)
            PELAB_COMPARE_NEAR(cosine(r, r), 1.0, 1e-14);
    }
}

// ‖PE(t) − PE(s)‖² = Σ_i 2 − 2·cos((t − s)·ω_i): a function of t − s alone.
void TestSimilarity::sinusoidalDistanceDependsOnOffsetOnly()
{
    pelab::SinusoidalParams p;
    p.positions = 64;
    p.dim = 32;
    const pelab::Matrix d = pelab::distanceFromGram(pelab::gramMatrix(pelab::sinusoidalTable(p)));
    for (std::size_t t = 0; t < 64; ++t) {
        for (std::size_t s = 0; s < 64; ++s) {
            const double offset = double(t) - double(s);
            double squared = 0.0;
            for (int i = 0; i < 16; ++i)
                squared += 2.0 - 2.0 * std::cos(offset * std::pow(1e4, -2.0 * i / 32.0));
            PELAB_COMPARE_NEAR(d(t, s), std::sqrt(squared), 1e-7);
        }
    }
}

void TestSimilarity::emptyInput()
{
    const pelab::Matrix none(0, 5);
    const pelab::Matrix g = pelab::gramMatrix(none);
    QCOMPARE(g.rows(), std::size_t(0));
    QVERIFY(g.empty());
    QVERIFY(pelab::distanceFromGram(g).empty());
}

void TestSimilarity::progressReachesOne()
{
    const pelab::Matrix a = randomMatrix(500, 4, 3);
    std::vector<double> fractions;
    const pelab::Matrix g = pelab::gramMatrix(a, pelab::kDefaultMemoryLimit, [&](double f) {
        fractions.push_back(f);
        return true;
    });
    QCOMPARE(g.rows(), std::size_t(500));
    QVERIFY(fractions.size() >= 2);
    for (std::size_t i = 1; i < fractions.size(); ++i)
        QVERIFY(fractions[i] > fractions[i - 1]);
    QVERIFY(fractions.front() > 0.0);
    QCOMPARE(fractions.back(), 1.0);
}

void TestSimilarity::cancellation_data()
{
    QTest::addColumn<int>("cancelAtCall");
    QTest::newRow("at once") << 1;
    QTest::newRow("at the second report") << 2;
    QTest::newRow("at the last report") << 4;
}

// Returning false stops the work: an empty matrix, and no further progress calls.
void TestSimilarity::cancellation()
{
    QFETCH(int, cancelAtCall);
    const pelab::Matrix a = randomMatrix(400, 8, 5); // 4 panels of 128 rows
    int calls = 0;
    const pelab::Matrix g = pelab::gramMatrix(a, pelab::kDefaultMemoryLimit,
                                              [&](double) { return ++calls < cancelAtCall; });
    QVERIFY(g.empty());
    QCOMPARE(g.rows(), std::size_t(0));
    QCOMPARE(calls, cancelAtCall);
}

// n × n doubles above the limit: refused with a pelab::Error before allocating (2^20 rows would
// need 8 TiB).
void TestSimilarity::memoryLimit()
{
    const pelab::Matrix a = randomMatrix(1000, 2, 1);
    try {
        (void)pelab::gramMatrix(a, std::uint64_t(1) << 20);
        QFAIL("a 7.6 MiB similarity matrix was accepted under a 1 MiB limit");
    } catch (const pelab::Error &e) {
        const QString message = QString::fromUtf8(e.what());
        QVERIFY2(message.contains(u"similarity matrix"_s), e.what());
        QVERIFY2(message.contains(u"memory limit"_s), e.what());
        QVERIFY2(message.contains(u"1000 x 1000"_s), e.what());
    }
    const pelab::Matrix tall(std::size_t(1) << 20, 1);
    QVERIFY_THROWS_EXCEPTION(pelab::Error, pelab::gramMatrix(tall));
}

QTEST_APPLESS_MAIN(TestSimilarity)
#include "tst_similarity.moc"
