#pragma once

#include "spec/tabspec.h"

#include "matrix.h"
#include "sinusoidal.h"
#include "sinusoidalchecks.h"

#include <memory>
#include <vector>

// The Sinusoidal tab's parameter keys, each declared once; its colormap is
// ColormapKeys::colormap and its similarity measure SimilarityKeys::measure.
namespace SinusoidalKeys {

inline constexpr ParameterKey positions{"positions"};
inline constexpr ParameterKey dim{"dim"};
inline constexpr ParameterKey base{"base"};
inline constexpr ParameterKey start{"start"};
inline constexpr ParameterKey layout{"layout"};
inline constexpr ParameterKey shift{"shift"};
inline constexpr ParameterKey dotOffsets{"dot-offsets"};
inline constexpr ParameterKey range{"range"};

} // namespace SinusoidalKeys

// The Sinusoidal tab's result: the table, its property checks and its pairs.
class SinusoidalResult : public TabResult
{
public:
    pelab::SinusoidalParams params;
    pelab::CheckOptions options;
    std::shared_ptr<const pelab::Matrix> table;
    pelab::SinusoidalChecks checks;
    std::vector<pelab::PairInfo> pairs;
};

// The Sinusoidal tab (Vaswani et al. 2017): PE(t)[2i] = sin(t·ω_i), PE(t)[2i+1] = cos(t·ω_i),
// ω_i = base^(−2i/d); its parameters, its views (heatmap, similarity, values, pairs, shift
// residual) and its computation.
class SinusoidalSpec : public TabSpec
{
    Q_DECLARE_TR_FUNCTIONS(SinusoidalSpec)

public:
    SinusoidalSpec();

    QString title() const override;
    QString summary() const override;
    QString busyText() const override;
    std::shared_ptr<const TabResult> compute(const TabState &state,
                                             const TaskControl &control) const override;

    static pelab::SinusoidalParams params(const TabState &state);
    static pelab::CheckOptions checkOptions(const TabState &state);
    QString coreProblem(const TabState &state) const override;
};
