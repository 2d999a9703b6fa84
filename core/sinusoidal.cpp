#include "sinusoidal.h"

#include "error.h"

#include <cmath>
#include <numbers>
#include <string>

namespace pelab {

namespace {

// Rows are built in blocks of this many positions from one directly evaluated anchor row.
constexpr std::int64_t kBlock = 64;

std::string number(double value)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%g", value);
    return buffer;
}

} // namespace

std::string_view layoutName(Layout layout)
{
    return layout == Layout::Interleaved ? "interleaved" : "split";
}

std::optional<Layout> parseLayout(std::string_view name)
{
    if (name == "interleaved")
        return Layout::Interleaved;
    if (name == "split")
        return Layout::Split;
    return std::nullopt;
}

void validate(const SinusoidalParams &p, std::uint64_t memoryLimit)
{
    if (p.dim < 2)
        throw Error("dimension must be an even number of at least 2 (got " + std::to_string(p.dim) +
                    ")");
    if (p.dim % 2 != 0)
        throw Error("dimension must be even: each frequency has a sin and a cos (got " +
                    std::to_string(p.dim) + ")");
    if (p.positions < 1)
        throw Error("positions must be at least 1 (got " + std::to_string(p.positions) + ")");
    if (!std::isfinite(p.base) || p.base <= 1.0)
        throw Error("base must be a finite number greater than 1 (got " + number(p.base) + ")");
    if (p.start < 0)
        throw Error("start position must be 0 or more (got " + std::to_string(p.start) + ")");
    if (p.start > kMaxPosition || p.positions > kMaxPosition - p.start)
        throw Error("positions beyond 2^40 are not supported (start " + std::to_string(p.start) +
                    " + " + std::to_string(p.positions) + " positions)");
    checkMatrixAllocation(std::uint64_t(p.positions), std::uint64_t(p.dim), memoryLimit,
                          "the sinusoidal table");
}

double angularFrequency(double base, std::int64_t dim, std::int64_t pair)
{
    return std::pow(base, -2.0 * double(pair) / double(dim));
}

std::vector<double> angularFrequencies(double base, std::int64_t dim)
{
    std::vector<double> omega(std::size_t(dim / 2));
    for (std::int64_t i = 0; i < dim / 2; ++i)
        omega[std::size_t(i)] = angularFrequency(base, dim, i);
    return omega;
}

std::int64_t sinColumn(Layout layout, std::int64_t dim, std::int64_t pair)
{
    (void)dim;
    return layout == Layout::Interleaved ? 2 * pair : pair;
}

std::int64_t cosColumn(Layout layout, std::int64_t dim, std::int64_t pair)
{
    return layout == Layout::Interleaved ? 2 * pair + 1 : dim / 2 + pair;
}

ColumnRole columnRole(Layout layout, std::int64_t dim, std::int64_t column)
{
    if (layout == Layout::Interleaved)
        return {column / 2, column % 2 == 0};
    const std::int64_t half = dim / 2;
    return column < half ? ColumnRole{column, true} : ColumnRole{column - half, false};
}

double sinusoidalValue(const SinusoidalParams &p, std::int64_t position, std::int64_t column)
{
    const ColumnRole role = columnRole(p.layout, p.dim, column);
    const double angle = double(position) * angularFrequency(p.base, p.dim, role.pair);
    return role.isSin ? std::sin(angle) : std::cos(angle);
}

namespace {

// One row of the kernel: sin/cos of t·ω_i from the block anchor and the offset within the block.
// Compiled for AVX2 as well as the baseline; the loader picks the clone the processor supports.
__attribute__((target_clones("avx2", "default"))) void
rotateRow(std::int64_t half, double t, const double *__restrict w, const double *__restrict aa,
          const double *__restrict as, const double *__restrict ac, const double *__restrict ka,
          const double *__restrict ks, const double *__restrict kc, double *__restrict rs,
          double *__restrict rc)
{
    for (std::int64_t i = 0; i < half; ++i) {
        const double s = as[i] * kc[i] + ac[i] * ks[i];
        const double c = ac[i] * kc[i] - as[i] * ks[i];
        const double delta = (t * w[i] - aa[i]) - ka[i];
        rs[i] = s + delta * c;
        rc[i] = c - delta * s;
    }
}

__attribute__((target_clones("avx2", "default"))) void
storeRow(std::int64_t half, Layout layout, const double *__restrict rs,
         const double *__restrict rc, double *__restrict out)
{
    if (layout == Layout::Interleaved) {
        for (std::int64_t i = 0; i < half; ++i) {
            out[2 * i] = rs[i];
            out[2 * i + 1] = rc[i];
        }
    } else {
        for (std::int64_t i = 0; i < half; ++i) {
            out[i] = rs[i];
            out[half + i] = rc[i];
        }
    }
}

} // namespace

// The kernel. For t = a + k with the anchor a a multiple of kBlock (so a = 0 or a > k):
//   sin(t·ω) from sin/cos(a·ω) and sin/cos(k·ω) by the angle-addition rotation, where
//   sin/cos(a·ω) are evaluated once per block and sin/cos(k·ω) once per table.
// The rotation composes the angles fl(aω) + fl(kω), which differs from the directly
// evaluated fl(tω) by δ = (fl(tω) − fl(aω)) − fl(kω). Both subtractions are exact
// (Sterbenz: the operands are within a factor of two), so δ is exact and the first-order
// correction sin(x + δ) = sin x + δ·cos x (δ² ≤ 1e-23) makes every value agree with
// std::sin(fl(t·ω)) to a few ulps however large t is.
void fillSinusoidal(const SinusoidalParams &p, double *out)
{
    const std::int64_t n = p.positions;
    const std::int64_t d = p.dim;
    const std::int64_t half = d / 2;
    const auto h = static_cast<std::size_t>(half);
    const std::vector<double> omega = angularFrequencies(p.base, d);

    // Offsets k = 0 … kBlock−1 within a block: fl(kω_i), sin and cos of it.
    std::vector<double> offAngle(std::size_t(kBlock) * h), offSin(offAngle.size()),
        offCos(offAngle.size());
    for (std::size_t k = 0; k < std::size_t(kBlock); ++k) {
        for (std::size_t i = 0; i < h; ++i) {
            offAngle[k * h + i] = double(k) * omega[i];
            offSin[k * h + i] = std::sin(offAngle[k * h + i]);
            offCos[k * h + i] = std::cos(offAngle[k * h + i]);
        }
    }

    std::vector<double> anchorAngle(h), anchorSin(h), anchorCos(h), rowSin(h), rowCos(h);
    std::int64_t currentAnchor = -1;
    for (std::int64_t r = 0; r < n; ++r) {
        const std::int64_t t = p.start + r;
        const std::int64_t a = t - t % kBlock;
        const std::size_t k = std::size_t(t - a);
        if (a != currentAnchor) {
            for (std::size_t i = 0; i < h; ++i) {
                anchorAngle[i] = double(a) * omega[i];
                anchorSin[i] = std::sin(anchorAngle[i]);
                anchorCos[i] = std::cos(anchorAngle[i]);
            }
            currentAnchor = a;
        }
        rotateRow(half, double(t), omega.data(), anchorAngle.data(), anchorSin.data(),
                  anchorCos.data(), offAngle.data() + k * h, offSin.data() + k * h,
                  offCos.data() + k * h, rowSin.data(), rowCos.data());
        storeRow(half, p.layout, rowSin.data(), rowCos.data(), out + r * d);
    }
}

Matrix sinusoidalTable(const SinusoidalParams &p, std::uint64_t memoryLimit)
{
    validate(p, memoryLimit);
    Matrix table(static_cast<std::size_t>(p.positions), static_cast<std::size_t>(p.dim));
    fillSinusoidal(p, table.data());
    return table;
}

std::vector<PairInfo> pairTable(const SinusoidalParams &p)
{
    if (p.dim < 2 || p.dim % 2 != 0 || !(p.base > 1.0))
        validate(p);
    std::vector<PairInfo> pairs;
    pairs.reserve(std::size_t(p.dim / 2));
    for (std::int64_t i = 0; i < p.dim / 2; ++i) {
        PairInfo info;
        info.pair = i;
        info.omega = angularFrequency(p.base, p.dim, i);
        info.wavelength = 2.0 * std::numbers::pi / info.omega;
        info.denominator = std::pow(p.base, 2.0 * double(i) / double(p.dim));
        info.sinDim = sinColumn(p.layout, p.dim, i);
        info.cosDim = cosColumn(p.layout, p.dim, i);
        pairs.push_back(info);
    }
    return pairs;
}

} // namespace pelab
