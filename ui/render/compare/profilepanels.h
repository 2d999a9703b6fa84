#pragma once

#include "export/figuresource.h"

#include <QList>
#include <QStringList>
#include <QWidget>

class LineChartWidget;
class QVBoxLayout;
struct ViewData;

// The Compare tab's panels: one line chart per profile, each on its own value scale, all over
// the same distances (a shared Δ axis); for when the profiles' scales differ too much to share
// one axis. The window stacks them in one column, their Δ axes aligned, each tall enough to read
// at any zoom (the page scrolls them); a file draws them in a grid of two columns
// (CompositeFigure) under one title.
class ProfilePanels : public QWidget, public FigureSource
{
    Q_OBJECT

public:
    explicit ProfilePanels(QWidget *parent = nullptr);

    void setData(const ViewData &data);
    QList<LineChartWidget *> charts() const { return m_charts; }
    // A file's grid for `panels` panels in a figure of `size`: the columns that give a 6:5
    // panel the most room (two for four panels on a 2:1 page, three for five or six on 3:2).
    static int columnsFor(qsizetype panels, const QSize &size);

    void drawFigure(QPaintDevice &device, const QSize &size, double scale,
                    const FigureStyle &style) const override;
    QString figureTitle() const override { return m_title; }

private:
    QVBoxLayout *m_column = nullptr;
    QList<LineChartWidget *> m_charts;
    QString m_title;
    QString m_valueTitle; // the y axes' title
    QStringList m_titles;
    QStringList m_shortTitles;
};
