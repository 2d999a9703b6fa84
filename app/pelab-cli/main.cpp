// pelab-cli: the headless PE Lab (SPEC §4). Every subcommand is registered here.
#include "cliapplication.h"
#include "clicommands.h"
#include "lessoncommand.h"
#include "sessioncommand.h"

#include <memory>

int main(int argc, char **argv)
{
    CliApplication cli;
    for (auto &command : CliCommands::all())
        cli.addCommand(std::move(command));
    cli.addCommand(std::make_unique<SessionCommand>());
    cli.addCommand(std::make_unique<LessonCommand>());
    return cli.run(argc, argv);
}
