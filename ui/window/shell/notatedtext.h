#pragma once

#include "present/notation.h"
#include "text/linebreaks.h"

#include <QLabel>

// Shows `text` in `label` with no formula split and no short last line (LineBreaks) and its
// notation typeset (Notation::html): as rich text when it has sub- or superscripts, else as the
// plain text it is (its text() then reads as written, with LineBreaks' marks).
inline void setNotatedText(QLabel *label, const QString &text)
{
    const QString glued = LineBreaks::keepTogether(text);
    const bool scripts = Notation::hasScripts(glued);
    label->setTextFormat(scripts ? Qt::RichText : Qt::PlainText);
    label->setText(scripts ? Notation::html(glued) : glued);
}
