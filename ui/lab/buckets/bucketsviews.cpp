#include "bucketsviews.h"

#include "buckets/bucketscheck.h"
#include "buckets/bucketsspec.h"
#include "buckets/bucketstables.h"
#include "spec/tabstate.h"
#include "task/taskcontrol.h"

#include "memorylimit.h"

#include <QCoreApplication>

namespace BucketsViews {

namespace {

const BucketsResult &bucketsResult(const TabResult &result)
{
    return static_cast<const BucketsResult &>(result);
}

// A view of the tab with its own computation: `make` fills the result, which carries `state`.
template <class R, class Make> ViewSpec::Compute computed(Make make)
{
    return [make](const TabResult &result, const TabState &state,
                  const TaskControl &control) -> std::shared_ptr<const ViewResult> {
        auto out = std::make_shared<R>();
        out->state = state;
        make(*out, bucketsResult(result), state, control);
        return out;
    };
}

// The map's ids as the float64 matrix the tables and heatmaps take (exact: ids are small).
std::shared_ptr<const pelab::Matrix> mapMatrix(const BucketsResult &r)
{
    const std::int64_t n = r.positions;
    pelab::checkMatrixAllocation(std::uint64_t(n), 2 * std::uint64_t(n), pelab::kDefaultMemoryLimit,
                                 "the bucket map");
    const std::vector<std::int64_t> ids = pelab::bucketMap(r.params, n);
    auto matrix = std::make_shared<pelab::Matrix>(std::size_t(n), std::size_t(n));
    double *out = matrix->data();
    for (std::size_t i = 0; i < ids.size(); ++i)
        out[i] = double(ids[i]);
    return matrix;
}

} // namespace

ViewSpec buckets()
{
    return {.name = QStringLiteral("buckets"),
            .title = QT_TRANSLATE_NOOP("BucketsSpec", "By &distance"),
            .summary =
                QT_TRANSLATE_NOOP("BucketsSpec", "the bucket of every relative position −(N − 1) … "
                                                 "N − 1 (T5: key − query; DeBERTa: query − key)"),
            .table = &BucketsTables::buckets,
            .fileStem = &BucketsTables::bucketsStem};
}

ViewSpec starts()
{
    return {.name = QStringLiteral("starts"),
            .title = QT_TRANSLATE_NOOP("BucketsSpec", "&Starts"),
            .summary = QT_TRANSLATE_NOOP("BucketsSpec",
                                         "each bucket's first and last distance on each side and "
                                         "its width"),
            .table = &BucketsTables::starts,
            .fileStem = &BucketsTables::startsStem};
}

ViewSpec map()
{
    return {.name = QStringLiteral("map"),
            .title = QT_TRANSLATE_NOOP("BucketsSpec", "&Map"),
            .summary =
                QT_TRANSLATE_NOOP("BucketsSpec", "the N × N bucket ids, map[q][k] (.npy as int64)"),
            .busy = QT_TRANSLATE_NOOP("BucketsSpec", "Computing the bucket map…"),
            .compute = computed<BucketMapResult>(
                [](BucketMapResult &out, const BucketsResult &r, const TabState &,
                   const TaskControl &) { out.map = mapMatrix(r); }),
            .table = &BucketsTables::map,
            .fileStem = &BucketsTables::mapStem};
}

ViewSpec bias()
{
    return {.name = QStringLiteral("bias"),
            .title = QT_TRANSLATE_NOOP("BucketsSpec", "B&ias"),
            .summary = QT_TRANSLATE_NOOP("BucketsSpec",
                                         "one head's N × N bias (--head), read from the table "
                                         "by bucket"),
            .busy = QT_TRANSLATE_NOOP("BucketsSpec", "Computing the bias…"),
            .compute = computed<BucketBiasResult>([](BucketBiasResult &out, const BucketsResult &r,
                                                     const TabState &state, const TaskControl &) {
                out.head = state.integer(BucketsKeys::head);
                const std::int64_t n = r.positions;
                pelab::checkMatrixAllocation(std::uint64_t(n), std::uint64_t(n),
                                             pelab::kDefaultMemoryLimit, "the bias");
                out.bias = std::make_shared<const pelab::Matrix>(
                    pelab::headBias(r.params, *r.table, out.head - 1, n));
            }),
            .table = &BucketsTables::bias,
            .fileStem = &BucketsTables::biasStem};
}

ViewSpec profile()
{
    return {.name = QStringLiteral("profile"),
            .title = QT_TRANSLATE_NOOP("BucketsSpec", "&Profile"),
            .summary = QT_TRANSLATE_NOOP("BucketsSpec",
                                         "the bias against the relative position, one line per "
                                         "head"),
            .busy = QT_TRANSLATE_NOOP("BucketsSpec", "Computing the bias by distance…"),
            .compute =
                computed<BucketProfileResult>([](BucketProfileResult &out, const BucketsResult &r,
                                                 const TabState &, const TaskControl &) {
                    out.profile = std::make_shared<const pelab::Matrix>(
                        pelab::biasProfile(r.params, *r.table, r.positions));
                }),
            .table = &BucketsTables::profile,
            .fileStem = &BucketsTables::profileStem};
}

ViewSpec check()
{
    return {.name = QStringLiteral("check"),
            .title = QT_TRANSLATE_NOOP("BucketsSpec", "Chec&k"),
            .summary = QT_TRANSLATE_NOOP("BucketsSpec",
                                         "an implementation's bucket map or bias (--compare) "
                                         "against this tab's: verdict and likely cause"),
            .busy = QT_TRANSLATE_NOOP("BucketsSpec", "Checking the implementation…"),
            .hasFigure = true,
            .compute = &BucketsCheck::compute,
            .table = &BucketsTables::check,
            .fileStem = &BucketsTables::checkStem};
}

} // namespace BucketsViews
