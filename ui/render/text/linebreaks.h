#pragma once

#include <QString>

class QTextDocument;

// Where a paragraph may not break, on paper and on screen: never inside a short formula
// ("q = 3", "x(q) − x(p)": the spaces around an operator become no-break spaces), and never
// so that the last line holds fewer than kLastLine characters ("ん。" alone: a word joiner or a
// no-break space takes the break opportunities among the last characters away). Neither mark
// shows or reaches a PDF's text: a no-break space is drawn and extracted as a space, a word
// joiner not at all.
namespace LineBreaks {

inline constexpr int kLastLine = 4;
inline constexpr char16_t kNoBreakSpace = u'\u00A0';
inline constexpr char16_t kWordJoiner = u'\u2060';

// The text with both rules applied to each of its lines ('\n' separates paragraphs).
QString keepTogether(const QString &text);
// Both rules applied to every block (paragraph, heading, table cell) of a laid-out document.
void keepTogether(QTextDocument &document);
// The text as a reader copies it: no-break spaces as spaces, word joiners removed.
QString plain(const QString &text);

} // namespace LineBreaks
