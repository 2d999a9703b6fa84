#pragma once

#include <QFont>

#include <functional>

class QWidget;

namespace ZoomFont {

// Text that projector mode enlarges besides the zoom (the step-through lab's steps, table and
// explanation, which a class reads from the back row), and by how much.
enum class Projector
{
    Same,
    Larger
};
constexpr double kProjectorScale = 1.25;

// Gives `widget` the font `base` at `factor` times its size and the window's zoom (and
// kProjectorScale in projector mode, for Projector::Larger), now and whenever they change
// (then calls `after`, e.g. to fit a height to the new rows): for a widget whose text is larger
// than the rest (a step's heading) or in another family (fixed width), which the application's
// font would not reach.
// The size `follow` gives: `factor` times the zoom (and kProjectorScale for Projector::Larger
// in projector mode).
double scale(double factor, Projector projector = Projector::Same);

void follow(QWidget *widget, const QFont &base, double factor, std::function<void()> after = {},
            Projector projector = Projector::Same);
void follow(QWidget *widget, const QFont &base, double factor, Projector projector,
            std::function<void()> after = {});

} // namespace ZoomFont
