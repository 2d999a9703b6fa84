#include "language.h"

#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

QString Language::chosen()
{
    return QSettings().value(settingsKey()).toString();
}

QString Language::resolve(const QString &choice)
{
    const QString language =
        choice.isEmpty() ? QLocale::languageToCode(QLocale::system().language()) : choice;
    if (language != QLatin1String("en") &&
        QFile::exists(QStringLiteral(":/i18n/pelab_%1.qm").arg(language)))
        return language;
    return QStringLiteral("en");
}

QString Language::install(QCoreApplication &app, const QString &choice)
{
    const QString language = resolve(choice);
    if (language == QLatin1String("en"))
        return language;
    auto *qt = new QTranslator(&app);
    if (qt->load(QStringLiteral("qtbase_") + language,
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *own = new QTranslator(&app);
    if (own->load(QStringLiteral(":/i18n/pelab_%1.qm").arg(language)))
        QCoreApplication::installTranslator(own);
    return language;
}
