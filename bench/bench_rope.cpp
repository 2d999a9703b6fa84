// RoPE at the size, N = 4096 positions, d = 128: the rotations, the N × N score matrix
// (tiled ScoreKernel on every core), the invariance check over every diagonal, the tiled
// report `pelab-cli rope --json` runs (no N × N), and the score kernel's GFLOP/s next to
// Eigen's GEMM on the same shapes.
#include "parallelwork.h"
#include "random.h"
#include "ropeanalysis.h"
#include "ropescores.h"
#include "scorekernel.h"

#include <benchmark/benchmark.h>
#include <Eigen/Core>

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

using RowMajor = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

pelab::Matrix normals(std::int64_t rows, std::int64_t cols, std::uint64_t seed)
{
    pelab::Matrix m{std::size_t(rows), std::size_t(cols)};
    pelab::Random(seed).fillNormal(m.data(), m.size());
    return m;
}

void flops(benchmark::State &state, double count)
{
    state.counters["GFLOP/s"] =
        benchmark::Counter(count * double(state.iterations()) * 1e-9, benchmark::Counter::kIsRate);
}

// C = A·Bᵀ (N × d times d × N) by ScoreKernel: 96-row panels against 256 columns at a time on
// every core, as the tiled report runs it, each tile written into a reused per-thread buffer.
// The third argument is the path: 2 AVX-512F, 1 AVX2 + FMA, 0 generic (skipped where the CPU
// lacks it).
void BM_ScoreKernel(benchmark::State &state)
{
    const std::int64_t n = state.range(0), d = state.range(1);
    const auto path = pelab::ScoreKernel::Path(state.range(2));
    if (!pelab::ScoreKernel::supports(path)) {
        state.SkipWithError("this CPU lacks the path");
        return;
    }
    const pelab::Matrix a = normals(n, d, 1), b = normals(n, d, 2);
    const std::int64_t panels = (n + 95) / 96;
    const pelab::ParallelWork pool(panels);
    std::vector<pelab::ScoreKernel> kernels(pool.workers(), pelab::ScoreKernel(path));
    std::vector<std::vector<double>> tiles(pool.workers(), std::vector<double>(96 * 256));
    for (auto _ : state) {
        pool.run([&](std::int64_t panel, unsigned w) {
            const std::int64_t r0 = panel * 96, rows = std::min<std::int64_t>(96, n - r0);
            for (std::int64_t c0 = 0; c0 < n; c0 += 256) {
                const std::int64_t cols = std::min<std::int64_t>(256, n - c0);
                kernels[w].product(a.row(std::size_t(r0)), std::size_t(d), std::size_t(rows),
                                   b.row(std::size_t(c0)), std::size_t(d), std::size_t(cols),
                                   std::size_t(d), 1.0, tiles[w].data(), std::size_t(cols));
            }
            benchmark::DoNotOptimize(tiles[w].data());
        });
    }
    flops(state, 2.0 * double(n) * double(n) * double(d));
    state.SetLabel(pelab::ScoreKernel::pathName(path));
}

// The same product by Eigen's GEMM (the core's build flags), 256-row panels on every core into
// one N × N result, as ropeScores did before the tiles.
void BM_EigenGemm(benchmark::State &state)
{
    const std::int64_t n = state.range(0), d = state.range(1);
    const pelab::Matrix a = normals(n, d, 1), b = normals(n, d, 2);
    pelab::Matrix c{std::size_t(n), std::size_t(n)};
    Eigen::Map<const RowMajor> A(a.data(), n, d), B(b.data(), n, d);
    Eigen::Map<RowMajor> C(c.data(), n, n);
    const std::int64_t panels = (n + 255) / 256;
    const pelab::ParallelWork pool(panels);
    for (auto _ : state) {
        pool.run([&](std::int64_t panel, unsigned) {
            const std::int64_t r0 = panel * 256, rows = std::min<std::int64_t>(256, n - r0);
            C.middleRows(r0, rows).noalias() = A.middleRows(r0, rows) * B.transpose();
        });
        benchmark::DoNotOptimize(c.data());
    }
    flops(state, 2.0 * double(n) * double(n) * double(d));
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

// The analysis with the N × N scores kept (the window's heatmap).
void BM_RopeAnalysis(benchmark::State &state)
{
    const pelab::RopeParameters p = parameters(state.range(0), state.range(1));
    for (auto _ : state)
        benchmark::DoNotOptimize(pelab::analyzeRope(p)->invariance.maxError);
}

// Everything `pelab-cli rope --json` computes: the tiled report, exact scores, rotation check;
// nothing N × N. With a third argument D, the band |s − t| ≤ D only.
void BM_RopeReport(benchmark::State &state)
{
    pelab::RopeParameters p = parameters(state.range(0), state.range(1));
    p.keepScores = false;
    if (state.range(2) > 0)
        p.maxOffset = state.range(2);
    for (auto _ : state)
        benchmark::DoNotOptimize(pelab::analyzeRope(p)->invariance.maxError);
    const double n = double(p.positions), d = double(p.dim);
    const double cells = state.range(2) > 0 ? n * double(2 * state.range(2) + 1) : n * n;
    flops(state, 2.0 * cells * d);
}

} // namespace

BENCHMARK(BM_RopeRotate)->Args({4096, 128})->Apply(common);
BENCHMARK(BM_RopeScores)->Args({4096, 128})->Apply(common);
BENCHMARK(BM_RopeInvarianceCheck)->Args({4096, 128})->Apply(common);
BENCHMARK(BM_RopeScoresAndInvariance)->Args({4096, 128})->Apply(common);
BENCHMARK(BM_RopeAnalysis)->Args({4096, 128})->Apply(common);
BENCHMARK(BM_RopeReport)
    ->Args({4096, 128, 0})
    ->Args({32768, 128, 0})
    ->Args({131072, 128, 256})
    ->Apply(common);
BENCHMARK(BM_ScoreKernel)
    ->Args({4096, 128, 2})
    ->Args({4096, 128, 1})
    ->Args({4096, 64, 2})
    ->Args({4096, 64, 1})
    ->Apply(common);
BENCHMARK(BM_EigenGemm)->Args({4096, 128})->Args({4096, 64})->Apply(common);

BENCHMARK_MAIN();
