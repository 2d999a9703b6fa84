#pragma once

#include "clicommand.h"
#include "figures/colormap.h"

#include "shaw.h"

#include <memory>

// `pelab-cli shaw`: Shaw et al. (2018) relative scores a(t, s) from seeded or loaded q, k and r;
// the N × N matrix of one term (total, content or position) as data and its heatmap as a
// figure, the same as the Shaw tab; --json summarises every term over the table.
class ShawCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ShawCommand)

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
    void report(JsonWriter &json, const pelab::ShawSummary &summary) const;

    std::shared_ptr<const pelab::ShawScores> m_scores;
    pelab::ShawTerm m_term = pelab::ShawTerm::Total;
    Colormap m_colormap = Colormap::RdBu;
    std::uint64_t m_seed = 42;
    QString m_qFile;
    QString m_kFile;
    QString m_relFile;
};
