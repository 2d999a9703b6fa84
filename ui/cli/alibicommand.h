#pragma once

#include "cli/clicommand.h"
#include "widgets/colormap.h"

#include "alibi.h"

#include <optional>
#include <vector>

// `pelab-cli alibi`: ALiBi head slopes (by the reference code or the paper's text), each
// head's effective span, and one head's N × N bias (--head) or the slope table as data; the
// head's bias heatmap or the bias-against-distance chart as figures. The same tables and
// figures as the ALiBi tab.
class AlibiCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(AlibiCommand)

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
    void report(JsonWriter &json, const std::vector<std::int64_t> &spans) const;

    std::int64_t m_heads = 0;
    std::int64_t m_positions = 0;
    pelab::SlopeRule m_rule = pelab::SlopeRule::Official;
    std::optional<int> m_head; // 1-based
    bool m_causal = true;
    Colormap m_colormap = Colormap::Viridis;
    std::vector<double> m_slopes;
};
