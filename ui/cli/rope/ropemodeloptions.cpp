#include "ropemodeloptions.h"

#include "clierror.h"
#include "clipresets.h"
#include "commandline/commandoptions.h"
#include "configreport.h"
#include "export/jsonwriter.h"
#include "rope/ropecheck.h"
#include "rope/ropemodelsetup.h"
#include "rope/ropespec.h"
#include "spec/tabstate.h"

#include "error.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>

#include <cstdio>
#include <type_traits>
#include <utility>

namespace {

QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

} // namespace

void RopeModelOptions::addTo(CommandOptions &options)
{
    options.add({
        {QStringLiteral("config"),
         tr("A Hugging Face config.json: the rotary dim, base, pairing and scaling (the other "
            "options override it)."),
         QStringLiteral("FILE")},
        {QStringLiteral("layer-type"),
         tr("The rope_parameters entry of a config with one per layer type (e.g. "
            "full_attention)."),
         QStringLiteral("T")},
    });
    CliPresets::addOptions(options, pelab::PresetFamily::Rope,
                           tr("Print the RoPE presets, one a line, and exit."));
}

void RopeModelOptions::read(const QCommandLineParser &parser)
{
    m_listPresets = parser.isSet(QStringLiteral("list-presets"));
    if (m_listPresets)
        return;
    const bool file = parser.isSet(QStringLiteral("config"));
    const bool preset = parser.isSet(QStringLiteral("preset"));
    if (file && preset)
        throw CliError(tr("--config and --preset exclude each other"));
    const std::string layerType = parser.value(QStringLiteral("layer-type")).toStdString();
    if (parser.isSet(QStringLiteral("layer-type")) && !file && !preset)
        throw CliError(tr("--layer-type needs --config or --preset"));
    try {
        if (file) {
            m_origin = parser.value(QStringLiteral("config"));
            m_config = RopeModelSetup::readFile(m_origin, QString::fromStdString(layerType));
        } else if (preset) {
            const QString name = parser.value(QStringLiteral("preset"));
            CliPresets::find(name, pelab::PresetFamily::Rope); // its own message when unknown
            m_origin = QStringLiteral("preset ") + name;
            m_config = RopeModelSetup::readPreset(name, QString::fromStdString(layerType));
        }
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
    readCompared(parser);
}

void RopeModelOptions::readCompared(const QCommandLineParser &parser)
{
    try {
        m_tables = RopeCheck::read(
            parser.value(RopeCheckKeys::compare), parser.value(RopeCheckKeys::compareCos),
            parser.value(RopeCheckKeys::compareSin), parser.value(RopeCheckKeys::compareTensor));
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
}

QString RopeModelOptions::applyTo(TabState &state) const
{
    return m_config ? RopeModelSetup::applyTo(state, *m_config) : QString();
}

std::int64_t RopeModelOptions::comparedPositions() const
{
    return m_tables ? m_tables->positions() : 0;
}

std::optional<pelab::RopeComparison> RopeModelOptions::compare(const pelab::RopeParameters &params,
                                                               const TabState &state) const
{
    if (!m_tables)
        return std::nullopt;
    try {
        return RopeCheck::compare(RopeCheck::reference(params, state), *m_tables);
    } catch (const pelab::Error &error) {
        throw CliError(QString::fromUtf8(error.what()));
    }
}

void RopeModelOptions::report(JsonWriter &json,
                              const std::optional<pelab::RopeComparison> &comparison) const
{
    if (m_config) {
        json.add("config", m_origin);
        json.add("head_dim", m_config->headDim);
        if (!m_config->layerType.empty())
            json.add("layer_type", m_config->layerType);
        writeConfigSources(json, *m_config);
    }
    if (!comparison)
        return;
    const pelab::RopeComparison &c = *comparison;
    const auto array = [&json](const char *key, const auto &values) {
        json.beginArray(key);
        for (const auto value : values) {
            if constexpr (std::is_same_v<std::decay_t<decltype(value)>, std::uint64_t>)
                json.addUnsigned({}, value);
            else
                json.add({}, value);
        }
        json.endArray();
    };
    json.beginObject("comparison");
    json.add("file", m_tables->name);
    json.add("dtype", m_tables->dtype);
    array("shape", m_tables->shape);
    array("squeezed_axes", m_tables->squeezedAxes);
    json.add("quantity", c.quantity);
    if (c.quantity == "cos_sin")
        json.add("positions", c.positions);
    json.add("precision", c.precision);
    json.add("judged_against", fromStd(pelab::ropeBasisName(c.basis)));
    json.add("max_abs_error", c.maxAbsError);
    json.add("max_rel_error", c.maxRelError);
    array("worst_index", c.worstIndex);
    json.add("worst_pair", c.worstPair);
    json.add("tolerance", c.tolerance);
    json.add("reference_max_rel_error", c.referenceMaxRelError);
    array("pair_rel_error", c.pairError);
    array("pair_tolerance", c.pairTolerance);
    if (c.quantity == "cos_sin")
        array("pair_position", c.pairPosition);
    json.add("match", c.match);
    json.add("likely_cause", fromStd(pelab::likelyCauseName(c.cause)));
    if (!c.causeDetail.empty())
        json.add("cause_detail", c.causeDetail);
    json.endObject();
}
