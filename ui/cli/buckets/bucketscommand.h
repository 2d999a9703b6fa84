#pragma once

#include "tabcommand.h"

#include "spec/tabresult.h"

#include "bucketconfig.h"

#include <QString>

#include <optional>

class BucketsResult;
class BucketsCheckResult;

// `pelab-cli buckets`: the Buckets tab's command (BucketsSpec). Any view of the tab (the bucket
// of every relative position by default); --config or --preset reads the scheme, buckets, max
// distance and direction from a model's config.json; --bias reads a trained table; --compare
// checks an implementation's map or bias. The JSON report names the scheme, the exact region,
// the first distance of every bucket on each side, where the last bucket starts, the distances
// where float32 gives another bucket, and the comparison with its likely cause.
class BucketsCommand : public TabCommand
{
    Q_DECLARE_TR_FUNCTIONS(BucketsCommand)

public:
    BucketsCommand();

    QString synopsis() const override;
    QString description() const override;
    QString examples() const override;
    bool listsOnly() const override { return m_listPresets || TabCommand::listsOnly(); }
    void prepare(const QCommandLineParser &parser) override;
    int run(const CliOutputOptions &outputs) override;

protected:
    void addTabOptions(CommandOptions &options) const override;
    void prepareTab(const QCommandLineParser &parser) override;
    void report(JsonWriter &json, const ViewData &data) const override;

private:
    void reportLayout(JsonWriter &json, const BucketsResult &result) const;
    void reportConfig(JsonWriter &json) const;
    void reportComparison(JsonWriter &json, const BucketsCheckResult &check) const;

    bool m_listPresets = false;
    std::optional<pelab::BucketModelConfig> m_config;
    QString m_configFile; // the config file, or "preset NAME"
    ViewData m_check;     // the check view's data, with --compare
};
