// A sequence's cache (RopeReference::sequence, M-RoPE): row r is token r, and column c takes the
// token's id on the column's axis (tokenPositions, columnAxes in mrope.h). The layouts such a
// cache may have been built with, each recomputed, never guessed: the reference's ids and
// sections; the faults of the ids (text-positions-for-images: consecutive ids for image and
// video tokens; next-start-differs: the segment after an image starts at its start + its token
// count; merge-ignored: ids on the unmerged grid, a table of another row count); the faults of
// the sections (sections-not-applied: every column takes t; interleaved-vs-chunked: the other
// layout; sections-over-whole-head: the doubled sections over the head's columns); and one fault
// of the ids with one of the sections. A layout that equals the reference's (a sequence without
// images, sections that put every pair on t) is no fault and is not tried.
#include "ropeconformancehypotheses.h"

#include "memorylimit.h"

#include <algorithm>
#include <cmath>

namespace pelab::conformance {

namespace {

// "2+3+3"
std::string sectionsText(const std::vector<std::int64_t> &sizes, std::int64_t times = 1)
{
    std::string out;
    for (std::int64_t size : sizes)
        out += (out.empty() ? "" : "+") + std::to_string(size * times);
    return out;
}

bool sameIds(const SequenceIds &a, const SequenceIds &b)
{
    return a.positions.t == b.positions.t && a.positions.h == b.positions.h &&
           a.positions.w == b.positions.w;
}

// The ids under the reference's rules (merged, or unmerged for a table of the unmerged count)
// and under each fault of the ids that changes them.
std::vector<Layout> idsLayouts(const Setup &setup, std::size_t rows)
{
    const RopeReference::Sequence &seq = *setup.reference.sequence;
    const std::int64_t expected = setup.ids->positions.size();
    LayoutRules rules = seq.rules;
    Layout first{setup.ids, seq.sections, 0, {}};
    if (std::int64_t(rows) != expected) {
        rules.spatialMerge = 1;
        first.ids = sequenceIds(seq.segments, rules);
        first.faults = faultBit(LikelyCause::MergeIgnored);
        first.notes.push_back({.cause = LikelyCause::MergeIgnored,
                               .value = double(rows),
                               .other = double(expected),
                               .text = "ids on the unmerged grid (the spatial merge " +
                                       std::to_string(seq.rules.spatialMerge) +
                                       " not applied): " + std::to_string(rows) +
                                       " tokens instead of " + std::to_string(expected)});
    }
    std::vector<Layout> out{first};
    for (LikelyCause cause : {LikelyCause::TextPositionsForImages, LikelyCause::NextStartDiffers}) {
        LayoutRules faulty = rules;
        bool &flag = cause == LikelyCause::TextPositionsForImages ? faulty.consecutive
                                                                  : faulty.nextStartFromCount;
        if (flag)
            continue; // the reference's own rule
        flag = true;
        Layout layout = first;
        layout.ids = sequenceIds(seq.segments, faulty);
        if (sameIds(*layout.ids, *first.ids))
            continue;
        layout.faults |= faultBit(cause);
        layout.notes.push_back(
            {.cause = cause,
             .text = cause == LikelyCause::TextPositionsForImages
                         ? "image and video tokens given consecutive text ids (t = h = w)"
                         : "the segment after an image or video starts at its start + its token "
                           "count, not at the largest id + 1"});
        out.push_back(std::move(layout));
    }
    return out;
}

// The reference's sections and each fault of them that moves a column to another axis.
std::vector<Layout> sectionsLayouts(const Setup &setup)
{
    const RopeReference &ref = setup.reference;
    const MropeSections &sections = ref.sequence->sections;
    std::vector<Layout> out{{nullptr, sections, 0, {}}};
    if (sections.layout == SectionLayout::None || sections.layout == SectionLayout::WholeHead)
        return out;
    const std::string layout(sectionLayoutName(sections.layout));
    const SectionLayout otherLayout = sections.layout == SectionLayout::Chunked
                                          ? SectionLayout::Interleaved
                                          : SectionLayout::Chunked;
    const std::string other(sectionLayoutName(otherLayout));
    const std::vector<std::uint8_t> own = columnAxes(sections, ref.rotaryDim, ref.pairing);
    const auto add = [&](SectionLayout faulty, CauseNote note) {
        const MropeSections changed{sections.sizes, faulty};
        if (columnAxes(changed, ref.rotaryDim, ref.pairing) == own)
            return; // the same columns on the same axes
        out.push_back({nullptr, changed, faultBit(note.cause), {std::move(note)}});
    };
    add(SectionLayout::None,
        {.cause = LikelyCause::SectionsNotApplied,
         .id = layout,
         .text = "the " + layout + " sections " + sectionsText(sections.sizes) +
                 " not applied: every pair takes the temporal id"});
    add(otherLayout, {.cause = LikelyCause::InterleavedVsChunked,
                      .id = other,
                      .text = "the sections " + sectionsText(sections.sizes) + " " + other +
                              " where the configuration's are " + layout});
    add(SectionLayout::WholeHead,
        {.cause = LikelyCause::SectionsOverWholeHead,
         .id = std::string(sectionLayoutName(SectionLayout::WholeHead)),
         .text = "the doubled sections " + sectionsText(sections.sizes, 2) +
                 " cut over the whole head's columns, not over each half"});
    return out;
}

} // namespace

std::shared_ptr<const SequenceIds> sequenceIds(const std::vector<Segment> &segments,
                                               const LayoutRules &rules)
{
    auto out = std::make_shared<SequenceIds>();
    out->positions = tokenPositions(segments, rules, kDefaultMemoryLimit);
    bool first = true;
    for (int axis = 0; axis < 3; ++axis) {
        for (std::int64_t id : out->positions.axis(axis)) {
            out->minId = first ? id : std::min(out->minId, id);
            out->maxId = first ? id : std::max(out->maxId, id);
            first = false;
        }
    }
    return out;
}

std::vector<std::uint8_t> tableColumnAxes(const MropeSections &sections, std::int64_t rotaryDim,
                                          std::size_t width, RopePairing pairing)
{
    if (std::int64_t(width) == rotaryDim)
        return columnAxes(sections, rotaryDim, pairing);
    // The head width (partial rotary ignored): the rotary pairs' axes, then t.
    const std::vector<std::uint8_t> pairs = pairAxes(sections, rotaryDim);
    std::vector<std::uint8_t> out(width, 0);
    for (std::size_t p = 0; p < pairs.size() && p < width / 2; ++p) {
        const auto [j, k] = pairColumns(pairing, width, p);
        out[j] = out[k] = pairs[p];
    }
    return out;
}

std::int64_t unmergedTokens(const RopeReference &reference)
{
    const RopeReference::Sequence &seq = *reference.sequence;
    LayoutRules rules = seq.rules;
    rules.spatialMerge = 1;
    const std::int64_t unmerged = sequenceTokens(seq.segments, rules);
    return unmerged == sequenceTokens(seq.segments, seq.rules) ? 0 : unmerged;
}

std::vector<Layout> sequenceLayouts(const Setup &setup, std::size_t rows)
{
    if (!setup.ids)
        return {Layout{}};
    std::vector<Layout> out;
    for (const Layout &ids : idsLayouts(setup, rows)) {
        for (const Layout &sections : sectionsLayouts(setup)) {
            Layout layout = ids;
            layout.sections = sections.sections;
            layout.faults |= sections.faults;
            layout.notes.insert(layout.notes.end(), sections.notes.begin(), sections.notes.end());
            out.push_back(std::move(layout));
        }
    }
    return out;
}

void applyLayout(const Setup &setup, const Layout &layout, std::size_t width, Hypothesis &h)
{
    if (!layout.ids)
        return;
    h.ids = layout.ids;
    h.columnAxis = tableColumnAxes(layout.sections, setup.reference.rotaryDim, width, h.pairing);
    for (const CauseNote &note : layout.notes)
        addFault(h, note);
}

std::vector<std::size_t> sampleRows(const SequenceIds &ids)
{
    constexpr std::size_t kWhole = 1024; // tried whole at once up to this many rows
    constexpr std::size_t kSegmentRows = 512, kStrideRows = 256;
    const TokenPositions &p = ids.positions;
    const auto rows = std::size_t(p.size());
    if (rows <= kWhole)
        return {};
    // First the rows where layouts differ: the first tokens of each image or video and of the
    // segment after it; then rows at a stride.
    std::vector<std::size_t> out;
    std::vector<bool> taken(rows, false);
    const auto take = [&](std::size_t r) {
        if (r < rows && !taken[r]) {
            taken[r] = true;
            out.push_back(r);
        }
    };
    for (std::size_t r = 1; r < rows && out.size() < kSegmentRows; ++r) {
        if (p.segment[r] == p.segment[r - 1])
            continue;
        for (std::size_t k = 0; k < 3; ++k)
            take(r + k);
    }
    for (std::size_t r = 0; r < rows; r += rows / kStrideRows)
        take(r);
    take(rows - 1);
    return out;
}

std::vector<double> estimatedAngles(const Setup &setup, const Layout &layout, const Matrix &cos,
                                    const Matrix &sin)
{
    const RopeReference &ref = setup.reference;
    const std::size_t width = cos.cols();
    if (std::int64_t(width) != ref.rotaryDim || width < 4)
        return {};
    std::size_t row = 1; // a plain cache: position 1
    std::int64_t id = 1;
    if (layout.ids) {
        const TokenPositions &p = layout.ids->positions;
        id = 0;
        for (std::size_t r = 0; r < std::size_t(p.size()); ++r) {
            if (p.t[r] > 0 && p.t[r] == p.h[r] && p.h[r] == p.w[r] && (id == 0 || p.t[r] < id)) {
                id = p.t[r];
                row = r;
            }
        }
        if (id == 0)
            return {};
    } else if (cos.rows() < 2) {
        return {};
    }
    std::vector<double> angles(width / 2);
    for (std::size_t i = 0; i < angles.size(); ++i) {
        const std::size_t column = pairColumns(ref.pairing, width, i).first;
        angles[i] = std::atan2(sin(row, column), cos(row, column)) / double(id);
    }
    return angles;
}

} // namespace pelab::conformance
