#pragma once

#include <QFont>

#include <functional>

class QWidget;

namespace ZoomFont {

// Gives `widget` the font `base` at `factor` times its size and the window's zoom, now and
// whenever the zoom changes (then calls `after`, e.g. to fit a height to the new rows): for a
// widget whose text is larger than the rest (a step's heading) or in another family (fixed
// width), which the application's font would not reach.
void follow(QWidget *widget, const QFont &base, double factor, std::function<void()> after = {});

} // namespace ZoomFont
