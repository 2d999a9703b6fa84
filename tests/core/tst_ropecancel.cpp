// Cancelling the RoPE kernels from their progress callback: each stops at the report that
// answered false, reports nothing after it and returns no partial result. Cancelled from the
// callback itself, so no thread or timing is involved.
#include "precision.h"
#include "rope.h"
#include "ropeanalysis.h"
#include "ropescores.h"

#include "testutils.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

using namespace pelab;

namespace {

// Records every progress report and answers false (cancel) from the first one at or past
// cancelAt; the kernels call it from any of their threads, one call at a time.
struct Progress
{
    double cancelAt = 2.0; // never
    std::vector<double> reports;
    ProgressCallback callback()
    {
        return [this](double fraction) {
            reports.push_back(fraction);
            return fraction < cancelAt;
        };
    }
};

RopeParameters smallParameters()
{
    RopeParameters p;
    p.dim = 16;
    p.positions = 200; // three row panels of 96
    p.seed = 3;
    return p;
}

// a(t, s) = (R_t q)·(R_s k)/√d with interleaved pairs (2i, 2i + 1) and θ_i = 10000^(−2i/d), in
// float64 from the definition.
double expectedScore(const RopeSetup &setup, std::int64_t t, std::int64_t s)
{
    double sum = 0.0;
    for (std::int64_t i = 0; i < setup.dim / 2; ++i) {
        const double theta = std::pow(10000.0, -2.0 * double(i) / double(setup.dim));
        const auto a = std::size_t(2 * i), b = a + 1;
        const double ct = std::cos(double(t) * theta), st = std::sin(double(t) * theta);
        const double cs = std::cos(double(s) * theta), ss = std::sin(double(s) * theta);
        const double qa = setup.q[a] * ct - setup.q[b] * st, qb = setup.q[a] * st + setup.q[b] * ct;
        const double ka = setup.k[a] * cs - setup.k[b] * ss, kb = setup.k[a] * ss + setup.k[b] * cs;
        sum += qa * ka + qb * kb;
    }
    return sum / std::sqrt(double(setup.dim));
}

} // namespace

class TestRopeCancel : public QObject
{
    Q_OBJECT

private slots:
    void scoresReturnNothingWhenCancelled();
    void analysisStopsBeforeTheChecks();
    void analysisCancelledAtTheEndReturnsNothing();
    void precisionSweepStopsHalfWay();
};

void TestRopeCancel::scoresReturnNothingWhenCancelled()
{
    const RopeSetup setup = makeRopeSetup(smallParameters());
    Progress full;
    const Matrix scores = ropeScores(setup, kDefaultMemoryLimit, full.callback());
    // A report per row panel (panels finished together are reported once), increasing, the
    // last at 1.
    QVERIFY(!full.reports.empty() && full.reports.size() <= 3);
    QVERIFY(std::is_sorted(full.reports.begin(), full.reports.end()));
    QCOMPARE(full.reports.back(), 1.0);
    QCOMPARE(scores.rows(), std::size_t(200));
    PELAB_COMPARE_NEAR(scores(17, 150), expectedScore(setup, 17, 150), 1e-12);

    // Even at its last report the product is dropped: no partial matrix.
    Progress cancelled;
    cancelled.cancelAt = 1.0;
    QVERIFY(ropeScores(setup, kDefaultMemoryLimit, cancelled.callback()).empty());
    QCOMPARE(cancelled.reports.back(), 1.0);
}

void TestRopeCancel::analysisStopsBeforeTheChecks()
{
    // The full analysis reports each tiled row panel (up to 0.8), the end of the invariance
    // report (0.9) and the end (1).
    Progress full;
    const auto analysis = analyzeRope(smallParameters(), kDefaultMemoryLimit, full.callback());
    QVERIFY(analysis.has_value());
    const std::size_t count = full.reports.size();
    QVERIFY(count >= 3 && count <= 5);
    QVERIFY(std::is_sorted(full.reports.begin(), full.reports.end()));
    QCOMPARE(full.reports[count - 3], 0.8);
    QCOMPARE(full.reports[count - 2], 0.9);
    QCOMPARE(full.reports[count - 1], 1.0);
    QVERIFY(analysis->invariant);

    // Cancelled at the last panel: the checks never run.
    Progress atProduct;
    atProduct.cancelAt = 0.8;
    QVERIFY(!analyzeRope(smallParameters(), kDefaultMemoryLimit, atProduct.callback()));
    QCOMPARE(atProduct.reports.back(), 0.8);

    // Cancelled after the invariance check: the rotation check and the rest never run.
    Progress atCheck;
    atCheck.cancelAt = 0.9;
    QVERIFY(!analyzeRope(smallParameters(), kDefaultMemoryLimit, atCheck.callback()));
    QVERIFY(atCheck.reports.size() >= 2);
    QCOMPARE(atCheck.reports[atCheck.reports.size() - 2], 0.8);
    QCOMPARE(atCheck.reports.back(), 0.9);
}

void TestRopeCancel::analysisCancelledAtTheEndReturnsNothing()
{
    Progress atEnd;
    atEnd.cancelAt = 1.0;
    QVERIFY(!analyzeRope(smallParameters(), kDefaultMemoryLimit, atEnd.callback()));
    QVERIFY(atEnd.reports.size() >= 3 && atEnd.reports.size() <= 5);
    QCOMPARE(atEnd.reports.back(), 1.0);
}

void TestRopeCancel::precisionSweepStopsHalfWay()
{
    RopeParameters p = smallParameters();
    p.positions = 32;
    const RopeSetup setup = makeRopeSetup(p);
    const std::vector<Precision> precisions{Precision::F64, Precision::F32, Precision::BF16,
                                            Precision::F16};
    const std::vector<std::int64_t> starts{1, 2, 4, 8};
    // 4 precisions × 4 starts: one report per point, k/16.
    Progress full;
    const std::vector<PrecisionSweepPoint> points =
        precisionSweep(setup, precisions, starts, full.callback());
    QCOMPARE(points.size(), std::size_t(16));
    QCOMPARE(full.reports.size(), std::size_t(16));
    for (std::size_t i = 0; i < full.reports.size(); ++i)
        QCOMPARE(full.reports[i], double(i + 1) / 16.0);
    QCOMPARE(points[5].precision, Precision::F32);
    QCOMPARE(points[5].start, std::int64_t(2));
    QVERIFY(points[0].maxError < 1e-12); // float64 at T0 = 1 is offset-only

    // Cancelled at the 8th point (0.5): F64 and F32 done, BF16 and F16 never run, no points.
    Progress half;
    half.cancelAt = 0.5;
    QVERIFY(precisionSweep(setup, precisions, starts, half.callback()).empty());
    QCOMPARE(half.reports.size(), std::size_t(8));
    QCOMPARE(half.reports.back(), 0.5);
}

QTEST_APPLESS_MAIN(TestRopeCancel)
#include "tst_ropecancel.moc"
