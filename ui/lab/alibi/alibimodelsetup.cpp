#include "alibimodelsetup.h"

#include "alibi/alibispec.h"
#include "spec/tabspec.h"
#include "spec/tabstate.h"

#include "error.h"
#include "modelpresets.h"

#include <QFile>
#include <QFileInfo>

namespace {

QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// The positions the config gives are the tab's --positions.
void renameTrainLength(pelab::AlibiModelConfig &config)
{
    for (auto &[value, key] : config.sources) {
        if (value == "train_length")
            value = "positions";
    }
}

QString stateKey(const std::string &name)
{
    if (name == "alibi_bias_max")
        return AlibiKeys::alibiBiasMax;
    return fromStd(name);
}

} // namespace

pelab::AlibiModelConfig AlibiModelSetup::readFile(const QString &fileName, const QString &name)
{
    pelab::AlibiModelConfig config =
        pelab::readAlibiConfigFile(QFile::encodeName(fileName).toStdString(),
                                   (name.isEmpty() ? fileName : name).toStdString());
    renameTrainLength(config);
    return config;
}

pelab::AlibiModelConfig AlibiModelSetup::readPreset(const QString &name)
{
    const pelab::ModelPreset *preset = pelab::findModelPreset(name.toStdString());
    if (!preset || preset->family != pelab::PresetFamily::Alibi)
        throw pelab::Error(tr("unknown ALiBi preset '%1'").arg(name).toStdString());
    pelab::AlibiModelConfig config =
        pelab::readAlibiConfig(preset->config, "preset " + name.toStdString());
    renameTrainLength(config);
    return config;
}

void AlibiModelSetup::applyTo(TabState &state, const pelab::AlibiModelConfig &config,
                              const std::function<bool(const QString &key)> &kept)
{
    const auto free = [&kept](const char *key) { return !kept || !kept(QLatin1String(key)); };
    if (free("heads"))
        state.setUnchecked(AlibiKeys::heads, QVariant::fromValue(qint64(config.heads)));
    if (free("rule"))
        state.set(AlibiKeys::rule, QString::fromLatin1(pelab::slopeRuleName(config.rule)));
    if (free("alibi-bias-max") && config.rule == pelab::SlopeRule::Mpt)
        state.setUnchecked(AlibiKeys::alibiBiasMax, config.alibiBiasMax);
    if (free("positions") && config.trainLength > 0)
        state.setUnchecked(AlibiKeys::positions, QVariant::fromValue(qint64(config.trainLength)));
}

void AlibiModelSetup::keepViewsWithin(TabState &state)
{
    const std::int64_t heads = AlibiSpec::headCount(state);
    if (heads > 0 && state.integer(AlibiKeys::head) > heads)
        state.set(AlibiKeys::head, QVariant::fromValue(qint64(heads)));
    const std::int64_t positions = state.integer(AlibiKeys::positions);
    if (state.isSet(AlibiKeys::query) && state.integer(AlibiKeys::query) >= positions)
        state.set(AlibiKeys::query, QVariant());
}

QStringList AlibiModelSetup::sourceLines(const pelab::AlibiModelConfig &config,
                                         const TabState &state)
{
    QStringList lines;
    for (const auto &[name, key] : config.sources) {
        const QString tabKey = stateKey(name);
        QString label = fromStd(name).replace(QLatin1Char('_'), QLatin1Char(' '));
        if (state.spec()->parameterIndex(tabKey) >= 0)
            lines << tr("%1 %2 ← %3")
                         .arg(label, state.spec()->parameter(tabKey).toText(state.value(tabKey)),
                              fromStd(key));
        else
            lines << tr("%1 ← %2").arg(label, fromStd(key));
    }
    lines << tr("rule implied: %1").arg(fromStd(config.ruleDescription()));
    for (const std::string &line : config.ignored)
        lines << tr("ignored: %1").arg(fromStd(line));
    for (const std::string &line : config.notes)
        lines << tr("remark: %1").arg(fromStd(line));
    return lines;
}

ModelReading AlibiModelSetup::read(TabState &state, const QString &source, bool preset,
                                   const QString &)
{
    const pelab::AlibiModelConfig config =
        preset ? readPreset(source) : readFile(source, QFileInfo(source).fileName());
    applyTo(state, config);
    keepViewsWithin(state);
    ModelReading reading;
    reading.lines = sourceLines(config, state);
    return reading;
}
