#include "figureoptions.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

QSize FigureOptions::logicalSize() const
{
    const double s = scale();
    return {std::max(1, int(std::lround(width / s))), std::max(1, int(std::lround(height / s)))};
}

QSizeF FigureOptions::physicalPoints() const
{
    if (!pagePoints.isEmpty())
        return pagePoints;
    return {double(width) / dpi * 72.0, double(height) / dpi * 72.0};
}

QString FigureOptions::problem() const
{
    const auto tr = [](const char *text) {
        return QCoreApplication::translate("FigureExporter", text);
    };
    if (width < kMinPixels || width > kMaxPixels)
        return tr("the width must be between %1 and %2 pixels (got %3)")
            .arg(kMinPixels)
            .arg(kMaxPixels)
            .arg(width);
    if (height < kMinPixels || height > kMaxPixels)
        return tr("the height must be between %1 and %2 pixels (got %3)")
            .arg(kMinPixels)
            .arg(kMaxPixels)
            .arg(height);
    if (dpi < kMinDpi || dpi > kMaxDpi)
        return tr("the resolution must be between %1 and %2 DPI (got %3)")
            .arg(kMinDpi)
            .arg(kMaxDpi)
            .arg(dpi);
    return style.problem();
}
