#include "alibicomputation.h"

#include "error.h"

#include <algorithm>
#include <cmath>

namespace AlibiComputation {

std::shared_ptr<const pelab::Matrix> attentionWeights(const std::vector<double> &slopes,
                                                      std::int64_t positions, std::int64_t query,
                                                      bool causal,
                                                      const pelab::ContentScores &content)
{
    pelab::checkMatrixAllocation(std::uint64_t(positions), slopes.size(),
                                 pelab::kDefaultMemoryLimit, "the attention weights");
    auto weights = std::make_shared<pelab::Matrix>(std::size_t(positions), slopes.size());
    for (std::size_t h = 0; h < slopes.size(); ++h) {
        const std::vector<double> row =
            pelab::attentionRow(slopes[h], positions, query, causal, content);
        for (std::size_t s = 0; s < row.size(); ++s)
            (*weights)(s, h) = row[s];
    }
    return weights;
}

std::shared_ptr<const pelab::Matrix> biasByDistance(const std::vector<double> &slopes,
                                                    std::int64_t positions)
{
    pelab::checkMatrixAllocation(std::uint64_t(positions), slopes.size(),
                                 pelab::kDefaultMemoryLimit, "the bias by distance");
    const auto n = std::size_t(positions);
    auto matrix = std::make_shared<pelab::Matrix>(n, slopes.size());
    for (std::size_t d = 0; d < n; ++d)
        for (std::size_t h = 0; h < slopes.size(); ++h)
            (*matrix)(d, h) = -slopes[h] * double(d);
    return matrix;
}

std::optional<std::vector<pelab::HeadAttentionStats>>
attentionStats(const std::vector<double> &slopes, std::int64_t positions, bool causal,
               const pelab::ContentScores &content, const pelab::ProgressCallback &progress)
{
    const double n = double(positions);
    if (double(slopes.size()) * n * n > kMaxStatsWork)
        return std::nullopt;
    std::vector<pelab::HeadAttentionStats> stats =
        pelab::attentionStats(slopes, positions, causal, content, progress);
    if (stats.empty())
        throw pelab::Error("cancelled");
    return stats;
}

Extrapolation extrapolation(const std::vector<double> &slopes, std::int64_t train,
                            std::int64_t infer)
{
    pelab::validateLengths(train, infer);
    Extrapolation out;
    for (double m : slopes)
        out.beyond.push_back(pelab::fractionBeyond(m, train, infer));
    std::int64_t previous = train;
    for (int i = 0; i <= kCurvePoints; ++i) {
        const double x = double(train + 1) *
                         std::pow(double(infer) / double(train + 1), double(i) / kCurvePoints);
        const std::int64_t length = std::clamp<std::int64_t>(std::llround(x), train + 1, infer);
        if (length == previous)
            continue;
        previous = length;
        out.lengths.push_back(length);
    }
    for (double m : slopes) {
        std::vector<double> curve;
        curve.reserve(out.lengths.size());
        for (std::int64_t length : out.lengths)
            curve.push_back(100.0 * pelab::fractionBeyond(m, train, length));
        out.percent.push_back(std::move(curve));
    }
    return out;
}

} // namespace AlibiComputation
