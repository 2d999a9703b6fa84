#pragma once

#include <qcustomplot.h>

// A colour map that can take its image ready-made (coloured on a worker thread) instead of
// colouring its cells on the GUI thread when it is next drawn. The image is used only while
// the range is the one it was made for (HeatmapWidget drops it when the colormap changes), and
// only for maps QCustomPlot draws without oversampling (over 100 cells a side); otherwise the
// map colours itself as usual. How its cells are drawn: draw().
class PreparedColorMap : public QCPColorMap
{
public:
    using QCPColorMap::QCPColorMap;

    void setPrepared(const QImage &image, QCPRange range)
    {
        m_image = image;
        m_range = range;
        mMapImageInvalidated = true;
    }

protected:
    // Cells are drawn as cells: on a vector device (PDF, SVG) one image pixel per cell, unsmoothed,
    // where QCustomPlot would embed a bitmap of the plot area at three times its size; where a
    // device has fewer pixels than cells, each pixel the mean colour of the cells it covers;
    // otherwise as QCustomPlot draws them.
    void draw(QCPPainter *painter) override;
    void updateMapImage() override;

private:
    bool drawsCells() const;
    bool preparedUsable() const;
    QImage cellImage() const; // one pixel per cell, the first row at the bottom
    QRectF cellsRect() const; // the cells' outer edges, in pixels

    QImage m_image;
    QCPRange m_range;
    // The last averaged drawing of the prepared image, kept while it and the size hold.
    QImage m_averaged;
    qint64 m_averagedFrom = 0;
    QPair<bool, bool> m_averagedMirror;
};
