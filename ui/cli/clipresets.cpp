#include "clipresets.h"

#include "clierror.h"
#include "commandline/commandoptions.h"

#include <QCommandLineParser>

#include <algorithm>

#include <cstdio>

namespace {

QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QString command(pelab::PresetFamily family)
{
    switch (family) {
    case pelab::PresetFamily::Rope:
        return QStringLiteral("rope");
    case pelab::PresetFamily::Alibi:
        return QStringLiteral("alibi");
    case pelab::PresetFamily::Buckets:
        break;
    }
    return QStringLiteral("buckets");
}

} // namespace

QString CliPresets::familyName(pelab::PresetFamily family)
{
    switch (family) {
    case pelab::PresetFamily::Rope:
        return tr("a RoPE");
    case pelab::PresetFamily::Alibi:
        return tr("an ALiBi");
    case pelab::PresetFamily::Buckets:
        break;
    }
    return tr("a bucketed relative bias");
}

const pelab::ModelPreset &CliPresets::find(const QString &name, pelab::PresetFamily family)
{
    const pelab::ModelPreset *preset = pelab::findModelPreset(name.toStdString());
    if (!preset)
        throw CliError(
            tr("unknown preset '%1' (see pelab-cli %2 --list-presets)").arg(name, command(family)));
    if (preset->family != family)
        throw CliError(tr("preset '%1' is %2 model: use pelab-cli %3 --preset %1")
                           .arg(name, familyName(preset->family), command(preset->family)));
    return *preset;
}

QStringList CliPresets::names(pelab::PresetFamily family)
{
    QStringList names;
    for (const pelab::ModelPreset &preset : pelab::modelPresets()) {
        if (preset.family == family)
            names << fromStd(preset.name);
    }
    return names;
}

void CliPresets::addOptions(CommandOptions &options, pelab::PresetFamily family,
                            const QString &listHelp)
{
    options.addChoice({QStringLiteral("preset"),
                       tr("A shipped model configuration (see --list-presets)."),
                       QStringLiteral("NAME")},
                      names(family));
    options.add({QStringLiteral("list-presets"), listHelp});
}

void CliPresets::print(pelab::PresetFamily family)
{
    // The names in a column two spaces wider than the longest.
    qsizetype width = 0;
    for (const pelab::ModelPreset &preset : pelab::modelPresets())
        if (preset.family == family)
            width = std::max(width, qsizetype(preset.name.size()) + 2);
    for (const pelab::ModelPreset &preset : pelab::modelPresets()) {
        if (preset.family != family)
            continue;
        const QByteArray line =
            (fromStd(preset.name).leftJustified(width) + fromStd(preset.title) +
             QStringLiteral("  (") + fromStd(preset.source) + QStringLiteral(")\n"))
                .toUtf8();
        std::fwrite(line.constData(), 1, std::size_t(line.size()), stdout);
    }
}

QString CliPresets::source(const QCommandLineParser &parser, pelab::PresetFamily family)
{
    const bool preset = parser.isSet(QStringLiteral("preset"));
    if (preset && parser.isSet(QStringLiteral("config")))
        throw CliError(tr("--config and --preset exclude each other"));
    if (preset) {
        const QString name = parser.value(QStringLiteral("preset"));
        find(name, family); // its own message for an unknown name or one of another family
        return QStringLiteral("preset ") + name;
    }
    if (!parser.isSet(QStringLiteral("config")))
        return {};
    const QString file = parser.value(QStringLiteral("config"));
    if (file.isEmpty())
        throw CliError(tr("--config needs a file name"));
    return file;
}

QString CliPresets::presetName(const QString &source)
{
    const QLatin1String prefix("preset ");
    return source.startsWith(prefix) ? source.mid(prefix.size()) : QString();
}
