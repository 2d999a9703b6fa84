#pragma once

#include "export/exporttable.h"

#include <QCoreApplication>
#include <QStringList>

#include <string>
#include <vector>

class TaskControl;

// One tab's pelab-cli command run in this process, for the Python module: the arguments as
// pelab-cli takes them after the program's name ("rope", "--dim", "128", "--json", "--npy",
// "-"), parsed, checked and computed exactly as pelab-cli does, with the report and the table of
// each --npy output kept in memory instead of printed or written. No figure is drawn.
class CliCall
{
    Q_DECLARE_TR_FUNCTIONS(CliCall)

public:
    struct Result
    {
        std::string json;                // the --json report; empty without --json
        std::vector<ExportTable> tables; // one per --npy, in order
    };

    // Throws CliError with pelab-cli's message and exit code (2: bad arguments or input); the
    // computations report to `control` and stop when it is cancelled.
    static Result run(const QStringList &arguments, const TaskControl &control);
};
