#pragma once

#include "spec/tabresult.h"

class TabSpec;
class TaskControl;

// A view's data computed from a state, without a window: the tab's computation, then the view's
// own. pelab-cli and session replays export from it exactly as the window does from what it
// shows.
namespace ViewComputation {

// Throws pelab::Error when the state cannot be computed (TabSpec::problem() first).
ViewData compute(const TabSpec &tab, const QString &view, const TabState &state,
                 const TaskControl &control);
// The same for the view's table alone (TabSpec::computeForTable: possibly part of the result).
ViewData computeTable(const TabSpec &tab, const QString &view, const TabState &state,
                      const TaskControl &control);
// The view's own computation on a result already made (nothing to do for most views).
ViewData complete(const TabSpec &tab, const QString &view, std::shared_ptr<const TabResult> result,
                  const TabState &state, const TaskControl &control);

} // namespace ViewComputation
