// The Compare tab's relative profiles to Δ = 4096 with each tab's defaults, one by one and the
// five of `pelab-cli compare --profiles sinusoidal,rope,rope-bound,alibi,shaw` together (their
// normalisation included): the kernels behind the whole-process figure of the README, against
// bench/compare_profiles_numpy.py's in-process timing of the same curves.
#include "alibi.h"
#include "relativeprofiles.h"
#include "rope.h"
#include "shaw.h"
#include "sinusoidal.h"

#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdint>
#include <vector>

namespace {

constexpr std::int64_t kDistance = 4096;

pelab::ProfileCurve sinusoidal()
{
    return pelab::cosineSumProfile(pelab::angularFrequencies(10000.0, 512), 1.0, kDistance);
}

const std::vector<double> &theta()
{
    static const std::vector<double> t =
        pelab::ropeFrequencies(64, 10000.0, pelab::RopeScaling{}, 256).invFreq;
    return t;
}

pelab::ProfileCurve rope()
{
    return pelab::cosineSumProfile(theta(), 2.0 / std::sqrt(64.0), kDistance);
}

pelab::ProfileCurve ropeBound()
{
    return pelab::ropeBoundProfile(theta(), kDistance);
}

pelab::ProfileCurve alibi()
{
    return pelab::linearBiasProfile(pelab::officialSlopes(12), kDistance);
}

pelab::ProfileCurve shaw()
{
    static const pelab::ShawScores scores = pelab::ShawScores::seeded(64, 16, 4, 42);
    return pelab::shawRelativeProfile(scores, kDistance);
}

template <pelab::ProfileCurve (*Profile)()> void BM_Profile(benchmark::State &state)
{
    for (auto _ : state)
        benchmark::DoNotOptimize(Profile().centre.data());
}

void BM_FiveNormalised(benchmark::State &state)
{
    for (auto _ : state) {
        for (pelab::ProfileCurve curve : {sinusoidal(), rope(), ropeBound(), alibi(), shaw()}) {
            pelab::normaliseProfile(curve, pelab::ProfileNormalisation::Unit);
            benchmark::DoNotOptimize(curve.centre.data());
        }
    }
}

} // namespace

BENCHMARK(BM_Profile<sinusoidal>)->Name("Sinusoidal/d512")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Profile<rope>)->Name("RopeExpected/d64")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Profile<ropeBound>)->Name("RopeBound/d64")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Profile<alibi>)->Name("Alibi/h12")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Profile<shaw>)->Name("Shaw/n64")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FiveNormalised)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
