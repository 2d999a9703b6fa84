#pragma once

#include <qcustomplot.h>

// Ticks at whole numbers only, for axes that count cells (positions, dimensions, heads): the
// default ticker labels 16 columns 0, 2.5, 5, …, which names no column.
class IntegerTicker : public QCPAxisTicker
{
protected:
    double getTickStep(const QCPRange &range) override;
    int getSubTickCount(double tickStep) override;
};
