// ScoreKernel, the blocked product C = scale·A·Bᵀ behind the tiled score kernels: against plain
// dot products written here, for shapes that are not multiples of its 6 × 8 register block, and
// the same bits for an entry however the product is cut into tiles, on every path the CPU runs
// (AVX-512F, AVX2 + FMA, generic); the two fused paths give the same bits.
#include "matrix.h"
#include "random.h"
#include "scorekernel.h"

#include "testutils.h"

#include <QTest>

#include <cmath>
#include <cstddef>
#include <stdexcept>
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

using Path = ScoreKernel::Path;

// The paths this CPU runs, the best first.
std::vector<Path> supportedPaths()
{
    std::vector<Path> paths;
    for (Path path : {Path::Avx512, Path::Avx2Fma, Path::Generic}) {
        if (ScoreKernel::supports(path))
            paths.push_back(path);
    }
    return paths;
}

std::vector<double> productOn(Path path, const Matrix &a, const Matrix &b, std::size_t ldc,
                              double scale)
{
    std::vector<double> c(a.rows() * ldc, -7.0);
    ScoreKernel kernel(path);
    kernel.product(a.data(), a.cols(), a.rows(), b.data(), b.cols(), b.rows(), a.cols(), scale,
                   c.data(), ldc);
    return c;
}

} // namespace

class TestScoreKernel : public QObject
{
    Q_OBJECT

private slots:
    void againstDotProducts_data();
    void againstDotProducts();
    void independentOfTiling();
    void avx512Path_data() { againstDotProducts_data(); }
    void avx512Path();
    void bestPath();
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
    const double scale = 0.25;
    for (Path path : supportedPaths()) {
        const std::vector<double> c = productOn(path, a, b, ldc, scale);
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
}

void TestScoreKernel::independentOfTiling()
{
    const std::size_t m = 50, n = 70, d = 33;
    const Matrix a = normals(m, d, 3);
    const Matrix b = normals(n, d, 4);
    for (Path path : supportedPaths()) {
        ScoreKernel kernel(path);
        std::vector<double> whole(m * n), tiled(m * n);
        kernel.product(a.data(), d, m, b.data(), d, n, d, 1.0, whole.data(), n);
        // Tiles of 11 × 13 (neither a multiple of 6 nor 8), written into the same layout.
        for (std::size_t i0 = 0; i0 < m; i0 += 11) {
            for (std::size_t j0 = 0; j0 < n; j0 += 13) {
                kernel.product(a.row(i0), d, std::min<std::size_t>(11, m - i0), b.row(j0), d,
                               std::min<std::size_t>(13, n - j0), d, 1.0,
                               tiled.data() + i0 * n + j0, n);
            }
        }
        QCOMPARE(tiled, whole);
    }
}

// The AVX-512F blocks (12 × 16, masked stores at the edges) against plain dot products and bit
// for bit against the AVX2 + FMA blocks (the same FMA chain per entry). Skipped, saying so and
// which path ran instead, only on a CPU without AVX-512F.
void TestScoreKernel::avx512Path()
{
    if (!ScoreKernel::supports(Path::Avx512))
        QSKIP(qPrintable(QStringLiteral("this CPU lacks AVX-512F: the score kernel runs the %1 "
                                        "path (tested by againstDotProducts)")
                             .arg(QLatin1String(ScoreKernel::pathName(ScoreKernel::bestPath())))));
    QFETCH(int, m);
    QFETCH(int, n);
    QFETCH(int, d);
    const Matrix a = normals(std::size_t(m), std::size_t(d), 5);
    const Matrix b = normals(std::size_t(n), std::size_t(d), 6);
    const std::size_t ldc = std::size_t(n) + 5;
    const std::vector<double> c = productOn(Path::Avx512, a, b, ldc, 0.5);
    for (int i = 0; i < m; ++i) {
        for (int j = 0; j < n; ++j) {
            double sum = 0.0, size = 0.0;
            for (int k = 0; k < d; ++k) {
                const double p =
                    a(std::size_t(i), std::size_t(k)) * b(std::size_t(j), std::size_t(k));
                sum += p;
                size += std::fabs(p);
            }
            PELAB_COMPARE_NEAR(c[std::size_t(i) * ldc + std::size_t(j)], 0.5 * sum,
                               0.5 * 2.0 * d * std::ldexp(1.0, -53) * size);
        }
        for (std::size_t j = std::size_t(n); j < ldc; ++j)
            QCOMPARE(c[std::size_t(i) * ldc + j], -7.0); // the masked stores stop at n
    }
    if (ScoreKernel::supports(Path::Avx2Fma))
        QCOMPARE(c, productOn(Path::Avx2Fma, a, b, ldc, 0.5));
    // Through a packed B from a panel boundary inside it, as the tiles run it.
    std::vector<double> packed(ScoreKernel::packedSize(b.rows(), b.cols()));
    ScoreKernel::pack(b.data(), b.cols(), b.rows(), b.cols(), packed.data());
    const std::size_t first = std::size_t(n) > 8 ? 8 : 0;
    std::vector<double> part(std::size_t(m) * ldc, -7.0);
    ScoreKernel(Path::Avx512)
        .productPacked(a.data(), a.cols(), a.rows(), packed.data(), first, std::size_t(n) - first,
                       a.cols(), 0.5, part.data(), ldc);
    for (int i = 0; i < m; ++i) {
        for (std::size_t j = first; j < std::size_t(n); ++j)
            QCOMPARE(part[std::size_t(i) * ldc + j - first], c[std::size_t(i) * ldc + j]);
    }
}

// The default kernel takes the fastest path the CPU has; a path it lacks is refused.
void TestScoreKernel::bestPath()
{
    const std::vector<Path> paths = supportedPaths();
    QCOMPARE(ScoreKernel::bestPath(), paths.front());
    QCOMPARE(ScoreKernel().path(), paths.front());
    qInfo("score kernel path on this CPU: %s", ScoreKernel::pathName(ScoreKernel::bestPath()));
    QVERIFY(ScoreKernel::supports(Path::Generic));
    if (!ScoreKernel::supports(Path::Avx512))
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ScoreKernel(Path::Avx512));
}

QTEST_APPLESS_MAIN(TestScoreKernel)
#include "tst_scorekernel.moc"
