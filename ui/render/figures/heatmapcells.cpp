#include "heatmapcells.h"

#include "figures/colormap.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace {

// Larger matrices are drawn from every k-th row/column: the screen shows no more anyway, and
// the colour-map cells and their image stay bounded in memory.
constexpr int kMaxCellsPerAxis = 4096;

int strideFor(std::size_t count)
{
    return int((count + kMaxCellsPerAxis - 1) / kMaxCellsPerAxis);
}

} // namespace

namespace HeatmapCells {

std::unique_ptr<QCPColorMapData> build(const pelab::Matrix &matrix, double rowOrigin,
                                       double columnOrigin)
{
    const int rowStride = strideFor(matrix.rows());
    const int colStride = strideFor(matrix.cols());
    const int rows = int((matrix.rows() + std::size_t(rowStride) - 1) / std::size_t(rowStride));
    const int cols = int((matrix.cols() + std::size_t(colStride) - 1) / std::size_t(colStride));
    // Cell centres: the last drawn row/column sits at its true coordinate.
    const double lastRow = rowOrigin + double((rows - 1) * rowStride);
    const double lastCol = columnOrigin + double((cols - 1) * colStride);
    auto cells = std::make_unique<QCPColorMapData>(cols, rows, QCPRange(columnOrigin, lastCol),
                                                   QCPRange(rowOrigin, lastRow));
    for (int r = 0; r < rows; ++r) {
        const double *row = matrix.row(std::size_t(r) * std::size_t(rowStride));
        for (int c = 0; c < cols; ++c)
            cells->setCell(c, r, row[std::size_t(c) * std::size_t(colStride)]);
    }
    cells->recalculateDataBounds();
    return cells;
}

QImage colorize(QCPColorMapData &cells, Colormap colormap, double lower, double upper, int levels)
{
    // As QCPColorMap::updateMapImage: one scan line per row of cells, the first row at the
    // bottom of the image (the plot mirrors it for a reversed axis).
    const int width = cells.keySize();
    const int height = cells.valueSize();
    QImage image(width, height, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return image;
    QCPColorGradient gradient = maskedGradient(colormap, levels);
    std::vector<double> row(std::size_t(std::max(width, 0)));
    for (int r = 0; r < height; ++r) {
        for (int c = 0; c < width; ++c)
            row[std::size_t(c)] = cells.cell(c, r);
        gradient.colorize(row.data(), QCPRange(lower, upper),
                          reinterpret_cast<QRgb *>(image.scanLine(height - 1 - r)), width);
    }
    return image;
}

QCPRange autoRange(const QCPRange &bounds, Colormap colormap)
{
    if (!isDiverging(colormap))
        return bounds;
    const double limit = std::max(std::abs(bounds.lower), std::abs(bounds.upper));
    return limit > 0.0 && std::isfinite(limit) ? QCPRange(-limit, limit) : bounds;
}

QColor maskColor()
{
    return QColor(0x9e, 0x9e, 0x9e);
}

QCPColorGradient maskedGradient(Colormap colormap, int levels)
{
    QCPColorGradient gradient = colorGradient(colormap);
    if (levels > 1)
        gradient.setLevelCount(levels);
    gradient.setNanHandling(QCPColorGradient::nhNanColor);
    gradient.setNanColor(maskColor());
    return gradient;
}

} // namespace HeatmapCells
