#pragma once

#include "clicommand.h"

#include <memory>
#include <vector>

// Every pelab-cli subcommand that computes something, as fresh instances: the program
// registers them, and `pelab-cli session` creates one per export it regenerates.
namespace CliCommands {

std::vector<std::unique_ptr<CliCommand>> all();
// A new command named `name`; nullptr when there is none.
std::unique_ptr<CliCommand> create(const QString &name);

} // namespace CliCommands
