#pragma once

#include "alibi/alibiparameters.h"

#include "alibi.h"
#include "matrix.h"

#include <memory>
#include <optional>
#include <vector>

// The work behind the ALiBi tab, safe on a worker thread: the slopes of every rule, the
// effective spans, the attention statistics over every query row, and one query row's weights.
namespace AlibiComputation {

// Above this many exponentials (H·N²) the statistics over every query row are skipped.
inline constexpr double kMaxStatsWork = double(std::int64_t(1) << 34);

struct Result
{
    AlibiParameters params;
    std::vector<double> slopes; // the rule's (or the entered) slopes
    std::vector<double> official;
    std::vector<double> paper;
    std::vector<std::int64_t> spans;
    std::optional<std::vector<pelab::HeadAttentionStats>> stats; // absent: too large or stopped
    std::shared_ptr<const pelab::ContentScores> content;
};

// Everything the tab shows for `params` with these `slopes`; `progress` as in pelab.
Result compute(const AlibiParameters &params, std::vector<double> slopes,
               const pelab::ProgressCallback &progress);

// The N × H attention weights of query row t (clamped to 0 … N − 1), one column per head.
std::shared_ptr<const pelab::Matrix> attentionWeights(const std::vector<double> &slopes,
                                                      std::int64_t positions, std::int64_t query,
                                                      bool causal,
                                                      const pelab::ContentScores &content);

} // namespace AlibiComputation
