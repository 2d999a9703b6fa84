#include "viewcomputation.h"

#include "spec/tabspec.h"
#include "task/taskcontrol.h"

#include "error.h"

namespace ViewComputation {

ViewData compute(const TabSpec &tab, const QString &view, const TabState &state,
                 const TaskControl &control)
{
    const QString problem = tab.problem(state);
    if (!problem.isEmpty())
        throw pelab::Error(problem.toStdString());
    return complete(tab, view, tab.compute(state, control), state, control);
}

ViewData computeTable(const TabSpec &tab, const QString &view, const TabState &state,
                      const TaskControl &control)
{
    const QString problem = tab.problem(state);
    if (!problem.isEmpty())
        throw pelab::Error(problem.toStdString());
    return complete(tab, view, tab.computeForTable(state, view, control), state, control);
}

ViewData complete(const TabSpec &tab, const QString &view, std::shared_ptr<const TabResult> result,
                  const TabState &state, const TaskControl &control)
{
    ViewData data;
    data.tab = &tab;
    data.view = tab.view(view);
    if (!data.view)
        throw pelab::Error(QCoreApplication::translate("ViewComputation",
                                                       "the %1 tab has no view \"%2\" (it has: %3)")
                               .arg(tab.key(), view, tab.viewNames().join(QStringLiteral(", ")))
                               .toStdString());
    data.state = state;
    data.result = std::move(result);
    if (data.view->compute)
        data.viewResult = data.view->compute(*data.result, state, control);
    return data;
}

} // namespace ViewComputation
