#pragma once

#include "clicommand.h"
#include "figures/colormap.h"

#include "alibi.h"
#include "alibiconfig.h"
#include "alibiconformance.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

// `pelab-cli alibi`: ALiBi head slopes (by the reference code, the paper's text or MPT's rule),
// each head's effective span, and one head's N × N bias (--head) or the slope table as data;
// the head's bias heatmap or the bias-against-distance chart as figures. The same tables and
// figures as the ALiBi tab. --config reads the heads and rule from a model's config.json;
// --compare checks an implementation's slopes or bias against them.
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
    bool listsOnly() const override { return m_listPresets; }

private:
    void readConfig(const QCommandLineParser &parser);
    void readRule(const QCommandLineParser &parser);
    void readComparison(const QCommandLineParser &parser);
    void report(JsonWriter &json, const std::vector<std::int64_t> &spans) const;
    void reportComparison(JsonWriter &json) const;

    std::int64_t m_heads = 0;
    std::int64_t m_positions = 0;
    pelab::SlopeRule m_rule = pelab::SlopeRule::Official;
    double m_biasMax = pelab::kDefaultAlibiBiasMax; // the mpt rule's alibi_bias_max
    // The config read; its sources name the option for each value given explicitly.
    std::optional<pelab::AlibiModelConfig> m_config;
    QString m_configFile; // the config file, or "preset NAME"
    bool m_listPresets = false;
    std::optional<pelab::AlibiComparison> m_comparison;
    QString m_compareFile;
    std::string m_compareFormat;
    std::string m_compareDtype;
    std::string m_compareTensor;
    std::optional<int> m_head; // 1-based
    bool m_causal = true;
    Colormap m_colormap = Colormap::Viridis;
    std::vector<double> m_slopes;
};
