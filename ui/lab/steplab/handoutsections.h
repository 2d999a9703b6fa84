#pragma once

#include "spec/tabresult.h"
#include "steplab/steptable.h"

#include "steplab.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <memory>

class StepLabTabResult;

// One section of the step-through handout: what it says, in order, and the figure it shows.
struct HandoutSection
{
    enum class Kind
    {
        Introduction,
        Step,
        Comparison,
        Mistakes, // the heading of the five
        Mistake,
        Limits,
    };

    Kind kind = Kind::Step;
    bool newPage = false; // starts a page of its own
    QString heading;
    QString formula;     // plain text, may be empty
    QString explanation; // plain text paragraphs, separated by '\n'
    QString result;      // plain text lines in large type, may be empty
    ViewData figure;     // the view whose figure (Figures::create) it shows; invalid: none
    QString figureCaption;
    StepTable table; // the numbers, six decimals; empty: none
    QString note;    // rich text lines (<br>), may be empty
};

// The content of the step-through lab's handout, declared once for the window's File → Export
// Handout… and `pelab-cli steplab --handout`: an introduction with the parameters, each of the
// seven steps (heading, formula, explanation, result, figure and table), the comparison with
// q' = 1 … 32, the five common mistakes with their consequences, and what the lab does not
// show. The texts are StepTexts' in the language installed when the sections are built; the
// render layer (HandoutWriter) lays them out on pages.
class HandoutSections
{
    Q_DECLARE_TR_FUNCTIONS(HandoutSections)

public:
    // `result` and `state` as a ViewData of the tab carries them (the state's step and mistake
    // are ignored: every step and every mistake is shown).
    static QList<HandoutSection> build(const std::shared_ptr<const StepLabTabResult> &result,
                                       const TabState &state);

    // The document's title: "Step-through lab: p = 0, q = 3, d = 8".
    static QString title(const StepLabTabResult &result);
    // The formula a step computes, in one line.
    static QString stepFormula(const pelab::StepLabResult &result, int step);

private:
    static HandoutSection introduction(const StepLabTabResult &result);
    static HandoutSection comparison(const StepLabTabResult &result);
    static HandoutSection limits();
};
