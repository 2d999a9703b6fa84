#pragma once

#include "spec/viewspec.h"

#include <QString>

class CompareResult;
struct ComparedProfile;

// The Compare tab's views: every chosen profile on one chart (overlay) or one panel each with a
// shared Δ axis (panels). Both export the same table: one row per Δ = 0 … D, one column per
// profile (a banded profile's minimum, centre and maximum in three).
namespace CompareViews {

ViewSpec overlay();
ViewSpec panels();

ExportTable table(const ViewData &data);
QString fileStem(const ViewData &data);
// The CSV's column ids of a profile: "rope" or "shaw_min", "shaw_median", "shaw_max".
QStringList columnIds(const ComparedProfile &profile);

} // namespace CompareViews
