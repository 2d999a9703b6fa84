#include "matrix.h"

#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace pelab {

namespace {
constexpr std::size_t kHugePage = std::size_t(2) << 20;
}

// Large matrices are 2 MiB aligned and advised onto transparent huge pages: first-touch page
// faults otherwise cost more than computing the values (a 64 MiB table faults 16384 times).
Matrix::Matrix(std::size_t rows, std::size_t cols) : m_rows(rows), m_cols(cols)
{
    const std::size_t bytes = rows * cols * sizeof(double);
    if (bytes == 0)
        return;
    void *p = nullptr;
    if (bytes >= kHugePage) {
        const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
        p = std::aligned_alloc(kHugePage, rounded);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
        if (p)
            madvise(p, rounded, MADV_HUGEPAGE);
#endif
    } else {
        p = std::malloc(bytes);
    }
    if (!p)
        throw std::bad_alloc();
    m_data.reset(static_cast<double *>(p));
}

void Matrix::Free::operator()(double *p) const
{
    std::free(p);
}

} // namespace pelab
