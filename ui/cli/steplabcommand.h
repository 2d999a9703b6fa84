#pragma once

#include "tabcommand.h"

#include "steplab.h"

// `pelab-cli steplab`: the Step-through lab's command (StepLabSpec), with the walk-through's
// numbers as the JSON report: PE(p), PE(q), their difference and its length, the per-pair
// distances and the length against q = 1 … 32 (and the mistake's with --mistake). It writes step
// 6 unless --step says otherwise.
class StepLabCommand : public TabCommand
{
    Q_DECLARE_TR_FUNCTIONS(StepLabCommand)

public:
    StepLabCommand();

    QString synopsis() const override;
    QString description() const override;
    QString examples() const override;
    int run(const CliOutputOptions &outputs) override;

protected:
    void report(JsonWriter &json, const ViewData &data) const override;

private:
    void report(JsonWriter &json, const pelab::StepLabResult &result) const;
    void report(JsonWriter &json, const pelab::StepMistakeResult &mistake) const;
};
