#pragma once

#include "export/figuresource.h"

#include <QColor>
#include <QList>
#include <QStringList>
#include <QWidget>

class QBarCategoryAxis;
class QBarSeries;
class QChart;
class ZoomedChartView;
class QValueAxis;

// A grouped bar chart (Qt Charts): one bar set per series over shared categories. The screen
// follows the palette (light and dark); exports are drawn on white. Titles and set names are
// figure notation (FigureText), laid out by ChartTexts with the legend under the plot.
class BarChartWidget : public QWidget, public FigureSource
{
    Q_OBJECT

public:
    struct Set
    {
        QString name;
        QList<qreal> values;
        QColor color;
    };

    explicit BarChartWidget(QWidget *parent = nullptr);

    void setTitle(const QString &title);
    QString title() const;
    void setAxisTitles(const QString &x, const QString &y);
    // Replaces every bar set and the categories at once.
    void setData(const QStringList &categories, const QList<Set> &sets);
    QStringList categories() const { return m_categories; }
    QList<Set> sets() const { return m_sets; }
    // Y axis range: fixed, or fitted to the data and always including 0 (default).
    void setFixedYRange(double lower, double upper);
    void setAutoYRange();

    QChart *chart() const { return m_chart; }

    void drawFigure(QPaintDevice &device, const QSize &size, double scale,
                    const FigureStyle &style) const override;
    QString figureTitle() const override;

private:
    void updateRange();
    void updateLegend();
    void setYRange(double lower, double upper); // with round ticks

    QChart *m_chart = nullptr;
    ZoomedChartView *m_view = nullptr;
    QBarSeries *m_series = nullptr;
    QBarCategoryAxis *m_x = nullptr;
    QValueAxis *m_y = nullptr;
    QStringList m_categories;
    QList<Set> m_sets;
    bool m_fixed = false;
};
