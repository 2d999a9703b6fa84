#include "bucketsprofiles.h"

#include "buckets/bucketsspec.h"

#include "bucketformulas.h"
#include "error.h"

#include <string>

namespace BucketsProfiles {

namespace {

// The scheme's own relative position of a key Δ positions before the query.
std::int64_t relativeOf(const pelab::BucketParams &params, std::int64_t distance)
{
    return pelab::relativePosition(params, distance, 0);
}

} // namespace

QList<RelativeProfile> all()
{
    RelativeProfile bias;
    bias.id = QStringLiteral("buckets");
    bias.title = QT_TRANSLATE_NOOP("BucketsSpec", "Buckets: bias of the tab's head");
    bias.shortTitle = QT_TRANSLATE_NOOP("BucketsSpec", "Bucket bias");
    bias.formula = QT_TRANSLATE_NOOP("BucketsSpec", "b_h[bucket(Δ)]");
    bias.compute = [](const TabState &state, std::int64_t maxDistance, const TaskControl &) {
        const pelab::BucketParams params = BucketsSpec::params(state);
        const pelab::Matrix table = BucketsSpec::biasTable(state);
        const std::int64_t head = state.integer(BucketsKeys::head);
        if (head < 1 || head > std::int64_t(table.cols()))
            throw pelab::Error("head must be 1 … " + std::to_string(table.cols()) +
                               ", the number of heads (got " + std::to_string(head) + ")");
        return pelab::pointwiseProfile(maxDistance, [&](std::int64_t distance) {
            const std::int64_t row =
                pelab::bucketRow(params, pelab::bucketOf(params, relativeOf(params, distance)));
            return table(std::size_t(row), std::size_t(head - 1));
        });
    };

    RelativeProfile bucket;
    bucket.id = QStringLiteral("buckets-index");
    bucket.title = QT_TRANSLATE_NOOP("BucketsSpec", "Buckets: bucket of Δ");
    bucket.shortTitle = QT_TRANSLATE_NOOP("BucketsSpec", "Bucket");
    bucket.formula = QT_TRANSLATE_NOOP("BucketsSpec", "bucket(Δ): T5's id, DeBERTa's signed value");
    bucket.compute = [](const TabState &state, std::int64_t maxDistance, const TaskControl &) {
        const pelab::BucketParams params = BucketsSpec::params(state);
        pelab::validateBuckets(params);
        return pelab::pointwiseProfile(maxDistance, [&params](std::int64_t distance) {
            return double(pelab::bucketOf(params, relativeOf(params, distance)));
        });
    };
    return {bias, bucket};
}

} // namespace BucketsProfiles
