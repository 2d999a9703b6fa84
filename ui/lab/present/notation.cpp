#include "notation.h"

namespace {

// A script may follow a letter or digit (Latin or Greek, e.g. ω, Σ), a closing parenthesis
// or a prime.
bool carriesScript(QChar c)
{
    return c.isLetterOrNumber() || c == u')' || c == u'′';
}

bool isScriptChar(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9');
}

// The end (one past) of the balanced group opening at `open` ("(" … ")"), or -1.
qsizetype groupEnd(const QString &text, qsizetype open)
{
    int depth = 0;
    for (qsizetype i = open; i < text.size(); ++i) {
        if (text[i] == u'(')
            ++depth;
        else if (text[i] == u')' && --depth == 0)
            return i + 1;
    }
    return -1;
}

// The script starting after the marker at `at`: its text and the index after it; empty when
// what follows is not a script.
std::pair<QString, qsizetype> scriptAt(const QString &text, qsizetype at)
{
    const qsizetype start = at + 1;
    if (start >= text.size())
        return {};
    if (text[start] == u'(') {
        const qsizetype end = groupEnd(text, start);
        if (end < 0)
            return {};
        return {text.mid(start + 1, end - start - 2), end};
    }
    qsizetype end = start;
    while (end < text.size() && isScriptChar(text[end]))
        ++end;
    if (end == start)
        return {};
    if (end < text.size() && text[end] == u'(') { // a function of its own: r_clip(s−t)
        const qsizetype close = groupEnd(text, end);
        if (close > 0 && end - start > 1)
            end = close;
    }
    return {text.mid(start, end - start), end};
}

// Escaped for rich text as written: "&", "<" and ">" as entities, a line break as <br>, and
// runs of spaces kept ("on: 2.017479    off: 0.000000").
QString escaped(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == u'&')
            out += QStringLiteral("&amp;");
        else if (c == u'<')
            out += QStringLiteral("&lt;");
        else if (c == u'>')
            out += QStringLiteral("&gt;");
        else if (c == u'\n')
            out += QStringLiteral("<br>");
        else if (c == u' ' && i > 0 && text[i - 1] == u' ')
            out += QStringLiteral("&nbsp;");
        else
            out += c;
    }
    return out;
}

} // namespace

namespace Notation {

QString html(const QString &text)
{
    QString out;
    qsizetype plainStart = 0;
    for (qsizetype i = 1; i < text.size(); ++i) {
        const QChar c = text[i];
        if ((c != u'_' && c != u'^') || !carriesScript(text[i - 1]))
            continue;
        const auto [script, next] = scriptAt(text, i);
        if (script.isEmpty())
            continue;
        const QString tag = c == u'_' ? QStringLiteral("sub") : QStringLiteral("sup");
        out += escaped(text.mid(plainStart, i - plainStart));
        // Scripts nest: base^(−2i/d) inside a subscript, θ_(i+1) …
        out += QStringLiteral("<%1>%2</%1>").arg(tag, html(script));
        plainStart = next;
        i = next - 1;
    }
    return out + escaped(text.mid(plainStart));
}

bool hasScripts(const QString &text)
{
    return html(text) != escaped(text);
}

} // namespace Notation
