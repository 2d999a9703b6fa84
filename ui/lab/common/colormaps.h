#pragma once

#include "spec/parameter.h"

#include <QList>
#include <QString>

#include <optional>

// The key of every tab's colormap parameter (each tab declares its own, with its default).
namespace ColormapKeys {

inline constexpr ParameterKey colormap{"colormap"};

} // namespace ColormapKeys

// The colormaps every heatmap offers, as tabs, sessions and the CLI name them; the colours
// themselves are the figures' (widgets/colormap.h). Viridis, cividis and magma use the
// published matplotlib colour stops; RdBu is ColorBrewer's diverging red–blue; grey runs black
// to white.
enum class Colormap
{
    Viridis,
    RdBu,
    Cividis,
    Magma,
    Grey
};

QList<Colormap> allColormaps();
QString colormapId(Colormap colormap);          // "viridis", "rdbu", "cividis", "magma", "grey"
QString colormapDisplayName(Colormap colormap); // translated, for combo boxes
std::optional<Colormap> parseColormap(const QString &id); // case-insensitive; "gray" accepted
// The colormaps as a parameter's choices (ids, translated names; "gray" for grey).
QList<Parameter::Choice> colormapChoices();
