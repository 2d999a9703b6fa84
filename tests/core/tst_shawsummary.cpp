// The tiled Shaw summary (shawsummary.h) against min/max of the terms computed here from the
// formula a(t, s) = (q_t·k_s + q_t·r_clip(s−t))/√d, for sizes around the 96 × 256 tile, N = 1,
// clipping distances below, at and beyond N; and cancelled half way from the progress callback.
#include "shaw.h"
#include "shawsummary.h"

#include "testutils.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

using namespace pelab;

namespace {

struct Expected
{
    double contentMin = std::numeric_limits<double>::infinity();
    double contentMax = -std::numeric_limits<double>::infinity();
    double positionMin = contentMin, positionMax = contentMax;
    double totalMin = contentMin, totalMax = contentMax;
};

Expected direct(const ShawScores &scores)
{
    const std::int64_t n = scores.positions(), d = scores.dim(), K = scores.clip();
    Expected e;
    for (std::int64_t t = 0; t < n; ++t) {
        for (std::int64_t s = 0; s < n; ++s) {
            const std::int64_t j = std::max(-K, std::min(K, s - t));
            double content = 0.0, position = 0.0;
            for (std::int64_t x = 0; x < d; ++x) {
                content += scores.q()(std::size_t(t), std::size_t(x)) *
                           scores.k()(std::size_t(s), std::size_t(x));
                position += scores.q()(std::size_t(t), std::size_t(x)) *
                            scores.rel()(std::size_t(j + K), std::size_t(x));
            }
            content /= std::sqrt(double(d));
            position /= std::sqrt(double(d));
            e.contentMin = std::min(e.contentMin, content);
            e.contentMax = std::max(e.contentMax, content);
            e.positionMin = std::min(e.positionMin, position);
            e.positionMax = std::max(e.positionMax, position);
            e.totalMin = std::min(e.totalMin, content + position);
            e.totalMax = std::max(e.totalMax, content + position);
        }
    }
    return e;
}

} // namespace

class TestShawSummary : public QObject
{
    Q_OBJECT

private slots:
    void againstTheFormula_data();
    void againstTheFormula();
    void cancelledHalfWay();
};

void TestShawSummary::againstTheFormula_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("dim");
    QTest::addColumn<int>("clip");
    QTest::addRow("N=1") << 1 << 4 << 2;
    for (int n : {95, 96, 97, 256, 257, 300})
        QTest::addRow("N=%d K=3", n) << n << 6 << 3;
    QTest::addRow("K=0") << 130 << 5 << 0;
    QTest::addRow("K=N-1") << 100 << 5 << 99;
    QTest::addRow("K>N") << 100 << 5 << 400;
}

void TestShawSummary::againstTheFormula()
{
    QFETCH(int, n);
    QFETCH(int, dim);
    QFETCH(int, clip);
    const ShawScores scores = ShawScores::seeded(n, dim, clip, 17);
    const auto summary = shawSummary(scores);
    QVERIFY(summary.has_value());
    const Expected e = direct(scores);
    // Sums of d ≤ 6 products of standard normals in another association.
    const double tolerance = 1e-13;
    PELAB_COMPARE_NEAR(summary->content.min, e.contentMin, tolerance);
    PELAB_COMPARE_NEAR(summary->content.max, e.contentMax, tolerance);
    PELAB_COMPARE_NEAR(summary->position.min, e.positionMin, tolerance);
    PELAB_COMPARE_NEAR(summary->position.max, e.positionMax, tolerance);
    PELAB_COMPARE_NEAR(summary->total.min, e.totalMin, 2 * tolerance);
    PELAB_COMPARE_NEAR(summary->total.max, e.totalMax, 2 * tolerance);
    QCOMPARE(summary->clippedCells, shawClippedCells(n, clip));
}

void TestShawSummary::cancelledHalfWay()
{
    // 2000 rows: 21 row panels on every core, a report after each from whichever thread.
    const ShawScores scores = ShawScores::seeded(2000, 8, 16, 3);
    std::vector<double> full;
    QVERIFY(shawSummary(scores, [&](double f) {
                full.push_back(f);
                return true;
            }).has_value());
    QVERIFY(full.size() >= 10 && full.size() <= 21); // panels finished together: one report
    QVERIFY(std::is_sorted(full.begin(), full.end()));
    QCOMPARE(full.back(), 1.0);
    std::vector<double> half;
    QVERIFY(!shawSummary(scores, [&](double f) {
                 half.push_back(f);
                 return f < 0.5;
             }).has_value());
    QVERIFY(half.size() < full.size());
    QVERIFY(half.back() >= 0.5);
}

QTEST_APPLESS_MAIN(TestShawSummary)
#include "tst_shawsummary.moc"
