#pragma once

#include <QHash>
#include <QMargins>
#include <QObject>
#include <QPointer>
#include <QString>

class ChartOverlay;
class QAbstractAxis;
class QChart;

// Every text of a Qt Charts chart, laid out by us for the size the chart is drawn at and drawn
// over it (ChartOverlay), so that nothing is ever cut short with "...": Qt Charts draws the
// plot, its series, the axes' lines, ticks and grid; we draw the title and the axis titles
// (typeset from their notation, FigureText, broken into lines that fit), the tick labels (with
// the minus sign, as dense as they fit and never fewer than two) and the legend (rows of
// entries under the plot, or one key for a sequence of colours). The same layout serves the
// window at any zoom and every file at any style: it reads the chart's fonts and size.
class ChartTexts : public QObject
{
    Q_OBJECT

public:
    // The chart's texts, made on first use (a child of the chart).
    static ChartTexts *of(QChart *chart);

    void setTitle(const QString &title);
    QString title() const { return m_title; }
    void setAxisTitle(QAbstractAxis *axis, const QString &title);
    QString axisTitle(QAbstractAxis *axis) const { return m_axisTitles.value(axis); }
    // A value axis that plots log10 of its values: its labels read the values, at the decades
    // or at 1, 2, 5 × 10^k (ChartTicks). A QCategoryAxis, for Qt Charts to draw its uneven tick
    // marks and grid lines at the labels.
    void setAxisLogarithmic(QAbstractAxis *axis, bool logarithmic);
    void setLegendVisible(bool visible);
    bool legendVisible() const { return m_legend; }
    // The entries are a sequence of colours (one line per head): when their rows would take
    // more than a fifth of the figure's height, the legend is one key "first ■■■■ last".
    void setLegendSequence(const QString &first, const QString &last);
    // The margins round everything (the texts take their room inside them).
    void setMargins(const QMargins &margins);
    QMargins margins() const { return m_margins; }

    // Lays the texts out at the chart's size and fonts, now; the chart's margins make their room.
    void layout();
    // Resizes the chart to `size` and lays the texts out for it (the room the texts took at the
    // last size is given back first: Qt keeps a chart at least as large as its margins).
    void layoutAt(const QSizeF &size);
    // Lays them out once control returns to the event loop (after a change of data or titles).
    void scheduleLayout();

private:
    explicit ChartTexts(QChart *chart);

    QChart *m_chart;
    ChartOverlay *m_overlay;
    QString m_title;
    QHash<QAbstractAxis *, QString> m_axisTitles;
    bool m_legend = false;
    QString m_sequenceFirst;
    QString m_sequenceLast;
    QMargins m_margins{4, 4, 4, 4};
    bool m_scheduled = false;
};
