#pragma once

#include "spec/tabspec.h"

#include "alibi.h"

#include <memory>
#include <vector>

// The ALiBi tab's parameter keys, each declared once; its check's are AlibiCheckKeys and its
// colormap is ColormapKeys::colormap.
namespace AlibiKeys {

inline constexpr ParameterKey rule{"rule"};
inline constexpr ParameterKey heads{"heads"};
inline constexpr ParameterKey alibiBiasMax{"alibi-bias-max"};
inline constexpr ParameterKey slopes{"slopes"};
inline constexpr ParameterKey positions{"positions"};
inline constexpr ParameterKey bidirectional{"bidirectional"};
inline constexpr ParameterKey content{"content"};
inline constexpr ParameterKey seed{"seed"};
inline constexpr ParameterKey headDim{"head-dim"};
inline constexpr ParameterKey head{"head"};
inline constexpr ParameterKey query{"query"};
inline constexpr ParameterKey train{"train"};
inline constexpr ParameterKey infer{"infer"};

} // namespace AlibiKeys

// The ALiBi tab's result: the slopes its rule gives (or those typed), both rules' slopes beside
// them, each head's effective span and the content scores the attention views add to the bias.
class AlibiResult : public TabResult
{
public:
    pelab::SlopeRule rule = pelab::SlopeRule::Official;
    double alibiBiasMax = pelab::kDefaultAlibiBiasMax;
    std::int64_t positions = 0;
    bool causal = true;
    std::vector<double> slopes;
    std::vector<double> official;
    std::vector<double> paper;
    std::vector<std::int64_t> spans;
    std::shared_ptr<const pelab::ContentScores> content;

    std::int64_t heads() const { return std::int64_t(slopes.size()); }
};

// The ALiBi tab (Press et al. 2022): a_h(t, s) = q_t·k_s/√d_k − m_h·|t − s|; its parameters,
// its views (slopes, bias heatmap, bias against distance, attention row, effective span,
// extrapolation) and its computation.
class AlibiSpec : public TabSpec
{
    Q_DECLARE_TR_FUNCTIONS(AlibiSpec)

public:
    AlibiSpec();

    QString title() const override;
    QString summary() const override;
    QString busyText() const override;
    QString coreProblem(const TabState &state) const override;
    std::shared_ptr<const TabResult> compute(const TabState &state,
                                             const TaskControl &control) const override;

    static pelab::SlopeRule rule(const TabState &state);
    // The slopes of `state`: its rule's for its heads, or the custom slopes typed. Throws
    // pelab::Error for values core refuses.
    static std::vector<double> slopes(const TabState &state);
    // The number of heads `state` gives; 0 when its custom slopes cannot be read.
    static std::int64_t headCount(const TabState &state);
    // The attention view's query row: the last position when automatic.
    static std::int64_t query(const TabState &state);
};
