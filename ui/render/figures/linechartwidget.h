#pragma once

#include "export/figuresource.h"

#include <QList>
#include <QPointF>
#include <QWidget>

#include <optional>

class QAreaSeries;
class QCategoryAxis;
class QChart;
class ZoomedChartView;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

// A line chart (Qt Charts) of one or more series over shared value axes, with an optional
// marked point, optional bands round the lines and a linear or logarithmic x axis. Series are
// replaced whole (QXYSeries::replace), once per change. Titles, axis titles and series names
// are figure notation (FigureText), laid out by ChartTexts.
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
    // The colour series `index` of a line chart takes from the chart's theme (small multiples
    // draw each profile in its colour on the shared chart).
    static QColor themeColour(int index);
    int seriesCount() const { return int(m_series.size()); }
    // The points as passed (on a logarithmic x axis too).
    QList<QPointF> seriesPoints(int index) const;
    // Series `index`'s band (e.g. a min–max range): the region between `lower` and `upper`
    // (the same x values), filled in the series' colour at a quarter of its opacity, without an
    // outline, under every line; it has no legend entry and counts in the fitted y range. Two
    // empty lists remove it; so does removing the series.
    void setSeriesBand(int index, const QList<QPointF> &lower, const QList<QPointF> &upper);
    // A logarithmic x axis: points keep their x values (those ≤ 0 are not drawn), the chart
    // plots log10 x and its labels read the values: 1, 10, 100, … or, over less than two
    // decades, 1, 2, 5 × 10^k (LogTicks). The marker too.
    void setLogarithmicX(bool logarithmic);
    bool isLogarithmicX() const { return m_logarithmic; }
    // A highlighted point (e.g. the selected cell), or none.
    void setMarker(const std::optional<QPointF> &point);
    // Y axis range: fixed, or fitted to the data (default).
    void setFixedYRange(double lower, double upper);
    void setAutoYRange();
    void setLegendVisible(bool visible);
    // The chart's minimum height at 100 % (160 by default); it grows with the window's zoom.
    void setBaseMinimumHeight(int height);
    // The series are a sequence of colours (one per head): a legend too tall for the figure
    // becomes one key from `first` to `last` (ChartTexts::setLegendSequence).
    void setLegendSequence(const QString &first, const QString &last);

    QChart *chart() const { return m_chart; }

    void drawFigure(QPaintDevice &device, const QSize &size, double scale,
                    const FigureStyle &style) const override;
    QString figureTitle() const override;

private:
    // A series' band and its values as passed.
    struct Band
    {
        QAreaSeries *area = nullptr;
        QList<QPointF> lower;
        QList<QPointF> upper;
    };

    void updateRanges();
    // `points` as the chart plots them (log10 x on a logarithmic axis).
    QList<QPointF> plotted(const QList<QPointF> &points) const;
    // Every series, band and the marker from the values as passed.
    void replot();
    void placeMarker();
    // The area of band `index` on the chart (when it has values), or off it.
    void showBand(int index);
    void hideBand(int index);

    QChart *m_chart = nullptr;
    ZoomedChartView *m_view = nullptr;
    QValueAxis *m_x = nullptr; // m_linearX or m_logX, the one on the chart
    QValueAxis *m_linearX = nullptr;
    QCategoryAxis *m_logX = nullptr; // made when first asked for
    QValueAxis *m_y = nullptr;
    QList<QLineSeries *> m_series;
    QList<QList<QPointF>> m_points; // per series, as passed
    QList<Band> m_bands;            // per series
    QScatterSeries *m_marker = nullptr;
    std::optional<QPointF> m_markerPoint;
    std::optional<std::pair<double, double>> m_fixedY;
    bool m_logarithmic = false;
};
