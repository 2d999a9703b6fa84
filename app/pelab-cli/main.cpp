// pelab-cli: the headless PE Lab (SPEC §4). Every subcommand is registered here.
#include "cli/alibicommand.h"
#include "cli/cliapplication.h"
#include "cli/learnedcommand.h"
#include "cli/ropecommand.h"
#include "cli/shawcommand.h"
#include "cli/sinusoidalcommand.h"
#include "cli/steplabcommand.h"
#include "session/sessioncommand.h"

#include <memory>
#include <vector>

namespace {

// Every subcommand that computes something, as fresh instances (a session runs several).
std::vector<std::unique_ptr<CliCommand>> makeCommands()
{
    std::vector<std::unique_ptr<CliCommand>> commands;
    commands.push_back(std::make_unique<SinusoidalCommand>());
    commands.push_back(std::make_unique<StepLabCommand>());
    commands.push_back(std::make_unique<AlibiCommand>());
    commands.push_back(std::make_unique<RopeCommand>());
    commands.push_back(std::make_unique<LearnedCommand>());
    commands.push_back(std::make_unique<ShawCommand>());
    return commands;
}

} // namespace

int main(int argc, char **argv)
{
    CliApplication cli;
    for (auto &command : makeCommands())
        cli.addCommand(std::move(command));
    cli.addCommand(std::make_unique<SessionCommand>([](const QString &name) {
        for (auto &command : makeCommands()) {
            if (command->name() == name)
                return std::move(command);
        }
        return std::unique_ptr<CliCommand>();
    }));
    return cli.run(argc, argv);
}
