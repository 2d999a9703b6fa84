#include "titletext.h"

#include <QFontMetricsF>
#include <QStringList>

namespace TitleText {

namespace {

// Splits after each occurrence of `separator`, keeping it at the end of the pieces.
QStringList splitAfter(const QString &text, const QString &separator)
{
    QStringList pieces;
    qsizetype from = 0;
    for (qsizetype at = text.indexOf(separator); at >= 0; at = text.indexOf(separator, from)) {
        pieces << text.mid(from, at + separator.size() - from);
        from = at + separator.size();
    }
    pieces << text.mid(from);
    return pieces;
}

// Greedy lines of whole pieces; a piece wider than the width gets a line of its own.
QStringList fill(const QStringList &pieces, const QFontMetricsF &metrics, double width)
{
    QStringList lines;
    QString line;
    for (const QString &piece : pieces) {
        if (!line.isEmpty() && metrics.horizontalAdvance(QString(line + piece).trimmed()) > width) {
            lines << line.trimmed();
            line.clear();
        }
        line += piece;
    }
    if (!line.trimmed().isEmpty())
        lines << line.trimmed();
    return lines;
}

bool fits(const QStringList &lines, const QFontMetricsF &metrics, double width)
{
    for (const QString &line : lines) {
        if (metrics.horizontalAdvance(line) > width)
            return false;
    }
    return true;
}

} // namespace

QString wrap(const QString &text, const QFont &font, double width)
{
    const QFontMetricsF metrics(font);
    if (text.contains(QLatin1Char('\n')) || metrics.horizontalAdvance(text) <= width)
        return text;
    // A range "1 … 32" stays on one line.
    QString title = text;
    title.replace(QStringLiteral(" … "), QStringLiteral("\u00a0…\u00a0"));
    // Coarse separators first: they keep "64 positions × 32 dims" together.
    for (const QString &separator :
         {QStringLiteral(": "), QStringLiteral(", "), QStringLiteral(" · "), QStringLiteral("、"),
          QStringLiteral(" ")}) {
        QStringList pieces;
        for (const QString &part : splitAfter(title, QStringLiteral(": ")))
            pieces += splitAfter(part, separator);
        const QStringList lines = fill(pieces, metrics, width);
        if (fits(lines, metrics, width) || separator == QLatin1String(" "))
            return lines.join(QLatin1Char('\n'));
    }
    return title;
}

QStringList shortenings(const QString &title)
{
    QStringList out{title};
    QString text = title;
    // Parenthesised remarks, from the last: " (a column)", " (pair 10, sin) over": a group
    // after a space and before the end, a comma, a colon or a word; not a formula's "(2/d)·Σ".
    for (;;) {
        qsizetype open = -1;
        qsizetype close = -1;
        for (qsizetype i = text.size() - 1; i > 0 && open < 0; --i) {
            if (text[i] != QLatin1Char(')'))
                continue;
            int depth = 0;
            for (qsizetype j = i; j >= 0; --j) {
                if (text[j] == QLatin1Char(')'))
                    ++depth;
                else if (text[j] == QLatin1Char('(') && --depth == 0) {
                    const bool spaced = j > 0 && text[j - 1] == QLatin1Char(' ');
                    const QChar after = i + 1 < text.size() ? text[i + 1] : QChar(u',');
                    const bool word =
                        after == QLatin1Char(' ') && i + 2 < text.size() && text[i + 2].isLetter();
                    if (spaced &&
                        (after == QLatin1Char(',') || after == QLatin1Char(':') || word)) {
                        open = j;
                        close = i;
                    }
                    break;
                }
            }
        }
        if (open < 0)
            break;
        text = QString(text.left(open - 1) + text.mid(close + 1)).trimmed();
        out << text;
    }
    // Trailing clauses.
    for (const QString &separator : {QStringLiteral(", "), QStringLiteral(": ")}) {
        for (qsizetype at = text.lastIndexOf(separator); at > 0; at = text.lastIndexOf(separator)) {
            text = text.left(at);
            out << text;
        }
    }
    out.removeDuplicates();
    return out;
}

} // namespace TitleText
