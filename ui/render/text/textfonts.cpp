#include "textfonts.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontDatabase>
#include <QFontInfo>
#include <QGuiApplication>

namespace {

const QString kJapanese = QStringLiteral("BIZ UDPGothic");

// The generic names fontconfig resolves; a QFont may ask for one (the offscreen platform's
// application font is "Sans Serif").
const char *const kGenericFamilies[] = {
    "Sans Serif", "sans-serif", "Sans", "sans", "Serif", "serif", "Monospace", "monospace",
};

bool s_installed = false;

bool hasGui()
{
    const QCoreApplication *app = QCoreApplication::instance();
    return app && app->inherits("QGuiApplication");
}

// Run while the QGuiApplication is made (its platform and fonts are there by then), so that
// even a test suite's figures are drawn with the fonts the programs use.
void installAtStartup()
{
    if (hasGui())
        TextFonts::install();
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(installAtStartup)

namespace TextFonts {

QString japaneseFamily()
{
    return QFontDatabase::hasFamily(kJapanese) ? kJapanese : QString();
}

void install()
{
    if (s_installed || !hasGui())
        return;
    s_installed = true;
    const QString japanese = japaneseFamily();

    // The generic names as fontconfig resolves them, before any substitution changes that.
    QList<QPair<QString, QString>> generic;
    for (const char *name : kGenericFamilies) {
        const QString family = QString::fromLatin1(name);
        generic.append({family, QFontInfo(QFont(family)).family()});
    }

    QFont font = QGuiApplication::font();
    const QString latin = QFontInfo(font).family();
    QStringList families{latin};
    if (!japanese.isEmpty() && japanese != latin)
        families << japanese;
    font.setFamilies(families);
    font.setStyleStrategy(QFont::StyleStrategy(font.styleStrategy() | QFont::PreferNoShaping));
    QGuiApplication::setFont(font);

    if (japanese.isEmpty())
        return;
    for (const QString &family : QFontDatabase::families()) {
        if (!QFontDatabase::writingSystems(family).contains(QFontDatabase::Japanese))
            QFont::insertSubstitution(family, japanese);
    }
    for (const auto &[name, resolved] : generic)
        QFont::insertSubstitutions(name, {resolved, japanese});
}

QStringList documentFamilies(const QString &language)
{
    const QStringList application = QGuiApplication::font().families();
    const QString japanese = japaneseFamily();
    if (language != QLatin1String("ja") || japanese.isEmpty())
        return application;
    QStringList families{japanese};
    for (const QString &family : application) {
        if (family != japanese)
            families << family;
    }
    return families;
}

int documentLineHeight(const QString &language)
{
    return language == QLatin1String("ja") && !japaneseFamily().isEmpty() ? 140 : 100;
}

} // namespace TextFonts
