#pragma once

#include <QCoreApplication>
#include <QString>

// The language of the window: "" follows the system locale, "en" is the source English, "ja"
// Japanese. install() loads PE Lab's translation (compiled into the resources as
// :/i18n/pelab_LANG.qm) and Qt's own (qtbase_LANG.qm from Qt's translations directory, for
// the standard dialogs) in place of the ones it installed before, and returns the language used.
class Language
{
    Q_DECLARE_TR_FUNCTIONS(Language)

public:
    static QString settingsKey() { return QStringLiteral("language"); }
    // The language chosen in the settings, or "" for the system's.
    static QString chosen();
    // The language `choice` resolves to: the system locale's when empty; "en" when PE Lab has
    // no translation for it.
    static QString resolve(const QString &choice);
    static QString install(QCoreApplication &app, const QString &choice);
    // The language install() put in place last ("en" before any).
    static QString current();
};
