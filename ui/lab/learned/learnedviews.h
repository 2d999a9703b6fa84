#pragma once

#include "spec/tabresult.h"

#include "learnedanalysis.h"

#include <memory>

class TaskControl;

// The spectrum view's own result: per dimension, the DFT over positions of the learned table.
class LearnedSpectrumResult : public ViewResult
{
public:
    std::shared_ptr<const pelab::DimensionSpectrum> spectrum;
    std::shared_ptr<const pelab::Matrix> magnitude; // spectrum->magnitude, sharing its life
};

// The compare view's own result: the sinusoidal table of the learned table's shape.
class LearnedCompareResult : public ViewResult
{
public:
    std::shared_ptr<const pelab::Matrix> sinusoidal;
};

// The computations of the Learned tab's views that need more than its table, off the GUI
// thread (ViewSpec::compute); they throw pelab::Error.
namespace LearnedViews {

std::shared_ptr<const ViewResult> spectrum(const TabResult &result, const TabState &state,
                                           const TaskControl &control);
std::shared_ptr<const ViewResult> compare(const TabResult &result, const TabState &state,
                                          const TaskControl &control);

} // namespace LearnedViews
