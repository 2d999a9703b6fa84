// M-RoPE sequences and their position ids (transformers' Qwen2VLModel.get_rope_index,
// Qwen2_5_VLModel.get_rope_index); the sections' axes are in mropesections.cpp.
#include "mrope.h"

#include "error.h"
#include "memorylimit.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace pelab {

namespace {

// Video temporal ids above this are refused (the largest start the RoPE tabs take).
constexpr double kMaxTemporalId = double(kMaxRopeLength);

std::string_view trimmed(std::string_view s)
{
    const auto space = [](char c) { return c == ' ' || c == '\t'; };
    while (!s.empty() && space(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && space(s.back()))
        s.remove_suffix(1);
    return s;
}

// The parts of s between the separators, each trimmed.
std::vector<std::string_view> split(std::string_view s, char separator)
{
    std::vector<std::string_view> parts;
    for (std::size_t from = 0;;) {
        const std::size_t at = s.find(separator, from);
        parts.push_back(trimmed(s.substr(from, at == s.npos ? at : at - from)));
        if (at == s.npos)
            return parts;
        from = at + 1;
    }
}

// A whole number ≥ 0 spelled with digits only; nullopt when it does not read, the maximum of
// std::uint64_t when it reads but overflows.
std::optional<std::uint64_t> readWhole(std::string_view s)
{
    if (s.empty() || s.front() < '0' || s.front() > '9')
        return std::nullopt;
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (end != s.data() + s.size())
        return std::nullopt;
    if (error == std::errc::result_out_of_range)
        return std::numeric_limits<std::uint64_t>::max();
    return value;
}

std::string number(double x)
{
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, x);
    return std::string(buffer, result.ptr);
}

std::string_view kindName(SegmentKind kind)
{
    return kind == SegmentKind::Text ? "text" : kind == SegmentKind::Image ? "image" : "video";
}

std::string gridText(const Segment &s)
{
    return std::to_string(s.t) + "x" + std::to_string(s.h) + "x" + std::to_string(s.w);
}

// "image 2 (1x4x6)": the segment's kind, its 1-based place in the sequence and its grid.
std::string describe(const Segment &s, std::size_t index)
{
    std::string out = std::string(kindName(s.kind)) + " " + std::to_string(index + 1);
    if (s.kind != SegmentKind::Text)
        out += " (" + gridText(s) + ")";
    return out;
}

Segment parseItem(std::string_view item, std::size_t index)
{
    const std::string where =
        "sequence item " + std::to_string(index + 1) + " \"" + std::string(item) + "\": ";
    const std::size_t colon = item.find(':');
    if (colon == std::string_view::npos)
        throw Error(where + "expected kind:size (text:N, image:TxHxW or video:TxHxW)");
    const std::string_view kind = trimmed(item.substr(0, colon));
    std::string value(trimmed(item.substr(colon + 1)));
    const auto limit = std::uint64_t(kMaxSequenceTokens);
    Segment out;
    if (kind == "text") {
        const std::optional<std::uint64_t> n = readWhole(value);
        if (!n)
            throw Error(where + "the count \"" + value + "\" is not a whole number");
        if (*n == 0)
            throw Error(where + "a text segment needs at least 1 token");
        if (*n > limit)
            throw Error(where + "the count exceeds the limit of " + std::to_string(limit) +
                        " tokens");
        out.tokens = std::int64_t(*n);
        return out;
    }
    if (kind != "image" && kind != "video")
        throw Error(where + "unknown kind \"" + std::string(kind) + "\" (text, image or video)");
    out.kind = kind == "image" ? SegmentKind::Image : SegmentKind::Video;
    for (std::size_t at; (at = value.find("\xC3\x97")) != std::string::npos;) // ×
        value.replace(at, 2, "x");
    std::vector<std::uint64_t> sizes;
    for (std::string_view part : split(value, 'x')) {
        const std::optional<std::uint64_t> size = readWhole(part);
        if (!size)
            throw Error(where + "the size \"" + std::string(part) + "\" is not a whole number");
        sizes.push_back(*size);
    }
    if (sizes.size() != 3)
        throw Error(where + (out.kind == SegmentKind::Image ? "an image" : "a video") +
                    " takes T×H×W, three sizes (got " + std::to_string(sizes.size()) + ")");
    if (sizes[0] == 0 || sizes[1] == 0 || sizes[2] == 0)
        throw Error(where + "T, H and W must be at least 1");
    // Patches before the merge; each factor is checked first so the product cannot overflow.
    if (sizes[0] > limit || sizes[1] > limit || sizes[2] > limit || sizes[0] * sizes[1] > limit ||
        sizes[0] * sizes[1] * sizes[2] > limit)
        throw Error(where + "the grid exceeds the limit of " + std::to_string(limit) + " patches");
    out.t = std::int64_t(sizes[0]);
    out.h = std::int64_t(sizes[1]);
    out.w = std::int64_t(sizes[2]);
    return out;
}

// T·(H/m)·(W/m), or kMaxSequenceTokens + 1 when larger (the sizes are checked ≥ 1).
std::int64_t gridTokens(const Segment &s, std::int64_t merge)
{
    constexpr std::int64_t cap = kMaxSequenceTokens + 1;
    const std::int64_t rows = s.h / merge, cols = s.w / merge;
    if (s.t > kMaxSequenceTokens || rows > kMaxSequenceTokens || cols > kMaxSequenceTokens)
        return cap;
    const std::int64_t plane = rows * cols;
    return plane > kMaxSequenceTokens ? cap : std::min(cap, s.t * plane);
}

std::int64_t segmentTokens(const Segment &s, std::int64_t merge)
{
    return s.kind == SegmentKind::Text ? s.tokens : gridTokens(s, merge);
}

// The ids one frame of a grid takes from its start to the next frame's start, laid out as an
// image of its own: the larger side of its merged grid.
std::int64_t frameSpan(const Segment &s, std::int64_t merge)
{
    return std::max(s.h / merge, s.w / merge);
}

// The largest id of a segment that starts at `start` (not under `consecutive`).
std::int64_t segmentLast(const Segment &s, std::int64_t start, const LayoutRules &rules)
{
    if (s.kind == SegmentKind::Text)
        return start + s.tokens - 1;
    if (s.kind == SegmentKind::Video && rules.framesAsImages)
        return start + s.t * frameSpan(s, rules.spatialMerge) - 1;
    const std::int64_t span =
        std::max({temporalOffset(s.t - 1, rules), s.h / rules.spatialMerge - 1,
                  s.w / rules.spatialMerge - 1});
    return start + span;
}

std::int64_t checkedTotal(const std::vector<Segment> &segments, const LayoutRules &rules)
{
    std::int64_t total = 0;
    for (const Segment &s : segments) {
        total += segmentTokens(s, rules.spatialMerge);
        if (total > kMaxSequenceTokens)
            throw Error("the sequence has more than " + std::to_string(kMaxSequenceTokens) +
                        " tokens");
    }
    return total;
}

} // namespace

std::vector<Segment> parseSequence(std::string_view text)
{
    text = trimmed(text);
    if (text.empty())
        throw Error("the sequence is empty: give segments such as text:5,image:1x4x6,text:3");
    std::vector<Segment> out;
    for (std::string_view item : split(text, ',')) {
        if (item.empty())
            throw Error("sequence item " + std::to_string(out.size() + 1) + " is empty");
        out.push_back(parseItem(item, out.size()));
    }
    return out;
}

std::string sequenceText(const std::vector<Segment> &segments)
{
    std::string out;
    for (const Segment &s : segments) {
        if (!out.empty())
            out += ",";
        out += std::string(kindName(s.kind)) + ":" +
               (s.kind == SegmentKind::Text ? std::to_string(s.tokens) : gridText(s));
    }
    return out;
}

void validateLayout(const std::vector<Segment> &segments, const LayoutRules &rules)
{
    const std::int64_t m = rules.spatialMerge;
    if (m < 1 || m > kMaxSpatialMerge)
        throw Error("the spatial merge must be 1 … " + std::to_string(kMaxSpatialMerge) + " (got " +
                    std::to_string(m) + ")");
    if (rules.tokensPerSecond &&
        !(std::isfinite(*rules.tokensPerSecond) && *rules.tokensPerSecond > 0.0))
        throw Error("the tokens per second must be finite and above 0 (got " +
                    number(*rules.tokensPerSecond) + ")");
    if (!(std::isfinite(rules.secondsPerGrid) && rules.secondsPerGrid > 0.0))
        throw Error("the seconds per grid must be finite and above 0 (got " +
                    number(rules.secondsPerGrid) + ")");
    if (segments.empty())
        throw Error("the sequence has no segments");
    for (std::size_t k = 0; k < segments.size(); ++k) {
        const Segment &s = segments[k];
        if (s.kind == SegmentKind::Text) {
            if (s.tokens < 1 || s.tokens > kMaxSequenceTokens)
                throw Error(describe(s, k) + ": the count must be 1 … " +
                            std::to_string(kMaxSequenceTokens) + " (got " +
                            std::to_string(s.tokens) + ")");
            continue;
        }
        if (s.t < 1 || s.h < 1 || s.w < 1)
            throw Error(describe(s, k) + ": T, H and W must be at least 1");
        if (s.h % m != 0)
            throw Error(describe(s, k) + ": H = " + std::to_string(s.h) +
                        " is not a multiple of the spatial merge " + std::to_string(m));
        if (s.w % m != 0)
            throw Error(describe(s, k) + ": W = " + std::to_string(s.w) +
                        " is not a multiple of the spatial merge " + std::to_string(m));
        if (s.kind == SegmentKind::Video && rules.tokensPerSecond && s.t <= kMaxSequenceTokens) {
            const double last = double(s.t - 1) * rules.secondsPerGrid * *rules.tokensPerSecond;
            if (!(last <= kMaxTemporalId))
                throw Error(describe(s, k) + ": the temporal id of the last frame, " +
                            number(last) + ", is above 2^40");
        }
    }
    checkedTotal(segments, rules);
}

std::int64_t sequenceTokens(const std::vector<Segment> &segments, const LayoutRules &rules)
{
    validateLayout(segments, rules);
    return checkedTotal(segments, rules);
}

std::int64_t temporalOffset(std::int64_t frame, const LayoutRules &rules)
{
    if (!rules.tokensPerSecond)
        return frame;
    // time_tensor = expanded_range * second_per_grid_t * tokens_per_second; t_index = .long()
    return std::int64_t(double(frame) * rules.secondsPerGrid * *rules.tokensPerSecond);
}

namespace {

// Each segment's start, and in `end` where one after the last would start.
std::vector<std::int64_t> layoutStarts(const std::vector<Segment> &segments,
                                       const LayoutRules &rules, std::int64_t *end)
{
    validateLayout(segments, rules);
    std::vector<std::int64_t> starts(segments.size());
    std::int64_t next = 0, largest = -1;
    for (std::size_t k = 0; k < segments.size(); ++k) {
        const Segment &s = segments[k];
        starts[k] = next;
        if (rules.consecutive) {
            next += segmentTokens(s, rules.spatialMerge);
            continue;
        }
        // st_idx = llm_pos_ids_list[-1].max() + 1: the ids increase segment by segment.
        largest = std::max(largest, segmentLast(s, next, rules));
        next = rules.nextStartFromCount && s.kind != SegmentKind::Text
                   ? next + segmentTokens(s, rules.spatialMerge)
                   : largest + 1;
    }
    if (end)
        *end = next;
    return starts;
}

} // namespace

std::vector<std::int64_t> segmentStarts(const std::vector<Segment> &segments,
                                        const LayoutRules &rules)
{
    return layoutStarts(segments, rules, nullptr);
}

std::int64_t sequenceEnd(const std::vector<Segment> &segments, const LayoutRules &rules)
{
    std::int64_t end = 0;
    layoutStarts(segments, rules, &end);
    return end;
}

TokenPositions tokenPositions(const std::vector<Segment> &segments, const LayoutRules &rules,
                              std::uint64_t memoryLimit)
{
    const std::vector<std::int64_t> starts = segmentStarts(segments, rules);
    const std::int64_t count = checkedTotal(segments, rules);
    checkMatrixAllocation(std::uint64_t(count), 4, memoryLimit, "the position ids");
    TokenPositions out;
    const auto n = std::size_t(count);
    out.t.resize(n);
    out.h.resize(n);
    out.w.resize(n);
    out.segment.resize(n);
    std::size_t r = 0;
    const std::int64_t m = rules.spatialMerge;
    for (std::size_t k = 0; k < segments.size(); ++k) {
        const Segment &s = segments[k];
        const std::int64_t start = starts[k];
        const std::int64_t tokens = segmentTokens(s, m);
        std::fill_n(out.segment.begin() + std::ptrdiff_t(r), tokens, std::int32_t(k));
        if (rules.consecutive || s.kind == SegmentKind::Text) {
            for (std::int64_t i = 0; i < tokens; ++i, ++r)
                out.t[r] = out.h[r] = out.w[r] = start + i;
            continue;
        }
        // t_index, h_index, w_index: frame by frame, each frame's merged grid row-major.
        const std::int64_t rows = s.h / m, cols = s.w / m;
        const bool frames = s.kind == SegmentKind::Video && rules.framesAsImages;
        for (std::int64_t f = 0; f < s.t; ++f) {
            // A frame as an image of its own starts after the previous one; otherwise every
            // frame starts at the segment's start, its t offset by τ(f).
            const std::int64_t origin = frames ? start + f * frameSpan(s, m) : start;
            const std::int64_t t = frames ? origin : start + temporalOffset(f, rules);
            for (std::int64_t i = 0; i < rows; ++i) {
                for (std::int64_t j = 0; j < cols; ++j, ++r) {
                    out.t[r] = t;
                    out.h[r] = origin + i;
                    out.w[r] = origin + j;
                }
            }
        }
    }
    return out;
}

TokenPositions textPositions(std::int64_t count, std::int64_t start)
{
    if (count < 0 || count > kMaxSequenceTokens)
        throw Error("the number of text positions must be 0 … " +
                    std::to_string(kMaxSequenceTokens) + " (got " + std::to_string(count) + ")");
    if (start < 0 || start > kMaxRopeLength)
        throw Error("the start position must be 0 … 2^40 (got " + std::to_string(start) + ")");
    TokenPositions out;
    out.t.resize(std::size_t(count));
    for (std::int64_t i = 0; i < count; ++i)
        out.t[std::size_t(i)] = start + i;
    out.h = out.t;
    out.w = out.t;
    out.segment.assign(std::size_t(count), 0);
    return out;
}

std::vector<std::int64_t> parseSections(std::string_view text)
{
    text = trimmed(text);
    std::vector<std::int64_t> out;
    if (text.empty())
        return out;
    for (std::string_view item : split(text, ',')) {
        const std::optional<std::uint64_t> value = readWhole(item);
        if (!value || *value > std::uint64_t(kMaxRopeDim))
            throw Error("the M-RoPE sections \"" + std::string(text) + "\": \"" +
                        std::string(item) + "\" is not a whole number 0 … " +
                        std::to_string(kMaxRopeDim));
        out.push_back(std::int64_t(*value));
    }
    return out;
}

} // namespace pelab
