#pragma once

#include <QString>

struct CommandLineDoc;

// A bash completion script for a program: its commands (the first word), each command's
// options, each option's choices, file and directory names where a file or directory is
// expected (also after --option=), the positional arguments' names and files. Self-contained:
// it uses bash's own compgen and compopt, not the bash-completion package's helpers, and defines
// one function, _<program> (dashes as underscores), registered with `complete -F`.
class BashCompletion
{
public:
    static QString write(const CommandLineDoc &doc);
    static QString functionName(const QString &program);
};
