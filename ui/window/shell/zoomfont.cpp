#include "zoomfont.h"

#include "figures/screenscale.h"

#include <QWidget>

namespace ZoomFont {

double scale(double factor, Projector projector)
{
    const ScreenScale &screen = ScreenScale::instance();
    const double larger =
        projector == Projector::Larger && screen.projector() ? kProjectorScale : 1.0;
    return factor * larger * screen.factor();
}

void follow(QWidget *widget, const QFont &base, double factor, std::function<void()> after,
            Projector projector)
{
    const auto apply = [widget, base, factor, after, projector] {
        widget->setFont(ScreenScale::scaled(base, scale(factor, projector)));
        if (after)
            after();
    };
    if (after)
        widget->setProperty("pelabZoomsItself", true); // its size is its own (ZoomController)
    apply();
    QObject::connect(&ScreenScale::instance(), &ScreenScale::changed, widget, apply);
}

void follow(QWidget *widget, const QFont &base, double factor, Projector projector,
            std::function<void()> after)
{
    follow(widget, base, factor, std::move(after), projector);
}

} // namespace ZoomFont
