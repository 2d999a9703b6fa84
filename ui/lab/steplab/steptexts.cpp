#include "steptexts.h"

#include "steplab/steptables.h"

#include <QLocale>

namespace {

QString n6(double value)
{
    return StepTables::shown(value);
}

QString denominators(const pelab::StepLabResult &r, const QList<int> &pairs)
{
    QStringList out;
    for (int i : pairs)
        out << QString::number(r.pairs[std::size_t(i)].denominator, 'g', 7);
    return out.join(QStringLiteral(", "));
}

} // namespace

QString StepTexts::sentence()
{
    return tr("the cat saw the dog");
}

QStringList StepTexts::tokens()
{
    return sentence().split(QLatin1Char(' '));
}

QString StepTexts::stepTitle(int step)
{
    switch (step) {
    case 1:
        return tr("1. Embeddings only");
    case 2:
        return tr("2. First pair");
    case 3:
        return tr("3. Second pair");
    case 4:
        return tr("4. Remaining pairs");
    case 5:
        return tr("5. Add: E + PE");
    case 6:
        return tr("6. Subtract: the difference");
    case 7:
        return tr("7. Off control");
    default:
        return {};
    }
}

QString StepTexts::stepHeading(const pelab::StepLabResult &r, int step)
{
    const auto &p = r.params;
    switch (step) {
    case 1:
        return tr("Step 1 of 7 — embeddings only: x(p) = x(q) = E");
    case 2:
    case 3:
        return tr("Step %1 of 7 — pair %2 (denominator %3): angles, sin and cos")
            .arg(step)
            .arg(step - 2)
            .arg(denominators(r, StepTables::pairsOfStep(step, p.dim)));
    case 4:
        return tr("Step 4 of 7 — the remaining pairs");
    case 5:
        return tr("Step 5 of 7 — add component by component: x(t) = E + PE(t)");
    case 6:
        return tr("Step 6 of 7 — subtract: x(q) − x(p) = PE(q) − PE(p)");
    case 7:
        return tr("Step 7 of 7 — the off control, side by side with the on result");
    default:
        return {};
    }
}

QString StepTexts::stepQuestionHeading(int step)
{
    switch (step) {
    case 1:
        return tr("Step 1 of 7 — embeddings only");
    case 2:
        return tr("Step 2 of 7 — the first pair");
    case 3:
        return tr("Step 3 of 7 — the second pair");
    case 4:
        return tr("Step 4 of 7 — the remaining pairs");
    case 5:
        return tr("Step 5 of 7 — add");
    case 6:
        return tr("Step 6 of 7 — subtract");
    case 7:
        return tr("Step 7 of 7 — the off control");
    default:
        return {};
    }
}

QString StepTexts::stepExplanation(const pelab::StepLabResult &r, int step)
{
    const auto &p = r.params;
    const QList<int> pairs = StepTables::pairsOfStep(step, p.dim);
    switch (step) {
    case 1:
        return tr("Both \"the\" tokens look up the same embedding E, so without a position "
                  "signal their inputs are identical: the difference is zero in every one of "
                  "the d = %1 components. The model could not tell position %2 from position %3.")
            .arg(p.dim)
            .arg(p.p)
            .arg(p.q);
    case 2:
        return tr("The first pair divides the position by %1: its angles are p·ω₀ = %2 and "
                  "q·ω₀ = %3 radians. Their sin and cos are components 0 and 1 of PE; this is "
                  "the fastest wave.")
            .arg(denominators(r, pairs), n6(r.pairs[0].angleP), n6(r.pairs[0].angleQ));
    case 3:
        if (pairs.isEmpty())
            return tr("With d = %1 there is no second pair: PE has only one sin/cos pair.")
                .arg(p.dim);
        return tr("The second pair divides by %1: the same amplitude range −1 … 1, but a "
                  "slower wave: the angles %2 and %3 grow %1 times more slowly than in pair 0.")
            .arg(denominators(r, pairs), n6(r.pairs[1].angleP), n6(r.pairs[1].angleQ));
    case 4:
        if (pairs.isEmpty())
            return tr("With d = %1 there are no further pairs.").arg(p.dim);
        return tr("The remaining pairs divide by %1: ever slower waves, whose angles barely "
                  "move between p and q, so their cos stays close to 1.")
            .arg(denominators(r, pairs));
    case 5:
        if (!p.positionSignal)
            return tr("The position signal is off: nothing is added, x(p) = x(q) = E. The PE "
                      "candidates are still computed (greyed) — off changes whether PE is "
                      "added, never the formula.");
        return tr("Each input is E plus its position's values, component by component: "
                  "x(p)_j = e_j + PE(p)_j and x(q)_j = e_j + PE(q)_j. The numbers e_j are never "
                  "needed: they cancel in the next step.");
    case 6:
        if (!p.positionSignal)
            return tr("The position signal is off: x(q) − x(p) = E − E = 0 in every component "
                      "and its length is 0.");
        return tr("E cancels: x(q) − x(p) = PE(q) − PE(p). Its Euclidean length, the square "
                  "root of the sum of the squared components, is %1 — a length in the input "
                  "space, not the distance q − p = %2 and not a meaning score.")
            .arg(n6(r.norm))
            .arg(p.q - p.p);
    case 7:
        return tr("Switched off, both inputs are E + 0 and the length is 0: the two \"the\" "
                  "are indistinguishable. Switched on, the length is %1. The position signal "
                  "alone makes the difference.")
            .arg(n6(r.normOn));
    default:
        return {};
    }
}

QString StepTexts::stepResult(const pelab::StepLabResult &r, int step)
{
    switch (step) {
    case 1:
        return tr("x(q) − x(p) = 0");
    case 2:
    case 3:
    case 4: {
        QStringList parts;
        for (int i : StepTables::pairsOfStep(step, r.params.dim)) {
            const pelab::StepLabPair &pair = r.pairs[std::size_t(i)];
            parts << tr("pair %1: (%2, %3) → (%4, %5)")
                         .arg(i)
                         .arg(n6(pair.sinP), n6(pair.cosP), n6(pair.sinQ), n6(pair.cosQ));
            if (step == 4 && parts.size() == 2 && r.params.dim > 8) {
                parts << tr("…");
                break;
            }
        }
        return parts.join(QLatin1Char('\n'));
    }
    case 5:
        return r.params.positionSignal
                   ? tr("x(p) = E + PE(%1),  x(q) = E + PE(%2)").arg(r.params.p).arg(r.params.q)
                   : tr("x(p) = E + 0,  x(q) = E + 0");
    case 6:
        return tr("‖x(q) − x(p)‖ = %1").arg(n6(r.norm));
    case 7:
        return tr("on: %1    off: %2").arg(n6(r.normOn), n6(0.0));
    default:
        return {};
    }
}

QString StepTexts::boundaryNote(const pelab::StepLabResult &r, int step)
{
    QStringList notes;
    const auto &p = r.params;
    if (step == 1 || step == 5)
        notes << tr("The embedding E itself is never needed: it is the same for both tokens "
                    "and cancels in x(q) − x(p).");
    if (step == 2 || step == 5)
        notes << tr("Position 0 is not all zeros: PE(0) = [0, 1, 0, 1, …] (sin 0 = 0, "
                    "cos 0 = 1).");
    if (step == 6 || step == 7) {
        if (!p.positionSignal && step == 6)
            notes << tr("Switch the position signal back on to see the on result.");
        notes << tr("Long positions beyond a training range can be computed, but the formula "
                    "carries no guarantee about how a model treats them.");
    }
    if (step == 7)
        notes << tr("The off control says nothing about models whose order comes from "
                    "elsewhere (causal masks, rotary or bias methods).");
    return notes.join(QStringLiteral("<br>"));
}

QString StepTexts::monotonicityNote(const pelab::StepLabResult &r)
{
    const int q = int(pelab::firstLengthDecrease(r));
    if (q == 0)
        return tr("Over q = 1 … 32 the length happens to grow steadily here; the waves are "
                  "periodic, so it cannot be read as a word distance.");
    return tr("Not monotonic: the length falls from %1 at q = %2 to %3 at q = %4, because the "
              "waves are periodic. It cannot be read as a word distance.")
        .arg(n6(r.normByPositionOn[std::size_t(q - 2)]))
        .arg(q - 1)
        .arg(n6(r.normByPositionOn[std::size_t(q - 1)]))
        .arg(q);
}

QString StepTexts::presetName(std::string_view id)
{
    if (id == "default")
        return tr("Default: \"the\" at 0 and 3");
    if (id == "fast-pair-repeats")
        return tr("Fast pair nearly repeats (q = 6)");
    if (id == "position-zero")
        return tr("Position zero is not all zeros");
    if (id == "off-control")
        return tr("Off control");
    if (id == "offset-only")
        return tr("Only the offset matters (10 and 13)");
    return QString::fromUtf8(id.data(), qsizetype(id.size()));
}

QString StepTexts::presetDescription(std::string_view id)
{
    if (id == "default")
        return tr("The two \"the\" at positions 0 and 3, d = 8: the difference and its length.");
    if (id == "fast-pair-repeats")
        return tr("At q = 6 the fastest pair has almost come round (6 rad ≈ 2π) while the "
                  "second pair still separates the two: see the per-pair bars.");
    if (id == "position-zero")
        return tr("PE(0) = [0, 1, 0, 1, …]: adding it still changes E.");
    if (id == "off-control")
        return tr("The position signal switched off: both inputs are E, length 0.");
    if (id == "offset-only")
        return tr("Positions 10 and 13 give the same length as 0 and 3: only q − p matters.");
    return {};
}

const char *StepTexts::mistakeNameSource(pelab::StepMistake mistake)
{
    switch (mistake) {
    case pelab::StepMistake::SamePeEverywhere:
        return QT_TR_NOOP("(a) The same PE(0) added to every token");
    case pelab::StepMistake::TwoDenominators:
        return QT_TR_NOOP("(b) One sin/cos pair given two denominators");
    case pelab::StepMistake::AmplitudeByPosition:
        return QT_TR_NOOP("(c) Amplitude scaled by position");
    case pelab::StepMistake::Concatenation:
        return QT_TR_NOOP("(d) Concatenating instead of adding");
    case pelab::StepMistake::PositionAsIndex:
        return QT_TR_NOOP("(e) Position p confused with the index 2i");
    }
    return "";
}

QString StepTexts::mistakeName(pelab::StepMistake mistake)
{
    return tr(mistakeNameSource(mistake));
}

QString StepTexts::mistakeLetter(pelab::StepMistake mistake)
{
    return QStringLiteral("(%1)").arg(QChar(u'a' + int(mistake)));
}

QString StepTexts::mistakeTitle(pelab::StepMistake mistake)
{
    // Every language's name starts with the letter, as the choices and headings show it.
    const QString name = mistakeName(mistake);
    const QString letter = mistakeLetter(mistake);
    return name.startsWith(letter) ? name.mid(letter.size()).trimmed() : name;
}

QString StepTexts::mistakeValue(pelab::StepMistake mistake)
{
    return tr("This is the value of mistake %1, “%2”.")
        .arg(mistakeLetter(mistake), mistakeTitle(mistake));
}

QString StepTexts::mistakeFormula(pelab::StepMistake mistake)
{
    switch (mistake) {
    case pelab::StepMistake::SamePeEverywhere:
        return tr("mistake: x(t) = E + PE(0) for every t;  correct: x(t) = E + PE(t)");
    case pelab::StepMistake::TwoDenominators:
        return tr("mistake: (sin(t / 1), cos(t / base^(2/d)));  correct: (sin(t / 1), cos(t / 1))");
    case pelab::StepMistake::AmplitudeByPosition:
        return tr("mistake: t · PE(t);  correct: PE(t)");
    case pelab::StepMistake::Concatenation:
        return tr("mistake: x(t) = [E ; PE(t)] (width 2d);  correct: x(t) = E + PE(t) (width d)");
    case pelab::StepMistake::PositionAsIndex:
        return tr("mistake: sin(2i / base^(t/d));  correct: sin(t / base^(2i/d))");
    }
    return {};
}

QString StepTexts::mistakeConsequence(const pelab::StepMistakeResult &m)
{
    switch (m.mistake) {
    case pelab::StepMistake::SamePeEverywhere:
        return tr("Both tokens get the same vector, so the two \"the\" become identical again: "
                  "length %1 instead of %2.")
            .arg(n6(m.wrongNorm), n6(m.correctNorm));
    case pelab::StepMistake::TwoDenominators:
        return tr("Pair 0 no longer lies on the unit circle: its radius √(sin² + cos²) is %1 "
                  "at p and %2 at q instead of 1, so the shift from p to q is no longer a "
                  "rotation.")
            .arg(n6(m.wrongMeasureAtP), n6(m.wrongMeasure));
    case pelab::StepMistake::AmplitudeByPosition:
        return tr("Values leave [−1, 1]: the largest |value| at q is %1 (correct: %2), and "
                  "the size of the signal now grows with the position.")
            .arg(n6(m.wrongMeasure), n6(m.correctMeasure));
    case pelab::StepMistake::Concatenation:
        return tr("The width doubles from %1 to %2: the next layer would need a different "
                  "input size (its weights d × d become 2d × d). The length happens to stay %3.")
            .arg(qint64(m.correctMeasure))
            .arg(qint64(m.wrongMeasure))
            .arg(n6(m.wrongNorm));
    case pelab::StepMistake::PositionAsIndex:
        return tr("The wave no longer depends on the offset alone: PE(p)·PE(q) − "
                  "PE(p+1)·PE(q+1) is %1 (correct: %2), and PE(0) is no longer [0, 1, 0, 1, …].")
            .arg(n6(m.wrongMeasure), n6(m.correctMeasure));
    }
    return {};
}

QString StepTexts::cost(const pelab::StepLabParams &params)
{
    const pelab::StepLabCost one = pelab::stepLabCost(1, params.dim);
    const pelab::StepLabCost chart =
        pelab::stepLabCost(pelab::kStepLabComparedPositions + 1, params.dim);
    const QLocale locale;
    return tr("Cost: one position is %1 values (one sin or cos each) — O(d). A table of "
              "n positions × d is O(n·d) in time and space: the chart's %2 × %3 = %4 values "
              "take %5 bytes in float64.")
        .arg(one.valuesPerPosition)
        .arg(chart.positions)
        .arg(chart.dim)
        .arg(locale.toString(chart.values), locale.toString(chart.bytes));
}
