#pragma once

#include "spec/tabresult.h"

#include <QString>

// One screen of View → Present: a view's figure (drawn by the render layer from `data`), with a
// heading above it, what it shows in a sentence or two and its numbers in large type, one
// caption line under it and, on a lesson's slide, the teacher's note under the view. Built by
// PresentSlides from the view shown, and by LessonSlides from a lesson's slides.
struct PresentSlide
{
    ViewData data;
    QString heading;
    QString text;    // may be empty
    QString numbers; // may be empty
    QString caption;
    bool figureTitle = true; // draw the figure's own title (off where the heading says it)
    QString note;            // a lesson's note, in the language shown; may be empty
    // The heading while the slide's question waits for its answer (the step-through lab's Ask
    // first): one that does not answer it; empty: `heading`.
    QString questionHeading;
};
