#include "ropeblock.h"

#include "error.h"
#include "parallelwork.h"
#include "scorekernel.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace pelab {

namespace {

constexpr std::int64_t kPanelRows = 96; // rows of the block per unit of work (as ropetiles)

// x̂_t = R_t x for t = T0 + first … T0 + first + count − 1: rotatedRows of a setup that starts
// there, so every row is the one rotatedRows(setup) holds for that position.
Matrix rotatedRange(const RopeSetup &setup, const std::vector<double> &x, std::int64_t first,
                    std::int64_t count)
{
    RopeSetup part = setup;
    part.start = setup.start + first;
    part.positions = count;
    return rotatedRows(part, x);
}

} // namespace

void validateRopeBlockRange(std::int64_t first, std::int64_t count, std::int64_t positions,
                            const char *what)
{
    if (count < 1 || first < 0 || first > positions - count)
        throw Error(std::string("the block's ") + what + " must lie in 0 … N − 1 = " +
                    std::to_string(positions - 1) + " and hold at least one (got " +
                    std::to_string(first) + " and " + std::to_string(count) + " from there)");
}

void validateRopeWindowRow(std::int64_t row, std::int64_t positions)
{
    if (row < 0 || row >= positions)
        throw Error("the heatmap's row (--row) must be 0 … N − 1 = " +
                    std::to_string(positions - 1) + " (got " + std::to_string(row) + ")");
}

Matrix ropeScoreBlock(const RopeSetup &setup, std::int64_t r0, std::int64_t h, std::int64_t c0,
                      std::int64_t w, std::uint64_t memoryLimit, const ProgressCallback &progress)
{
    validateRopeSetup(setup);
    validateRopeBlockRange(r0, h, setup.positions, "rows");
    validateRopeBlockRange(c0, w, setup.positions, "columns");
    const auto d = std::size_t(setup.dim);
    // At most: the h × w result, the h × d rotated queries, the w × d rotated keys and their
    // packed copy (w rounded up to a panel of 8): within (h + 2d) × (w + d + 8) values.
    checkMatrixAllocation(std::uint64_t(h) + 2 * d, std::uint64_t(w) + d + ScoreKernel::kPanel,
                          memoryLimit, "the RoPE score block with its rotations");
    const std::size_t packedSize = ScoreKernel::packedSize(std::size_t(w), d);
    const Matrix qHat = rotatedRange(setup, setup.q, r0, h);
    std::vector<double> packed(packedSize);
    {
        const Matrix kHat = rotatedRange(setup, setup.k, c0, w);
        ScoreKernel::pack(kHat.data(), d, std::size_t(w), d, packed.data());
    }
    Matrix block(static_cast<std::size_t>(h), static_cast<std::size_t>(w));
    const double scale = 1.0 / std::sqrt(double(d));
    const ScoreKernel kernel;
    const ParallelWork pool((h + kPanelRows - 1) / kPanelRows);
    const auto work = [&](std::int64_t panel, unsigned) {
        const std::int64_t first = panel * kPanelRows;
        const std::int64_t rows = std::min(kPanelRows, h - first);
        kernel.productPacked(qHat.row(std::size_t(first)), d, std::size_t(rows), packed.data(), 0,
                             std::size_t(w), d, scale, block.row(std::size_t(first)), block.cols());
    };
    if (!pool.run(work, progress))
        return {};
    return block;
}

} // namespace pelab
