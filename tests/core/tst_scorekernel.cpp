// ScoreKernel, the blocked product C = scale·A·Bᵀ behind the tiled score kernels: against plain
// dot products written here, for shapes that are not multiples of its 6 × 8 register block, and
// the same bits for an entry however the product is cut into tiles.
#include "matrix.h"
#include "random.h"
#include "scorekernel.h"

#include "testutils.h"

#include <QTest>

#include <cmath>
#include <cstddef>
#include <vector>

using namespace pelab;

namespace {

Matrix normals(std::size_t rows, std::size_t cols, std::uint64_t seed)
{
    Matrix m(rows, cols);
    Random random(seed);
    random.fillNormal(m.data(), m.size());
    return m;
}

} // namespace

class TestScoreKernel : public QObject
{
    Q_OBJECT

private slots:
    void againstDotProducts_data();
    void againstDotProducts();
    void independentOfTiling();
};

void TestScoreKernel::againstDotProducts_data()
{
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("d");
    QTest::addRow("1x1x1") << 1 << 1 << 1;
    QTest::addRow("6x8x4") << 6 << 8 << 4;
    QTest::addRow("7x9x5") << 7 << 9 << 5;
    QTest::addRow("13x21x7") << 13 << 21 << 7;
    QTest::addRow("96x256x128") << 96 << 256 << 128;
    QTest::addRow("97x257x130") << 97 << 257 << 130;
}

void TestScoreKernel::againstDotProducts()
{
    QFETCH(int, m);
    QFETCH(int, n);
    QFETCH(int, d);
    const Matrix a = normals(std::size_t(m), std::size_t(d), 1);
    const Matrix b = normals(std::size_t(n), std::size_t(d), 2);
    // C with a row stride wider than n, so the kernel must respect ldc.
    const std::size_t ldc = std::size_t(n) + 3;
    std::vector<double> c(std::size_t(m) * ldc, -7.0);
    const double scale = 0.25;
    ScoreKernel kernel;
    kernel.product(a.data(), a.cols(), a.rows(), b.data(), b.cols(), b.rows(), std::size_t(d),
                   scale, c.data(), ldc);
    for (int i = 0; i < m; ++i) {
        for (int j = 0; j < n; ++j) {
            double sum = 0.0, size = 0.0;
            for (int k = 0; k < d; ++k) {
                sum += a(std::size_t(i), std::size_t(k)) * b(std::size_t(j), std::size_t(k));
                size += std::fabs(a(std::size_t(i), std::size_t(k)) *
                                  b(std::size_t(j), std::size_t(k)));
            }
            // Two float64 dot products of d terms differ by at most 2·d·2⁻⁵³·Σ|a_k b_k|.
            PELAB_COMPARE_NEAR(c[std::size_t(i) * ldc + std::size_t(j)], scale * sum,
                               scale * 2.0 * d * std::ldexp(1.0, -53) * size);
        }
        for (std::size_t j = std::size_t(n); j < ldc; ++j)
            QCOMPARE(c[std::size_t(i) * ldc + j], -7.0); // untouched
    }
}

void TestScoreKernel::independentOfTiling()
{
    const std::size_t m = 50, n = 70, d = 33;
    const Matrix a = normals(m, d, 3);
    const Matrix b = normals(n, d, 4);
    ScoreKernel kernel;
    std::vector<double> whole(m * n), tiled(m * n);
    kernel.product(a.data(), d, m, b.data(), d, n, d, 1.0, whole.data(), n);
    // Tiles of 11 × 13 (neither a multiple of 6 nor 8), written into the same layout.
    for (std::size_t i0 = 0; i0 < m; i0 += 11) {
        for (std::size_t j0 = 0; j0 < n; j0 += 13) {
            kernel.product(a.row(i0), d, std::min<std::size_t>(11, m - i0), b.row(j0), d,
                           std::min<std::size_t>(13, n - j0), d, 1.0, tiled.data() + i0 * n + j0,
                           n);
        }
    }
    QCOMPARE(tiled, whole);
}

QTEST_APPLESS_MAIN(TestScoreKernel)
#include "tst_scorekernel.moc"
