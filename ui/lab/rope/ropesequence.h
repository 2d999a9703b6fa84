#pragma once

#include "spec/parameter.h"

#include "mrope.h"
#include "rope.h"
#include "ropeconfig.h"
#include "ropeconformance.h"
#include "ropelayers.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

class TabState;

// The RoPE tab's sequence, M-RoPE and layer schedule (issue 27): the parameters that say which
// tokens a model sees (text, images and videos; Qwen2-VL's ids), how the rotary pairs are split
// between the three ids (mrope_section, chunked or interleaved), and what each layer does (RoPE
// or NoPE, its base and window), read from the tab's state into core's values. The views
// positions, axes, cos, sin, grid-scores and layers, the check and `pelab-cli rope` share it.
class RopeSequence
{
    Q_DECLARE_TR_FUNCTIONS(RopeSequence)

public:
    static QList<Parameter> parameters();

    // The segments: the sequence typed, or one text segment of N tokens when it is empty.
    // Throws pelab::Error for a sequence that does not read.
    static std::vector<pelab::Segment> segments(const TabState &state);
    // Whether a sequence is typed (else one text segment of N tokens, positions 0 … N − 1: the
    // rows the check compares; the tab's T0 is the 1-D report's).
    static bool isTyped(const TabState &state);
    // The model's layout rules; a model without sections numbers every token consecutively.
    static pelab::LayoutRules rules(const TabState &state);
    static pelab::MropeSections sections(const TabState &state);
    // The ids of every token (the default sequence's 0 … N − 1). Throws pelab::Error.
    static pelab::TokenPositions positions(const TabState &state);

    static pelab::LayerScheduleSpec schedule(const TabState &state);
    // The layers, one per layer of the schedule; empty without a schedule.
    static std::vector<pelab::RopeLayer> layers(const TabState &state);
    // The layer the cache views and the check take: the chosen one, or nullopt (the tab's own
    // base and scaling, every layer alike).
    static std::optional<pelab::RopeLayer> chosenLayer(const TabState &state);
    // The frequencies the cache views and the check use: the chosen layer's base and scaling
    // (a NoPE layer: nullopt), else the tab's.
    struct Rotation
    {
        bool nope = false;
        double base = pelab::kDefaultRopeBase;
        pelab::RopeScaling scaling;
        // θ and the attention factor; for NoPE θ = 0 (cos 1, sin 0) and the factor 1.
        pelab::RopeFrequencies frequencies;
    };
    static Rotation rotation(const TabState &state);

    // What the check compares against, beyond the tab's values: the sequence (when typed or
    // split into sections) and the chosen layer (NoPE, or a local base with the model's global
    // one).
    static void addTo(pelab::RopeReference &reference, const TabState &state);

    // Every problem of these parameters, as core words it (throws pelab::Error): a sequence that
    // does not read or fit the merge, sections that do not sum to d/2, a schedule that does not
    // expand, a layer out of range or without a schedule.
    static void validate(const TabState &state);

    // A model config's sections, merge, tokens per second and schedule into the state (every
    // one, so that a config without them clears the previous model's); the problem of the first
    // value the tab refuses, else empty.
    static QString setFromConfig(TabState &state, const pelab::RopeModelConfig &config);
};
