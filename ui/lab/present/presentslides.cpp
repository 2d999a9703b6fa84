#include "presentslides.h"

#include "spec/tabspec.h"
#include "spec/viewspec.h"
#include "steplab/stepslides.h"

PresentSlides::Deck PresentSlides::forView(const ViewData &data)
{
    if (!data.isValid() || !data.view->hasFigure)
        return {};
    if (data.tab->key() == QLatin1String("steplab"))
        return StepSlides::deck(data);
    QString caption = data.view->summaryText(); // as --list-views says it: lower case first
    if (!caption.isEmpty())
        caption[0] = caption[0].toUpper();
    Deck deck;
    deck.slides.append({data, data.title(), {}, {}, caption, true});
    return deck;
}
