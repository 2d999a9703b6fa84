#pragma once

#include "export/exporttable.h"
#include "figures/colormap.h"

#include <QList>
#include <QPointF>
#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

class HeatmapWidget;
class LineChartWidget;
class QCPColorMapData;

// What the ALiBi tab and `pelab-cli alibi` share, so that both draw the same figures and
// write the same tables: the bias heatmap (masked cells as NaN, drawn grey), the bias chart,
// and the table layouts.
namespace AlibiFigure {

// Largest number of heatmap cells per axis (more than a screen shows): a 4096 × 4096 head is
// drawn from every fourth row and column, so that a head switch redraws at once.
inline constexpr std::int64_t kMaxCellsPerAxis = 1024;

QString heatmapTitle(int head, double slope, std::int64_t positions, bool causal);
void configureHeatmap(HeatmapWidget &heatmap, int head, double slope, std::int64_t positions,
                      bool causal, Colormap colormap);
// The hover readout of cell (t, s): the distance, the bias with its numbers, and whether the
// causal mask hides it (rich text).
QString describeCell(double slope, std::int64_t row, std::int64_t column, bool causal);
// The heatmap cells of −m·|t − s|, NaN above the diagonal when causal; safe on a worker thread.
std::unique_ptr<QCPColorMapData> buildBiasCells(double slope, std::int64_t positions, bool causal);

// Bias −m_h·d against distance d = 0 … N − 1, one series per head (a straight line each).
void showBiasChart(LineChartWidget &chart, const std::vector<double> &slopes,
                   std::int64_t positions);
// The attention weights of query t over the keys, one series per head (`weights` is N × H).
void showAttentionChart(LineChartWidget &chart, const pelab::Matrix &weights, std::int64_t query,
                        bool causal);
// Colours heads along a colormap, head 1 at one end.
void colourSeries(LineChartWidget &chart, int heads);
// Colours, legend (hidden above 32 heads) and a round y range covering lower … upper.
void finishChart(LineChartWidget &chart, int heads, double lower, double upper);

// N × N bias of one head: rows "t", columns "s0" … "s{N−1}".
ExportTable biasTable(std::shared_ptr<const pelab::Matrix> bias);
// Per head: slope (the rule used), official, paper, difference, effective_span.
ExportTable slopeTable(const std::vector<double> &used, const std::vector<double> &official,
                       const std::vector<double> &paper, const std::vector<std::int64_t> &spans);
// The bias −m_h·d for d = 0 … N − 1 (rows), one column per head.
ExportTable biasByDistanceTable(const std::vector<double> &slopes, std::int64_t positions);
// Rows = distance d (or key s), one column per head.
ExportTable perHeadTable(std::shared_ptr<const pelab::Matrix> values, const QString &rowHeader);

} // namespace AlibiFigure
