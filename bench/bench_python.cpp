// The C++ side of bench/python_overhead.py: what a call of the Python package pelab costs
// without Python. A small table (the sinusoidal table of 8 positions × 16 dimensions) by core's
// kernel alone and through CliCall, the in-process pelab-cli command the package runs; and
// `pelab-cli rope --positions 4096 --dim 128 --json`'s computation (the tiled report, exactly
// as RopeCommand makes it) by core alone and through CliCall.
#include "clicall.h"
#include "rope/ropecontent.h"
#include "rope/ropespec.h"
#include "spec/tabstate.h"
#include "task/taskcontrol.h"

#include "ropeanalysis.h"
#include "sinusoidal.h"

#include <benchmark/benchmark.h>

#include <QStringList>

#include <algorithm>
#include <vector>

namespace {

double minimum(const std::vector<double> &v)
{
    return *std::min_element(v.begin(), v.end());
}

QStringList words(const char *text)
{
    return QString::fromLatin1(text).split(QLatin1Char(' '));
}

void BM_SinusoidalTableKernel(benchmark::State &state)
{
    pelab::SinusoidalParams p;
    p.positions = 8;
    p.dim = 16;
    for (auto _ : state)
        benchmark::DoNotOptimize(pelab::sinusoidalTable(p).data());
}

void BM_SinusoidalTableCliCall(benchmark::State &state)
{
    const QStringList arguments = words("sinusoidal --positions 8 --dim 16 --npy -");
    for (auto _ : state)
        benchmark::DoNotOptimize(CliCall::run(arguments, TaskControl()).tables.size());
}

void BM_RopeReportKernel(benchmark::State &state)
{
    const RopeSpec spec;
    TabState tab(spec);
    tab.set(RopeKeys::positions, qint64(4096));
    tab.set(RopeKeys::dim, qint64(128));
    pelab::RopeParameters p = RopeSpec::params(tab);
    RopeContent::resolve(tab, p, true);
    for (auto _ : state)
        benchmark::DoNotOptimize(pelab::analyzeRope(p)->invariance.maxError);
}

void BM_RopeReportCliCall(benchmark::State &state)
{
    const QStringList arguments = words("rope --positions 4096 --dim 128 --json");
    for (auto _ : state)
        benchmark::DoNotOptimize(CliCall::run(arguments, TaskControl()).json.size());
}

} // namespace

BENCHMARK(BM_SinusoidalTableKernel)
    ->Unit(benchmark::kMicrosecond)
    ->ComputeStatistics("min", minimum);
BENCHMARK(BM_SinusoidalTableCliCall)
    ->Unit(benchmark::kMicrosecond)
    ->ComputeStatistics("min", minimum);
BENCHMARK(BM_RopeReportKernel)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->ComputeStatistics("min", minimum);
BENCHMARK(BM_RopeReportCliCall)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->ComputeStatistics("min", minimum);

BENCHMARK_MAIN();
