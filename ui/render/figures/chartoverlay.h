#pragma once

#include <QBrush>
#include <QFont>
#include <QGraphicsItem>
#include <QList>
#include <QPen>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

class QChart;

// What ChartTexts draws over a Qt Charts chart: pieces of rich text and legend keys, in the
// chart's coordinates, the text in the colour of the chart's title. An item of the chart's
// scene, so that it is drawn with the chart on screen (at the window's zoom) and in every file.
class ChartOverlay : public QGraphicsItem
{
public:
    struct Text
    {
        QString html;
        QFont font;
        // The box's top left; for a vertical text (read upwards) its bottom left.
        QPointF position;
        bool vertical = false;
        double width = 0.0; // the lines are aligned in this width (0: as wide as they are)
        Qt::Alignment alignment = Qt::AlignHCenter;
    };
    struct Key
    {
        QRectF box;
        QPen pen;     // a line sample across the box when set
        QBrush brush; // a filled box when set
    };

    explicit ChartOverlay(QChart *chart);

    void setContent(const QList<Text> &texts, const QList<Key> &keys);
    const QList<Text> &texts() const { return m_texts; }

    // The size a piece of rich text takes in `font`, its lines as wide as the widest.
    static QSizeF measure(const QString &html, const QFont &font);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QChart *m_chart;
    QList<Text> m_texts;
    QList<Key> m_keys;
};
