#include "language.h"

#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace {

// The object name of the translators install() owns, so that the next call replaces them.
const QString kTranslatorName = QStringLiteral("pelabLanguage");
QString g_current = QStringLiteral("en");

} // namespace

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
    // Each change sends every widget a LanguageChange event.
    const auto installed =
        app.findChildren<QTranslator *>(kTranslatorName, Qt::FindDirectChildrenOnly);
    for (QTranslator *old : installed) {
        QCoreApplication::removeTranslator(old);
        delete old;
    }
    g_current = language;
    if (language == QLatin1String("en"))
        return language;
    auto *qt = new QTranslator(&app);
    qt->setObjectName(kTranslatorName);
    if (qt->load(QStringLiteral("qtbase_") + language,
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *own = new QTranslator(&app);
    own->setObjectName(kTranslatorName);
    if (own->load(QStringLiteral(":/i18n/pelab_%1.qm").arg(language)))
        QCoreApplication::installTranslator(own);
    return language;
}

QString Language::current()
{
    return g_current;
}
