#pragma once

#include "tabcommand.h"

#include "alibiconfig.h"
#include "alibiconformance.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

// `pelab-cli alibi`: the ALiBi tab's command (AlibiSpec). Without --view, tables are the slope
// table and figures the bias against distance, or with --head h both are head h's bias heatmap.
// --config or --preset reads the heads, rule and positions from a model's config.json; --compare
// checks an implementation's slopes or bias against them. The JSON report holds the slopes of
// every rule and the effective spans.
class AlibiCommand : public TabCommand
{
    Q_DECLARE_TR_FUNCTIONS(AlibiCommand)

public:
    AlibiCommand();

    QString synopsis() const override;
    QString description() const override;
    QString examples() const override;
    bool listsOnly() const override { return m_listPresets || TabCommand::listsOnly(); }
    void prepare(const QCommandLineParser &parser) override;
    int run(const CliOutputOptions &outputs) override;

protected:
    void addTabOptions(CommandOptions &options) const override;
    void prepareTab(const QCommandLineParser &parser) override;
    QString defaultView() const override;
    QString defaultViewFor(ExportFormat format) const override;
    QString defaultViewText() const override;
    void report(JsonWriter &json, const ViewData &data) const override;

private:
    void readConfig(const QCommandLineParser &parser);
    void applyConfig(const QCommandLineParser &parser);
    void noteSources(const QCommandLineParser &parser);
    void readComparison(const QCommandLineParser &parser);
    void reportConfig(JsonWriter &json) const;
    void reportComparison(JsonWriter &json) const;

    bool m_listPresets = false;
    bool m_headGiven = false;
    // The config read; its sources name the option for each value given explicitly.
    std::optional<pelab::AlibiModelConfig> m_config;
    QString m_configFile; // the config file, or "preset NAME"
    std::optional<pelab::AlibiComparison> m_comparison;
    QString m_compareFile;
    std::string m_compareFormat;
    std::string m_compareDtype;
    std::string m_compareTensor;
    std::vector<std::uint64_t> m_compareShape; // as stored
    std::vector<int> m_compareSqueezed;        // axes of extent 1 dropped
};
