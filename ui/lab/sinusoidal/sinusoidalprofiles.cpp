#include "sinusoidalprofiles.h"

#include "sinusoidal/sinusoidalspec.h"
#include "task/taskcontrol.h"

#include "error.h"
#include "sinusoidal.h"

namespace SinusoidalProfiles {

namespace {

RelativeProfile profile(const char *id, double (*scale)(std::int64_t dim))
{
    RelativeProfile p;
    p.id = QLatin1String(id);
    p.compute = [scale](const TabState &state, std::int64_t maxDistance,
                        const TaskControl &control) {
        const pelab::SinusoidalParams params = SinusoidalSpec::params(state);
        pelab::ProfileCurve curve = pelab::cosineSumProfile(
            pelab::angularFrequencies(params.base, params.dim), scale(params.dim), maxDistance,
            [&control](double f) { return control.report(f); });
        if (curve.centre.empty())
            throw pelab::Error("cancelled");
        return curve;
    };
    return p;
}

} // namespace

QList<RelativeProfile> all()
{
    RelativeProfile dot = profile("sinusoidal", [](std::int64_t) { return 1.0; });
    dot.title = QT_TRANSLATE_NOOP("SinusoidalSpec", "Sinusoidal: dot product");
    dot.shortTitle = QT_TRANSLATE_NOOP("SinusoidalSpec", "Sinusoidal dot");
    dot.formula = QT_TRANSLATE_NOOP("SinusoidalSpec", "PE(t)·PE(t − Δ) = Σ_i cos(ω_i Δ)");
    RelativeProfile cosine =
        profile("sinusoidal-cosine", [](std::int64_t dim) { return 2.0 / double(dim); });
    cosine.title = QT_TRANSLATE_NOOP("SinusoidalSpec", "Sinusoidal: cosine");
    cosine.shortTitle = QT_TRANSLATE_NOOP("SinusoidalSpec", "Sinusoidal cosine");
    cosine.formula = QT_TRANSLATE_NOOP("SinusoidalSpec", "(2/d)·Σ_i cos(ω_i Δ)");
    return {dot, cosine};
}

} // namespace SinusoidalProfiles
