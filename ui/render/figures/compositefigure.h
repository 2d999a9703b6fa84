#pragma once

#include "export/figuresource.h"

#include <QList>
#include <QString>

// A figure made of other figures side by side under a common title, e.g. a line chart next to
// a bar chart. Each part is recorded as vector commands (QPicture) and replayed by one painter,
// so SVG and PDF exports keep vector axes and text.
class CompositeFigure : public FigureSource
{
public:
    void setTitle(const QString &title) { m_title = title; }
    QString title() const { return m_title; }
    // The parts, left to right; they must outlive this figure's use.
    void setParts(const QList<const FigureSource *> &parts) { m_parts = parts; }
    QList<const FigureSource *> parts() const { return m_parts; }

    void drawFigure(QPaintDevice &device, const QSize &size, double scale,
                    const FigureStyle &style) const override;
    QString figureTitle() const override;

private:
    QString m_title;
    QList<const FigureSource *> m_parts;
};
