#include "bucketsmodelsetup.h"

#include "buckets/bucketsspec.h"
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

// The config's names for the tab's values.
QString stateKey(const std::string &name)
{
    if (name == "max_distance")
        return BucketsKeys::maxDistance;
    if (name == "buckets")
        return BucketsKeys::buckets;
    if (name == "heads")
        return BucketsKeys::heads;
    if (name == "scheme")
        return BucketsKeys::scheme;
    return {};
}

} // namespace

pelab::BucketModelConfig BucketsModelSetup::readFile(const QString &fileName, const QString &name)
{
    return pelab::readBucketConfigFile(QFile::encodeName(fileName).toStdString(),
                                       (name.isEmpty() ? fileName : name).toStdString());
}

pelab::BucketModelConfig BucketsModelSetup::readPreset(const QString &name)
{
    const pelab::ModelPreset *preset = pelab::findModelPreset(name.toStdString());
    if (!preset || preset->family != pelab::PresetFamily::Buckets)
        throw pelab::Error(tr("unknown bucket preset '%1'").arg(name).toStdString());
    return pelab::readBucketConfig(preset->config, "preset " + name.toStdString());
}

void BucketsModelSetup::applyTo(TabState &state, const pelab::BucketModelConfig &config,
                                const std::function<bool(const QString &key)> &kept)
{
    const auto free = [&kept](ParameterKey key) { return !kept || !kept(key); };
    if (free(BucketsKeys::scheme))
        state.set(BucketsKeys::scheme, config.scheme == pelab::BucketScheme::Deberta
                                           ? QStringLiteral("deberta")
                                           : QStringLiteral("t5"));
    if (free(BucketsKeys::buckets))
        state.setUnchecked(BucketsKeys::buckets, QVariant::fromValue(qint64(config.numBuckets)));
    if (free(BucketsKeys::maxDistance))
        state.setUnchecked(BucketsKeys::maxDistance,
                           QVariant::fromValue(qint64(config.maxDistance)));
    if (free(BucketsKeys::causal))
        state.set(BucketsKeys::causal, !config.encoderBidirectional);
    if (free(BucketsKeys::heads) && config.heads > 0)
        state.setUnchecked(BucketsKeys::heads, QVariant::fromValue(qint64(config.heads)));
    if (state.integer(BucketsKeys::head) > state.integer(BucketsKeys::heads))
        state.set(BucketsKeys::head, QVariant::fromValue(qint64(1)));
}

QStringList BucketsModelSetup::sourceLines(const pelab::BucketModelConfig &config,
                                           const TabState &state)
{
    QStringList lines;
    for (const auto &[name, key] : config.sources) {
        const QString tabKey = stateKey(name);
        const QString label = fromStd(name).replace(QLatin1Char('_'), QLatin1Char(' '));
        if (!tabKey.isEmpty() && state.spec()->parameterIndex(tabKey) >= 0)
            lines << tr("%1 %2 ← %3")
                         .arg(label, state.spec()->parameter(tabKey).toText(state.value(tabKey)),
                              fromStd(key));
        else
            lines << tr("%1 ← %2").arg(label, fromStd(key));
    }
    if (config.hasDecoder)
        lines << tr("encoder: bidirectional; its decoder buckets causally (tick Causal)");
    for (const std::string &line : config.ignored)
        lines << tr("ignored: %1").arg(fromStd(line));
    for (const std::string &line : config.notes)
        lines << tr("remark: %1").arg(fromStd(line));
    return lines;
}

ModelReading BucketsModelSetup::read(TabState &state, const QString &source, bool preset,
                                     const QString &)
{
    const pelab::BucketModelConfig config =
        preset ? readPreset(source) : readFile(source, QFileInfo(source).fileName());
    applyTo(state, config);
    ModelReading reading;
    reading.lines = sourceLines(config, state);
    return reading;
}
