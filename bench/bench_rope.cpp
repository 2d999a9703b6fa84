// RoPE at the size, N = 4096 positions, d = 128: the rotations, the N × N score matrix
// (GEMM on every core), the invariance check over every diagonal, and the whole analysis the
// tab and `pelab-cli rope --json` run (scores, exact relative scores, invariance, rotation).
#include "ropeanalysis.h"
#include "ropescores.h"

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

pelab::RopeParameters parameters(std::int64_t n, std::int64_t d)
{
    pelab::RopeParameters p;
    p.dim = d;
    p.positions = n;
    p.seed = 1;
    return p;
}

void BM_RopeRotate(benchmark::State &state)
{
    const pelab::RopeSetup setup = pelab::makeRopeSetup(parameters(state.range(0), state.range(1)));
    for (auto _ : state) {
        pelab::Matrix q = pelab::rotatedRows(setup, setup.q);
        benchmark::DoNotOptimize(q.data());
    }
}

void BM_RopeScores(benchmark::State &state)
{
    const pelab::RopeSetup setup = pelab::makeRopeSetup(parameters(state.range(0), state.range(1)));
    for (auto _ : state) {
        pelab::Matrix a = pelab::ropeScores(setup);
        benchmark::DoNotOptimize(a.data());
    }
}

void BM_RopeInvarianceCheck(benchmark::State &state)
{
    const pelab::RopeSetup setup = pelab::makeRopeSetup(parameters(state.range(0), state.range(1)));
    const pelab::Matrix a = pelab::ropeScores(setup);
    for (auto _ : state)
        benchmark::DoNotOptimize(pelab::invarianceCheck(a, 0).maxError);
}

// Rotate, matmul, diagonal spreads: the work compare_rope_numpy.py times in NumPy.
void BM_RopeScoresAndInvariance(benchmark::State &state)
{
    const pelab::RopeSetup setup = pelab::makeRopeSetup(parameters(state.range(0), state.range(1)));
    for (auto _ : state) {
        const pelab::Matrix a = pelab::ropeScores(setup);
        benchmark::DoNotOptimize(pelab::invarianceCheck(a, 0).maxError);
    }
}

// Everything `pelab-cli rope --json` computes (plus the exact scores and the rotation check).
void BM_RopeAnalysis(benchmark::State &state)
{
    const pelab::RopeParameters p = parameters(state.range(0), state.range(1));
    for (auto _ : state)
        benchmark::DoNotOptimize(pelab::analyzeRope(p)->invariance.maxError);
}

} // namespace

BENCHMARK(BM_RopeRotate)->Args({4096, 128})->Apply(common);
BENCHMARK(BM_RopeScores)->Args({4096, 128})->Apply(common);
BENCHMARK(BM_RopeInvarianceCheck)->Args({4096, 128})->Apply(common);
BENCHMARK(BM_RopeScoresAndInvariance)->Args({4096, 128})->Apply(common);
BENCHMARK(BM_RopeAnalysis)->Args({4096, 128})->Apply(common);

BENCHMARK_MAIN();
