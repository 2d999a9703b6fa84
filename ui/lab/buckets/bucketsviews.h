#pragma once

#include "spec/tabresult.h"
#include "spec/viewspec.h"

#include "arrayfile.h"
#include "matrix.h"
#include "relativebuckets.h"

#include <memory>
#include <optional>
#include <vector>

// The map view's own result: the N × N bucket ids, map[q][k] = the bucket of the scheme's
// relative position (T5 k − q, DeBERTa q − k), as the model's compute_bias or
// build_relative_position gives them; written to .npy as int64.
class BucketMapResult : public ViewResult
{
public:
    std::shared_ptr<const pelab::Matrix> map;
};

// The bias view's: one head's N × N bias, bias[q][k] = table(row of bucket(q, k), head).
class BucketBiasResult : public ViewResult
{
public:
    std::int64_t head = 1; // 1-based
    std::shared_ptr<const pelab::Matrix> bias;
};

// The profile view's: every head's bias against the relative position, heads × (2N − 1).
class BucketProfileResult : public ViewResult
{
public:
    std::shared_ptr<const pelab::Matrix> profile;
};

// The check view's: the implementation's map or bias against this tab's (BucketsCheck); no
// comparison while no file is named.
class BucketsCheckResult : public ViewResult
{
public:
    std::optional<pelab::BucketComparison> comparison;
    QString file;                     // the file name
    QString dtype;                    // as stored
    std::vector<std::uint64_t> shape; // as stored
    std::vector<int> squeezedAxes;    // axes of extent 1 dropped
};

// The Buckets tab's views, as its specification declares them.
namespace BucketsViews {

ViewSpec buckets();
ViewSpec starts();
ViewSpec map();
ViewSpec bias();
ViewSpec profile();
ViewSpec check();

} // namespace BucketsViews
