#pragma once

#include "bucketformulas.h"
#include "matrix.h"
#include "memorylimit.h"

#include <cstdint>
#include <string>
#include <vector>

namespace pelab {

// The bucket map and bias of N positions, and the bias tables they index.

// The bucket (bucketOf) of every relative position r = −(N − 1) … N − 1 (the scheme's own r: T5
// key − query, DeBERTa query − key), at index r + N − 1. Throws pelab::Error for invalid
// parameters or positions.
std::vector<std::int64_t> bucketsByDistance(const BucketParams &params, std::int64_t positions);

// The N × N map, row-major: map[q·N + k] = bucketOf(relativePosition(q, k)), queries q down,
// keys k across (T5's compute_bias before the embedding lookup; DeBERTa's
// build_relative_position). The 2N − 1 buckets are computed once and the rows copied. Throws
// pelab::Error for invalid parameters or positions, or when N² values would exceed the limit.
std::vector<std::int64_t> bucketMap(const BucketParams &params, std::int64_t positions,
                                    std::uint64_t memoryLimit = kDefaultMemoryLimit);

// Largest number of heads (columns) of a bias table.
inline constexpr std::int64_t kMaxBucketHeads = 4096;
// Largest seed of a seeded table (the tab's and the CLI's range).
inline constexpr std::int64_t kMaxBucketSeed = 1'000'000'000;

// Throws pelab::Error for heads outside 1 … kMaxBucketHeads or a seed outside 0 …
// kMaxBucketSeed: what seededBiasTable() takes.
void validateSeededTable(std::int64_t heads, std::int64_t seed);

// A bias table holds one scalar per row and head: rows = bucketRowCount(params) (T5's
// relative_attention_bias.weight is num_buckets × n_heads; DeBERTa: the 2·span rows of c2p),
// columns = heads. Throws pelab::Error, starting with `name`, for another shape (one line naming
// both shapes, and whether the table looks transposed), more than kMaxBucketHeads heads, or a
// non-finite value.
void validateBiasTable(const BucketParams &params, const Matrix &table, const std::string &name);

// A table for teaching that looks like a trained one, the same for the same seed on every
// platform (only + − × ÷ on the numbers of core's Random). Per head h, in order, uniforms
// u1 … u4 of Random(seed): amplitude a = 1 + 2·u1, decay length τ = 2 + (max_distance − 2)·u2²,
// side preference s = 0.6·(2·u3 − 1), far penalty c = 1.5·u4. Then for each row (row-major, a
// standard normal z per cell): with d the first |r| of the row's bucket on its side and σ the
// side (+1 for r > 0, −1 for r < 0, 0 for the row of r = 0),
//     table(row, h) = a·(1 + σ·s) / (1 + d/τ)² − c·d/(d + τ) + 0.05·z,
// so near, exact buckets are large, decaying with distance, each head differently; a row no
// relative position reaches (T5 bidirectional: bucket num_buckets/2) keeps its noise 0.05·z.
// Throws pelab::Error for invalid parameters or heads outside 1 … kMaxBucketHeads.
Matrix seededBiasTable(const BucketParams &params, std::int64_t heads, std::uint64_t seed);

// One head's N × N bias: bias(q, k) = table(bucketRow(bucketOf(relativePosition(q, k))), head),
// head 0-based. Throws pelab::Error for an invalid table (validateBiasTable, name "the bias
// table"), a head outside 0 … heads − 1, invalid positions, or above the memory limit.
Matrix headBias(const BucketParams &params, const Matrix &table, std::int64_t head,
                std::int64_t positions, std::uint64_t memoryLimit = kDefaultMemoryLimit);

// Every head's bias against the relative position: heads × (2N − 1), column r + N − 1 (the
// scheme's own r). Throws as headBias.
Matrix biasProfile(const BucketParams &params, const Matrix &table, std::int64_t positions,
                   std::uint64_t memoryLimit = kDefaultMemoryLimit);

} // namespace pelab
