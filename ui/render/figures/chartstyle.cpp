#include "chartstyle.h"

#include <QAbstractAxis>
#include <QChart>
#include <QGraphicsScene>
#include <QLegend>
#include <QPainter>
#include <QPalette>

namespace ChartStyle {

void apply(QChart *chart, const QPalette &palette)
{
    const QColor text = palette.color(QPalette::WindowText);
    QColor grid = text;
    grid.setAlphaF(0.18);
    chart->setBackgroundBrush(palette.color(QPalette::Base));
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    const auto axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(text);
        axis->setGridLineColor(grid);
    }
}

void render(QChart *chart, const QPalette &screen, QPaintDevice &device, const QSize &size,
            double scale)
{
    QPalette paper = screen;
    paper.setColor(QPalette::Base, Qt::white);
    paper.setColor(QPalette::WindowText, Qt::black);
    apply(chart, paper);
    const QSizeF screenSize = chart->size();
    chart->resize(size);
    {
        QPainter painter(&device);
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.scale(scale, scale);
        const QRectF area(QPointF(0, 0), QSizeF(size));
        chart->scene()->render(&painter, area, area);
    }
    chart->resize(screenSize);
    apply(chart, screen);
}

} // namespace ChartStyle
