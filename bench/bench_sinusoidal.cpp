// Throughput of the sinusoidal kernel against the plain memory-write bandwidth of this machine.
// The requirement: the 8192 × 1024 float64 table within 3× of BM_WriteDoubles of that size.
#include "matrix.h"
#include "sinusoidal.h"
#include "sinusoidalchecks.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <vector>

namespace {

pelab::SinusoidalParams params(const benchmark::State &state)
{
    pelab::SinusoidalParams p;
    p.positions = state.range(0);
    p.dim = state.range(1);
    return p;
}

void setBytes(benchmark::State &state, std::int64_t values)
{
    state.SetBytesProcessed(state.iterations() * values * std::int64_t(sizeof(double)));
}

// A buffer like sinusoidalTable's (huge-page aligned), touched once so that page faults are
// not part of the measurement.
pelab::Matrix touchedBuffer(std::int64_t rows, std::int64_t cols)
{
    pelab::Matrix out(static_cast<std::size_t>(rows), static_cast<std::size_t>(cols));
    std::fill(out.data(), out.data() + out.size(), 0.0);
    return out;
}

// The kernel alone, writing into a preallocated buffer.
void runFill(benchmark::State &state, const pelab::SinusoidalParams &p)
{
    pelab::Matrix out = touchedBuffer(p.positions, p.dim);
    for (auto _ : state) {
        pelab::fillSinusoidal(p, out.data());
        benchmark::DoNotOptimize(out.data());
        benchmark::ClobberMemory();
    }
    setBytes(state, p.positions * p.dim);
}

void BM_SinusoidalFill(benchmark::State &state)
{
    runFill(state, params(state));
}

void BM_SinusoidalFillSplit(benchmark::State &state)
{
    auto p = params(state);
    p.layout = pelab::Layout::Split;
    runFill(state, p);
}

// Positions from 2^30: the same work plus the higher-order δ correction.
void BM_SinusoidalFillLargeStart(benchmark::State &state)
{
    auto p = params(state);
    p.start = std::int64_t(1) << 30;
    runFill(state, p);
}

// The reference: std::fill of as many doubles into the same kind of buffer.
void BM_WriteDoubles(benchmark::State &state)
{
    const auto p = params(state);
    pelab::Matrix out = touchedBuffer(p.positions, p.dim);
    double value = 0.0;
    for (auto _ : state) {
        std::fill(out.data(), out.data() + out.size(), value);
        value += 1.0;
        benchmark::DoNotOptimize(out.data());
        benchmark::ClobberMemory();
    }
    setBytes(state, p.positions * p.dim);
}

// The public entry point: validation, allocation (first-touch page faults included), kernel.
void BM_SinusoidalTable(benchmark::State &state)
{
    const auto p = params(state);
    for (auto _ : state) {
        pelab::Matrix table = pelab::sinusoidalTable(p);
        benchmark::DoNotOptimize(table.data());
    }
    setBytes(state, p.positions * p.dim);
}

// The property checks the app and `pelab-cli --json` run on a table.
void BM_Checks(benchmark::State &state)
{
    const auto p = params(state);
    const pelab::Matrix table = pelab::sinusoidalTable(p);
    for (auto _ : state) {
        const pelab::SinusoidalChecks checks = pelab::checkSinusoidal(table, p);
        benchmark::DoNotOptimize(checks.maxShiftResidual);
    }
    setBytes(state, p.positions * p.dim);
}

// Shared machines are noisy: with --benchmark_repetitions, the minimum is the figure least
// disturbed by other processes.
double minimum(const std::vector<double> &v)
{
    return *std::min_element(v.begin(), v.end());
}

void common(benchmark::internal::Benchmark *b)
{
    b->Unit(benchmark::kMillisecond)->UseRealTime()->ComputeStatistics("min", minimum);
}

// The requirement's size, the app's default view, and a wide table.
void sizes(benchmark::internal::Benchmark *b)
{
    b->Args({8192, 1024})->Args({128, 512})->Args({4096, 4096});
    common(b);
}

} // namespace

BENCHMARK(BM_SinusoidalFill)->Apply(sizes);
BENCHMARK(BM_WriteDoubles)->Apply(sizes);
BENCHMARK(BM_SinusoidalTable)->Apply(sizes);
BENCHMARK(BM_SinusoidalFillSplit)->Args({8192, 1024})->Apply(common);
BENCHMARK(BM_SinusoidalFillLargeStart)->Args({8192, 1024})->Apply(common);
BENCHMARK(BM_Checks)->Args({8192, 1024})->Apply(common);

BENCHMARK_MAIN();
