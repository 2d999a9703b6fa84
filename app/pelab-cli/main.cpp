// pelab-cli: the headless PE Lab (SPEC §4). Every subcommand is registered here.
#include "cli/alibicommand.h"
#include "cli/cliapplication.h"
#include "cli/learnedcommand.h"
#include "cli/ropecommand.h"
#include "cli/shawcommand.h"
#include "cli/sinusoidalcommand.h"
#include "cli/steplabcommand.h"

#include <memory>

int main(int argc, char **argv)
{
    CliApplication cli;
    cli.addCommand(std::make_unique<SinusoidalCommand>());
    cli.addCommand(std::make_unique<StepLabCommand>());
    cli.addCommand(std::make_unique<AlibiCommand>());
    cli.addCommand(std::make_unique<RopeCommand>());
    cli.addCommand(std::make_unique<LearnedCommand>());
    cli.addCommand(std::make_unique<ShawCommand>());
    return cli.run(argc, argv);
}
