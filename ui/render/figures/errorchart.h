#pragma once

#include <QString>

#include <vector>

class LineChartWidget;

// A conformance check's figure: log₁₀ of the relative error per index (pair, head) a verdict
// was judged by, as a line with its points, and the tolerance of each index as a dashed line
// (flat when they are all the same); an error of 0 sits at the floor 10⁻¹⁷. A match has every
// point on or under the dashed line, a mismatch at least one above it. The x ticks fall at round
// numbers (LineChartWidget).
namespace ErrorChart {

void draw(LineChartWidget &chart, const QString &title, const QString &xTitle,
          const std::vector<double> &errors, const std::vector<double> &tolerances,
          double firstIndex);

} // namespace ErrorChart
