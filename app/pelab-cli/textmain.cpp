// pelab-cli (SPEC §4). `pelab-cli sinusoidal …` without figure options runs here, linked to
// QtCore alone: it starts in a few milliseconds instead of the ~30 ms the GUI libraries take
// to load. Every other request (other commands, figures, help) is handed, arguments unchanged,
// to pelab-cli-full in the same directory, which implements everything.
#include "cli/cliapplication.h"
#include "cli/sinusoidalcommand.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <string_view>
#include <system_error>

#include <unistd.h>

namespace {

// Arguments that need the full program: figures and their options, and help.
bool needsFullProgram(int argc, char **argv)
{
    if (argc < 2 || std::string_view(argv[1]) != "sinusoidal")
        return true;
    for (int i = 2; i < argc; ++i) {
        const std::string_view arg(argv[i]);
        for (std::string_view option : {"--png", "--svg", "--pdf", "--width", "--height", "--dpi",
                                        "--help", "-h", "-?", "--help-all"}) {
            if (arg == option ||
                (arg.size() > option.size() && arg.substr(0, option.size()) == option &&
                 arg[option.size()] == '='))
                return true;
        }
    }
    return false;
}

std::filesystem::path fullProgram(const char *argv0)
{
    std::error_code error;
    std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error)
        self = std::filesystem::absolute(argv0, error);
    return self.parent_path() / "pelab-cli-full";
}

} // namespace

int main(int argc, char **argv)
{
    if (!needsFullProgram(argc, argv)) {
        CliApplication cli;
        cli.addCommand(std::make_unique<SinusoidalCommand>());
        return cli.run(argc, argv);
    }
    const std::filesystem::path full = fullProgram(argv[0]);
    execv(full.c_str(), argv);
    std::fprintf(stderr, "pelab-cli: cannot run %s: %s\n", full.c_str(), std::strerror(errno));
    return 1;
}
