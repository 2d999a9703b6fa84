#include "bucketmaps.h"

#include "bucketlayout.h"
#include "error.h"
#include "random.h"

#include <algorithm>
#include <cmath>
#include <utility>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace pelab {

namespace {

std::string text(std::int64_t value)
{
    return std::to_string(value);
}

std::string rowWords(const BucketParams &params)
{
    const std::string rows = text(bucketRowCount(params));
    if (params.scheme == BucketScheme::T5)
        return rows + " × heads (one row per bucket, num_buckets " + rows + ")";
    return rows + " × heads (2·position_buckets rows, c2p's 2·span relative positions)";
}

// The values g[(k − q) + N − 1] over key − query, whatever the scheme's own r: a row of the map
// (or of a head's bias) is then the N values from g[N − 1 − q] on.
template <typename T>
std::vector<T> byKeyMinusQuery(const BucketParams &params, std::vector<T> byOwn)
{
    if (params.scheme == BucketScheme::Deberta)
        std::reverse(byOwn.begin(), byOwn.end()); // r = q − k = −(k − q)
    return byOwn;
}

// Advises the 2 MiB-aligned inside of a fresh, untouched allocation onto transparent huge pages
// (as Matrix does for its own): a 128 MiB map otherwise takes 32768 first-touch page faults,
// which cost more than copying its values.
void adviseHugePages([[maybe_unused]] void *data, [[maybe_unused]] std::size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr std::uintptr_t huge = std::uintptr_t(2) << 20;
    const auto begin = (reinterpret_cast<std::uintptr_t>(data) + huge - 1) / huge * huge;
    const auto end = (reinterpret_cast<std::uintptr_t>(data) + bytes) / huge * huge;
    if (end > begin)
        madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
#endif
}

void checkHead(const Matrix &table, std::int64_t head)
{
    if (head < 0 || head >= std::int64_t(table.cols())) {
        throw Error("the head must be 0 … " + text(std::int64_t(table.cols()) - 1) + " (got " +
                    text(head) + ")");
    }
}

} // namespace

std::vector<std::int64_t> bucketsByDistance(const BucketParams &params, std::int64_t positions)
{
    validateBuckets(params);
    validateBucketPositions(positions);
    std::vector<std::int64_t> out(std::size_t(2 * positions - 1));
    for (std::int64_t r = -(positions - 1); r <= positions - 1; ++r)
        out[std::size_t(r + positions - 1)] = bucketOf(params, r);
    return out;
}

std::vector<std::int64_t> bucketMap(const BucketParams &params, std::int64_t positions,
                                    std::uint64_t memoryLimit)
{
    validateBuckets(params);
    validateBucketPositions(positions);
    const auto n = std::uint64_t(positions);
    checkMatrixAllocation(n, n, memoryLimit, "the bucket map"); // int64: as many bytes as doubles
    const std::vector<std::int64_t> g =
        byKeyMinusQuery(params, bucketsByDistance(params, positions));
    std::vector<std::int64_t> map;
    map.reserve(n * n); // filled by copies: no zeroing pass first
    adviseHugePages(map.data(), n * n * sizeof(std::int64_t));
    for (std::uint64_t q = 0; q < n; ++q) {
        const auto from = g.begin() + std::ptrdiff_t(n - 1 - q);
        map.insert(map.end(), from, from + std::ptrdiff_t(n));
    }
    return map;
}

void validateBiasTable(const BucketParams &params, const Matrix &table, const std::string &name)
{
    validateBuckets(params);
    const auto rows = std::int64_t(table.rows());
    const auto cols = std::int64_t(table.cols());
    const std::int64_t want = bucketRowCount(params);
    if (rows != want || cols < 1) {
        std::string message = name + ": the bias table is " + text(rows) + " × " + text(cols) +
                              ", the configuration needs " + rowWords(params);
        if (cols == want && rows != want)
            message += "; transposed? its columns number " + text(cols);
        throw Error(message);
    }
    if (cols > kMaxBucketHeads) {
        throw Error(name + ": the bias table has " + text(cols) + " heads (columns), at most " +
                    text(kMaxBucketHeads));
    }
    for (std::int64_t r = 0; r < rows; ++r) {
        for (std::int64_t h = 0; h < cols; ++h) {
            if (!std::isfinite(table(std::size_t(r), std::size_t(h)))) {
                throw Error(name + ": the bias table holds a non-finite value at row " + text(r) +
                            ", head " + text(h));
            }
        }
    }
}

void validateSeededTable(std::int64_t heads, std::int64_t seed)
{
    if (heads < 1 || heads > kMaxBucketHeads)
        throw Error("the number of heads must be 1 … " + text(kMaxBucketHeads) + " (got " +
                    text(heads) + ")");
    if (seed < 0 || seed > kMaxBucketSeed)
        throw Error("the seed must be 0 … " + text(kMaxBucketSeed) + " (got " + text(seed) + ")");
}

Matrix seededBiasTable(const BucketParams &params, std::int64_t heads, std::uint64_t seed)
{
    validateBuckets(params);
    if (heads < 1 || heads > kMaxBucketHeads) {
        throw Error("the number of heads must be 1 … " + text(kMaxBucketHeads) + " (got " +
                    text(heads) + ")");
    }
    const std::int64_t rows = bucketRowCount(params);
    checkMatrixAllocation(std::uint64_t(rows), std::uint64_t(heads), kDefaultMemoryLimit,
                          "the bias table");
    // Each row's distance d (the first |r| of its bucket) and side σ; −1: no r reaches it.
    std::vector<double> distance(std::size_t(rows), -1.0);
    std::vector<double> sideOf(std::size_t(rows), 0.0);
    const BucketLayout layout = bucketLayout(params);
    for (const auto &[spans, sign] : {std::pair{&layout.positive, 1.0}, {&layout.negative, -1.0}}) {
        for (const BucketSpan &span : *spans) {
            const auto row = std::size_t(bucketRow(params, span.bucket));
            if (distance[row] < 0.0 || double(span.first) < distance[row]) {
                distance[row] = double(span.first);
                sideOf[row] = span.first == 0 ? 0.0 : sign;
            }
        }
    }
    Random random(seed);
    struct Head
    {
        double amplitude, decay, preference, penalty;
    };
    std::vector<Head> perHead(static_cast<std::size_t>(heads));
    const double maxDistance = double(params.maxDistance);
    for (Head &head : perHead) {
        const double u1 = random.uniform(), u2 = random.uniform(), u3 = random.uniform(),
                     u4 = random.uniform();
        head = {1.0 + 2.0 * u1, 2.0 + (maxDistance - 2.0) * u2 * u2, 0.6 * (2.0 * u3 - 1.0),
                1.5 * u4};
    }
    Matrix table(static_cast<std::size_t>(rows), static_cast<std::size_t>(heads));
    for (std::size_t r = 0; r < std::size_t(rows); ++r) {
        for (std::size_t h = 0; h < std::size_t(heads); ++h) {
            const double noise = 0.05 * random.normal();
            const double d = distance[r];
            if (d < 0.0) {
                table(r, h) = noise;
                continue;
            }
            const Head &p = perHead[h];
            const double near = 1.0 + d / p.decay;
            table(r, h) = p.amplitude * (1.0 + sideOf[r] * p.preference) / (near * near) -
                          p.penalty * d / (d + p.decay) + noise;
        }
    }
    return table;
}

Matrix headBias(const BucketParams &params, const Matrix &table, std::int64_t head,
                std::int64_t positions, std::uint64_t memoryLimit)
{
    validateBiasTable(params, table, "the bias table");
    checkHead(table, head);
    validateBucketPositions(positions);
    const auto n = std::size_t(positions);
    checkMatrixAllocation(n, n, memoryLimit, "the bias of one head");
    const std::vector<std::int64_t> buckets = bucketsByDistance(params, positions);
    std::vector<double> byOwn(buckets.size());
    for (std::size_t i = 0; i < buckets.size(); ++i)
        byOwn[i] = table(std::size_t(bucketRow(params, buckets[i])), std::size_t(head));
    const std::vector<double> g = byKeyMinusQuery(params, std::move(byOwn));
    Matrix bias(n, n);
    for (std::size_t q = 0; q < n; ++q)
        std::copy_n(g.begin() + std::ptrdiff_t(n - 1 - q), n, bias.row(q));
    return bias;
}

Matrix biasProfile(const BucketParams &params, const Matrix &table, std::int64_t positions,
                   std::uint64_t memoryLimit)
{
    validateBiasTable(params, table, "the bias table");
    validateBucketPositions(positions);
    const std::size_t heads = table.cols();
    const auto width = std::size_t(2 * positions - 1);
    checkMatrixAllocation(heads, width, memoryLimit, "the bias profile");
    const std::vector<std::int64_t> buckets = bucketsByDistance(params, positions);
    Matrix profile(heads, width);
    for (std::size_t i = 0; i < width; ++i) {
        const auto row = std::size_t(bucketRow(params, buckets[i]));
        for (std::size_t h = 0; h < heads; ++h)
            profile(h, i) = table(row, h);
    }
    return profile;
}

} // namespace pelab
