#pragma once

#include "bucketscheme.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pelab {

// Bucketed relative position biases: a learned scalar per head and bucket, added to the attention
// logit of query q and key k, the bucket a function of their relative position.
// - T5 (Raffel et al. 2020; Hugging Face transformers, src/transformers/models/t5/modeling_t5.py,
//   T5Attention._relative_position_bucket and compute_bias): r = key − query; half the buckets
//   (of each side, when bidirectional) exact, the rest logarithmic up to max_distance, beyond
//   which every distance shares the last bucket. Also UMT5, LongT5, MPNet, WavLM (the formula).
// - DeBERTa-v2/v3 (He et al. 2021; transformers, src/transformers/models/deberta_v2/
//   modeling_deberta_v2.py, make_log_bucket_position and build_relative_position): r = query −
//   key; |r| ≤ mid = position_buckets/2 kept, beyond a signed logarithmic value rounded up (ceil),
//   which c2p/p2c turn into a row of the relative embeddings by clamp(value + span, 0, 2·span − 1)
//   (DisentangledSelfAttention.disentangled_attention_bias, span = position_buckets).
// Every function here follows the reference code's float32 arithmetic operation by operation
// (core is compiled with -ffp-contract=off), each operation rounded to float32 and the log the C
// library's logf (glibc's is correctly rounded at the arguments the tests check); the *Exact
// functions give the true value's floor or ceiling for comparison (bucketexact.h). A framework
// whose float32 log is an ulp off (NumPy's SIMD np.log gives 0.81093025 for ln 2.25, glibc
// 0.81093019, the correctly rounded value) can give the neighbouring bucket where the value is
// that close to an integer: BucketLayout::float32Fragile lists those |r| (T5 32/128: 16, 32, 64).
// PyTorch on CUDA also divides by a Python scalar as a product with its float32 reciprocal.

std::string_view bucketSchemeName(BucketScheme scheme); // "t5", "deberta"
std::optional<BucketScheme> parseBucketScheme(std::string_view name);

struct BucketParams
{
    BucketScheme scheme = BucketScheme::T5;
    std::int64_t numBuckets = 32;   // T5 relative_attention_num_buckets; DeBERTa position_buckets
    std::int64_t maxDistance = 128; // T5 relative_attention_max_distance; DeBERTa
                                    // max_relative_positions (max_position_embeddings when < 1)
    bool bidirectional = true;      // T5: encoder true, decoder (causal) false; DeBERTa: ignored
};

bool operator==(const BucketParams &a, const BucketParams &b);

// Largest num_buckets / position_buckets and max_distance / max_relative_positions accepted.
inline constexpr std::int64_t kMaxBucketSize = 1'000'000;
// Largest sequence length N of a map, a bias or a profile.
inline constexpr std::int64_t kMaxBucketPositions = 65536;

// The rules, each what keeps the reference formula defined (no log of 0, no division by log 1,
// no bucket id past the table):
// - T5 bidirectional: num_buckets even (halved per side; an odd count leaves a row unused) and
//   ≥ 4 (max_exact = num_buckets/4 ≥ 1); causal: num_buckets ≥ 2 (max_exact = num_buckets/2);
//   max_distance > max_exact (log(max_distance/max_exact) > 0).
// - DeBERTa: position_buckets even and ≥ 4 (mid = position_buckets/2 ≥ 2, so the log part's
//   factor mid − 1 ≥ 1); max_relative_positions ≥ mid + 2 (log((max_relative_positions − 1)/mid)
//   > 0).
// - both at most kMaxBucketSize.
// The problem in one line naming the value, e.g. "buckets must be even for a bidirectional T5
// bias (got 33)", or nullopt when the parameters are valid.
std::optional<std::string> bucketsProblem(const BucketParams &params);
// Throws pelab::Error with bucketsProblem()'s message.
void validateBuckets(const BucketParams &params);
// Throws pelab::Error unless 1 ≤ positions ≤ kMaxBucketPositions.
void validateBucketPositions(std::int64_t positions);

// T5's max_exact: (num_buckets, halved when bidirectional) / 2; DeBERTa's mid: position_buckets/2.
std::int64_t bucketMaxExact(const BucketParams &params);

// T5: the bucket id (0 … num_buckets − 1) of r = key − query, as _relative_position_bucket
// computes it in float32 (the log part's float32 value truncated by .to(torch.long)).
std::int64_t t5Bucket(std::int64_t keyMinusQuery, std::int64_t numBuckets, std::int64_t maxDistance,
                      bool bidirectional);
// DeBERTa: the signed log-bucket value of r = query − key, as make_log_bucket_position computes
// it in float32: r itself for |r| ≤ mid, otherwise sign(r)·(ceil((mid − 1)·log(|r|/mid) /
// log((max_relative_positions − 1)/mid)) + mid). Unbounded: |value| grows past
// position_buckets − 1 beyond max_relative_positions; debertaIndex() clamps it.
std::int64_t debertaBucket(std::int64_t queryMinusKey, std::int64_t positionBuckets,
                           std::int64_t maxRelativePositions);
// c2p's index into the 2·span relative embeddings: clamp(bucket + span, 0, 2·span − 1) (p2c uses
// the same with the bucket negated).
std::int64_t debertaIndex(std::int64_t bucket, std::int64_t span);

// The scheme's own relative position of key k for query q: T5 k − q, DeBERTa q − k.
std::int64_t relativePosition(const BucketParams &params, std::int64_t query, std::int64_t key);
// The bucket of a relative position (the scheme's own): T5 the bucket id; DeBERTa the signed
// value. The parameters are not validated here (validateBuckets first).
std::int64_t bucketOf(const BucketParams &params, std::int64_t relative);
// The row of the bias table a bucket selects: T5 the id; DeBERTa debertaIndex(value, span) with
// span = position_buckets (transformers' att_span = pos_ebd_size).
std::int64_t bucketRow(const BucketParams &params, std::int64_t bucket);
// The rows of the bias table: T5 num_buckets; DeBERTa 2·position_buckets.
std::int64_t bucketRowCount(const BucketParams &params);

// The float32 value the reference code truncates (T5: the log part, before max_exact is added)
// or rounds up (DeBERTa: the scaled log, before mid is added) at |r| = magnitude, or nullopt in
// the exact (identity) region. Where it lies within an ulp or two of an integer, a float32 log
// one ulp off (NumPy's SIMD np.log, a vectorised PyTorch log) can give the neighbouring bucket.
std::optional<float> float32LogValue(const BucketParams &params, std::int64_t magnitude);

// The arithmetic a bucket is computed in: the reference's float32, float64 (NumPy's np.log, the
// original microsoft/DeBERTa code), or exact real arithmetic (bucketexact.h).
enum class BucketArithmetic
{
    Float32,
    Float64,
    Exact
};

// One implementation's formula: the reference's, or a variant a conformance hypothesis tests.
struct BucketFormula
{
    BucketParams params;
    BucketArithmetic arithmetic = BucketArithmetic::Float32;
    // The bound of the exact region when it is not the scheme's own (0: the scheme's own). T5:
    // |r| < bound is exact; DeBERTa: |r|'s abs_pos ≤ bound is kept as it is.
    std::int64_t exactBound = 0;
    // T5 with exactBound: the log part also counts from the bound (max_exact = bound throughout,
    // e.g. max_exact taken before num_buckets is halved); otherwise only the comparison moved.
    bool logFromBound = false;
};

// The bucket of a relative position (the scheme's own) under `formula`; as bucketOf for the
// reference formula. A variant whose log part would be undefined (a bound ≥ max_distance) gives
// the last bucket of the side.
std::int64_t formulaBucket(const BucketFormula &formula, std::int64_t relative);

} // namespace pelab
