#pragma once

#include "spec/tabspec.h"

#include "steplab.h"

#include <cstdint>
#include <optional>
#include <vector>

// The Step-through lab's parameter keys, each declared once.
namespace StepLabKeys {

inline constexpr ParameterKey positions{"positions"};
inline constexpr ParameterKey dim{"dim"};
inline constexpr ParameterKey base{"base"};
inline constexpr ParameterKey off{"off"};
inline constexpr ParameterKey step{"step"};
inline constexpr ParameterKey mistake{"mistake"};

} // namespace StepLabKeys

// The Step-through lab's result: the walk-through and, next to it, each common mistake (all
// tiny: d ≤ 64), so that the step and the mistake shown are only drawn again when they change.
class StepLabTabResult : public TabResult
{
public:
    pelab::StepLabResult walk;
    std::vector<pelab::StepMistakeResult> mistakes; // one per pelab::StepMistake, in its order

    const pelab::StepMistakeResult &mistake(pelab::StepMistake which) const
    {
        return mistakes.at(std::size_t(which));
    }
};

// The Step-through lab (SPEC §3.2): "the cat saw the dog", the two "the" at positions p and q
// with one embedding E, x(t) = E + PE(t), walked through in seven steps; the off control, the
// presets and the common mistakes. Its parameters keep the session keys and pelab-cli options
// of before: positions ("P,Q"), dim, base, off, step and mistake ("none" for the walk-through).
class StepLabSpec : public TabSpec
{
    Q_DECLARE_TR_FUNCTIONS(StepLabSpec)

public:
    StepLabSpec();

    QString title() const override;
    QString summary() const override;
    QString busyText() const override;
    QString coreProblem(const TabState &state) const override;
    std::shared_ptr<const TabResult> compute(const TabState &state,
                                             const TaskControl &control) const override;

    static pelab::StepLabParams params(const TabState &state);
    static int step(const TabState &state);
    // The mistake shown instead of a step; none for the walk-through.
    static std::optional<pelab::StepMistake> mistake(const TabState &state);

    // "P,Q" → p and q; false (and nothing set) unless the text is two integers.
    static bool parsePositions(const QString &text, std::int64_t *p, std::int64_t *q);
    static QString positionsText(std::int64_t p, std::int64_t q);
    // What is wrong with a positions text ("3", "0,x"); empty when it is two integers.
    static QString positionsProblem(const QString &text);

    // The state of preset `index` of pelab::stepLabPresets(): its parameters and step, no
    // mistake.
    TabState presetState(int index) const;
};
