// ALiBi's per-head attention statistics over every query row (alibi.h), on the available
// threads: kept apart from the slope rules and the bias so that each file stays small.
#include "alibi.h"

#include "error.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>

namespace pelab {

namespace {

// Row t's statistics for every head, added into sums[2h] (distance) and sums[2h + 1] (span).
void rowStats(const std::vector<double> &slopes, std::int64_t n, std::int64_t t, bool causal,
              const ContentScores &content, std::vector<double> &scores,
              std::vector<double> &logits, std::vector<double> &weights, double *sums)
{
    const bool hasContent = !content.isZero();
    if (hasContent)
        content.fillRow(t, causal ? t + 1 : n, scores.data());
    for (std::size_t h = 0; h < slopes.size(); ++h) {
        fillAttentionRow(slopes[h], n, t, causal, hasContent ? scores.data() : nullptr,
                         logits.data(), weights.data());
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
    // Rows are taken in chunks; each chunk's sums are kept apart and added in chunk order, so
    // the result does not depend on the number of threads.
    constexpr std::int64_t kChunk = 32;
    const std::int64_t chunks = (positions + kChunk - 1) / kChunk;
    std::vector<double> chunkSums(std::size_t(chunks) * heads * 2, 0.0);
    std::atomic<std::int64_t> nextChunk{0};
    std::atomic<std::int64_t> doneChunks{0};
    std::atomic<bool> stop{false};

    std::exception_ptr failure; // the first helper thread's exception, rethrown here
    std::mutex failureMutex;
    const auto work = [&](bool reporting) {
        std::vector<double> scores(content.isZero() ? 0 : std::size_t(positions));
        std::vector<double> logits(static_cast<std::size_t>(positions));
        std::vector<double> weights(static_cast<std::size_t>(positions));
        for (;;) {
            const std::int64_t c = nextChunk.fetch_add(1);
            if (c >= chunks || stop.load(std::memory_order_relaxed))
                return;
            double *sums = chunkSums.data() + std::size_t(c) * heads * 2;
            const std::int64_t end = std::min(positions, (c + 1) * kChunk);
            for (std::int64_t t = c * kChunk; t < end; ++t)
                rowStats(slopes, positions, t, causal, content, scores, logits, weights, sums);
            const std::int64_t done = doneChunks.fetch_add(1) + 1;
            if (reporting && progress && !progress(double(done) / double(chunks)))
                stop.store(true);
        }
    };

    const std::uint64_t cost =
        std::uint64_t(heads) * std::uint64_t(positions) * std::uint64_t(positions);
    const unsigned threads =
        cost < (std::uint64_t(1) << 20) ? 1u : std::max(1u, std::thread::hardware_concurrency());
    std::vector<std::thread> helpers;
    for (unsigned i = 1; i < threads; ++i) {
        try {
            helpers.emplace_back([&] {
                try {
                    work(false);
                } catch (...) {
                    stop.store(true);
                    const std::lock_guard<std::mutex> lock(failureMutex);
                    if (!failure)
                        failure = std::current_exception();
                }
            });
        } catch (const std::system_error &) {
            break; // run on fewer threads
        }
    }
    try {
        work(true);
    } catch (...) {
        stop.store(true);
        for (std::thread &helper : helpers)
            helper.join();
        throw;
    }
    for (std::thread &helper : helpers)
        helper.join();
    if (failure)
        std::rethrow_exception(failure);
    if (stop.load())
        return {};

    std::vector<HeadAttentionStats> stats(heads);
    for (std::int64_t c = 0; c < chunks; ++c) {
        const double *sums = chunkSums.data() + std::size_t(c) * heads * 2;
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
