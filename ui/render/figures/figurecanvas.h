#pragma once

#include "export/figurestyle.h"

#include <QImage>
#include <QWidget>

#include <memory>

class FigureSource;

// A figure drawn to fill the widget, as View → Present shows it: laid out as a slide is
// (kLayoutWidth logical pixels across, the widget's shape) in the given style, then drawn at the
// widget's own pixels — again at each new size, never a scaled bitmap.
class FigureCanvas : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kLayoutWidth = 1280; // the slide and projector styles' 13.33 in at 96/in

    explicit FigureCanvas(QWidget *parent = nullptr);
    ~FigureCanvas() override;

    void setFigure(std::unique_ptr<FigureSource> figure, const FigureStyle &style);
    const FigureSource *figure() const { return m_figure.get(); }
    // What kept the figure from being drawn (shown in its place); empty once drawn.
    QString problem() const { return m_problem; }
    // The figure as last drawn (at the widget's device pixels).
    QImage image() const { return m_image; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void redraw();

    std::unique_ptr<FigureSource> m_figure;
    FigureStyle m_style;
    QImage m_image;
    QString m_problem;
    bool m_dirty = true;
};
