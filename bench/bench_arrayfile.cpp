// The array-file readers and the Learned tab's analyses on a GPT-2-sized table (1024 × 768):
// .npy (<f4 and <f8), CSV text and safetensors (F32) read from memory, the per-dimension
// spectrum and the summary. bench/compare_arrayfile_numpy.py runs the same work in NumPy.
#include "arrayfile.h"
#include "csvformat.h"
#include "csvreader.h"
#include "learnedanalysis.h"
#include "npyformat.h"
#include "npyreader.h"
#include "safetensorsreader.h"

#include <benchmark/benchmark.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <string>

namespace {

constexpr std::size_t kRows = 1024;
constexpr std::size_t kCols = 768;

double value(std::size_t i)
{
    return 0.02 * std::sin(double(i) * 0.618) * std::cos(double(i % 977) * 0.1);
}

std::string npyF4()
{
    std::string dict = "{'descr': '<f4', 'fortran_order': False, 'shape': (" +
                       std::to_string(kRows) + ", " + std::to_string(kCols) + "), }";
    dict.append(63 - (10 + dict.size()) % 64, ' ');
    dict += '\n';
    std::string out("\x93NUMPY\x01\x00", 8);
    out += char(dict.size() & 0xff);
    out += char(dict.size() >> 8);
    out += dict;
    for (std::size_t i = 0; i < kRows * kCols; ++i) {
        const auto bits = std::bit_cast<std::uint32_t>(float(value(i)));
        for (int b = 0; b < 4; ++b)
            out += char((bits >> (8 * b)) & 0xff);
    }
    return out;
}

std::string npyF8()
{
    pelab::Matrix m(kRows, kCols);
    for (std::size_t i = 0; i < m.size(); ++i)
        m.data()[i] = value(i);
    std::string out = pelab::npyHeaderF8({kRows, kCols});
    pelab::appendLittleEndianDoubles(out, m.data(), m.size());
    return out;
}

std::string csvText()
{
    std::string out;
    for (std::size_t r = 0; r < kRows; ++r) {
        for (std::size_t c = 0; c < kCols; ++c) {
            if (c)
                out += ',';
            pelab::appendDouble(out, double(float(value(r * kCols + c))));
        }
        out += "\r\n";
    }
    return out;
}

std::string safetensorsF32()
{
    const std::string npy = npyF4();
    const std::string data = npy.substr(npy.size() - kRows * kCols * 4);
    std::string json = R"({"wpe.weight":{"dtype":"F32","shape":[1024,768],"data_offsets":[0,)" +
                       std::to_string(data.size()) + "]}}";
    json.append((8 - json.size() % 8) % 8, ' ');
    std::string out;
    for (int b = 0; b < 8; ++b)
        out += char((json.size() >> (8 * b)) & 0xff);
    return out + json + data;
}

void BM_ReadNpyF4(benchmark::State &state)
{
    const std::string bytes = npyF4();
    for (auto _ : state)
        benchmark::DoNotOptimize(pelab::readNpyBytes(bytes.data(), bytes.size(), "wpe.npy"));
    state.SetBytesProcessed(std::int64_t(state.iterations() * bytes.size()));
}
BENCHMARK(BM_ReadNpyF4)->Unit(benchmark::kMillisecond);

void BM_ReadNpyF8(benchmark::State &state)
{
    const std::string bytes = npyF8();
    for (auto _ : state)
        benchmark::DoNotOptimize(pelab::readNpyBytes(bytes.data(), bytes.size(), "wpe.npy"));
    state.SetBytesProcessed(std::int64_t(state.iterations() * bytes.size()));
}
BENCHMARK(BM_ReadNpyF8)->Unit(benchmark::kMillisecond);

void BM_ReadCsv(benchmark::State &state)
{
    const std::string text = csvText();
    for (auto _ : state)
        benchmark::DoNotOptimize(pelab::readCsvBytes(text.data(), text.size(), "wpe.csv"));
    state.SetBytesProcessed(std::int64_t(state.iterations() * text.size()));
}
BENCHMARK(BM_ReadCsv)->Unit(benchmark::kMillisecond);

void BM_ReadSafetensorsF32(benchmark::State &state)
{
    const std::string bytes = safetensorsF32();
    for (auto _ : state)
        benchmark::DoNotOptimize(
            pelab::readSafetensorsBytes(bytes.data(), bytes.size(), "model.safetensors"));
    state.SetBytesProcessed(std::int64_t(state.iterations() * bytes.size()));
}
BENCHMARK(BM_ReadSafetensorsF32)->Unit(benchmark::kMillisecond);

void BM_Spectrum(benchmark::State &state)
{
    const auto rows = std::size_t(state.range(0));
    pelab::Matrix m(rows, kCols);
    for (std::size_t i = 0; i < m.size(); ++i)
        m.data()[i] = value(i);
    for (auto _ : state)
        benchmark::DoNotOptimize(pelab::dimensionSpectrum(m));
}
BENCHMARK(BM_Spectrum)->Arg(256)->Arg(1024)->Unit(benchmark::kMillisecond);

void BM_Summary(benchmark::State &state)
{
    pelab::Matrix m(kRows, kCols);
    for (std::size_t i = 0; i < m.size(); ++i)
        m.data()[i] = value(i);
    for (auto _ : state)
        benchmark::DoNotOptimize(pelab::summarizeTable(m));
}
BENCHMARK(BM_Summary)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
