#pragma once

#include "modelpresets.h"

#include <QCoreApplication>
#include <QString>

class CommandOptions;
class QCommandLineParser;

// The shipped model presets on the command line: `pelab-cli rope|alibi|buckets --preset NAME` and
// `--list-presets`, one family to a command.
class CliPresets
{
    Q_DECLARE_TR_FUNCTIONS(CliPresets)

public:
    // The preset `name` of `family`; throws CliError (exit 2) for an unknown name or one of the
    // other family, saying which command reads it.
    static const pelab::ModelPreset &find(const QString &name, pelab::PresetFamily family);
    // The names of `family`'s presets, in their order.
    static QStringList names(pelab::PresetFamily family);
    // Declares --preset NAME (one of names()) and --list-presets, whose help `listHelp` is.
    static void addOptions(CommandOptions &options, pelab::PresetFamily family,
                           const QString &listHelp);
    // NAME  TITLE  (source), a line each, on standard output.
    static void print(pelab::PresetFamily family);
    // The model source --config FILE or --preset NAME name: the file, or "preset NAME" (checked
    // to be of `family`); empty when neither is given. Throws CliError when both are, or when
    // --config names no file.
    static QString source(const QCommandLineParser &parser, pelab::PresetFamily family);
    // The preset's name of a source source() returned, or empty for a file.
    static QString presetName(const QString &source);
    // "a RoPE", "an ALiBi", "a bucketed relative bias": what a preset of `family` is.
    static QString familyName(pelab::PresetFamily family);
};
