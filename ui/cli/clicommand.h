#pragma once

#include "clioutputoptions.h"
#include "commandline/commandoptions.h"

#include <QCoreApplication>
#include <QString>

class QCommandLineParser;

// One pelab-cli subcommand. CliApplication parses its options (plus the shared output
// options), calls prepare() before any QCoreApplication exists, creates the application the
// outputs need, then calls run().
class CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliCommand)

public:
    virtual ~CliCommand() = default;

    virtual QString name() const = 0;     // "sinusoidal"
    virtual QString summary() const = 0;  // one line for `pelab-cli --help`
    virtual QString synopsis() const = 0; // what follows the name in the usage line
    virtual QString description() const { return summary(); }
    virtual QString examples() const { return {}; } // appended to the command's help
    // Positional arguments the command accepts (e.g. a session file); more are an error.
    virtual int maxPositionalArguments() const { return 0; }
    // A command that names its own outputs (`session`) runs without the output options, and
    // asks for the figure libraries itself.
    virtual bool writesOwnOutputs() const { return false; }
    virtual bool needsFigures() const { return false; }
    // After prepare(): the command only prints a listing (e.g. --list-presets) in run(), so no
    // output option is needed.
    virtual bool listsOnly() const { return false; }
    // After prepare(): the command writes files named by options of its own (steplab
    // --handout), so it has work to do without any output option.
    virtual bool writesOwnFiles() const { return false; }

    // Declares the command's own options and arguments (the output options are added by the
    // caller): the parser, the manual page and the shell completion are made from them.
    virtual void addOptions(CommandOptions &options) const = 0;
    // Reads and validates the command's options; throws CliError (exit 2). Must not need a
    // QCoreApplication: none exists yet.
    virtual void prepare(const QCommandLineParser &parser) = 0;
    // Computes and writes the outputs; throws CliError. Returns the exit code.
    virtual int run(const CliOutputOptions &outputs) = 0;
};
