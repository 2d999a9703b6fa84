#pragma once

#include "lesson/lessonfile.h"
#include "present/presentslide.h"
#include "spec/tabstate.h"

#include <QCoreApplication>
#include <QList>

class TabSpec;
class TaskControl;

// A lesson's slides made into what View → Present and `pelab-cli lesson --pdf` show: each
// slide's tab, view and state checked against the tab specifications (prepare), computed as
// `pelab-cli session` computes an export (ViewComputation, so the figure is the one opening the
// slide's session shows), and headed and noted in one language (present).
class LessonSlides
{
    Q_DECLARE_TR_FUNCTIONS(LessonSlides)

public:
    // One slide checked: its tab, view and the state its parameters give.
    struct Prepared
    {
        const TabSpec *tab = nullptr;
        QString view;
        TabState state;
        LessonText note;
    };

    // Every slide checked before anything is computed: an unknown tab or view, a view without
    // a figure, a parameter the tab refuses or does not know, or values core refuses are an
    // error naming the slide ("slide 3: …"); false with `error` set, and nothing prepared.
    static bool prepare(const LessonFile &lesson, QList<Prepared> *prepared, QString *error);
    // The view of one prepared slide (throws pelab::Error, or pelab::Cancelled when cancelled).
    static ViewData compute(const Prepared &slide, const TaskControl &control);
    // The slide shown for `data`: the view's own heading and caption (the step of the
    // step-through lab with its explanation and numbers), with the note in `language`.
    static PresentSlide present(const ViewData &data, const LessonText &note,
                                const QString &language);
};
