// M-RoPE sequences, position ids and sections (core/mrope.h) against ids written out by hand
// from transformers' get_rope_index rules, and every refusal with its message.
#include "error.h"
#include "mrope.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

using namespace pelab;

namespace {

constexpr std::uint64_t kDefaultLimit = std::uint64_t(1) << 30;

using Ids = std::vector<std::array<std::int64_t, 3>>; // (t, h, w) per token

// The message of the pelab::Error that f throws; "(no error)" or "(another exception)".
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

Ids idsOf(const std::string &sequence, const LayoutRules &rules)
{
    const TokenPositions p = tokenPositions(parseSequence(sequence), rules, kDefaultLimit);
    Ids out;
    for (std::int64_t r = 0; r < p.size(); ++r)
        out.push_back({p.t[std::size_t(r)], p.h[std::size_t(r)], p.w[std::size_t(r)]});
    return out;
}

// Ids t = h = w = from, from + 1, …, to.
Ids flat(std::int64_t from, std::int64_t to)
{
    Ids out;
    for (std::int64_t i = from; i <= to; ++i)
        out.push_back({i, i, i});
    return out;
}

Ids operator+(Ids a, const Ids &b)
{
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

MropeSections sections(std::vector<std::int64_t> sizes, SectionLayout layout)
{
    return {std::move(sizes), layout};
}

using Axes = std::vector<std::uint8_t>;

} // namespace

class TestMrope : public QObject
{
    Q_OBJECT

private slots:
    void textImageText();
    void videoTemporalIds();
    void framesAsImages();
    void faults();
    void mergeOne();
    void startsAndTokens();
    void textPositionsAreFlat();
    void parseRoundTrip();
    void refusals_data();
    void refusals();
    void layoutRefusals();
    void smallHeadAxes();
    void modelAxes();
    void sectionsParseAndValidate();
};

void TestMrope::textImageText()
{
    // Image 1x4x6 merged 2x2: 2 rows x 3 columns at start 5; the text after starts at 7 + 1.
    const Ids want = flat(0, 4) +
                     Ids{{5, 5, 5}, {5, 5, 6}, {5, 5, 7}, {5, 6, 5}, {5, 6, 6}, {5, 6, 7}} +
                     flat(8, 10);
    QCOMPARE(idsOf("text:5,image:1x4x6,text:3", LayoutRules{}), want);
    const TokenPositions p =
        tokenPositions(parseSequence("text:5,image:1x4x6,text:3"), LayoutRules{}, kDefaultLimit);
    QCOMPARE(p.segment, (std::vector<std::int32_t>{0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2}));
    QCOMPARE(&p.axis(1), &p.h);
    // Text after text simply continues.
    QCOMPARE(idsOf("text:2,text:3", LayoutRules{}), flat(0, 4));
}

void TestMrope::videoTemporalIds()
{
    // Qwen2-VL: frame f takes s + f. Video 3x2x2 merged: one token per frame.
    QCOMPARE(idsOf("video:3x2x2,text:1", LayoutRules{}),
             (Ids{{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {3, 3, 3}}));
    // Qwen2.5-VL: trunc(f · 0.5 · 2) = 0, 1, 2.
    LayoutRules rules;
    rules.tokensPerSecond = 2.0;
    rules.secondsPerGrid = 0.5;
    QCOMPARE(idsOf("text:1,video:3x2x2", rules), (Ids{{0, 0, 0}, {1, 1, 1}, {2, 1, 1}, {3, 1, 1}}));
    // f · 0.7 · 2 = 0, 1.4, 2.8, 4.2 truncates to 0, 1, 2, 4; the largest id 4 sets the next start.
    rules.secondsPerGrid = 0.7;
    QCOMPARE(idsOf("video:4x2x2,text:2", rules),
             (Ids{{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {4, 0, 0}, {5, 5, 5}, {6, 6, 6}}));
    QCOMPARE(temporalOffset(3, rules), std::int64_t(4));
    // The processor's second_per_grid_t = temporal_patch_size / fps = 2/25 at 25 fps:
    // f · 0.08 · 2 = 0.16 f, so frames 0 … 6 all take 0 and frame 7 takes 1.
    rules.secondsPerGrid = 2.0 / 25.0;
    QCOMPARE(temporalOffset(6, rules), std::int64_t(0));
    QCOMPARE(temporalOffset(7, rules), std::int64_t(1));
    // An image ignores the temporal rule (only videos have frames in time); T frames of an image
    // still take s + f.
    QCOMPARE(idsOf("image:2x2x2", LayoutRules{}), (Ids{{0, 0, 0}, {1, 0, 0}}));
}

// Qwen3-VL: the video's three 2 × 2 frames are images of their own, one after another: frame
// starts 2, 4, 6 (each the largest id so far + 1), t offset 0, the text after at 8.
void TestMrope::framesAsImages()
{
    LayoutRules rules;
    rules.framesAsImages = true;
    QCOMPARE(idsOf("text:2,video:3x4x4,text:1", rules), (Ids{{0, 0, 0},
                                                             {1, 1, 1}, // text
                                                             {2, 2, 2},
                                                             {2, 2, 3},
                                                             {2, 3, 2},
                                                             {2, 3, 3}, // frame 0
                                                             {4, 4, 4},
                                                             {4, 4, 5},
                                                             {4, 5, 4},
                                                             {4, 5, 5}, // frame 1
                                                             {6, 6, 6},
                                                             {6, 6, 7},
                                                             {6, 7, 6},
                                                             {6, 7, 7},    // frame 2
                                                             {8, 8, 8}})); // text
    // An image is laid out as before.
    QCOMPARE(idsOf("image:1x2x4,text:1", rules), (Ids{{0, 0, 0}, {0, 0, 1}, {2, 2, 2}}));
}

void TestMrope::faults()
{
    LayoutRules consecutive;
    consecutive.consecutive = true;
    QCOMPARE(idsOf("text:5,image:1x4x6,text:3", consecutive), flat(0, 13));
    LayoutRules fromCount;
    fromCount.nextStartFromCount = true;
    // The text after the image starts at 5 + 6 = 11 instead of 8.
    QCOMPARE(idsOf("text:5,image:1x4x6,text:3", fromCount),
             (flat(0, 4) + Ids{{5, 5, 5}, {5, 5, 6}, {5, 5, 7}, {5, 6, 5}, {5, 6, 6}, {5, 6, 7}} +
              flat(11, 13)));
    // After a text segment the fault does not apply: text continues from its largest id.
    QCOMPARE(idsOf("text:2,text:2", fromCount), flat(0, 3));
}

void TestMrope::mergeOne()
{
    LayoutRules rules;
    rules.spatialMerge = 1;
    QCOMPARE(idsOf("image:1x2x3,text:1", rules),
             (Ids{{0, 0, 0}, {0, 0, 1}, {0, 0, 2}, {0, 1, 0}, {0, 1, 1}, {0, 1, 2}, {3, 3, 3}}));
    // Frame by frame, each frame row-major.
    QCOMPARE(idsOf("text:1,image:2x2x2", rules), (Ids{{0, 0, 0},
                                                      {1, 1, 1},
                                                      {1, 1, 2},
                                                      {1, 2, 1},
                                                      {1, 2, 2},
                                                      {2, 1, 1},
                                                      {2, 1, 2},
                                                      {2, 2, 1},
                                                      {2, 2, 2}}));
}

void TestMrope::startsAndTokens()
{
    const std::vector<Segment> s = parseSequence("text:5,image:1x4x6,video:4x8x8,text:3");
    // Image ids 5 … 7; the video (4 frames of 4 x 4) 8 … 11; the text 12 ….
    QCOMPARE(segmentStarts(s, LayoutRules{}), (std::vector<std::int64_t>{0, 5, 8, 12}));
    QCOMPARE(sequenceTokens(s, LayoutRules{}), std::int64_t(5 + 6 + 64 + 3));
    LayoutRules consecutive;
    consecutive.consecutive = true;
    QCOMPARE(segmentStarts(s, consecutive), (std::vector<std::int64_t>{0, 5, 11, 75}));
    LayoutRules fromCount;
    fromCount.nextStartFromCount = true;
    QCOMPARE(segmentStarts(s, fromCount), (std::vector<std::int64_t>{0, 5, 11, 75}));
    const TokenPositions p = tokenPositions(s, LayoutRules{}, kDefaultLimit);
    QCOMPARE(p.size(), std::int64_t(78));
    QCOMPARE(p.t.back(), std::int64_t(14));
}

void TestMrope::textPositionsAreFlat()
{
    const TokenPositions p = textPositions(4, 10);
    QCOMPARE(p.t, (std::vector<std::int64_t>{10, 11, 12, 13}));
    QCOMPARE(p.h, p.t);
    QCOMPARE(p.w, p.t);
    QCOMPARE(p.segment, (std::vector<std::int32_t>{0, 0, 0, 0}));
    const TokenPositions same = tokenPositions(parseSequence("text:4"), LayoutRules{}, 1 << 20);
    QCOMPARE(textPositions(4).t, same.t);
    QCOMPARE(errorOf([] { textPositions(-1); }),
             QStringLiteral("the number of text positions must be 0 … 16777216 (got -1)"));
}

void TestMrope::parseRoundTrip()
{
    const std::vector<Segment> s = parseSequence(" text:5 , image:1×4×6,video: 4x8x8 ,text:3 ");
    QCOMPARE(s.size(), std::size_t(4));
    QVERIFY(s[0] == (Segment{SegmentKind::Text, 5}));
    QVERIFY(s[1] == (Segment{SegmentKind::Image, 0, 1, 4, 6}));
    QVERIFY(s[2] == (Segment{SegmentKind::Video, 0, 4, 8, 8}));
    QVERIFY(s[3] == (Segment{SegmentKind::Text, 3}));
    const std::string canonical = sequenceText(s);
    QCOMPARE(canonical, std::string("text:5,image:1x4x6,video:4x8x8,text:3"));
    QVERIFY(parseSequence(canonical) == s);
}

void TestMrope::refusals_data()
{
    QTest::addColumn<QString>("sequence");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *name, const char *sequence, const char *message) {
        QTest::newRow(name) << QString::fromUtf8(sequence) << QString::fromUtf8(message);
    };
    row("empty", "  ", "the sequence is empty: give segments such as text:5,image:1x4x6,text:3");
    row("unknown kind", "text:2,audio:3",
        "sequence item 2 \"audio:3\": unknown kind \"audio\" (text, image or video)");
    row("no colon", "text5",
        "sequence item 1 \"text5\": expected kind:size (text:N, image:TxHxW "
        "or video:TxHxW)");
    row("empty item", "text:5,,text:3", "sequence item 2 is empty");
    row("malformed text",
        "text:", "sequence item 1 \"text:\": the count \"\" is not a whole number");
    row("negative", "text:-1",
        "sequence item 1 \"text:-1\": the count \"-1\" is not a whole number");
    row("zero text", "text:0", "sequence item 1 \"text:0\": a text segment needs at least 1 token");
    row("too many tokens", "text:16777217",
        "sequence item 1 \"text:16777217\": the count exceeds the limit of 16777216 tokens");
    row("overflow", "text:99999999999999999999999",
        "sequence item 1 \"text:99999999999999999999999\": the count exceeds the limit of "
        "16777216 tokens");
    row("two sizes", "image:2x2",
        "sequence item 1 \"image:2x2\": an image takes T×H×W, three sizes (got 2)");
    row("four sizes", "video:1x2x2x2",
        "sequence item 1 \"video:1x2x2x2\": a video takes T×H×W, three sizes (got 4)");
    row("bad size", "image:1x4xa",
        "sequence item 1 \"image:1x4xa\": the size \"a\" is not a whole "
        "number");
    row("zero grid", "image:0x4x4",
        "sequence item 1 \"image:0x4x4\": T, H and W must be at least 1");
    row("too many patches", "image:1x8192x8192",
        "sequence item 1 \"image:1x8192x8192\": the grid exceeds the limit of 16777216 patches");
}

void TestMrope::refusals()
{
    QFETCH(QString, sequence);
    QFETCH(QString, message);
    QCOMPARE(errorOf([&] { parseSequence(sequence.toStdString()); }), message);
}

void TestMrope::layoutRefusals()
{
    const auto layoutError = [](const char *sequence, const LayoutRules &rules) {
        return errorOf([&] { validateLayout(parseSequence(sequence), rules); });
    };
    const LayoutRules defaults;
    QCOMPARE(layoutError("text:5,image:1x5x6", defaults),
             QStringLiteral("image 2 (1x5x6): H = 5 is not a multiple of the spatial merge 2"));
    QCOMPARE(layoutError("video:2x4x7", defaults),
             QStringLiteral("video 1 (2x4x7): W = 7 is not a multiple of the spatial merge 2"));
    QCOMPARE(layoutError("text:16777216,text:1", defaults),
             QStringLiteral("the sequence has more than 16777216 tokens"));
    QCOMPARE(errorOf([] { validateLayout({}, LayoutRules{}); }),
             QStringLiteral("the sequence has no segments"));
    QCOMPARE(errorOf([] {
                 validateLayout({Segment{SegmentKind::Text, 0}}, LayoutRules{});
             }),
             QStringLiteral("text 1: the count must be 1 … 16777216 (got 0)"));
    LayoutRules rules;
    rules.spatialMerge = 0;
    QCOMPARE(layoutError("text:1", rules),
             QStringLiteral("the spatial merge must be 1 … 16 (got 0)"));
    rules.spatialMerge = 17;
    QCOMPARE(layoutError("text:1", rules),
             QStringLiteral("the spatial merge must be 1 … 16 (got 17)"));
    rules = {};
    rules.tokensPerSecond = 0.0;
    QCOMPARE(layoutError("text:1", rules),
             QStringLiteral("the tokens per second must be finite and above 0 (got 0)"));
    rules.tokensPerSecond = 1e12;
    QCOMPARE(layoutError("video:3x2x2", rules),
             QStringLiteral("video 1 (3x2x2): the temporal id of the last frame, 2e+12, is above "
                            "2^40"));
    rules = {};
    rules.secondsPerGrid = -1.0;
    QCOMPARE(layoutError("text:1", rules),
             QStringLiteral("the seconds per grid must be finite and above 0 (got -1)"));
    // Memory: 4 × 8 bytes per token, checked before allocating.
    QCOMPARE(errorOf([] { tokenPositions(parseSequence("text:100"), LayoutRules{}, 100); }),
             QStringLiteral("the position ids of 100 x 4 values would need 3.1 KiB, above the "
                            "memory limit of 100 B"));
    // The same refusals from every entry point.
    QCOMPARE(errorOf([] { sequenceTokens(parseSequence("image:1x5x6"), LayoutRules{}); }),
             QStringLiteral("image 1 (1x5x6): H = 5 is not a multiple of the spatial merge 2"));
    QCOMPARE(
        errorOf([] { tokenPositions(parseSequence("image:1x5x6"), LayoutRules{}, kDefaultLimit); }),
        QStringLiteral("image 1 (1x5x6): H = 5 is not a multiple of the spatial merge 2"));
}

void TestMrope::smallHeadAxes()
{
    // d = 12: 6 pairs; sections 2, 2, 2.
    const MropeSections chunked = sections({2, 2, 2}, SectionLayout::Chunked);
    QCOMPARE(pairAxes(chunked, 12), (Axes{0, 0, 1, 1, 2, 2}));
    QCOMPARE(columnAxes(chunked, 12, RopePairing::Half),
             (Axes{0, 0, 1, 1, 2, 2, 0, 0, 1, 1, 2, 2}));
    QCOMPARE(columnAxes(chunked, 12, RopePairing::Interleaved),
             (Axes{0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2}));
    const MropeSections interleaved = sections({2, 2, 2}, SectionLayout::Interleaved);
    QCOMPARE(pairAxes(interleaved, 12), (Axes{0, 1, 2, 0, 1, 2}));
    QCOMPARE(columnAxes(interleaved, 12, RopePairing::Half),
             (Axes{0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2}));
    QCOMPARE(columnAxes(interleaved, 12, RopePairing::Interleaved),
             (Axes{0, 0, 1, 1, 2, 2, 0, 0, 1, 1, 2, 2}));
    // Uneven: h only at j = 1 (j < 3·1), w only at j = 2.
    QCOMPARE(pairAxes(sections({4, 1, 1}, SectionLayout::Interleaved), 12),
             (Axes{0, 1, 2, 0, 0, 0}));
    QCOMPARE(pairAxes(sections({4, 1, 1}, SectionLayout::Chunked), 12), (Axes{0, 0, 0, 0, 1, 2}));
    // Whole head: [4, 4, 4] over the 12 columns, whatever the pairing; the half pairing's pair 4
    // then has columns 4 (h) and 10 (w).
    const MropeSections whole = sections({2, 2, 2}, SectionLayout::WholeHead);
    const Axes wholeColumns{0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2};
    QCOMPARE(columnAxes(whole, 12, RopePairing::Half), wholeColumns);
    QCOMPARE(columnAxes(whole, 12, RopePairing::Interleaved), wholeColumns);
    QCOMPARE(pairAxes(whole, 12), (Axes{0, 0, 0, 0, 1, 1}));
    const MropeSections none = sections({}, SectionLayout::None);
    QCOMPARE(pairAxes(none, 12), Axes(6, 0));
    QCOMPARE(columnAxes(none, 12, RopePairing::Half), Axes(12, 0));
    QCOMPARE(columnAxes(sections({9, 9, 9}, SectionLayout::None), 12, RopePairing::Interleaved),
             Axes(12, 0));
}

void TestMrope::modelAxes()
{
    // Qwen2-VL, Qwen2.5-VL: mrope_section [16, 24, 24], head_dim 128.
    const MropeSections qwen2 = sections({16, 24, 24}, SectionLayout::Chunked);
    Axes want;
    want.insert(want.end(), 16, 0);
    want.insert(want.end(), 24, 1);
    want.insert(want.end(), 24, 2);
    QCOMPARE(pairAxes(qwen2, 128), want);
    Axes columns = want;
    columns.insert(columns.end(), want.begin(), want.end());
    QCOMPARE(columnAxes(qwen2, 128, RopePairing::Half), columns);
    // Whole head: columns 0 … 31 t, 32 … 79 h, 80 … 127 w.
    const Axes whole =
        columnAxes(sections({16, 24, 24}, SectionLayout::WholeHead), 128, RopePairing::Half);
    QCOMPARE(whole[31], std::uint8_t(0));
    QCOMPARE(whole[32], std::uint8_t(1));
    QCOMPARE(whole[79], std::uint8_t(1));
    QCOMPARE(whole[80], std::uint8_t(2));
    QCOMPARE(whole[127], std::uint8_t(2));
    // Qwen3-VL: [24, 20, 20], interleaved: h at j = 1, 4, …, 58, w at 2, 5, …, 59.
    const Axes q3 = pairAxes(sections({24, 20, 20}, SectionLayout::Interleaved), 128);
    Axes want3(64, 0);
    for (int j = 1; j <= 58; j += 3)
        want3[std::size_t(j)] = 1;
    for (int j = 2; j <= 59; j += 3)
        want3[std::size_t(j)] = 2;
    QCOMPARE(q3, want3);
    QCOMPARE(std::count(q3.begin(), q3.end(), 0), std::ptrdiff_t(24));
    QCOMPARE(std::count(q3.begin(), q3.end(), 1), std::ptrdiff_t(20));
    QCOMPARE(std::count(q3.begin(), q3.end(), 2), std::ptrdiff_t(20));
    QCOMPARE(q3[60], std::uint8_t(0));
    QCOMPARE(q3[63], std::uint8_t(0));
}

void TestMrope::sectionsParseAndValidate()
{
    QCOMPARE(parseSections("16,24,24"), (std::vector<std::int64_t>{16, 24, 24}));
    QCOMPARE(parseSections(" 16 , 24,24 "), (std::vector<std::int64_t>{16, 24, 24}));
    QVERIFY(parseSections("  ").empty());
    QCOMPARE(errorOf([] { parseSections("16,x,24"); }),
             QStringLiteral("the M-RoPE sections \"16,x,24\": \"x\" is not a whole number 0 … "
                            "8192"));
    QCOMPARE(errorOf([] { parseSections("16,,24"); }),
             QStringLiteral("the M-RoPE sections \"16,,24\": \"\" is not a whole number 0 … 8192"));
    QCOMPARE(errorOf([] {
                 validateSections(sections({16, 24, 16}, SectionLayout::Chunked), 128);
             }),
             QStringLiteral("the sections 16+24+16 = 56 do not sum to d/2 = 64"));
    QCOMPARE(errorOf([] {
                 validateSections(sections({16, 24}, SectionLayout::Interleaved), 128);
             }),
             QStringLiteral("M-RoPE (interleaved) needs three sections t,h,w (mrope_section), "
                            "got 2"));
    QCOMPARE(errorOf([] {
                 validateSections(sections({-1, 33, 32}, SectionLayout::WholeHead), 128);
             }),
             QStringLiteral("every M-RoPE section must be 0 … 8192 (got -1)"));
    QCOMPARE(errorOf([] { validateSections(sections({}, SectionLayout::Chunked), 7); }),
             QStringLiteral("the dimension d must be even: RoPE rotates pairs of dimensions (got "
                            "7)"));
    QCOMPARE(errorOf([] { validateSections(sections({}, SectionLayout::None), 128); }),
             QStringLiteral("(no error)"));
    QCOMPARE(errorOf([] {
                 pairAxes(sections({16, 24, 16}, SectionLayout::Chunked), 128);
             }),
             QStringLiteral("the sections 16+24+16 = 56 do not sum to d/2 = 64"));
}

QTEST_APPLESS_MAIN(TestMrope)
#include "tst_mrope.moc"
