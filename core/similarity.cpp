#include "similarity.h"

#include "parallelwork.h"
#include "scorekernel.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace pelab {

namespace {
constexpr std::size_t kPanelRows = 96; // a multiple of ScoreKernel::kRows
} // namespace

Matrix gramMatrix(const Matrix &a, std::uint64_t memoryLimit, const ProgressCallback &progress)
{
    checkMatrixAllocation(a.rows(), a.rows(), memoryLimit, "the similarity matrix");
    const std::size_t n = a.rows();
    const std::size_t d = a.cols();
    Matrix g(n, n);
    // Row panels of the lower triangle (including the diagonal block) by ScoreKernel on every
    // core, mirrored afterwards: G is exactly symmetric.
    const auto panels = std::int64_t((n + kPanelRows - 1) / kPanelRows);
    const ParallelWork pool(panels);
    std::vector<ScoreKernel> kernels(pool.workers());
    const bool done = pool.run(
        [&](std::int64_t panel, unsigned worker) {
            const std::size_t r0 = std::size_t(panel) * kPanelRows;
            const std::size_t rows = std::min(kPanelRows, n - r0);
            kernels[worker].product(a.row(r0), d, rows, a.data(), d, r0 + rows, d, 1.0, g.row(r0),
                                    n);
        },
        progress);
    if (!done)
        return {};
    for (std::size_t r = 0; r < n; ++r)
        for (std::size_t c = r + 1; c < n; ++c)
            g(r, c) = g(c, r);
    return g;
}

Matrix distanceFromGram(const Matrix &gram)
{
    const std::size_t n = gram.rows();
    Matrix dist(n, n);
    for (std::size_t r = 0; r < n; ++r) {
        for (std::size_t c = 0; c < n; ++c) {
            const double sq = gram(r, r) + gram(c, c) - 2.0 * gram(r, c);
            dist(r, c) = r == c ? 0.0 : std::sqrt(std::max(0.0, sq));
        }
    }
    return dist;
}

Matrix cosineFromGram(const Matrix &gram)
{
    const std::size_t n = gram.rows();
    Matrix out(n, n);
    for (std::size_t r = 0; r < n; ++r) {
        for (std::size_t c = 0; c < n; ++c) {
            const double denom = std::sqrt(gram(r, r) * gram(c, c));
            out(r, c) = denom > 0.0 ? gram(r, c) / denom : 0.0;
        }
    }
    return out;
}

} // namespace pelab
