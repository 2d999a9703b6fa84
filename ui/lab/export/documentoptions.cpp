#include "documentoptions.h"

QString DocumentOptions::paperId(Paper paper)
{
    return paper == Paper::Letter ? QStringLiteral("letter") : QStringLiteral("a4");
}

std::optional<DocumentOptions::Paper> DocumentOptions::parsePaper(const QString &id)
{
    if (id == QLatin1String("a4"))
        return Paper::A4;
    if (id == QLatin1String("letter"))
        return Paper::Letter;
    return std::nullopt;
}

QStringList DocumentOptions::paperIds()
{
    return {QStringLiteral("a4"), QStringLiteral("letter")};
}

QString DocumentOptions::paperName(Paper paper)
{
    return paper == Paper::Letter ? tr("Letter (8.5 × 11 in)") : tr("A4 (210 × 297 mm)");
}

QStringList DocumentOptions::languageIds()
{
    return {QStringLiteral("en"), QStringLiteral("ja")};
}

bool DocumentOptions::isLanguage(const QString &id)
{
    return languageIds().contains(id);
}

QString DocumentOptions::languageName(const QString &id)
{
    // Each language in its own words, as View → Language names them.
    return id == QLatin1String("ja") ? QStringLiteral("日本語") : QStringLiteral("English");
}
