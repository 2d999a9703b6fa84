#pragma once

#include "export/figuresource.h"

#include <QList>
#include <QString>

#include <algorithm>

// A figure made of other figures side by side under a common title, e.g. a line chart next to
// a bar chart, or in a grid of rows (small multiples). Each part is recorded as vector commands
// (QPicture) and replayed by one painter, so SVG and PDF exports keep vector axes and text.
class CompositeFigure : public FigureSource
{
public:
    void setTitle(const QString &title) { m_title = title; }
    QString title() const { return m_title; }
    // The parts, left to right (row by row in columns); they must outlive this figure's use.
    void setParts(const QList<const FigureSource *> &parts) { m_parts = parts; }
    QList<const FigureSource *> parts() const { return m_parts; }
    // The parts in rows of `columns` (at most as many as there are parts), row by row, every
    // cell the same size; 0 (the default): all in one row.
    void setColumns(int columns) { m_columns = std::max(0, columns); }
    int columns() const { return m_columns; }
    // Axis titles the parts share (small multiples over one x, one kind of y): drawn once, under
    // the grid and turned beside it; the parts then draw none of their own.
    void setSharedAxisTitles(const QString &x, const QString &y)
    {
        m_xTitle = x;
        m_yTitle = y;
    }

    void drawFigure(QPaintDevice &device, const QSize &size, double scale,
                    const FigureStyle &style) const override;
    QString figureTitle() const override;

private:
    QString m_title;
    QList<const FigureSource *> m_parts;
    int m_columns = 0;
    QString m_xTitle;
    QString m_yTitle;
};
