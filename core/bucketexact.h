#pragma once

#include <cstdint>

namespace pelab {

// The bucket formulas in exact real arithmetic: the floor (T5) or ceiling (DeBERTa) of the true
// value of the log part, for comparison with the reference code's float32 (bucketformulas.h).
// The value is computed in long double; where it lies within 1e-12 of an integer t, whether it
// is t exactly is decided by integer arithmetic ((a/b)^k = (c/d)^t, e.g. T5 32/128 at r = 32:
// 8·log(32/8)/log(128/8) = 8·log 4/log 16 = 4). A value that close to an integer without being
// it is left to the long double value (none occurs for the sizes searched in tst_buckets).

// T5 in exact arithmetic: max_exact + floor((num_buckets' − max_exact)·log(|r|/max_exact) /
// log(max_distance/max_exact)) for |r| ≥ max_exact, clamped to num_buckets' − 1 (num_buckets'
// halved when bidirectional). Same arguments as t5Bucket.
std::int64_t t5BucketExact(std::int64_t keyMinusQuery, std::int64_t numBuckets,
                           std::int64_t maxDistance, bool bidirectional);
// DeBERTa in exact arithmetic: sign(r)·(ceil((mid − 1)·log(|r|/mid) /
// log((max_relative_positions − 1)/mid)) + mid) for |r| > mid, r otherwise.
std::int64_t debertaBucketExact(std::int64_t queryMinusKey, std::int64_t positionBuckets,
                                std::int64_t maxRelativePositions);

// floor and ceil of k·log(a/b) / log(c/d) for positive integers a, b, c, d with c > d and k ≥ 0
// (a/b may be below 1: the value is then negative), exact as above.
std::int64_t floorLogRatio(std::uint64_t a, std::uint64_t b, std::uint64_t c, std::uint64_t d,
                           std::int64_t k);
std::int64_t ceilLogRatio(std::uint64_t a, std::uint64_t b, std::uint64_t c, std::uint64_t d,
                          std::int64_t k);

// True when (a/b)^k = (c/d)^t exactly, for positive integers and k, t ≥ 0: decided on the
// reduced fractions by integer roots and powers (no floating point in the verdict).
bool powersEqual(std::uint64_t a, std::uint64_t b, std::uint64_t c, std::uint64_t d, std::int64_t k,
                 std::int64_t t);

} // namespace pelab
