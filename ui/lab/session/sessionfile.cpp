#include "sessionfile.h"

#include "export/atomicwriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>
#include <optional>

namespace {

const QString kFormat = QStringLiteral("pelab-session");

bool isBareFileName(const QString &name)
{
    return !name.isEmpty() && !name.contains(QLatin1Char('/')) &&
           !name.contains(QLatin1Char('\\')) && name != QLatin1String(".") &&
           name != QLatin1String("..") && !name.contains(QChar(0));
}

// An integer JSON number within [min, max], or nothing.
std::optional<int> intValue(const QJsonValue &value, int min, int max)
{
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    if (number != std::floor(number) || number < min || number > max)
        return std::nullopt;
    return int(number);
}

} // namespace

bool SessionExport::operator==(const SessionExport &other) const
{
    return tab == other.tab && view == other.view && parameters == other.parameters &&
           format == other.format && file == other.file && figure.width == other.figure.width &&
           figure.height == other.figure.height && figure.dpi == other.figure.dpi &&
           figure.style == other.figure.style && figure.pagePoints == other.figure.pagePoints;
}

QByteArray SessionFile::toJson() const
{
    QJsonObject tabObject;
    for (auto it = tabs.begin(); it != tabs.end(); ++it)
        tabObject.insert(it.key(), it.value());
    QJsonArray exportArray;
    for (const SessionExport &e : exports) {
        QJsonObject entry{
            {QStringLiteral("tab"), e.tab},
            {QStringLiteral("view"), e.view},
            {QStringLiteral("parameters"), e.parameters},
            {QStringLiteral("format"), ExportFormats::id(e.format)},
            {QStringLiteral("file"), e.file},
        };
        if (ExportFormats::isFigure(e.format)) {
            entry.insert(QStringLiteral("width"), e.figure.width);
            entry.insert(QStringLiteral("height"), e.figure.height);
            entry.insert(QStringLiteral("dpi"), e.figure.dpi);
            // The style and the exact page only when given: older sessions stay as they were.
            if (!e.figure.style.isDefault())
                entry.insert(QStringLiteral("style"), e.figure.style.toJson());
            if (!e.figure.pagePoints.isEmpty())
                entry.insert(QStringLiteral("page-points"),
                             QJsonArray{e.figure.pagePoints.width(), e.figure.pagePoints.height()});
        }
        exportArray.append(entry);
    }
    const QJsonObject root{
        {QStringLiteral("format"), kFormat},
        {QStringLiteral("version"), kVersion},
        {QStringLiteral("application"), QStringLiteral("PE Lab " PELAB_VERSION)},
        {QStringLiteral("currentTab"), currentTab},
        {QStringLiteral("tabs"), tabObject},
        {QStringLiteral("exports"), exportArray},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool SessionFile::fromJson(const QByteArray &json, SessionFile *session, QString *error,
                           QStringList *warnings)
{
    const auto failWith = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return failWith(tr("not valid JSON: %1 at byte %2")
                            .arg(parseError.errorString())
                            .arg(parseError.offset));
    if (!document.isObject())
        return failWith(tr("not a PE Lab session: the file holds no JSON object"));
    const QJsonObject root = document.object();
    if (root.value(QStringLiteral("format")).toString() != kFormat)
        return failWith(tr("not a PE Lab session: \"format\" is not \"%1\"").arg(kFormat));
    const std::optional<int> version = intValue(root.value(QStringLiteral("version")), 1, 1 << 30);
    if (!version)
        return failWith(tr("the session has no valid \"version\" number"));
    if (*version > kVersion)
        return failWith(tr("the session has version %1; this PE Lab reads version %2 (a newer "
                           "PE Lab wrote it)")
                            .arg(*version)
                            .arg(kVersion));

    QStringList notes;
    SessionFile out;
    static const QStringList known{QStringLiteral("format"),      QStringLiteral("version"),
                                   QStringLiteral("application"), QStringLiteral("currentTab"),
                                   QStringLiteral("tabs"),        QStringLiteral("exports")};
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (!known.contains(it.key()))
            notes << tr("unknown field \"%1\" ignored").arg(it.key());
    }
    const QJsonValue current = root.value(QStringLiteral("currentTab"));
    if (!current.isUndefined() && !current.isString())
        return failWith(tr("\"currentTab\" must be a tab name"));
    out.currentTab = current.toString();

    const QJsonValue tabs = root.value(QStringLiteral("tabs"));
    if (!tabs.isUndefined() && !tabs.isObject())
        return failWith(tr("\"tabs\" must be an object of tab names and parameters"));
    const QJsonObject tabObject = tabs.toObject();
    for (auto it = tabObject.begin(); it != tabObject.end(); ++it) {
        if (!it.value().isObject())
            return failWith(tr("the parameters of tab \"%1\" must be an object").arg(it.key()));
        out.tabs.insert(it.key(), it.value().toObject());
    }

    const QJsonValue exports = root.value(QStringLiteral("exports"));
    if (!exports.isUndefined() && !exports.isArray())
        return failWith(tr("\"exports\" must be a list"));
    const QJsonArray exportArray = exports.toArray();
    static const QStringList knownExport{
        QStringLiteral("tab"),        QStringLiteral("view"), QStringLiteral("parameters"),
        QStringLiteral("format"),     QStringLiteral("file"), QStringLiteral("width"),
        QStringLiteral("height"),     QStringLiteral("dpi"),  QStringLiteral("style"),
        QStringLiteral("page-points")};
    for (qsizetype i = 0; i < exportArray.size(); ++i) {
        const int n = int(i) + 1;
        if (!exportArray[i].isObject())
            return failWith(tr("export %1 is not an object").arg(n));
        const QJsonObject entry = exportArray[i].toObject();
        SessionExport e;
        e.tab = entry.value(QStringLiteral("tab")).toString();
        if (e.tab.isEmpty())
            return failWith(tr("export %1 names no tab").arg(n));
        e.view = entry.value(QStringLiteral("view")).toString();
        const QJsonValue parameters = entry.value(QStringLiteral("parameters"));
        if (!parameters.isUndefined() && !parameters.isObject())
            return failWith(tr("the parameters of export %1 must be an object").arg(n));
        e.parameters = parameters.toObject();
        const QString formatId = entry.value(QStringLiteral("format")).toString();
        std::optional<ExportFormat> format;
        for (ExportFormat f : ExportFormats::dataFormats() + ExportFormats::figureFormats()) {
            if (ExportFormats::id(f) == formatId)
                format = f;
        }
        if (!format)
            return failWith(tr("export %1 has an unknown format \"%2\"").arg(n).arg(formatId));
        e.format = *format;
        e.file = entry.value(QStringLiteral("file")).toString();
        if (!isBareFileName(e.file))
            return failWith(
                tr("export %1: \"file\" must be a file name without a directory").arg(n));
        if (ExportFormats::isFigure(e.format)) {
            const auto width = intValue(entry.value(QStringLiteral("width")),
                                        FigureOptions::kMinPixels, FigureOptions::kMaxPixels);
            const auto height = intValue(entry.value(QStringLiteral("height")),
                                         FigureOptions::kMinPixels, FigureOptions::kMaxPixels);
            const auto dpi = intValue(entry.value(QStringLiteral("dpi")), FigureOptions::kMinDpi,
                                      FigureOptions::kMaxDpi);
            if (!width || !height || !dpi)
                return failWith(tr("export %1: the figure needs a width and height of %2 … %3 "
                                   "pixels and a DPI of %4 … %5")
                                    .arg(n)
                                    .arg(FigureOptions::kMinPixels)
                                    .arg(FigureOptions::kMaxPixels)
                                    .arg(FigureOptions::kMinDpi)
                                    .arg(FigureOptions::kMaxDpi));
            e.figure.width = *width;
            e.figure.height = *height;
            e.figure.dpi = *dpi;
            const QJsonValue style = entry.value(QStringLiteral("style"));
            if (!style.isUndefined()) {
                QString problem;
                QStringList unknown;
                const std::optional<FigureStyle> parsed =
                    style.isObject() ? FigureStyle::fromJson(style.toObject(), &problem, &unknown)
                                     : std::nullopt;
                if (!parsed)
                    return failWith(tr("export %1: the figure style is not usable: %2")
                                        .arg(n)
                                        .arg(style.isObject() ? problem : tr("not an object")));
                e.figure.style = *parsed;
                for (const QString &key : std::as_const(unknown))
                    notes << tr("export %1: unknown figure style field \"%2\" ignored")
                                 .arg(n)
                                 .arg(key);
            }
            const QJsonArray page = entry.value(QStringLiteral("page-points")).toArray();
            if (page.size() == 2 && page[0].toDouble() > 0.0 && page[1].toDouble() > 0.0)
                e.figure.pagePoints = QSizeF(page[0].toDouble(), page[1].toDouble());
        }
        for (auto it = entry.begin(); it != entry.end(); ++it) {
            if (!knownExport.contains(it.key()))
                notes << tr("export %1: unknown field \"%2\" ignored").arg(n).arg(it.key());
        }
        out.exports.append(e);
    }

    if (session)
        *session = out;
    if (warnings)
        *warnings += notes;
    return true;
}

bool SessionFile::load(const QString &fileName, SessionFile *session, QString *error,
                       QStringList *warnings)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("cannot read %1: %2").arg(fileName, file.errorString());
        return false;
    }
    if (file.size() > kMaxFileSize) {
        if (error)
            *error =
                tr("%1 is too large for a session file (%2 bytes)").arg(fileName).arg(file.size());
        return false;
    }
    QString problem;
    if (!fromJson(file.readAll(), session, &problem, warnings)) {
        if (error)
            *error = tr("%1: %2").arg(fileName, problem);
        return false;
    }
    return true;
}

bool SessionFile::save(const QString &fileName, QString *error) const
{
    const QByteArray bytes = toJson();
    const WriteResult result =
        AtomicWriter::write(fileName, [&bytes](QIODevice &device, QString &) {
            return device.write(bytes) == bytes.size();
        });
    if (!result.ok() && error)
        *error = result.error;
    return result.ok();
}

QString SessionFile::outputPath(const QDir &outdir, const QString &file)
{
    // Not outdir.filePath(file): that returns a name starting with a colon unchanged (Qt takes
    // ":x.csv" for a resource path), and QSaveFile then writes it in the current directory.
    const QString dir = outdir.path();
    return dir.endsWith(QLatin1Char('/')) ? QString(dir + file)
                                          : QString(dir + QLatin1Char('/') + file);
}
