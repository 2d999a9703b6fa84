#include "sinusoidalblockchecks.h"

#include "matrix.h"

#include <algorithm>
#include <exception>
#include <system_error>
#include <thread>
#include <vector>

namespace pelab {

namespace {

// About 8 MiB of values per block: they stay in cache between the fill and the checks, and a
// block is small enough that fillSinusoidal does not start threads of its own.
constexpr std::int64_t kBlockValues = std::int64_t(1) << 20;
constexpr std::int64_t kAnchorRows = 64; // blocks start on the kernel's anchor rows
constexpr unsigned kMaxThreads = 8;

struct Block
{
    std::int64_t firstRow = 0;
    std::int64_t rows = 0;
};

// Computes and checks blocks [first, last) into results[first … last); an exception is kept
// in `error` for the calling thread to rethrow.
void checkBlocks(const pelab::SinusoidalParams &params, const pelab::CheckOptions &options,
                 const std::vector<Block> &blocks, std::size_t first, std::size_t last,
                 std::vector<pelab::SinusoidalChecks> &results, std::exception_ptr &error)
try {
    pelab::Matrix buffer;
    for (std::size_t b = first; b < last; ++b) {
        pelab::SinusoidalParams part = params;
        part.start = params.start + blocks[b].firstRow;
        part.positions = blocks[b].rows;
        if (buffer.rows() != std::size_t(part.positions))
            buffer = pelab::Matrix(std::size_t(part.positions), std::size_t(params.dim));
        pelab::fillSinusoidal(part, buffer.data());
        results[b] = pelab::checkSinusoidal(buffer, part, options);
        results[b].shiftResidualByPosition = {};
    }
} catch (...) {
    error = std::current_exception();
}

// Folds one block's result into the total; ties keep the earlier position, as one pass would.
void merge(pelab::SinusoidalChecks &total, const pelab::SinusoidalChecks &part, bool first)
{
    if (first) {
        total.minValue = part.minValue;
        total.maxValue = part.maxValue;
    } else {
        total.minValue = std::min(total.minValue, part.minValue);
        total.maxValue = std::max(total.maxValue, part.maxValue);
    }
    total.nanCount += part.nanCount; // a row in the overlap of two blocks may count twice
    if (first || part.maxNormError > total.maxNormError) {
        total.maxNormError = part.maxNormError;
        total.worstNormPosition = part.worstNormPosition;
    }
    if (first || part.maxDotError > total.maxDotError) {
        total.maxDotError = part.maxDotError;
        total.worstDotPosition = part.worstDotPosition;
        total.worstDotOffset = part.worstDotOffset;
    }
    if (first || part.maxShiftResidual > total.maxShiftResidual) {
        total.maxShiftResidual = part.maxShiftResidual;
        total.worstShiftPosition = part.worstShiftPosition;
        total.worstShiftPair = part.worstShiftPair;
    }
}

} // namespace

std::int64_t SinusoidalBlockChecks::blockRows(std::int64_t dim)
{
    const std::int64_t rows = kBlockValues / std::max<std::int64_t>(dim, 1) / kAnchorRows;
    return std::max<std::int64_t>(1, rows) * kAnchorRows;
}

pelab::SinusoidalChecks SinusoidalBlockChecks::compute(const pelab::SinusoidalParams &params,
                                                       const pelab::CheckOptions &options)
{
    pelab::validate(params);
    pelab::CheckOptions blockOptions = options;
    if (blockOptions.tolerance < 0.0) // the whole table's tolerance, not each block's
        blockOptions.tolerance = pelab::automaticTolerance(params);

    // Block i covers rows [i·R, i·R + R + overlap): the pairs (t, t + Δ) with Δ ≤ overlap
    // that start in it. A block is needed while rows remain beyond the previous one's end.
    const std::int64_t n = params.positions;
    const std::int64_t overlap =
        std::max<std::int64_t>(std::max<std::int64_t>(options.shift, options.dotOffsets), 0);
    const std::int64_t step = blockRows(params.dim);
    std::vector<Block> blocks;
    for (std::int64_t first = 0; first < n; first += step) {
        if (first > 0 && first + overlap >= n)
            break;
        blocks.push_back({first, std::min(n, first + step + overlap) - first});
    }

    std::vector<pelab::SinusoidalChecks> results(blocks.size());
    const unsigned threads = unsigned(std::min<std::size_t>(
        blocks.size(), std::clamp(std::thread::hardware_concurrency(), 1u, kMaxThreads)));
    std::vector<std::exception_ptr> errors(threads);
    std::vector<std::thread> workers;
    std::size_t next = 0; // first block not yet handed to a worker
    for (unsigned j = 1; j < threads; ++j) {
        const std::size_t first = blocks.size() * (j - 1) / threads;
        const std::size_t last = blocks.size() * j / threads;
        try {
            workers.emplace_back(checkBlocks, std::cref(params), std::cref(blockOptions),
                                 std::cref(blocks), first, last, std::ref(results),
                                 std::ref(errors[j]));
        } catch (const std::system_error &) {
            break; // no thread to be had: this one does the rest
        }
        next = last;
    }
    checkBlocks(params, blockOptions, blocks, next, blocks.size(), results, errors[0]);
    for (std::thread &worker : workers)
        worker.join();
    for (const std::exception_ptr &error : errors) {
        if (error)
            std::rethrow_exception(error);
    }

    pelab::SinusoidalChecks total;
    for (std::size_t b = 0; b < results.size(); ++b)
        merge(total, results[b], b == 0);
    total.inUnitRange = total.nanCount == 0 && total.minValue >= -1.0 && total.maxValue <= 1.0;
    total.dotOffsetsChecked = std::min(options.dotOffsets, n - 1);
    total.shift = options.shift;
    total.tolerance = blockOptions.tolerance;
    return total;
}

} // namespace pelab
