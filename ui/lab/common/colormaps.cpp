#include "colormaps.h"

#include <QCoreApplication>

QList<Colormap> allColormaps()
{
    return {Colormap::Viridis, Colormap::RdBu, Colormap::Cividis, Colormap::Magma, Colormap::Grey};
}

QString colormapId(Colormap colormap)
{
    switch (colormap) {
    case Colormap::Viridis:
        return QStringLiteral("viridis");
    case Colormap::RdBu:
        return QStringLiteral("rdbu");
    case Colormap::Cividis:
        return QStringLiteral("cividis");
    case Colormap::Magma:
        return QStringLiteral("magma");
    case Colormap::Grey:
        return QStringLiteral("grey");
    }
    return {};
}

QString colormapDisplayName(Colormap colormap)
{
    switch (colormap) {
    case Colormap::Viridis:
        return QCoreApplication::translate("Colormap", "Viridis");
    case Colormap::RdBu:
        return QCoreApplication::translate("Colormap", "RdBu (diverging)");
    case Colormap::Cividis:
        return QCoreApplication::translate("Colormap", "Cividis");
    case Colormap::Magma:
        return QCoreApplication::translate("Colormap", "Magma");
    case Colormap::Grey:
        return QCoreApplication::translate("Colormap", "Grey");
    }
    return {};
}

std::optional<Colormap> parseColormap(const QString &id)
{
    const QString key = id.trimmed().toLower();
    if (key == QLatin1String("gray"))
        return Colormap::Grey;
    for (Colormap c : allColormaps()) {
        if (colormapId(c) == key)
            return c;
    }
    return std::nullopt;
}

QList<Parameter::Choice> colormapChoices()
{
    return {
        {QStringLiteral("viridis"), QT_TRANSLATE_NOOP("Colormap", "Viridis"), "Colormap", {}},
        {QStringLiteral("rdbu"), QT_TRANSLATE_NOOP("Colormap", "RdBu (diverging)"), "Colormap", {}},
        {QStringLiteral("cividis"), QT_TRANSLATE_NOOP("Colormap", "Cividis"), "Colormap", {}},
        {QStringLiteral("magma"), QT_TRANSLATE_NOOP("Colormap", "Magma"), "Colormap", {}},
        {QStringLiteral("grey"),
         QT_TRANSLATE_NOOP("Colormap", "Grey"),
         "Colormap",
         {QStringLiteral("gray")}},
    };
}
