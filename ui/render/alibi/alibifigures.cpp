#include "alibifigures.h"

#include "alibi/alibicheck.h"
#include "alibi/alibispec.h"
#include "alibi/alibiviews.h"
#include "common/colormaps.h"
#include "figures/errorchart.h"
#include "figures/heatmapwidget.h"
#include "figures/linechartwidget.h"
#include "figures/niceticks.h"
#include "view/figureregistration.h"

#include <qcustomplot.h>

#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace AlibiFigures {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("AlibiFigures", text);
}

QString heatmapTitle(int head, double slope, std::int64_t positions, bool causal)
{
    QString title = tr("ALiBi bias −m·|t − s| of head %1 (m = %2), %3 × %3")
                        .arg(head)
                        .arg(slope, 0, 'g', 6)
                        .arg(positions);
    if (causal)
        title += tr(", causal: grey cells (s > t) are masked");
    return title;
}

// Colours heads along viridis, head 1 at one end.
void colourSeries(LineChartWidget &chart, int heads)
{
    QCPColorGradient gradient = colorGradient(Colormap::Viridis);
    int index = 0;
    for (QAbstractSeries *series : chart.chart()->series()) {
        auto *line = qobject_cast<QLineSeries *>(series);
        if (!line || line->name().isEmpty())
            continue; // the marker series
        // Stop short of viridis' yellow end, which is hard to read on white.
        const double position = heads > 1 ? 0.85 * double(index) / double(heads - 1) : 0.0;
        QPen pen(QColor::fromRgb(gradient.color(position, QCPRange(0.0, 1.0))));
        pen.setWidthF(1.6);
        line->setPen(pen);
        ++index;
    }
}

// Colours, legend (one key "head 1 … head H" when the entries would take too much of the
// figure) and a y range of whole ticks covering lower … upper.
void finishChart(LineChartWidget &chart, int heads, double lower, double upper)
{
    colourSeries(chart, heads);
    chart.setLegendVisible(true);
    chart.setLegendSequence(tr("head %1").arg(1), tr("head %1").arg(heads));
    // The range widened to whole ticks.
    if (!(upper > lower))
        upper = lower + 1.0;
    const double step = NiceTicks::step(lower, upper);
    chart.setFixedYRange(std::floor(lower / step) * step, std::ceil(upper / step) * step);
}

} // namespace

QString describeCell(double slope, std::int64_t row, std::int64_t column, bool causal)
{
    const std::int64_t distance = std::abs(row - column);
    QString text = tr("<b>query t = %1</b>, <b>key s = %2</b>, distance |t − s| = %3<br>"
                      "bias = −m·|t − s| = −%4 × %3 = <b>%5</b>")
                       .arg(row)
                       .arg(column)
                       .arg(distance)
                       .arg(slope, 0, 'g', 10)
                       .arg(-slope * double(distance), 0, 'g', 17);
    if (causal && column > row)
        text += tr(" · <i>masked</i>: the causal mask hides key s > t");
    return text;
}

std::unique_ptr<QCPColorMapData> biasCells(const pelab::Matrix &bias, bool causal)
{
    const auto positions = std::int64_t(bias.rows());
    const std::int64_t stride = (positions + kMaxCellsPerAxis - 1) / kMaxCellsPerAxis;
    const int cells = int((positions + stride - 1) / stride);
    const double last = double((cells - 1) * stride);
    auto data =
        std::make_unique<QCPColorMapData>(cells, cells, QCPRange(0.0, last), QCPRange(0.0, last));
    const double masked = std::numeric_limits<double>::quiet_NaN();
    for (int r = 0; r < cells; ++r) {
        const std::int64_t t = r * stride;
        const double *row = bias.row(std::size_t(t));
        for (int c = 0; c < cells; ++c) {
            const std::int64_t s = c * stride;
            data->setCell(c, r, causal && s > t ? masked : row[s]);
        }
    }
    return data;
}

void applyColors(HeatmapWidget &heatmap, const ViewData &data)
{
    heatmap.setColormap(
        parseColormap(data.state.text(ColormapKeys::colormap)).value_or(Colormap::Viridis));
}

void drawHeatmap(HeatmapWidget &heatmap, const ViewData &data, bool inBackground)
{
    const auto &r = data.resultAs<AlibiResult>();
    const auto &head = data.viewResultAs<AlibiBiasResult>();
    heatmap.setLabels(heatmapTitle(head.head, head.slope, r.positions, r.causal),
                      tr("key position s"), tr("query position t"), tr("bias"));
    applyColors(heatmap, data);
    const double lowest = -head.slope * double(r.positions - 1);
    heatmap.setValueRange(lowest < 0.0 ? lowest : -1.0, 0.0);
    const bool causal = r.causal;
    const auto build = [causal](const pelab::Matrix &bias, double, double) {
        return biasCells(bias, causal);
    };
    if (inBackground)
        heatmap.setMatrixInBackground(head.bias, 0.0, 0.0, build);
    else
        heatmap.setMatrix(head.bias, 0.0, 0.0, biasCells(*head.bias, causal));
}

void drawBiasChart(LineChartWidget &chart, const AlibiResult &r)
{
    const int heads = int(r.slopes.size());
    chart.setSeriesCount(heads);
    const double far = double(std::max<std::int64_t>(r.positions - 1, 1));
    for (int h = 0; h < heads; ++h) {
        const double m = r.slopes[std::size_t(h)];
        chart.setSeries(h, tr("h%1: m = %2").arg(h + 1).arg(m, 0, 'g', 4),
                        {QPointF(0.0, 0.0), QPointF(far, -m * far)});
    }
    chart.setTitle(tr("ALiBi bias −m_h·d against distance d = |t − s|, %1 heads").arg(heads));
    chart.setAxisTitles(tr("distance d"), tr("bias"));
    const double steepest =
        r.slopes.empty() ? 0.0 : *std::max_element(r.slopes.begin(), r.slopes.end());
    finishChart(chart, heads, -steepest * far, 0.0);
}

void drawAttention(LineChartWidget &chart, const ViewData &data)
{
    const bool causal = data.resultAs<AlibiResult>().causal;
    const auto &row = data.viewResultAs<AlibiAttentionResult>();
    const pelab::Matrix &weights = *row.weights;
    const std::int64_t query = row.query;
    // The chart spans the keys where some head has at least 10^−4 of the largest weight (the
    // exported table has every key); keys near the query are drawn one by one, farther keys
    // sampled so that no series has more than about 4000 points.
    const auto n = std::int64_t(weights.rows());
    const int heads = int(weights.cols());
    const std::int64_t lastKey = causal ? query : n - 1;
    double largest = 0.0;
    for (std::int64_t s = 0; s <= lastKey; ++s)
        for (int h = 0; h < heads; ++h)
            largest = std::max(largest, weights(std::size_t(s), std::size_t(h)));
    std::int64_t first = lastKey;
    std::int64_t last = 0;
    for (std::int64_t s = 0; s <= lastKey; ++s) {
        for (int h = 0; h < heads; ++h) {
            if (weights(std::size_t(s), std::size_t(h)) >= 1e-4 * largest) {
                first = std::min(first, s);
                last = std::max(last, s);
            }
        }
    }
    first = std::max<std::int64_t>(0, first - 2);
    last = std::min(lastKey, last + 2);
    constexpr std::int64_t kDense = 512;
    const std::int64_t stride = std::max<std::int64_t>(1, (last - first) / 2048);
    std::vector<std::int64_t> keys;
    for (std::int64_t s = first; s <= last; ++s) {
        if (std::abs(s - query) <= kDense || s % stride == 0 || s == last)
            keys.push_back(s);
    }
    chart.setSeriesCount(heads);
    for (int h = 0; h < heads; ++h) {
        QList<QPointF> points;
        points.reserve(qsizetype(keys.size()));
        for (std::int64_t s : keys)
            points.append(QPointF(double(s), weights(std::size_t(s), std::size_t(h))));
        chart.setSeries(h, tr("head %1").arg(h + 1), points);
    }
    chart.setTitle(tr("Attention weights softmax(content + bias) of query t = %1 (%2), "
                      "keys %3 … %4")
                       .arg(query)
                       .arg(causal ? tr("causal") : tr("bidirectional"))
                       .arg(first)
                       .arg(last));
    chart.setAxisTitles(tr("key position s"), tr("weight"));
    finishChart(chart, heads, 0.0, largest * 1.05);
}

void drawExtrapolation(LineChartWidget &chart, const ViewData &data)
{
    const auto &e = data.viewResultAs<AlibiExtrapolationResult>();
    const AlibiComputation::Extrapolation &f = e.fractions;
    const int heads = int(f.percent.size());
    chart.setSeriesCount(heads);
    for (int h = 0; h < heads; ++h) {
        QList<QPointF> points;
        points.reserve(qsizetype(f.lengths.size()));
        for (std::size_t i = 0; i < f.lengths.size(); ++i)
            points.append(QPointF(double(f.lengths[i]), f.percent[std::size_t(h)][i]));
        chart.setSeries(h, tr("head %1").arg(h + 1), points);
    }
    chart.setTitle(tr("Attention beyond L_{train} = %1 against the inference length").arg(e.train));
    chart.setAxisTitles(tr("inference length L_{infer}"), tr("% of attention"));
    const double highest =
        f.beyond.empty() ? 0.0 : *std::max_element(f.beyond.begin(), f.beyond.end());
    finishChart(chart, heads, 0.0, 100.0 * highest * 1.05);
}

void drawCheck(LineChartWidget &chart, const ViewData &data)
{
    const AlibiCheckResult &check = data.viewResultAs<AlibiCheckResult>();
    const std::vector<double> none;
    const pelab::AlibiComparison *c = check.comparison ? &*check.comparison : nullptr;
    const QString title = c ? tr("Relative error per head of %1, against the reference: %2")
                                  .arg(check.file, AlibiCheck::verdict(check).heading)
                            : tr("No implementation loaded");
    ErrorChart::draw(chart, title, tr("head h"), c ? c->headRelError : none,
                     c ? c->headTolerance : none, c ? double(c->firstHead) : 1.0);
}

std::unique_ptr<FigureSource> create(const ViewData &data)
{
    const QString &view = data.view->name;
    if (view == QLatin1String("heatmap")) {
        auto heatmap = std::make_unique<HeatmapWidget>();
        drawHeatmap(*heatmap, data);
        return heatmap;
    }
    auto chart = std::make_unique<LineChartWidget>();
    if (view == QLatin1String("bias-chart"))
        drawBiasChart(*chart, data.resultAs<AlibiResult>());
    else if (view == QLatin1String("attention"))
        drawAttention(*chart, data);
    else if (view == QLatin1String("extrapolation"))
        drawExtrapolation(*chart, data);
    else if (view == QLatin1String("check"))
        drawCheck(*chart, data);
    else
        return nullptr;
    return chart;
}

bool has(const QString &view)
{
    return view == QLatin1String("heatmap") || view == QLatin1String("bias-chart") ||
           view == QLatin1String("attention") || view == QLatin1String("extrapolation") ||
           view == QLatin1String("check");
}

} // namespace AlibiFigures

PELAB_REGISTER_TAB_FIGURES(alibi, AlibiFigures)
