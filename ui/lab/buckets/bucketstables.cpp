#include "bucketstables.h"

#include "buckets/bucketsspec.h"
#include "buckets/bucketsviews.h"

#include <limits>

namespace {

const BucketsResult &resultOf(const ViewData &data)
{
    return data.resultAs<BucketsResult>();
}

// "t5-b32-d128-bi-n256": what the numbers depend on.
QString shape(const ViewData &data)
{
    const BucketsResult &r = resultOf(data);
    const bool t5 = r.params.scheme == pelab::BucketScheme::T5;
    return QStringLiteral("%1-b%2-d%3%4-n%5")
        .arg(QLatin1String(t5 ? "t5" : "deberta"))
        .arg(r.params.numBuckets)
        .arg(r.params.maxDistance)
        .arg(QLatin1String(!t5                      ? ""
                           : r.params.bidirectional ? "-bi"
                                                    : "-causal"))
        .arg(r.positions);
}

// Rows labelled by the relative position r = −(N − 1) … N − 1.
void byRelative(ExportTable &table, std::int64_t positions)
{
    table.cornerHeader = QStringLiteral("r");
    table.rowLabel = [positions](qsizetype row) { return QString::number(row - (positions - 1)); };
}

const double kInf = std::numeric_limits<double>::infinity();

} // namespace

ExportTable BucketsTables::buckets(const ViewData &data)
{
    const BucketsResult &r = resultOf(data);
    const bool deberta = r.params.scheme == pelab::BucketScheme::Deberta;
    auto matrix = std::make_shared<pelab::Matrix>(r.byDistance.size(), deberta ? 2 : 1);
    for (std::size_t i = 0; i < r.byDistance.size(); ++i) {
        (*matrix)(i, 0) = double(r.byDistance[i]);
        if (deberta)
            (*matrix)(i, 1) = double(pelab::bucketRow(r.params, r.byDistance[i]));
    }
    ExportTable out;
    out.matrix = std::move(matrix);
    byRelative(out, r.positions);
    out.columnLabel = [](qsizetype c) {
        return c == 0 ? QStringLiteral("bucket") : QStringLiteral("row");
    };
    out.columnTitle = [](qsizetype c) { return c == 0 ? tr("bucket") : tr("table row"); };
    out.integral = true;
    return out;
}

ExportTable BucketsTables::starts(const ViewData &data)
{
    const pelab::BucketLayout &layout = resultOf(data).layout;
    std::vector<std::pair<int, const pelab::BucketSpan *>> rows;
    for (const pelab::BucketSpan &span : layout.positive)
        rows.emplace_back(1, &span);
    for (const pelab::BucketSpan &span : layout.negative)
        rows.emplace_back(-1, &span);
    auto matrix = std::make_shared<pelab::Matrix>(rows.size(), 5);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const pelab::BucketSpan &s = *rows[i].second;
        (*matrix)(i, 0) = rows[i].first;
        (*matrix)(i, 1) = double(s.bucket);
        (*matrix)(i, 2) = double(s.first);
        (*matrix)(i, 3) = s.unbounded ? kInf : double(s.last);
        (*matrix)(i, 4) = s.unbounded ? kInf : double(s.last - s.first + 1);
    }
    ExportTable out;
    out.matrix = std::move(matrix);
    out.cornerHeader = QStringLiteral("row");
    out.wholeNumbers = true;
    static const char *const names[] = {"side", "bucket", "first", "last", "width"};
    out.columnLabel = [](qsizetype c) { return QString::fromLatin1(names[c]); };
    out.columnTitle = [](qsizetype c) {
        switch (c) {
        case 0:
            return tr("side (+1: r > 0)");
        case 1:
            return tr("bucket");
        case 2:
            return tr("first |r|");
        case 3:
            return tr("last |r|");
        default:
            return tr("width");
        }
    };
    return out;
}

ExportTable BucketsTables::map(const ViewData &data)
{
    ExportTable out;
    out.matrix = data.viewResultAs<BucketMapResult>().map;
    out.cornerHeader = QStringLiteral("query");
    out.columnLabel = [](qsizetype c) { return QString::number(c); };
    out.integral = true;
    return out;
}

ExportTable BucketsTables::bias(const ViewData &data)
{
    ExportTable out;
    out.matrix = data.viewResultAs<BucketBiasResult>().bias;
    out.cornerHeader = QStringLiteral("query");
    out.columnLabel = [](qsizetype c) { return QString::number(c); };
    return out;
}

ExportTable BucketsTables::profile(const ViewData &data)
{
    const pelab::Matrix &profile = *data.viewResultAs<BucketProfileResult>().profile;
    // heads × (2N − 1) → rows r, one column per head.
    auto matrix = std::make_shared<pelab::Matrix>(profile.cols(), profile.rows());
    for (std::size_t h = 0; h < profile.rows(); ++h)
        for (std::size_t i = 0; i < profile.cols(); ++i)
            (*matrix)(i, h) = profile(h, i);
    ExportTable out;
    out.matrix = std::move(matrix);
    byRelative(out, resultOf(data).positions);
    out.columnLabel = [](qsizetype c) { return QStringLiteral("head%1").arg(c + 1); };
    out.columnTitle = [](qsizetype c) { return tr("head %1").arg(c + 1); };
    return out;
}

ExportTable BucketsTables::check(const ViewData &data)
{
    const auto &result = data.viewResultAs<BucketsCheckResult>();
    if (!result.comparison || result.comparison->mismatchesByDistance.empty())
        return {};
    const std::vector<std::int64_t> &counts = result.comparison->mismatchesByDistance;
    auto matrix = std::make_shared<pelab::Matrix>(counts.size(), 1);
    for (std::size_t i = 0; i < counts.size(); ++i)
        (*matrix)(i, 0) = double(counts[i]);
    ExportTable out;
    out.matrix = std::move(matrix);
    byRelative(out, result.comparison->positions);
    out.columnLabel = [](qsizetype) { return QStringLiteral("mismatched_cells"); };
    out.columnTitle = [](qsizetype) { return tr("mismatched cells"); };
    out.integral = true;
    return out;
}

QString BucketsTables::facts(const BucketsResult &r)
{
    const pelab::BucketLayout &layout = r.layout;
    const bool t5 = r.params.scheme == pelab::BucketScheme::T5;
    // Rich text: the sentence escaped (it holds "<"), the distance in bold.
    const auto bold = [](std::int64_t value) { return QStringLiteral("<b>%1</b>").arg(value); };
    QString text = t5 ? tr("Exact buckets for |r| < %1; each side's last bucket starts at |r| = "
                           "%2 (not at max distance %3).")
                            .toHtmlEscaped()
                            .arg(layout.maxExact)
                            .arg(bold(layout.lastBucketStart))
                            .arg(r.params.maxDistance)
                      : tr("Identity for |r| ≤ %1; the table's last row is reached at |r| = %2 "
                           "(q > k) and %3 (q < k).")
                            .toHtmlEscaped()
                            .arg(layout.maxExact)
                            .arg(bold(layout.lastBucketStart))
                            .arg(bold(layout.negativeLastBucketStart));
    if (layout.float32Differs.empty()) {
        text += QLatin1Char(' ') +
                tr("The float32 logarithm gives the exact formula's bucket at every distance.")
                    .toHtmlEscaped();
    } else {
        const std::size_t count = layout.float32Differs.size();
        QStringList distances;
        for (std::size_t i = 0; i < count && i < 12; ++i)
            distances << QString::number(layout.float32Differs[i]);
        const QString list = distances.join(QStringLiteral(", "));
        text += QLatin1Char(' ') +
                (count <= 12 ? tr("The float32 logarithm gives another bucket than the exact "
                                  "formula at |r| = %1.")
                                   .arg(list)
                                   .toHtmlEscaped()
                             : tr("The float32 logarithm gives another bucket than the exact "
                                  "formula at %1 distances, the first 12: |r| = %2.")
                                   .arg(count)
                                   .arg(list)
                                   .toHtmlEscaped());
    }
    return text;
}

QString BucketsTables::bucketsStem(const ViewData &data)
{
    return QStringLiteral("buckets-") + shape(data);
}

QString BucketsTables::startsStem(const ViewData &data)
{
    return QStringLiteral("bucket-starts-") + shape(data);
}

QString BucketsTables::mapStem(const ViewData &data)
{
    return QStringLiteral("bucket-map-") + shape(data);
}

QString BucketsTables::biasStem(const ViewData &data)
{
    return QStringLiteral("bucket-bias-%1-head%2")
        .arg(shape(data))
        .arg(data.viewResultAs<BucketBiasResult>().head);
}

QString BucketsTables::profileStem(const ViewData &data)
{
    return QStringLiteral("bucket-profile-") + shape(data);
}

QString BucketsTables::checkStem(const ViewData &data)
{
    return QStringLiteral("bucket-check-") + shape(data);
}
