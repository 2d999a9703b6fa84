#pragma once

#include "ropemodeloptions.h"
#include "tabcommand.h"

#include "ropeconformance.h"

#include <optional>

class RopeResult;

// `pelab-cli rope`: the RoPE tab's command (RopeSpec): the score matrix a(t, s) over
// [T0, T0 + N) with its invariance and rotation checks, for a pairing, a Hugging Face frequency
// scaling and a precision; a model config or preset sets the defaults (RopeModelOptions) and an
// implementation's tables are checked against it. --json reports inv_freq and the checks from
// the tiled analysis alone: only the heatmap view's files hold the N × N scores.
class RopeCommand : public TabCommand
{
    Q_DECLARE_TR_FUNCTIONS(RopeCommand)

public:
    RopeCommand();

    QString synopsis() const override;
    QString description() const override;
    QString examples() const override;
    QString defaultView() const override;
    bool listsOnly() const override;
    int run(const CliOutputOptions &outputs) override;

protected:
    void addTabOptions(CommandOptions &options) const override;
    void prepareTab(const QCommandLineParser &parser) override;
    void report(JsonWriter &json, const ViewData &data) const override;

private:
    void checkChoice(const QCommandLineParser &parser, ParameterKey key, const QString &what) const;
    void readContent(const QCommandLineParser &parser);
    void report(JsonWriter &json, const RopeResult &result) const;
    void reportSequence(JsonWriter &json) const;

    RopeModelOptions m_model;
    std::optional<pelab::RopeComparison> m_comparison;
};
