#pragma once

#include <QString>

// The notation of figure texts. Titles, axis titles and legend entries are written as plain
// text with TeX-like sub- and superscripts, and typeset where they are drawn:
//   θ_i, M_1, x(p)_j, m_h      one character after '_' or '^', when what it follows is a
//                              single letter or digit or a closing bracket and no letter or
//                              digit follows it ("inv_freq" and "cache_1.npy" stay as written);
//   R_{Δ}k, L_{train}, e^{…}   braces: anything, nested;
//   base^(−2i/d)               a parenthesised superscript (the parentheses are not drawn).
// Everything else is text as written (no HTML: "<" is a less-than sign).
namespace FigureText {

// Rich text for Qt's text items (Qt Charts' titles, QTextDocument): escaped, with <sub>/<sup>.
QString html(const QString &text);
// The text without the notation's markers (what a reader reads, for measuring a line's width).
QString plain(const QString &text);
// For plain-text labels (QCustomPlot): Unicode sub- and superscripts (θᵢ, M₁, 2⁻⁵²) where every
// character of a script has one; a script that has none keeps its notation.
QString unicode(const QString &text);

} // namespace FigureText
