// The per-layer schedule readRopeConfig() reads (issue 27), as transformers builds it:
// Gemma3TextConfig's `"sliding_attention" if bool((i + 1) % sliding_window_pattern)`,
// Cohere2Attention's `if self.sliding_window is not None: apply_rotary_pos_emb(...)` (only
// sliding layers rotate), Llama4TextAttention's and SmolLM3Attention's
// `self.use_rope = config.no_rope_layers[layer_idx]` with the default
// `int((layer_idx + 1) % no_rope_layer_interval != 0)`, and Llama4TextConfig's
// `"chunked_attention" if no_rope else "full_attention"` (no_rope holding that 0/1).
#include "ropeconfiglayers.h"

#include "error.h"

#include <algorithm>
#include <tuple>
#include <vector>

namespace pelab::ropeconfig {

namespace {

// The shortest period of `items`, run-length coded: "5*sliding,full", "3*rope,nope", "full".
std::string patternOf(const std::vector<std::string> &items)
{
    std::size_t period = 1;
    while (period < items.size()) {
        bool repeats = true;
        for (std::size_t i = period; i < items.size() && repeats; ++i)
            repeats = items[i] == items[i % period];
        if (repeats)
            break;
        ++period;
    }
    std::string out;
    for (std::size_t i = 0; i < period && i < items.size();) {
        std::size_t run = 1;
        while (i + run < period && items[i + run] == items[i])
            ++run;
        out += (out.empty() ? "" : ",") + (run > 1 ? std::to_string(run) + "*" : "") + items[i];
        i += run;
    }
    return out;
}

std::string layerNames(const std::vector<std::string> &items, const std::string &item)
{
    std::string out;
    int shown = 0;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (items[i] != item)
            continue;
        if (++shown > 3)
            return out + ", …";
        out += (out.empty() ? "" : ", ") + std::to_string(i);
    }
    return out;
}

} // namespace

void readSchedule(const ConfigReader &in, const LanguageKeys &keys, RopeModelConfig &config)
{
    const JsonValue &root = keys.root();
    const std::string &type = config.modelType;
    std::optional<std::int64_t> layers =
        in.count(root, "num_hidden_layers", keys.path("num_hidden_layers"));
    // Refused before anything is made per layer.
    if (layers && *layers > kMaxLayers)
        in.fail(keys.path("num_hidden_layers") + " " + std::to_string(*layers) + " is above the " +
                std::to_string(kMaxLayers) + " layers PE Lab takes");
    std::vector<std::string> windows; // per layer: "full", "sliding", "chunked"
    std::vector<std::string> ropes;   // per layer: "rope", "nope"
    std::string windowsKey;
    std::string ropesKey;

    // Each layer's window: layer_types, else the period of global layers.
    if (const JsonValue *list = in.member(root, "layer_types")) {
        const std::string path = keys.path("layer_types");
        if (!list->isArray())
            in.fail(path + " must be a list of layer types");
        if (layers && std::int64_t(list->array().size()) != *layers)
            in.fail(path + " has " + std::to_string(list->array().size()) +
                    " entries for num_hidden_layers " + std::to_string(*layers));
        for (const JsonValue &item : list->array()) {
            const std::string at = path + " entry " + std::to_string(windows.size());
            if (!item.isString())
                in.fail(at + " must be a string");
            const std::string &name = item.text();
            if (name != "full_attention" && name != "sliding_attention" &&
                name != "chunked_attention")
                in.fail(at + ": unknown layer type \"" + name +
                        "\" (PE Lab reads full_attention, sliding_attention, chunked_attention)");
            windows.push_back(name.substr(0, name.find('_')));
        }
        layers = std::int64_t(windows.size());
        windowsKey = path;
    }
    for (const char *key : {"sliding_window_pattern", "_sliding_window_pattern"}) {
        const std::optional<std::int64_t> period = in.count(root, key, keys.path(key));
        if (!period)
            continue;
        if (!windowsKey.empty() || !layers) {
            config.ignored.push_back(
                keys.path(key) + ": " +
                (layers ? windowsKey + " gives each layer" : std::string("no num_hidden_layers")));
            continue;
        }
        for (std::int64_t i = 0; i < *layers; ++i)
            windows.push_back((i + 1) % *period ? "sliding" : "full");
        windowsKey = keys.path(key);
    }

    // Which layers rotate: no_rope_layers (1 = RoPE), else its interval.
    const JsonValue *noRope = in.member(root, "no_rope_layers");
    if (noRope && !noRope->isArray())
        in.fail(keys.path("no_rope_layers") + " must be a list of 0 and 1");
    if (noRope && !noRope->array().empty()) {
        const std::string path = keys.path("no_rope_layers");
        const std::int64_t size = std::int64_t(noRope->array().size());
        if (layers && size < *layers)
            in.fail(path + " has " + std::to_string(size) + " entries for " +
                    std::to_string(*layers) + " layers");
        layers = layers.value_or(size);
        for (std::int64_t i = 0; i < *layers; ++i) {
            const JsonValue &item = noRope->array()[std::size_t(i)];
            const std::optional<std::uint64_t> flag =
                item.isNumber() ? item.toUInt64() : std::nullopt;
            if (!flag || *flag > 1)
                in.fail(path + " entry " + std::to_string(i) + " must be 0 or 1");
            ropes.push_back(*flag ? "rope" : "nope");
        }
        ropesKey = path;
        if (in.member(root, "no_rope_layer_interval"))
            config.ignored.push_back(keys.path("no_rope_layer_interval") +
                                     ": no_rope_layers gives each layer");
    } else if (const auto interval =
                   in.count(root, "no_rope_layer_interval", keys.path("no_rope_layer_interval"))) {
        if (!layers)
            in.fail(keys.path("no_rope_layer_interval") + " needs num_hidden_layers");
        for (std::int64_t i = 0; i < *layers; ++i)
            ropes.push_back((i + 1) % *interval != 0 ? "rope" : "nope");
        ropesKey = keys.path("no_rope_layer_interval");
    }
    if (type == "cohere2" && ropes.empty() && !windows.empty()) {
        for (const std::string &window : windows)
            ropes.push_back(window == "sliding" ? "rope" : "nope");
        ropesKey = "model_type cohere2 (only sliding-window layers rotate)";
    }
    const bool chunkSize = in.member(root, "attention_chunk_size") != nullptr;
    if (type == "llama4_text" && chunkSize && windows.empty() && !ropes.empty()) {
        for (const std::string &rope : ropes)
            windows.push_back(rope == "rope" ? "chunked" : "full");
        windowsKey = keys.path("attention_chunk_size") + " on RoPE layers (Llama4TextConfig)";
    }
    const std::optional<bool> useSliding =
        in.flag(root, "use_sliding_window", keys.path("use_sliding_window"));
    if (useSliding == false) {
        // Qwen2Config and SmolLM3Attention keep sliding_window only with use_sliding_window.
        for (std::string &window : windows)
            window = window == "sliding" ? "full" : window;
        if (in.member(root, "sliding_window"))
            config.ignored.push_back(keys.path("sliding_window") + ": use_sliding_window is false");
    }
    for (const char *key : {"attn_temperature_tuning", "floor_scale", "attn_scale"}) {
        if (in.member(root, key))
            config.ignored.push_back(keys.path(key) +
                                     ": Llama 4's query scale on NoPE layers, not a rotation");
    }

    // No schedule when every layer is the same.
    if (windows.empty() && ropes.empty()) {
        if (in.member(root, "sliding_window") && useSliding != false)
            config.ignored.push_back(keys.path("sliding_window") +
                                     ": a mask on attention, not part of RoPE");
        return;
    }
    if (windows.empty())
        windows.assign(std::size_t(*layers), "full");
    if (ropes.empty())
        ropes.assign(std::size_t(*layers), "rope");
    const auto &[base, baseKey] = [&]() -> std::pair<std::optional<double>, std::string> {
        const std::string path = keys.path("rope_local_base_freq");
        if (const auto local = in.real(root, "rope_local_base_freq", path))
            return {local, path};
        // A per-layer-type rope_parameters: the sliding entry's base, when it does not scale.
        const JsonValue *parameters = in.member(root, "rope_parameters");
        const JsonValue *sliding = parameters ? parameters->find("sliding_attention") : nullptr;
        if (!sliding || !sliding->isObject() || config.layerType == "sliding_attention")
            return {std::nullopt, ""};
        const JsonValue *ropeType = sliding->find("rope_type");
        if (ropeType && !(ropeType->isString() && ropeType->text() == "default"))
            return {std::nullopt, ""};
        const std::string at = keys.path("rope_parameters") + ".sliding_attention.rope_theta";
        return {in.real(*sliding, "rope_theta", at), at};
    }();
    const bool slidingRope = [&] {
        for (std::size_t i = 0; i < windows.size(); ++i)
            if (windows[i] == "sliding" && ropes[i] == "rope")
                return true;
        return false;
    }();
    const bool uniform =
        std::all_of(windows.begin(), windows.end(),
                    [&](const std::string &w) { return w == windows[0]; }) &&
        std::all_of(ropes.begin(), ropes.end(), [](const std::string &r) { return r == "rope"; });
    if (uniform && !(base && slidingRope)) {
        config.ignored.push_back((windowsKey.empty() ? ropesKey : windowsKey) + ": every layer " +
                                 windows[0] + " with RoPE, no difference between layers");
        if (windows[0] != "sliding" && in.member(root, "sliding_window"))
            config.ignored.push_back(keys.path("sliding_window") + ": no sliding layer");
        return;
    }

    LayerScheduleSpec &spec = config.schedule;
    spec.layers = *layers;
    spec.windowPattern = patternOf(windows);
    spec.ropePattern = patternOf(ropes);
    note(config, "layers",
         in.member(root, "num_hidden_layers") ? keys.path("num_hidden_layers")
                                              : "the length of " + windowsKey + ropesKey);
    if (!windowsKey.empty())
        note(config, "windows", windowsKey);
    if (!ropesKey.empty())
        note(config, "ropes", ropesKey);
    for (const auto &[item, field, key] :
         {std::tuple{"sliding", &spec.slidingWindow, "sliding_window"},
          std::tuple{"chunked", &spec.chunkSize, "attention_chunk_size"}}) {
        const std::string path = keys.path(key);
        const bool used = std::find(windows.begin(), windows.end(), item) != windows.end();
        *field = used ? in.count(root, key, path) : std::nullopt;
        if (used && !*field)
            in.fail("layers " + layerNames(windows, item) + " are " + item +
                    " but the config has no " + key);
        if (used)
            note(config, key, path);
        else if (in.member(root, key) &&
                 !(std::string_view(key) == "sliding_window" && useSliding == false))
            config.ignored.push_back(path + ": no " + item + " layer");
    }
    if (base && slidingRope) {
        spec.localBase = base;
        note(config, "local_base", baseKey);
    } else if (base) {
        config.ignored.push_back(baseKey + ": no sliding layer rotates");
    }
    try {
        validateSchedule(spec);
    } catch (const Error &error) {
        in.fail(std::string("the layer schedule: ") + error.what());
    }
}

} // namespace pelab::ropeconfig
