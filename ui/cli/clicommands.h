#pragma once

#include "clicommand.h"

#include <memory>
#include <vector>

// Every pelab-cli subcommand that computes something (one per tab), as fresh instances for the
// program to register.
namespace CliCommands {

std::vector<std::unique_ptr<CliCommand>> all();

} // namespace CliCommands
