#pragma once

#include "figures/colormap.h"
#include "tabs/rope/ropecontrols.h"

#include <QJsonObject>
#include <QStringList>

// The RoPE tab's parameters in sessions and settings, keyed by `pelab-cli rope`'s long option
// names without the dashes ("dim", "positions", "original-max-positions", …) plus the tab's own
// ("content", "q-values", "k-values", "sweep-positions", "sweep-max-power", "colormap").
class RopeSessionParameters
{
public:
    static QJsonObject toJson(const RopeControlValues &values, Colormap colormap);
    // Known keys applied, missing keys defaulted, one warning per unknown key or bad value.
    static RopeControlValues fromJson(const QJsonObject &parameters, const QString &tab,
                                      QStringList *warnings, Colormap *colormap);
};
