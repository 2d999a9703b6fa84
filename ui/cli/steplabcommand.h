#pragma once

#include "clicommand.h"

#include "steplab.h"

#include <optional>

// `pelab-cli steplab`: the step-through lab's walk-through for two positions (SPEC §3.2):
// PE(p), PE(q), their difference and its length, the per-pair distances and the length against
// q = 1 … 32; the step table as CSV/.npy and the step figure as PNG/SVG/PDF, as in the window.
class StepLabCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(StepLabCommand)

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
    void report(JsonWriter &json, const pelab::StepLabResult &result) const;

    pelab::StepLabParams m_params;
    int m_step = 6;
    std::optional<pelab::StepMistake> m_mistake;
};
