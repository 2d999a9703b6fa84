// Which position id each rotary pair and cache column takes: transformers'
// apply_multimodal_rotary_pos_emb (Qwen2-VL, Qwen2.5-VL: mrope_section doubled, cos.split(...)
// with chunk i taking axis i % 3, so the sections apply within each rotate_half half) and
// Qwen3-VL's Qwen3VLTextRotaryEmbedding.apply_interleaved_mrope.
#include "error.h"
#include "mrope.h"

#include <string>

namespace pelab {

std::string_view sectionLayoutName(SectionLayout layout)
{
    constexpr std::string_view names[] = {"none", "chunked", "interleaved", "whole-head"};
    const auto i = std::size_t(layout);
    return i < std::size(names) ? names[i] : names[0];
}

void validateSections(const MropeSections &sections, std::int64_t rotaryDim)
{
    validateRopeDim(rotaryDim);
    if (sections.layout == SectionLayout::None)
        return;
    const std::vector<std::int64_t> &s = sections.sizes;
    const std::string layout(sectionLayoutName(sections.layout));
    if (s.size() != 3)
        throw Error("M-RoPE (" + layout + ") needs three sections t,h,w (mrope_section), got " +
                    std::to_string(s.size()));
    for (std::int64_t size : s) {
        if (size < 0 || size > kMaxRopeDim)
            throw Error("every M-RoPE section must be 0 … " + std::to_string(kMaxRopeDim) +
                        " (got " + std::to_string(size) + ")");
    }
    const std::int64_t sum = s[0] + s[1] + s[2];
    if (sum != rotaryDim / 2)
        throw Error("the sections " + std::to_string(s[0]) + "+" + std::to_string(s[1]) + "+" +
                    std::to_string(s[2]) + " = " + std::to_string(sum) +
                    " do not sum to d/2 = " + std::to_string(rotaryDim / 2));
}

namespace {

// WholeHead: column c under the doubled sections [2·s0, 2·s1, 2·s2] taken in column order.
std::uint8_t wholeHeadAxis(const std::vector<std::int64_t> &s, std::int64_t column)
{
    return column < 2 * s[0] ? 0 : column < 2 * (s[0] + s[1]) ? 1 : 2;
}

} // namespace

std::vector<std::uint8_t> pairAxes(const MropeSections &sections, std::int64_t rotaryDim)
{
    validateSections(sections, rotaryDim);
    const std::int64_t pairs = rotaryDim / 2;
    std::vector<std::uint8_t> out(std::size_t(pairs), 0);
    const std::vector<std::int64_t> &s = sections.sizes;
    for (std::int64_t i = 0; i < pairs; ++i) {
        std::uint8_t axis = 0;
        switch (sections.layout) {
        case SectionLayout::None:
            break;
        case SectionLayout::Chunked:
            // cos.split(mrope_section * 2): the chunks s0, s1, s2 of each half take t, h, w.
            axis = i < s[0] ? 0 : i < s[0] + s[1] ? 1 : 2;
            break;
        case SectionLayout::Interleaved:
            // apply_interleaved_mrope: freqs_t[..., offset:3·section:3] = freqs[axis].
            axis = i % 3 == 1 && i < 3 * s[1] ? 1 : i % 3 == 2 && i < 3 * s[2] ? 2 : 0;
            break;
        case SectionLayout::WholeHead:
            axis = wholeHeadAxis(s, i); // the pair's first column in the half pairing
            break;
        }
        out[std::size_t(i)] = axis;
    }
    return out;
}

std::vector<std::uint8_t> columnAxes(const MropeSections &sections, std::int64_t rotaryDim,
                                     RopePairing pairing)
{
    validateSections(sections, rotaryDim);
    std::vector<std::uint8_t> out(std::size_t(rotaryDim), 0);
    if (sections.layout == SectionLayout::WholeHead) {
        for (std::int64_t c = 0; c < rotaryDim; ++c)
            out[std::size_t(c)] = wholeHeadAxis(sections.sizes, c);
        return out;
    }
    const std::vector<std::uint8_t> pairs = pairAxes(sections, rotaryDim);
    for (std::int64_t i = 0; i < rotaryDim / 2; ++i) {
        const auto [a, b] = pairDims(pairing, rotaryDim, i);
        out[std::size_t(a)] = out[std::size_t(b)] = pairs[std::size_t(i)];
    }
    return out;
}

} // namespace pelab
