#pragma once

#include "steplab.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

// The step-through lab's "Ask first" questions (predict, then reveal), made from the current
// parameters so that they work for any p, q and d: at each step whose result is a number or a
// yes/no, one question about it — multiple choice, or a number with a stated tolerance. The
// wrong choices are the values the common mistakes give (pelab::computeMistake), so each one
// teaches something; every choice says why it is right or what mistake gives it. A choice is
// never one that rules itself out: a sine or cosine outside [−1, 1] is not offered.
struct StepQuestion
{
    enum class Kind
    {
        Choice,
        Number
    };

    int step = 0; // 1 … 7
    Kind kind = Kind::Choice;
    QString prompt;
    // Choice: the choices as shown (distinct), the right one, and one line on each.
    QStringList choices;
    int correct = -1;
    QStringList why;
    // Number: the computed value, the tolerance an answer is allowed, and how it is shown.
    double value = 0.0;
    double tolerance = 0.0;
    QString valueText; // the computed value (also the right choice's text)
    QString reason;    // one line on why the computed value is what it is
    // Number: values the common mistakes give, with the line naming each, to say which mistake
    // a wrong answer looks like.
    QList<std::pair<double, QString>> mistaken;
};

// What a student's answer was found to be.
struct StepAnswer
{
    bool right = false;
    // A number not right but within kCloseTolerances tolerances of the value, and not the
    // value of a common mistake: a slip of rounding, "close, but not quite".
    bool close = false;
    int choice = -1; // the choice given (a choice question)
    QString given;   // the answer as understood ("0.66", "(0.000, 0.000)")
    QString comment; // why: the chosen choice's line, or the mistake a number matches
};

class StepQuestions
{
    Q_DECLARE_TR_FUNCTIONS(StepQuestions)

public:
    // The question of `step` for this walk-through and its mistakes (one per pelab::StepMistake,
    // in order), or none for a step without one (step 3 when d = 2 has no pair 1).
    static std::optional<StepQuestion>
    forStep(const pelab::StepLabResult &walk, const std::vector<pelab::StepMistakeResult> &mistakes,
            int step);

    // Checks a choice (its index) or a number (typed, '.' or ',' as the decimal mark). nullopt
    // when the answer is not one (an index out of range, text that is not a number).
    static std::optional<StepAnswer> check(const StepQuestion &question, int choice);
    static std::optional<StepAnswer> check(const StepQuestion &question, const QString &number);

    // Two sentences one after the other, as the language writes them ("A. B.", "A。B。").
    static QString sentences(const QString &first, const QString &second);
    // How near a number must be, in tolerances, to be "close, but not quite".
    static constexpr double kCloseTolerances = 10.0;
    // "Right.", "Close, but not quite." or "Incorrect.".
    static QString verdict(const StepAnswer &answer);
    // "Your answer: No   Right answer: Yes" (a choice), "Your prediction: 6.00   Computed:
    // 2.02" (a number).
    static QString comparison(const StepQuestion &question, const StepAnswer &answer);
};
