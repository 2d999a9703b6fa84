#include "learnedviews.h"

#include "learned/learnedspec.h"
#include "task/taskcontrol.h"

#include "error.h"

namespace LearnedViews {

std::shared_ptr<const ViewResult> spectrum(const TabResult &result, const TabState &state,
                                           const TaskControl &control)
{
    const auto &r = static_cast<const LearnedResult &>(result);
    auto spectrum = std::make_shared<const pelab::DimensionSpectrum>(pelab::dimensionSpectrum(
        *r.table, pelab::kDefaultMemoryLimit, [&control](double f) { return control.report(f); }));
    if (spectrum->magnitude.empty())
        throw pelab::Error("cancelled");
    auto out = std::make_shared<LearnedSpectrumResult>();
    out->state = state;
    out->magnitude = std::shared_ptr<const pelab::Matrix>(spectrum, &spectrum->magnitude);
    out->spectrum = std::move(spectrum);
    return out;
}

std::shared_ptr<const ViewResult> compare(const TabResult &result, const TabState &state,
                                          const TaskControl &)
{
    const auto &r = static_cast<const LearnedResult &>(result);
    auto out = std::make_shared<LearnedCompareResult>();
    out->state = state;
    out->sinusoidal = std::make_shared<const pelab::Matrix>(
        pelab::sinusoidalOfShape(r.table->rows(), r.table->cols()));
    return out;
}

} // namespace LearnedViews
