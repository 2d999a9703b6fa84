#pragma once

#include "session/sessionfile.h"

#include <QCoreApplication>
#include <QStringList>

class Page;

// Regenerates one export of a session through the tab's own page, offscreen: the page gets the
// recorded view and parameters, finishes its work, and writes its table or figure exactly as
// the window's Export actions do. `pelab-cli session` uses it for the views that no pelab-cli
// command draws (similarity, spectra, side charts, custom ALiBi slopes, typed-in RoPE q/k, …).
// Needs a QApplication.
class PageReplayer
{
    Q_DECLARE_TR_FUNCTIONS(PageReplayer)

public:
    // Why an export was not regenerated; writeFailed for a failed write, otherwise the input.
    struct Failure
    {
        QString message;
        bool writeFailed = false;
    };
    // Writes `outputFile`; throws Failure naming the problem. Remarks about the recorded
    // parameters (unknown keys, values out of range that took their defaults) are appended to
    // `remarks`.
    static void replay(const SessionExport &entry, const QString &outputFile, QStringList *remarks);
    // Runs the event loop until `page` has finished the work for its current parameters.
    static void waitUntilSettled(const Page &page);
};
