#pragma once

#include <QString>

#include <memory>

class FigureSource;
struct ViewData;

// A tab's figures as the registry (Figures) finds them: the figure of a view, and whether the
// tab draws one for a view.
struct TabFigureFunctions
{
    std::unique_ptr<FigureSource> (*create)(const ViewData &data);
    bool (*has)(const QString &view);
};

// How a tab's render folder joins Figures: one line in its figures' .cpp,
//     PELAB_REGISTER_TAB_FIGURES(rope, RopeFigures)
// for a namespace (or class) with create(const ViewData &) and has(const QString &), with the
// tab's key as in ui/tabs.cmake.
#define PELAB_REGISTER_TAB_FIGURES(key, Functions)                                                 \
    const TabFigureFunctions &pelabTabFigures_##key()                                              \
    {                                                                                              \
        static const TabFigureFunctions functions{&Functions::create, &Functions::has};            \
        return functions;                                                                          \
    }
