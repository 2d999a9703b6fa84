#include "linebreaks.h"

#include <QList>
#include <QTextBlock>
#include <QTextBoundaryFinder>
#include <QTextCursor>
#include <QTextDocument>

#include <algorithm>

namespace LineBreaks {

namespace {

// A formula's operators: "a = b", "x(q) − x(p)", "t / base" keep their spaces.
bool isOperator(QChar c)
{
    static const QString operators = QStringLiteral("=≈≠≡<>≤≥+−×·÷/→←∈");
    return operators.contains(c);
}

bool isParagraphEnd(QChar c)
{
    return c == QLatin1Char('\n') || c == QChar::LineSeparator || c == QChar::ParagraphSeparator;
}

bool isVisible(QChar c)
{
    return !c.isSpace() && c != QChar(kWordJoiner);
}

// A change to one paragraph: a word joiner inserted before `position`, or the space at
// `position` made a no-break space.
struct Edit
{
    qsizetype position = 0;
    bool join = false;
    // At one position the joiner comes first, so that (applied from the end) the space is
    // changed before the joiner moves it.
    bool operator<(const Edit &other) const
    {
        return position < other.position || (position == other.position && join && !other.join);
    }
};

// The spaces around each operator that stands between two words ("q = 3").
void formulas(const QString &text, qsizetype from, qsizetype to, QList<Edit> &edits)
{
    for (qsizetype i = from + 1; i + 3 < to; ++i) {
        if (text[i] == QLatin1Char(' ') && isOperator(text[i + 1]) &&
            text[i + 2] == QLatin1Char(' ') && isVisible(text[i - 1]) && isVisible(text[i + 3])) {
            edits.append({i, false});
            edits.append({i + 2, false});
        }
    }
}

// Every break opportunity that would leave fewer than kLastLine characters on the last line.
void lastLine(const QString &text, qsizetype from, qsizetype to, QList<Edit> &edits)
{
    qsizetype start = to;
    int visible = 0;
    while (start > from && visible < kLastLine) {
        --start;
        if (isVisible(text[start]))
            ++visible;
    }
    if (visible < kLastLine || start == from)
        return; // the paragraph is that short itself
    const QString paragraph = text.mid(from, to - from);
    QTextBoundaryFinder finder(QTextBoundaryFinder::Line, paragraph);
    finder.setPosition(start - from);
    for (qsizetype p = finder.toNextBoundary(); p > 0 && p < paragraph.size();
         p = finder.toNextBoundary()) {
        if (paragraph[p - 1] != QLatin1Char(' ')) {
            edits.append({from + p, true});
            continue;
        }
        // A break after spaces: every space of the run (a break may come before a no-break
        // space that follows a space).
        for (qsizetype s = p - 1; s >= 0 && paragraph[s] == QLatin1Char(' '); --s)
            edits.append({from + s, false});
    }
}

// The edits of every paragraph of `text`, in increasing position, each position once.
QList<Edit> editsOf(const QString &text)
{
    QList<Edit> edits;
    qsizetype from = 0;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        if (i < text.size() && !isParagraphEnd(text[i]))
            continue;
        formulas(text, from, i, edits);
        lastLine(text, from, i, edits);
        from = i + 1;
    }
    std::sort(edits.begin(), edits.end());
    edits.erase(std::unique(edits.begin(), edits.end(),
                            [](const Edit &a, const Edit &b) {
                                return a.position == b.position && a.join == b.join;
                            }),
                edits.end());
    return edits;
}

} // namespace

QString keepTogether(const QString &text)
{
    QString out = text;
    const QList<Edit> edits = editsOf(text);
    for (auto it = edits.crbegin(); it != edits.crend(); ++it) {
        if (it->join)
            out.insert(it->position, QChar(kWordJoiner));
        else
            out[it->position] = QChar(kNoBreakSpace);
    }
    return out;
}

void keepTogether(QTextDocument &document)
{
    QTextCursor cursor(&document);
    cursor.beginEditBlock();
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        const QList<Edit> edits = editsOf(block.text());
        for (auto it = edits.crbegin(); it != edits.crend(); ++it) {
            const int at = block.position() + int(it->position);
            if (it->join) {
                cursor.setPosition(at); // takes the format of the character before
                cursor.insertText(QString(QChar(kWordJoiner)), cursor.charFormat());
            } else {
                cursor.setPosition(at);
                cursor.setPosition(at + 1, QTextCursor::KeepAnchor);
                cursor.insertText(QString(QChar(kNoBreakSpace)), cursor.charFormat());
            }
        }
    }
    cursor.endEditBlock();
}

QString plain(const QString &text)
{
    QString out = text;
    out.replace(QChar(kNoBreakSpace), QLatin1Char(' '));
    out.remove(QChar(kWordJoiner));
    return out;
}

} // namespace LineBreaks
