// Multimodal RoPE: a sequence's (t, h, w) ids, the cos/sin cache as Qwen2-VL applies it (what
// the RoPE tab's cos and sin views and `pelab-cli rope --view cos` compute), and one image's grid
// scores with the 2-D invariance check. The sequence is 32 768 tokens: 4096 text, a video of
// 27 frames of 64 × 64 patches merged 2 × 2 (27 × 1024 tokens), 1024 text; head_dim 128,
// mrope_section 16, 24, 24 (bench/mrope_cache_numpy.py builds the same cache).
#include "memorylimit.h"
#include "mrope.h"
#include "mropecache.h"
#include "random.h"
#include "rope.h"
#include "ropescores.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <vector>

namespace {

const char *const kSequence = "text:4096,video:27x64x64,text:1024";

double minimum(const std::vector<double> &v)
{
    return *std::min_element(v.begin(), v.end());
}

void common(benchmark::internal::Benchmark *b)
{
    b->Unit(benchmark::kMillisecond)->UseRealTime()->ComputeStatistics("min", minimum);
}

pelab::MropeSections qwen2vl()
{
    return {{16, 24, 24}, pelab::SectionLayout::Chunked};
}

std::vector<double> invFreq(std::int64_t dim)
{
    return pelab::ropeFrequencies(dim, 1e6, {}, 1).invFreq;
}

// The ids of the 32 768 tokens.
void BM_MropePositions(benchmark::State &state)
{
    const auto segments = pelab::parseSequence(kSequence);
    for (auto _ : state) {
        pelab::TokenPositions ids = pelab::tokenPositions(segments, {}, pelab::kDefaultMemoryLimit);
        benchmark::DoNotOptimize(ids.t.data());
    }
}
BENCHMARK(BM_MropePositions)->Apply(common);

// The cos and sin cache of the sequence (tokens × 128), chunked sections, half pairing.
void BM_MropeCache(benchmark::State &state)
{
    const auto ids =
        pelab::tokenPositions(pelab::parseSequence(kSequence), {}, pelab::kDefaultMemoryLimit);
    const std::vector<double> theta = invFreq(128);
    for (auto _ : state) {
        auto cache = pelab::ropeCache(ids, theta, 1.0, qwen2vl(), pelab::RopePairing::Half,
                                      pelab::kDefaultMemoryLimit);
        benchmark::DoNotOptimize(cache->cos.data());
    }
}
BENCHMARK(BM_MropeCache)->Apply(common);

// Plain RoPE's cache of 32 768 text positions (every pair the one id).
void BM_TextCache(benchmark::State &state)
{
    const auto ids = pelab::textPositions(32768);
    const std::vector<double> theta = invFreq(128);
    for (auto _ : state) {
        auto cache = pelab::ropeCache(ids, theta, 1.0, {}, pelab::RopePairing::Half,
                                      pelab::kDefaultMemoryLimit);
        benchmark::DoNotOptimize(cache->cos.data());
    }
}
BENCHMARK(BM_TextCache)->Apply(common);

// One 64 × 64 image (32 × 32 patches merged): the scores of a patch and the spread over all
// (32·32)² patch pairs.
void BM_GridScores(benchmark::State &state)
{
    const auto segments = pelab::parseSequence("text:16,image:1x64x64,text:16");
    std::vector<double> q, k;
    pelab::randomContent(128, 0, q, k);
    const std::vector<double> theta = invFreq(128);
    for (auto _ : state) {
        auto grid = pelab::gridScores(segments, {}, 1, 3, 5, q, k, theta, 1.0, qwen2vl(),
                                      pelab::RopePairing::Half);
        benchmark::DoNotOptimize(grid->maxSpread);
    }
}
BENCHMARK(BM_GridScores)->Apply(common);

} // namespace

BENCHMARK_MAIN();
