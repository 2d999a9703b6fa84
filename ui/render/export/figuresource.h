#pragma once

#include "export/figurestyle.h"

#include <QSize>
#include <QString>

class QPaintDevice;

// Anything that can draw itself as a standalone figure (axes, labels, colour bar, title)
// onto a paint device of a given logical size: an image, an SVG generator, a PDF writer.
class FigureSource
{
public:
    virtual ~FigureSource() = default;
    // Opens its own painter on the device and draws the figure laid out at the logical `size`
    // (96 per inch), scaled by `scale` (so it covers size × scale device pixels: scale 2 gives a
    // 192-DPI PNG with the layout of a 96-DPI one), in `style` (fonts in points, title, colour
    // bar, line width; the default is the figure's own look). The figure is left as it was.
    void renderFigure(QPaintDevice &device, const QSize &size, double scale,
                      const FigureStyle &style = {}) const
    {
        drawFigure(device, size, scale, style);
    }
    // The figure's own title, which its files record (PDF and SVG title, PNG text); empty when
    // it has none.
    virtual QString figureTitle() const { return {}; }

protected:
    virtual void drawFigure(QPaintDevice &device, const QSize &size, double scale,
                            const FigureStyle &style) const = 0;
};
