#include "preparedcolormap.h"

#include <vector>

void PreparedColorMap::draw(QCPPainter *painter)
{
    if (!painter->modes().testFlag(QCPPainter::pmVectorized) || mInterpolate || !mMapData ||
        mMapData->isEmpty() || !keyAxis() || !valueAxis() ||
        keyAxis()->orientation() != Qt::Horizontal) {
        QCPColorMap::draw(painter);
        return;
    }
    // One pixel per cell, the first row of cells at the bottom (as QCPColorMap's own image).
    const int columns = mMapData->keySize();
    const int rows = mMapData->valueSize();
    QImage image(columns, rows, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) {
        QCPColorMap::draw(painter);
        return;
    }
    QCPColorGradient gradient = mGradient;
    std::vector<double> row(static_cast<std::size_t>(columns));
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c)
            row[std::size_t(c)] = mMapData->cell(c, r);
        gradient.colorize(row.data(), mDataRange,
                          reinterpret_cast<QRgb *>(image.scanLine(rows - 1 - r)), columns, 1,
                          mDataScaleType == QCPAxis::stLogarithmic);
    }
    // The cells' outer edges: half a cell beyond the first and the last centre.
    const QCPRange keys = mMapData->keyRange();
    const QCPRange values = mMapData->valueRange();
    const double halfKey = columns > 1 ? 0.5 * keys.size() / (columns - 1) : 0.5;
    const double halfValue = rows > 1 ? 0.5 * values.size() / (rows - 1) : 0.5;
    const QPointF from = coordsToPixels(keys.lower - halfKey, values.lower - halfValue);
    const QPointF to = coordsToPixels(keys.upper + halfKey, values.upper + halfValue);
    const bool mirrorX = keyAxis()->rangeReversed();
    const bool mirrorY = valueAxis()->rangeReversed();
    painter->save();
    painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter->setRenderHint(QPainter::LosslessImageRendering, true);
    painter->drawImage(QRectF(from, to).normalized(),
                       image.mirrored(mirrorX, mirrorY).convertToFormat(QImage::Format_RGB32));
    painter->restore();
}
