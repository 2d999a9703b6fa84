#pragma once

#include "rope.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pelab {

// Multimodal RoPE (M-RoPE, Qwen2-VL §2.1; transformers' Qwen2VLModel.get_rope_index,
// Qwen2_5_VLModel.get_rope_index, Qwen3VLModel.get_rope_index): each token has three position
// ids (t, h, w) and the rotary pairs are split between them. A sequence is a list of segments:
// text tokens, images and videos, each a grid of T × H × W patches that the language model sees
// merged m × m: T·(H/m)·(W/m) tokens.

enum class SegmentKind
{
    Text,
    Image,
    Video,
};

struct Segment
{
    SegmentKind kind = SegmentKind::Text;
    std::int64_t tokens = 0;          // text: the number of tokens
    std::int64_t t = 1, h = 1, w = 1; // image, video: the grid T × H × W before the merge
    bool operator==(const Segment &) const = default;
};

// "text:5,image:1x4x6,video:4x8x8,text:3" (spaces around items allowed; "text:N", "image:TxHxW",
// "video:TxHxW"; x or ×). An empty text is no sequence. Throws pelab::Error naming the item
// (an unknown kind, a count or grid that does not read, a zero, a text over kMaxSequenceTokens
// tokens or a grid over kMaxSequenceTokens patches before the merge).
std::vector<Segment> parseSequence(std::string_view text);
// The canonical text parseSequence() reads back ("text:5,image:1x4x6,text:3").
std::string sequenceText(const std::vector<Segment> &segments);

inline constexpr std::int64_t kMaxSpatialMerge = 16;
inline constexpr std::int64_t kMaxSequenceTokens = std::int64_t(1) << 24; // tokens of a sequence

// How ids are laid out; the defaults are the models', the rest are the faults the check tests.
struct LayoutRules
{
    std::int64_t spatialMerge = 2; // m: H and W must be multiples of it (1 … kMaxSpatialMerge)
    // Videos' temporal id of frame f: unset, f (Qwen2-VL); set, the truncation of
    // f · secondsPerGrid · tokensPerSecond (Qwen2.5-VL: vision_config.tokens_per_second and the
    // processor's second_per_grid_t = temporal_patch_size / fps; transformers' get_rope_index
    // casts second_per_grid_t to an integer first, which only differs when it is not one).
    std::optional<double> tokensPerSecond;
    double secondsPerGrid = 1.0;
    // Qwen3-VL: a video's frames are images of their own, one after another (Qwen3VLModel.
    // get_rope_index splits video_grid_thw into T frames of t = 1, the frames' timestamps
    // being text between them): frame f starts at the largest id so far + 1, t offset 0.
    bool framesAsImages = false;
    // The faults: every token (images too) takes consecutive ids t = h = w (a 1-D model, or a
    // port that does not build M-RoPE ids); the segment after a non-text one starts at the
    // previous start + its token count instead of the largest id so far + 1.
    bool consecutive = false;
    bool nextStartFromCount = false;
};

// Throws pelab::Error unless 1 ≤ m ≤ kMaxSpatialMerge, tokensPerSecond and secondsPerGrid are
// finite and > 0, and every image/video segment's H and W are multiples of m ("image 2 (1x4x6):
// H = 5 is not a multiple of the spatial merge 2").
void validateLayout(const std::vector<Segment> &segments, const LayoutRules &rules);
// The tokens the language model sees: text n, image/video T·(H/m)·(W/m). Validates.
std::int64_t sequenceTokens(const std::vector<Segment> &segments, const LayoutRules &rules);

// The three ids of every token, and where each token came from.
struct TokenPositions
{
    std::vector<std::int64_t> t, h, w; // one per token
    std::vector<std::int32_t> segment; // the token's segment index
    std::int64_t size() const { return std::int64_t(t.size()); }
    const std::vector<std::int64_t> &axis(int a) const { return a == 0 ? t : a == 1 ? h : w; }
};

// The ids: a text segment of n tokens at start s gets t = h = w = s … s + n − 1; an image or
// video at start s gets (s + τ(f), s + i, s + j) for frame f, merged row i, merged column j
// (row-major, frame by frame); the next segment starts at the largest id so far + 1 (text after
// text simply continues). The first segment starts at 0. Throws pelab::Error as validateLayout,
// or when the ids' memory (4 × 8 bytes per token) exceeds `memoryLimit`.
TokenPositions tokenPositions(const std::vector<Segment> &segments, const LayoutRules &rules,
                              std::uint64_t memoryLimit);
// The id each segment starts at (its first token's t; under `consecutive`, its first token's
// index), as tokenPositions() lays them out. Validates; allocates one value per segment only.
std::vector<std::int64_t> segmentStarts(const std::vector<Segment> &segments,
                                        const LayoutRules &rules);
// Where a segment after the sequence would start: its largest id + 1 (under `consecutive`, its
// token count), the length dynamic and longrope scale for (transformers' max(position_ids) + 1).
std::int64_t sequenceEnd(const std::vector<Segment> &segments, const LayoutRules &rules);
// The temporal offset τ(f) of frame f: f, or the truncation of f · secondsPerGrid ·
// tokensPerSecond when tokensPerSecond is set (Qwen2.5-VL's get_rope_index).
std::int64_t temporalOffset(std::int64_t frame, const LayoutRules &rules);
// N text tokens start … start + N − 1: what a sequence of one text segment gives.
TokenPositions textPositions(std::int64_t count, std::int64_t start = 0);

// Which of the three ids each rotary pair takes.
enum class SectionLayout
{
    None,        // plain 1-D RoPE: every pair takes t (for text t = h = w)
    Chunked,     // Qwen2-VL, Qwen2.5-VL: pairs 0 … s0 − 1 take t, the next s1 h, the next s2 w
    Interleaved, // Qwen3-VL: pair j takes h when j mod 3 = 1 and j < 3·s1, w when j mod 3 = 2 and
                 // j < 3·s2, t otherwise
    WholeHead,   // a fault: the doubled sections 2·s0, 2·s1, 2·s2 cut the head's columns in one
                 // pass, so the two columns of a pair may take different ids
};

// "none", "chunked", "interleaved", "whole-head".
std::string_view sectionLayoutName(SectionLayout layout);

struct MropeSections
{
    std::vector<std::int64_t> sizes; // mrope_section: three sizes in pairs, summing to d/2
    SectionLayout layout = SectionLayout::None;
};

// "16,24,24" → {16, 24, 24}; empty → {}. Throws pelab::Error for a list that does not read.
std::vector<std::int64_t> parseSections(std::string_view text);
// Throws pelab::Error unless, for a layout other than None, there are three sizes ≥ 0 summing
// to rotaryDim / 2 ("the sections 16+24+16 = 56 do not sum to d/2 = 64").
void validateSections(const MropeSections &sections, std::int64_t rotaryDim);

// The axis (0 t, 1 h, 2 w) of each rotary pair i = 0 … d/2 − 1, and of each column of a cos/sin
// cache of width d in the pairing's column order (half: column c and c + d/2 are pair c;
// interleaved: columns 2i, 2i + 1 are pair i). For WholeHead the columns' axes come from the
// doubled sections in column order, whatever the pairing, and pairAxes() gives column i's (the
// half pairing's first column of pair i; in the interleaved pairing both columns of a pair fall
// in one doubled section, so WholeHead then equals Chunked). Both validate the sections.
std::vector<std::uint8_t> pairAxes(const MropeSections &sections, std::int64_t rotaryDim);
std::vector<std::uint8_t> columnAxes(const MropeSections &sections, std::int64_t rotaryDim,
                                     RopePairing pairing);

} // namespace pelab
