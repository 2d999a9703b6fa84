// Bucketed relative position biases: T5's bucket map of N positions (what the Buckets tab's map
// view and a map export compute), DeBERTa's, a head's bias, the layout and the conformance check.
//
// `bench_buckets --write_map=PATH,NUM_BUCKETS,MAX_DISTANCE,N` writes the T5 bidirectional map as
// an int64 .npy and exits (compare_buckets_numpy.py checks NumPy's map against it).
#include "relativebuckets.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

namespace {

const pelab::BucketParams kT5{pelab::BucketScheme::T5, 32, 128, true};
const pelab::BucketParams kDeberta{pelab::BucketScheme::Deberta, 256, 512, true};

double minimum(const std::vector<double> &v)
{
    return *std::min_element(v.begin(), v.end());
}

void common(benchmark::internal::Benchmark *b)
{
    b->Unit(benchmark::kMillisecond)->UseRealTime()->ComputeStatistics("min", minimum);
}

// The N × N map, allocated and filled (T5 32/128 bidirectional).
void BM_BucketMap(benchmark::State &state)
{
    const std::int64_t n = state.range(0);
    for (auto _ : state) {
        std::vector<std::int64_t> map = pelab::bucketMap(kT5, n);
        benchmark::DoNotOptimize(map.data());
    }
    state.SetBytesProcessed(state.iterations() * n * n * std::int64_t(sizeof(std::int64_t)));
}

void BM_BucketMapDeberta(benchmark::State &state)
{
    const std::int64_t n = state.range(0);
    for (auto _ : state) {
        std::vector<std::int64_t> map = pelab::bucketMap(kDeberta, n);
        benchmark::DoNotOptimize(map.data());
    }
}

// The 2N − 1 buckets alone (one float32 log each).
void BM_BucketsByDistance(benchmark::State &state)
{
    for (auto _ : state)
        benchmark::DoNotOptimize(pelab::bucketsByDistance(kT5, state.range(0)));
    state.SetItemsProcessed(state.iterations() * (2 * state.range(0) - 1));
}

// One head's N × N bias from a 32 × 12 table.
void BM_HeadBias(benchmark::State &state)
{
    const std::int64_t n = state.range(0);
    const pelab::Matrix table = pelab::seededBiasTable(kT5, 12, 1);
    for (auto _ : state) {
        pelab::Matrix bias = pelab::headBias(kT5, table, 3, n);
        benchmark::DoNotOptimize(bias.data());
    }
}

// The layout: 0 = T5 32/128, 1 = WavLM 320/800, 2 = DeBERTa 256/512.
void BM_BucketLayout(benchmark::State &state)
{
    const pelab::BucketParams params[] = {kT5, {pelab::BucketScheme::T5, 320, 800, true}, kDeberta};
    for (auto _ : state)
        benchmark::DoNotOptimize(pelab::bucketLayout(params[state.range(0)]));
}

// compareBuckets on a matching N × N map (the whole map measured once).
void BM_CompareMatchingMap(benchmark::State &state)
{
    const std::int64_t n = state.range(0);
    const std::vector<std::int64_t> map = pelab::bucketMap(kT5, n);
    pelab::LoadedArray array;
    array.values = pelab::Matrix(std::size_t(n), std::size_t(n));
    std::transform(map.begin(), map.end(), array.values.data(),
                   [](std::int64_t v) { return double(v); });
    array.dtype = "<i8";
    for (auto _ : state) {
        benchmark::DoNotOptimize(
            pelab::compareBuckets(array, kT5, pelab::BucketQuantity::Map, nullptr, "map.npy"));
    }
}

// A reversed map: the reference measured, then the reversed direction confirmed.
void BM_CompareReversedMap(benchmark::State &state)
{
    const std::int64_t n = state.range(0);
    const std::vector<std::int64_t> map = pelab::bucketMap(kT5, n);
    pelab::LoadedArray array;
    array.values = pelab::Matrix(std::size_t(n), std::size_t(n));
    for (std::int64_t q = 0; q < n; ++q)
        for (std::int64_t k = 0; k < n; ++k)
            array.values(std::size_t(q), std::size_t(k)) = double(map[std::size_t(k * n + q)]);
    array.dtype = "<i8";
    for (auto _ : state) {
        benchmark::DoNotOptimize(
            pelab::compareBuckets(array, kT5, pelab::BucketQuantity::Map, nullptr, "map.npy"));
    }
}

BENCHMARK(BM_BucketMap)->Arg(512)->Arg(4096)->Apply(common);
BENCHMARK(BM_BucketMapDeberta)->Arg(4096)->Apply(common);
BENCHMARK(BM_BucketsByDistance)->Arg(4096)->Arg(65536)->Apply(common);
BENCHMARK(BM_HeadBias)->Arg(4096)->Apply(common);
BENCHMARK(BM_BucketLayout)->Arg(0)->Arg(1)->Arg(2)->Apply(common);
BENCHMARK(BM_CompareMatchingMap)->Arg(1024)->Arg(4096)->Apply(common);
BENCHMARK(BM_CompareReversedMap)->Arg(1024)->Apply(common);

// --write_map=PATH,NUM_BUCKETS,MAX_DISTANCE,N: the T5 bidirectional map as a little-endian int64
// .npy (version 1.0, header padded to 64 bytes).
int writeMap(const std::string &spec)
{
    std::string path;
    long long buckets = 0, distance = 0, n = 0;
    const auto comma = spec.find(',');
    if (comma == std::string::npos ||
        std::sscanf(spec.c_str() + comma + 1, "%lld,%lld,%lld", &buckets, &distance, &n) != 3) {
        std::fprintf(stderr, "--write_map=PATH,NUM_BUCKETS,MAX_DISTANCE,N\n");
        return 2;
    }
    path = spec.substr(0, comma);
    try {
        const std::vector<std::int64_t> map =
            pelab::bucketMap({pelab::BucketScheme::T5, buckets, distance, true}, n);
        std::string header = "{'descr': '<i8', 'fortran_order': False, 'shape': (" +
                             std::to_string(n) + ", " + std::to_string(n) + "), }";
        while ((10 + header.size() + 1) % 64 != 0)
            header += ' ';
        header += '\n';
        std::ofstream out(path, std::ios::binary);
        out.write("\x93NUMPY\x01\x00", 8);
        const char length[2] = {char(header.size() & 0xff), char(header.size() >> 8)};
        out.write(length, 2);
        out.write(header.data(), std::streamsize(header.size()));
        out.write(reinterpret_cast<const char *>(map.data()),
                  std::streamsize(map.size() * sizeof(std::int64_t))); // little-endian x86-64
        return out ? 0 : 1;
    } catch (const std::exception &error) {
        std::fprintf(stderr, "%s\n", error.what());
        return 2;
    }
}

} // namespace

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strncmp(argv[i], "--write_map=", 12) == 0)
            return writeMap(argv[i] + 12);
    }
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
