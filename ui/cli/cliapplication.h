#pragma once

#include "clicommand.h"

#include <QCoreApplication>
#include <QStringList>

#include <memory>
#include <vector>

// pelab-cli: the registry of subcommands and the one run() behind main(). Parses the command
// line without a QCoreApplication, then creates a QCoreApplication, or a QApplication on the
// offscreen platform only when a figure is to be drawn. Errors end the run with exit code 2
// (bad arguments or input) or 1 (a failed write) and one line "pelab-cli: …" on stderr.
class CliApplication
{
    Q_DECLARE_TR_FUNCTIONS(CliApplication)

public:
    static constexpr const char *kProgram = "pelab-cli";

    void addCommand(std::unique_ptr<CliCommand> command);
    // Every command pelab-cli has: one per tab, then session and lesson.
    void addAllCommands();
    const CliCommand *command(const QString &name) const;
    const std::vector<std::unique_ptr<CliCommand>> &commands() const { return m_commands; }

    // argc and argv must outlive the call (the Qt application refers to them).
    int run(int &argc, char **argv);

    // The texts of --help and of `<command> --help`.
    QString helpText() const;
    static QString commandHelpText(const CliCommand &command);
    // Everything `command` accepts: its own options and arguments, the output options unless
    // it writes its own (or `outputs` is false: the manual page lists them once), and --help.
    static CommandOptions options(const CliCommand &command, bool outputs = true);
    // Declares `command`'s options, the output options it takes and --help on `parser`, with
    // the parsing rules of pelab-cli.
    static void setUpParser(QCommandLineParser &parser, const CliCommand &command);
    // "unknown option '--x' (see …)", or the parser's own error, as one line of pelab-cli's;
    // empty when `parsed`.
    static QString parseProblem(const QCommandLineParser &parser, const CliCommand &command,
                                bool parsed);

private:
    int runCommand(CliCommand &command, const QStringList &arguments, int &argc, char **argv);

    std::vector<std::unique_ptr<CliCommand>> m_commands;
};
