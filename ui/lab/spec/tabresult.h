#pragma once

#include "spec/tabstate.h"

#include <memory>

class TabSpec;
struct ViewSpec;

// What a tab's computation produced, with the state it was computed from: a session records
// that state, so what it regenerates is what was shown. Each tab derives its own result.
class TabResult
{
public:
    virtual ~TabResult() = default;
    TabState state;
};

// What a view's own computation produced (ViewSpec::compute), with the state it came from.
class ViewResult
{
public:
    virtual ~ViewResult() = default;
    TabState state;
};

// Everything one view shows or exports: the tab's result, the view's own result when it has
// one, and the state they were computed from with the current display choices (colours).
// The window, `pelab-cli TAB --view V` and `pelab-cli session` all export from a ViewData.
struct ViewData
{
    const TabSpec *tab = nullptr;
    const ViewSpec *view = nullptr;
    TabState state;
    std::shared_ptr<const TabResult> result;
    std::shared_ptr<const ViewResult> viewResult;

    bool isValid() const { return tab && view && result && (!needsViewResult() || viewResult); }
    bool needsViewResult() const;
    // "Sinusoidal: Heatmap": the tab's and the view's titles (no mnemonic), for a file's title
    // and a presented slide.
    QString title() const;
    template <class R> const R &resultAs() const { return static_cast<const R &>(*result); }
    template <class R> const R &viewResultAs() const { return static_cast<const R &>(*viewResult); }
};
