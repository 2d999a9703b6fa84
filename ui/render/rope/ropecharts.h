#pragma once

#include "ropeanalysis.h"
#include "ropescores.h"

#include <cstdint>
#include <vector>

class LineChartWidget;

// The RoPE tab's charts: a(t, t + Δ) against Δ, the frequencies per pair, the invariance error
// against T0 per precision, and RoFormer's long-term decay.
namespace RopeCharts {

// a(t, t + Δ) against Δ: the exact relative score and the min and max over t.
void showOffsetChart(LineChartWidget &chart, const pelab::RopeAnalysis &analysis);
// log₁₀ of the wavelength 2π/θ_i per pair, for the scaling against none.
void showFrequencyChart(LineChartWidget &chart, const pelab::RopeFrequencies &frequencies,
                        pelab::RopeScalingType type);
// log₁₀ of the invariance error (solid) and of the deviation from the exact score (dashed)
// against log₂ T0, per precision.
void showSweepChart(LineChartWidget &chart, const std::vector<pelab::PrecisionSweepPoint> &points,
                    std::int64_t positions);
// RoFormer's relative upper bound against r, for the scaling and for none.
void showDecayChart(LineChartWidget &chart, const std::vector<double> &distances,
                    const std::vector<double> &scaled, const std::vector<double> &plain,
                    bool scaledDiffers);

} // namespace RopeCharts
