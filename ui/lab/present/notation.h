#pragma once

#include <QString>

// Mathematical notation as people read it: the texts of the step-through lab and of lessons
// write sub- and superscripts the way a keyboard can ("x(p)_j", "ω_i", "base^(2i/d)",
// "R_(s−t)"); slides, handouts and worksheets typeset them (x(p)ⱼ with a real subscript).
namespace Notation {

// `text` as rich text (Qt's HTML subset), escaped, with each "_" subscript and "^" superscript
// set as <sub>/<sup>: after a letter, digit, ")" or a Greek letter, "_" or "^" takes a
// parenthesised group (its parentheses dropped) or a run of letters and digits, with a function
// call's parentheses after it ("r_clip(s−t)"). Everything else, "snake_case" ids included when
// they are not after such a character, is left as written. Line breaks become <br>.
QString html(const QString &text);

// True when `text` holds a sub- or superscript html() would typeset.
bool hasScripts(const QString &text);

} // namespace Notation
