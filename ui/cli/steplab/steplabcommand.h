#pragma once

#include "steplabprintoptions.h"
#include "tabcommand.h"

#include "steplab.h"

// `pelab-cli steplab`: the Step-through lab's command (StepLabSpec), with the walk-through's
// numbers as the JSON report: PE(p), PE(q), their difference and its length, the per-pair
// distances and the length against q = 1 … 32 (and the mistake's with --mistake). It writes step
// 6 unless --step says otherwise; --handout and --worksheet write the printed documents
// (StepLabPrintOptions).
class StepLabCommand : public TabCommand
{
    Q_DECLARE_TR_FUNCTIONS(StepLabCommand)

public:
    StepLabCommand();

    QString synopsis() const override;
    QString description() const override;
    QString examples() const override;
    int run(const CliOutputOptions &outputs) override;
    bool needsFigures() const override { return m_print.writesFiles(); }
    bool writesOwnFiles() const override { return m_print.writesFiles(); }

protected:
    void addTabOptions(CommandOptions &options) const override;
    bool ownsLanguageOption() const override { return true; } // documents, report and figures
    void prepareTab(const QCommandLineParser &parser) override;
    void report(JsonWriter &json, const ViewData &data) const override;

private:
    StepLabPrintOptions m_print;
};
