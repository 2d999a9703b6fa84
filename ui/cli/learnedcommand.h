#pragma once

#include "clicommand.h"
#include "figures/colormap.h"

#include "arrayfile.h"

#include <memory>

// `pelab-cli learned FILE`: a learned position table read from .npy, CSV or safetensors
// (--tensor NAME picks one of several), written back as CSV/.npy/safetensors and drawn as the
// Learned tab's heatmap; --json reports shape, dtype, range, NaN count and the mean cosine
// similarity of neighbouring positions.
class LearnedCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(LearnedCommand)

public:
    QString name() const override;
    QString summary() const override;
    QString synopsis() const override;
    QString description() const override;
    QString examples() const override;
    int maxPositionalArguments() const override { return 1; }
    void addOptions(QCommandLineParser &parser) const override;
    void prepare(const QCommandLineParser &parser) override;
    int run(const CliOutputOptions &outputs) override;

private:
    QString m_fileName;
    std::string m_tensor;
    Colormap m_colormap = Colormap::RdBu;
    std::shared_ptr<pelab::LoadedArray> m_array;
};
