#pragma once

#include "matrix.h"
#include "memorylimit.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace pelab {

// Fixed sinusoidal position encoding (Vaswani et al. 2017, "Attention Is All You Need", §3.5):
// ω_i = base^(−2i/d), PE(t)[2i] = sin(t·ω_i), PE(t)[2i+1] = cos(t·ω_i).

// Where pair i's sine and cosine sit in a row.
enum class Layout
{
    Interleaved, // [sin ω0, cos ω0, sin ω1, cos ω1, …]: the paper, the common PyTorch module
    Split,       // [sin ω0 … sin ω(d/2−1) | cos ω0 … cos ω(d/2−1)]: tensor2tensor
};

std::string_view layoutName(Layout layout);
std::optional<Layout> parseLayout(std::string_view name);

// Positions start … start + positions − 1; the table has `positions` rows and `dim` columns.
struct SinusoidalParams
{
    std::int64_t positions = 128;
    std::int64_t dim = 512;
    double base = 10000.0;
    std::int64_t start = 0;
    Layout layout = Layout::Interleaved;
};

// Largest position accepted: every position and product t·ω stays exact-integer safe.
inline constexpr std::int64_t kMaxPosition = std::int64_t(1) << 40;
// Widest table accepted (a 2^20-wide row already holds 8 MiB).
inline constexpr std::int64_t kMaxSinusoidalDim = std::int64_t(1) << 20;

// Throws pelab::Error naming the first problem: odd, non-positive or too large d, positions < 1,
// base not a finite number > 1, negative or too large start, or a table above the limit.
void validate(const SinusoidalParams &params, std::uint64_t memoryLimit = kDefaultMemoryLimit);

// ω_i = base^(−2i/d) for pair i of a width-d encoding.
double angularFrequency(double base, std::int64_t dim, std::int64_t pair);
std::vector<double> angularFrequencies(double base, std::int64_t dim);

// The columns holding pair i's sine and cosine in the given layout.
std::int64_t sinColumn(Layout layout, std::int64_t dim, std::int64_t pair);
std::int64_t cosColumn(Layout layout, std::int64_t dim, std::int64_t pair);

// Which pair a column belongs to, and whether it is the sine (true) or the cosine.
struct ColumnRole
{
    std::int64_t pair = 0;
    bool isSin = true;
};
ColumnRole columnRole(Layout layout, std::int64_t dim, std::int64_t column);

// One value evaluated directly with std::sin/std::cos: the reference for a single cell.
double sinusoidalValue(const SinusoidalParams &params, std::int64_t position, std::int64_t column);

// The whole table, float64. Validates first (throws pelab::Error).
// Each value agrees with std::sin/std::cos of fl(t·ω_i) to about 1e-15 (see sinusoidal.cpp).
Matrix sinusoidalTable(const SinusoidalParams &params,
                       std::uint64_t memoryLimit = kDefaultMemoryLimit);

// The kernel behind sinusoidalTable, writing positions × dim values into `out` (row-major).
// Does not validate: call validate() first.
void fillSinusoidal(const SinusoidalParams &params, double *out);

// Per sin/cos pair: ω_i, wavelength 2π/ω_i (positions per period) and the two columns.
struct PairInfo
{
    std::int64_t pair = 0;
    double omega = 0.0;
    double wavelength = 0.0;
    double denominator = 0.0; // base^(2i/d) = 1/ω_i, the "10000^(2i/d)" of the paper
    std::int64_t sinDim = 0;
    std::int64_t cosDim = 0;
};
std::vector<PairInfo> pairTable(const SinusoidalParams &params);

} // namespace pelab
