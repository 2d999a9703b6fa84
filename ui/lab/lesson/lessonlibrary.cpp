#include "lessonlibrary.h"

#include <QDir>
#include <QFileInfo>

namespace {

const QString kDirectory = QStringLiteral(":/lessons");

} // namespace

QStringList LessonLibrary::names()
{
    QStringList out;
    const QStringList files =
        QDir(kDirectory).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &file : files)
        out << QFileInfo(file).completeBaseName();
    return out;
}

QString LessonLibrary::path(const QString &name)
{
    return names().contains(name) ? kDirectory + QLatin1Char('/') + name + QStringLiteral(".json")
                                  : QString();
}

QString LessonLibrary::resolve(const QString &nameOrFile)
{
    const QString shipped = path(nameOrFile);
    if (!shipped.isEmpty())
        return shipped;
    // A resource path is not a file of the user's (":/lessons/x.json" names a shipped lesson).
    if (nameOrFile.startsWith(QLatin1Char(':')))
        return {};
    return QFileInfo(nameOrFile).isFile() ? nameOrFile : QString();
}
