#include "clicommands.h"

#include "clicommandregistration.h"

// Each tab's registration (PELAB_REGISTER_TAB_COMMAND in its folder), in ui/tabs.cmake's order.
#define PELAB_TAB(key) std::unique_ptr<CliCommand> pelabTabCommand_##key();
#include "pelabtabs.inc"
#undef PELAB_TAB

namespace CliCommands {

std::vector<std::unique_ptr<CliCommand>> all()
{
    std::vector<std::unique_ptr<CliCommand>> commands;
#define PELAB_TAB(key) commands.push_back(pelabTabCommand_##key());
#include "pelabtabs.inc"
#undef PELAB_TAB
    return commands;
}

std::unique_ptr<CliCommand> create(const QString &key)
{
#define PELAB_TAB(key_)                                                                            \
    if (key == QLatin1String(#key_))                                                               \
        return pelabTabCommand_##key_();
#include "pelabtabs.inc"
#undef PELAB_TAB
    return nullptr;
}

} // namespace CliCommands
