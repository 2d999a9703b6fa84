// ALiBi at the size, 32 heads × 4096 positions: the slopes, one head's bias matrix (what
// a heatmap head switch computes), the effective spans, and every head's 4096 softmax rows with
// their statistics (the tab's background computation), with zero and with seeded content.
#include "alibi.h"
#include "matrix.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <vector>

namespace {

double minimum(const std::vector<double> &v)
{
    return *std::min_element(v.begin(), v.end());
}

void common(benchmark::internal::Benchmark *b)
{
    b->Unit(benchmark::kMillisecond)->UseRealTime()->ComputeStatistics("min", minimum);
}

void BM_OfficialSlopes(benchmark::State &state)
{
    for (auto _ : state)
        benchmark::DoNotOptimize(pelab::officialSlopes(state.range(0)));
}

// One head's N × N bias, allocated and filled (a heatmap head switch).
void BM_BiasMatrix(benchmark::State &state)
{
    const std::int64_t n = state.range(0);
    for (auto _ : state) {
        pelab::Matrix bias = pelab::biasMatrix(0.0625, n);
        benchmark::DoNotOptimize(bias.data());
    }
    state.SetBytesProcessed(state.iterations() * n * n * std::int64_t(sizeof(double)));
}

// H heads × N bias rows, every cell written into one reused row buffer.
void BM_BiasRows(benchmark::State &state)
{
    const std::int64_t heads = state.range(0);
    const std::int64_t n = state.range(1);
    const std::vector<double> slopes = pelab::officialSlopes(heads);
    std::vector<double> row(static_cast<std::size_t>(n));
    for (auto _ : state) {
        for (double m : slopes)
            for (std::int64_t t = 0; t < n; ++t) {
                pelab::fillBiasRow(m, n, t, row.data());
                benchmark::DoNotOptimize(row.data());
            }
    }
    state.SetItemsProcessed(state.iterations() * heads * n * n);
}

// H heads × N causal softmax rows with the per-head statistics (all threads).
void BM_AttentionStats(benchmark::State &state)
{
    const std::int64_t heads = state.range(0);
    const std::int64_t n = state.range(1);
    const std::int64_t headDim = state.range(2);
    const std::vector<double> slopes = pelab::officialSlopes(heads);
    const pelab::ContentScores content =
        headDim > 0 ? pelab::ContentScores(n, headDim, 42) : pelab::ContentScores();
    for (auto _ : state)
        benchmark::DoNotOptimize(pelab::attentionStats(slopes, n, true, content));
    // Causal rows hold N(N+1)/2 keys per head.
    state.SetItemsProcessed(state.iterations() * heads * n * (n + 1) / 2);
}

// One query row for every head (what the attention chart computes on a query change).
void BM_AttentionRowAllHeads(benchmark::State &state)
{
    const std::int64_t heads = state.range(0);
    const std::int64_t n = state.range(1);
    const std::vector<double> slopes = pelab::officialSlopes(heads);
    for (auto _ : state)
        for (double m : slopes)
            benchmark::DoNotOptimize(pelab::attentionRow(m, n, n - 1, true));
}

void BM_EffectiveSpans(benchmark::State &state)
{
    const std::vector<double> slopes = pelab::officialSlopes(state.range(0));
    for (auto _ : state)
        for (double m : slopes)
            benchmark::DoNotOptimize(pelab::effectiveSpan(m, state.range(1)));
}

} // namespace

BENCHMARK(BM_OfficialSlopes)->Arg(32)->Arg(112);
BENCHMARK(BM_BiasMatrix)->Arg(4096)->Apply(common);
BENCHMARK(BM_BiasRows)->Args({32, 4096})->Apply(common);
BENCHMARK(BM_AttentionStats)->Args({32, 4096, 0})->Args({32, 4096, 64})->Apply(common);
BENCHMARK(BM_AttentionRowAllHeads)->Args({32, 4096})->Apply(common);
BENCHMARK(BM_EffectiveSpans)->Args({32, 4096})->Apply(common);

BENCHMARK_MAIN();
