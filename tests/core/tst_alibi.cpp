// ALiBi (Press et al. 2022) against values computed in the test from the rules and formulas.
#include "alibi.h"
#include "error.h"
#include "random.h"

#include "testutils.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace {

// The reference code's get_slopes, transcribed independently of core:
//   start = 2**(-2**-(log2(n)-3)); ratio = start; [start*ratio**i for i in range(n)]
//   non-powers of two: get_slopes(c) + get_slopes(2c)[0::2][:n-c], c = 2**floor(log2(n))
std::vector<double> referenceSlopes(int n)
{
    const double log2n = std::log2(double(n));
    if (log2n == std::floor(log2n)) {
        const double start = std::pow(2.0, -std::pow(2.0, -(log2n - 3.0)));
        std::vector<double> out;
        for (int i = 0; i < n; ++i)
            out.push_back(start * std::pow(start, double(i)));
        return out;
    }
    const int closest = int(std::pow(2.0, std::floor(log2n)));
    std::vector<double> out = referenceSlopes(closest);
    const std::vector<double> doubled = referenceSlopes(2 * closest);
    for (std::size_t i = 0; i < doubled.size() && int(out.size()) < n; i += 2)
        out.push_back(doubled[i]);
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

// Weights of the last query, causal, zero content, in long double.
std::vector<long double> lastRowWeights(double slope, int n)
{
    std::vector<long double> w(static_cast<std::size_t>(n));
    long double sum = 0;
    for (int d = 0; d < n; ++d)
        sum += w[std::size_t(d)] = std::exp(-(long double)slope * d);
    for (long double &x : w)
        x /= sum;
    return w;
}

} // namespace

class TestAlibi : public QObject
{
    Q_OBJECT

private slots:
    void officialSlopes_data();
    void officialSlopes();
    void officialSlopesKnownValues();
    void paperSlopes();
    void slopeValidation();
    void biasMatrix();
    void biasMatrixMemoryLimit();
    void softmaxRows_data();
    void softmaxRows();
    void softmaxIsStable();
    void contentScores();
    void effectiveSpan_data();
    void effectiveSpan();
    void fractionBeyond();
    void attentionStatsMatchRows_data();
    void attentionStatsMatchRows();
    void attentionStatsCancel();
};

void TestAlibi::officialSlopes_data()
{
    QTest::addColumn<int>("heads");
    for (int h : {1, 2, 3, 4, 5, 6, 7, 8, 12, 16, 20, 24, 32, 40, 64, 96, 112, 128})
        QTest::newRow(qPrintable(QStringLiteral("H=%1").arg(h))) << h;
}

void TestAlibi::officialSlopes()
{
    QFETCH(int, heads);
    const std::vector<double> expected = referenceSlopes(heads);
    const std::vector<double> actual = pelab::officialSlopes(heads);
    QCOMPARE(int(actual.size()), heads);
    // The reference code's start·ratio^i drifts a few ulps from 2^(−8h/H), which core
    // evaluates directly (1/256 exactly, where the Python form gives 0.0039062500000000043).
    for (int h = 0; h < heads; ++h) {
        PELAB_COMPARE_NEAR(actual[std::size_t(h)], expected[std::size_t(h)],
                           1e-14 * expected[std::size_t(h)]);
        const double exponent = std::log2(actual[std::size_t(h)]);
        PELAB_COMPARE_NEAR(exponent * 16.0, std::round(exponent * 16.0), 1e-9);
    }
}

void TestAlibi::officialSlopesKnownValues()
{
    // H = 8: 1/2, 1/4, …, 1/256 exactly.
    const auto eight = pelab::officialSlopes(8);
    for (int h = 1; h <= 8; ++h)
        QCOMPARE(eight[std::size_t(h - 1)], std::ldexp(1.0, -h));
    QCOMPARE(pelab::officialSlopes(1), std::vector<double>{1.0 / 256.0});
    // H = 12: the eight of H = 8, then 2^−0.5, 2^−1.5, 2^−2.5, 2^−3.5 (odd heads of H = 16).
    const auto twelve = pelab::officialSlopes(12);
    for (int i = 0; i < 4; ++i)
        PELAB_COMPARE_NEAR(twelve[std::size_t(8 + i)], std::pow(2.0, -0.5 - i), 1e-16);
    // H = 6: 2^−2, 2^−4, 2^−6, 2^−8, then 2^−1, 2^−3.
    const std::vector<double> six = {0.25, 0.0625, 0.015625, 0.00390625, 0.5, 0.125};
    QCOMPARE(pelab::officialSlopes(6), six);
    // BLOOM (H = 112): 64 slopes 2^(−h/8), then the odd heads of the list for 128, 2^(−h/16).
    const auto bloom = pelab::officialSlopes(112);
    PELAB_COMPARE_NEAR(bloom[0], std::pow(2.0, -1.0 / 8.0), 1e-16);
    PELAB_COMPARE_NEAR(bloom[63], 1.0 / 256.0, 1e-18);
    PELAB_COMPARE_NEAR(bloom[64], std::pow(2.0, -1.0 / 16.0), 1e-16);
    PELAB_COMPARE_NEAR(bloom[111], std::pow(2.0, -95.0 / 16.0), 1e-16);
}

void TestAlibi::paperSlopes()
{
    for (int heads : {1, 2, 6, 8, 12, 16, 20, 32, 112}) {
        const auto paper = pelab::paperSlopes(heads);
        QCOMPARE(int(paper.size()), heads);
        const double first = std::pow(2.0, -8.0 / heads);
        for (int h = 1; h <= heads; ++h) // the geometric sequence from 2^(−8/H), ratio 2^(−8/H)
            PELAB_COMPARE_NEAR(paper[std::size_t(h - 1)], std::pow(first, h), 1e-15);
        const auto official = pelab::officialSlopes(heads);
        const bool powerOfTwo = (heads & (heads - 1)) == 0;
        double largest = 0.0;
        for (int h = 0; h < heads; ++h)
            largest = std::max(largest, std::abs(paper[std::size_t(h)] - official[std::size_t(h)]));
        if (powerOfTwo)
            QVERIFY(largest < 1e-15);
        else
            QVERIFY2(largest > 1e-3, qPrintable(QString::number(heads)));
    }
    // H = 12, head 9: the paper's 2^(−6) against the reference code's 2^(−0.5).
    PELAB_COMPARE_NEAR(pelab::paperSlopes(12)[8], 1.0 / 64.0, 1e-17);
    QCOMPARE(pelab::slopesFor(pelab::SlopeRule::Paper, 20), pelab::paperSlopes(20));
    QCOMPARE(pelab::slopesFor(pelab::SlopeRule::Official, 20), pelab::officialSlopes(20));
    QCOMPARE(pelab::parseSlopeRule("paper"), std::optional(pelab::SlopeRule::Paper));
    QCOMPARE(pelab::parseSlopeRule("Official"), std::nullopt);
    QCOMPARE(pelab::slopeRuleName(pelab::SlopeRule::Official), std::string_view("official"));
}

void TestAlibi::slopeValidation()
{
    QVERIFY(throwsMentioning([] { pelab::officialSlopes(0); }, "at least 1"));
    QVERIFY(throwsMentioning([] { pelab::paperSlopes(-3); }, "(got -3)"));
    QVERIFY(throwsMentioning([] { pelab::officialSlopes(pelab::kMaxAlibiHeads + 1); }, "at most"));
    QVERIFY(throwsMentioning([] { pelab::slopesFor(pelab::SlopeRule::Custom, 4); }, "custom"));
    QVERIFY(throwsMentioning([] { pelab::validateSlopes({}); }, "at least one slope"));
    QVERIFY(throwsMentioning([] { pelab::validateSlopes({0.5, -0.1}); }, "head 2"));
    QVERIFY(throwsMentioning([] { pelab::validateSlopes({std::nan("")}); }, "head 1"));
    pelab::validateSlopes({0.0, 0.5, 3.0});
    QVERIFY(throwsMentioning([] { pelab::validatePositions(0); }, "positions"));
    pelab::validateHeads(1);
    pelab::validateHeads(pelab::kMaxAlibiHeads);
    QVERIFY(throwsMentioning([] { pelab::validateHeads(0); }, "at least 1"));
    QVERIFY(
        throwsMentioning([] { pelab::validateHeads(pelab::kMaxAlibiHeads + 1); }, "at most 4096"));
}

void TestAlibi::biasMatrix()
{
    for (double slope : {0.5, 0.0078125, 0.7071067811865476}) {
        const pelab::Matrix bias = pelab::biasMatrix(slope, 37);
        QCOMPARE(bias.rows(), std::size_t(37));
        QCOMPARE(bias.cols(), std::size_t(37));
        for (int t = 0; t < 37; ++t) {
            for (int s = 0; s < 37; ++s)
                QCOMPARE(bias(std::size_t(t), std::size_t(s)), -slope * std::abs(t - s));
        }
    }
    std::vector<double> row(5);
    pelab::fillBiasRow(0.25, 5, 3, row.data());
    QCOMPARE(row, (std::vector<double>{-0.75, -0.5, -0.25, 0.0, -0.25}));
}

void TestAlibi::biasMatrixMemoryLimit()
{
    QVERIFY(throwsMentioning([] { pelab::biasMatrix(0.5, 1000, 1000 * 999 * 8); },
                             "the ALiBi bias matrix of 1000 x 1000"));
    QCOMPARE(pelab::biasMatrix(0.5, 1000, 1000 * 1000 * 8).rows(), std::size_t(1000));
}

void TestAlibi::softmaxRows_data()
{
    QTest::addColumn<double>("slope");
    QTest::addColumn<int>("positions");
    QTest::addColumn<int>("query");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<int>("headDim");
    QTest::newRow("causal, prior only") << 0.25 << 64 << 40 << true << 0;
    QTest::newRow("bidirectional, prior only") << 0.0625 << 64 << 40 << false << 0;
    QTest::newRow("first query") << 0.5 << 16 << 0 << true << 0;
    QTest::newRow("slope 0 is uniform") << 0.0 << 10 << 9 << true << 0;
    QTest::newRow("causal with content") << 0.125 << 50 << 30 << true << 16;
    QTest::newRow("bidirectional with content") << 0.03125 << 50 << 10 << false << 64;
}

void TestAlibi::softmaxRows()
{
    QFETCH(double, slope);
    QFETCH(int, positions);
    QFETCH(int, query);
    QFETCH(bool, causal);
    QFETCH(int, headDim);
    const pelab::ContentScores content =
        headDim > 0 ? pelab::ContentScores(positions, headDim, 42) : pelab::ContentScores();
    const std::vector<double> w = pelab::attentionRow(slope, positions, query, causal, content);
    QCOMPARE(int(w.size()), positions);
    // Direct: exp(a)/Σ exp(a) over the allowed keys, a = q·k/√d_k − m|t − s|.
    std::vector<double> direct(static_cast<std::size_t>(positions), 0.0);
    double sum = 0.0;
    for (int s = 0; s < positions; ++s) {
        if (causal && s > query)
            continue;
        double score = 0.0;
        if (headDim > 0) {
            for (int j = 0; j < headDim; ++j)
                score += content.q()(std::size_t(query), std::size_t(j)) *
                         content.k()(std::size_t(s), std::size_t(j));
            score /= std::sqrt(double(headDim));
        }
        sum += direct[std::size_t(s)] = std::exp(score - slope * std::abs(query - s));
    }
    double total = 0.0;
    for (int s = 0; s < positions; ++s) {
        PELAB_COMPARE_NEAR(w[std::size_t(s)], direct[std::size_t(s)] / sum, 1e-14);
        total += w[std::size_t(s)];
        if (causal && s > query)
            QCOMPARE(w[std::size_t(s)], 0.0);
    }
    PELAB_COMPARE_NEAR(total, 1.0, 1e-13);
    if (slope == 0.0)
        PELAB_COMPARE_NEAR(w[0], 1.0 / (query + 1), 1e-15);
}

void TestAlibi::softmaxIsStable()
{
    // Logits near 1000: exp overflows without the largest logit subtracted.
    std::vector<double> content = {1000.0, 1001.0, 999.0, 1000.5};
    std::vector<double> logits(4), w(4);
    pelab::fillAttentionRow(0.0, 4, 3, true, content.data(), logits.data(), w.data());
    const double e[] = {std::exp(-1.0), 1.0, std::exp(-2.0), std::exp(-0.5)};
    const double sum = e[0] + e[1] + e[2] + e[3];
    for (int s = 0; s < 4; ++s)
        PELAB_COMPARE_NEAR(w[std::size_t(s)], e[s] / sum, 1e-15);
    // A steep slope: every far key underflows to 0, the query keeps all the mass.
    const auto steep = pelab::attentionRow(2000.0, 100, 99, true);
    QCOMPARE(steep[99], 1.0);
    QCOMPARE(steep[0], 0.0);
    QVERIFY(throwsMentioning([] { pelab::attentionRow(0.5, 10, 10, true); }, "query row"));
}

void TestAlibi::contentScores()
{
    const pelab::ContentScores content(6, 4, 42);
    QVERIFY(!content.isZero());
    QCOMPARE(content.positions(), 6);
    // q then k, row by row, from one generator.
    pelab::Random random(42);
    for (int t = 0; t < 6; ++t)
        for (int j = 0; j < 4; ++j)
            QCOMPARE(content.q()(std::size_t(t), std::size_t(j)), random.normal());
    for (int t = 0; t < 6; ++t)
        for (int j = 0; j < 4; ++j)
            QCOMPARE(content.k()(std::size_t(t), std::size_t(j)), random.normal());
    double dot = 0.0;
    for (int j = 0; j < 4; ++j)
        dot += content.q()(2, std::size_t(j)) * content.k()(5, std::size_t(j));
    PELAB_COMPARE_NEAR(content.score(2, 5), dot / 2.0, 1e-15);
    QCOMPARE(pelab::ContentScores().score(2, 5), 0.0);
    QVERIFY(throwsMentioning([] { pelab::ContentScores(4, 0, 1); }, "d_k"));
    QVERIFY(throwsMentioning([] { pelab::ContentScores(1 << 20, 1024, 1); }, "memory limit"));
    // The limits of d_k and the seed, checked before anything is allocated.
    pelab::validateContent(1, 1, 0);
    pelab::validateContent(pelab::kMaxAlibiPositions, pelab::kMaxAlibiHeadDim,
                           pelab::kMaxAlibiSeed);
    QVERIFY(throwsMentioning([] { pelab::validateContent(4, 0, 1); }, "d_k"));
    QVERIFY(throwsMentioning([] { pelab::validateContent(4, pelab::kMaxAlibiHeadDim + 1, 1); },
                             "d_k must be 1 … 65536"));
    QVERIFY(throwsMentioning([] { pelab::validateContent(4, 4, -1); }, "seed"));
    QVERIFY(throwsMentioning([] { pelab::validateContent(4, 4, pelab::kMaxAlibiSeed + 1); },
                             "seed must be 0 … 2147483647"));
    QVERIFY(throwsMentioning([] { pelab::validateContent(0, 4, 1); }, "positions"));
    QVERIFY(throwsMentioning(
        [] { pelab::ContentScores(4, 4, std::uint64_t(pelab::kMaxAlibiSeed) + 1); }, "seed"));
    QCOMPARE(pelab::ContentScores(2, 1, std::uint64_t(pelab::kMaxAlibiSeed)).seed(),
             std::uint64_t(pelab::kMaxAlibiSeed));
}

void TestAlibi::effectiveSpan_data()
{
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("positions");
    for (int heads : {1, 6, 8, 12, 20, 112})
        for (int positions : {1, 2, 50, 1024, 4096})
            QTest::newRow(qPrintable(QStringLiteral("H=%1 N=%2").arg(heads).arg(positions)))
                << heads << positions;
}

void TestAlibi::effectiveSpan()
{
    QFETCH(int, heads);
    QFETCH(int, positions);
    for (double slope : pelab::officialSlopes(heads)) {
        // Brute force: the smallest D whose keys at distance ≤ D hold 90 % of the mass.
        const std::vector<long double> w = lastRowWeights(slope, positions);
        long double cumulative = 0;
        int expected = positions - 1;
        for (int d = 0; d < positions; ++d) {
            cumulative += w[std::size_t(d)];
            if (cumulative >= 0.9L) {
                expected = d;
                break;
            }
        }
        QCOMPARE(pelab::effectiveSpan(slope, positions), std::int64_t(expected));
    }
    // Slope 0: uniform weights, the 90 % mass needs ⌈0.9·N⌉ keys.
    QCOMPARE(pelab::effectiveSpan(0.0, 100), std::int64_t(89));
    QCOMPARE(pelab::effectiveSpan(0.0, 1), std::int64_t(0));
}

void TestAlibi::fractionBeyond()
{
    for (double slope : {0.0, 1.0 / 256.0, 0.0625, 0.5, 0.7071067811865476}) {
        for (auto [train, infer] : {std::pair{1, 2}, {16, 64}, {1024, 2048}, {512, 8192}}) {
            const std::vector<long double> w = lastRowWeights(slope, infer);
            long double beyond = 0;
            for (int d = train; d < infer; ++d)
                beyond += w[std::size_t(d)];
            PELAB_COMPARE_NEAR(pelab::fractionBeyond(slope, train, infer), double(beyond), 1e-13);
        }
    }
    // Huge lengths stay finite: a slope of 1/256 keeps essentially nothing past 2^20.
    PELAB_COMPARE_NEAR(pelab::fractionBeyond(1.0 / 256.0, 1 << 20, std::int64_t(1) << 40), 0.0,
                       1e-300);
    QVERIFY(throwsMentioning([] { pelab::fractionBeyond(0.5, 0, 10); }, "L_train"));
    QVERIFY(throwsMentioning([] { pelab::fractionBeyond(0.5, 10, 10); }, "greater than L_train"));
}

void TestAlibi::attentionStatsMatchRows_data()
{
    QTest::addColumn<bool>("causal");
    QTest::addColumn<int>("headDim");
    QTest::addColumn<int>("positions");
    QTest::newRow("causal") << true << 0 << 70;
    QTest::newRow("bidirectional") << false << 0 << 70;
    QTest::newRow("causal, content") << true << 8 << 70;
    QTest::newRow("bidirectional, content") << false << 8 << 70;
    // The content comes in blocks of 32 query rows from the score kernel (6 × 8 or 12 × 16
    // register blocks): one row, a block and one more, and sizes that are multiples of none.
    QTest::newRow("N = 1, content") << true << 5 << 1;
    QTest::newRow("N = 33, content") << true << 3 << 33;
    QTest::newRow("N = 97, bidirectional, d_k = 13") << false << 13 << 97;
    QTest::newRow("N = 64, causal, d_k = 16") << true << 16 << 64;
}

void TestAlibi::attentionStatsMatchRows()
{
    QFETCH(bool, causal);
    QFETCH(int, headDim);
    QFETCH(int, positions);
    const int n = positions;
    const std::vector<double> slopes = pelab::officialSlopes(6);
    const pelab::ContentScores content =
        headDim > 0 ? pelab::ContentScores(n, headDim, 3) : pelab::ContentScores();
    const auto stats = pelab::attentionStats(slopes, n, causal, content);
    QCOMPARE(stats.size(), slopes.size());
    // The reference, from the formula: w(t, s) = softmax_s(q_t·k_s/√d_k − m·|t − s|) over the
    // visible keys, by plain dot products and exp.
    const auto contentScore = [&](int t, int s) {
        double dot = 0.0;
        for (int j = 0; j < headDim; ++j)
            dot += content.q()(std::size_t(t), std::size_t(j)) *
                   content.k()(std::size_t(s), std::size_t(j));
        return headDim > 0 ? dot / std::sqrt(double(headDim)) : 0.0;
    };
    for (std::size_t h = 0; h < slopes.size(); ++h) {
        double distance = 0.0;
        double span = 0.0;
        for (int t = 0; t < n; ++t) {
            const int keys = causal ? t + 1 : n;
            std::vector<double> w(std::size_t(n), 0.0);
            double largest = -1e300;
            for (int s = 0; s < keys; ++s)
                largest = std::max(largest, contentScore(t, s) - slopes[h] * std::abs(t - s));
            double sum = 0.0;
            for (int s = 0; s < keys; ++s) {
                w[std::size_t(s)] =
                    std::exp(contentScore(t, s) - slopes[h] * std::abs(t - s) - largest);
                sum += w[std::size_t(s)];
            }
            for (double &v : w)
                v /= sum;
            double cumulative = 0.0;
            int d = 0;
            for (int s = 0; s < n; ++s)
                distance += w[std::size_t(s)] * std::abs(t - s);
            for (;; ++d) {
                for (int s = 0; s < n; ++s)
                    if (std::abs(t - s) == d)
                        cumulative += w[std::size_t(s)];
                if (cumulative >= 0.9 || d >= n)
                    break;
            }
            span += std::min(d, causal ? t : std::max(t, n - 1 - t));
        }
        PELAB_COMPARE_NEAR(stats[h].meanDistance, distance / n, 1e-12);
        PELAB_COMPARE_NEAR(stats[h].meanSpan, span / n, 1e-12);
    }
}

void TestAlibi::attentionStatsCancel()
{
    int calls = 0;
    const auto stats = pelab::attentionStats(pelab::officialSlopes(32), 2048, true, {},
                                             [&calls](double) { return ++calls < 3; });
    QVERIFY(stats.empty());
    QCOMPARE(calls, 3);
}

QTEST_APPLESS_MAIN(TestAlibi)
#include "tst_alibi.moc"
