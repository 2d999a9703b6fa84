#include "colormap.h"

#include <qcustomplot.h>

namespace {

// Colours at equally spaced positions 0 … 1.
QCPColorGradient fromStops(std::initializer_list<const char *> hexColours)
{
    QCPColorGradient gradient;
    gradient.clearColorStops();
    gradient.setColorInterpolation(QCPColorGradient::ciRGB);
    gradient.setLevelCount(350);
    const int count = int(hexColours.size());
    int i = 0;
    for (const char *hex : hexColours)
        gradient.setColorStopAt(double(i++) / double(count - 1), QColor(QLatin1String(hex)));
    return gradient;
}

} // namespace

QCPColorGradient colorGradient(Colormap colormap)
{
    // matplotlib's viridis, cividis and magma sampled at 10 equally spaced points, and
    // ColorBrewer's 11-class RdBu (red for low values, blue for high, white at the middle).
    switch (colormap) {
    case Colormap::Viridis:
        return fromStops({"#440154", "#482878", "#3e4a89", "#31688e", "#26828e", "#1f9e89",
                          "#35b779", "#6dcd59", "#b4de2c", "#fde725"});
    case Colormap::RdBu:
        return fromStops({"#67001f", "#b2182b", "#d6604d", "#f4a582", "#fddbc7", "#f7f7f7",
                          "#d1e5f0", "#92c5de", "#4393c3", "#2166ac", "#053061"});
    case Colormap::Cividis:
        return fromStops({"#00204d", "#00306f", "#39486b", "#575d6d", "#707173", "#8a8779",
                          "#a69d75", "#c4b56c", "#e4cf5b", "#ffea46"});
    case Colormap::Magma:
        return fromStops({"#000004", "#180f3d", "#440f76", "#721f81", "#9e2f7f", "#cd4071",
                          "#f1605d", "#fd9668", "#fec98d", "#fcfdbf"});
    case Colormap::Grey:
        return fromStops({"#000000", "#ffffff"});
    }
    return {};
}

bool isDiverging(Colormap colormap)
{
    return colormap == Colormap::RdBu;
}
