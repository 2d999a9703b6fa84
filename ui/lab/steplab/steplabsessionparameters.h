#pragma once

#include "steplab.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>

// Everything the Step-through lab's export depends on: the walk-through's parameters, the step
// shown, and the common mistake shown instead of a step (none while the mistakes mode is off).
struct StepLabSessionValues
{
    pelab::StepLabParams params;
    int step = 1;
    std::optional<pelab::StepMistake> mistake;
};

// The Step-through lab's parameters in sessions and settings, keyed as `pelab-cli steplab`'s
// options without the dashes: "positions" ("P,Q"), "dim", "base", "off", "step", "mistake"
// (empty while the mistakes mode is off).
class StepLabSessionParameters
{
public:
    static QJsonObject toJson(const StepLabSessionValues &values);
    // Known keys applied, missing keys defaulted, one warning per unknown key or bad value.
    static StepLabSessionValues fromJson(const QJsonObject &parameters, const QString &tab,
                                         QStringList *warnings);
};
