#include "preparedcolormap.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace {

// Draws `image` (its first row at the top of `target`) onto `target`, unsmoothed.
void drawCells(QCPPainter *painter, const QRectF &target, const QImage &image)
{
    painter->save();
    painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter->setRenderHint(QPainter::LosslessImageRendering, true);
    painter->drawImage(target, image);
    painter->restore();
}

} // namespace

bool PreparedColorMap::drawsCells() const
{
    return !mInterpolate && mMapData && !mMapData->isEmpty() && keyAxis() && valueAxis() &&
           keyAxis()->orientation() == Qt::Horizontal;
}

bool PreparedColorMap::preparedUsable() const
{
    return !m_image.isNull() && mMapData && !mInterpolate && mMapData->keySize() > 100 &&
           mMapData->valueSize() > 100 &&
           m_image.size() == QSize(mMapData->keySize(), mMapData->valueSize()) &&
           mDataRange == m_range && mDataScaleType == QCPAxis::stLinear && keyAxis() &&
           keyAxis()->orientation() == Qt::Horizontal;
}

void PreparedColorMap::updateMapImage()
{
    if (!preparedUsable()) {
        QCPColorMap::updateMapImage();
        return;
    }
    mMapImage = m_image;
    mMapImageInvalidated = false;
}

QImage PreparedColorMap::cellImage() const
{
    if (preparedUsable())
        return m_image;
    // One pixel per cell, the first row of cells at the bottom (as QCPColorMap's own image).
    const int columns = mMapData->keySize();
    const int rows = mMapData->valueSize();
    QImage image(columns, rows, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return image;
    QCPColorGradient gradient = mGradient;
    std::vector<double> row(static_cast<std::size_t>(columns));
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c)
            row[std::size_t(c)] = mMapData->cell(c, r);
        gradient.colorize(row.data(), mDataRange,
                          reinterpret_cast<QRgb *>(image.scanLine(rows - 1 - r)), columns, 1,
                          mDataScaleType == QCPAxis::stLogarithmic);
    }
    return image;
}

QRectF PreparedColorMap::cellsRect() const
{
    // The cells' outer edges: half a cell beyond the first and the last centre.
    const int columns = mMapData->keySize();
    const int rows = mMapData->valueSize();
    const QCPRange keys = mMapData->keyRange();
    const QCPRange values = mMapData->valueRange();
    const double halfKey = columns > 1 ? 0.5 * keys.size() / (columns - 1) : 0.5;
    const double halfValue = rows > 1 ? 0.5 * values.size() / (rows - 1) : 0.5;
    const QPointF from = coordsToPixels(keys.lower - halfKey, values.lower - halfValue);
    const QPointF to = coordsToPixels(keys.upper + halfKey, values.upper + halfValue);
    return QRectF(from, to).normalized();
}

void PreparedColorMap::draw(QCPPainter *painter)
{
    if (!drawsCells()) {
        QCPColorMap::draw(painter);
        return;
    }
    const QRectF target = cellsRect();
    const QSize cells(mMapData->keySize(), mMapData->valueSize());
    const bool vector = painter->modes().testFlag(QCPPainter::pmVectorized);
    // Where the device has fewer pixels than there are cells, a pixel shows the mean colour of
    // the cells it covers, not one of them picked (which draws stripes and moiré that the
    // data does not have).
    const QSizeF device = painter->transform().mapRect(target).size();
    const QSize pixels(int(std::ceil(device.width())), int(std::ceil(device.height())));
    const bool dense = pixels.width() < cells.width() || pixels.height() < cells.height();
    if (!vector && !dense) {
        QCPColorMap::draw(painter);
        return;
    }
    const bool mirrorX = keyAxis()->rangeReversed();
    const bool mirrorY = valueAxis()->rangeReversed();
    if (vector) { // one image pixel per cell
        const QImage image = cellImage();
        if (image.isNull()) {
            QCPColorMap::draw(painter);
            return;
        }
        drawCells(painter, target,
                  image.mirrored(mirrorX, mirrorY).convertToFormat(QImage::Format_RGB32));
        return;
    }
    const QSize averaged(std::max(1, std::min(cells.width(), pixels.width())),
                         std::max(1, std::min(cells.height(), pixels.height())));
    const bool cached = !m_averaged.isNull() && preparedUsable() &&
                        m_averagedFrom == m_image.cacheKey() && m_averaged.size() == averaged &&
                        m_averagedMirror == QPair<bool, bool>(mirrorX, mirrorY);
    if (!cached) {
        const QImage image = cellImage();
        if (image.isNull()) {
            QCPColorMap::draw(painter);
            return;
        }
        // Qt's smooth scaling averages the area a smaller image's pixel covers.
        m_averaged = image.mirrored(mirrorX, mirrorY)
                         .scaled(averaged, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
        m_averagedFrom = preparedUsable() ? m_image.cacheKey() : 0;
        m_averagedMirror = {mirrorX, mirrorY};
    }
    drawCells(painter, target, m_averaged);
}
