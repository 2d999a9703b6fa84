#pragma once

#include "arrayfile.h"
#include "bucketformulas.h"
#include "matrix.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pelab {

// "Is my bucket map (or bias) right for this configuration?": what an implementation produced,
// against the reference (bucketOf in transformers' float32), with a verdict and the likely cause
// of a difference, each cause confirmed by recomputing under the hypothesis, never guessed.
//
// Accepted arrays (read by readArrayFile; read maps with ArrayReadOptions::integers, and a
// (H, N, N) bias with flattenLeading):
// - a map: N × N integral values, map(q, k) = bucket of query q and key k (T5's relative
//   position bucket ids; DeBERTa's build_relative_position values), N taken from its columns;
// - a bias: every head's N × N, stacked as (H·N) × N (H = the table's heads), or one head's
//   N × N (the head must be named when H > 1), bias(q, k) = table(bucketRow(bucket), head).

enum class BucketQuantity
{
    Map,
    Bias
};

std::string_view bucketQuantityName(BucketQuantity quantity); // "map", "bias"

// The causes. They are tried in this order, the first confirmed reported: direction reversed,
// bidirectional mismatch, arithmetic differs (the smallest changes), then the searches: num
// buckets, max distance, exact region, scheme, table transposed. Two hypotheses can give the
// same array: T5 32/128 with max_exact taken before halving (|r| < 16 exact, the rest 15) is
// exactly max_distance 16, and is reported so.
enum class BucketCause
{
    Match,                 // equals the reference (a bias within the file's precision)
    DirectionReversed,     // r negated (the map transposed): q − k for T5, k − q for DeBERTa
    BidirectionalMismatch, // T5: the other direction (encoder ↔ decoder)
    NumBucketsDiffers,     // another num_buckets / position_buckets (even, 2 … 1024)
    MaxDistanceDiffers, // another max_distance / max_relative_positions (1 … 4·N, common ones)
    ExactRegionDiffers, // the exact region's bound moved (see below)
    SchemeDiffers,      // the other scheme's formula and direction
    TableTransposed,    // bias: the table's memory read as heads × rows (reshape, not transpose)
    ArithmeticDiffers,  // the formula in float64 or exact arithmetic, not float32 (added)
    Unknown,
};

// "match", "direction-reversed", "bidirectional-mismatch", "num-buckets-differs",
// "max-distance-differs", "exact-region-differs", "scheme-differs", "table-transposed",
// "arithmetic-differs", "unknown"
std::string_view bucketCauseName(BucketCause cause);

// How a table-transposed bias read the table W (rows × heads) it was given.
enum class BucketTableReading
{
    AsGiven,
    HeadsByRowsReshaped, // W stored heads × rows (e.g. Mesh TensorFlow's [heads, buckets])
                         // and reshaped to rows × heads: entry (r', h') is W(i mod R, i div R),
                         // i = r'·H + h'
    RowsByHeadsAsHeadsByRows, // W's rows × heads memory read as heads × rows: entry (r, h)
                              // is W's element number h·R + r
};

struct BucketComparison
{
    BucketQuantity quantity = BucketQuantity::Map;
    std::int64_t positions = 0; // N
    std::int64_t heads = 0;     // the table's heads (0 for a map)
    std::int64_t firstHead = 0; // the first head compared (0-based)
    std::int64_t headCount = 0; // blocks compared: H, or 1 (one head's bias, or a map)
    std::int64_t cells = 0;     // headCount·N²
    std::int64_t mismatchedCells = 0;
    // The first mismatching cell in the file's row-major order (query, key within its head).
    std::int64_t firstQuery = -1, firstKey = -1;
    std::int64_t firstMismatchHead = -1; // its head (0-based), −1 for a map (added)
    double got = 0, want = 0;            // the file's value and the reference's there
    double maxAbsError = 0;
    // Bias only: the absolute tolerance, from the file's dtype times max |table| over the
    // compared heads: float64 (and CSV text, integers) 1e-12, float32 1e-6, float16 1e-3,
    // bfloat16 8e-3 (each a little above half an ulp of the format). A map is compared exactly.
    double tolerance = 0;
    bool match = false;
    BucketCause cause = BucketCause::Unknown;
    std::string detail; // the confirmed hypothesis in words (English, for the CLI's JSON)
    // num-buckets-differs / max-distance-differs: the value found; max-distance-differs also
    // the range of values that give the same array at this N (first … last, added).
    std::int64_t otherNumBuckets = 0, otherMaxDistance = 0;
    std::int64_t otherMaxDistanceFirst = 0, otherMaxDistanceLast = 0;
    // exact-region-differs: the bound found, and whether the log part counts from it as well
    // (T5's max_exact replaced throughout) or only the comparison moved (added).
    std::int64_t otherMaxExact = 0;
    bool otherLogFromBound = false;
    // The configuration of the confirmed hypothesis when it is one (bidirectional-mismatch,
    // num-buckets-differs, max-distance-differs, scheme-differs) (added).
    std::optional<BucketParams> otherParams;
    BucketArithmetic otherArithmetic = BucketArithmetic::Float32;  // arithmetic-differs (added)
    BucketTableReading tableReading = BucketTableReading::AsGiven; // table-transposed (added)
    // Per relative position (the reference scheme's own r, index r + N − 1): mismatched cells.
    std::vector<std::int64_t> mismatchesByDistance;
};

// Compares `array` with the configuration's map or bias. `table` is the bias table (rows ×
// heads, validateBiasTable; required for a bias, ignored for a map), `name` (the file name)
// starts every error, `head` (0-based) names the head of a single N × N bias (needed when the
// table has more than one head; ignored for a stack of every head and for a map).
//
// The hypotheses, each recomputed and compared exactly (a map) or within the tolerance (a bias):
// the direction reversed; the other direction (T5: bidirectional ↔ causal); another num_buckets
// (even values 2 … 1024); another max_distance (the common values 16 … 8192, then 1 … 4·N); the
// exact region's bound m′ in place of max_exact (T5: |r| < m′ exact, the log part from max_exact,
// or from m′ too; DeBERTa: abs_pos ≤ m′ kept, where every m′ < mid − 1 gives one map, as abs_pos
// is mid − 1 for |r| < mid: the smallest, 1, is reported). Writing `≤` for `<` alone (m′ =
// max_exact + 1) changes nothing, since the log part gives max_exact at |r| = max_exact (log 1 =
// 0): it cannot be told apart, and is not reported. Then the other scheme (the same numbers, or the
// numbers whose table has the same rows); for a bias the table read as heads × rows. The formula in
// float64 or exact arithmetic (where those differ from float32: layout's float32Differs) is tried
// third.
//
// Throws pelab::Error, starting with `name`, for invalid parameters, a missing or invalid table,
// a shape that fits neither form ("map.npy: the map is 100 × 128: a bucket map is N × N"), N
// above kMaxBucketPositions, non-integral map values, a missing or out-of-range head, or a
// non-finite value.
BucketComparison compareBuckets(const LoadedArray &array, const BucketParams &params,
                                BucketQuantity quantity, const Matrix *table,
                                const std::string &name,
                                std::optional<std::int64_t> head = std::nullopt);

} // namespace pelab
