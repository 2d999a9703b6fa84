#include "steplabspec.h"

#include "spec/tabregistration.h"
#include "steplab/steptables.h"
#include "steplab/steptexts.h"

#include "error.h"

#include <QtNumeric>

namespace {

const QString kNone = QStringLiteral("none");

QList<Parameter::Choice> mistakeChoices()
{
    // Sessions before the specification wrote "" for the walk-through.
    QList<Parameter::Choice> choices{
        {kNone, QT_TRANSLATE_NOOP("StepLabSpec", "None: the walk-through"), nullptr, {QString()}}};
    for (int m = 0; m < pelab::kStepMistakeCount; ++m) {
        const auto mistake = pelab::StepMistake(m);
        choices.append({QString::fromLatin1(pelab::mistakeId(mistake).data()),
                        StepTexts::mistakeNameSource(mistake),
                        "StepTexts",
                        {}});
    }
    return choices;
}

} // namespace

StepLabSpec::StepLabSpec() : TabSpec("steplab", "StepLabSpec")
{
    const pelab::StepLabParams defaults;
    addParameter(Parameter::text(StepLabKeys::positions, positionsText(defaults.p, defaults.q),
                                 &StepLabSpec::positionsProblem)
                     .heldByView() // the page's p and q spin boxes and slider
                     .help(QT_TR_NOOP("The positions p and q of the two \"the\", integers from 0 "
                                      "to 2^40, e.g. 0,3."))
                     .valueName("P,Q"));
    addParameter(Parameter::integer(StepLabKeys::dim, defaults.dim, pelab::kStepLabMinDim,
                                    pelab::kStepLabMaxDim)
                     .even()
                     .label(QT_TR_NOOP("Width &d:"))
                     .help(QT_TR_NOOP("Model width d (even): d/2 sin/cos pairs."))
                     .valueName("D"));
    addParameter(Parameter::real(StepLabKeys::base, defaults.base, 1.0, qInf())
                     .aboveMinimum()
                     .decimals(3)
                     .label(QT_TR_NOOP("Bas&e:"))
                     .help(QT_TR_NOOP("Base of the denominators base^(2i/d); 10000 in the paper."))
                     .valueName("B"));
    addParameter(Parameter::flag(StepLabKeys::off)
                     .label(QT_TR_NOOP("P&osition signal off"))
                     .help(QT_TR_NOOP("Switch the position signal off: PE is still computed but "
                                      "not added, x(p) = x(q) = E (the off control).")));
    addParameter(Parameter::integer(StepLabKeys::step, 1, 1, pelab::kStepLabStepCount)
                     .stage(Parameter::Stage::Display)
                     .heldByView() // the step navigator
                     .label(QT_TR_NOOP("&Step:"))
                     .help(QT_TR_NOOP("The step shown and exported: 1 embeddings only, 2 … 4 the "
                                      "pairs, 5 add, 6 subtract, 7 the off control."))
                     .valueName("N"));
    addParameter(Parameter::choice(StepLabKeys::mistake, mistakeChoices(), "none")
                     .stage(Parameter::Stage::Display)
                     .label(QT_TR_NOOP("Common &mistake:"))
                     .help(QT_TR_NOOP("A common mistake shown next to the correct computation "
                                      "instead of the step; none for the walk-through.")));

    addView({.name = QStringLiteral("main"),
             .title = QT_TR_NOOP("&Step"),
             .summary = QT_TR_NOOP("the step's table and figure (the common mistake's with "
                                   "--mistake); step 6's figure is the length against q = 1 … "
                                   "32 next to the per-pair distances"),
             .table = &StepTables::table,
             .fileStem = &StepTables::stem});
}

QString StepLabSpec::title() const
{
    return tr("Step-through lab");
}

QString StepLabSpec::summary() const
{
    return tr("Step-through lab: PE(p), PE(q), their difference and its length, step by step");
}

QString StepLabSpec::busyText() const
{
    return tr("Computing the walk-through…");
}

bool StepLabSpec::parsePositions(const QString &text, std::int64_t *p, std::int64_t *q)
{
    const QStringList parts = text.split(QLatin1Char(','));
    if (parts.size() != 2)
        return false;
    bool okP = false;
    bool okQ = false;
    const qint64 first = parts[0].trimmed().toLongLong(&okP);
    const qint64 second = parts[1].trimmed().toLongLong(&okQ);
    if (!okP || !okQ)
        return false;
    *p = first;
    *q = second;
    return true;
}

QString StepLabSpec::positionsText(std::int64_t p, std::int64_t q)
{
    return QStringLiteral("%1,%2").arg(p).arg(q);
}

QString StepLabSpec::positionsProblem(const QString &text)
{
    const QStringList parts = text.split(QLatin1Char(','));
    if (parts.size() != 2)
        return tr("exactly two positions P,Q, e.g. 0,3 (got '%1')").arg(text);
    for (const QString &part : parts) {
        bool ok = false;
        part.trimmed().toLongLong(&ok);
        if (!ok)
            return tr("two integer positions P,Q ('%1' is not an integer)").arg(part);
    }
    return {};
}

pelab::StepLabParams StepLabSpec::params(const TabState &state)
{
    pelab::StepLabParams p;
    parsePositions(state.text(StepLabKeys::positions), &p.p, &p.q);
    p.dim = state.integer(StepLabKeys::dim);
    p.base = state.real(StepLabKeys::base);
    p.positionSignal = !state.flag(StepLabKeys::off);
    return p;
}

int StepLabSpec::step(const TabState &state)
{
    return int(state.integer(StepLabKeys::step));
}

std::optional<pelab::StepMistake> StepLabSpec::mistake(const TabState &state)
{
    return pelab::parseMistake(state.text(StepLabKeys::mistake).toStdString());
}

QString StepLabSpec::coreProblem(const TabState &state) const
{
    const QString positions = positionsProblem(state.text(StepLabKeys::positions));
    if (!positions.isEmpty())
        return positions;
    try {
        pelab::validate(params(state));
        pelab::validateStep(state.integer(StepLabKeys::step));
    } catch (const pelab::Error &error) {
        return QString::fromUtf8(error.what());
    }
    return {};
}

std::shared_ptr<const TabResult> StepLabSpec::compute(const TabState &state,
                                                      const TaskControl &) const
{
    auto result = std::make_shared<StepLabTabResult>();
    result->state = state;
    const pelab::StepLabParams p = params(state);
    result->walk = pelab::computeStepLab(p);
    for (int m = 0; m < pelab::kStepMistakeCount; ++m)
        result->mistakes.push_back(pelab::computeMistake(p, pelab::StepMistake(m)));
    return result;
}

TabState StepLabSpec::presetState(int index) const
{
    TabState state = defaults();
    const auto &presets = pelab::stepLabPresets();
    if (index < 0 || index >= int(presets.size()))
        return state;
    const pelab::StepLabPreset &preset = presets[std::size_t(index)];
    state.set(StepLabKeys::positions, positionsText(preset.params.p, preset.params.q));
    state.set(StepLabKeys::dim, QVariant::fromValue(qint64(preset.params.dim)));
    state.set(StepLabKeys::base, preset.params.base);
    state.set(StepLabKeys::off, !preset.params.positionSignal);
    state.set(StepLabKeys::step, QVariant::fromValue(qint64(preset.step)));
    return state;
}

PELAB_REGISTER_TAB_SPEC(steplab, StepLabSpec)
