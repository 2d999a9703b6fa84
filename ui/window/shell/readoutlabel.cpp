#include "readoutlabel.h"

ReadoutLabel::ReadoutLabel(const QString &text, QWidget *parent) : QLabel(text, parent)
{
    setObjectName(QStringLiteral("readout"));
    setTextFormat(Qt::RichText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setMinimumHeight(2 * fontMetrics().height() + 6);
}
