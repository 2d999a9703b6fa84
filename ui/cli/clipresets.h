#pragma once

#include "modelpresets.h"

#include <QCoreApplication>
#include <QString>

// The shipped model presets on the command line: `pelab-cli rope|alibi|buckets --preset NAME` and
// `--list-presets`, one family to a command.
class CliPresets
{
    Q_DECLARE_TR_FUNCTIONS(CliPresets)

public:
    // The preset `name` of `family`; throws CliError (exit 2) for an unknown name or one of the
    // other family, saying which command reads it.
    static const pelab::ModelPreset &find(const QString &name, pelab::PresetFamily family);
    // NAME  TITLE  (source), a line each, on standard output.
    static void print(pelab::PresetFamily family);
    // "a RoPE", "an ALiBi", "a bucketed relative bias": what a preset of `family` is.
    static QString familyName(pelab::PresetFamily family);
};
