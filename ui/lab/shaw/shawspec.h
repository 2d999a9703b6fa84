#pragma once

#include "spec/tabspec.h"

#include "matrix.h"
#include "shaw.h"

#include <QStringList>

#include <cstdint>
#include <memory>

// The Shaw tab's parameter keys, each declared once; its colormap is ColormapKeys::colormap.
namespace ShawKeys {

inline constexpr ParameterKey positions{"positions"};
inline constexpr ParameterKey dim{"dim"};
inline constexpr ParameterKey clip{"clip"};
inline constexpr ParameterKey seed{"seed"};
inline constexpr ParameterKey q{"q"};
inline constexpr ParameterKey k{"k"};
inline constexpr ParameterKey rel{"rel"};
inline constexpr ParameterKey query{"query"};
inline constexpr ParameterKey term{"term"};
inline constexpr ParameterKey rowFilter{"row-filter"};
inline constexpr ParameterKey rowSort{"row-sort"};
inline constexpr ParameterKey rowOrder{"row-order"};

} // namespace ShawKeys

// The Shaw tab's result: q, k and r (seeded or loaded), the seeded values v and a^V of the value
// view, and what the file readers noticed. Its state holds the shape the files gave.
class ShawResult : public TabResult
{
public:
    std::shared_ptr<const pelab::ShawScores> scores;
    std::shared_ptr<const pelab::Matrix> values;    // v, N × d
    std::shared_ptr<const pelab::Matrix> relValues; // a^V, (2K + 1) × d, row 0 = a^V_−K
    bool loaded = false;                            // q, k and r from files
    std::uint64_t seed = 42;
    QStringList notes; // one line per note of the file readers (a header row skipped, …)
};

// The Shaw tab (Shaw, Uszkoreit and Vaswani 2018): a(t, s) = (q_t·k_s + q_t·r_clip(s−t)) / √d,
// clip(x) = max(−K, min(K, x)); its parameters, its views (score table, heatmap, row t, relative
// vectors, value output) and its computation.
class ShawSpec : public TabSpec
{
    Q_DECLARE_TR_FUNCTIONS(ShawSpec)

public:
    ShawSpec();

    QString title() const override;
    QString summary() const override;
    QString busyText() const override;
    QString coreProblem(const TabState &state) const override;
    std::shared_ptr<const TabResult> compute(const TabState &state,
                                             const TaskControl &control) const override;

    // True when the state names files for q, k or r (then all three are read).
    static bool isLoaded(const TabState &state);
    static pelab::ShawTerm term(const TabState &state);
    static std::uint64_t seed(const TabState &state);
    static std::int64_t query(const TabState &state);
};
