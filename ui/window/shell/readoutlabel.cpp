#include "readoutlabel.h"

ReadoutLabel::ReadoutLabel(const QString &text, QWidget *parent) : QLabel(text, parent)
{
    setObjectName(QStringLiteral("readout"));
    setTextFormat(Qt::RichText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Broken into more lines where the window is narrow or zoomed, rather than widening the tab.
    setWordWrap(true);
    setMinimumHeight(2 * fontMetrics().height() + 6);
}
