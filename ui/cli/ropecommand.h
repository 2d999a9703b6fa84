#pragma once

#include "clicommand.h"
#include "figures/colormap.h"
#include "ropemodeloptions.h"

#include "ropeanalysis.h"

// `pelab-cli rope`: the RoPE score matrix a(t, s) over [T0, T0 + N) with its invariance and
// rotation checks, for a pairing, a Hugging Face frequency scaling and a precision. CSV/.npy
// hold the N × N scores, figures show their heatmap; --json reports inv_freq and the checks.
class RopeCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(RopeCommand)

public:
    QString name() const override;
    QString summary() const override;
    QString synopsis() const override;
    QString description() const override;
    QString examples() const override;
    void addOptions(QCommandLineParser &parser) const override;
    void prepare(const QCommandLineParser &parser) override;
    int run(const CliOutputOptions &outputs) override;
    bool listsOnly() const override { return m_model.listPresets(); }

    // Reads the scaling options of `parser` into `scaling` (throws CliError).
    static void readScaling(const QCommandLineParser &parser, pelab::RopeScaling &scaling);

private:
    void report(JsonWriter &json, const pelab::RopeAnalysis &analysis) const;

    pelab::RopeParameters m_params;
    RopeModelOptions m_model;
    QString m_qFile;
    QString m_kFile;
    Colormap m_colormap = Colormap::RdBu;
};
