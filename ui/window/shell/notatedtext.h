#pragma once

#include "present/notation.h"

#include <QLabel>

// Shows `text` in `label` with its notation typeset (Notation::html): as rich text when it has
// sub- or superscripts, else as the plain text it is (its text() then reads as written).
inline void setNotatedText(QLabel *label, const QString &text)
{
    const bool scripts = Notation::hasScripts(text);
    label->setTextFormat(scripts ? Qt::RichText : Qt::PlainText);
    label->setText(scripts ? Notation::html(text) : text);
}
