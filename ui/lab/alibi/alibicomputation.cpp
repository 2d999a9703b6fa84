#include "alibicomputation.h"

#include <algorithm>

namespace AlibiComputation {

Result compute(const AlibiParameters &params, std::vector<double> slopes,
               const pelab::ProgressCallback &progress)
{
    Result r;
    r.params = params;
    r.slopes = std::move(slopes);
    const auto heads = std::int64_t(r.slopes.size());
    r.official = pelab::officialSlopes(heads);
    r.paper = pelab::paperSlopes(heads);
    for (double m : r.slopes)
        r.spans.push_back(pelab::effectiveSpan(m, params.positions));
    r.content = params.randomContent ? std::make_shared<const pelab::ContentScores>(
                                           params.positions, params.headDim, params.seed)
                                     : std::make_shared<const pelab::ContentScores>();
    const double n = double(params.positions);
    if (double(heads) * n * n <= kMaxStatsWork) {
        auto stats =
            pelab::attentionStats(r.slopes, params.positions, params.causal, *r.content, progress);
        if (!stats.empty())
            r.stats = std::move(stats);
    }
    return r;
}

std::shared_ptr<const pelab::Matrix> attentionWeights(const std::vector<double> &slopes,
                                                      std::int64_t positions, std::int64_t query,
                                                      bool causal,
                                                      const pelab::ContentScores &content)
{
    const std::int64_t t = std::clamp<std::int64_t>(query, 0, positions - 1);
    auto weights = std::make_shared<pelab::Matrix>(std::size_t(positions), slopes.size());
    for (std::size_t h = 0; h < slopes.size(); ++h) {
        const std::vector<double> row =
            pelab::attentionRow(slopes[h], positions, t, causal, content);
        for (std::size_t s = 0; s < row.size(); ++s)
            (*weights)(s, h) = row[s];
    }
    return weights;
}

} // namespace AlibiComputation
