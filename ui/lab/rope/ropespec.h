#pragma once

#include "spec/tabspec.h"

#include "ropeanalysis.h"

#include <vector>

// The RoPE tab's parameter keys, each declared once; its check's are RopeCheckKeys and its
// colormap is ColormapKeys::colormap.
namespace RopeKeys {

inline constexpr ParameterKey dim{"dim"};
inline constexpr ParameterKey positions{"positions"};
inline constexpr ParameterKey start{"start"};
inline constexpr ParameterKey base{"base"};
inline constexpr ParameterKey pairing{"pairing"};
inline constexpr ParameterKey precision{"precision"};
inline constexpr ParameterKey scaling{"scaling"};
inline constexpr ParameterKey factor{"factor"};
inline constexpr ParameterKey originalMaxPositions{"original-max-positions"};
inline constexpr ParameterKey sequenceLength{"sequence-length"};
inline constexpr ParameterKey lowFreqFactor{"low-freq-factor"};
inline constexpr ParameterKey highFreqFactor{"high-freq-factor"};
inline constexpr ParameterKey betaFast{"beta-fast"};
inline constexpr ParameterKey betaSlow{"beta-slow"};
inline constexpr ParameterKey mscale{"mscale"};
inline constexpr ParameterKey mscaleAllDim{"mscale-all-dim"};
inline constexpr ParameterKey attentionFactor{"attention-factor"};
inline constexpr ParameterKey noTruncate{"no-truncate"};
inline constexpr ParameterKey shortFactor{"short-factor"};
inline constexpr ParameterKey longFactor{"long-factor"};
inline constexpr ParameterKey content{"content"};
inline constexpr ParameterKey seed{"seed"};
inline constexpr ParameterKey qValues{"q-values"};
inline constexpr ParameterKey kValues{"k-values"};
inline constexpr ParameterKey q{"q"};
inline constexpr ParameterKey k{"k"};
inline constexpr ParameterKey tolerance{"tolerance"};
inline constexpr ParameterKey maxOffset{"max-offset"};
inline constexpr ParameterKey sweepPositions{"sweep-positions"};
inline constexpr ParameterKey sweepMaxPower{"sweep-max-power"};
inline constexpr ParameterKey row{"row"};
// The sequence and M-RoPE (RopeSequence::parameters()).
inline constexpr ParameterKey sequence{"sequence"};
inline constexpr ParameterKey spatialMerge{"spatial-merge"};
inline constexpr ParameterKey mropeSection{"mrope-section"};
inline constexpr ParameterKey mropeInterleaved{"mrope-interleaved"};
inline constexpr ParameterKey tokensPerSecond{"tokens-per-second"};
inline constexpr ParameterKey secondsPerGrid{"seconds-per-grid"};
inline constexpr ParameterKey framesAsImages{"frames-as-images"};
// The layer schedule and the layer the cache views and the check take.
inline constexpr ParameterKey layers{"layers"};
inline constexpr ParameterKey layerWindows{"layer-windows"};
inline constexpr ParameterKey layerRope{"layer-rope"};
inline constexpr ParameterKey localBase{"local-base"};
inline constexpr ParameterKey slidingWindow{"sliding-window"};
inline constexpr ParameterKey attentionChunk{"attention-chunk"};
inline constexpr ParameterKey layer{"layer"};
// The grid-scores view's image and patch.
inline constexpr ParameterKey image{"image"};
inline constexpr ParameterKey patchRow{"patch-row"};
inline constexpr ParameterKey patchCol{"patch-col"};

} // namespace RopeKeys

// The RoPE tab's result: the parameters it was computed from (q and k resolved), the tiled
// analysis (its checks; nothing N × N) and the long-term decay with the scaling and without.
class RopeResult : public TabResult
{
public:
    pelab::RopeParameters params;
    pelab::RopeAnalysis analysis;
    std::vector<double> distances;
    std::vector<double> decay;     // with the scaling's frequencies
    std::vector<double> decayNone; // with θ_i = base^(−2i/d)
};

// The RoPE tab (Su et al. 2021), the relative-invariance checker: a(t, s) = q̂_t·k̂_s/√d over
// [T0, T0 + N), its invariance and rotation checks for a pairing, a Hugging Face frequency
// scaling and a precision; its parameters, its views (heatmap, offsets, frequencies, precision,
// decay, pairing) and its computation.
class RopeSpec : public TabSpec
{
    Q_DECLARE_TR_FUNCTIONS(RopeSpec)

public:
    RopeSpec();

    QString title() const override;
    QString summary() const override;
    QString busyText() const override;
    QString coreProblem(const TabState &state) const override;
    std::shared_ptr<const TabResult> compute(const TabState &state,
                                             const TaskControl &control) const override;
    // The frequencies, pairing, token ids, axes, caches, layer schedule, score tables and
    // precision sweep need only the parameters, the setup and the frequencies: not the tiled
    // analysis, nor the decay curves.
    std::shared_ptr<const TabResult> computeForTable(const TabState &state, const QString &view,
                                                     const TaskControl &control) const override;

    // The state as core's parameters, without q and k (RopeContent::resolve) and without the
    // N × N scores (the heatmap view computes them).
    static pelab::RopeParameters params(const TabState &state);
    static pelab::RopeScaling scaling(const TabState &state);
    // A scaling (a model config's) into the state's scaling parameters; the problem of the
    // first value the specification refuses, empty when every one fits.
    static QString setScaling(TabState &state, const pelab::RopeScaling &scaling);

private:
    void addScalingParameters();
    void addContentParameters();
};
