#pragma once

#include "clicommand.h"

#include <memory>

// How a tab's command joins CliCommands::all(): one line in its command's .cpp (ui/cli/<tab>/),
//     PELAB_REGISTER_TAB_COMMAND(rope, RopeCommand)
// with the tab's key as in ui/tabs.cmake.
#define PELAB_REGISTER_TAB_COMMAND(key, CommandClass)                                              \
    std::unique_ptr<CliCommand> pelabTabCommand_##key()                                            \
    {                                                                                              \
        return std::make_unique<CommandClass>();                                                   \
    }
