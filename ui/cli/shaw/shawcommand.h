#pragma once

#include "tabcommand.h"

#include "shaw.h"

class ShawResult;

// `pelab-cli shaw`: the Shaw tab's command (ShawSpec). Scores a(t, s) from seeded or loaded
// q, k and r; any view of the tab (the whole N × N table of one term by default); --json
// summarises every term over the whole table, tile by tile, never holding N × N.
class ShawCommand : public TabCommand
{
    Q_DECLARE_TR_FUNCTIONS(ShawCommand)

public:
    ShawCommand();

    QString synopsis() const override;
    QString description() const override;
    QString examples() const override;
    int run(const CliOutputOptions &outputs) override;

protected:
    void prepareTab(const QCommandLineParser &parser) override;

private:
    // --positions, --dim and --clip, when given with files, must be what the files give.
    void checkShape(const ShawResult &result) const;
    void report(JsonWriter &json, const ShawResult &result,
                const pelab::ShawSummary &summary) const;
};
