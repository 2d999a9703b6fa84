#pragma once

#include <QString>

#include <memory>

class FigureSource;
class HeatmapWidget;
class LineChartWidget;
struct ViewData;

// The Buckets tab's figures, drawn from its ViewData for the window and for files alike: the
// bucket of every relative position as a staircase, where each bucket starts on a log-scaled
// distance, the N × N bucket map (a discrete colour scale, one colour per id), one head's bias
// (diverging, centred on 0), the bias against the relative position per head, and the check.
namespace BucketsFigures {

void drawBuckets(LineChartWidget &chart, const ViewData &data);
void drawStarts(LineChartWidget &chart, const ViewData &data);
void drawMap(HeatmapWidget &heatmap, const ViewData &data);
void drawBias(HeatmapWidget &heatmap, const ViewData &data);
void drawProfile(LineChartWidget &chart, const ViewData &data);
// The check: the cells that differ at each relative position (0 everywhere for a match).
void drawCheck(LineChartWidget &chart, const ViewData &data);
// The colours alone, after the colormap changed.
void applyColors(HeatmapWidget &heatmap, const ViewData &data);
// The hover readout of cell (q, k) of the map or bias view (rich text).
QString describeCell(const ViewData &data, std::int64_t query, std::int64_t key);

std::unique_ptr<FigureSource> create(const ViewData &data);
bool has(const QString &view);

} // namespace BucketsFigures
