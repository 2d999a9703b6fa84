#pragma once

#include "clicommand.h"
#include "sessionreplay.h"

// `pelab-cli session FILE.json [--outdir DIR]`: regenerates every export a session names from
// the tab's specification with the view and parameters recorded at export time, so CSV and
// .npy files are byte-identical to what the window wrote. An export that cannot be regenerated
// is reported on its own line; the others are still written (exit status 2 if any failed for
// its input, 1 if every failure was a failed write).
class SessionCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(SessionCommand)

public:
    SessionCommand() = default;

    QString name() const override;
    QString summary() const override;
    QString synopsis() const override;
    QString description() const override;
    QString examples() const override;
    int maxPositionalArguments() const override { return 1; }
    bool writesOwnOutputs() const override { return true; }
    bool needsFigures() const override;

    void addOptions(CommandOptions &options) const override;
    void prepare(const QCommandLineParser &parser) override;
    int run(const CliOutputOptions &outputs) override;

    const QList<SessionReplay::Plan> &plans() const { return m_plans; }

private:
    void replay(const SessionReplay::Plan &plan);

    QList<SessionReplay::Plan> m_plans;
    QStringList m_warnings;
};
