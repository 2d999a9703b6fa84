// pelab-cli: the headless PE Lab (SPEC §4). Every subcommand is registered here.
#include "cliapplication.h"
#include "clicommands.h"
#include "clierror.h"
#include "sessioncommand.h"
#include "shell/pagereplayer.h"

#include <memory>

int main(int argc, char **argv)
{
    CliApplication cli;
    for (auto &command : CliCommands::all())
        cli.addCommand(std::move(command));
    const auto pageReplay = [](const SessionExport &entry, const QString &outputFile,
                               QStringList *remarks) {
        try {
            PageReplayer::replay(entry, outputFile, remarks);
        } catch (const PageReplayer::Failure &failure) {
            throw CliError(failure.message,
                           failure.writeFailed ? CliError::kFailure : CliError::kUsage);
        }
    };
    cli.addCommand(std::make_unique<SessionCommand>(&CliCommands::create, pageReplay));
    return cli.run(argc, argv);
}
