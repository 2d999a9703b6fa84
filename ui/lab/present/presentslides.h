#pragma once

#include "present/presentslide.h"

#include <QCoreApplication>
#include <QList>

// What View → Present shows for a view: the step-through lab's walk-through one step per
// slide (a common mistake, when one is shown, as one slide), and for every other view one slide
// of its figure, headed by the tab and view, captioned with the view's summary.
class PresentSlides
{
    Q_DECLARE_TR_FUNCTIONS(PresentSlides)

public:
    struct Deck
    {
        QList<PresentSlide> slides;
        int start = 0; // the slide of what the tab shows now
    };

    // Empty when `data` is not valid or its view has no figure.
    static Deck forView(const ViewData &data);
};
