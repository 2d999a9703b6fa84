#include "compareviews.h"

#include "compare/comparespec.h"

#include <QCoreApplication>

namespace CompareViews {

ViewSpec overlay()
{
    return {.name = QStringLiteral("overlay"),
            .title = QT_TRANSLATE_NOOP("CompareSpec", "&Overlay"),
            .summary = QT_TRANSLATE_NOOP("CompareSpec",
                                         "every profile on one chart against Δ, a band where it "
                                         "varies with t (or with the head)"),
            .table = &table,
            .fileStem = &fileStem};
}

ViewSpec panels()
{
    return {.name = QStringLiteral("panels"),
            .title = QT_TRANSLATE_NOOP("CompareSpec", "P&anels"),
            .summary = QT_TRANSLATE_NOOP("CompareSpec",
                                         "one panel per profile, each on its own scale, with a "
                                         "shared Δ axis"),
            .table = &table,
            .fileStem = &fileStem};
}

QStringList columnIds(const ComparedProfile &profile)
{
    if (!profile.shown.hasBand())
        return {profile.id};
    return {profile.id + QStringLiteral("_min"), profile.id + QLatin1Char('_') + profile.centre,
            profile.id + QStringLiteral("_max")};
}

ExportTable table(const ViewData &data)
{
    const auto &r = data.resultAs<CompareResult>();
    QStringList ids;
    QStringList titles;
    QList<const std::vector<double> *> columns;
    for (const ComparedProfile &profile : r.profiles) {
        ids << columnIds(profile);
        if (profile.shown.hasBand()) {
            const QString centre = profile.centre == QLatin1String("mean")
                                       ? QCoreApplication::translate("CompareSpec", "mean")
                                       : QCoreApplication::translate("CompareSpec", "median");
            titles << QCoreApplication::translate("CompareSpec", "%1, least").arg(profile.title)
                   << QStringLiteral("%1, %2").arg(profile.title, centre)
                   << QCoreApplication::translate("CompareSpec", "%1, largest").arg(profile.title);
            columns << &profile.shown.lower << &profile.shown.centre << &profile.shown.upper;
        } else {
            titles << profile.title;
            columns << &profile.shown.centre;
        }
    }
    const std::size_t rows = std::size_t(r.maxDistance) + 1;
    auto matrix = std::make_shared<pelab::Matrix>(rows, std::size_t(columns.size()));
    for (qsizetype c = 0; c < columns.size(); ++c) {
        for (std::size_t d = 0; d < rows; ++d)
            (*matrix)(d, std::size_t(c)) = (*columns[c])[d];
    }
    ExportTable out;
    out.matrix = matrix;
    out.cornerHeader = QStringLiteral("distance");
    out.columnLabel = [ids](qsizetype c) { return ids.value(c); };
    out.columnTitle = [titles](qsizetype c) { return titles.value(c); };
    return out;
}

QString fileStem(const ViewData &data)
{
    const auto &r = data.resultAs<CompareResult>();
    return QStringLiteral("compare-%1-%2-%3")
        .arg(data.view->name, QString::fromLatin1(pelab::normalisationName(r.normalisation)))
        .arg(r.maxDistance);
}

} // namespace CompareViews
