#pragma once

#include "arrayfile.h"
#include "ropeanalysis.h"
#include "ropeconfig.h"
#include "ropeconformance.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

class JsonWriter;
class QCommandLineParser;
class TabState;

// pelab-cli rope's model options: a Hugging Face config.json (--config FILE, --layer-type T) or
// a shipped preset (--preset NAME, --list-presets) sets the rotary dim, base, pairing and
// scaling, which the explicit options then override; --compare FILE (an inv_freq vector, or a
// safetensors file holding cos and sin) or --compare-cos F --compare-sin F checks an
// implementation's tables against that reference.
class RopeModelOptions
{
    Q_DECLARE_TR_FUNCTIONS(RopeModelOptions)

public:
    static void addTo(QCommandLineParser &parser);

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
    bool comparing() const { return m_invFreq.has_value() || m_cos.has_value(); }

    // The comparison against the reference of `params` (throws CliError for a table of the
    // wrong shape).
    std::optional<pelab::RopeComparison> compare(const pelab::RopeParameters &params) const;
    // rotary_dim, head_dim, the config's sources and ignored keys; and the comparison.
    void report(JsonWriter &json, const std::optional<pelab::RopeComparison> &comparison) const;

private:
    void readCompared(const QCommandLineParser &parser);
    void setInvFreq(const pelab::LoadedArray &array);

    bool m_listPresets = false;
    QString m_origin; // the config file, or "preset NAME"
    std::optional<pelab::RopeModelConfig> m_config;
    std::optional<std::vector<double>> m_invFreq;
    std::optional<pelab::Matrix> m_cos;
    std::optional<pelab::Matrix> m_sin;
    bool m_float32 = false;
    QString m_comparedName;
};
