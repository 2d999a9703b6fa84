#include "comparefigures.h"

#include "compare/comparespec.h"
#include "compare/profilepanels.h"
#include "figures/chartpoints.h"
#include "figures/linechartwidget.h"
#include "view/figureregistration.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace CompareFigures {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("CompareFigures", text);
}

QList<QPointF> pointsOf(const std::vector<double> &values, const QList<std::int64_t> &distances)
{
    QList<QPointF> points;
    points.reserve(distances.size());
    for (std::int64_t d : distances)
        points.append(QPointF(double(d), values[std::size_t(d)]));
    return points;
}

} // namespace

QList<std::int64_t> drawnDistances(std::int64_t maxDistance, bool logarithmic)
{
    const std::int64_t first = logarithmic ? 1 : 0;
    const std::int64_t count = maxDistance - first + 1;
    QList<std::int64_t> out;
    if (count <= ChartPoints::kMaxPoints) {
        for (std::int64_t d = first; d <= maxDistance; ++d)
            out.append(d);
        return out;
    }
    const auto points = std::int64_t(ChartPoints::kMaxPoints);
    for (std::int64_t i = 0; i < points; ++i) {
        const double f = double(i) / double(points - 1);
        const auto d = std::int64_t(
            std::llround(logarithmic ? std::exp(f * std::log(double(maxDistance)))
                                     : double(first) + f * double(maxDistance - first)));
        if (out.isEmpty() || d > out.last())
            out.append(std::clamp(d, first, maxDistance));
    }
    return out;
}

void drawProfile(LineChartWidget &chart, int index, const ComparedProfile &profile,
                 const QList<std::int64_t> &distances)
{
    chart.setSeries(index, profile.title, pointsOf(profile.shown.centre, distances));
    if (profile.shown.hasBand())
        chart.setSeriesBand(index, pointsOf(profile.shown.lower, distances),
                            pointsOf(profile.shown.upper, distances));
    else
        chart.setSeriesBand(index, {}, {});
}

QString overlayTitle(const ViewData &data)
{
    const auto &r = data.resultAs<CompareResult>();
    const QString title =
        tr("Relative profiles against Δ, %1").arg(CompareSpec::normalisationText(r.normalisation));
    QStringList bands;
    for (const ComparedProfile &profile : r.profiles) {
        if (!profile.band.isEmpty())
            bands << tr("%1 over %2")
                         .arg(profile.title.section(QLatin1Char(':'), 0, 0), profile.band);
    }
    // A remark in brackets: the first thing a small figure's title drops (TitleText).
    return bands.isEmpty() ? title
                           : tr("%1 (shaded: %2)").arg(title, bands.join(QStringLiteral(", ")));
}

QString valueAxisTitle(const ViewData &data)
{
    switch (data.resultAs<CompareResult>().normalisation) {
    case pelab::ProfileNormalisation::None:
        return tr("score, bias or similarity f(Δ)");
    case pelab::ProfileNormalisation::AtZero:
        return tr("f(Δ) / f(0)");
    case pelab::ProfileNormalisation::Unit:
        return tr("f(Δ) / max |f|");
    case pelab::ProfileNormalisation::ZScore:
        return tr("z-score of f(Δ)");
    }
    return {};
}

void drawOverlay(LineChartWidget &chart, const ViewData &data)
{
    const auto &r = data.resultAs<CompareResult>();
    const bool logarithmic = CompareSpec::logarithmic(data.state);
    chart.setTitle(overlayTitle(data));
    chart.setAxisTitles(tr("distance Δ = t − s"), valueAxisTitle(data));
    chart.setLogarithmicX(logarithmic);
    const QList<std::int64_t> distances = drawnDistances(r.maxDistance, logarithmic);
    chart.setSeriesCount(0);
    for (qsizetype i = 0; i < r.profiles.size(); ++i)
        drawProfile(chart, int(i), r.profiles[i], distances);
    chart.setLegendVisible(true);
}

std::unique_ptr<FigureSource> create(const ViewData &data)
{
    if (!data.result)
        return nullptr;
    if (data.view->name == QLatin1String("overlay")) {
        auto chart = std::make_unique<LineChartWidget>();
        drawOverlay(*chart, data);
        return chart;
    }
    if (data.view->name == QLatin1String("panels")) {
        auto panels = std::make_unique<ProfilePanels>();
        panels->setData(data);
        return panels;
    }
    return nullptr;
}

bool has(const QString &view)
{
    return view == QLatin1String("overlay") || view == QLatin1String("panels");
}

} // namespace CompareFigures

PELAB_REGISTER_TAB_FIGURES(compare, CompareFigures)
