#pragma once

#include <QString>

class QFont;

// Figure titles that fit their width: a title wider than `width` is broken into lines after its
// natural separators (": ", ", ", " · ") or, failing those, after spaces, so that an export at
// a small width shows the whole title instead of cutting it at both ends. A range "1 … 32"
// stays on one line.
namespace TitleText {

QString wrap(const QString &title, const QFont &font, double width);
// The title and its shorter forms, longest first, for a figure too small for the whole title
// (a chart of 120 × 160 pixels at 300 % in projector mode): without its parenthesised remarks
// (" (pair 10, sin)"), then without its trailing clauses (after ", " or ": "). The shortest is
// the title's first clause; nothing is ever cut inside a word or replaced by "…".
QStringList shortenings(const QString &title);

} // namespace TitleText
