// ALiBi's per-head attention statistics over every query row (alibi.h), on every core: kept
// apart from the slope rules and the bias so that each file stays small.
#include "alibi.h"

#include "error.h"
#include "parallelwork.h"
#include "scorekernel.h"

#include <algorithm>

namespace pelab {

namespace {

// Query rows per unit of work: 32, fewer for long rows, so that a worker's block of content
// scores (rows × N) stays within 8 MiB however long the context.
std::int64_t rowsPerUnit(std::int64_t positions)
{
    return std::clamp<std::int64_t>((std::int64_t(1) << 20) / positions, 1, 32);
}

// A worker's own buffers: the unit's content block, one row's logits and weights, its kernel.
struct Scratch
{
    std::vector<double> content;
    std::vector<double> logits;
    std::vector<double> weights;
    ScoreKernel kernel;
};

// Row t's statistics for every head, added into sums[2h] (distance) and sums[2h + 1] (span);
// `content` is row t's content scores (nullptr: zero content).
void rowStats(const std::vector<double> &slopes, std::int64_t n, std::int64_t t, bool causal,
              const double *content, Scratch &scratch, double *sums)
{
    const std::vector<double> &weights = scratch.weights;
    for (std::size_t h = 0; h < slopes.size(); ++h) {
        fillAttentionRow(slopes[h], n, t, causal, content, scratch.logits.data(),
                         scratch.weights.data());
        const std::int64_t keys = causal ? t + 1 : n;
        double distance = 0.0;
        for (std::int64_t s = 0; s < keys; ++s)
            distance += weights[std::size_t(s)] * double(s > t ? s - t : t - s);
        double cumulative = 0.0;
        std::int64_t span = 0;
        const std::int64_t farthest = causal ? t : std::max(t, n - 1 - t);
        for (; span <= farthest; ++span) {
            if (span <= t)
                cumulative += weights[std::size_t(t - span)];
            if (!causal && span > 0 && t + span < n)
                cumulative += weights[std::size_t(t + span)];
            if (cumulative >= kEffectiveSpanMass)
                break;
        }
        sums[2 * h] += distance;
        sums[2 * h + 1] += double(std::min(span, farthest));
    }
}

} // namespace

std::vector<HeadAttentionStats> attentionStats(const std::vector<double> &slopes,
                                               std::int64_t positions, bool causal,
                                               const ContentScores &content,
                                               const ProgressCallback &progress)
{
    validateSlopes(slopes);
    validatePositions(positions);
    if (!content.isZero() && content.positions() < positions)
        throw Error("the content scores cover fewer positions than the attention rows");
    const std::size_t heads = slopes.size();
    const bool hasContent = !content.isZero();
    // Units of query rows; each unit's content block comes from the score kernel (the keys the
    // unit's last row sees), and each unit's sums are kept apart and added in unit order, so
    // the result does not depend on the number of threads.
    const std::int64_t rows = rowsPerUnit(positions);
    const std::int64_t units = (positions + rows - 1) / rows;
    std::vector<double> unitSums(std::size_t(units) * heads * 2, 0.0);
    const std::uint64_t cost =
        std::uint64_t(heads) * std::uint64_t(positions) * std::uint64_t(positions);
    const ParallelWork pool(units, cost < (std::uint64_t(1) << 20) ? units : 1);
    std::vector<Scratch> scratch(pool.workers());
    const bool done = pool.run(
        [&](std::int64_t unit, unsigned worker) {
            Scratch &own = scratch[worker];
            const std::int64_t first = unit * rows;
            const std::int64_t count = std::min(rows, positions - first);
            const std::int64_t keys = causal ? first + count : positions;
            own.logits.resize(std::size_t(positions));
            own.weights.resize(std::size_t(positions));
            if (hasContent) {
                own.content.resize(std::size_t(rows * positions));
                content.fillRows(first, count, keys, own.content.data(), &own.kernel);
            }
            double *sums = unitSums.data() + std::size_t(unit) * heads * 2;
            for (std::int64_t i = 0; i < count; ++i)
                rowStats(slopes, positions, first + i, causal,
                         hasContent ? own.content.data() + i * keys : nullptr, own, sums);
        },
        progress);
    if (!done)
        return {};

    std::vector<HeadAttentionStats> stats(heads);
    for (std::int64_t u = 0; u < units; ++u) {
        const double *sums = unitSums.data() + std::size_t(u) * heads * 2;
        for (std::size_t h = 0; h < heads; ++h) {
            stats[h].meanDistance += sums[2 * h];
            stats[h].meanSpan += sums[2 * h + 1];
        }
    }
    for (HeadAttentionStats &s : stats) {
        s.meanDistance /= double(positions);
        s.meanSpan /= double(positions);
    }
    return stats;
}

} // namespace pelab
