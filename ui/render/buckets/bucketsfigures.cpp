#include "bucketsfigures.h"

#include "buckets/bucketscheck.h"
#include "buckets/bucketsspec.h"
#include "buckets/bucketsviews.h"
#include "common/colormaps.h"
#include "figures/heatmapwidget.h"
#include "figures/linechartwidget.h"
#include "figures/niceticks.h"
#include "view/figureregistration.h"

#include <qcustomplot.h>

#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>

#include <algorithm>
#include <cmath>

namespace BucketsFigures {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("BucketsFigures", text);
}

bool isT5(const BucketsResult &r)
{
    return r.params.scheme == pelab::BucketScheme::T5;
}

// "T5, 32 buckets, max distance 128, bidirectional"
QString describe(const BucketsResult &r)
{
    if (!isT5(r))
        return tr("DeBERTa, position_buckets %1, max_relative_positions %2")
            .arg(r.params.numBuckets)
            .arg(r.params.maxDistance);
    return tr("T5, %1 buckets, max distance %2, %3")
        .arg(r.params.numBuckets)
        .arg(r.params.maxDistance)
        .arg(r.params.bidirectional ? tr("bidirectional") : tr("causal"));
}

QString relativeTitle(const BucketsResult &r)
{
    return isT5(r) ? tr("relative position r = k − q") : tr("relative position r = q − k");
}

// A staircase through values[i] at x = first + i: horizontal runs from the first x of a value
// to the last, joined by vertical steps at the half-way points (few points however long).
QList<QPointF> staircase(double first, const std::vector<double> &values)
{
    QList<QPointF> points;
    std::size_t start = 0;
    for (std::size_t i = 1; i <= values.size(); ++i) {
        if (i < values.size() && values[i] == values[start])
            continue;
        const double left = first + double(start) - (start == 0 ? 0.0 : 0.5);
        const double right = first + double(i - 1) + (i == values.size() ? 0.0 : 0.5);
        points.append(QPointF(left, values[start]));
        points.append(QPointF(right, values[start]));
        start = i;
    }
    return points;
}

void styleSeries(LineChartWidget &chart, int count)
{
    QCPColorGradient gradient = colorGradient(Colormap::Viridis);
    int index = 0;
    for (QAbstractSeries *series : chart.chart()->series()) {
        auto *line = qobject_cast<QLineSeries *>(series);
        if (!line || line->name().isEmpty())
            continue;
        const double position = count > 1 ? 0.85 * double(index) / double(count - 1) : 0.0;
        QPen pen(QColor::fromRgb(gradient.color(position, QCPRange(0.0, 1.0))));
        pen.setWidthF(1.6);
        line->setPen(pen);
        ++index;
    }
}

// A y range of whole ticks around lower … upper.
void niceRange(LineChartWidget &chart, double lower, double upper)
{
    if (!(upper > lower)) {
        lower -= 0.5;
        upper += 0.5;
    }
    const double step = NiceTicks::step(lower, upper);
    chart.setFixedYRange(std::floor(lower / step) * step, std::ceil(upper / step) * step);
}

} // namespace

void drawBuckets(LineChartWidget &chart, const ViewData &data)
{
    const auto &r = data.resultAs<BucketsResult>();
    std::vector<double> values(r.byDistance.begin(), r.byDistance.end());
    chart.setSeriesCount(1);
    chart.setSeries(0, tr("bucket"), staircase(double(-(r.positions - 1)), values));
    chart.setLegendVisible(false);
    chart.setTitle(tr("Bucket of each relative position: %1; the last bucket starts at |r| = %2")
                       .arg(describe(r))
                       .arg(r.layout.lastBucketStart));
    chart.setAxisTitles(relativeTitle(r), tr("bucket"));
    styleSeries(chart, 1);
    const auto [low, high] = std::minmax_element(values.begin(), values.end());
    niceRange(chart, values.empty() ? 0.0 : *low, values.empty() ? 1.0 : *high);
}

void drawStarts(LineChartWidget &chart, const ViewData &data)
{
    const auto &r = data.resultAs<BucketsResult>();
    const pelab::BucketLayout &layout = r.layout;
    // Each bucket from log₁₀ of its first distance (at least 1) to that of its last + 1; the
    // last bucket drawn to twice the distance where it starts.
    const double end = std::log10(2.0 * double(std::max<std::int64_t>(layout.saturation, 2)));
    const auto side = [end](const std::vector<pelab::BucketSpan> &spans) {
        QList<QPointF> points;
        for (const pelab::BucketSpan &s : spans) {
            if (s.unbounded ? false : s.last < 1)
                continue; // distance 0 has no logarithm
            const double left = std::log10(double(std::max<std::int64_t>(s.first, 1)));
            const double right = s.unbounded ? end : std::log10(double(s.last + 1));
            points.append(QPointF(left, double(s.bucket)));
            points.append(QPointF(right, double(s.bucket)));
        }
        return points;
    };
    const QList<QPointF> positive = side(layout.positive);
    const QList<QPointF> negative = side(layout.negative);
    int count = 0;
    chart.setSeriesCount(int(!positive.isEmpty()) + int(!negative.isEmpty()));
    double low = 0.0;
    double high = 1.0;
    bool first = true;
    for (const auto &[points, name] :
         {std::pair{positive, tr("r > 0")}, std::pair{negative, tr("r < 0")}}) {
        if (points.isEmpty())
            continue;
        chart.setSeries(count++, name, points);
        for (const QPointF &p : points) {
            low = first ? p.y() : std::min(low, p.y());
            high = first ? p.y() : std::max(high, p.y());
            first = false;
        }
    }
    chart.setLegendVisible(count > 1);
    chart.setTitle(tr("Where the buckets start: %1; exact up to %2, the last from %3")
                       .arg(describe(r))
                       .arg(layout.maxExact)
                       .arg(layout.lastBucketStart));
    chart.setAxisTitles(tr("log₁₀ of the distance |r|"), tr("bucket"));
    styleSeries(chart, count);
    niceRange(chart, low, high);
}

void applyColors(HeatmapWidget &heatmap, const ViewData &data)
{
    if (data.view->name == QLatin1String("map"))
        heatmap.setColormap(
            parseColormap(data.state.text(BucketsKeys::colormap)).value_or(Colormap::Viridis));
    else
        heatmap.setColormap(Colormap::RdBu);
}

void drawMap(HeatmapWidget &heatmap, const ViewData &data)
{
    const auto &r = data.resultAs<BucketsResult>();
    const auto &map = data.viewResultAs<BucketMapResult>();
    heatmap.setLabels(tr("Bucket map: %1, %2 × %2").arg(describe(r)).arg(r.positions),
                      tr("key position k"), tr("query position q"), tr("bucket"));
    applyColors(heatmap, data);
    const auto [low, high] = std::minmax_element(r.byDistance.begin(), r.byDistance.end());
    const double lower = r.byDistance.empty() ? 0.0 : double(*low);
    const double upper = r.byDistance.empty() ? 1.0 : double(*high);
    heatmap.setLevelCount(std::max(2, int(upper - lower) + 1));
    heatmap.setValueRange(lower - 0.5, upper + 0.5);
    heatmap.setMatrix(map.map, 0.0, 0.0);
}

void drawBias(HeatmapWidget &heatmap, const ViewData &data)
{
    const auto &r = data.resultAs<BucketsResult>();
    const auto &bias = data.viewResultAs<BucketBiasResult>();
    const QString table = r.tableFile.isEmpty() ? tr("seeded table") : r.tableFile;
    heatmap.setLabels(tr("Bias of head %1 (%2): %3, %4 × %4")
                          .arg(bias.head)
                          .arg(table, describe(r))
                          .arg(r.positions),
                      tr("key position k"), tr("query position q"), tr("bias"));
    applyColors(heatmap, data);
    heatmap.setLevelCount(0);
    heatmap.setAutoValueRange(); // diverging: centred on 0
    heatmap.setMatrix(bias.bias, 0.0, 0.0);
}

void drawProfile(LineChartWidget &chart, const ViewData &data)
{
    const auto &r = data.resultAs<BucketsResult>();
    const pelab::Matrix &profile = *data.viewResultAs<BucketProfileResult>().profile;
    const int heads = int(profile.rows());
    chart.setSeriesCount(heads);
    for (int h = 0; h < heads; ++h) {
        const double *row = profile.row(std::size_t(h));
        const std::vector<double> values(row, row + profile.cols());
        chart.setSeries(h, tr("head %1").arg(h + 1), staircase(double(-(r.positions - 1)), values));
    }
    const double *first = profile.data();
    const double *last = first + profile.size();
    const double low = profile.size() ? *std::min_element(first, last) : 0.0;
    const double high = profile.size() ? *std::max_element(first, last) : 1.0;
    chart.setTitle(tr("Bias against the relative position, %1 heads (%2): %3")
                       .arg(heads)
                       .arg(r.tableFile.isEmpty() ? tr("seeded table") : r.tableFile, describe(r)));
    chart.setAxisTitles(relativeTitle(r), tr("bias"));
    chart.setLegendVisible(true);
    chart.setLegendSequence(tr("head %1").arg(1), tr("head %1").arg(heads));
    styleSeries(chart, heads);
    niceRange(chart, low, high);
}

void drawCheck(LineChartWidget &chart, const ViewData &data)
{
    const auto &check = data.viewResultAs<BucketsCheckResult>();
    chart.setLegendVisible(false);
    if (!check.comparison) {
        chart.setSeriesCount(0);
        chart.setTitle(tr("No implementation loaded"));
        chart.setAxisTitles(tr("relative position r"), tr("cells that differ"));
        return;
    }
    const pelab::BucketComparison &c = *check.comparison;
    std::vector<double> counts(c.mismatchesByDistance.begin(), c.mismatchesByDistance.end());
    chart.setSeriesCount(1);
    chart.setSeries(0, tr("cells that differ"), staircase(double(-(c.positions - 1)), counts));
    chart.setTitle(tr("Cells of %1 that differ from this tab's, by relative position: %2")
                       .arg(check.file, BucketsCheck::verdict(check).heading));
    chart.setAxisTitles(relativeTitle(data.resultAs<BucketsResult>()), tr("cells that differ"));
    styleSeries(chart, 1);
    const double most = counts.empty() ? 0.0 : *std::max_element(counts.begin(), counts.end());
    niceRange(chart, 0.0, std::max(most, 1.0));
}

QString describeCell(const ViewData &data, std::int64_t query, std::int64_t key)
{
    const auto &r = data.resultAs<BucketsResult>();
    const std::int64_t relative = pelab::relativePosition(r.params, query, key);
    const std::int64_t bucket = pelab::bucketOf(r.params, relative);
    QString text = tr("<b>query q = %1</b>, <b>key k = %2</b>, r = %3 → bucket <b>%4</b>")
                       .arg(query)
                       .arg(key)
                       .arg(relative)
                       .arg(bucket);
    if (data.view->name == QLatin1String("bias")) {
        const auto &bias = data.viewResultAs<BucketBiasResult>();
        text += tr(", bias %1").arg((*bias.bias)(std::size_t(query), std::size_t(key)), 0, 'g', 8);
    }
    return text;
}

std::unique_ptr<FigureSource> create(const ViewData &data)
{
    const QString &view = data.view->name;
    if (view == QLatin1String("map") || view == QLatin1String("bias")) {
        auto heatmap = std::make_unique<HeatmapWidget>();
        if (view == QLatin1String("map"))
            drawMap(*heatmap, data);
        else
            drawBias(*heatmap, data);
        return heatmap;
    }
    auto chart = std::make_unique<LineChartWidget>();
    if (view == QLatin1String("buckets"))
        drawBuckets(*chart, data);
    else if (view == QLatin1String("starts"))
        drawStarts(*chart, data);
    else if (view == QLatin1String("profile"))
        drawProfile(*chart, data);
    else if (view == QLatin1String("check"))
        drawCheck(*chart, data);
    else
        return nullptr;
    return chart;
}

bool has(const QString &view)
{
    return view == QLatin1String("buckets") || view == QLatin1String("starts") ||
           view == QLatin1String("map") || view == QLatin1String("bias") ||
           view == QLatin1String("profile") || view == QLatin1String("check");
}

} // namespace BucketsFigures

PELAB_REGISTER_TAB_FIGURES(buckets, BucketsFigures)
