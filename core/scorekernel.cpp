#include "scorekernel.h"

#include "scorekernelpaths.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <string>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define PELAB_SCORE_KERNEL_X86 1
#endif

namespace pelab {

namespace {

constexpr std::size_t P = ScoreKernel::kPanel;
constexpr std::size_t R = ScoreKernel::kRows;

} // namespace

// Panel p holds rows 8p … 8p + 7 of B transposed: element k·8 + j is b(8p + j, k); rows past n
// are zero.
void ScoreKernel::pack(const double *b, std::size_t ldb, std::size_t n, std::size_t d, double *out)
{
    for (std::size_t j0 = 0; j0 < n; j0 += P) {
        const std::size_t cols = std::min(P, n - j0);
        double *panel = out + j0 * d;
        for (std::size_t j = 0; j < cols; ++j) {
            const double *row = b + (j0 + j) * ldb;
            for (std::size_t k = 0; k < d; ++k)
                panel[k * P + j] = row[k];
        }
        for (std::size_t j = cols; j < P; ++j) {
            for (std::size_t k = 0; k < d; ++k)
                panel[k * P + j] = 0.0;
        }
    }
}

namespace {

// rows ≤ 6 rows of A against one panel: out[i·8 + j], separately rounded products.
void blockGeneric(const double *a, std::size_t lda, std::size_t rows, const double *panel,
                  std::size_t d, double scale, double *out)
{
    double acc[R][P] = {};
    for (std::size_t i = 0; i < rows; ++i) {
        const double *ai = a + i * lda;
        for (std::size_t k = 0; k < d; ++k) {
            const double x = ai[k];
            const double *bk = panel + k * P;
            for (std::size_t j = 0; j < P; ++j)
                acc[i][j] += x * bk[j];
        }
    }
    for (std::size_t i = 0; i < rows; ++i)
        for (std::size_t j = 0; j < P; ++j)
            out[i * P + j] = scale * acc[i][j];
}

#ifdef PELAB_SCORE_KERNEL_X86
// The register block: ROWS × 8 accumulators (two 4-wide vectors per row), one FMA chain per
// entry.
template <std::size_t ROWS>
__attribute__((target("avx2,fma"))) void blockFmaRows(const double *a, std::size_t lda,
                                                      const double *panel, std::size_t d,
                                                      double scale, double *out)
{
    // The loops over rows are unrolled so that the accumulators live in registers.
    __m256d lo[ROWS], hi[ROWS];
#pragma GCC unroll 6
    for (std::size_t i = 0; i < ROWS; ++i)
        lo[i] = hi[i] = _mm256_setzero_pd();
    for (std::size_t k = 0; k < d; ++k) {
        const __m256d b0 = _mm256_loadu_pd(panel + k * P);
        const __m256d b1 = _mm256_loadu_pd(panel + k * P + 4);
#pragma GCC unroll 6
        for (std::size_t i = 0; i < ROWS; ++i) {
            const __m256d x = _mm256_broadcast_sd(a + i * lda + k);
            lo[i] = _mm256_fmadd_pd(x, b0, lo[i]);
            hi[i] = _mm256_fmadd_pd(x, b1, hi[i]);
        }
    }
    const __m256d s = _mm256_set1_pd(scale);
#pragma GCC unroll 6
    for (std::size_t i = 0; i < ROWS; ++i) {
        _mm256_storeu_pd(out + i * P, _mm256_mul_pd(s, lo[i]));
        _mm256_storeu_pd(out + i * P + 4, _mm256_mul_pd(s, hi[i]));
    }
}

__attribute__((target("avx2,fma"))) void blockFma(const double *a, std::size_t lda,
                                                  std::size_t rows, const double *panel,
                                                  std::size_t d, double scale, double *out)
{
    switch (rows) {
    case 6:
        return blockFmaRows<6>(a, lda, panel, d, scale, out);
    case 5:
        return blockFmaRows<5>(a, lda, panel, d, scale, out);
    case 4:
        return blockFmaRows<4>(a, lda, panel, d, scale, out);
    case 3:
        return blockFmaRows<3>(a, lda, panel, d, scale, out);
    case 2:
        return blockFmaRows<2>(a, lda, panel, d, scale, out);
    default:
        return blockFmaRows<1>(a, lda, panel, d, scale, out);
    }
}
#endif

bool detectFma()
{
#ifdef PELAB_SCORE_KERNEL_X86
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
#else
    return false;
#endif
}

} // namespace

ScoreKernel::ScoreKernel(Path path) : m_path(path)
{
    if (!supports(path))
        throw std::invalid_argument(std::string("this CPU does not run the ") + pathName(path) +
                                    " score kernel");
}

bool ScoreKernel::supports(Path path)
{
    static const bool fma = detectFma();
    static const bool avx512 = scorekernel_detail::cpuHasAvx512();
    switch (path) {
    case Path::Avx512:
        return avx512;
    case Path::Avx2Fma:
        return fma;
    case Path::Generic:
        break;
    }
    return true;
}

ScoreKernel::Path ScoreKernel::bestPath()
{
    if (supports(Path::Avx512))
        return Path::Avx512;
    return supports(Path::Avx2Fma) ? Path::Avx2Fma : Path::Generic;
}

const char *ScoreKernel::pathName(Path path)
{
    switch (path) {
    case Path::Avx512:
        return "AVX-512F";
    case Path::Avx2Fma:
        return "AVX2+FMA";
    case Path::Generic:
        break;
    }
    return "generic";
}

bool ScoreKernel::usesFma()
{
    return bestPath() != Path::Generic;
}

void ScoreKernel::product(const double *a, std::size_t lda, std::size_t m, const double *b,
                          std::size_t ldb, std::size_t n, std::size_t d, double scale, double *c,
                          std::size_t ldc)
{
    if (m == 0 || n == 0)
        return;
    m_packed.resize(packedSize(n, d));
    pack(b, ldb, n, d, m_packed.data());
    productPacked(a, lda, m, m_packed.data(), 0, n, d, scale, c, ldc);
}

void ScoreKernel::productPacked(const double *a, std::size_t lda, std::size_t m,
                                const double *packed, std::size_t firstRow, std::size_t n,
                                std::size_t d, double scale, double *c, std::size_t ldc) const
{
    if (m == 0 || n == 0)
        return;
    if (m_path == Path::Avx512) {
        scorekernel_detail::productAvx512(a, lda, m, packed, firstRow, n, d, scale, c, ldc);
        return;
    }
    const std::size_t panels = (n + P - 1) / P;
    const bool fma = m_path == Path::Avx2Fma;
    double block[R * P];
    for (std::size_t p = 0; p < panels; ++p) {
        const double *panel = packed + (firstRow / P + p) * P * d;
        const std::size_t j0 = p * P;
        const std::size_t cols = std::min(P, n - j0);
        for (std::size_t i0 = 0; i0 < m; i0 += R) {
            const std::size_t rows = std::min(R, m - i0);
            const double *ai = a + i0 * lda;
#ifdef PELAB_SCORE_KERNEL_X86
            if (fma)
                blockFma(ai, lda, rows, panel, d, scale, block);
            else
                blockGeneric(ai, lda, rows, panel, d, scale, block);
#else
            (void)fma;
            blockGeneric(ai, lda, rows, panel, d, scale, block);
#endif
            for (std::size_t i = 0; i < rows; ++i)
                std::memcpy(c + (i0 + i) * ldc + j0, block + i * P, cols * sizeof(double));
        }
    }
}

} // namespace pelab
