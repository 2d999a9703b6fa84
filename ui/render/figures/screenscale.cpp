#include "screenscale.h"

#include "text/textfonts.h"

#include <QGuiApplication>

#include <algorithm>

// The fonts are installed first (a no-op once the application did it when it started).
ScreenScale::ScreenScale() : m_base((TextFonts::install(), QGuiApplication::font())) {}

ScreenScale &ScreenScale::instance()
{
    static ScreenScale scale;
    return scale;
}

void ScreenScale::setPercent(int percent)
{
    percent = std::clamp(percent, kMinPercent, kMaxPercent);
    if (percent == m_percent)
        return;
    m_percent = percent;
    emit changed();
}

void ScreenScale::setProjector(bool on)
{
    if (on == m_projector)
        return;
    m_projector = on;
    emit changed();
}

double ScreenScale::figureFactorFor(const QSize &pixels) const
{
    const double room = std::min(double(pixels.width()) / kRoomAtScale.width(),
                                 double(pixels.height()) / kRoomAtScale.height());
    return std::min(figureFactor(), std::max(1.0, room));
}

const QList<int> &ScreenScale::steps()
{
    static const QList<int> steps{50, 67, 75, 80, 90, 100, 110, 125, 150, 175, 200, 250, 300};
    return steps;
}

int ScreenScale::stepIn(int percent)
{
    for (int step : steps()) {
        if (step > percent)
            return step;
    }
    return kMaxPercent;
}

int ScreenScale::stepOut(int percent)
{
    for (auto it = steps().crbegin(); it != steps().crend(); ++it) {
        if (*it < percent)
            return *it;
    }
    return kMinPercent;
}

QFont ScreenScale::scaled(QFont font, double factor)
{
    if (font.pointSizeF() > 0.0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else if (font.pixelSize() > 0)
        font.setPixelSize(std::max(1, qRound(font.pixelSize() * factor)));
    return font;
}
