#pragma once

// ScoreKernel's instruction-set paths compiled in their own files (internal to the core).

#include <cstddef>

namespace pelab::scorekernel_detail {

// True when the CPU (and the operating system) runs AVX-512F.
bool cpuHasAvx512();

// ScoreKernel::productPacked on the AVX-512 path: C written directly, 12 × 16 blocks.
void productAvx512(const double *a, std::size_t lda, std::size_t m, const double *packed,
                   std::size_t firstRow, std::size_t n, std::size_t d, double scale, double *c,
                   std::size_t ldc);

} // namespace pelab::scorekernel_detail
