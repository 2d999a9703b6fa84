// The RoPE check on a sequence's cache (M-RoPE), a NoPE layer and a sliding layer with a local
// base: caches built in the test from the formula (mropetables.h: Qwen2-VL's ids and the
// columns' axes written out), each fault's table → its cause, the existing causes on a
// sequence, a fault with a wrong base, and the row counts refused.
#include "error.h"
#include "mrope.h"
#include "ropeconformance.h"

#include "mropetables.h"
#include "ropeconformancetables.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

using namespace pelab;
using namespace MropeTables;

namespace {

// "text:3,image:1x4x4,text:2", merge 2: 3 + 4 + 2 = 9 tokens.
const std::vector<Part> kSmall = {{false, 3}, {true, 0, 1, 4, 4}, {false, 2}};
const char *const kSmallText = "text:3,image:1x4x4,text:2";
const std::vector<std::int64_t> kS233 = {2, 3, 3};
constexpr RopePairing kHalf = RopePairing::Half;

RopeReference sequenceRef(int d, const char *sequence, std::vector<std::int64_t> sizes,
                          SectionLayout layout, double base = 10000.0)
{
    RopeReference r;
    r.headDim = r.rotaryDim = d;
    r.base = base;
    r.sequence = RopeReference::Sequence{parseSequence(sequence), LayoutRules{},
                                         MropeSections{std::move(sizes), layout}};
    return r;
}

RopeComparison check(const RopeReference &ref, const Cache &c, Precision p = Precision::F64)
{
    return compareCosSin(ref, c.cos, c.sin, p, "c");
}

using RopeTables::contains;

std::string thrown(const std::function<void()> &f)
{
    return RopeTables::thrownMessage(f);
}

#define VERIFY_CAUSE PELAB_VERIFY_CAUSE

} // namespace

class TestMropeConformance : public QObject
{
    Q_OBJECT

private slots:
    void idsWrittenOut();
    void sequenceMatches();
    void sectionsFaults();
    void idsFaults();
    void existingCausesOnASequence();
    void faultsWithAWrongBase();
    void nopeLayer();
    void localBaseIgnored();
    void rowCounts();
    void largeSequence();
};

void TestMropeConformance::idsWrittenOut()
{
    // The test's own ids against the hand-written ones (the image at 3 on its 2 × 2 merged grid,
    // the text after at the largest id 4 + 1).
    const Ids ids = qwenIds(kSmall, 2);
    QCOMPARE(ids.t, (std::vector<std::int64_t>{0, 1, 2, 3, 3, 3, 3, 5, 6}));
    QCOMPARE(ids.h, (std::vector<std::int64_t>{0, 1, 2, 3, 3, 4, 4, 5, 6}));
    QCOMPARE(ids.w, (std::vector<std::int64_t>{0, 1, 2, 3, 4, 3, 4, 5, 6}));
    QCOMPARE(qwenIds(kSmall, 2, false, true).t.back(), std::int64_t(8)); // 3 + 4 tokens, +1
    QCOMPARE(qwenIds(kSmall, 1).size(), std::size_t(21));
    // The new causes' names.
    QCOMPARE(likelyCauseName(LikelyCause::SectionsNotApplied), "sections-not-applied");
    QCOMPARE(likelyCauseName(LikelyCause::InterleavedVsChunked), "interleaved-vs-chunked");
    QCOMPARE(likelyCauseName(LikelyCause::SectionsOverWholeHead), "sections-over-whole-head");
    QCOMPARE(likelyCauseName(LikelyCause::TextPositionsForImages), "text-positions-for-images");
    QCOMPARE(likelyCauseName(LikelyCause::MergeIgnored), "merge-ignored");
    QCOMPARE(likelyCauseName(LikelyCause::NextStartDiffers), "next-start-differs");
    QCOMPARE(likelyCauseName(LikelyCause::NopeLayerRotated), "nope-layer-rotated");
    QCOMPARE(likelyCauseName(LikelyCause::LocalBaseIgnored), "local-base-ignored");
    QCOMPARE(likelyCauseName(LikelyCause::Unknown), "unknown");
}

void TestMropeConformance::sequenceMatches()
{
    const RopeReference ref = sequenceRef(16, kSmallText, kS233, SectionLayout::Chunked);
    const Ids ids = qwenIds(kSmall, 2);
    const std::vector<int> chunked = columnAxes(Axes::Chunked, kS233, 16, kHalf);
    const Cache c = cache(ids, chunked, thetas(16, 10000.0), kHalf);
    const RopeComparison m = check(ref, c);
    VERIFY_CAUSE(m, LikelyCause::Match);
    QVERIFY(m.match);
    QCOMPARE(m.positions, std::int64_t(9));
    // The plain reference (rows are positions 0 … 8) does not match the same table.
    RopeReference plain = ref;
    plain.sequence.reset();
    QVERIFY(!check(plain, c).match);

    // Stored in float32, and computed in float32 as Qwen2-VL's rotary embedding does.
    Cache rounded = cache(ids, chunked, thetas(16, 10000.0), kHalf);
    roundToFloat(rounded.cos);
    roundToFloat(rounded.sin);
    const RopeComparison r = check(ref, rounded, Precision::F32);
    VERIFY_CAUSE(r, LikelyCause::Match);
    QCOMPARE(r.precision, std::string("float32"));
    const RopeComparison f = check(ref, cache32(ids, chunked, 16, 10000.0, kHalf), Precision::F32);
    QVERIFY2(f.match && (f.cause == LikelyCause::Match || f.cause == LikelyCause::Float32Rounding),
             f.causeDetail.c_str());

    // Qwen3-VL's interleaved sections on d 16 [4,2,2] and d 24 [4,4,4]; a video, chunked.
    const std::vector<std::int64_t> s422 = {4, 2, 2}, s444 = {4, 4, 4};
    VERIFY_CAUSE(check(sequenceRef(16, kSmallText, s422, SectionLayout::Interleaved),
                       cache(ids, columnAxes(Axes::Interleaved, s422, 16, kHalf),
                             thetas(16, 10000.0), kHalf)),
                 LikelyCause::Match);
    VERIFY_CAUSE(check(sequenceRef(24, kSmallText, s444, SectionLayout::Interleaved),
                       cache(ids, columnAxes(Axes::Interleaved, s444, 24, kHalf),
                             thetas(24, 10000.0), kHalf)),
                 LikelyCause::Match);
    const std::vector<Part> video = {{false, 2}, {true, 0, 2, 4, 4}, {false, 1}};
    VERIFY_CAUSE(check(sequenceRef(24, "text:2,video:2x4x4,text:1", s444, SectionLayout::Chunked),
                       cache(qwenIds(video, 2), columnAxes(Axes::Chunked, s444, 24, kHalf),
                             thetas(24, 10000.0), kHalf)),
                 LikelyCause::Match);
}

void TestMropeConformance::sectionsFaults()
{
    const RopeReference ref = sequenceRef(16, kSmallText, kS233, SectionLayout::Chunked);
    const Ids ids = qwenIds(kSmall, 2);
    const std::vector<double> theta = thetas(16, 10000.0);
    const RopeComparison none =
        check(ref, cache(ids, columnAxes(Axes::AllT, kS233, 16, kHalf), theta, kHalf));
    VERIFY_CAUSE(none, LikelyCause::SectionsNotApplied);
    QVERIFY(!none.match);
    QCOMPARE(
        none.causeDetail,
        std::string("the chunked sections 2+3+3 not applied: every pair takes the temporal id"));
    QCOMPARE(none.causeNotes.at(0).id, std::string("chunked"));
    // The comparison's rows are tokens: the worst is an image token (rows 3 … 6).
    QVERIFY(none.worstIndex.at(0) >= 3 && none.worstIndex.at(0) <= 6);
    for (std::int64_t row : none.pairPosition)
        QVERIFY(row >= 0 && row < 9);

    const RopeComparison inter =
        check(ref, cache(ids, columnAxes(Axes::Interleaved, kS233, 16, kHalf), theta, kHalf));
    VERIFY_CAUSE(inter, LikelyCause::InterleavedVsChunked);
    QVERIFY2(contains(inter.causeDetail, "interleaved where the configuration's are chunked"),
             inter.causeDetail.c_str());
    const RopeReference qwen3 = sequenceRef(16, kSmallText, kS233, SectionLayout::Interleaved);
    const RopeComparison chunk =
        check(qwen3, cache(ids, columnAxes(Axes::Chunked, kS233, 16, kHalf), theta, kHalf));
    VERIFY_CAUSE(chunk, LikelyCause::InterleavedVsChunked);
    QCOMPARE(chunk.causeNotes.at(0).id, std::string("chunked"));

    const RopeComparison whole =
        check(ref, cache(ids, columnAxes(Axes::WholeHead, kS233, 16, kHalf), theta, kHalf));
    VERIFY_CAUSE(whole, LikelyCause::SectionsOverWholeHead);
    QVERIFY2(contains(whole.causeDetail, "doubled sections 4+6+6"), whole.causeDetail.c_str());
    // In float32 as frameworks compute it: the same cause.
    VERIFY_CAUSE(check(ref,
                       cache32(ids, columnAxes(Axes::AllT, kS233, 16, kHalf), 16, 10000.0, kHalf),
                       Precision::F32),
                 LikelyCause::SectionsNotApplied);
}

void TestMropeConformance::idsFaults()
{
    const RopeReference ref = sequenceRef(16, kSmallText, kS233, SectionLayout::Chunked);
    const std::vector<int> axes = columnAxes(Axes::Chunked, kS233, 16, kHalf);
    const std::vector<double> theta = thetas(16, 10000.0);
    VERIFY_CAUSE(check(ref, cache(qwenIds(kSmall, 2, true), axes, theta, kHalf)),
                 LikelyCause::TextPositionsForImages);
    const RopeComparison next =
        check(ref, cache(qwenIds(kSmall, 2, false, true), axes, theta, kHalf));
    VERIFY_CAUSE(next, LikelyCause::NextStartDiffers);
    QVERIFY(!next.match);

    // 21 rows, the unmerged count: tested as merge-ignored, not refused.
    const RopeComparison merge = check(ref, cache(qwenIds(kSmall, 1), axes, theta, kHalf));
    VERIFY_CAUSE(merge, LikelyCause::MergeIgnored);
    QVERIFY(!merge.match);
    QCOMPARE(merge.causeNotes.at(0).value, 21.0);
    QCOMPARE(merge.causeNotes.at(0).other, 9.0);
    QVERIFY2(contains(merge.causeDetail, "21 tokens instead of 9"), merge.causeDetail.c_str());
    QCOMPARE(merge.positions, std::int64_t(9)); // the rows compared with the reference's
    // Merge ignored and consecutive ids: both named, the merge first.
    const RopeComparison both = check(ref, cache(qwenIds(kSmall, 1, true), axes, theta, kHalf));
    VERIFY_CAUSE(both, LikelyCause::MergeIgnored);
    QVERIFY(contains(both.causeDetail, "consecutive"));
}

void TestMropeConformance::existingCausesOnASequence()
{
    const RopeReference ref = sequenceRef(16, kSmallText, kS233, SectionLayout::Chunked);
    const Ids ids = qwenIds(kSmall, 2);
    const std::vector<int> axes = columnAxes(Axes::Chunked, kS233, 16, kHalf);
    const RopeComparison base = check(ref, cache(ids, axes, thetas(16, 500000.0), kHalf));
    VERIFY_CAUSE(base, LikelyCause::WrongBase);
    QCOMPARE(base.causeDetail, std::string("base 500000 instead of 10000"));

    RopeReference linear = ref;
    linear.scaling.type = RopeScalingType::Linear;
    linear.scaling.factor = 4.0;
    VERIFY_CAUSE(check(linear, cache(ids, axes, thetas(16, 10000.0), kHalf)),
                 LikelyCause::ScalingIgnored);
    VERIFY_CAUSE(check(linear, cache(ids, axes, thetas(16, 10000.0, 4.0), kHalf)),
                 LikelyCause::Match);

    // GPT-J's pairing: the pairs' columns (and so the sections) in the interleaved order.
    const RopePairing inter = RopePairing::Interleaved;
    VERIFY_CAUSE(check(ref, cache(ids, columnAxes(Axes::Chunked, kS233, 16, inter),
                                  thetas(16, 10000.0), inter)),
                 LikelyCause::PairingDiffers);

    const RopeComparison shifted = check(ref, cache(ids, axes, thetas(16, 10000.0), kHalf, 1.0, 5));
    VERIFY_CAUSE(shifted, LikelyCause::PositionsShifted);
    QCOMPARE(shifted.causeDetail, std::string("positions t + 5"));

    // YaRN ×4 (original 2048): θ from the Hugging Face formula, cos and sin without its
    // attention factor 0.1·ln 4 + 1.
    RopeReference yarn = ref;
    yarn.scaling.type = RopeScalingType::Yarn;
    yarn.scaling.factor = 4.0;
    yarn.scaling.originalMaxPositions = 2048;
    const std::vector<double> yarnTheta = RopeTables::yarnInvFreq(16, 10000.0, 4.0, 2048.0);
    VERIFY_CAUSE(check(yarn, cache(ids, axes, yarnTheta, kHalf, RopeTables::kYarnAf)),
                 LikelyCause::Match);
    VERIFY_CAUSE(check(yarn, cache(ids, axes, yarnTheta, kHalf)),
                 LikelyCause::AttentionFactorMissing);

    // Head 24, rotary 16: the head width rotated, its pairs past the sections' 8 taking t.
    RopeReference partial = ref;
    partial.headDim = 24;
    std::vector<int> headAxes(24, 0);
    for (int c = 0; c < 24; ++c)
        headAxes[c] = c % 12 < 8 ? axes[c % 12] : 0;
    const RopeComparison head = check(partial, cache(ids, headAxes, thetas(24, 10000.0), kHalf));
    VERIFY_CAUSE(head, LikelyCause::PartialRotaryIgnored);
}

void TestMropeConformance::faultsWithAWrongBase()
{
    // Sections not applied and base 500000: the base names it, the detail lists both (the base
    // is estimated from token 1, a text token, whose ids agree on every axis).
    const RopeReference ref = sequenceRef(16, kSmallText, kS233, SectionLayout::Chunked);
    const Ids ids = qwenIds(kSmall, 2);
    const RopeComparison both = check(
        ref, cache(ids, columnAxes(Axes::AllT, kS233, 16, kHalf), thetas(16, 500000.0), kHalf));
    VERIFY_CAUSE(both, LikelyCause::WrongBase);
    QVERIFY2(contains(both.causeDetail, "base 500000 instead of 10000") &&
                 contains(both.causeDetail, "not applied"),
             both.causeDetail.c_str());
    // Two layout faults: the ids' fault names it.
    const RopeComparison two = check(ref, cache(qwenIds(kSmall, 2, false, true),
                                                columnAxes(Axes::Interleaved, kS233, 16, kHalf),
                                                thetas(16, 10000.0), kHalf));
    VERIFY_CAUSE(two, LikelyCause::NextStartDiffers);
    QVERIFY(contains(two.causeDetail, "interleaved"));
    // A sequence that opens with an image: its first text token has id 4, an angle past π for
    // θ_0 = 1, so no base is estimated and a wrong base is unknown (documented).
    const std::vector<Part> imageFirst = {{true, 0, 1, 8, 8}, {false, 2}};
    const RopeReference late = sequenceRef(16, "image:1x8x8,text:2", kS233, SectionLayout::Chunked);
    const RopeComparison unknown =
        check(late, cache(qwenIds(imageFirst, 2), columnAxes(Axes::Chunked, kS233, 16, kHalf),
                          thetas(16, 500000.0), kHalf));
    VERIFY_CAUSE(unknown, LikelyCause::Unknown);
}

void TestMropeConformance::nopeLayer()
{
    RopeReference nope;
    nope.headDim = nope.rotaryDim = 16;
    nope.nope = true;
    Cache identity{Matrix(50, 16), Matrix(50, 16)};
    std::fill(identity.cos.data(), identity.cos.data() + identity.cos.size(), 1.0);
    std::fill(identity.sin.data(), identity.sin.data() + identity.sin.size(), 0.0);
    const RopeComparison m = check(nope, identity);
    VERIFY_CAUSE(m, LikelyCause::Match);
    QVERIFY(m.match);
    QCOMPARE(m.maxRelError, 0.0);
    VERIFY_CAUSE(check(nope, identity, Precision::F32), LikelyCause::Match);

    const Ids plain = qwenIds({{false, 50}}, 2); // one text segment: positions 0 … 49
    const std::vector<int> allT(16, 0);
    const RopeComparison rotated = check(nope, cache(plain, allT, thetas(16, 10000.0), kHalf));
    VERIFY_CAUSE(rotated, LikelyCause::NopeLayerRotated);
    QVERIFY(!rotated.match);
    QCOMPARE(rotated.causeDetail,
             std::string("rotated with base 10000 on a NoPE layer (expected cos 1, sin 0)"));
    // The model's base when given; rotated with another base: both named.
    RopeReference global = nope;
    global.globalBase = 500000.0;
    const RopeComparison g = check(global, cache(plain, allT, thetas(16, 500000.0), kHalf));
    VERIFY_CAUSE(g, LikelyCause::NopeLayerRotated);
    QCOMPARE(g.causeNotes.at(0).value, 500000.0);
    const RopeComparison other = check(nope, cache(plain, allT, thetas(16, 20000.0), kHalf));
    VERIFY_CAUSE(other, LikelyCause::NopeLayerRotated);
    QVERIFY2(contains(other.causeDetail, "base 20000 instead of 10000"), other.causeDetail.c_str());
    // On a sequence, and inv_freq refused.
    RopeReference seq = sequenceRef(16, kSmallText, kS233, SectionLayout::Chunked);
    seq.nope = true;
    VERIFY_CAUSE(check(seq, cache(qwenIds(kSmall, 2), columnAxes(Axes::Chunked, kS233, 16, kHalf),
                                  thetas(16, 10000.0), kHalf)),
                 LikelyCause::NopeLayerRotated);
    QCOMPARE(thrown([&] { compareInvFreq(nope, thetas(16, 10000.0), Precision::F64, "f"); }),
             std::string("f: a NoPE layer has no inv_freq to check"));
}

void TestMropeConformance::localBaseIgnored()
{
    // Gemma 3: sliding layers base 10000 unscaled, global ones 1000000 with linear ×8.
    RopeReference local;
    local.headDim = local.rotaryDim = 32;
    local.base = 10000.0;
    local.globalBase = 1000000.0;
    RopeScaling linear;
    linear.type = RopeScalingType::Linear;
    linear.factor = 8.0;
    local.globalScaling = linear;
    const Ids plain = qwenIds({{false, 64}}, 2); // one text segment: positions 0 … 63
    const std::vector<int> allT(32, 0);
    VERIFY_CAUSE(check(local, cache(plain, allT, thetas(32, 10000.0), kHalf)), LikelyCause::Match);
    const RopeComparison g = check(local, cache(plain, allT, thetas(32, 1e6, 8.0), kHalf));
    VERIFY_CAUSE(g, LikelyCause::LocalBaseIgnored);
    QCOMPARE(g.causeDetail, std::string("base 1000000 (linear ×8) instead of the local 10000"));
    QCOMPARE(g.causeNotes.at(0).value, 1e6);
    QCOMPARE(g.causeNotes.at(0).other, 1e4);
    QCOMPARE(g.causeNotes.at(0).id, std::string("linear"));
    const RopeComparison f = compareInvFreq(local, thetas(32, 1e6, 8.0), Precision::F64, "f");
    VERIFY_CAUSE(f, LikelyCause::LocalBaseIgnored);
    const RopeComparison u = check(local, cache(plain, allT, thetas(32, 1e6), kHalf));
    VERIFY_CAUSE(u, LikelyCause::LocalBaseIgnored);
    QCOMPARE(u.causeDetail, std::string("base 1000000 instead of the local 10000"));
    // Another base altogether stays wrong-base.
    VERIFY_CAUSE(check(local, cache(plain, allT, thetas(32, 500000.0), kHalf)),
                 LikelyCause::WrongBase);
}

void TestMropeConformance::rowCounts()
{
    const RopeReference ref = sequenceRef(16, kSmallText, kS233, SectionLayout::Chunked);
    Ids ten = qwenIds(kSmall, 2);
    for (auto *axis : {&ten.t, &ten.h, &ten.w})
        axis->push_back(7);
    const std::vector<int> axes = columnAxes(Axes::Chunked, kS233, 16, kHalf);
    const Cache c10 = cache(ten, axes, thetas(16, 10000.0), kHalf);
    const std::string message = thrown([&] { check(ref, c10); });
    QVERIFY2(contains(message, "c: cos and sin have 10 rows, expected 9"), message.c_str());
    // The unmerged count with a table no hypothesis reproduces: refused, naming both counts.
    // (Another base on the unmerged ids is merge-ignored with wrong-base.)
    Cache c21 = cache(qwenIds(kSmall, 1), axes, thetas(16, 3.0), kHalf);
    VERIFY_CAUSE(check(ref, c21), LikelyCause::WrongBase);
    QVERIFY(contains(check(ref, c21).causeDetail, "unmerged"));
    c21.sin(12, 3) += 0.01;
    const std::string unmerged = thrown([&] { check(ref, c21); });
    QVERIFY2(contains(unmerged, "21 rows, expected 9") &&
                 contains(unmerged, "without the spatial merge"),
             unmerged.c_str());
}

void TestMropeConformance::largeSequence()
{
    // 1500 + 1024 + 300 + 4·256 + 100 = 3948 tokens, d 64: the search stays quick.
    const std::vector<Part> parts = {
        {false, 1500}, {true, 0, 1, 64, 64}, {false, 300}, {true, 0, 4, 32, 32}, {false, 100}};
    const std::vector<std::int64_t> s = {8, 12, 12};
    const RopeReference ref = sequenceRef(
        64, "text:1500,image:1x64x64,text:300,video:4x32x32,text:100", s, SectionLayout::Chunked);
    const std::vector<int> axes = columnAxes(Axes::Chunked, s, 64, kHalf);
    QElapsedTimer timer;
    timer.start();
    VERIFY_CAUSE(check(ref, cache(qwenIds(parts, 2), axes, thetas(64, 10000.0), kHalf)),
                 LikelyCause::Match);
    VERIFY_CAUSE(check(ref, cache(qwenIds(parts, 2, true), axes, thetas(64, 10000.0), kHalf)),
                 LikelyCause::TextPositionsForImages);
    Cache noise = cache(qwenIds(parts, 2), axes, thetas(64, 10000.0), kHalf);
    noise.cos(2000, 5) += 0.01;
    VERIFY_CAUSE(check(ref, noise), LikelyCause::Unknown);
    qInfo("three checks of a 3948-token cache: %lld ms", static_cast<long long>(timer.elapsed()));
}

QTEST_APPLESS_MAIN(TestMropeConformance)
#include "tst_mropeconformance.moc"
