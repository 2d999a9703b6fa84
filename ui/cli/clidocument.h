#pragma once

#include "commandline/commandlinedoc.h"

class CliApplication;

// pelab-cli's manual page and shell completion, as CommandLineDoc: every command with its own
// options and arguments (each tab's parameters, views and presets as its command declares
// them), the output options once, the exit status and examples. In English, as the manual
// pages are installed.
class CliDocument
{
public:
    static CommandLineDoc make(const CliApplication &cli);
};
