#include "bucketformulas.h"

#include "bucketexact.h"
#include "error.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pelab {

namespace {

std::string text(std::int64_t value)
{
    return std::to_string(value);
}

std::uint64_t magnitude(std::int64_t value)
{
    return value < 0 ? 0 - std::uint64_t(value) : std::uint64_t(value);
}

// modeling_t5.py, T5Attention._relative_position_bucket, the log part:
//   (torch.log(relative_position.float() / max_exact) / math.log(max_distance / max_exact)
//    * (num_buckets - max_exact))
// relative_position.float() is float32, and each Python number meeting it is cast to float32:
// max_exact, math.log(max_distance / max_exact) (a float64 log, then rounded) and the factor.
// Every operation is rounded to F (float: transformers; double: a float64 implementation).
template <typename F>
F t5LogPart(std::uint64_t n, std::int64_t maxExact, std::int64_t maxDistance, std::int64_t factor)
{
    const F ratio = F(n) / F(maxExact);
    const F logRatio = std::log(ratio);
    const F logMax = F(std::log(double(maxDistance) / double(maxExact)));
    const F quotient = logRatio / logMax;
    return quotient * F(factor);
}

// modeling_deberta_v2.py, make_log_bucket_position, for abs_pos > mid:
//   torch.ceil(torch.log(abs_pos / mid) / torch.log(torch.tensor((max_position - 1) / mid))
//              * (mid - 1)) + mid
// abs_pos / mid divides an int64 tensor: true division in float32 (the default dtype);
// torch.tensor of the Python float (max_position − 1)/mid is float32 too, its log float32.
// (The original microsoft/DeBERTa code did the same with np.log in float64: F = double.)
template <typename F>
F debertaScaledLog(std::uint64_t absPos, std::int64_t mid, std::int64_t maxPosition)
{
    const F ratio = F(absPos) / F(mid);
    const F logRatio = std::log(ratio);
    const F logMax = std::log(F(double(maxPosition - 1) / double(mid)));
    return (logRatio / logMax) * F(mid - 1);
}

template <typename F>
F debertaLogPosition(std::uint64_t absPos, std::int64_t mid, std::int64_t maxPosition)
{
    return std::ceil(debertaScaledLog<F>(absPos, mid, maxPosition)) + F(mid);
}

// .to(torch.long) of a finite value: truncation toward zero (clamped far outside any bucket).
template <typename F> std::int64_t truncated(F value)
{
    constexpr F limit = F(1e18);
    return value >= limit    ? std::int64_t(1e18)
           : value <= -limit ? -std::int64_t(1e18)
                             : std::int64_t(value);
}

// T5's bucket of n = |r| on a bucketed side of `side` buckets (num_buckets, halved when
// bidirectional): n itself in the exact region n < bound, otherwise
// origin + trunc(log part) clamped to side − 1, origin = max_exact (or the bound).
std::int64_t t5SideBucket(std::uint64_t n, std::int64_t side, std::int64_t maxDistance,
                          std::int64_t bound, std::int64_t origin, BucketArithmetic arithmetic)
{
    if (n < std::uint64_t(bound))
        return std::int64_t(n); // torch.where(is_small, relative_position, …)
    const std::int64_t factor = side - origin;
    if (maxDistance <= origin || factor <= 0)
        return side - 1; // a variant without a defined log part
    std::int64_t offset = 0;
    switch (arithmetic) {
    case BucketArithmetic::Float32: {
        const float value = t5LogPart<float>(n, origin, maxDistance, factor);
        offset = value >= float(factor) ? factor : truncated(value);
        break;
    }
    case BucketArithmetic::Float64: {
        const double value = t5LogPart<double>(n, origin, maxDistance, factor);
        offset = value >= double(factor) ? factor : truncated(value);
        break;
    }
    case BucketArithmetic::Exact:
        offset = n >= std::uint64_t(maxDistance)
                     ? factor
                     : floorLogRatio(n, std::uint64_t(origin), std::uint64_t(maxDistance),
                                     std::uint64_t(origin), factor);
        break;
    }
    // torch.min(relative_position_if_large, num_buckets - 1)
    return std::min(origin + offset, side - 1);
}

std::int64_t t5FormulaBucket(const BucketFormula &formula, std::int64_t relative)
{
    const BucketParams &p = formula.params;
    const std::int64_t side = p.bidirectional ? p.numBuckets / 2 : p.numBuckets;
    const std::int64_t maxExact = side / 2;
    const std::int64_t bound = formula.exactBound > 0 ? formula.exactBound : maxExact;
    const std::int64_t origin = formula.exactBound > 0 && formula.logFromBound ? bound : maxExact;
    std::int64_t offset = 0;
    std::uint64_t n = 0;
    if (p.bidirectional) {
        // relative_buckets += (relative_position > 0) * num_buckets; relative_position.abs()
        offset = relative > 0 ? side : 0;
        n = magnitude(relative);
    } else {
        // -torch.min(relative_position, 0): every r > 0 is 0
        n = relative < 0 ? magnitude(relative) : 0;
    }
    return offset + t5SideBucket(n, side, p.maxDistance, bound, origin, formula.arithmetic);
}

std::int64_t debertaFormulaBucket(const BucketFormula &formula, std::int64_t relative)
{
    const BucketParams &p = formula.params;
    const std::int64_t mid = p.numBuckets / 2;
    const std::int64_t bound = formula.exactBound > 0 ? formula.exactBound : mid;
    // abs_pos = torch.where((relative_pos < mid) & (relative_pos > -mid), mid - 1, |relative_pos|)
    const std::uint64_t absPos =
        relative < mid && relative > -mid ? std::uint64_t(mid - 1) : magnitude(relative);
    // torch.where(abs_pos <= mid, relative_pos, log_pos * sign)
    if (absPos <= std::uint64_t(bound))
        return relative;
    const std::int64_t sign = (relative > 0) - (relative < 0);
    switch (formula.arithmetic) {
    case BucketArithmetic::Float32:
        return truncated(debertaLogPosition<float>(absPos, mid, p.maxDistance) * float(sign));
    case BucketArithmetic::Float64:
        return truncated(debertaLogPosition<double>(absPos, mid, p.maxDistance) * double(sign));
    case BucketArithmetic::Exact:
        break;
    }
    const std::int64_t up = ceilLogRatio(
        absPos, std::uint64_t(mid), std::uint64_t(p.maxDistance - 1), std::uint64_t(mid), mid - 1);
    return sign * (up + mid);
}

} // namespace

std::string_view bucketSchemeName(BucketScheme scheme)
{
    return scheme == BucketScheme::T5 ? "t5" : "deberta";
}

std::optional<BucketScheme> parseBucketScheme(std::string_view name)
{
    if (name == "t5")
        return BucketScheme::T5;
    if (name == "deberta")
        return BucketScheme::Deberta;
    return std::nullopt;
}

bool operator==(const BucketParams &a, const BucketParams &b)
{
    return a.scheme == b.scheme && a.numBuckets == b.numBuckets && a.maxDistance == b.maxDistance &&
           (a.scheme == BucketScheme::Deberta || a.bidirectional == b.bidirectional);
}

std::optional<std::string> bucketsProblem(const BucketParams &params)
{
    const std::int64_t buckets = params.numBuckets;
    const std::int64_t distance = params.maxDistance;
    const std::string max = text(kMaxBucketSize);
    if (params.scheme == BucketScheme::T5) {
        if (params.bidirectional && buckets < 4)
            return "buckets must be at least 4 for a bidirectional T5 bias (got " + text(buckets) +
                   ")";
        if (!params.bidirectional && buckets < 2)
            return "buckets must be at least 2 for a causal T5 bias (got " + text(buckets) + ")";
        if (buckets > kMaxBucketSize)
            return "buckets must be at most " + max + " (got " + text(buckets) + ")";
        if (params.bidirectional && buckets % 2 != 0)
            return "buckets must be even for a bidirectional T5 bias (got " + text(buckets) + ")";
        const std::int64_t maxExact = bucketMaxExact(params);
        if (distance <= maxExact) {
            return "max distance must be greater than the exact region (" + text(maxExact) +
                   ") (got " + text(distance) + ")";
        }
    } else {
        if (buckets < 4)
            return "position buckets must be at least 4 for a DeBERTa bias (got " + text(buckets) +
                   ")";
        if (buckets > kMaxBucketSize)
            return "position buckets must be at most " + max + " (got " + text(buckets) + ")";
        if (buckets % 2 != 0)
            return "position buckets must be even for a DeBERTa bias (got " + text(buckets) + ")";
        const std::int64_t mid = buckets / 2;
        if (distance < mid + 2) {
            return "max relative positions must be greater than mid + 1 (" + text(mid + 1) +
                   ") for " + text(buckets) + " position buckets (got " + text(distance) + ")";
        }
    }
    if (distance > kMaxBucketSize)
        return "max distance must be at most " + max + " (got " + text(distance) + ")";
    return std::nullopt;
}

void validateBuckets(const BucketParams &params)
{
    if (const auto problem = bucketsProblem(params))
        throw Error(*problem);
}

void validateBucketPositions(std::int64_t positions)
{
    if (positions < 1 || positions > kMaxBucketPositions) {
        throw Error("positions must be 1 … " + text(kMaxBucketPositions) + " (got " +
                    text(positions) + ")");
    }
}

std::int64_t bucketMaxExact(const BucketParams &params)
{
    if (params.scheme == BucketScheme::Deberta)
        return params.numBuckets / 2;
    return (params.bidirectional ? params.numBuckets / 2 : params.numBuckets) / 2;
}

std::optional<float> float32LogValue(const BucketParams &params, std::int64_t magnitude)
{
    const std::uint64_t n = ::pelab::magnitude(magnitude);
    if (params.scheme == BucketScheme::T5) {
        const std::int64_t side = params.bidirectional ? params.numBuckets / 2 : params.numBuckets;
        const std::int64_t maxExact = side / 2;
        if (n < std::uint64_t(maxExact))
            return std::nullopt;
        return t5LogPart<float>(n, maxExact, params.maxDistance, side - maxExact);
    }
    const std::int64_t mid = params.numBuckets / 2;
    const std::uint64_t absPos = n < std::uint64_t(mid) ? std::uint64_t(mid - 1) : n;
    if (absPos <= std::uint64_t(mid))
        return std::nullopt;
    return debertaScaledLog<float>(absPos, mid, params.maxDistance);
}

std::int64_t formulaBucket(const BucketFormula &formula, std::int64_t relative)
{
    return formula.params.scheme == BucketScheme::T5 ? t5FormulaBucket(formula, relative)
                                                     : debertaFormulaBucket(formula, relative);
}

std::int64_t t5Bucket(std::int64_t keyMinusQuery, std::int64_t numBuckets, std::int64_t maxDistance,
                      bool bidirectional)
{
    BucketFormula formula;
    formula.params = {BucketScheme::T5, numBuckets, maxDistance, bidirectional};
    return t5FormulaBucket(formula, keyMinusQuery);
}

std::int64_t debertaBucket(std::int64_t queryMinusKey, std::int64_t positionBuckets,
                           std::int64_t maxRelativePositions)
{
    BucketFormula formula;
    formula.params = {BucketScheme::Deberta, positionBuckets, maxRelativePositions, true};
    return debertaFormulaBucket(formula, queryMinusKey);
}

std::int64_t debertaIndex(std::int64_t bucket, std::int64_t span)
{
    // torch.clamp(relative_pos + att_span, 0, att_span * 2 - 1), without overflow.
    if (bucket >= span)
        return 2 * span - 1;
    if (bucket <= -span)
        return 0;
    return std::clamp(bucket + span, std::int64_t(0), 2 * span - 1);
}

std::int64_t relativePosition(const BucketParams &params, std::int64_t query, std::int64_t key)
{
    return params.scheme == BucketScheme::T5 ? key - query : query - key;
}

std::int64_t bucketOf(const BucketParams &params, std::int64_t relative)
{
    return formulaBucket(BucketFormula{params}, relative);
}

std::int64_t bucketRow(const BucketParams &params, std::int64_t bucket)
{
    return params.scheme == BucketScheme::T5 ? bucket : debertaIndex(bucket, params.numBuckets);
}

std::int64_t bucketRowCount(const BucketParams &params)
{
    return params.scheme == BucketScheme::T5 ? params.numBuckets : 2 * params.numBuckets;
}

} // namespace pelab
