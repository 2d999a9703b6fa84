#include "bucketexact.h"

#include "bucketformulas.h"

#include <cmath>
#include <numeric>

namespace pelab {

namespace {

// x^e, or 0 when it overflows 64 bits.
std::uint64_t power(std::uint64_t x, std::uint64_t e)
{
    std::uint64_t result = 1;
    for (std::uint64_t i = 0; i < e; ++i) {
        if (__builtin_mul_overflow(result, x, &result))
            return 0;
    }
    return result;
}

// The integer e-th root of x when x is an e-th power, otherwise 0.
std::uint64_t exactRoot(std::uint64_t x, std::uint64_t e)
{
    if (e == 1 || x <= 1)
        return x;
    if (e >= 64)
        return 0; // 2^64 overflows already
    const long double guess =
        std::pow(static_cast<long double>(x), 1.0L / static_cast<long double>(e));
    const auto g = static_cast<std::uint64_t>(std::llround(guess));
    for (std::uint64_t candidate = g > 1 ? g - 1 : 1; candidate <= g + 1; ++candidate) {
        if (power(candidate, e) == x)
            return candidate;
    }
    return 0;
}

enum class Rounding
{
    Floor,
    Ceil
};

// k·log(a/b)/log(c/d) rounded, for a ≥ b (value ≥ 0).
std::int64_t roundedLogRatio(std::uint64_t a, std::uint64_t b, std::uint64_t c, std::uint64_t d,
                             std::int64_t k, Rounding rounding)
{
    if (a == b || k == 0)
        return 0;
    using L = long double;
    // log1p of the exact difference keeps a/b near 1 accurate (129/128: 7.8e-3 to full precision).
    const L numerator = std::log1p(L(a - b) / L(b));
    const L denominator = std::log1p(L(c - d) / L(d));
    const L value = L(k) * numerator / denominator;
    const L nearest = std::nearbyint(value);
    const bool close = std::fabs(value - nearest) <= 1e-12L * std::max(L(1), std::fabs(value));
    if (close && nearest >= 0 && powersEqual(a, b, c, d, k, static_cast<std::int64_t>(nearest)))
        return static_cast<std::int64_t>(nearest);
    return static_cast<std::int64_t>(rounding == Rounding::Floor ? std::floor(value)
                                                                 : std::ceil(value));
}

} // namespace

bool powersEqual(std::uint64_t a, std::uint64_t b, std::uint64_t c, std::uint64_t d, std::int64_t k,
                 std::int64_t t)
{
    if (a == 0 || b == 0 || c == 0 || d == 0 || k < 0 || t < 0)
        return false;
    const std::uint64_t g1 = std::gcd(a, b), g2 = std::gcd(c, d);
    a /= g1;
    b /= g1;
    c /= g2;
    d /= g2;
    // Reduced fractions are equal exactly when their numerators and denominators are.
    if (k == 0 || t == 0) {
        const bool leftOne = k == 0 || (a == 1 && b == 1);
        const bool rightOne = t == 0 || (c == 1 && d == 1);
        return leftOne && rightOne;
    }
    // a^k = c^t ⇔ a^k' = c^t' (k' = k/e, t' = t/e, e = gcd(k, t): e-th roots of positive
    // integers) ⇔ a = g^t' and c = g^k' for an integer g, as gcd(k', t') = 1.
    const auto e = std::uint64_t(std::gcd(k, t));
    const std::uint64_t kk = std::uint64_t(k) / e, tt = std::uint64_t(t) / e;
    const std::uint64_t g = exactRoot(a, tt), h = exactRoot(b, tt);
    if (g == 0 || h == 0)
        return false;
    return power(g, kk) == c && power(h, kk) == d;
}

std::int64_t floorLogRatio(std::uint64_t a, std::uint64_t b, std::uint64_t c, std::uint64_t d,
                           std::int64_t k)
{
    if (a >= b)
        return roundedLogRatio(a, b, c, d, k, Rounding::Floor);
    return -roundedLogRatio(b, a, c, d, k, Rounding::Ceil); // floor(−x) = −ceil(x)
}

std::int64_t ceilLogRatio(std::uint64_t a, std::uint64_t b, std::uint64_t c, std::uint64_t d,
                          std::int64_t k)
{
    if (a >= b)
        return roundedLogRatio(a, b, c, d, k, Rounding::Ceil);
    return -roundedLogRatio(b, a, c, d, k, Rounding::Floor);
}

std::int64_t t5BucketExact(std::int64_t keyMinusQuery, std::int64_t numBuckets,
                           std::int64_t maxDistance, bool bidirectional)
{
    BucketFormula formula;
    formula.params = {BucketScheme::T5, numBuckets, maxDistance, bidirectional};
    formula.arithmetic = BucketArithmetic::Exact;
    return formulaBucket(formula, keyMinusQuery);
}

std::int64_t debertaBucketExact(std::int64_t queryMinusKey, std::int64_t positionBuckets,
                                std::int64_t maxRelativePositions)
{
    BucketFormula formula;
    formula.params = {BucketScheme::Deberta, positionBuckets, maxRelativePositions, true};
    formula.arithmetic = BucketArithmetic::Exact;
    return formulaBucket(formula, queryMinusKey);
}

} // namespace pelab
