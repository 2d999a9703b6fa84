#include "figures.h"

#include "export/figuresource.h"
#include "spec/tabspec.h"
#include "view/figureregistration.h"

// Each tab's registration (PELAB_REGISTER_TAB_FIGURES in its render folder).
#define PELAB_TAB(key) const TabFigureFunctions &pelabTabFigures_##key();
#include "pelabtabs.inc"
#undef PELAB_TAB

namespace Figures {

namespace {

struct TabFigures
{
    const char *tab;
    const TabFigureFunctions &functions;
};

// In ui/tabs.cmake's order.
const TabFigures kTabs[] = {
#define PELAB_TAB(key) {#key, pelabTabFigures_##key()},
#include "pelabtabs.inc"
#undef PELAB_TAB
};

const TabFigureFunctions *find(const QString &tab)
{
    for (const TabFigures &figures : kTabs) {
        if (tab == QLatin1String(figures.tab))
            return &figures.functions;
    }
    return nullptr;
}

} // namespace

std::unique_ptr<FigureSource> create(const ViewData &data)
{
    if (!data.isValid() || !data.view->hasFigure)
        return nullptr;
    const TabFigureFunctions *figures = find(data.tab->key());
    return figures ? figures->create(data) : nullptr;
}

bool exists(const QString &tab, const QString &view)
{
    const TabFigureFunctions *figures = find(tab);
    return figures && figures->has(view);
}

} // namespace Figures
