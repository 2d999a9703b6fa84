#include "figures.h"

#include "alibi/alibifigures.h"
#include "export/figuresource.h"
#include "learned/learnedfigures.h"
#include "rope/ropefigures.h"
#include "shaw/shawfigures.h"
#include "sinusoidal/sinusoidalfigures.h"
#include "spec/tabspec.h"
#include "steplab/stepfigures.h"

namespace Figures {

namespace {

using Draw = std::unique_ptr<FigureSource> (*)(const ViewData &data);

struct TabFigures
{
    const char *tab;
    Draw draw;
    bool (*has)(const QString &view);
};

const TabFigures kTabs[] = {
    {"sinusoidal", &SinusoidalFigures::create, &SinusoidalFigures::has},
    {"steplab", &StepFigures::create, &StepFigures::has},
    {"alibi", &AlibiFigures::create, &AlibiFigures::has},
    {"rope", &RopeFigures::create, &RopeFigures::has},
    {"learned", &LearnedFigures::create, &LearnedFigures::has},
    {"shaw", &ShawFigures::create, &ShawFigures::has},
};

const TabFigures *find(const QString &tab)
{
    for (const TabFigures &figures : kTabs) {
        if (tab == QLatin1String(figures.tab))
            return &figures;
    }
    return nullptr;
}

} // namespace

std::unique_ptr<FigureSource> create(const ViewData &data)
{
    if (!data.isValid() || !data.view->hasFigure)
        return nullptr;
    const TabFigures *figures = find(data.tab->key());
    return figures ? figures->draw(data) : nullptr;
}

bool exists(const QString &tab, const QString &view)
{
    const TabFigures *figures = find(tab);
    return figures && figures->has(view);
}

} // namespace Figures
