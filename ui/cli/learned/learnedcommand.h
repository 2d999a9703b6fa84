#pragma once

#include "tabcommand.h"

// `pelab-cli learned [FILE]`: the Learned tab's command (LearnedSpec). The table is read from
// FILE (or --file; none: the bundled sample) as the window reads it, except that a
// safetensors file of several tensors needs --tensor NAME; any view is written through
// ViewWriter; --json reports shape, dtype, range, NaN and Inf counts and the mean cosine
// similarity of neighbouring positions.
class LearnedCommand : public TabCommand
{
    Q_DECLARE_TR_FUNCTIONS(LearnedCommand)

public:
    LearnedCommand();

    QString synopsis() const override;
    QString description() const override;
    QString examples() const override;
    int maxPositionalArguments() const override { return 1; }
    int run(const CliOutputOptions &outputs) override;

protected:
    void addTabOptions(CommandOptions &options) const override;
    void prepareTab(const QCommandLineParser &parser) override;
    void report(JsonWriter &json, const ViewData &data) const override;
};
