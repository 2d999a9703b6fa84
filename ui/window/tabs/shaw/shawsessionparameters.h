#pragma once

#include "figures/colormap.h"
#include "tabs/shaw/shawcontrols.h"
#include "tabs/shaw/shawrowpanel.h"

#include "shaw.h"

#include <QJsonObject>
#include <QStringList>

// Everything the Shaw tab shows and exports depends on: the vectors' parameters, the view
// choices of the form, and the Row view's filter and sort order.
struct ShawSessionValues
{
    ShawParameters params;
    pelab::ShawTerm term = pelab::ShawTerm::Total;
    Colormap colormap = Colormap::RdBu;
    std::int64_t query = 0;
    ShawRowPanel::Filter rowFilter = ShawRowPanel::AllKeys;
    int rowSort = ShawRowModel::KeyColumn;
    Qt::SortOrder rowOrder = Qt::AscendingOrder;
};

// The Shaw tab's parameters in sessions and settings: `pelab-cli shaw`'s "positions", "dim",
// "clip", "seed", "q", "k", "rel", "term" and "colormap", plus the tab's own "query" (row t),
// "row-filter" (all, clipped, within), "row-sort" (key, offset, clip-index, content, position,
// total, weight) and "row-order" (ascending, descending).
class ShawSessionParameters
{
public:
    static QJsonObject toJson(const ShawSessionValues &values);
    // Known keys applied, missing keys defaulted, one warning per unknown key or bad value.
    static ShawSessionValues fromJson(const QJsonObject &parameters, const QString &tab,
                                      QStringList *warnings);
};
