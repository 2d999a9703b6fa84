#include "zoomfont.h"

#include "figures/screenscale.h"

#include <QWidget>

namespace ZoomFont {

void follow(QWidget *widget, const QFont &base, double factor, std::function<void()> after)
{
    const auto apply = [widget, base, factor, after] {
        widget->setFont(ScreenScale::scaled(base, factor * ScreenScale::instance().factor()));
        if (after)
            after();
    };
    if (after)
        widget->setProperty("pelabZoomsItself", true); // its size is its own (ZoomController)
    apply();
    QObject::connect(&ScreenScale::instance(), &ScreenScale::changed, widget, apply);
}

} // namespace ZoomFont
