#include "alibiprofiles.h"

#include "alibi/alibispec.h"

#include "error.h"

#include <string>

namespace AlibiProfiles {

QList<RelativeProfile> all()
{
    RelativeProfile heads;
    heads.id = QStringLiteral("alibi");
    heads.title = QT_TRANSLATE_NOOP("AlibiSpec", "ALiBi: bias, mean over heads");
    heads.shortTitle = QT_TRANSLATE_NOOP("AlibiSpec", "ALiBi mean");
    heads.formula = QT_TRANSLATE_NOOP("AlibiSpec", "−m̄·Δ, m̄ the mean of the slopes m_h");
    heads.band = QT_TRANSLATE_NOOP("AlibiSpec", "heads");
    heads.centre = "mean";
    heads.compute = [](const TabState &state, std::int64_t maxDistance, const TaskControl &) {
        return pelab::linearBiasProfile(AlibiSpec::slopes(state), maxDistance);
    };

    RelativeProfile one;
    one.id = QStringLiteral("alibi-head");
    one.title = QT_TRANSLATE_NOOP("AlibiSpec", "ALiBi: bias of the tab's head");
    one.shortTitle = QT_TRANSLATE_NOOP("AlibiSpec", "ALiBi head");
    one.formula = QT_TRANSLATE_NOOP("AlibiSpec", "−m_h·Δ");
    one.compute = [](const TabState &state, std::int64_t maxDistance, const TaskControl &) {
        const std::vector<double> slopes = AlibiSpec::slopes(state);
        const std::int64_t head = state.integer(AlibiKeys::head);
        if (head < 1 || head > std::int64_t(slopes.size()))
            throw pelab::Error("head must be 1 … " + std::to_string(slopes.size()) +
                               ", the number of heads (got " + std::to_string(head) + ")");
        return pelab::linearBiasProfile({slopes[std::size_t(head - 1)]}, maxDistance);
    };
    return {heads, one};
}

} // namespace AlibiProfiles
