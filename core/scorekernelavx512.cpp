// ScoreKernel's AVX-512 path: 12 × 16 register blocks (two packed 8-row panels of B, one 8-wide
// vector each, against 12 rows of A), every entry one FMA chain over k starting from 0 and then
// multiplied by the scale: the same operations, in the same order, as the AVX2 + FMA block, so
// the two paths give the same bits. Compiled for AVX-512F by function attributes only; called
// only when the CPU reports avx512f (ScoreKernel::supports).
#include "scorekernelpaths.h"

#include <algorithm>
#include <array>
#include <utility>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace pelab::scorekernel_detail {

#if defined(__x86_64__)

namespace {

constexpr std::size_t P = 8;       // rows of B per packed panel, doubles per vector
constexpr std::size_t kRows = 12;  // rows of A per block
constexpr std::size_t kPanels = 2; // packed panels per block

// ROWS rows of A against PANELS panels; `cols` (1 … 8·PANELS) columns of C are written.
template <std::size_t ROWS, std::size_t PANELS>
__attribute__((target("avx512f"))) void block(const double *a, std::size_t lda, const double *panel,
                                              std::size_t panelStride, std::size_t d, double scale,
                                              double *c, std::size_t ldc, std::size_t cols)
{
    __m512d acc[ROWS][PANELS];
#pragma GCC unroll 12
    for (std::size_t i = 0; i < ROWS; ++i) {
#pragma GCC unroll 2
        for (std::size_t p = 0; p < PANELS; ++p)
            acc[i][p] = _mm512_setzero_pd();
    }
    const double *b1 = panel + (PANELS > 1 ? panelStride : 0);
    for (std::size_t k = 0; k < d; ++k) {
        const __m512d v0 = _mm512_loadu_pd(panel + k * P);
        const __m512d v1 = PANELS > 1 ? _mm512_loadu_pd(b1 + k * P) : v0;
#pragma GCC unroll 12
        for (std::size_t i = 0; i < ROWS; ++i) {
            const __m512d x = _mm512_set1_pd(a[i * lda + k]);
            acc[i][0] = _mm512_fmadd_pd(x, v0, acc[i][0]);
            if constexpr (PANELS > 1)
                acc[i][1] = _mm512_fmadd_pd(x, v1, acc[i][1]);
        }
    }
    const __m512d s = _mm512_set1_pd(scale);
#pragma GCC unroll 2
    for (std::size_t p = 0; p < PANELS; ++p) {
        const std::size_t left = cols - std::min(cols, p * P);
        if (left == 0)
            break;
        const __mmask8 mask = left >= P ? __mmask8(0xff) : __mmask8((1u << left) - 1u);
#pragma GCC unroll 12
        for (std::size_t i = 0; i < ROWS; ++i)
            _mm512_mask_storeu_pd(c + i * ldc + p * P, mask, _mm512_mul_pd(s, acc[i][p]));
    }
}

using BlockFn = void (*)(const double *, std::size_t, const double *, std::size_t, std::size_t,
                         double, double *, std::size_t, std::size_t);

template <std::size_t... I>
constexpr std::array<BlockFn, kRows> table(std::size_t panels, std::index_sequence<I...>)
{
    return panels == 1 ? std::array<BlockFn, kRows>{&block<I + 1, 1>...}
                       : std::array<BlockFn, kRows>{&block<I + 1, 2>...};
}

constexpr auto kOne = table(1, std::make_index_sequence<kRows>{});
constexpr auto kTwo = table(2, std::make_index_sequence<kRows>{});

} // namespace

void productAvx512(const double *a, std::size_t lda, std::size_t m, const double *packed,
                   std::size_t firstRow, std::size_t n, std::size_t d, double scale, double *c,
                   std::size_t ldc)
{
    const std::size_t panels = (n + P - 1) / P;
    const std::size_t stride = P * d; // doubles per packed panel
    for (std::size_t p = 0; p < panels; p += kPanels) {
        const std::size_t count = std::min(kPanels, panels - p);
        const double *panel = packed + (firstRow / P + p) * stride;
        const std::size_t j0 = p * P;
        const std::size_t cols = std::min(kPanels * P, n - j0);
        const auto &fns = count == 2 ? kTwo : kOne;
        for (std::size_t i0 = 0; i0 < m; i0 += kRows) {
            const std::size_t rows = std::min(kRows, m - i0);
            fns[rows - 1](a + i0 * lda, lda, panel, stride, d, scale, c + i0 * ldc + j0, ldc, cols);
        }
    }
}

bool cpuHasAvx512()
{
    return __builtin_cpu_supports("avx512f");
}

#else

void productAvx512(const double *, std::size_t, std::size_t, const double *, std::size_t,
                   std::size_t, std::size_t, double, double *, std::size_t)
{}

bool cpuHasAvx512()
{
    return false;
}

#endif

} // namespace pelab::scorekernel_detail
