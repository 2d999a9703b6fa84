// Shaw relative scores: how many cells per second the lazy table computes (one cell at a time,
// as ShawScoreModel::data() does while the table scrolls; a row; a heatmap window), and the
// JSON summary over a whole 4096 × 4096 table, at d = 64, K = 16, N = 100 000.
#include "shaw.h"

#include <benchmark/benchmark.h>

#include <cstdint>
#include <vector>

namespace {

const pelab::ShawScores &scores()
{
    static const pelab::ShawScores s = pelab::ShawScores::seeded(100000, 64, 16, 42);
    return s;
}

// Cells one by one over a 40 × 12 screenful somewhere in the middle of the table.
void BM_Cell(benchmark::State &state)
{
    const pelab::ShawScores &s = scores();
    std::int64_t t0 = 50000;
    for (auto _ : state) {
        for (std::int64_t t = t0; t < t0 + 40; ++t)
            for (std::int64_t c = t0; c < t0 + 12; ++c)
                benchmark::DoNotOptimize(s.cell(t, c));
        t0 = (t0 + 37) % 99000;
    }
    state.SetItemsProcessed(state.iterations() * 40 * 12);
}

// One query row of N = 100 000 keys (the Row view).
void BM_Row(benchmark::State &state)
{
    const pelab::ShawScores &s = scores();
    std::vector<double> row(100000);
    for (auto _ : state) {
        s.fillRow(pelab::ShawTerm::Total, 50000, row.data());
        benchmark::DoNotOptimize(row.data());
    }
    state.SetItemsProcessed(state.iterations() * 100000);
}

// The heatmap's 1024 × 1024 window.
void BM_Window(benchmark::State &state)
{
    const pelab::ShawScores &s = scores();
    for (auto _ : state) {
        pelab::Matrix m = s.block(pelab::ShawTerm::Total, 49488, 1024, 49488, 1024);
        benchmark::DoNotOptimize(m.data());
    }
    state.SetItemsProcessed(state.iterations() * 1024 * 1024);
}

// Min and max of every term over 4096 × 4096 cells, on every core (pelab-cli shaw --json).
void BM_Summary(benchmark::State &state)
{
    static const pelab::ShawScores s = pelab::ShawScores::seeded(4096, 64, 16, 42);
    for (auto _ : state)
        benchmark::DoNotOptimize(s.summary());
    state.SetItemsProcessed(state.iterations() * 4096 * 4096);
}

} // namespace

BENCHMARK(BM_Cell)->UseRealTime();
BENCHMARK(BM_Row)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Window)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Summary)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_MAIN();
