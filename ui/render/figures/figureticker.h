#pragma once

#include <qcustomplot.h>

// A heatmap axis's ticks (QCustomPlot): at round numbers (1, 2 or 5 × 10^k), no more labels than
// the tick count (the most the axis has room for, HeatmapLook::fitTicks) and never fewer than
// two, no sub-ticks, labels with the minus sign (FigureNumbers). On axes that count cells
// (positions, dimensions, heads) at whole numbers only: 16 columns are not labelled 0, 2.5, 5.
class FigureTicker : public QCPAxisTicker
{
public:
    explicit FigureTicker(bool integers) : m_integers(integers) {}

protected:
    double getTickStep(const QCPRange &range) override;
    int getSubTickCount(double tickStep) override;
    QString getTickLabel(double tick, const QLocale &locale, QChar formatChar,
                         int precision) override;

private:
    bool m_integers;
    double m_step = 1.0;
    double m_decimalsStep = 1.0;
};
