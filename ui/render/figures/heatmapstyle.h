#pragma once

#include "export/figurestyle.h"

#include <QFont>
#include <QList>
#include <QMargins>
#include <QPen>
#include <QString>

class QCPAxis;
class QCPColorScale;
class QCPLayoutGrid;
class QCPTextElement;
class QCustomPlot;
class QSize;

// A figure style put on a heatmap's plot for one drawing, and taken off again when this goes
// out of scope: fonts in points for the ticks, the axis and colour-bar labels and the title,
// the title or the colour bar left out, the colour bar's label, its width from the font, tick
// density from the figure's size and the fonts, and the axes' line width.
class HeatmapStyle
{
public:
    // Puts `style` on the plot (laid out at `size`); the default style changes nothing.
    HeatmapStyle(QCustomPlot *plot, QCPColorScale *scale, const FigureStyle &style,
                 const QSize &size);
    ~HeatmapStyle();
    HeatmapStyle(const HeatmapStyle &) = delete;
    HeatmapStyle &operator=(const HeatmapStyle &) = delete;

private:
    void apply(const FigureStyle &style, const QSize &size);

    struct Axis
    {
        QCPAxis *axis = nullptr;
        QFont tickFont;
        QFont labelFont;
        QString label;
        int tickCount = 5;
        QPen basePen;
        QPen tickPen;
        int padding = 0;
        int labelPadding = 0;
        int tickLabelPadding = 0;
    };

    QCustomPlot *m_plot;
    QCPColorScale *m_scale;
    QCPTextElement *m_title;
    QCPLayoutGrid *m_body = nullptr;
    QList<Axis> m_axes;
    QFont m_titleFont;
    QString m_titleText;
    int m_barWidth = 0;
    int m_columnSpacing = 0;
    QMargins m_rectMinimum;
    QMargins m_scaleMinimum;
    bool m_cachedLabels = true;
    bool m_scaleTaken = false;
    bool m_titleTaken = false;
    bool m_applied = false;
};
