#include "shawprofiles.h"

#include "shaw/shawspec.h"

#include "shaw.h"
#include "shawfiles.h"

namespace ShawProfiles {

QList<RelativeProfile> all()
{
    RelativeProfile term;
    term.id = QStringLiteral("shaw");
    term.title = QT_TRANSLATE_NOOP("ShawSpec", "Shaw: clipped relative term");
    term.shortTitle = QT_TRANSLATE_NOOP("ShawSpec", "Shaw");
    term.formula = QT_TRANSLATE_NOOP("ShawSpec", "q_t·r_clip(−Δ)/√d, clip at ±K");
    term.band = QT_TRANSLATE_NOOP("ShawSpec", "queries t");
    term.compute = [](const TabState &state, std::int64_t maxDistance, const TaskControl &) {
        const pelab::ShawScores scores =
            ShawSpec::isLoaded(state)
                ? pelab::loadShawScores(state.text(ShawKeys::q).toStdString(),
                                        state.text(ShawKeys::k).toStdString(),
                                        state.text(ShawKeys::rel).toStdString())
                : pelab::ShawScores::seeded(state.integer(ShawKeys::positions),
                                            state.integer(ShawKeys::dim),
                                            state.integer(ShawKeys::clip), ShawSpec::seed(state));
        return pelab::shawRelativeProfile(scores, maxDistance);
    };
    return {term};
}

} // namespace ShawProfiles
