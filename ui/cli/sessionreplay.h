#pragma once

#include "session/sessionfile.h"

#include <QCoreApplication>
#include <QStringList>

// How `pelab-cli session` regenerates one export of a session: the pelab-cli command and its
// arguments that write exactly what the window exported from that tab, view and parameters, or,
// for the views and inputs no command covers, the tab's own page (PageReplayer).
class SessionReplay
{
    Q_DECLARE_TR_FUNCTIONS(SessionReplay)

public:
    struct Plan
    {
        QString command;      // "sinusoidal", …; empty when replayed by the page or refused
        bool viaPage = false; // replayed by the tab's page (PageReplayer) instead of a command
        bool viaSpec = false; // replayed from the tab's specification (ViewComputation)
        QStringList options;  // e.g. {"--positions", "128", "--dim", "512", "--csv", "out.csv"}
        QString outputFile;   // the file written
        SessionExport entry;  // what the window exported
        QString error;        // why the export cannot be regenerated
        bool ok() const { return error.isEmpty(); }
    };

    // `outputFile` is where the export is written (the session's file name in the output
    // directory).
    static Plan plan(const SessionExport &entry, const QString &outputFile);
    // A JSON number or text as an option value ('.' decimals, every digit of a double kept).
    static QString optionText(const QJsonValue &value);
};
