#include "alibitables.h"

#include "alibi/alibispec.h"
#include "alibi/alibiviews.h"

#include <QCoreApplication>

#include <functional>
#include <limits>

namespace AlibiTables {

namespace {

const AlibiResult &resultOf(const ViewData &data)
{
    return data.resultAs<AlibiResult>();
}

QString shape(const ViewData &data)
{
    const AlibiResult &r = resultOf(data);
    return QStringLiteral("h%1-n%2").arg(r.heads()).arg(r.positions);
}

// One row per head ("head" 1 … H), one column per name.
ExportTable perHead(std::size_t heads, std::vector<const char *> names,
                    const std::function<double(std::size_t head, std::size_t column)> &value)
{
    auto matrix = std::make_shared<pelab::Matrix>(heads, names.size());
    for (std::size_t h = 0; h < heads; ++h)
        for (std::size_t c = 0; c < names.size(); ++c)
            (*matrix)(h, c) = value(h, c);
    ExportTable out;
    out.matrix = std::move(matrix);
    out.cornerHeader = QStringLiteral("head");
    out.rowLabel = [](qsizetype row) { return QString::number(row + 1); };
    out.columnLabel = [names](qsizetype c) { return QString::fromLatin1(names[std::size_t(c)]); };
    return out;
}

// Rows labelled by their index, one column per head.
ExportTable byHead(std::shared_ptr<const pelab::Matrix> values, const QString &rowHeader)
{
    ExportTable out;
    out.matrix = std::move(values);
    out.cornerHeader = rowHeader;
    out.columnLabel = [](qsizetype column) { return QStringLiteral("head%1").arg(column + 1); };
    return out;
}

const double kNan = std::numeric_limits<double>::quiet_NaN();

} // namespace

ExportTable slopes(const ViewData &data)
{
    const AlibiResult &r = resultOf(data);
    const auto at = [](const std::vector<double> &v, std::size_t h) {
        return h < v.size() ? v[h] : kNan;
    };
    return perHead(r.slopes.size(), {"slope", "official", "paper", "difference", "effective_span"},
                   [&r, &at](std::size_t h, std::size_t c) {
                       switch (c) {
                       case 0:
                           return r.slopes[h];
                       case 1:
                           return at(r.official, h);
                       case 2:
                           return at(r.paper, h);
                       case 3:
                           return at(r.official, h) - at(r.paper, h);
                       default:
                           return h < r.spans.size() ? double(r.spans[h]) : kNan;
                       }
                   });
}

ExportTable bias(const ViewData &data)
{
    ExportTable out;
    out.matrix = data.viewResultAs<AlibiBiasResult>().bias;
    out.cornerHeader = QStringLiteral("t");
    out.columnLabel = [](qsizetype s) { return QStringLiteral("s%1").arg(s); };
    return out;
}

ExportTable biasByDistance(const ViewData &data)
{
    return byHead(data.viewResultAs<AlibiDistanceResult>().bias, QStringLiteral("distance"));
}

ExportTable attention(const ViewData &data)
{
    return byHead(data.viewResultAs<AlibiAttentionResult>().weights, QStringLiteral("s"));
}

ExportTable span(const ViewData &data)
{
    const AlibiResult &r = resultOf(data);
    const auto &stats = data.viewResultAs<AlibiSpanResult>().stats;
    return perHead(r.slopes.size(), {"slope", "effective_span", "mean_distance", "mean_span"},
                   [&r, &stats](std::size_t h, std::size_t c) {
                       switch (c) {
                       case 0:
                           return r.slopes[h];
                       case 1:
                           return double(r.spans[h]);
                       case 2:
                           return stats ? (*stats)[h].meanDistance : kNan;
                       default:
                           return stats ? (*stats)[h].meanSpan : kNan;
                       }
                   });
}

ExportTable extrapolation(const ViewData &data)
{
    const AlibiResult &r = resultOf(data);
    const std::vector<double> &beyond =
        data.viewResultAs<AlibiExtrapolationResult>().fractions.beyond;
    return perHead(r.slopes.size(), {"slope", "within_train", "beyond_train"},
                   [&r, &beyond](std::size_t h, std::size_t c) {
                       return c == 0 ? r.slopes[h] : c == 1 ? 1.0 - beyond[h] : beyond[h];
                   });
}

ExportTable check(const ViewData &data)
{
    const std::optional<pelab::AlibiComparison> &c =
        data.viewResultAs<AlibiCheckResult>().comparison;
    const std::size_t heads = c ? c->headRelError.size() : 0;
    // What the verdict was judged by: per head its value of the largest error / tolerance.
    auto m = std::make_shared<pelab::Matrix>(heads, 2);
    for (std::size_t h = 0; h < heads; ++h) {
        (*m)(h, 0) = c->headRelError[h];
        (*m)(h, 1) = c->headTolerance[h];
    }
    const std::int64_t first = c ? c->firstHead : 1;
    ExportTable out;
    out.matrix = std::move(m);
    out.cornerHeader = QStringLiteral("head");
    out.rowLabel = [first](qsizetype row) { return QString::number(first + row); };
    out.columnLabel = [](qsizetype column) {
        return column == 0 ? QStringLiteral("rel_error") : QStringLiteral("tolerance");
    };
    out.columnTitle = [](qsizetype column) {
        return column == 0 ? QCoreApplication::translate("AlibiTables", "relative error")
                           : QCoreApplication::translate("AlibiTables", "tolerance");
    };
    return out;
}

QString checkStem(const ViewData &data)
{
    const AlibiResult &r = resultOf(data);
    return QStringLiteral("alibi-check-h%1-%2")
        .arg(r.heads())
        .arg(QString::fromLatin1(pelab::slopeRuleName(r.rule)));
}

QString slopesStem(const ViewData &data)
{
    const AlibiResult &r = resultOf(data);
    return QStringLiteral("alibi-slopes-h%1-%2")
        .arg(r.heads())
        .arg(QString::fromLatin1(pelab::slopeRuleName(r.rule)));
}

QString biasStem(const ViewData &data)
{
    return QStringLiteral("alibi-bias-head%1-n%2")
        .arg(data.state.integer(AlibiKeys::head))
        .arg(resultOf(data).positions);
}

QString distanceStem(const ViewData &data)
{
    return QStringLiteral("alibi-bias-distance-%1").arg(shape(data));
}

QString attentionStem(const ViewData &data)
{
    return QStringLiteral("alibi-attention-t%1-%2")
        .arg(AlibiSpec::query(data.state))
        .arg(shape(data));
}

QString spanStem(const ViewData &data)
{
    return QStringLiteral("alibi-span-%1").arg(shape(data));
}

QString extrapolationStem(const ViewData &data)
{
    return QStringLiteral("alibi-extrapolation-%1-%2")
        .arg(data.state.integer(AlibiKeys::train))
        .arg(data.state.integer(AlibiKeys::infer));
}

} // namespace AlibiTables
