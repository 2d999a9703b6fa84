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

QString wrap(const QString &title, const QFont &font, double width)
{
    const QFontMetricsF metrics(font);
    if (title.contains(QLatin1Char('\n')) || metrics.horizontalAdvance(title) <= width)
        return title;
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

} // namespace TitleText
