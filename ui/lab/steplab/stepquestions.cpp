#include "stepquestions.h"

#include "steplab/steptables.h"
#include "steplab/steptexts.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>

namespace {

using pelab::StepMistake;

// A value as the questions show it: `decimals` places, never "-0.00".
QString shown(double value, int decimals)
{
    const double unit = std::pow(10.0, -decimals) / 2.0;
    return QString::number(std::abs(value) < unit ? 0.0 : value, 'f', decimals);
}

QString pairText(double sinValue, double cosValue)
{
    return QStringLiteral("(%1, %2)").arg(shown(sinValue, 3), shown(cosValue, 3));
}

// The choices with one line each; the right one first, then the wrong ones whose text differs
// from every choice before it (a mistake that gives the right value teaches nothing here).
struct Choices
{
    QStringList texts;
    QStringList why;

    void add(const QString &text, const QString &line)
    {
        if (!texts.contains(text)) {
            texts.append(text);
            why.append(line);
        }
    }

    // Sorted (numbers by value), so that the right answer is not always first; none when every
    // wrong value is the right one (p = q: every length is 0).
    std::optional<StepQuestion> question(int step, const QString &prompt) const
    {
        if (texts.size() < 2)
            return std::nullopt;
        QList<int> order(texts.size());
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(), [this](int a, int b) {
            bool numberA = false;
            bool numberB = false;
            const double x = texts[a].toDouble(&numberA);
            const double y = texts[b].toDouble(&numberB);
            return numberA && numberB ? x < y : texts[a] < texts[b];
        });
        StepQuestion q;
        q.step = step;
        q.kind = StepQuestion::Kind::Choice;
        q.prompt = prompt;
        q.valueText = texts.value(0);
        for (int i : order) {
            if (i == 0)
                q.correct = int(q.choices.size());
            q.choices.append(texts[i]);
            q.why.append(why[i]);
        }
        q.reason = why.value(0);
        return q;
    }
};

bool isSineOrCosine(double value)
{
    return std::isfinite(value) && std::abs(value) <= 1.0;
}

const pelab::StepMistakeResult &of(const std::vector<pelab::StepMistakeResult> &mistakes,
                                   StepMistake which)
{
    return mistakes.at(std::size_t(which));
}

// The distance between pair `pair` of the position parts at p and at q.
double pairDistance(const std::vector<double> &atP, const std::vector<double> &atQ, int pair)
{
    const std::size_t i = std::size_t(2 * pair);
    if (atP.size() < i + 2 || atQ.size() < i + 2)
        return std::nan("");
    return std::hypot(atQ[i] - atP[i], atQ[i + 1] - atP[i + 1]);
}

} // namespace

std::optional<StepQuestion>
StepQuestions::forStep(const pelab::StepLabResult &walk,
                       const std::vector<pelab::StepMistakeResult> &mistakes, int step)
{
    const pelab::StepLabParams &p = walk.params;
    if (mistakes.size() != std::size_t(pelab::kStepMistakeCount))
        return std::nullopt;
    const QString yes = tr("Yes");
    const QString no = tr("No");
    switch (step) {
    case 1: {
        Choices c;
        c.add(no, tr("Both inputs are the same embedding E: x(q) − x(p) = 0 in every one of the "
                     "d = %1 components, so nothing tells position %2 from position %3.")
                      .arg(p.dim)
                      .arg(p.p)
                      .arg(p.q));
        c.add(yes, tr("Without a position signal the two inputs are identical (both are E)."));
        return c.question(step, tr("Before any position signal is added, can the model tell the "
                                   "two \"the\" apart from their inputs x(p) and x(q)?"));
    }
    case 2: {
        const pelab::StepLabPair &pair0 = walk.pairs.front();
        Choices c;
        c.add(pairText(pair0.sinQ, pair0.cosQ),
              tr("Pair 0 divides by base^0 = 1: (sin %1, cos %1) for the angle %1 · 1.").arg(p.q));
        // Only what a sine and a cosine can be: a value outside [−1, 1] would rule itself out
        // (the amplitude mistake's q·sin q does), so its choice is left out.
        for (const StepMistake m : {StepMistake::TwoDenominators, StepMistake::AmplitudeByPosition,
                                    StepMistake::PositionAsIndex}) {
            const auto &wrong = of(mistakes, m).wrongQ;
            if (wrong.size() >= 2 && isSineOrCosine(wrong[0]) && isSineOrCosine(wrong[1]))
                c.add(pairText(wrong[0], wrong[1]), StepTexts::mistakeValue(m));
        }
        const double degrees = double(p.q) * std::numbers::pi / 180.0;
        c.add(pairText(std::sin(degrees), std::cos(degrees)),
              tr("This is sin and cos of %1 degrees, a calculator in degree mode; the angle "
                 "q·ω₀ is in radians.")
                  .arg(p.q));
        c.add(pairText(0.0, 0.0), tr("(0, 0) is a common wrong answer: sin² + cos² = 1 at every "
                                     "position, so a pair is never (0, 0)."));
        return c.question(step, tr("What are sin and cos of pair 0 at position q = %1, "
                                   "(sin(q·ω₀), cos(q·ω₀)) with ω₀ = 1?")
                                    .arg(p.q));
    }
    case 3: {
        if (walk.pairs.size() < 2)
            return std::nullopt;
        StepQuestion q;
        q.step = step;
        q.kind = StepQuestion::Kind::Number;
        q.prompt = tr("How far apart are pair 1's (sin, cos) at p = %1 and at q = %2, to two "
                      "decimals?")
                       .arg(p.p)
                       .arg(p.q);
        q.value = walk.pairs[1].distance;
        q.tolerance = 0.005;
        q.valueText = shown(q.value, 2);
        q.reason = tr("2·|sin((q − p)·ω₁ / 2)| with ω₁ = 1/%1: a slower wave, so a shorter step "
                      "than pair 0's.")
                       .arg(QString::number(walk.pairs[1].denominator, 'g', 7));
        for (const StepMistake m :
             {StepMistake::SamePeEverywhere, StepMistake::TwoDenominators,
              StepMistake::AmplitudeByPosition, StepMistake::PositionAsIndex}) {
            const double d = pairDistance(of(mistakes, m).wrongP, of(mistakes, m).wrongQ, 1);
            if (std::isfinite(d))
                q.mistaken.append({d, StepTexts::mistakeValue(m)});
        }
        return q;
    }
    case 4: {
        // A compared position farther from p than q whose difference is shorter (the waves
        // repeat), else the farthest-looking one.
        const std::int64_t offset = std::abs(p.q - p.p);
        const double atQ = walk.normOn;
        int best = 0;
        for (int c = 1; c <= int(walk.normByPositionOn.size()); ++c) {
            if (c == p.q || c == p.p || std::abs(c - p.p) <= offset)
                continue;
            // p + k and p − k are equally far (mathematically): the first of a tie wins.
            if (best == 0 || walk.normByPositionOn[std::size_t(c - 1)] <
                                 walk.normByPositionOn[std::size_t(best - 1)] - 1e-9)
                best = c;
        }
        if (best == 0)
            return std::nullopt;
        const double atBest = walk.normByPositionOn[std::size_t(best - 1)];
        const bool farther = atBest > atQ;
        const QString lengths = tr("‖x(%1) − x(%2)‖ = %3, ‖x(%4) − x(%2)‖ = %5")
                                    .arg(best)
                                    .arg(p.p)
                                    .arg(StepTables::shown(atBest))
                                    .arg(p.q)
                                    .arg(StepTables::shown(atQ));
        Choices c;
        if (farther) {
            c.add(yes, tr("Yes here: %1.").arg(lengths));
            c.add(no, tr("The length is not monotonic, but here it is larger: %1.").arg(lengths));
        } else {
            c.add(no, tr("No: %1. The waves are periodic, so a larger offset can give a shorter "
                         "difference.")
                          .arg(lengths));
            c.add(yes, tr("Reading the length as a word distance: it is not monotonic (%1).")
                           .arg(lengths));
        }
        return c.question(step, tr("With the position signal on, is position %1 farther from "
                                   "p = %2 than q = %3 is (a longer x(t) − x(p))?")
                                    .arg(best)
                                    .arg(p.p)
                                    .arg(p.q));
    }
    case 5: {
        const auto &concat = of(mistakes, StepMistake::Concatenation);
        Choices c;
        c.add(QString::number(p.dim),
              tr("E and PE(q) both have d = %1 components; adding keeps the width.").arg(p.dim));
        c.add(QString::number(qint64(concat.wrongMeasure)),
              sentences(StepTexts::mistakeValue(StepMistake::Concatenation),
                        tr("[E ; PE(t)] doubles the width.")));
        return c.question(step, tr("x(q) = E + PE(q): how many numbers does the model get for the "
                                   "token at q?"));
    }
    case 6: {
        StepQuestion q;
        q.step = step;
        q.kind = StepQuestion::Kind::Number;
        q.prompt = tr("What is ‖x(q) − x(p)‖, to two decimals?");
        q.value = walk.norm;
        q.tolerance = 0.005;
        q.valueText = shown(q.value, 2);
        q.reason = p.positionSignal
                       ? tr("E cancels: the length of PE(q) − PE(p), %1.")
                             .arg(StepTables::shown(walk.norm))
                       : tr("The position signal is off: nothing is added, so x(q) − x(p) = 0.");
        for (int m = 0; m < pelab::kStepMistakeCount; ++m) {
            const auto &mistake = mistakes[std::size_t(m)];
            if (std::isfinite(mistake.wrongNorm))
                q.mistaken.append({mistake.wrongNorm, StepTexts::mistakeValue(StepMistake(m))});
        }
        return q;
    }
    case 7: {
        Choices c;
        c.add(shown(0.0, 2), tr("Switched off, nothing is added: x(p) = x(q) = E."));
        c.add(shown(walk.normOn, 2),
              tr("The length with the signal on: the off control adds nothing."));
        for (const StepMistake m : {StepMistake::TwoDenominators, StepMistake::AmplitudeByPosition,
                                    StepMistake::PositionAsIndex}) {
            const double wrong = of(mistakes, m).wrongNorm;
            if (std::isfinite(wrong))
                c.add(shown(wrong, 2), sentences(StepTexts::mistakeValue(m),
                                                 tr("It counts the signal although it is off.")));
        }
        return c.question(step, tr("With the position signal switched off, what is "
                                   "‖x(q) − x(p)‖?"));
    }
    default:
        return std::nullopt;
    }
}

std::optional<StepAnswer> StepQuestions::check(const StepQuestion &question, int choice)
{
    if (question.kind != StepQuestion::Kind::Choice || choice < 0 ||
        choice >= question.choices.size())
        return std::nullopt;
    StepAnswer answer;
    answer.right = choice == question.correct;
    answer.choice = choice;
    answer.given = question.choices[choice];
    answer.comment = question.why[choice];
    if (!answer.right) // what the wrong choice is, then why the right one is right
        answer.comment = sentences(answer.comment, question.reason);
    return answer;
}

std::optional<StepAnswer> StepQuestions::check(const StepQuestion &question, const QString &number)
{
    if (question.kind != StepQuestion::Kind::Number)
        return std::nullopt;
    QString text = number.trimmed();
    text.replace(QChar(0x2212), QLatin1Char('-')).replace(QLatin1Char(','), QLatin1Char('.'));
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    StepAnswer answer;
    answer.given = text;
    const double off = std::abs(value - question.value);
    answer.right = off <= question.tolerance + 1e-12;
    answer.close = !answer.right && off <= kCloseTolerances * question.tolerance + 1e-12;
    answer.comment = question.reason;
    if (!answer.right) {
        for (const auto &[mistakeValue, line] : question.mistaken) {
            if (std::abs(value - mistakeValue) <= question.tolerance + 1e-12) {
                answer.close = false; // a mistake's value, however near: not a slip
                answer.comment = sentences(line, question.reason);
                break;
            }
        }
    }
    return answer;
}

QString StepQuestions::sentences(const QString &first, const QString &second)
{
    //: Two sentences one after the other: a space in English, none after 。 in Japanese.
    return tr("%1 %2").arg(first, second);
}

QString StepQuestions::verdict(const StepAnswer &answer)
{
    if (answer.right)
        return tr("Right.");
    return answer.close ? tr("Close, but not quite.") : tr("Incorrect.");
}

QString StepQuestions::comparison(const StepQuestion &question, const StepAnswer &answer)
{
    if (question.kind == StepQuestion::Kind::Choice)
        return tr("Your answer: %1   Right answer: %2").arg(answer.given, question.valueText);
    return tr("Your prediction: %1   Computed: %2").arg(answer.given, question.valueText);
}
