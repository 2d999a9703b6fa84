#include "worksheettexts.h"

#include "steplab/steptables.h"

#include "steplab/steptexts.h"
#include "stepworksheets.h"

QString WorksheetTexts::pageTitle(int student)
{
    return tr("Step-through worksheet — student %1").arg(student);
}

QString WorksheetTexts::nameLine()
{
    return tr("Name and student number:");
}

QString WorksheetTexts::parameters(const pelab::StepLabParams &p)
{
    return tr("Your parameters: p = %1, q = %2, d = %3, base %4.")
        .arg(p.p)
        .arg(p.q)
        .arg(p.dim)
        .arg(QString::number(p.base, 'g', 10));
}

QString WorksheetTexts::instructions()
{
    return tr("Two tokens share one embedding E, as the two \"the\" of \"%1\" do, but here "
              "anywhere in a text of %2 tokens: at positions p and q (0 … %3). Each input is "
              "x(t) = E + PE(t), with PE(t)[2i] = sin(t·ω_i), PE(t)[2i+1] = cos(t·ω_i) and "
              "ω_i = 1 / base^(2i/d). Write every number with six decimals.")
        .arg(StepTexts::sentence())
        .arg(pelab::kWorksheetMaxPosition + 1)
        .arg(pelab::kWorksheetMaxPosition);
}

QString WorksheetTexts::pairQuestion(const pelab::StepLabParams &p)
{
    return tr("1. Pair 0 at q = %1: the sine and cosine of q·ω₀.").arg(p.q);
}

QString WorksheetTexts::distancesQuestion()
{
    return tr("2. For every pair i, the distance between (sin, cos) at p and at q.");
}

QString WorksheetTexts::pairBlank(const pelab::StepLabPair &pair)
{
    return tr("pair %1 (÷ %2):").arg(pair.pair).arg(pair.denominator, 0, 'g', 6);
}

QString WorksheetTexts::lengthQuestion()
{
    return tr("3. The length of the difference, ‖x(q) − x(p)‖:");
}

QString WorksheetTexts::offQuestion()
{
    return tr("4. The off control: with the position signal switched off, ‖x(q) − x(p)‖:");
}

QString WorksheetTexts::measureName(pelab::StepMistake mistake)
{
    switch (mistake) {
    case pelab::StepMistake::SamePeEverywhere:
        return tr("the length ‖x(q) − x(p)‖");
    case pelab::StepMistake::TwoDenominators:
        return tr("the radius √(sin² + cos²) of pair 0 at q");
    case pelab::StepMistake::AmplitudeByPosition:
        return tr("the largest |value| of the position part at q");
    case pelab::StepMistake::Concatenation:
        return tr("the width of each input");
    case pelab::StepMistake::PositionAsIndex:
        return tr("|PE(p)·PE(q) − PE(p+1)·PE(q+1)|");
    }
    return {};
}

QString WorksheetTexts::measureText(pelab::StepMistake mistake, double value)
{
    if (mistake == pelab::StepMistake::Concatenation)
        return QString::number(qint64(value));
    return StepTables::shown(value);
}

QString WorksheetTexts::mistakeQuestion(const pelab::StepMistakeResult &m)
{
    return tr("5. One of the five common mistakes makes %1 equal to %2 for your parameters "
              "(correct: %3). Which mistake gives this value?")
        .arg(measureName(m.mistake), measureText(m.mistake, m.wrongMeasure),
             measureText(m.mistake, m.correctMeasure));
}

QString WorksheetTexts::footer()
{
    return tr("PE Lab — step-through lab worksheet");
}

QString WorksheetTexts::keyTitle(std::uint64_t seed, int students)
{
    return tr("Answer key — seed %1, students 1 … %2").arg(seed).arg(students);
}

QString WorksheetTexts::keyNote()
{
    return tr("Six decimals, as the worksheets ask. Question 4, the off control, is 0 for every "
              "student: switched off, x(q) − x(p) = E − E. The JSON key holds every number in "
              "full precision.");
}

QString WorksheetTexts::keyStudent(int student, const pelab::StepLabParams &p)
{
    return tr("Student %1 — p = %2, q = %3, d = %4").arg(student).arg(p.p).arg(p.q).arg(p.dim);
}

QString WorksheetTexts::keySin()
{
    return tr("1. sin(q·ω₀)");
}

QString WorksheetTexts::keyCos()
{
    return tr("1. cos(q·ω₀)");
}

QString WorksheetTexts::keyPair(int pair)
{
    return pair == 0 ? tr("2. pair 0") : tr("pair %1").arg(pair);
}

QString WorksheetTexts::keyLength()
{
    return tr("3. length");
}

QString WorksheetTexts::keyMistake()
{
    return tr("5. mistake");
}

QString WorksheetTexts::keyMistakeAnswer(const pelab::StepMistakeResult &m)
{
    return tr("%1: %2 (correct %3)")
        .arg(answer(m.mistake), measureText(m.mistake, m.wrongMeasure),
             measureText(m.mistake, m.correctMeasure));
}

QString WorksheetTexts::answer(pelab::StepMistake mistake)
{
    return StepTexts::mistakeName(mistake);
}
