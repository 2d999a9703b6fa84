// Shaw et al. (2018) relative scores against sums computed in the test from the formula.
#include "error.h"
#include "random.h"
#include "shaw.h"

#include "testutils.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <string>
#include <vector>

namespace {

bool throwsMentioning(const std::function<void()> &f, const std::string &word)
{
    try {
        f();
    } catch (const pelab::Error &e) {
        return std::string(e.what()).find(word) != std::string::npos;
    }
    return false;
}

pelab::Matrix filled(std::size_t rows, std::size_t cols, const std::function<double(int, int)> &f)
{
    pelab::Matrix m(rows, cols);
    for (std::size_t r = 0; r < rows; ++r)
        for (std::size_t c = 0; c < cols; ++c)
            m(r, c) = f(int(r), int(c));
    return m;
}

// a(t, s) terms in long double, straight from SPEC §2: clip is written out with if/else.
struct Reference
{
    long double content;
    long double position;
    int index; // clipped offset
};

Reference reference(const pelab::Matrix &q, const pelab::Matrix &k, const pelab::Matrix &rel, int t,
                    int s)
{
    const int d = int(q.cols());
    const int clip = int(rel.rows() - 1) / 2;
    int offset = s - t;
    if (offset > clip)
        offset = clip;
    if (offset < -clip)
        offset = -clip;
    long double c = 0, p = 0;
    for (int j = 0; j < d; ++j) {
        c += (long double)q(t, j) * k(s, j);
        p += (long double)q(t, j) * rel(offset + clip, j);
    }
    const long double root = std::sqrt((long double)d);
    return {c / root, p / root, offset};
}

// Records every progress report and answers false (cancel) from the first one at or past
// cancelAt; the kernels call it on the calling thread only.
struct Progress
{
    double cancelAt = 2.0; // never
    std::vector<double> reports;
    pelab::ProgressCallback callback()
    {
        return [this](double fraction) {
            reports.push_back(fraction);
            return fraction < cancelAt;
        };
    }
};

} // namespace

class TestShaw : public QObject
{
    Q_OBJECT

private slots:
    void clipFunction();
    void scoresAgainstReference();
    void clippingAtTheBorders();
    void rowsAndBlocksMatchCells();
    void seededIsReproducible();
    void summaryMatchesTable();
    void clippedCellCount();
    void valueSide();
    void badInput();
    void blockStopsWhenCancelledHalfWay();
    void summaryStopsWhenCancelledHalfWay();
};

void TestShaw::clipFunction()
{
    QCOMPARE(pelab::clipOffset(0, 3), 0);
    QCOMPARE(pelab::clipOffset(5, 3), 3);
    QCOMPARE(pelab::clipOffset(-5, 3), -3);
    QCOMPARE(pelab::clipOffset(-3, 3), -3);
    QCOMPARE(pelab::clipOffset(7, 0), 0);
}

void TestShaw::scoresAgainstReference()
{
    const int n = 9, d = 5, clip = 2;
    pelab::Random random(7);
    const auto normal = [&random](int, int) { return random.normal(); };
    pelab::Matrix q = filled(n, d, normal), k = filled(n, d, normal), r = filled(5, d, normal);
    const pelab::Matrix q0 = filled(n, d, [&q](int a, int b) { return q(a, b); });
    const pelab::Matrix k0 = filled(n, d, [&k](int a, int b) { return k(a, b); });
    const pelab::Matrix r0 = filled(5, d, [&r](int a, int b) { return r(a, b); });
    const pelab::ShawScores scores(std::move(q), std::move(k), std::move(r));
    QCOMPARE(scores.positions(), n);
    QCOMPARE(scores.dim(), d);
    QCOMPARE(scores.clip(), clip);
    for (int t = 0; t < n; ++t) {
        for (int s = 0; s < n; ++s) {
            const Reference ref = reference(q0, k0, r0, t, s);
            const pelab::ShawCell cell = scores.cell(t, s);
            PELAB_COMPARE_NEAR(cell.content, double(ref.content), 1e-13);
            PELAB_COMPARE_NEAR(cell.position, double(ref.position), 1e-13);
            PELAB_COMPARE_NEAR(cell.total, double(ref.content + ref.position), 1e-13);
            QCOMPARE(cell.clippedOffset, std::int64_t(ref.index));
            QCOMPARE(cell.offset, std::int64_t(s - t));
            QCOMPARE(cell.clipped(), std::abs(s - t) > clip);
        }
    }
}

void TestShaw::clippingAtTheBorders()
{
    // q_t = e_0, r_j = (j, 0): the position term is j/√2, so it reads back the clipped offset.
    const int n = 12, clip = 3;
    pelab::Matrix q = filled(n, 2, [](int, int c) { return c == 0 ? 1.0 : 0.0; });
    pelab::Matrix k = filled(n, 2, [](int, int) { return 0.0; });
    pelab::Matrix r = filled(2 * clip + 1, 2, [](int row, int c) { return c == 0 ? row - 3 : 0; });
    const pelab::ShawScores scores(std::move(q), std::move(k), std::move(r));
    const double root2 = std::sqrt(2.0);
    for (int t = 0; t < n; ++t) {
        for (int s = 0; s < n; ++s) {
            const int expected = s - t > clip ? clip : (s - t < -clip ? -clip : s - t);
            PELAB_COMPARE_NEAR(scores.value(pelab::ShawTerm::Position, t, s), expected / root2,
                               1e-15);
            QCOMPARE(scores.value(pelab::ShawTerm::Content, t, s), 0.0);
        }
    }
    // The far corners use r_−K and r_K.
    QCOMPARE(scores.cell(0, n - 1).clippedOffset, std::int64_t(clip));
    QCOMPARE(scores.cell(n - 1, 0).clippedOffset, std::int64_t(-clip));
    QCOMPARE(scores.cell(5, 8).clippedOffset, std::int64_t(3));
    QVERIFY(!scores.cell(5, 8).clipped());
    QVERIFY(scores.cell(5, 9).clipped());
}

void TestShaw::rowsAndBlocksMatchCells()
{
    const pelab::ShawScores scores = pelab::ShawScores::seeded(40, 7, 4, 3);
    for (pelab::ShawTerm term :
         {pelab::ShawTerm::Total, pelab::ShawTerm::Content, pelab::ShawTerm::Position}) {
        std::vector<double> row(40);
        for (int t : {0, 1, 17, 39}) {
            scores.fillRow(term, t, row.data());
            for (int s = 0; s < 40; ++s)
                QCOMPARE(row[std::size_t(s)], scores.value(term, t, s));
        }
        const pelab::Matrix block = scores.block(term, 10, 5, 30, 10);
        QCOMPARE(block.rows(), std::size_t(5));
        QCOMPARE(block.cols(), std::size_t(10));
        for (int r = 0; r < 5; ++r)
            for (int c = 0; c < 10; ++c)
                QCOMPARE(block(r, c), scores.value(term, 10 + r, 30 + c));
    }
}

void TestShaw::seededIsReproducible()
{
    const pelab::ShawScores a = pelab::ShawScores::seeded(30, 8, 5, 42);
    const pelab::ShawScores b = pelab::ShawScores::seeded(30, 8, 5, 42);
    const pelab::ShawScores c = pelab::ShawScores::seeded(30, 8, 5, 43);
    const pelab::Matrix ma = a.matrix(pelab::ShawTerm::Total);
    const pelab::Matrix mb = b.matrix(pelab::ShawTerm::Total);
    const pelab::Matrix mc = c.matrix(pelab::ShawTerm::Total);
    bool differs = false;
    for (std::size_t i = 0; i < ma.size(); ++i) {
        QCOMPARE(ma.data()[i], mb.data()[i]);
        differs = differs || ma.data()[i] != mc.data()[i];
    }
    QVERIFY(differs);
    // The draw order: q row by row, then k, then r, from one Random(seed).
    pelab::Random random(42);
    std::vector<double> draws(std::size_t((30 + 30 + 11) * 8));
    random.fillNormal(draws.data(), draws.size());
    QCOMPARE(a.q()(0, 0), draws[0]);
    QCOMPARE(a.q()(29, 7), draws[30 * 8 - 1]);
    QCOMPARE(a.k()(0, 0), draws[30 * 8]);
    QCOMPARE(a.rel()(0, 0), draws[60 * 8]);
    QCOMPARE(a.rel()(10, 7), draws.back());
}

void TestShaw::summaryMatchesTable()
{
    const pelab::ShawScores scores = pelab::ShawScores::seeded(50, 6, 3, 11);
    const auto summary = scores.summary();
    QVERIFY(summary.has_value());
    for (auto [term, range] : {std::pair{pelab::ShawTerm::Total, summary->total},
                               std::pair{pelab::ShawTerm::Content, summary->content},
                               std::pair{pelab::ShawTerm::Position, summary->position}}) {
        const pelab::Matrix m = scores.matrix(term);
        double lo = m.data()[0], hi = m.data()[0];
        for (std::size_t i = 0; i < m.size(); ++i) {
            lo = std::min(lo, m.data()[i]);
            hi = std::max(hi, m.data()[i]);
        }
        // Tiled dot products against the table's: the same to within their association.
        PELAB_COMPARE_NEAR(range.min, lo, 1e-13);
        PELAB_COMPARE_NEAR(range.max, hi, 1e-13);
    }
    QCOMPARE(summary->clippedCells, pelab::shawClippedCells(50, 3));
    // Cancelled at once: no summary.
    QVERIFY(!scores.summary([](double) { return false; }).has_value());
}

void TestShaw::clippedCellCount()
{
    for (int n : {1, 2, 5, 13}) {
        for (int clip : {0, 1, 3, 20}) {
            std::uint64_t count = 0;
            for (int t = 0; t < n; ++t)
                for (int s = 0; s < n; ++s)
                    count += std::abs(s - t) > clip ? 1 : 0;
            QCOMPARE(pelab::shawClippedCells(n, clip), count);
        }
    }
}

void TestShaw::valueSide()
{
    const int n = 10, d = 4, clip = 2, t = 6;
    const pelab::ShawScores scores = pelab::ShawScores::seeded(n, d, clip, 5);
    auto [v, relV] = pelab::seededShawValues(n, d, clip, 5);
    QCOMPARE(v.rows(), std::size_t(n));
    QCOMPARE(relV.rows(), std::size_t(2 * clip + 1));
    const pelab::ShawValueRow row = pelab::shawValueRow(scores, v, relV, t);

    // Independently: softmax of the totals, then z with a^V added per key.
    std::vector<long double> w(n);
    long double sum = 0;
    for (int s = 0; s < n; ++s) {
        const Reference ref = reference(scores.q(), scores.k(), scores.rel(), t, s);
        w[s] = std::exp(ref.content + ref.position);
        sum += w[s];
    }
    for (int s = 0; s < n; ++s) {
        w[s] /= sum;
        PELAB_COMPARE_NEAR(row.weights[std::size_t(s)], double(w[s]), 1e-15);
    }
    for (int j = 0; j < d; ++j) {
        long double plain = 0, relative = 0;
        for (int s = 0; s < n; ++s) {
            const int index = std::max(-clip, std::min(clip, s - t)) + clip;
            plain += w[s] * v(s, j);
            relative += w[s] * (v(s, j) + relV(index, j));
        }
        PELAB_COMPARE_NEAR(row.plain[std::size_t(j)], double(plain), 1e-14);
        PELAB_COMPARE_NEAR(row.relative[std::size_t(j)], double(relative), 1e-14);
    }
    // Keys s ≤ t − 2 share index −2 (s = 0 … 4), keys s ≥ t + 2 index +2 (s = 8, 9).
    PELAB_COMPARE_NEAR(row.massPerIndex[0], double(w[0] + w[1] + w[2] + w[3] + w[4]), 1e-15);
    PELAB_COMPARE_NEAR(row.massPerIndex[4], double(w[8] + w[9]), 1e-15);
    double total = 0.0;
    for (double m : row.massPerIndex)
        total += m;
    PELAB_COMPARE_NEAR(total, 1.0, 1e-14);
    QVERIFY(throwsMentioning([&] { pelab::shawValueRow(scores, v, relV, n); }, "query row"));
    QVERIFY(throwsMentioning([&] { pelab::shawValueRow(scores, relV, relV, 0); }, "values v"));
}

void TestShaw::badInput()
{
    QVERIFY(throwsMentioning([] { pelab::ShawScores::seeded(10, 4, -1, 0); }, "at least 0"));
    QVERIFY(throwsMentioning([] { pelab::ShawScores::seeded(0, 4, 1, 0); }, "positions"));
    QVERIFY(throwsMentioning([] { pelab::ShawScores::seeded(10, 0, 1, 0); }, "head width"));
    QVERIFY(
        throwsMentioning([] { pelab::ShawScores::seeded(1 << 20, 4096, 1, 0); }, "memory limit"));
    const auto zeros = [](int, int) { return 0.0; };
    QVERIFY(throwsMentioning(
        [&] { pelab::ShawScores(filled(4, 3, zeros), filled(5, 3, zeros), filled(3, 3, zeros)); },
        "shape of q"));
    QVERIFY(throwsMentioning(
        [&] { pelab::ShawScores(filled(4, 3, zeros), filled(4, 3, zeros), filled(4, 3, zeros)); },
        "odd number"));
    QVERIFY(throwsMentioning(
        [&] { pelab::ShawScores(filled(4, 3, zeros), filled(4, 3, zeros), filled(3, 2, zeros)); },
        "columns"));
    QVERIFY(throwsMentioning(
        [&] {
            pelab::ShawScores(filled(4, 3, [](int r, int) { return r == 2 ? NAN : 0.0; }),
                              filled(4, 3, zeros), filled(3, 3, zeros));
        },
        "q has 3 non-finite"));
    // Seeds below 2^53 (exact in a session's JSON), for q, k, r and for v, a^V alike.
    QVERIFY(throwsMentioning([] { pelab::ShawScores::seeded(2, 1, 0, pelab::kMaxShawSeed + 1); },
                             "at most 2^53 − 1"));
    QVERIFY(throwsMentioning([] { pelab::seededShawValues(2, 1, 0, pelab::kMaxShawSeed + 1); },
                             "at most 2^53 − 1"));
    QCOMPARE(pelab::ShawScores::seeded(2, 1, 0, pelab::kMaxShawSeed).positions(), 2);
    QCOMPARE(pelab::seededShawValues(2, 1, 0, pelab::kMaxShawSeed).first.rows(), std::size_t(2));
    pelab::validateShawQuery(0, 1);
    pelab::validateShawQuery(7, 8);
    QVERIFY(throwsMentioning([] { pelab::validateShawQuery(8, 8); }, "0 … 7"));
    QVERIFY(throwsMentioning([] { pelab::validateShawQuery(-1, 8); }, "query row"));
    const pelab::ShawScores scores = pelab::ShawScores::seeded(8, 2, 1, 0);
    QVERIFY(throwsMentioning([&] { scores.cell(8, 0); }, "outside"));
    QVERIFY(throwsMentioning([&] { scores.matrix(pelab::ShawTerm::Total, 100); }, "memory limit"));
}

void TestShaw::blockStopsWhenCancelledHalfWay()
{
    // 640 rows, a report after every 64: 10 reports, 64/640 … 640/640.
    const pelab::ShawScores scores = pelab::ShawScores::seeded(700, 4, 8, 21);
    Progress full;
    const pelab::Matrix all = scores.block(pelab::ShawTerm::Total, 30, 640, 0, 50,
                                           pelab::kDefaultMemoryLimit, full.callback());
    QCOMPARE(full.reports.size(), std::size_t(10));
    for (std::size_t i = 0; i < full.reports.size(); ++i)
        QCOMPARE(full.reports[i], double(64 * (i + 1)) / 640.0);
    QCOMPARE(all.rows(), std::size_t(640));
    const Reference last = reference(scores.q(), scores.k(), scores.rel(), 30 + 639, 49);
    PELAB_COMPARE_NEAR(all(639, 49), double(last.content + last.position), 1e-13);

    // Cancelled at the report of row 320 (0.5): rows 320 … 639 never run, nothing is returned.
    Progress half;
    half.cancelAt = 0.5;
    const pelab::Matrix cancelled = scores.block(pelab::ShawTerm::Total, 30, 640, 0, 50,
                                                 pelab::kDefaultMemoryLimit, half.callback());
    QVERIFY(cancelled.empty());
    QCOMPARE(half.reports.size(), std::size_t(5));
    QCOMPARE(half.reports.back(), 0.5);
}

void TestShaw::summaryStopsWhenCancelledHalfWay()
{
    // 512 rows: 6 row panels of 96 (the last 32), a report after each from any thread (panels
    // finished together are reported once).
    const pelab::ShawScores scores = pelab::ShawScores::seeded(512, 8, 6, 4);
    Progress full;
    const auto summary = scores.summary(full.callback());
    QVERIFY(summary.has_value());
    QVERIFY(full.reports.size() >= 2 && full.reports.size() <= 6);
    QVERIFY(std::is_sorted(full.reports.begin(), full.reports.end()));
    QCOMPARE(full.reports.back(), 1.0);
    // The summary's dot products are tiled (ScoreKernel), the table's are not: equal to within
    // the association of d = 8 products of standard normals.
    const pelab::Matrix total = scores.matrix(pelab::ShawTerm::Total);
    PELAB_COMPARE_NEAR(summary->total.min,
                       *std::min_element(total.data(), total.data() + total.size()), 1e-13);
    PELAB_COMPARE_NEAR(summary->total.max,
                       *std::max_element(total.data(), total.data() + total.size()), 1e-13);

    // Cancelled at the 3rd report (0.5): the other panels never run, no summary.
    Progress half;
    half.cancelAt = 0.5;
    QVERIFY(!scores.summary(half.callback()).has_value());
    QVERIFY(half.reports.size() < full.reports.size());
    QVERIFY(half.reports.back() >= 0.5);
    QVERIFY(half.reports.back() < 1.0);
}

QTEST_APPLESS_MAIN(TestShaw)
#include "tst_shaw.moc"
