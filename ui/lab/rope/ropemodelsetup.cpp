#include "ropemodelsetup.h"

#include "rope/ropecheck.h"
#include "rope/ropesequence.h"
#include "rope/ropespec.h"
#include "spec/tabspec.h"
#include "spec/tabstate.h"

#include "error.h"
#include "modelpresets.h"

#include <QFile>
#include <QFileInfo>

#include <utility>

namespace {

QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// The tab's key of a value the config reader names ("rotary_dim" → "dim"), or empty.
QString stateKey(const std::string &name)
{
    if (name == "rotary_dim")
        return RopeKeys::dim;
    if (name == "original_max_position_embeddings")
        return RopeKeys::originalMaxPositions;
    if (name == "truncate")
        return {};
    // M-RoPE and the layer schedule (RopeModelConfig's value names).
    static const std::pair<const char *, ParameterKey> renamed[] = {
        {"spatial_merge_size", RopeKeys::spatialMerge},
        {"num_hidden_layers", RopeKeys::layers},
        {"layer_types", RopeKeys::layerWindows},
        {"no_rope_layers", RopeKeys::layerRope},
        {"rope_local_base_freq", RopeKeys::localBase},
        {"attention_chunk_size", RopeKeys::attentionChunk},
    };
    for (const auto &[config, key] : renamed)
        if (name == config)
            return key;
    return fromStd(name).replace(QLatin1Char('_'), QLatin1Char('-'));
}

} // namespace

QByteArray RopeModelSetup::readBytes(const QString &fileName, qint64 limit)
{
    QFile file(fileName);
    if (QFileInfo(fileName).isDir())
        throw pelab::Error(tr("%1: is a folder, not a file").arg(fileName).toStdString());
    if (!file.open(QIODevice::ReadOnly))
        throw pelab::Error(
            tr("%1: cannot be read: %2").arg(fileName, file.errorString()).toStdString());
    if (file.size() > limit)
        throw pelab::Error(tr("%1: %2 bytes, above the limit of %3 bytes")
                               .arg(fileName)
                               .arg(file.size())
                               .arg(limit)
                               .toStdString());
    return file.readAll();
}

pelab::RopeModelConfig RopeModelSetup::readFile(const QString &fileName, const QString &layerType)
{
    const QByteArray text = readBytes(fileName, kMaxConfigBytes);
    return pelab::readRopeConfig(std::string_view(text.constData(), std::size_t(text.size())),
                                 QFileInfo(fileName).fileName().toStdString(),
                                 layerType.toStdString());
}

pelab::RopeModelConfig RopeModelSetup::readPreset(const QString &name, const QString &layerType)
{
    const pelab::ModelPreset *preset = pelab::findModelPreset(name.toStdString());
    if (!preset || preset->family != pelab::PresetFamily::Rope)
        throw pelab::Error(tr("unknown RoPE preset '%1'").arg(name).toStdString());
    return pelab::readRopeConfig(preset->config, "preset " + name.toStdString(),
                                 layerType.toStdString());
}

QString RopeModelSetup::applyTo(TabState &state, const pelab::RopeModelConfig &config)
{
    const std::pair<ParameterKey, QVariant> values[] = {
        {RopeKeys::dim, QVariant::fromValue(qint64(config.rotaryDim))},
        {RopeKeys::base, config.base},
        {RopeKeys::pairing, fromStd(pelab::pairingName(config.pairing))},
        {RopeCheckKeys::headDim, QVariant::fromValue(qint64(config.headDim))},
    };
    for (const auto &[key, value] : values) {
        const QString problem = state.set(key, value);
        if (!problem.isEmpty())
            return problem;
    }
    const QString problem = RopeSpec::setScaling(state, config.scaling);
    return problem.isEmpty() ? RopeSequence::setFromConfig(state, config) : problem;
}

QStringList RopeModelSetup::sourceLines(const pelab::RopeModelConfig &config, const TabState &state)
{
    QStringList lines;
    for (const auto &[name, key] : config.sources) {
        QString value;
        const QString tabKey = stateKey(name);
        if (name == "head_dim")
            value = QString::number(config.headDim);
        else if (!tabKey.isEmpty() && state.spec()->parameterIndex(tabKey) >= 0 &&
                 !state.value(tabKey).isNull())
            value = state.spec()->parameter(tabKey).toText(state.value(tabKey));
        QString label = fromStd(name).replace(QLatin1Char('_'), QLatin1Char(' '));
        if (value.size() > 24)
            value = value.left(21) + QStringLiteral("…");
        lines << (value.isEmpty() ? tr("%1 ← %2").arg(label, fromStd(key))
                                  : tr("%1 %2 ← %3").arg(label, value, fromStd(key)));
    }
    return lines;
}

ModelReading RopeModelSetup::read(TabState &state, const QString &source, bool preset,
                                  const QString &layerType)
{
    const pelab::RopeModelConfig config =
        preset ? readPreset(source, layerType) : readFile(source, layerType);
    ModelReading reading;
    reading.problem = applyTo(state, config);
    reading.lines = sourceLines(config, state);
    for (const std::string &line : config.ignored)
        reading.lines << tr("ignored: %1").arg(QString::fromStdString(line));
    for (const std::string &type : config.layerTypes)
        reading.layerTypes << QString::fromStdString(type);
    reading.layerType = QString::fromStdString(config.layerType);
    return reading;
}
