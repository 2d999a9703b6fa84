#pragma once

#include <QString>

#include <memory>

class FigureSource;
struct ViewData;

// The figure of every view that has one, drawn from its ViewData: what the window exports and
// copies, what `pelab-cli TAB --view V` and `pelab-cli session` write. Each tab's render folder
// draws its views; this finds the one for a tab and view.
namespace Figures {

// A new figure for `data` (an offscreen widget, never shown); nullptr when the view has none.
std::unique_ptr<FigureSource> create(const ViewData &data);
// True when the tab's render folder draws a figure for `view`.
bool exists(const QString &tab, const QString &view);

} // namespace Figures
