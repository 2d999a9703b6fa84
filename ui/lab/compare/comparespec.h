#pragma once

#include "spec/tabspec.h"

#include "relativeprofiles.h"

#include <QList>
#include <QString>

#include <cstdint>

// The Compare tab's parameter keys, each declared once.
namespace CompareKeys {

inline constexpr ParameterKey profiles{"profiles"};
inline constexpr ParameterKey maxDistance{"max-distance"};
inline constexpr ParameterKey distanceScale{"distance-scale"};
inline constexpr ParameterKey normalise{"normalise"};
inline constexpr ParameterKey settings{"settings"};

} // namespace CompareKeys

// One profile as computed and as drawn.
struct ComparedProfile
{
    QString id;
    QString tabKey;
    QString title;             // translated when computed
    QString shortTitle;        // a small panel's
    QString formula;           // figure notation
    QString band;              // what the band spans; empty without one
    QString centre;            // "median" or "mean" (a band's centre)
    pelab::ProfileCurve raw;   // as the tab's encoding gives it
    pelab::ProfileCurve shown; // normalised: what the chart draws and the table holds
};

// The Compare tab's result: the chosen profiles, Δ = 0 … D, each computed with its tab's
// parameters (the defaults and the settings) and normalised.
class CompareResult : public TabResult
{
public:
    std::int64_t maxDistance = 0;
    bool logarithmic = false;
    pelab::ProfileNormalisation normalisation = pelab::ProfileNormalisation::None;
    QList<ComparedProfile> profiles;
};

// The Compare tab: every encoding's relative profile (its score, bias or similarity of two
// positions against their distance Δ, as each tab declares it) on one chart or in small
// multiples, each with its own tab's parameters, normalised to share an axis.
class CompareSpec : public TabSpec
{
    Q_DECLARE_TR_FUNCTIONS(CompareSpec)

public:
    CompareSpec();

    QString title() const override;
    QString summary() const override;
    QString busyText() const override;
    QString coreProblem(const TabState &state) const override;
    std::shared_ptr<const TabResult> compute(const TabState &state,
                                             const TaskControl &control) const override;

    static pelab::ProfileNormalisation normalisation(const TabState &state);
    static bool logarithmic(const TabState &state);
    // The normalisation's name in titles and the y axis: "each ÷ its value at Δ = 0".
    static QString normalisationText(pelab::ProfileNormalisation normalisation);
};
