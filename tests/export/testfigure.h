#pragma once

#include "export/figuresource.h"

#include <QFont>
#include <QPaintDevice>
#include <QPainter>

#include <vector>

// A small FigureSource for the export tests: a blue background with a frame, a diagonal and a
// title, drawn at the logical size and scale it is given; it records every call.
class TestFigure : public FigureSource
{
public:
    struct Call
    {
        QSize size;
        double scale = 0.0;
        int logicalDpi = 0;
    };

    static QColor background() { return QColor(30, 60, 200); }

    void drawFigure(QPaintDevice &device, const QSize &size, double scale,
                    const FigureStyle &) const override
    {
        m_calls.push_back({size, scale, device.logicalDpiX()});
        QPainter painter(&device);
        painter.scale(scale, scale);
        painter.fillRect(QRect(QPoint(0, 0), size), background());
        painter.setPen(QPen(Qt::white, 2.0));
        painter.drawRect(QRect(QPoint(4, 4), size - QSize(8, 8)));
        painter.drawLine(QPoint(0, 0), QPoint(size.width(), size.height()));
        painter.setFont(QFont(QStringLiteral("Sans"), 10));
        painter.drawText(QRect(QPoint(0, 0), size), Qt::AlignCenter, QStringLiteral("vector text"));
    }

    const std::vector<Call> &calls() const { return m_calls; }

private:
    mutable std::vector<Call> m_calls;
};
