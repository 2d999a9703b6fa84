#pragma once

#include "spec/tabspec.h"

#include "ropeanalysis.h"

#include <vector>

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
