#pragma once

#include "export/exporttable.h"

#include <QString>

#include <functional>
#include <memory>

class TabResult;
class TaskControl;
class TabState;
struct ViewData;
class ViewResult;

// One view of a tab, declared once in the tab's specification: its name (the session's view,
// `pelab-cli TAB --view NAME`), its title in the window, one line for --list-views, and how its
// data comes from the tab's result: its own computation when it needs more than the result
// (the similarity matrix), its table (CSV, .npy) and the stem of its file names. Its figure is
// drawn by the render layer (Figures), from the same ViewData.
struct ViewSpec
{
    using Compute = std::function<std::shared_ptr<const ViewResult>(
        const TabResult &result, const TabState &state, const TaskControl &control)>;

    QString name;
    const char *title = nullptr;   // "&Heatmap", translated in the tab's context
    const char *summary = nullptr; // one line, translated in the tab's context
    const char *busy = nullptr;    // what its computation says while it runs
    bool hasTable = true;
    bool hasFigure = true;
    Compute compute; // empty: the view needs only the tab's result
    std::function<ExportTable(const ViewData &data)> table;
    std::function<QString(const ViewData &data)> fileStem;

    const char *context = "ViewSpec"; // set by the tab's specification
    QString titleText() const;
    QString summaryText() const;
    QString busyText() const;
};
