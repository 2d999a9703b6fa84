#include "sidestrip.h"

#include <QStyleOptionButton>
#include <QStylePainter>

SideStrip::SideStrip(QWidget *parent) : QAbstractButton(parent)
{
    setCheckable(true);
    setFocusPolicy(Qt::TabFocus);
    setAttribute(Qt::WA_Hover);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
}

int SideStrip::margin() const
{
    return fontMetrics().height() / 3;
}

QSize SideStrip::sizeHint() const
{
    // Wide enough for one line of text (it follows the zoom with the font), tall enough for the
    // arrow and the whole name.
    const QFontMetrics metrics = fontMetrics();
    const int line = metrics.height();
    return {line + 2 * margin(), line + metrics.horizontalAdvance(text()) + 4 * margin()};
}

void SideStrip::paintEvent(QPaintEvent *)
{
    QStylePainter painter(this);
    QStyleOptionButton option;
    option.initFrom(this);
    option.state |= isChecked() ? QStyle::State_On : QStyle::State_Raised;
    if (isDown())
        option.state |= QStyle::State_Sunken;
    painter.drawPrimitive(QStyle::PE_PanelButtonTool, option);
    if (hasFocus()) {
        QStyleOptionFocusRect focus;
        focus.initFrom(this);
        focus.rect = rect().adjusted(2, 2, -2, -2);
        painter.drawPrimitive(QStyle::PE_FrameFocusRect, focus);
    }

    // The arrow points where the panel goes: right to open it, left to fold it.
    const int m = margin();
    const int line = fontMetrics().height();
    QStyleOption arrow = option;
    arrow.rect = QRect(m, m, width() - 2 * m, line);
    painter.drawPrimitive(
        isChecked() ? QStyle::PE_IndicatorArrowLeft : QStyle::PE_IndicatorArrowRight, arrow);
    // The name reads downwards, as on a book's spine.
    painter.translate(width() / 2.0 + line / 2.0, line + 2 * m);
    painter.rotate(90);
    painter.setPen(palette().color(QPalette::ButtonText));
    painter.drawText(QRect(0, 0, height() - line - 3 * m, line), Qt::AlignLeft | Qt::AlignVCenter,
                     text());
}
