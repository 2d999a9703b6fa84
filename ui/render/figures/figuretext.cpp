#include "figuretext.h"

#include <QHash>

namespace FigureText {

namespace {

enum class Script
{
    Sub,
    Super
};

// One piece of a text: as written, or a script (its content still in notation).
struct Piece
{
    QString text;
    bool script = false;
    Script kind = Script::Sub;
};

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber();
}

// The index of the bracket closing the one at `open`, or -1.
qsizetype closing(const QString &text, qsizetype open, QChar opening, QChar closingChar)
{
    int depth = 0;
    for (qsizetype i = open; i < text.size(); ++i) {
        if (text[i] == opening)
            ++depth;
        else if (text[i] == closingChar && --depth == 0)
            return i;
    }
    return -1;
}

// A single-character script needs a one-character base: "θ_i", "M_1", ")_j", but not the
// "inv" of "inv_freq".
bool singleBase(const QString &text, qsizetype marker)
{
    if (marker == 0)
        return false;
    const QChar base = text[marker - 1];
    if (base == QLatin1Char(')') || base == QLatin1Char(']') || base == QLatin1Char('|') ||
        base == QLatin1Char('}'))
        return true;
    if (!isWordChar(base))
        return false;
    return marker < 2 || !isWordChar(text[marker - 2]);
}

QList<Piece> parse(const QString &text)
{
    QList<Piece> pieces;
    QString run;
    const auto flush = [&] {
        if (!run.isEmpty())
            pieces.append({run});
        run.clear();
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        const bool sub = c == QLatin1Char('_');
        if ((!sub && c != QLatin1Char('^')) || i == 0 || i + 1 >= text.size() ||
            text[i - 1].isSpace()) {
            run += c;
            continue;
        }
        const Script kind = sub ? Script::Sub : Script::Super;
        const QChar next = text[i + 1];
        qsizetype end = -1;
        if (next == QLatin1Char('{'))
            end = closing(text, i + 1, QLatin1Char('{'), QLatin1Char('}'));
        else if (!sub && next == QLatin1Char('('))
            end = closing(text, i + 1, QLatin1Char('('), QLatin1Char(')'));
        if (end > i + 1) {
            flush();
            pieces.append({text.mid(i + 2, end - i - 2), true, kind});
            i = end;
            continue;
        }
        const bool boundary = i + 2 >= text.size() || !isWordChar(text[i + 2]);
        const bool extension = i + 3 < text.size() && text[i + 2] == QLatin1Char('.') &&
                               text[i + 3].isLetter(); // "x_1.npy" is a file name
        if ((isWordChar(next) || next == QChar(0x2212)) && boundary && !extension &&
            singleBase(text, i)) {
            flush();
            pieces.append({QString(next), true, kind});
            ++i;
            continue;
        }
        run += c;
    }
    flush();
    return pieces;
}

QChar scriptChar(QChar c, Script kind)
{
    static const QHash<QChar, QChar> sub = [] {
        QHash<QChar, QChar> map;
        const QString from = QStringLiteral("0123456789+−-=()aehijklmnoprstuvxβγρφχ");
        const QString to = QStringLiteral("₀₁₂₃₄₅₆₇₈₉₊₋₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓᵦᵧᵨᵩᵪ");
        for (qsizetype i = 0; i < from.size(); ++i)
            map.insert(from[i], to[i]);
        return map;
    }();
    static const QHash<QChar, QChar> super = [] {
        QHash<QChar, QChar> map;
        const QString from =
            QStringLiteral("0123456789+−-=()abcdefghijklmnoprstuvwxyzABDEGHIJKLMNOPRTUVW");
        const QString to =
            QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁻⁼⁽⁾ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂ");
        for (qsizetype i = 0; i < from.size(); ++i)
            map.insert(from[i], to[i]);
        return map;
    }();
    return (kind == Script::Sub ? sub : super).value(c);
}

QString escaped(const QString &text)
{
    return QString(text).toHtmlEscaped();
}

} // namespace

QString html(const QString &text)
{
    QString out;
    for (const Piece &piece : parse(text)) {
        if (!piece.script) {
            out += escaped(piece.text);
            continue;
        }
        const char *tag = piece.kind == Script::Sub ? "sub" : "sup";
        out += QStringLiteral("<%1>%2</%1>").arg(QLatin1String(tag), html(piece.text));
    }
    return out;
}

QString plain(const QString &text)
{
    QString out;
    for (const Piece &piece : parse(text))
        out += piece.script ? plain(piece.text) : piece.text;
    return out;
}

QString unicode(const QString &text)
{
    QString out;
    for (const Piece &piece : parse(text)) {
        if (!piece.script) {
            out += piece.text;
            continue;
        }
        QString mapped;
        for (QChar c : piece.text) {
            const QChar m = scriptChar(c, piece.kind);
            if (m.isNull()) {
                mapped.clear();
                break;
            }
            mapped += m;
        }
        if (mapped.isEmpty()) {
            const QString marker =
                piece.kind == Script::Sub ? QStringLiteral("_") : QStringLiteral("^");
            const QString inner = unicode(piece.text);
            mapped =
                marker + (inner.size() == 1 ? inner : QLatin1Char('(') + inner + QLatin1Char(')'));
        }
        out += mapped;
    }
    return out;
}

} // namespace FigureText
