#include "stepslides.h"

#include "spec/valuetext.h"
#include "steplab/steplabspec.h"
#include "steplab/steptexts.h"

PresentSlides::Deck StepSlides::deck(const ViewData &data)
{
    const auto &result = data.resultAs<StepLabTabResult>();
    const QString parameters = parametersLine(result.walk.params);
    PresentSlides::Deck deck;
    if (const auto mistake = StepLabSpec::mistake(data.state)) {
        const pelab::StepMistakeResult &shown = result.mistake(*mistake);
        deck.slides.append({data, StepTexts::mistakeName(*mistake),
                            StepTexts::mistakeFormula(*mistake),
                            StepTexts::mistakeConsequence(shown), parameters, false});
        return deck;
    }
    for (int step = 1; step <= pelab::kStepLabStepCount; ++step) {
        ViewData stepData = data;
        stepData.state.set(StepLabKeys::step, qint64(step));
        deck.slides.append({stepData,
                            StepTexts::stepHeading(result.walk, step),
                            StepTexts::stepExplanation(result.walk, step),
                            StepTexts::stepResult(result.walk, step),
                            parameters,
                            false,
                            {},
                            StepTexts::stepQuestionHeading(step)});
    }
    deck.start = StepLabSpec::step(data.state) - 1;
    return deck;
}

QString StepSlides::parametersLine(const pelab::StepLabParams &params)
{
    QString line = tr("p = %1, q = %2, d = %3, base %4")
                       .arg(params.p)
                       .arg(params.q)
                       .arg(params.dim)
                       .arg(ValueText::shortest(params.base));
    if (!params.positionSignal)
        line += tr(" (position signal off)");
    return line;
}
