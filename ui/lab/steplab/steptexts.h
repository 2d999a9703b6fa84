#pragma once

#include "steplab.h"

#include <QCoreApplication>
#include <QString>

// Every sentence of the step-through lab, with the current numbers filled in: step titles and
// explanations, boundary notes, the length chart's note, presets, mistakes and the cost.
class StepTexts
{
    Q_DECLARE_TR_FUNCTIONS(StepTexts)

public:
    static QString sentence(); // "the cat saw the dog"
    static QStringList tokens();

    static QString stepTitle(int step); // short, for the step list
    static QString stepHeading(const pelab::StepLabResult &result, int step);
    // The heading while Ask first's question waits: the step without its formula, which could
    // answer it ("x(p) = x(q) = E" answers step 1's), e.g. "Step 1 of 7 — embeddings only".
    static QString stepQuestionHeading(int step);
    // One or two sentences: what the step shows and why.
    static QString stepExplanation(const pelab::StepLabResult &result, int step);
    // The step's result in large type (e.g. "‖x(q) − x(p)‖ = 2.017480"); may be empty.
    static QString stepResult(const pelab::StepLabResult &result, int step);
    // Boundary notes relevant to the step (rich text lines); may be empty.
    static QString boundaryNote(const pelab::StepLabResult &result, int step);

    // The length-vs-q chart's note: where the length first falls (it is not monotonic).
    static QString monotonicityNote(const pelab::StepLabResult &result);

    static QString presetName(std::string_view id);
    static QString presetDescription(std::string_view id);

    static QString mistakeName(pelab::StepMistake mistake);   // "(a) The same PE(0) …"
    static QString mistakeLetter(pelab::StepMistake mistake); // "(a)"
    // The name without its letter: "The same PE(0) added to every token".
    static QString mistakeTitle(pelab::StepMistake mistake);
    // "This is the value of mistake (c), “Amplitude scaled by position”."
    static QString mistakeValue(pelab::StepMistake mistake);
    // The untranslated name, translated in this class's context (a parameter's choice label).
    static const char *mistakeNameSource(pelab::StepMistake mistake);
    static QString mistakeFormula(pelab::StepMistake mistake);
    static QString mistakeConsequence(const pelab::StepMistakeResult &mistake);

    static QString cost(const pelab::StepLabParams &params);
};
