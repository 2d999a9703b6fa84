#pragma once

#include "bucketformulas.h"

#include <cstdint>
#include <vector>

namespace pelab {

// Where each bucket starts and ends, side by side, and where float32 and exact arithmetic part.

// One bucket of a side: the |r| it covers. For the last bucket of a side (unbounded), `last`
// equals `first` and has no meaning: every larger |r| is in it too.
struct BucketSpan
{
    std::int64_t bucket = 0; // bucketOf: T5 the id; DeBERTa the signed value (the last, clamped
                             // span: 2·mid − 1 on the positive side, −2·mid on the negative side)
    std::int64_t first = 0; // |r|
    std::int64_t last = 0;  // |r|, inclusive
    bool unbounded = false;
};

struct BucketLayout
{
    BucketParams params;
    // T5: max_exact = (num_buckets, halved when bidirectional)/2; DeBERTa: mid =
    // position_buckets/2.
    std::int64_t maxExact = 0;
    // |r| where the bucketed side's last bucket starts: T5 both sides (bidirectional) or r < 0
    // (causal): 91 for 32/128 bidirectional, 113 causal, 778 for 320/800; DeBERTa the positive
    // side (q > k), where the value reaches 2·mid − 1, the last row (506 for 256/512).
    std::int64_t lastBucketStart = 0;
    // The same for the negative side (r < 0): T5 equal to lastBucketStart; DeBERTa where the
    // value reaches −2·mid, i.e. row 0 (512 for 256/512: beyond max_relative_positions − 1).
    std::int64_t negativeLastBucketStart = 0;
    // Each bucket's |r| on each side, in order of |r|. `positive` is r > 0 (T5 k > q, DeBERTa
    // q > k), `negative` r < 0; r = 0 is on the side whose half of the table holds its row: T5
    // `negative` (bucket 0; r ≤ 0 are buckets 0 …), DeBERTa `positive` (value 0, row span).
    // T5 causal: `positive` is the one unbounded span of bucket 0 from |r| = 1.
    std::vector<BucketSpan> positive, negative;
    // |r| (on every bucketed side alike: both formulas depend on |r| only, the sign aside) below
    // `saturation` where the float32 bucket (transformers') differs from the exact one (DeBERTa:
    // the value as clamped to the table's rows); empty when none does. Beyond `saturation` both
    // are the side's last bucket (the same row).
    std::vector<std::int64_t> float32Differs;
    // |r| below `saturation` where the float32 value the reference truncates or rounds up
    // (float32LogValue) lies within 2 float32 ulps of an integer that decides a bucket (T5: 1 …
    // num_buckets' − max_exact − 1; DeBERTa: 1 … mid − 1): there another float32 log, one ulp
    // off (NumPy's SIMD np.log, a vectorised PyTorch log), can give the neighbouring bucket.
    // T5 32/128: 16, 32, 64 (the true values 2, 4, 6 are integers, and float32 hits them).
    std::vector<std::int64_t> float32Fragile;
    // The same for float64 arithmetic (a NumPy implementation) against the exact one.
    std::vector<std::int64_t> float64Differs;
    // The |r| from which every bucket, float32 and exact, is its side's last (the range analysed).
    std::int64_t saturation = 0;
    // Rows of the bias table no relative position reaches (T5 bidirectional: num_buckets/2, as
    // r > 0 starts at offset 1; and any bucket the log part skips when max_distance is small).
    std::vector<std::int64_t> unusedRows;
};

// The layout of a configuration, by scanning |r| = 0 … saturation (at most about
// max_distance + 1 values of float32, float64 and exact buckets each). Throws pelab::Error for
// invalid parameters.
BucketLayout bucketLayout(const BucketParams &params);

} // namespace pelab
