#pragma once

#include "clicommand.h"

#include <memory>
#include <vector>

// Every pelab-cli subcommand that computes something (one per tab), as fresh instances for the
// program to register.
namespace CliCommands {

std::vector<std::unique_ptr<CliCommand>> all();
// A fresh instance of the command of the tab `key` alone; nullptr when no tab has that key.
std::unique_ptr<CliCommand> create(const QString &key);

} // namespace CliCommands
