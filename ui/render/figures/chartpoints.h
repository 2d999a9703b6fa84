#pragma once

#include <QList>
#include <QPointF>

// Points of a line chart from a long series: at most kMaxPoints, sampled at a regular stride
// (a screen or a page shows no more).
namespace ChartPoints {

inline constexpr qsizetype kMaxPoints = 8192;

// (xOrigin + i, value(i)) for i = 0, stride, 2·stride, … < count.
template <class Value> QList<QPointF> sampled(qsizetype count, double xOrigin, Value value)
{
    const qsizetype stride = (count + kMaxPoints - 1) / kMaxPoints;
    QList<QPointF> points;
    if (count <= 0)
        return points;
    points.reserve(count / stride + 1);
    for (qsizetype i = 0; i < count; i += stride)
        points.append(QPointF(xOrigin + double(i), value(i)));
    return points;
}

} // namespace ChartPoints
