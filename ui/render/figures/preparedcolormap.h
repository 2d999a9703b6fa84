#pragma once

#include <qcustomplot.h>

// A colour map that can take its image ready-made (coloured on a worker thread) instead of
// colouring its cells on the GUI thread when it is next drawn. The image is used only while
// the range is the one it was made for (HeatmapWidget drops it when the colormap changes), and
// only for maps QCustomPlot draws without oversampling (over 100 cells a side); otherwise the
// map colours itself as usual. In PDF and SVG it is one image pixel per cell (draw()).
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
    // On a vector device (PDF, SVG) the cells are one image pixel each, drawn unsmoothed, where
    // QCustomPlot would embed a bitmap of the plot area at three times its size; elsewhere as
    // QCustomPlot draws them.
    void draw(QCPPainter *painter) override;

    void updateMapImage() override
    {
        const bool usable = !m_image.isNull() && mMapData && !mInterpolate &&
                            mMapData->keySize() > 100 && mMapData->valueSize() > 100 &&
                            m_image.size() == QSize(mMapData->keySize(), mMapData->valueSize()) &&
                            mDataRange == m_range && mDataScaleType == QCPAxis::stLinear &&
                            keyAxis() && keyAxis()->orientation() == Qt::Horizontal;
        if (!usable) {
            QCPColorMap::updateMapImage();
            return;
        }
        mMapImage = m_image;
        mMapImageInvalidated = false;
    }

private:
    QImage m_image;
    QCPRange m_range;
};
