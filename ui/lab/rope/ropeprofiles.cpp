#include "ropeprofiles.h"

#include "rope/ropecontent.h"
#include "rope/ropespec.h"
#include "task/taskcontrol.h"

#include "error.h"
#include "ropeanalysis.h"
#include "ropescores.h"

#include <cmath>

namespace RopeProfiles {

namespace {

pelab::RopeFrequencies frequencies(const pelab::RopeParameters &params)
{
    return pelab::ropeFrequencies(params.dim, params.base, params.scaling,
                                  params.start + params.positions);
}

} // namespace

QList<RelativeProfile> all()
{
    RelativeProfile expected;
    expected.id = QStringLiteral("rope");
    expected.title = QT_TRANSLATE_NOOP("RopeSpec", "RoPE: expected score, q = k");
    expected.shortTitle = QT_TRANSLATE_NOOP("RopeSpec", "RoPE E[score]");
    expected.formula =
        QT_TRANSLATE_NOOP("RopeSpec", "E[qᵀR_Δq]·a_f²/√d = (2·a_f²/√d)·Σ_i cos(θ_i Δ)");
    expected.compute = [](const TabState &state, std::int64_t maxDistance,
                          const TaskControl &control) {
        const pelab::RopeParameters params = RopeSpec::params(state);
        const pelab::RopeFrequencies f = frequencies(params);
        const double scale =
            2.0 * f.attentionFactor * f.attentionFactor / std::sqrt(double(params.dim));
        pelab::ProfileCurve curve = pelab::cosineSumProfile(
            f.invFreq, scale, maxDistance, [&control](double p) { return control.report(p); });
        if (curve.centre.empty())
            throw pelab::Error("cancelled");
        return curve;
    };

    RelativeProfile bound;
    bound.id = QStringLiteral("rope-bound");
    bound.title = QT_TRANSLATE_NOOP("RopeSpec", "RoPE: RoFormer's decay bound");
    bound.shortTitle = QT_TRANSLATE_NOOP("RopeSpec", "RoPE bound");
    bound.formula = QT_TRANSLATE_NOOP("RopeSpec", "(2/d)·Σ_j |Σ_{i<j} e^{iΔθ_i}|");
    bound.compute = [](const TabState &state, std::int64_t maxDistance, const TaskControl &) {
        return pelab::ropeBoundProfile(frequencies(RopeSpec::params(state)).invFreq, maxDistance);
    };

    RelativeProfile seeded;
    seeded.id = QStringLiteral("rope-score");
    seeded.title = QT_TRANSLATE_NOOP("RopeSpec", "RoPE: score of the tab's q and k");
    seeded.shortTitle = QT_TRANSLATE_NOOP("RopeSpec", "RoPE q·k score");
    seeded.formula = QT_TRANSLATE_NOOP("RopeSpec", "qᵀR_−Δk·a_f²/√d");
    seeded.compute = [](const TabState &state, std::int64_t maxDistance, const TaskControl &) {
        pelab::RopeParameters params = RopeSpec::params(state);
        RopeContent::resolve(state, params, true);
        const pelab::RopeFrequencies f = frequencies(params);
        pelab::RopeSetup setup;
        setup.dim = params.dim;
        setup.pairing = params.pairing;
        setup.theta = f.invFreq;
        setup.attentionFactor = f.attentionFactor;
        if (params.q && params.k) {
            setup.q = *params.q;
            setup.k = *params.k;
        } else {
            pelab::randomContent(params.dim, params.seed, setup.q, setup.k);
        }
        return pelab::pointwiseProfile(maxDistance, [&setup](std::int64_t distance) {
            return pelab::exactScore(setup, -distance); // s − t = −Δ
        });
    };
    return {expected, bound, seeded};
}

} // namespace RopeProfiles
