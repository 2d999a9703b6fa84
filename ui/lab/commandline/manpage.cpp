#include "manpage.h"

#include "commandline/commandlinedoc.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

namespace {

// "\fB\-h\fR, \fB\-\-help\fR \fIFILE\fR": an option's names and value as the page shows them.
QString optionTerm(const QCommandLineOption &option)
{
    QStringList names;
    for (const QString &name : option.names())
        names << QStringLiteral("\\fB") +
                     ManPage::escape(
                         (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name) +
                     QStringLiteral("\\fR");
    QString term = names.join(QStringLiteral(", "));
    if (!option.valueName().isEmpty())
        term +=
            QStringLiteral(" \\fI") + ManPage::escape(option.valueName()) + QStringLiteral("\\fR");
    return term;
}

// Plain text as roff: paragraphs (a single line break is a space), literal lines (two leading
// spaces) in no-fill blocks, indented.
QString paragraphs(const QString &text)
{
    QString out;
    QStringList words;
    bool literal = false;
    const auto endParagraph = [&] {
        if (!words.isEmpty())
            out += ManPage::escape(words.join(QLatin1Char(' '))) + QLatin1Char('\n');
        words.clear();
    };
    const auto endLiteral = [&] {
        if (literal)
            out += QStringLiteral(".fi\n.RE\n");
        literal = false;
    };
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral("  "))) {
            endParagraph();
            if (!literal)
                out += QStringLiteral(".PP\n.RS 4\n.nf\n");
            literal = true;
            out += ManPage::escape(line.trimmed()) + QLatin1Char('\n');
        } else if (line.trimmed().isEmpty()) {
            endParagraph();
            endLiteral();
        } else {
            endLiteral();
            if (words.isEmpty() && !out.isEmpty())
                out += QStringLiteral(".PP\n");
            words << line.trimmed();
        }
    }
    endParagraph();
    endLiteral();
    return out;
}

QString optionList(const CommandOptions &options)
{
    QString out;
    for (const CommandOptions::Option &option : options.options()) {
        out += QStringLiteral(".TP\n") + optionTerm(option.option) + QLatin1Char('\n');
        QString help = option.option.description().simplified();
        // A choice whose help does not name its values (a model preset's) names them here.
        if (option.value == CommandOptions::Value::Choice &&
            std::none_of(option.choices.begin(), option.choices.end(),
                         [&](const QString &choice) { return help.contains(choice); }))
            help += QStringLiteral(" One of: ") + option.choices.join(QStringLiteral(", ")) +
                    QLatin1Char('.');
        out += ManPage::escape(help) + QLatin1Char('\n');
    }
    for (const CommandOptions::Argument &argument : options.arguments()) {
        out += QStringLiteral(".TP\n\\fI") + ManPage::escape(argument.syntax) +
               QStringLiteral("\\fR\n") + ManPage::escape(argument.description.simplified()) +
               QLatin1Char('\n');
    }
    return out;
}

// What a terminal without the character shows for it (man in the C locale, groff -Tascii): a
// character with no fallback here and no glyph of the device's would vanish from the text.
QString asciiFallback(char32_t c)
{
    switch (c) {
    case U'\u2026':
        return QStringLiteral("...");
    case U'\u2212':
        return QStringLiteral("-");
    case U'\u00D7':
        return QStringLiteral("x");
    case U'\u00B7':
        return QStringLiteral(".");
    case U'\u2192':
        return QStringLiteral("->");
    case U'\u2190':
        return QStringLiteral("<-");
    case U'\u2264':
        return QStringLiteral("<=");
    case U'\u2265':
        return QStringLiteral(">=");
    case U'\u2260':
        return QStringLiteral("!=");
    case U'\u2248':
        return QStringLiteral("~");
    case U'\u00B1':
        return QStringLiteral("+/-");
    case U'\u2016':
        return QStringLiteral("||");
    case U'\u221A':
        return QStringLiteral("sqrt");
    case U'\u2032':
        return QStringLiteral("'");
    case U'\u1D40':
        return QStringLiteral("^T");
    case U'\u00B2':
        return QStringLiteral("^2");
    case U'\u230A':
        return QStringLiteral("floor(");
    case U'\u230B':
        return QStringLiteral(")");
    case U'\u2308':
        return QStringLiteral("ceil(");
    case U'\u2309':
        return QStringLiteral(")");
    case U'\u2018':
    case U'\u2019':
        return QStringLiteral("'");
    case U'\u201C':
    case U'\u201D':
        return QStringLiteral("\"");
    case U'\u2013':
        return QStringLiteral("-");
    case U'\u2014':
        return QStringLiteral("--");
    case U'\u0394':
        return QStringLiteral("Delta");
    case U'\u03A3':
        return QStringLiteral("Sigma");
    case U'\u03B1':
        return QStringLiteral("alpha");
    case U'\u03B2':
        return QStringLiteral("beta");
    case U'\u03B8':
        return QStringLiteral("theta");
    case U'\u03C0':
        return QStringLiteral("pi");
    case U'\u03C4':
        return QStringLiteral("tau");
    case U'\u03C9':
        return QStringLiteral("omega");
    default:
        return QStringLiteral("?");
    }
}

// ".if !c\[u2026] .char \[u2026] ...": a fallback for each character of `page` outside ASCII.
QString fallbacks(const QString &page)
{
    static const QRegularExpression special(QStringLiteral("\\\\\\[u([0-9A-F]{4,6})\\]"));
    QStringList seen;
    QString out;
    for (auto it = special.globalMatch(page); it.hasNext();) {
        const QString hex = it.next().captured(1);
        if (seen.contains(hex))
            continue;
        seen << hex;
        const QString fallback = asciiFallback(char32_t(hex.toUInt(nullptr, 16)));
        out += QStringLiteral(".if !c\\[u%1] .char \\[u%1] %2\n")
                   .arg(hex, fallback == QStringLiteral("\"") ? QStringLiteral("\\(dq") : fallback);
    }
    return out;
}

QString pairList(const QList<QPair<QString, QString>> &pairs, bool bold)
{
    QString out;
    for (const auto &[term, meaning] : pairs)
        out += QStringLiteral(".TP\n") + (bold ? QStringLiteral(".B ") : QString()) +
               ManPage::escape(term) + QLatin1Char('\n') + ManPage::escape(meaning.simplified()) +
               QLatin1Char('\n');
    return out;
}

} // namespace

QString ManPage::escape(const QString &text)
{
    QString out;
    out.reserve(text.size() + 16);
    for (const char32_t c : text.toUcs4()) {
        if (c == U'\\')
            out += QStringLiteral("\\e");
        else if (c == U'-')
            out += QStringLiteral("\\-");
        else if (c < 0x80)
            out += QChar(char16_t(c));
        else
            out += QStringLiteral("\\[u") +
                   QString::number(uint(c), 16).toUpper().rightJustified(4, QLatin1Char('0')) +
                   QLatin1Char(']');
    }
    // A word too long for a terminal's line (a tensor's dotted name) may break after its dots
    // and underscores.
    static const QRegularExpression longWord(QStringLiteral("\\S{40,}"));
    for (qsizetype at = out.indexOf(longWord); at >= 0;) {
        const QRegularExpressionMatch match = longWord.match(out, at);
        QString word = match.captured();
        word.replace(QRegularExpression(QStringLiteral("([._/])(?=\\w)")),
                     QStringLiteral("\\1\\:"));
        out.replace(match.capturedStart(), match.capturedLength(), word);
        at = out.indexOf(longWord, match.capturedStart() + word.size());
    }
    if (out.startsWith(QLatin1Char('.')) || out.startsWith(QLatin1Char('\'')))
        out.prepend(QStringLiteral("\\&"));
    return out;
}

QString ManPage::write(const CommandLineDoc &doc)
{
    const QString program = escape(doc.program);
    QString out =
        QStringLiteral(".\\\" The manual page of %1, generated from its option declarations.\n")
            .arg(doc.program);
    out += QStringLiteral(".TH %1 1 \"\" \"PE Lab %2\" \"User Commands\"\n")
               .arg(escape(doc.program.toUpper()), escape(doc.version));
    // No hyphenation, ragged right: options and file names are typed as they are shown.
    out += QStringLiteral(".nh\n.ad l\n");
    const qsizetype fallbackAt = out.size();
    out += QStringLiteral(".SH NAME\n%1 \\- %2\n").arg(program, escape(doc.title));
    out += QStringLiteral(".SH SYNOPSIS\n");
    for (qsizetype i = 0; i < doc.synopses.size(); ++i) {
        if (i > 0)
            out += QStringLiteral(".br\n");
        out += QStringLiteral(".B %1\n%2\n").arg(program, escape(doc.synopses.at(i)));
    }
    out += QStringLiteral(".SH DESCRIPTION\n") + paragraphs(doc.description);
    if (!doc.options.options().isEmpty() || !doc.options.arguments().isEmpty())
        out += QStringLiteral(".SH OPTIONS\n") + optionList(doc.options);
    if (!doc.commands.isEmpty()) {
        out += QStringLiteral(".SH COMMANDS\n");
        for (const CommandLineDoc::Command &command : doc.commands) {
            out += QStringLiteral(".SS \"%1 %2 %3\"\n")
                       .arg(program, escape(command.name), escape(command.synopsis));
            out += paragraphs(command.description);
            if (!command.views.isEmpty())
                out += QStringLiteral(".PP\nViews (\\fB\\-\\-view\\fR \\fINAME\\fR):\n") +
                       pairList(command.views, true);
            QStringList also;
            for (int group : command.groups)
                also << doc.groups.at(group).heading;
            out += QStringLiteral(".PP\n") +
                   escape(also.isEmpty() ? QStringLiteral("Options:")
                                         : QStringLiteral("Options (and the %1):")
                                               .arg(also.join(QStringLiteral(", ")))) +
                   QLatin1Char('\n');
            out += optionList(command.options);
            if (!command.examples.isEmpty())
                out += QStringLiteral(".PP\nExamples:\n") + paragraphs(command.examples);
        }
    }
    for (const CommandLineDoc::Group &group : doc.groups) {
        out += QStringLiteral(".SH \"%1\"\n").arg(escape(group.heading));
        out += paragraphs(group.text) + optionList(group.options);
    }
    if (!doc.exitStatus.isEmpty())
        out += QStringLiteral(".SH \"EXIT STATUS\"\n") + pairList(doc.exitStatus, true);
    if (!doc.environment.isEmpty())
        out += QStringLiteral(".SH ENVIRONMENT\n") + pairList(doc.environment, true);
    if (!doc.examples.isEmpty())
        out += QStringLiteral(".SH EXAMPLES\n") + paragraphs(doc.examples);
    if (!doc.seeAlso.isEmpty()) {
        QStringList pages;
        for (const QString &page : doc.seeAlso) {
            const qsizetype paren = page.indexOf(QLatin1Char('('));
            pages << QStringLiteral(".BR %1 %2").arg(escape(page.left(paren)), page.mid(paren));
        }
        out += QStringLiteral(".SH \"SEE ALSO\"\n") + pages.join(QStringLiteral(" ,\n")) +
               QLatin1Char('\n');
    }
    out.insert(fallbackAt, fallbacks(out));
    return out;
}
