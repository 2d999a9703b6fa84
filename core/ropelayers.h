#pragma once

#include "rope.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pelab {

// A position schedule per layer: which layers rotate (RoPE) and which do not (NoPE: Llama 4's
// and SmolLM3's no_rope_layers, Command R7B's global layers), with which base and scaling
// (Gemma 3: rope_local_base_freq and no scaling on sliding-window layers, rope_theta and
// rope_scaling on global ones), and what each layer attends to.

enum class AttentionWindow
{
    Full,    // every earlier token ("full_attention")
    Sliding, // the last `window` tokens ("sliding_attention")
    Chunked, // tokens of the same chunk of `window` ("chunked_attention", Llama 4)
};

// "full", "sliding", "chunked".
std::string_view attentionWindowName(AttentionWindow window);
std::optional<AttentionWindow> parseAttentionWindow(std::string_view name);

inline constexpr std::int64_t kMaxLayers = 1024;

// What a schedule is made from (what the RoPE tab's parameters and a config.json hold).
// Patterns repeat over the layers: "5*sliding,full" is Gemma 3's (layers 5, 11, … full),
// "3*rope,nope" Llama 4's and SmolLM3's (layers 3, 7, … NoPE); a full list is a pattern as long
// as the model. Empty patterns: every layer full, every layer RoPE.
struct LayerScheduleSpec
{
    std::int64_t layers = 0;         // 0: no schedule (one table for every layer)
    std::string windowPattern;       // items "full" | "sliding" | "chunked", with "k*item" repeats
    std::string ropePattern;         // items "rope" | "nope", with repeats
    std::optional<double> localBase; // the base of sliding layers (no scaling there); unset:
                                     // the model's base and scaling on every RoPE layer
    std::optional<std::int64_t> slidingWindow; // tokens (sliding layers)
    std::optional<std::int64_t> chunkSize;     // tokens (chunked layers)
    bool operator==(const LayerScheduleSpec &) const = default;
};

struct RopeLayer
{
    std::int64_t index = 0;
    bool rope = true;
    double base = kDefaultRopeBase;
    RopeScaling scaling;
    std::int64_t rotaryDim = 0; // the rotated part of the head (0 for NoPE)
    AttentionWindow window = AttentionWindow::Full;
    std::int64_t windowSize = 0; // sliding or chunked: tokens; 0 for full
};

// Expands a pattern ("5*sliding,full", "3*rope,nope", "rope,rope,nope") into `layers` items
// (repeated, cut at `layers`). Throws pelab::Error for an unknown item (naming it and the
// allowed ones), a repeat that does not read or is 0, or a pattern longer than `layers`.
std::vector<std::string> expandPattern(std::string_view pattern, std::int64_t layers,
                                       const std::vector<std::string_view> &items);
// Throws pelab::Error unless 0 ≤ layers ≤ kMaxLayers, both patterns expand, a local base is a
// valid base, a sliding window is given when a layer is sliding and a chunk size when one is
// chunked (each 1 … kMaxRopeLength).
void validateSchedule(const LayerScheduleSpec &spec);
// One RopeLayer per layer: RoPE layers take `base`/`scaling`/`rotaryDim`, sliding ones the local
// base (and no scaling) when set; NoPE layers rope = false, rotaryDim 0.
std::vector<RopeLayer> ropeSchedule(const LayerScheduleSpec &spec, double base,
                                    const RopeScaling &scaling, std::int64_t rotaryDim);

} // namespace pelab
