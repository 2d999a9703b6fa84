#pragma once

#include "alibi/alibicomputation.h"
#include "spec/tabresult.h"
#include "spec/viewspec.h"

#include "alibi.h"
#include "alibiconformance.h"
#include "matrix.h"

#include <memory>
#include <optional>
#include <vector>

// The heatmap view's own result: one head's N × N bias, every cell (the mask is drawn, never
// exported).
class AlibiBiasResult : public ViewResult
{
public:
    int head = 1; // 1-based
    double slope = 0.0;
    std::shared_ptr<const pelab::Matrix> bias;
};

// The bias-chart view's: −m_h·d for d = 0 … N − 1, one column per head.
class AlibiDistanceResult : public ViewResult
{
public:
    std::shared_ptr<const pelab::Matrix> bias;
};

// The attention view's: the N × H weights softmax(content + bias) of one query row.
class AlibiAttentionResult : public ViewResult
{
public:
    std::int64_t query = 0;
    std::shared_ptr<const pelab::Matrix> weights;
};

// The span view's: the attention statistics over every query row (absent when skipped).
class AlibiSpanResult : public ViewResult
{
public:
    std::optional<std::vector<pelab::HeadAttentionStats>> stats;
};

// The extrapolation view's: the share of attention beyond L_train, per head and as L_infer grows.
class AlibiExtrapolationResult : public ViewResult
{
public:
    std::int64_t train = 0;
    std::int64_t infer = 0;
    AlibiComputation::Extrapolation fractions;
};

// The check view's: the implementation's table against the tab's slopes (AlibiCheck); no
// comparison while no file is named.
class AlibiCheckResult : public ViewResult
{
public:
    std::optional<pelab::AlibiComparison> comparison;
    QString file;                     // the file name
    QString dtype;                    // as stored: "<f4", "F16", "text" …
    std::vector<std::uint64_t> shape; // as stored
    std::vector<int> squeezedAxes;    // axes of extent 1 dropped
};

// The ALiBi tab's views, as its specification declares them: name, title, summary, their own
// computation where they need more than the tab's result, table and file names.
namespace AlibiViews {

ViewSpec slopes();
ViewSpec heatmap();
ViewSpec biasChart();
ViewSpec attention();
ViewSpec span();
ViewSpec extrapolation();
ViewSpec check();

} // namespace AlibiViews
