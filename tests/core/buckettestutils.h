#pragma once

// The bucket formulas written out again for the tests, step by step as the reference code computes
// them (F = float: transformers' float32; F = double: a float64 implementation), with the knobs
// the conformance tests turn to build a wrong map. Independent of core's implementation.
#include "arrayfile.h"
#include "matrix.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <string>

namespace BucketTest {

// modeling_t5.py, T5Attention._relative_position_bucket. `bound`: the exact region's bound
// (0: max_exact); `origin`: the log part's max_exact (0: max_exact).
template <typename F = float>
std::int64_t t5(std::int64_t r, std::int64_t numBuckets, std::int64_t maxDistance,
                bool bidirectional, std::int64_t bound = 0, std::int64_t origin = 0)
{
    std::int64_t buckets = 0;
    if (bidirectional) {
        numBuckets /= 2;
        buckets += r > 0 ? numBuckets : 0;
        r = r < 0 ? -r : r;
    } else {
        r = -std::min<std::int64_t>(r, 0);
    }
    const std::int64_t maxExact = origin ? origin : numBuckets / 2;
    if (r < (bound ? bound : numBuckets / 2))
        return buckets + r;
    const F ratio = F(r) / F(maxExact);                                   // .float() / max_exact
    const F logRatio = std::log(ratio);                                   // torch.log, float32
    const F logMax = F(std::log(double(maxDistance) / double(maxExact))); // math.log → float32
    const F quotient = logRatio / logMax;
    const F value = quotient * F(numBuckets - maxExact);
    const auto large = maxExact + std::int64_t(value); // .to(torch.long): truncation
    return buckets + std::min<std::int64_t>(large, numBuckets - 1);
}

// modeling_deberta_v2.py, make_log_bucket_position; `bound` replaces mid in `abs_pos <= mid`.
template <typename F = float>
std::int64_t deberta(std::int64_t r, std::int64_t positionBuckets, std::int64_t maxPosition,
                     std::int64_t bound = 0)
{
    const std::int64_t mid = positionBuckets / 2;
    const std::int64_t sign = (r > 0) - (r < 0);
    const std::int64_t absPos = r < mid && r > -mid ? mid - 1 : (r < 0 ? -r : r);
    if (absPos <= (bound ? bound : mid))
        return r;
    const F ratio = F(absPos) / F(mid); // abs_pos / mid: float32
    const F logMax =
        std::log(F(double(maxPosition - 1) / double(mid))); // torch.tensor(...) float32
    const F scaled = std::log(ratio) / logMax * F(mid - 1);
    const F logPos = std::ceil(scaled) + F(mid);
    return std::int64_t(logPos * F(sign));
}

// c2p: torch.clamp(relative_pos + att_span, 0, att_span * 2 - 1)
inline std::int64_t clampIndex(std::int64_t value, std::int64_t span)
{
    return std::clamp(value + span, std::int64_t(0), 2 * span - 1);
}

// An N × N map (or a stack of H blocks) as an .npy would give it.
inline pelab::LoadedArray array(std::int64_t rows, std::int64_t cols,
                                const std::function<double(std::int64_t, std::int64_t)> &cell,
                                const std::string &dtype = "<i8")
{
    pelab::LoadedArray out;
    out.values = pelab::Matrix(std::size_t(rows), std::size_t(cols));
    for (std::int64_t r = 0; r < rows; ++r)
        for (std::int64_t c = 0; c < cols; ++c)
            out.values(std::size_t(r), std::size_t(c)) = cell(r, c);
    out.format = "npy";
    out.dtype = dtype;
    out.shape = {std::uint64_t(rows), std::uint64_t(cols)};
    return out;
}

// The message of the pelab::Error `f` throws, or "" when it throws nothing.
template <typename Call> std::string errorOf(Call &&call)
{
    try {
        call();
    } catch (const std::exception &error) {
        return error.what();
    }
    return {};
}

} // namespace BucketTest
