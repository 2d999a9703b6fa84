#pragma once

#include "alibi.h"
#include "matrix.h"

#include <memory>
#include <optional>
#include <vector>

// The work behind the ALiBi views, safe on a worker thread: one query row's weights, the bias
// against distance, the attention statistics over every query row and the extrapolation curves.
namespace AlibiComputation {

// Above this many exponentials (H·N²) the statistics over every query row are skipped.
inline constexpr double kMaxStatsWork = double(std::int64_t(1) << 34);
// Points of each extrapolation curve (log-spaced inference lengths), at most.
inline constexpr int kCurvePoints = 160;

// The N × H attention weights of query row t, one column per head. Throws pelab::Error above
// the memory limit or for t outside 0 … N − 1.
std::shared_ptr<const pelab::Matrix> attentionWeights(const std::vector<double> &slopes,
                                                      std::int64_t positions, std::int64_t query,
                                                      bool causal,
                                                      const pelab::ContentScores &content);
// The bias −m_h·d for d = 0 … N − 1 (rows), one column per head. Throws above the memory limit.
std::shared_ptr<const pelab::Matrix> biasByDistance(const std::vector<double> &slopes,
                                                    std::int64_t positions);
// pelab::attentionStats, or nothing when H·N² > kMaxStatsWork. Throws pelab::Error when
// cancelled through `progress`.
std::optional<std::vector<pelab::HeadAttentionStats>>
attentionStats(const std::vector<double> &slopes, std::int64_t positions, bool causal,
               const pelab::ContentScores &content, const pelab::ProgressCallback &progress);

// Per head, the share of attention beyond L_train at L_infer, and that share (in %) as the
// inference length grows from L_train + 1 to L_infer (log-spaced lengths).
struct Extrapolation
{
    std::vector<double> beyond;               // one per head
    std::vector<std::int64_t> lengths;        // the inference lengths of the curves
    std::vector<std::vector<double>> percent; // per head, one per length
};
// Throws pelab::Error unless 1 ≤ L_train < L_infer ≤ 2^40.
Extrapolation extrapolation(const std::vector<double> &slopes, std::int64_t train,
                            std::int64_t infer);

} // namespace AlibiComputation
