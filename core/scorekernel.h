#pragma once

#include <cstddef>
#include <vector>

namespace pelab {

// The blocked matrix product behind every N × N score kernel: C = scale · A·Bᵀ for a block of
// rows of A (m × d, row stride lda) and of B (n × d, row stride ldb), into C (m × n, row stride
// ldc). B is packed into panels of 8 rows, kept in L1 while 6-row blocks of A stream past it.
//
// Every entry is one sequential sum over k = 0 … d − 1 (c += a_k·b_k, starting from 0), then
// multiplied by scale: the same value for a given pair of rows however the product is tiled or
// shared out to threads. The path is chosen at run time: AVX-512F (12 × 16 blocks) or AVX2 +
// FMA (6 × 8 blocks), both the same chain of fused multiply-adds and so the same bits, or plain
// C++ with separately rounded products and sums; the fused and the plain sums differ by at most
// d·2⁻⁵³·Σ|a_k·b_k| (float64 dot-product rounding, Higham §3.1), well inside every tolerance.
class ScoreKernel
{
public:
    enum class Path
    {
        Generic,
        Avx2Fma,
        Avx512
    };

    // The fastest path this CPU runs (AVX-512F, else AVX2 + FMA, else generic).
    ScoreKernel() : m_path(bestPath()) {}
    // A given path (tests, benchmarks); throws std::invalid_argument if the CPU lacks it.
    explicit ScoreKernel(Path path);

    static Path bestPath();
    static bool supports(Path path);
    static const char *pathName(Path path); // "AVX-512F", "AVX2+FMA", "generic"
    Path path() const { return m_path; }

    static constexpr std::size_t kPanel = 8; // columns of C per packed panel of B
    static constexpr std::size_t kRows = 6;  // rows of C per register block

    // Thread-compatible: one ScoreKernel per thread (it owns the packing buffer).
    void product(const double *a, std::size_t lda, std::size_t m, const double *b, std::size_t ldb,
                 std::size_t n, std::size_t d, double scale, double *c, std::size_t ldc);

    // B packed once for many products: panels() doubles, panel p = rows 8p … 8p + 7 of B.
    static std::size_t packedSize(std::size_t n, std::size_t d)
    {
        return (n + kPanel - 1) / kPanel * kPanel * d;
    }
    static void pack(const double *b, std::size_t ldb, std::size_t n, std::size_t d, double *out);
    // The product against rows firstRow … firstRow + n − 1 of a packed B (firstRow a multiple of
    // kPanel); the same values as product().
    void productPacked(const double *a, std::size_t lda, std::size_t m, const double *packed,
                       std::size_t firstRow, std::size_t n, std::size_t d, double scale, double *c,
                       std::size_t ldc) const;

    // True when the default path fuses multiply-adds (AVX2 + FMA or AVX-512F) on this machine.
    static bool usesFma();

private:
    Path m_path;
    std::vector<double> m_packed;
};

} // namespace pelab
