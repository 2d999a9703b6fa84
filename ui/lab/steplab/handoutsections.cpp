#include "handoutsections.h"

#include "spec/tabspecs.h"
#include "steplab/steplabspec.h"
#include "steplab/steptables.h"
#include "steplab/steptexts.h"

namespace {

// The tab's main view at `state`: what the window shows for that step or mistake.
ViewData viewOf(const std::shared_ptr<const StepLabTabResult> &result, const TabState &state)
{
    ViewData data;
    data.tab = TabSpecs::find(QStringLiteral("steplab"));
    data.view = data.tab ? data.tab->view(QStringLiteral("main")) : nullptr;
    data.state = state;
    data.result = result;
    return data;
}

} // namespace

QString HandoutSections::title(const StepLabTabResult &r)
{
    const auto &p = r.walk.params;
    return tr("Step-through lab: p = %1, q = %2, d = %3").arg(p.p).arg(p.q).arg(p.dim);
}

QString HandoutSections::stepFormula(const pelab::StepLabResult &r, int step)
{
    switch (step) {
    case 1:
        return tr("x(p) = E,  x(q) = E,  x(q) − x(p) = 0");
    case 2:
        return tr("ω₀ = 1 / base^(0/d) = 1;  PE(t)[0] = sin(t·ω₀),  PE(t)[1] = cos(t·ω₀)");
    case 3:
        return tr("ω₁ = 1 / base^(2/d);  PE(t)[2] = sin(t·ω₁),  PE(t)[3] = cos(t·ω₁)");
    case 4:
        return tr("ω_i = 1 / base^(2i/d) for i = 2 … %1;  PE(t)[2i] = sin(t·ω_i),  "
                  "PE(t)[2i+1] = cos(t·ω_i)")
            .arg(r.params.dim / 2 - 1);
    case 5:
        return tr("x(t)_j = e_j + PE(t)_j  for j = 0 … %1").arg(r.params.dim - 1);
    case 6:
        return tr("x(q) − x(p) = PE(q) − PE(p);  ‖x(q) − x(p)‖ = √(Σ_j (PE(q)_j − PE(p)_j)²)");
    case 7:
        return tr("off: x(p) = x(q) = E + 0, so ‖x(q) − x(p)‖ = 0");
    default:
        return {};
    }
}

QList<HandoutSection> HandoutSections::build(const std::shared_ptr<const StepLabTabResult> &result,
                                             const TabState &state)
{
    const StepLabTabResult &r = *result;
    QList<HandoutSection> sections{introduction(r)};
    for (int step = 1; step <= pelab::kStepLabStepCount; ++step) {
        HandoutSection s;
        s.kind = HandoutSection::Kind::Step;
        s.newPage = step > 1;
        s.heading = StepTexts::stepHeading(r.walk, step);
        s.formula = stepFormula(r.walk, step);
        s.explanation = StepTexts::stepExplanation(r.walk, step);
        s.result = StepTexts::stepResult(r.walk, step);
        TabState figureState = state;
        figureState.set(StepLabKeys::step, QVariant::fromValue(qint64(step)));
        figureState.set(StepLabKeys::mistake, QStringLiteral("none"));
        s.figure = viewOf(result, figureState);
        s.table = StepTables::forStep(r.walk, step);
        s.note = StepTexts::boundaryNote(r.walk, step);
        sections << s;
    }
    sections << comparison(r);
    HandoutSection mistakes;
    mistakes.kind = HandoutSection::Kind::Mistakes;
    mistakes.newPage = true;
    mistakes.heading = tr("Five common mistakes");
    mistakes.explanation = tr("Each mistake next to the correct computation for the same p, q "
                              "and d; the bars show x(q) − x(p), correct and mistaken.");
    sections << mistakes;
    for (int m = 0; m < pelab::kStepMistakeCount; ++m) {
        const auto mistake = pelab::StepMistake(m);
        HandoutSection s;
        s.kind = HandoutSection::Kind::Mistake;
        s.heading = StepTexts::mistakeName(mistake);
        s.formula = StepTexts::mistakeFormula(mistake);
        s.explanation = StepTexts::mistakeConsequence(r.mistake(mistake));
        TabState figureState = state;
        figureState.set(StepLabKeys::step, QVariant::fromValue(qint64(6)));
        figureState.set(StepLabKeys::mistake,
                        QString::fromLatin1(pelab::mistakeId(mistake).data()));
        s.figure = viewOf(result, figureState);
        sections << s;
    }
    sections << limits();
    return sections;
}

HandoutSection HandoutSections::introduction(const StepLabTabResult &r)
{
    const auto &p = r.walk.params;
    HandoutSection s;
    s.kind = HandoutSection::Kind::Introduction;
    s.heading = title(r);
    s.formula = tr("x(t) = E + PE(t),  PE(t)[2i] = sin(t / base^(2i/d)),  "
                   "PE(t)[2i+1] = cos(t / base^(2i/d))");
    s.explanation =
        tr("In \"%1\" the two \"the\" share one embedding E. This handout follows the lab's "
           "seven steps for positions p = %2 and q = %3, width d = %4 and base %5, with the "
           "position signal %6: how PE(p) and PE(q) are built, added to E and subtracted, and "
           "how long the difference x(q) − x(p) is.")
            .arg(StepTexts::sentence())
            .arg(p.p)
            .arg(p.q)
            .arg(p.dim)
            .arg(QString::number(p.base, 'g', 10), p.positionSignal ? tr("on") : tr("off")) +
        QLatin1Char('\n') + tr("Numbers are shown with six decimals, as in the window.");
    return s;
}

HandoutSection HandoutSections::comparison(const StepLabTabResult &r)
{
    const auto &w = r.walk;
    HandoutSection s;
    s.kind = HandoutSection::Kind::Comparison;
    s.newPage = true;
    s.heading = tr("Comparison with positions 1 … 32");
    s.formula = tr("‖x(q′) − x(p)‖ for q′ = 1 … 32, p = %1").arg(w.params.p);
    s.explanation = StepTexts::monotonicityNote(w);
    QStringList titles{tr("length, position signal on")};
    if (!w.params.positionSignal)
        titles << tr("length, off (used now)");
    s.table.columnTitles = titles;
    for (std::size_t k = 0; k < w.normByPositionOn.size(); ++k) {
        s.table.rowTitles << tr("q′ = %1").arg(k + 1);
        QStringList cells{StepTables::shown(w.normByPositionOn[k])};
        if (!w.params.positionSignal)
            cells << StepTables::shown(w.normByPosition[k]);
        s.table.cells << cells;
    }
    s.table.greyedColumns = QList<bool>(titles.size(), false);
    s.note = StepTexts::cost(w.params);
    return s;
}

HandoutSection HandoutSections::limits()
{
    HandoutSection s;
    s.kind = HandoutSection::Kind::Limits;
    s.heading = tr("What the lab does not show");
    s.explanation =
        tr("Attention: the lab stops at the inputs x(p) and x(q). How a layer's queries and "
           "keys turn their difference into attention weights, and whether it attends by "
           "position at all, is not computed here.") +
        QLatin1Char('\n') +
        tr("Training: E and every weight are placeholders. The lab shows what the fixed "
           "sinusoidal formula adds, not what a trained model learns to do with it, nor how "
           "it treats positions beyond those it was trained on.") +
        QLatin1Char('\n') +
        tr("Other encodings: rotary (RoPE), ALiBi, relative (Shaw) and learned position "
           "embeddings bring order in other ways; they have tabs of their own.");
    return s;
}
