// The M-RoPE cos/sin cache and grid scores (core/mropecache.h) against values computed in the
// test from the formulas: af·cos(p·base^(−2i/d)) with the column's axis written out by hand,
// explicit pair rotations for the scores.
#include "error.h"
#include "mropecache.h"
#include "random.h"

#include "testutils.h"

#include <QTest>

#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

using namespace pelab;

namespace {

constexpr std::uint64_t kLimit = std::uint64_t(1) << 30;

std::vector<double> theta(int dim, double base = 10000.0)
{
    std::vector<double> out(std::size_t(dim / 2));
    for (int i = 0; i < dim / 2; ++i)
        out[std::size_t(i)] = std::pow(base, -2.0 * i / dim);
    return out;
}

template <class F> QString errorOf(F f)
{
    try {
        f();
    } catch (const Error &e) {
        return QString::fromStdString(e.what());
    } catch (...) {
        return QStringLiteral("(another exception)");
    }
    return QStringLiteral("(no error)");
}

std::vector<double> normals(std::uint64_t seed, int count)
{
    Random random(seed);
    std::vector<double> out(static_cast<std::size_t>(count));
    random.fillNormal(out.data(), out.size());
    return out;
}

// Checks every column of row r against af·cos/sin(ids[axis[c]]·θ[pair(c)]).
void checkRow(const RopeCache &cache, std::size_t r, const std::array<std::int64_t, 3> &ids,
              const std::vector<int> &axis, bool half, double af)
{
    const int d = int(axis.size());
    const std::vector<double> th = theta(d);
    for (int c = 0; c < d; ++c) {
        const int pair = half ? c % (d / 2) : c / 2;
        const double angle = double(ids[std::size_t(axis[std::size_t(c)])]) * th[std::size_t(pair)];
        PELAB_COMPARE_NEAR(cache.cos(r, std::size_t(c)), af * std::cos(angle), 1e-15);
        PELAB_COMPARE_NEAR(cache.sin(r, std::size_t(c)), af * std::sin(angle), 1e-15);
    }
}

} // namespace

class TestMropeCache : public QObject
{
    Q_OBJECT

private slots:
    void columnsByHand();
    void noneIsThePlainTable();
    void refusalsAndCancel();
    void gridInvariance();
    void gridScoreByHand();
    void gridRefusals();
};

void TestMropeCache::columnsByHand()
{
    // d = 12, sections 2, 2, 2; token 7 is the image's row 1, column 2: ids (2, 3, 4).
    const TokenPositions p =
        tokenPositions(parseSequence("text:2,image:1x4x6,text:1"), LayoutRules{}, kLimit);
    QCOMPARE(p.t[7], std::int64_t(2));
    QCOMPARE(p.h[7], std::int64_t(3));
    QCOMPARE(p.w[7], std::int64_t(4));
    const double af = 1.25;
    const auto cache = [&](SectionLayout layout, RopePairing pairing) {
        return *ropeCache(p, theta(12), af, {{2, 2, 2}, layout}, pairing, kLimit);
    };
    const std::array<std::int64_t, 3> ids{2, 3, 4};
    struct Case
    {
        SectionLayout layout;
        RopePairing pairing;
        std::vector<int> axis; // per column, by hand
    };
    const Case cases[] = {
        {SectionLayout::Chunked, RopePairing::Half, {0, 0, 1, 1, 2, 2, 0, 0, 1, 1, 2, 2}},
        {SectionLayout::Chunked, RopePairing::Interleaved, {0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2}},
        {SectionLayout::Interleaved, RopePairing::Half, {0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2}},
        {SectionLayout::Interleaved,
         RopePairing::Interleaved,
         {0, 0, 1, 1, 2, 2, 0, 0, 1, 1, 2, 2}},
        {SectionLayout::WholeHead, RopePairing::Half, {0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2}},
        // Interleaved pairs never straddle a doubled section: as Chunked.
        {SectionLayout::WholeHead, RopePairing::Interleaved, {0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2}},
        {SectionLayout::None, RopePairing::Half, {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    };
    for (const Case &c : cases) {
        const RopeCache got = cache(c.layout, c.pairing);
        QCOMPARE(got.cos.rows(), std::size_t(p.size()));
        QCOMPARE(got.cos.cols(), std::size_t(12));
        checkRow(got, 7, ids, c.axis, c.pairing == RopePairing::Half, af);
        // Text tokens take t = h = w: every layout gives the plain values.
        checkRow(got, 1, {1, 1, 1}, c.axis, c.pairing == RopePairing::Half, af);
        checkRow(got, 8, {5, 5, 5}, c.axis, c.pairing == RopePairing::Half, af);
    }
    // Qwen2-VL's shape: d = 128, [16, 24, 24]; column 20 (pair 20, h) and column 84 (its twin).
    const RopeCache big = *ropeCache(p, theta(128), 1.0, {{16, 24, 24}, SectionLayout::Chunked},
                                     RopePairing::Half, kLimit);
    const double th20 = std::pow(10000.0, -40.0 / 128.0);
    PELAB_COMPARE_NEAR(big.cos(7, 20), std::cos(3.0 * th20), 1e-15);
    PELAB_COMPARE_NEAR(big.sin(7, 84), std::sin(3.0 * th20), 1e-15);
    PELAB_COMPARE_NEAR(big.cos(7, 63), std::cos(4.0 * std::pow(10000.0, -126.0 / 128.0)), 1e-15);
    PELAB_COMPARE_NEAR(big.cos(7, 15), std::cos(2.0 * std::pow(10000.0, -30.0 / 128.0)), 1e-15);
}

void TestMropeCache::noneIsThePlainTable()
{
    // Text positions with no sections: cos(t·θ_i) exactly, both halves (cat(freqs, freqs)).
    const TokenPositions p = textPositions(300, 1000);
    const std::vector<double> th = theta(16);
    const RopeCache got = *ropeCache(p, th, 1.0, {}, RopePairing::Half, kLimit);
    for (std::size_t r : {std::size_t(0), std::size_t(17), std::size_t(299)}) {
        for (std::size_t i = 0; i < 8; ++i) {
            const double angle = double(1000 + r) * th[i];
            QCOMPARE(got.cos(r, i), std::cos(angle));
            QCOMPARE(got.cos(r, i + 8), std::cos(angle));
            QCOMPARE(got.sin(r, i), std::sin(angle));
            QCOMPARE(got.sin(r, i + 8), std::sin(angle));
        }
    }
    // Any sections give the same table for text.
    const RopeCache chunked =
        *ropeCache(p, th, 1.0, {{2, 3, 3}, SectionLayout::Chunked}, RopePairing::Half, kLimit);
    QVERIFY(std::equal(got.cos.data(), got.cos.data() + got.cos.size(), chunked.cos.data()));
}

void TestMropeCache::refusalsAndCancel()
{
    const TokenPositions p = textPositions(4096);
    QCOMPARE(errorOf([&] { ropeCache(p, theta(64), 1.0, {}, RopePairing::Half, 1 << 20); }),
             QStringLiteral("the M-RoPE cos and sin cache of 4096 x 128 values would need "
                            "4.0 MiB, above the memory limit of 1.0 MiB"));
    QCOMPARE(errorOf([&] {
                 ropeCache(p, theta(64), 1.0, {{16, 8, 4}, SectionLayout::Chunked},
                           RopePairing::Half, kLimit);
             }),
             QStringLiteral("the sections 16+8+4 = 28 do not sum to d/2 = 32"));
    QCOMPARE(errorOf([&] { ropeCache(p, theta(8), 0.0, {}, RopePairing::Half, kLimit); }),
             QStringLiteral("the attention factor must be finite and above 0"));
    QCOMPARE(errorOf([&] { ropeCache(p, {}, 1.0, {}, RopePairing::Half, kLimit); }),
             QStringLiteral("M-RoPE needs d/2 = 1 … 4096 frequencies (got 0)"));
    // Cancelled after the first block: nullopt; a progress that answers true reaches 1.
    int calls = 0;
    QVERIFY(!ropeCache(p, theta(8), 1.0, {}, RopePairing::Half, kLimit, [&](double) {
                 ++calls;
                 return false;
             }).has_value());
    QVERIFY(calls >= 1);
    double last = 0.0;
    QVERIFY(ropeCache(p, theta(8), 1.0, {}, RopePairing::Half, kLimit, [&](double f) {
                last = f;
                return true;
            }).has_value());
    QCOMPARE(last, 1.0);
}

void TestMropeCache::gridInvariance()
{
    const int d = 32;
    const std::vector<double> q = normals(7, d), k = normals(8, d);
    const std::vector<Segment> s = parseSequence("text:3,image:1x8x10,video:3x4x6");
    for (RopePairing pairing : {RopePairing::Half, RopePairing::Interleaved}) {
        for (std::int64_t segment : {1, 2}) {
            for (const MropeSections &sections :
                 {MropeSections{{4, 6, 6}, SectionLayout::Chunked},
                  MropeSections{{6, 5, 5}, SectionLayout::Interleaved},
                  MropeSections{{}, SectionLayout::None}}) {
                const GridScores g = *gridScores(s, LayoutRules{}, segment, 1, 2, q, k, theta(d),
                                                 1.5, sections, pairing);
                QVERIFY(g.tolerance > 0.0 && g.tolerance < 1e-11);
                QVERIFY2(g.invariant, qPrintable(QString::number(g.maxSpread)));
            }
        }
    }
    // Whole head: the two columns of a pair take different ids; the score depends on where.
    const GridScores whole = *gridScores(s, LayoutRules{}, 1, 1, 2, q, k, theta(d), 1.0,
                                         {{4, 6, 6}, SectionLayout::WholeHead}, RopePairing::Half);
    QVERIFY(!whole.invariant);
    QVERIFY2(whole.maxSpread > 1e6 * whole.tolerance, qPrintable(QString::number(whole.maxSpread)));
    QCOMPARE(whole.rows, std::int64_t(4));
    QCOMPARE(whole.cols, std::int64_t(5));
    QVERIFY(std::abs(whole.worstDh) <= 3 && std::abs(whole.worstDw) <= 4);
    // Cancelled: nullopt.
    QVERIFY(!gridScores(s, LayoutRules{}, 1, 0, 0, q, k, theta(d), 1.0,
                        {{4, 6, 6}, SectionLayout::Chunked}, RopePairing::Half,
                        [](double) { return false; })
                 .has_value());
}

void TestMropeCache::gridScoreByHand()
{
    // d = 8, chunked [1, 1, 2], half pairing: pair 0 → t, 1 → h, 2 and 3 → w; af = 1.5.
    // "text:4,image:1x6x6": the image at start 4, 3 x 3 merged; query (1, 2), key (2, 0).
    const int d = 8;
    const double af = 1.5;
    const std::vector<double> q = normals(11, d), k = normals(12, d), th = theta(d);
    const GridScores g =
        *gridScores(parseSequence("text:4,image:1x6x6"), LayoutRules{}, 1, 1, 2, q, k, th, af,
                    {{1, 1, 2}, SectionLayout::Chunked}, RopePairing::Half);
    const auto rotated = [&](const std::vector<double> &x, std::array<double, 3> ids) {
        const int axis[4] = {0, 1, 2, 2};
        std::vector<double> out(x.size());
        for (int i = 0; i < 4; ++i) {
            const double a = ids[std::size_t(axis[i])] * th[std::size_t(i)];
            const double c = af * std::cos(a), s = af * std::sin(a);
            out[std::size_t(i)] = x[std::size_t(i)] * c - x[std::size_t(i + 4)] * s;
            out[std::size_t(i + 4)] = x[std::size_t(i)] * s + x[std::size_t(i + 4)] * c;
        }
        return out;
    };
    const std::vector<double> qh = rotated(q, {4, 5, 6}), kh = rotated(k, {4, 6, 4});
    double want = 0.0;
    for (int i = 0; i < d; ++i)
        want += qh[std::size_t(i)] * kh[std::size_t(i)];
    want /= std::sqrt(double(d));
    PELAB_COMPARE_NEAR(g.scores(2, 0), want, 1e-13);
    QCOMPARE(g.rows, std::int64_t(3));
    QCOMPARE(g.segment, std::int64_t(1));
    QVERIFY(g.invariant);
    // Under the consecutive fault the patch (i, j) takes 4 + 3i + j on every axis.
    LayoutRules consecutive;
    consecutive.consecutive = true;
    const GridScores c =
        *gridScores(parseSequence("text:4,image:1x6x6"), consecutive, 1, 1, 2, q, k, th, af,
                    {{1, 1, 2}, SectionLayout::Chunked}, RopePairing::Half);
    const std::vector<double> qc = rotated(q, {9, 9, 9}), kc = rotated(k, {10, 10, 10});
    double wantC = 0.0;
    for (int i = 0; i < d; ++i)
        wantC += qc[std::size_t(i)] * kc[std::size_t(i)];
    PELAB_COMPARE_NEAR(c.scores(2, 0), wantC / std::sqrt(double(d)), 1e-13);
}

void TestMropeCache::gridRefusals()
{
    const std::vector<Segment> s = parseSequence("text:3,image:1x4x6");
    const std::vector<double> q = normals(1, 8), k = normals(2, 8), th = theta(8);
    const MropeSections chunked{{2, 1, 1}, SectionLayout::Chunked};
    const auto error = [&](std::vector<Segment> seq, std::int64_t segment, std::int64_t row,
                           std::int64_t col, std::vector<double> qq) {
        return errorOf([&] {
            gridScores(seq, LayoutRules{}, segment, row, col, qq, k, th, 1.0, chunked,
                       RopePairing::Half);
        });
    };
    QCOMPARE(error(s, 0, 0, 0, q),
             QStringLiteral("segment index 0 (text:3) is text, not an image or a video"));
    QCOMPARE(error(s, 2, 0, 0, q),
             QStringLiteral("segment index 2 is outside the sequence of 2 segments"));
    QCOMPARE(error(s, 1, 2, 0, q),
             QStringLiteral("the patch (2, 0) is outside the merged grid of 2 x 3 of segment "
                            "index 1 (image:1x4x6)"));
    QCOMPARE(error(s, 1, 0, -1, q),
             QStringLiteral("the patch (0, -1) is outside the merged grid of 2 x 3 of segment "
                            "index 1 (image:1x4x6)"));
    QCOMPARE(error(s, 1, 0, 0, normals(1, 6)), QStringLiteral("q must hold d = 8 values (got 6)"));
    QCOMPARE(error(parseSequence("image:1x256x256"), 0, 0, 0, q),
             QStringLiteral("segment index 0 (image:1x256x256): its merged grid of 128 x 128 has "
                            "268435456 patch pairs, above the limit of 16777216"));
    QCOMPARE(error(parseSequence("image:1x5x6"), 0, 0, 0, q),
             QStringLiteral("image 1 (1x5x6): H = 5 is not a multiple of the spatial merge 2"));
}

QTEST_APPLESS_MAIN(TestMropeCache)
#include "tst_mropecache.moc"
