#pragma once

#include <QString>

struct CommandLineDoc;

// A program's manual page, section 1, in the man(7) macros of groff: NAME, SYNOPSIS,
// DESCRIPTION, the program's options, each command with its options, the option groups, EXIT
// STATUS, ENVIRONMENT, EXAMPLES, SEE ALSO. Every character outside ASCII is written as groff's
// \[uXXXX], so the page needs no input encoding.
class ManPage
{
public:
    static QString write(const CommandLineDoc &doc);
    // `text` escaped for a roff text line: backslashes, hyphens (\-, so that options are typed
    // as shown), non-ASCII characters; a leading dot or quote is protected.
    static QString escape(const QString &text);
};
