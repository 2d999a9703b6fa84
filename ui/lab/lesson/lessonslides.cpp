#include "lessonslides.h"

#include "present/presentslides.h"
#include "spec/tabspec.h"
#include "spec/tabspecs.h"
#include "spec/viewcomputation.h"

bool LessonSlides::prepare(const LessonFile &lesson, QList<Prepared> *prepared, QString *error)
{
    const auto failWith = [error](int n, const QString &message) {
        if (error)
            *error = tr("slide %1: %2").arg(n).arg(message);
        return false;
    };
    QList<Prepared> out;
    for (qsizetype i = 0; i < lesson.slides.size(); ++i) {
        const int n = int(i) + 1;
        const LessonSlide &slide = lesson.slides[i];
        const TabSpec *tab = TabSpecs::find(slide.tab);
        if (!tab) {
            QStringList keys;
            for (const TabSpec *spec : TabSpecs::all())
                keys << spec->key();
            return failWith(n, tr("this PE Lab has no tab \"%1\" (tabs: %2)")
                                   .arg(slide.tab, keys.join(QStringLiteral(", "))));
        }
        const ViewSpec *view = tab->view(slide.view);
        if (!view)
            return failWith(
                n, tr("the %1 tab has no view \"%2\" (views: %3)")
                       .arg(slide.tab, slide.view, tab->viewNames().join(QStringLiteral(", "))));
        if (!view->hasFigure)
            return failWith(
                n,
                tr("the %1 view of the %2 tab has no figure to show").arg(slide.view, slide.tab));
        // A lesson is written once and shown many times: a key or value the tab would ignore
        // or replace by its default is an error here, not a remark.
        for (auto it = slide.parameters.begin(); it != slide.parameters.end(); ++it) {
            const QString key =
                tab->parameterIndex(it.key()) >= 0 ? it.key() : tab->renamedKey(it.key());
            if (key.isEmpty())
                return failWith(n, tr("%1: unknown parameter \"%2\"").arg(slide.tab, it.key()));
            QString expected;
            tab->parameter(key).fromJson(it.value(), &expected);
            if (!expected.isEmpty())
                return failWith(
                    n, tr("%1: parameter \"%2\" must be %3").arg(slide.tab, it.key(), expected));
        }
        const TabState state = TabState::fromJson(*tab, slide.parameters, nullptr);
        const QString problem = tab->problem(state);
        if (!problem.isEmpty())
            return failWith(n, tr("%1: %2").arg(slide.tab, problem));
        out.append({tab, slide.view, state, slide.note});
    }
    if (prepared)
        *prepared = out;
    return true;
}

ViewData LessonSlides::compute(const Prepared &slide, const TaskControl &control)
{
    return ViewComputation::compute(*slide.tab, slide.view, slide.state, control);
}

PresentSlide LessonSlides::present(const ViewData &data, const LessonText &note,
                                   const QString &language)
{
    const PresentSlides::Deck deck = PresentSlides::forView(data);
    PresentSlide slide;
    if (deck.slides.isEmpty()) // prepare() allows only views with a figure
        slide = {data, data.title(), {}, {}, {}, true};
    else
        slide = deck.slides.value(deck.start, deck.slides.constFirst());
    slide.note = note.text(language);
    return slide;
}
