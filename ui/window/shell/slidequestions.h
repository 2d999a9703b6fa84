#pragma once

#include "present/presentslide.h"
#include "steplab/stepquestions.h"

#include <optional>

// What View → Present asks before it reveals a slide's result: the step-through lab's "Ask
// first" gives the presentation its questions and takes its answers, so the tab's tally counts
// an answer given on a slide as one given in the tab.
class SlideQuestions
{
public:
    virtual ~SlideQuestions() = default;

    // The question to answer before `slide`'s result is shown; nullopt when nothing is asked
    // (Ask first off, a slide without a question).
    virtual std::optional<StepQuestion> question(const PresentSlide &slide) const = 0;
    // The answer already given to `slide`'s question (in the tab or on a slide), if any.
    virtual std::optional<StepAnswer> answer(const PresentSlide &slide) const = 0;
    virtual void record(const PresentSlide &slide, const StepAnswer &answer) = 0;
};
