#pragma once

#include "export/figuresource.h"

#include <QList>
#include <QPointF>
#include <QWidget>

#include <optional>

class QChart;
class ZoomedChartView;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

// A line chart (Qt Charts) of one or more series over shared value axes, with an optional
// marked point. Series are replaced whole (QXYSeries::replace), once per change. Titles, axis
// titles and series names are figure notation (FigureText), laid out by ChartTexts.
class LineChartWidget : public QWidget, public FigureSource
{
    Q_OBJECT

public:
    explicit LineChartWidget(QWidget *parent = nullptr);

    void setTitle(const QString &title);
    void setAxisTitles(const QString &x, const QString &y);
    // Series `index` (created on first use) shows `points`; the legend shows `name`.
    void setSeries(int index, const QString &name, const QList<QPointF> &points);
    void setSeriesCount(int count);
    // Series `index`'s line (colour, width, dashes); kept until the series is removed.
    void setSeriesPen(int index, const QPen &pen);
    int seriesCount() const { return int(m_series.size()); }
    QList<QPointF> seriesPoints(int index) const;
    // A highlighted point (e.g. the selected cell), or none.
    void setMarker(const std::optional<QPointF> &point);
    // Y axis range: fixed, or fitted to the data (default).
    void setFixedYRange(double lower, double upper);
    void setAutoYRange();
    void setLegendVisible(bool visible);
    // The series are a sequence of colours (one per head): a legend too tall for the figure
    // becomes one key from `first` to `last` (ChartTexts::setLegendSequence).
    void setLegendSequence(const QString &first, const QString &last);

    QChart *chart() const { return m_chart; }

    void drawFigure(QPaintDevice &device, const QSize &size, double scale,
                    const FigureStyle &style) const override;
    QString figureTitle() const override;

private:
    void updateRanges();

    QChart *m_chart = nullptr;
    ZoomedChartView *m_view = nullptr;
    QValueAxis *m_x = nullptr;
    QValueAxis *m_y = nullptr;
    QList<QLineSeries *> m_series;
    QScatterSeries *m_marker = nullptr;
    std::optional<std::pair<double, double>> m_fixedY;
};
