// Per-layer position schedules (issue 27): which layers rotate, with which base, and what each
// attends to. transformers builds the same lists per model: Gemma 3's and Cohere2's
// `(i + 1) % sliding_window_pattern` (sliding unless a multiple), Llama 4's and SmolLM3's
// `no_rope_layers[layer_idx]` (1 = RoPE), Llama 4's `"chunked_attention" if no_rope else
// "full_attention"` (configuration_llama4.py, where `no_rope` is the 0/1 of no_rope_layers).
#include "ropelayers.h"

#include "error.h"

#include <algorithm>
#include <charconv>
#include <tuple>

namespace pelab {

namespace {

const std::vector<std::string_view> kWindowItems = {"full", "sliding", "chunked"};
const std::vector<std::string_view> kRopeItems = {"rope", "nope"};

std::string_view trimmed(std::string_view text)
{
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    while (!text.empty() && space(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && space(text.back()))
        text.remove_suffix(1);
    return text;
}

std::string allowedList(const std::vector<std::string_view> &items)
{
    std::string out;
    for (std::string_view item : items)
        out += (out.empty() ? "" : ", ") + std::string(item);
    return out;
}

// The layers a predicate holds for, "3, 7, 11" (at most a few, then "…").
template <typename Pred> std::string layerList(std::int64_t layers, Pred pred)
{
    std::string out;
    int shown = 0;
    for (std::int64_t i = 0; i < layers; ++i) {
        if (!pred(i))
            continue;
        if (shown == 4) {
            out += ", …";
            break;
        }
        out += (out.empty() ? "" : ", ") + std::to_string(i);
        ++shown;
    }
    return out;
}

void checkLength(const std::optional<std::int64_t> &value, const char *what)
{
    if (value && (*value < 1 || *value > kMaxRopeLength))
        throw Error(std::string(what) + " must be 1 … " + std::to_string(kMaxRopeLength) +
                    " tokens (got " + std::to_string(*value) + ")");
}

} // namespace

std::string_view attentionWindowName(AttentionWindow window)
{
    switch (window) {
    case AttentionWindow::Full:
        return "full";
    case AttentionWindow::Sliding:
        return "sliding";
    case AttentionWindow::Chunked:
        return "chunked";
    }
    return "full";
}

std::optional<AttentionWindow> parseAttentionWindow(std::string_view name)
{
    for (AttentionWindow window :
         {AttentionWindow::Full, AttentionWindow::Sliding, AttentionWindow::Chunked}) {
        if (attentionWindowName(window) == name)
            return window;
    }
    return std::nullopt;
}

std::vector<std::string> expandPattern(std::string_view pattern, std::int64_t layers,
                                       const std::vector<std::string_view> &items)
{
    if (items.empty())
        throw Error("a pattern needs a list of allowed items");
    if (layers < 0 || layers > kMaxLayers)
        throw Error("a schedule has 0 … " + std::to_string(kMaxLayers) + " layers (got " +
                    std::to_string(layers) + ")");
    const std::string quoted = "pattern \"" + std::string(pattern) + "\"";
    if (trimmed(pattern).empty())
        return std::vector<std::string>(std::size_t(layers), std::string(items.front()));

    // One period: each comma-separated item, repeated "k*item" times.
    std::vector<std::string> period;
    std::string_view rest = pattern;
    while (true) {
        const std::size_t comma = rest.find(',');
        const std::string_view part = trimmed(rest.substr(0, comma));
        if (part.empty())
            throw Error(quoted + ": an empty item (two commas, or a comma at an end)");
        std::int64_t repeat = 1;
        std::string_view item = part;
        if (const std::size_t star = part.find('*'); star != std::string_view::npos) {
            const std::string_view count = trimmed(part.substr(0, star));
            item = trimmed(part.substr(star + 1));
            const auto [end, ec] =
                std::from_chars(count.data(), count.data() + count.size(), repeat);
            if (count.empty() || ec != std::errc() || end != count.data() + count.size() ||
                repeat < 1 || repeat > kMaxLayers)
                throw Error(quoted + ": the repeat of \"" + std::string(part) +
                            "\" must be a whole number 1 … " + std::to_string(kMaxLayers));
        }
        if (std::find(items.begin(), items.end(), item) == items.end())
            throw Error(quoted + ": unknown item \"" + std::string(item) +
                        "\" (allowed: " + allowedList(items) + ")");
        if (std::int64_t(period.size()) + repeat > layers)
            throw Error(quoted + " is longer than the " + std::to_string(layers) + " layers");
        period.insert(period.end(), std::size_t(repeat), std::string(item));
        if (comma == std::string_view::npos)
            break;
        rest.remove_prefix(comma + 1);
    }

    std::vector<std::string> out;
    out.reserve(std::size_t(layers));
    for (std::int64_t i = 0; i < layers; ++i)
        out.push_back(period[std::size_t(i) % period.size()]);
    return out;
}

void validateSchedule(const LayerScheduleSpec &spec)
{
    if (spec.layers < 0 || spec.layers > kMaxLayers)
        throw Error("a schedule has 0 … " + std::to_string(kMaxLayers) + " layers (got " +
                    std::to_string(spec.layers) + ")");
    if (spec.layers == 0)
        return; // no schedule: the patterns are not read
    const std::vector<std::string> windows =
        expandPattern(spec.windowPattern, spec.layers, kWindowItems);
    expandPattern(spec.ropePattern, spec.layers, kRopeItems);
    if (spec.localBase) {
        try {
            validateRopeBase(*spec.localBase);
        } catch (const Error &error) {
            throw Error(std::string("the local base: ") + error.what());
        }
    }
    checkLength(spec.slidingWindow, "the sliding window");
    checkLength(spec.chunkSize, "the chunk size");
    for (const auto &[item, size, what] :
         {std::tuple{"sliding", &spec.slidingWindow, "sliding window"},
          std::tuple{"chunked", &spec.chunkSize, "chunk size"}}) {
        const auto has = [&](std::int64_t i) { return windows[std::size_t(i)] == item; };
        const std::string which = layerList(spec.layers, has);
        if (!which.empty() && !*size)
            throw Error("layers " + which + " are " + item + " but no " + what + " is given");
    }
}

std::vector<RopeLayer> ropeSchedule(const LayerScheduleSpec &spec, double base,
                                    const RopeScaling &scaling, std::int64_t rotaryDim)
{
    validateSchedule(spec);
    std::vector<RopeLayer> out;
    if (spec.layers == 0)
        return out;
    const std::vector<std::string> windows =
        expandPattern(spec.windowPattern, spec.layers, kWindowItems);
    const std::vector<std::string> ropes = expandPattern(spec.ropePattern, spec.layers, kRopeItems);
    out.reserve(std::size_t(spec.layers));
    for (std::int64_t i = 0; i < spec.layers; ++i) {
        RopeLayer layer;
        layer.index = i;
        layer.window = *parseAttentionWindow(windows[std::size_t(i)]);
        if (layer.window == AttentionWindow::Sliding)
            layer.windowSize = *spec.slidingWindow;
        else if (layer.window == AttentionWindow::Chunked)
            layer.windowSize = *spec.chunkSize;
        layer.rope = ropes[std::size_t(i)] == "rope";
        layer.base = base;
        if (!layer.rope) {
            layer.rotaryDim = 0; // NoPE: no rotation, base and scaling unused
        } else if (layer.window == AttentionWindow::Sliding && spec.localBase) {
            // Gemma 3's rotary_emb_local: rope_theta = rope_local_base_freq, rope_type default.
            layer.base = *spec.localBase;
            layer.rotaryDim = rotaryDim;
        } else {
            layer.scaling = scaling;
            layer.rotaryDim = rotaryDim;
        }
        out.push_back(std::move(layer));
    }
    return out;
}

} // namespace pelab
