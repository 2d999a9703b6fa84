#pragma once

#include <QString>

#include <optional>
#include <vector>

class LineChartWidget;

// A conformance check's figure: log₁₀ of an error per index (pair, head) as a line with its
// points, and the tolerance as a dashed line; an error of 0 sits at the floor 10⁻¹⁷. The x ticks
// fall at round numbers (LineChartWidget).
namespace ErrorChart {

void draw(LineChartWidget &chart, const QString &title, const QString &xTitle,
          const QString &yTitle, const std::vector<double> &errors, double firstIndex,
          std::optional<double> tolerance);

} // namespace ErrorChart
