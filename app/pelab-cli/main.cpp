// pelab-cli: the headless PE Lab (SPEC §4). CliApplication::addAllCommands() registers every
// subcommand.
#include "cliapplication.h"

int main(int argc, char **argv)
{
    CliApplication cli;
    cli.addAllCommands();
    return cli.run(argc, argv);
}
