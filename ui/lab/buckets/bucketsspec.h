#pragma once

#include "spec/tabspec.h"

#include "matrix.h"
#include "relativebuckets.h"

#include <memory>
#include <vector>

// The Buckets tab's parameters, declared once (BucketsSpec) and read through these keys.
namespace BucketsKeys {

inline constexpr ParameterKey scheme{"scheme"};            // t5 | deberta
inline constexpr ParameterKey buckets{"buckets"};          // num_buckets / position_buckets
inline constexpr ParameterKey maxDistance{"max-distance"}; // max_distance / max_relative_positions
inline constexpr ParameterKey causal{"causal"};            // T5's decoder direction
inline constexpr ParameterKey positions{"positions"};      // N
inline constexpr ParameterKey heads{"heads"};              // the seeded table's heads
inline constexpr ParameterKey seed{"seed"};                // the seeded table's seed
inline constexpr ParameterKey bias{"bias"};                // a bias table file
inline constexpr ParameterKey tensor{"tensor"};            // its safetensors tensor
inline constexpr ParameterKey head{"head"};                // the bias view's head (1-based)
inline constexpr ParameterKey compare{"compare"};          // the check's file
inline constexpr ParameterKey compareTensor{"compare-tensor"};
inline constexpr ParameterKey colormap{"colormap"}; // the map's colours

} // namespace BucketsKeys

// The Buckets tab's result: the scheme's parameters, the bucket of every relative position
// −(N−1) … N−1, where each bucket starts and ends, and the bias table (num_buckets × heads for
// T5, 2·span × heads for DeBERTa) read from a file or seeded.
class BucketsResult : public TabResult
{
public:
    pelab::BucketParams params;
    std::int64_t positions = 0;
    std::vector<std::int64_t> byDistance; // index r + N − 1
    pelab::BucketLayout layout;
    std::shared_ptr<const pelab::Matrix> table; // rows × heads
    QString tableFile;                          // the file's name; empty when seeded

    std::int64_t heads() const { return std::int64_t(table ? table->cols() : 0); }
};

// The Buckets tab: bucketed relative position biases as T5 (and its family: mT5, UMT5, Flan-T5,
// MPNet, WavLM) and DeBERTa-v2/v3 compute them: T5 buckets r = key − query, exactly up to
// max_exact and logarithmically to max_distance; DeBERTa's log buckets of r = query − key with
// the identity region |r| ≤ mid. Its views: the bucket of every distance, where the buckets
// start, the N × N bucket map, one head's bias, the bias against distance, and the check of an
// implementation's map or bias.
class BucketsSpec : public TabSpec
{
    Q_DECLARE_TR_FUNCTIONS(BucketsSpec)

public:
    BucketsSpec();

    QString title() const override;
    QString summary() const override;
    QString busyText() const override;
    QString coreProblem(const TabState &state) const override;
    std::shared_ptr<const TabResult> compute(const TabState &state,
                                             const TaskControl &control) const override;

    static pelab::BucketParams params(const TabState &state);
    // The bias table the state names (a file) or seeds; throws pelab::Error for a file of the
    // wrong shape, naming both shapes.
    static pelab::Matrix biasTable(const TabState &state, QString *fileName = nullptr);
};
