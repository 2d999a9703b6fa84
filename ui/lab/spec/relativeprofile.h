#pragma once

#include "relativeprofiles.h"

#include <QString>

#include <cstdint>
#include <functional>
#include <optional>

class TabState;
class TaskControl;

// One relative profile a tab declares (TabSpec::addProfile): what its encoding gives two
// positions as a function of their distance Δ = t − s (the key Δ positions before the query),
// computed from the tab's own state. The Compare tab lists every profile every tab declares
// (RelativeProfiles::all()), draws them on one chart and writes them to one table, and needs no
// edit when a tab declares one.
struct RelativeProfile
{
    using Compute = std::function<pelab::ProfileCurve(
        const TabState &state, std::int64_t maxDistance, const TaskControl &control)>;
    using Range = std::function<std::optional<std::int64_t>(const TabState &state)>;

    QString id;                       // "rope-bound": --profiles, the CSV's columns
    const char *title = nullptr;      // "RoPE: RoFormer's bound", in the tab's context
    const char *shortTitle = nullptr; // "RoPE bound": a small panel's title; nullptr: the title
    const char *formula = nullptr;    // one line in figure notation, in the tab's context
    const char *band = nullptr;       // what the band spans ("queries t"); nullptr: no band
    const char *centre = "median";    // the centre of a band in the CSV: "median" or "mean"
    Range range;                      // the largest Δ it is defined for (empty or nullopt: any)
    Compute compute;                  // throws pelab::Error naming the problem
    QString tabKey;                   // set by the tab: the tab whose state it is computed from
    const char *context = "RelativeProfile"; // set by the tab

    QString titleText() const;
    QString shortTitleText() const;
    QString formulaText() const;
    QString bandText() const; // empty without a band
    // The largest distance the state allows, or nullopt for any.
    std::optional<std::int64_t> maxDistance(const TabState &state) const;
};
