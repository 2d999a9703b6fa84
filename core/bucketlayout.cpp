#include "bucketlayout.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace pelab {

namespace {

struct Side
{
    int sign = 1;          // +1: r > 0 (and r = 0 for DeBERTa); −1: r < 0 (and r = 0 for T5)
    std::int64_t from = 0; // the smallest |r| on the side
    std::int64_t lastKey = 0;
};

// The bucket of r on a side, clamped where the table's rows end (DeBERTa: values beyond
// ±(2·mid − 1) / −2·mid share the first or last row; T5's ids are clamped by the formula).
std::int64_t sideKey(const BucketParams &params, const Side &side, std::int64_t n,
                     BucketArithmetic arithmetic)
{
    BucketFormula formula{params};
    formula.arithmetic = arithmetic;
    const std::int64_t value = formulaBucket(formula, side.sign * n);
    if (params.scheme == BucketScheme::T5)
        return value;
    return side.sign > 0 ? std::min(value, side.lastKey) : std::max(value, side.lastKey);
}

struct SideScan
{
    std::vector<BucketSpan> spans;
    std::int64_t lastStart = 0;  // float32's
    std::int64_t saturation = 0; // every arithmetic's
};

// Whether float32's value at |r| = n is within 2 ulps of an integer that decides a bucket.
bool fragile(const BucketParams &params, std::int64_t n)
{
    const std::optional<float> value = float32LogValue(params, n);
    if (!value)
        return false;
    const std::int64_t maxExact = bucketMaxExact(params);
    const std::int64_t highest =
        params.scheme == BucketScheme::T5
            ? (params.bidirectional ? params.numBuckets / 2 : params.numBuckets) - maxExact - 1
            : maxExact - 1;
    const float nearest = std::round(*value);
    const float ulp = std::nextafter(std::fabs(*value), INFINITY) - std::fabs(*value);
    return nearest >= 1.0f && nearest <= float(highest) &&
           std::fabs(*value - nearest) <= 2.0f * ulp;
}

SideScan scanSide(const BucketParams &params, const Side &side, std::int64_t cap,
                  std::set<std::int64_t> &float32Differs, std::set<std::int64_t> &float64Differs,
                  std::set<std::int64_t> &float32Fragile)
{
    SideScan scan;
    bool lastSeen = false;
    std::int64_t n = side.from;
    for (; n <= cap; ++n) {
        const std::int64_t f32 = sideKey(params, side, n, BucketArithmetic::Float32);
        const std::int64_t f64 = sideKey(params, side, n, BucketArithmetic::Float64);
        const std::int64_t exact = sideKey(params, side, n, BucketArithmetic::Exact);
        if (f32 != exact)
            float32Differs.insert(n);
        if (f64 != exact)
            float64Differs.insert(n);
        if (fragile(params, n))
            float32Fragile.insert(n);
        if (scan.spans.empty() || scan.spans.back().bucket != f32)
            scan.spans.push_back({f32, n, n, false});
        else
            scan.spans.back().last = n;
        if (f32 == side.lastKey && !lastSeen) {
            lastSeen = true;
            scan.lastStart = n;
        }
        if (f32 == side.lastKey && f64 == side.lastKey && exact == side.lastKey)
            break;
    }
    scan.saturation = n;
    BucketSpan &last = scan.spans.back();
    last.unbounded = true;
    last.last = last.first;
    return scan;
}

} // namespace

BucketLayout bucketLayout(const BucketParams &params)
{
    validateBuckets(params);
    BucketLayout layout;
    layout.params = params;
    layout.maxExact = bucketMaxExact(params);
    // Every scan ends by max_distance + 1 (T5) or a little beyond max_relative_positions
    // (DeBERTa's row 0); the cap only guards against a log that never moves on.
    const std::int64_t cap = 2 * params.maxDistance + 2 * params.numBuckets + 1024;
    std::set<std::int64_t> f32, f64, weak;
    SideScan positive, negative;
    if (params.scheme == BucketScheme::T5) {
        const std::int64_t side = params.bidirectional ? params.numBuckets / 2 : params.numBuckets;
        negative = scanSide(params, {-1, 0, side - 1}, cap, f32, f64, weak);
        if (params.bidirectional) {
            positive = scanSide(params, {1, 1, params.numBuckets - 1}, cap, f32, f64, weak);
        } else {
            positive.spans = {{0, 1, 1, true}}; // -torch.min(r, 0): every r > 0 is bucket 0
            positive.lastStart = 1;
            positive.saturation = 1;
        }
    } else {
        const std::int64_t mid = params.numBuckets / 2;
        positive = scanSide(params, {1, 0, 2 * mid - 1}, cap, f32, f64, weak);
        negative = scanSide(params, {-1, 1, -2 * mid}, cap, f32, f64, weak);
    }
    layout.lastBucketStart = params.scheme == BucketScheme::T5 && !params.bidirectional
                                 ? negative.lastStart
                                 : positive.lastStart;
    layout.negativeLastBucketStart = negative.lastStart;
    layout.saturation = std::max(positive.saturation, negative.saturation);
    layout.positive = std::move(positive.spans);
    layout.negative = std::move(negative.spans);
    layout.float32Differs.assign(f32.begin(), f32.end());
    layout.float64Differs.assign(f64.begin(), f64.end());
    layout.float32Fragile.assign(weak.begin(), weak.end());

    std::vector<bool> used(std::size_t(bucketRowCount(params)), false);
    for (const auto *spans : {&layout.positive, &layout.negative}) {
        for (const BucketSpan &span : *spans)
            used[std::size_t(bucketRow(params, span.bucket))] = true;
    }
    for (std::size_t row = 0; row < used.size(); ++row) {
        if (!used[row])
            layout.unusedRows.push_back(std::int64_t(row));
    }
    return layout;
}

} // namespace pelab
