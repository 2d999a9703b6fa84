#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

// How a printed document (the step-through handout, worksheets, an answer key) is set: the
// paper and the language of its text. QtCore only: pelab-cli checks the options before any
// GUI exists; the page size and fonts are the render layer's (PdfBook).
struct DocumentOptions
{
    Q_DECLARE_TR_FUNCTIONS(DocumentOptions)

public:
    enum class Paper
    {
        A4,     // 210 × 297 mm, 595 × 842 pt
        Letter, // 8.5 × 11 in, 612 × 792 pt
    };

    Paper paper = Paper::A4;
    QString language = QStringLiteral("en"); // "en" or "ja"

    static QString paperId(Paper paper); // "a4", "letter"
    static std::optional<Paper> parsePaper(const QString &id);
    static QStringList paperIds();
    static QString paperName(Paper paper); // "A4 (210 × 297 mm)", translated
    static QStringList languageIds();      // "en", "ja"
    static bool isLanguage(const QString &id);
    static QString languageName(const QString &id); // "English", "日本語"
};
