#pragma once

#include <QString>

#include <cstdint>
#include <memory>

class AlibiResult;
class FigureSource;
class HeatmapWidget;
class LineChartWidget;
class QCPColorMapData;
struct ViewData;
namespace pelab {
class Matrix;
}

// The ALiBi tab's figures, drawn from its ViewData for the window and for files alike: the bias
// heatmap (masked cells as NaN, drawn grey), the bias against distance, the attention row and
// the extrapolation chart.
namespace AlibiFigures {

// Largest number of heatmap cells per axis (more than a screen shows): a 4096 × 4096 head is
// drawn from every fourth row and column, so that a head switch redraws at once.
inline constexpr std::int64_t kMaxCellsPerAxis = 1024;

// The hover readout of cell (t, s): the distance, the bias with its numbers, and whether the
// causal mask hides it (rich text).
QString describeCell(double slope, std::int64_t row, std::int64_t column, bool causal);
// The heatmap cells of a head's bias, NaN above the diagonal when causal; safe on a worker
// thread.
std::unique_ptr<QCPColorMapData> biasCells(const pelab::Matrix &bias, bool causal);

// The heatmap view: labels, colours and cells; `inBackground` prepares the cells off the GUI
// thread (the window).
void drawHeatmap(HeatmapWidget &heatmap, const ViewData &data, bool inBackground = false);
// Its colours alone, after the colormap changed.
void applyColors(HeatmapWidget &heatmap, const ViewData &data);
// Bias −m_h·d against distance d = 0 … N − 1, one line per head (needs the tab's result only).
void drawBiasChart(LineChartWidget &chart, const AlibiResult &result);
// The attention weights of the query row over the keys, one line per head.
void drawAttention(LineChartWidget &chart, const ViewData &data);
// The share of attention beyond L_train as the inference length grows, one line per head.
void drawExtrapolation(LineChartWidget &chart, const ViewData &data);
// The check view: log₁₀ of the largest relative error of each head against the tolerance.
void drawCheck(LineChartWidget &chart, const ViewData &data);

std::unique_ptr<FigureSource> create(const ViewData &data);
bool has(const QString &view);

} // namespace AlibiFigures
