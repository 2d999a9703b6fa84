#pragma once

#include "present/presentslides.h"

#include "steplab.h"

#include <QCoreApplication>

// The step-through lab presented: one slide per step (its heading, explanation, numbers and
// figure, captioned with the parameters), or the common mistake shown as one slide.
class StepSlides
{
    Q_DECLARE_TR_FUNCTIONS(StepSlides)

public:
    static PresentSlides::Deck deck(const ViewData &data);
    // "p = 0, q = 3, d = 8, base 10000 (position signal off)".
    static QString parametersLine(const pelab::StepLabParams &params);
};
