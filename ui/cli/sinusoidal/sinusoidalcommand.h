#pragma once

#include "tabcommand.h"

#include "sinusoidalchecks.h"

// `pelab-cli sinusoidal`: the Sinusoidal tab's command (SinusoidalSpec), with its property
// checks as the JSON report. A report alone is checked block by block, never holding the table.
class SinusoidalCommand : public TabCommand
{
    Q_DECLARE_TR_FUNCTIONS(SinusoidalCommand)

public:
    SinusoidalCommand();

    QString synopsis() const override;
    QString description() const override;
    QString examples() const override;
    int run(const CliOutputOptions &outputs) override;

protected:
    void report(JsonWriter &json, const ViewData &data) const override;

private:
    void report(JsonWriter &json, const pelab::SinusoidalChecks &checks) const;
};
