#include "similarity.h"

#include <Eigen/Core>

#include <algorithm>
#include <cmath>

namespace pelab {

namespace {
using RowMajor = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
constexpr std::size_t kPanelRows = 128;
} // namespace

Matrix gramMatrix(const Matrix &a, std::uint64_t memoryLimit, const ProgressCallback &progress)
{
    checkMatrixAllocation(a.rows(), a.rows(), memoryLimit, "the similarity matrix");
    const auto n = Eigen::Index(a.rows());
    const auto d = Eigen::Index(a.cols());
    Matrix g(a.rows(), a.rows());
    Eigen::Map<const RowMajor> A(a.data(), n, d);
    Eigen::Map<RowMajor> G(g.data(), n, n);
    // Row panels of the lower triangle (including the diagonal block), mirrored afterwards.
    for (Eigen::Index r0 = 0; r0 < n; r0 += Eigen::Index(kPanelRows)) {
        const Eigen::Index rows = std::min<Eigen::Index>(Eigen::Index(kPanelRows), n - r0);
        const Eigen::Index cols = r0 + rows;
        G.block(r0, 0, rows, cols).noalias() =
            A.middleRows(r0, rows) * A.topRows(cols).transpose();
        if (progress) {
            // Work done grows with the square of the rows covered.
            const double done = double(cols) * double(cols) / (double(n) * double(n));
            if (!progress(done))
                return {};
        }
    }
    for (Eigen::Index r = 0; r < n; ++r)
        for (Eigen::Index c = r + 1; c < n; ++c)
            G(r, c) = G(c, r);
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

} // namespace pelab
