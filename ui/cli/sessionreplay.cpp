#include "sessionreplay.h"

#include "spec/tabspecs.h"

SessionReplay::Plan SessionReplay::plan(const SessionExport &entry, const QString &outputFile)
{
    Plan plan;
    plan.outputFile = outputFile;
    plan.entry = entry;
    if (!TabSpecs::find(entry.tab))
        plan.error = tr("%1: this PE Lab has no tab \"%2\"").arg(entry.file, entry.tab);
    return plan;
}
