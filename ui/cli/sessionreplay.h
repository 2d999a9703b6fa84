#pragma once

#include "session/sessionfile.h"

#include <QCoreApplication>
#include <QStringList>

// How `pelab-cli session` regenerates one export of a session: from the tab's specification,
// the recorded view and parameters (ViewComputation, then ViewWriter), the path of the window's
// File → Export, so the files are the window's byte for byte.
class SessionReplay
{
    Q_DECLARE_TR_FUNCTIONS(SessionReplay)

public:
    struct Plan
    {
        QString outputFile;  // the file written
        SessionExport entry; // what the window exported
        QString error;       // why the export cannot be regenerated (an unknown tab)
        bool ok() const { return error.isEmpty(); }
    };

    // `outputFile` is where the export is written (the session's file name in the output
    // directory).
    static Plan plan(const SessionExport &entry, const QString &outputFile);
};
