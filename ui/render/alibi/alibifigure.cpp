#include "alibifigure.h"

#include "figures/heatmapwidget.h"
#include "figures/linechartwidget.h"

#include "alibi.h"

#include <qcustomplot.h>

#include <QChart>
#include <QCoreApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>

#include <cmath>
#include <limits>

namespace AlibiFigure {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("AlibiFigure", text);
}

} // namespace

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

void configureHeatmap(HeatmapWidget &heatmap, int head, double slope, std::int64_t positions,
                      bool causal, Colormap colormap)
{
    heatmap.setLabels(heatmapTitle(head, slope, positions, causal), tr("key position s"),
                      tr("query position t"), tr("bias"));
    heatmap.setColormap(colormap);
    const double lowest = -slope * double(positions - 1);
    heatmap.setValueRange(lowest < 0.0 ? lowest : -1.0, 0.0);
}

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

std::unique_ptr<QCPColorMapData> buildBiasCells(double slope, std::int64_t positions, bool causal)
{
    const std::int64_t stride = (positions + kMaxCellsPerAxis - 1) / kMaxCellsPerAxis;
    const int cells = int((positions + stride - 1) / stride);
    const double last = double((cells - 1) * stride);
    auto data =
        std::make_unique<QCPColorMapData>(cells, cells, QCPRange(0.0, last), QCPRange(0.0, last));
    const double masked = std::numeric_limits<double>::quiet_NaN();
    for (int r = 0; r < cells; ++r) {
        const std::int64_t t = r * stride;
        for (int c = 0; c < cells; ++c) {
            const std::int64_t s = c * stride;
            data->setCell(c, r, causal && s > t ? masked : -slope * double(std::abs(t - s)));
        }
    }
    return data;
}

void finishChart(LineChartWidget &chart, int heads, double lower, double upper)
{
    colourSeries(chart, heads);
    chart.setLegendVisible(heads <= 32);
    QLegend *legend = chart.chart()->legend();
    legend->setAlignment(heads > 12 ? Qt::AlignRight : Qt::AlignTop);
    for (QLegendMarker *marker : legend->markers()) {
        if (marker->series()->name().isEmpty())
            marker->setVisible(false); // the (unused) point marker
    }
    chart.setFixedYRange(lower, upper > lower ? upper : lower + 1.0);
    for (QAbstractAxis *axis : chart.chart()->axes(Qt::Vertical)) {
        if (auto *values = qobject_cast<QValueAxis *>(axis))
            values->applyNiceNumbers();
    }
}

void colourSeries(LineChartWidget &chart, int heads)
{
    QCPColorGradient gradient = colorGradient(Colormap::Viridis);
    const QList<QAbstractSeries *> all = chart.chart()->series();
    int index = 0;
    for (QAbstractSeries *series : all) {
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

void showBiasChart(LineChartWidget &chart, const std::vector<double> &slopes,
                   std::int64_t positions)
{
    const int heads = int(slopes.size());
    chart.setSeriesCount(heads);
    const double far = double(std::max<std::int64_t>(positions - 1, 1));
    for (int h = 0; h < heads; ++h) {
        const double m = slopes[std::size_t(h)];
        chart.setSeries(h, tr("h%1: m = %2").arg(h + 1).arg(m, 0, 'g', 4),
                        {QPointF(0.0, 0.0), QPointF(far, -m * far)});
    }
    chart.setTitle(tr("ALiBi bias −m_h·d against distance d = |t − s|, %1 heads").arg(heads));
    chart.setAxisTitles(tr("distance d"), tr("bias"));
    const double steepest = slopes.empty() ? 0.0 : *std::max_element(slopes.begin(), slopes.end());
    finishChart(chart, heads, -steepest * far, 0.0);
}

void showAttentionChart(LineChartWidget &chart, const pelab::Matrix &weights, std::int64_t query,
                        bool causal)
{
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

ExportTable biasTable(std::shared_ptr<const pelab::Matrix> bias)
{
    ExportTable out;
    out.matrix = std::move(bias);
    out.cornerHeader = QStringLiteral("t");
    out.columnLabel = [](qsizetype s) { return QStringLiteral("s%1").arg(s); };
    return out;
}

ExportTable slopeTable(const std::vector<double> &used, const std::vector<double> &official,
                       const std::vector<double> &paper, const std::vector<std::int64_t> &spans)
{
    const std::size_t heads = used.size();
    auto matrix = std::make_shared<pelab::Matrix>(heads, 5);
    const double nan = std::numeric_limits<double>::quiet_NaN();
    for (std::size_t h = 0; h < heads; ++h) {
        const double o = h < official.size() ? official[h] : nan;
        const double p = h < paper.size() ? paper[h] : nan;
        const double row[5] = {used[h], o, p, o - p, h < spans.size() ? double(spans[h]) : nan};
        std::copy(row, row + 5, matrix->row(h));
    }
    ExportTable out;
    out.matrix = std::move(matrix);
    out.cornerHeader = QStringLiteral("head");
    out.rowLabel = [](qsizetype row) { return QString::number(row + 1); };
    out.columnLabel = [](qsizetype column) {
        static const char *names[] = {"slope", "official", "paper", "difference", "effective_span"};
        return QString::fromLatin1(names[column]);
    };
    return out;
}

ExportTable biasByDistanceTable(const std::vector<double> &slopes, std::int64_t positions)
{
    const auto n = std::size_t(positions);
    auto matrix = std::make_shared<pelab::Matrix>(n, slopes.size());
    for (std::size_t d = 0; d < n; ++d)
        for (std::size_t h = 0; h < slopes.size(); ++h)
            (*matrix)(d, h) = -slopes[h] * double(d);
    return perHeadTable(std::move(matrix), QStringLiteral("distance"));
}

ExportTable perHeadTable(std::shared_ptr<const pelab::Matrix> values, const QString &rowHeader)
{
    ExportTable out;
    out.matrix = std::move(values);
    out.cornerHeader = rowHeader;
    out.columnLabel = [](qsizetype column) { return QStringLiteral("head%1").arg(column + 1); };
    return out;
}

} // namespace AlibiFigure
