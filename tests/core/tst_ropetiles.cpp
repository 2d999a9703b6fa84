// The tiled, streaming RoPE invariance report (ropetiles.h, analyzeRope) against the direct
// computation written here from the formula, for sizes that are not multiples of the 96 × 256
// tile, exactly at tile boundaries and N = 1; the band |s − t| ≤ D of --max-offset; the memory
// limit of the full-matrix path; cancellation half way from the progress callback.
#include "error.h"
#include "ropeanalysis.h"
#include "ropescores.h"
#include "ropetiles.h"

#include "testutils.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <vector>

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

RopeParameters parameters(std::int64_t n, std::int64_t dim, std::uint64_t seed = 5)
{
    RopeParameters p;
    p.dim = dim;
    p.positions = n;
    p.seed = seed;
    p.keepScores = false;
    return p;
}

// x̂_t = R_t x with interleaved pairs and θ_i = 10000^(−2i/d), float64, from the definition.
std::vector<double> rotated(const std::vector<double> &x, std::int64_t t)
{
    const auto d = std::int64_t(x.size());
    std::vector<double> out(x.size());
    for (std::int64_t i = 0; i < d / 2; ++i) {
        const double theta = std::pow(10000.0, -2.0 * double(i) / double(d));
        const double c = std::cos(double(t) * theta), s = std::sin(double(t) * theta);
        const auto a = std::size_t(2 * i), b = a + 1;
        out[a] = x[a] * c - x[b] * s;
        out[b] = x[a] * s + x[b] * c;
    }
    return out;
}

// The direct report: every a(t, s) with |s − t| ≤ D as a plain dot product.
struct Direct
{
    std::vector<double> minimum, maximum;
    double maxSpread = 0.0;
    double maxExact = 0.0;
};

Direct direct(const RopeSetup &setup, std::int64_t D)
{
    const std::int64_t n = setup.positions;
    std::vector<std::vector<double>> q, k;
    for (std::int64_t t = 0; t < n; ++t) {
        q.push_back(rotated(setup.q, setup.start + t));
        k.push_back(rotated(setup.k, setup.start + t));
    }
    Direct out;
    out.minimum.assign(std::size_t(2 * D + 1), std::numeric_limits<double>::infinity());
    out.maximum.assign(std::size_t(2 * D + 1), -std::numeric_limits<double>::infinity());
    for (std::int64_t t = 0; t < n; ++t) {
        for (std::int64_t s = std::max<std::int64_t>(0, t - D); s <= std::min(n - 1, t + D); ++s) {
            double sum = 0.0;
            for (std::size_t j = 0; j < setup.q.size(); ++j)
                sum += q[std::size_t(t)][j] * k[std::size_t(s)][j];
            const double a = sum / std::sqrt(double(setup.dim));
            const auto at = std::size_t(s - t + D);
            out.minimum[at] = std::min(out.minimum[at], a);
            out.maximum[at] = std::max(out.maximum[at], a);
            out.maxExact = std::max(out.maxExact, std::fabs(a - exactScore(setup, s - t)));
        }
    }
    for (std::size_t j = 0; j < out.minimum.size(); ++j)
        out.maxSpread = std::max(out.maxSpread, out.maximum[j] - out.minimum[j]);
    return out;
}

// Every field of two reports equal (the tiled one and invarianceCheck on the full matrix of the
// same scores): the reductions must find the same extremes at the same first positions.
void compareReports(const InvarianceReport &a, const InvarianceReport &b)
{
    QCOMPARE(a.maxOffset, b.maxOffset);
    QCOMPARE(a.minimum, b.minimum);
    QCOMPARE(a.maximum, b.maximum);
    QCOMPARE(a.minimumAt, b.minimumAt);
    QCOMPARE(a.maximumAt, b.maximumAt);
    QCOMPARE(a.nonFinite, b.nonFinite);
    if (!(std::isnan(a.maxError) && std::isnan(b.maxError)))
        QCOMPARE(a.maxError, b.maxError);
    QCOMPARE(a.worstOffset, b.worstOffset);
    QCOMPARE(a.worstMinT, b.worstMinT);
    QCOMPARE(a.worstMaxT, b.worstMaxT);
    if (!(std::isnan(a.maxExactError) && std::isnan(b.maxExactError)))
        QCOMPARE(a.maxExactError, b.maxExactError);
    QCOMPARE(a.exactWorstT, b.exactWorstT);
    QCOMPARE(a.exactWorstS, b.exactWorstS);
}

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

} // namespace

class TestRopeTiles : public QObject
{
    Q_OBJECT

private slots:
    void againstTheDirectComputation_data();
    void againstTheDirectComputation();
    void sameAsTheFullMatrixCheck_data();
    void sameAsTheFullMatrixCheck();
    void singlePosition();
    void bandAgainstTheDirectComputation_data();
    void bandAgainstTheDirectComputation();
    void bandBeyondTheFullLimit();
    void maxOffsetBounds();
    void memoryLimitOnlyForTheFullMatrix();
    void cancelledHalfWay();
};

void TestRopeTiles::againstTheDirectComputation_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("dim");
    // 96 rows and 256 columns per tile: below, at and just past the boundaries.
    for (int n : {2, 7, 95, 96, 97, 192, 255, 256, 257, 300})
        QTest::addRow("N=%d", n) << n << 10;
    QTest::addRow("N=130 d=130") << 130 << 130;
}

void TestRopeTiles::againstTheDirectComputation()
{
    QFETCH(int, n);
    QFETCH(int, dim);
    const auto analysis = analyzeRope(parameters(n, dim));
    QVERIFY(analysis.has_value());
    QVERIFY(!analysis->scores); // the report holds no N × N
    const InvarianceReport &r = analysis->invariance;
    const Direct expected = direct(analysis->setup, n - 1);
    QCOMPARE(r.minimum.size(), std::size_t(2 * n - 1));
    // Dot products of d terms of size ≲ ‖q‖‖k‖/√d in another association: 1e-13·S.
    const double tolerance = 1e-13 * scoreScale(analysis->setup);
    for (std::size_t j = 0; j < r.minimum.size(); ++j) {
        PELAB_COMPARE_NEAR(r.minimum[j], expected.minimum[j], tolerance);
        PELAB_COMPARE_NEAR(r.maximum[j], expected.maximum[j], tolerance);
    }
    // The spread per offset may differ only by that association: twice the tolerance.
    PELAB_COMPARE_NEAR(r.maxError, expected.maxSpread, 2 * tolerance);
    PELAB_COMPARE_NEAR(r.maxExactError, expected.maxExact, 2 * tolerance);
    QCOMPARE(r.nonFinite, std::size_t(0));
    QVERIFY(analysis->invariant);
}

void TestRopeTiles::sameAsTheFullMatrixCheck_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<qint64>("start");
    QTest::addColumn<int>("precision");
    QTest::addRow("f64 N=257") << 257 << qint64(0) << int(Precision::F64);
    QTest::addRow("f32 N=300 T0=1e5") << 300 << qint64(100000) << int(Precision::F32);
    // bf16 at 2^20: the positions round together, rows repeat, extremes tie everywhere.
    QTest::addRow("bf16 N=200 T0=2^20") << 200 << (qint64(1) << 20) << int(Precision::BF16);
    // f16 overflows from 65520: non-finite scores are counted, the errors are NaN.
    QTest::addRow("f16 N=290 T0=65400") << 290 << qint64(65400) << int(Precision::F16);
}

void TestRopeTiles::sameAsTheFullMatrixCheck()
{
    QFETCH(int, n);
    QFETCH(qint64, start);
    QFETCH(int, precision);
    RopeParameters p = parameters(n, 16, 9);
    p.start = start;
    p.precision = Precision(precision);
    const auto tiled = analyzeRope(p);
    QVERIFY(tiled.has_value());
    // The full matrix of the same kernel, checked by invarianceCheck (one sequential scan).
    const Matrix scores = ropeScores(tiled->setup);
    const InvarianceReport full = invarianceCheck(scores, start, &tiled->exact);
    compareReports(tiled->invariance, full);
    // Keeping the scores gives the same report and the same matrix.
    p.keepScores = true;
    const auto kept = analyzeRope(p);
    QVERIFY(kept->scores);
    compareReports(kept->invariance, full);
    QVERIFY(std::equal(scores.data(), scores.data() + scores.size(), kept->scores->data(),
                       [](double a, double b) { return a == b || (a != a && b != b); }));
}

void TestRopeTiles::singlePosition()
{
    const auto analysis = analyzeRope(parameters(1, 8));
    QVERIFY(analysis.has_value());
    const InvarianceReport &r = analysis->invariance;
    QCOMPARE(r.maxOffset, std::int64_t(0));
    QCOMPARE(r.minimum.size(), std::size_t(1));
    QCOMPARE(r.maxError, 0.0);
    QCOMPARE(r.worstOffset, std::int64_t(0));
    const Direct expected = direct(analysis->setup, 0);
    PELAB_COMPARE_NEAR(r.minimum[0], expected.minimum[0], 1e-13 * scoreScale(analysis->setup));
    QCOMPARE(analysis->exact.size(), std::size_t(1));
    QVERIFY(analysis->invariant);
}

void TestRopeTiles::bandAgainstTheDirectComputation_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("maxOffset");
    for (int D : {1, 5, 95, 96, 97, 256, 299, 300})
        QTest::addRow("N=300 D=%d", D) << 300 << D;
    QTest::addRow("N=97 D=3") << 97 << 3;
}

void TestRopeTiles::bandAgainstTheDirectComputation()
{
    QFETCH(int, n);
    QFETCH(int, maxOffset);
    RopeParameters p = parameters(n, 12, 2);
    p.precision = Precision::F32; // spreads well above rounding, so the positions matter
    p.start = 3000;
    p.maxOffset = maxOffset;
    const auto band = analyzeRope(p);
    QVERIFY(band.has_value());
    const std::int64_t D = std::min(maxOffset, n - 1); // D = N covers every offset, as N − 1
    const InvarianceReport &r = band->invariance;
    QCOMPARE(r.maxOffset, D);
    QCOMPARE(r.minimum.size(), std::size_t(2 * D + 1));
    QCOMPARE(band->exact.size(), std::size_t(2 * D + 1));
    QCOMPARE(band->exact[std::size_t(D)], exactScore(band->setup, 0));
    // The full report's offsets −D … D, value for value and position for position.
    RopeParameters all = p;
    all.maxOffset.reset();
    const auto full = analyzeRope(all);
    double spread = -1.0, exact = 0.0;
    for (std::int64_t delta = -D; delta <= D; ++delta) {
        const auto j = std::size_t(delta + D), k = std::size_t(delta + n - 1);
        QCOMPARE(r.minimum[j], full->invariance.minimum[k]);
        QCOMPARE(r.maximum[j], full->invariance.maximum[k]);
        QCOMPARE(r.minimumAt[j], full->invariance.minimumAt[k]);
        QCOMPARE(r.maximumAt[j], full->invariance.maximumAt[k]);
        spread = std::max(spread, r.maximum[j] - r.minimum[j]);
        exact = std::max(exact, std::max(std::fabs(r.maximum[j] - band->exact[j]),
                                         std::fabs(r.minimum[j] - band->exact[j])));
    }
    QCOMPARE(r.maxError, spread);
    QCOMPARE(r.maxExactError, exact);
    QVERIFY(std::abs(r.exactWorstS - r.exactWorstT) <= D);
    QVERIFY(std::abs(band->rotation.worstS - band->rotation.worstT) <= D);
    QVERIFY(band->rotation.maxError <= full->rotation.maxError);
}

void TestRopeTiles::bandBeyondTheFullLimit()
{
    // N = 40000 > 32768 is refused for the full check, accepted with a band: O(N·D·d).
    RopeParameters p = parameters(40000, 8, 4);
    QVERIFY(throwsMentioning([&] { analyzeRope(p); }, "positions N"));
    p.maxOffset = 3;
    p.start = 7;
    const auto band = analyzeRope(p);
    QVERIFY(band.has_value());
    const Direct expected = direct(band->setup, 3);
    const double tolerance = 1e-13 * scoreScale(band->setup);
    for (std::size_t j = 0; j < 7; ++j) {
        PELAB_COMPARE_NEAR(band->invariance.minimum[j], expected.minimum[j], tolerance);
        PELAB_COMPARE_NEAR(band->invariance.maximum[j], expected.maximum[j], tolerance);
    }
    // Positions up to 40006 move float64 angles by ~40006·2⁻⁵³ rad: spreads ~1e-12·S.
    PELAB_COMPARE_NEAR(band->invariance.maxError, expected.maxSpread, 2 * tolerance);
    QVERIFY(band->invariant);
}

void TestRopeTiles::maxOffsetBounds()
{
    RopeParameters p = parameters(50, 8);
    for (std::int64_t bad : {std::int64_t(0), std::int64_t(-3), std::int64_t(51)}) {
        p.maxOffset = bad;
        QVERIFY(throwsMentioning([&] { analyzeRope(p); }, "--max-offset"));
        QVERIFY(throwsMentioning([&] { makeRopeSetup(p); }, "1 … N = 50"));
    }
    for (std::int64_t good : {std::int64_t(1), std::int64_t(49), std::int64_t(50)}) {
        p.maxOffset = good;
        QCOMPARE(analyzeRope(p)->invariance.maxOffset, std::min<std::int64_t>(good, 49));
    }
    // Above the band limit as well.
    RopeParameters huge = parameters(kMaxRopeBandPositions + 1, 8);
    huge.maxOffset = 4;
    QVERIFY(throwsMentioning([&] { analyzeRope(huge); }, "positions N"));
}

void TestRopeTiles::memoryLimitOnlyForTheFullMatrix()
{
    RopeParameters p = parameters(3000, 16);
    // 3000² doubles are 72 MB; the rotated tables 3000·16·3 doubles, about 1.2 MB.
    const std::uint64_t limit = 8u << 20;
    p.keepScores = true;
    QVERIFY(throwsMentioning([&] { analyzeRope(p, limit); }, "memory limit"));
    QVERIFY(throwsMentioning([&] { ropeScores(makeRopeSetup(p), limit); }, "memory limit"));
    p.keepScores = false;
    const auto report = analyzeRope(p, limit);
    QVERIFY(report.has_value());
    QVERIFY(!report->scores);
    QVERIFY(report->invariant);
    // Even the rotated tables are refused below their size, before allocating.
    QVERIFY(throwsMentioning([&] { analyzeRope(p, 100000); }, "memory limit"));
}

void TestRopeTiles::cancelledHalfWay()
{
    // 2000 rows: 21 row panels shared out to every core, a report after each from any thread.
    const RopeParameters p = parameters(2000, 16);
    Progress full;
    QVERIFY(analyzeRope(p, kDefaultMemoryLimit, full.callback()).has_value());
    // At most one per panel (panels finished together are reported once), then 0.9 and 1.
    QVERIFY(full.reports.size() >= 10 && full.reports.size() <= 21 + 2);
    QCOMPARE(full.reports.back(), 1.0);
    QVERIFY(std::is_sorted(full.reports.begin(), full.reports.end()));
    Progress half;
    half.cancelAt = 0.4; // half of the tiles' 0 … 0.8
    QVERIFY(!analyzeRope(p, kDefaultMemoryLimit, half.callback()).has_value());
    QVERIFY(half.reports.size() < full.reports.size());
    QVERIFY(half.reports.back() >= 0.4);
    QVERIFY(half.reports.back() < 0.8);

    // The full-matrix kernel likewise: no partial matrix.
    Progress scores;
    scores.cancelAt = 0.5;
    QVERIFY(ropeScores(makeRopeSetup(p), kDefaultMemoryLimit, scores.callback()).empty());
    QVERIFY(scores.reports.size() < 21);
}

QTEST_APPLESS_MAIN(TestRopeTiles)
#include "tst_ropetiles.moc"
