#pragma once

namespace pelab {

// The bucket function a relative-bias model maps a relative position through:
// - T5: T5's _relative_position_bucket (T5, mT5, UMT5, LongT5, and the same function in MPNet and
//   WavLM): half the buckets exact, the rest logarithmic up to a maximum distance, the two signs
//   in separate halves when bidirectional;
// - Deberta: DeBERTa-v2's make_log_bucket_position (DeBERTa-v2 and v3, mDeBERTa-v3).
enum class BucketScheme
{
    T5,
    Deberta
};

} // namespace pelab
