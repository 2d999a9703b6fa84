#pragma once

#include "cli/clicommand.h"
#include "widgets/colormap.h"

#include "sinusoidal.h"
#include "sinusoidalchecks.h"

// `pelab-cli sinusoidal`: the fixed sinusoidal table (SPEC §2), its property checks, and the
// exports of the Sinusoidal tab (the same table labels and heatmap figure as the window).
class SinusoidalCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(SinusoidalCommand)

public:
    QString name() const override;
    QString summary() const override;
    QString synopsis() const override;
    QString description() const override;
    QString examples() const override;
    void addOptions(QCommandLineParser &parser) const override;
    void prepare(const QCommandLineParser &parser) override;
    int run(const CliOutputOptions &outputs) override;

private:
    void report(JsonWriter &json, const pelab::SinusoidalChecks &checks) const;

    pelab::SinusoidalParams m_params;
    Colormap m_colormap = Colormap::Viridis;
};
