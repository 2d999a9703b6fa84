#pragma once

#include "rope/ropecheck.h"

#include "ropeanalysis.h"
#include "ropeconfig.h"
#include "ropeconformance.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

class JsonWriter;
class CommandOptions;
class QCommandLineParser;
class TabState;

// pelab-cli rope's model options: a Hugging Face config.json (--config FILE, --layer-type T) or
// a shipped preset (--preset NAME, --list-presets) sets the rotary dim, base, pairing, scaling
// and head width, which the explicit options then override. The check view's parameters
// (--compare FILE, or --compare-cos F --compare-sin F; RopeCheck) name an implementation's
// tables, read here for the JSON report's comparison.
class RopeModelOptions
{
    Q_DECLARE_TR_FUNCTIONS(RopeModelOptions)

public:
    static void addTo(CommandOptions &options);

    // Reads the options and the files they name; throws CliError (exit 2) naming the file or
    // key and the problem.
    void read(const QCommandLineParser &parser);
    bool listPresets() const { return m_listPresets; }

    const std::optional<pelab::RopeModelConfig> &config() const { return m_config; }
    // The config's values into the RoPE tab's state: dim (the rotary part), base, pairing and
    // every value of the scaling. Returns the problem of a value the tab refuses, else empty.
    QString applyTo(TabState &state) const;
    // Positions the compared cache has (0 without a cache), the default of --positions.
    std::int64_t comparedPositions() const;
    QString comparedName() const { return m_tables ? m_tables->name : QString(); }
    bool comparing() const { return m_tables.has_value(); }

    // The comparison against the reference of `params` and the state's head width, sequence
    // and layer (RopeCheck::reference; throws CliError for a table of the wrong shape).
    std::optional<pelab::RopeComparison> compare(const pelab::RopeParameters &params,
                                                 const TabState &state) const;
    // rotary_dim, head_dim, the config's sources and ignored keys; and the comparison.
    void report(JsonWriter &json, const std::optional<pelab::RopeComparison> &comparison) const;

private:
    void readCompared(const QCommandLineParser &parser);

    bool m_listPresets = false;
    QString m_origin; // the config file, or "preset NAME"
    std::optional<pelab::RopeModelConfig> m_config;
    std::optional<RopeCheck::Tables> m_tables;
};
