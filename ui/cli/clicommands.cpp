#include "clicommands.h"

#include "alibicommand.h"
#include "learnedcommand.h"
#include "ropecommand.h"
#include "shawcommand.h"
#include "sinusoidalcommand.h"
#include "steplabcommand.h"

namespace CliCommands {

std::vector<std::unique_ptr<CliCommand>> all()
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

} // namespace CliCommands
