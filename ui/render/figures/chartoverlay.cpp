#include "chartoverlay.h"

#include <QAbstractTextDocumentLayout>
#include <QChart>
#include <QPainter>
#include <QTextDocument>

namespace {

void prepare(QTextDocument &document, const QString &html, const QFont &font, double width,
             Qt::Alignment alignment = Qt::AlignHCenter)
{
    document.setDocumentMargin(0.0);
    document.setDefaultFont(font);
    QTextOption option;
    option.setAlignment(alignment);
    option.setWrapMode(QTextOption::NoWrap);
    document.setDefaultTextOption(option);
    document.setHtml(html);
    document.setTextWidth(width > 0.0 ? width : document.idealWidth());
}

} // namespace

ChartOverlay::ChartOverlay(QChart *chart) : QGraphicsItem(chart), m_chart(chart)
{
    setZValue(1000.0); // over the plot, its series and the axes
    setAcceptedMouseButtons(Qt::NoButton);
}

void ChartOverlay::setContent(const QList<Text> &texts, const QList<Key> &keys)
{
    prepareGeometryChange();
    m_texts = texts;
    m_keys = keys;
    update();
}

QSizeF ChartOverlay::measure(const QString &html, const QFont &font)
{
    QTextDocument document;
    prepare(document, html, font, 0.0);
    return {document.idealWidth(), document.size().height()};
}

QRectF ChartOverlay::boundingRect() const
{
    return QRectF(QPointF(0, 0), m_chart->size());
}

void ChartOverlay::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QColor colour = m_chart->titleBrush().color();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    for (const Key &key : std::as_const(m_keys)) {
        if (key.brush.style() != Qt::NoBrush)
            painter->fillRect(key.box, key.brush);
        if (key.pen.style() != Qt::NoPen) {
            painter->setPen(key.pen);
            const double y = key.box.center().y();
            painter->drawLine(QPointF(key.box.left(), y), QPointF(key.box.right(), y));
        }
    }
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette.setColor(QPalette::Text, colour);
    for (const Text &text : std::as_const(m_texts)) {
        QTextDocument document;
        prepare(document, text.html, text.font, text.width, text.alignment);
        painter->save();
        painter->translate(text.position);
        if (text.vertical)
            painter->rotate(-90.0);
        document.documentLayout()->draw(painter, context);
        painter->restore();
    }
    painter->restore();
}
