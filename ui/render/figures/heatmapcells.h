#pragma once

#include "common/colormaps.h"

#include "matrix.h"

#include <QColor>
#include <QImage>

#include <memory>

class QCPColorGradient;
class QCPColorMapData;
class QCPRange;

// What a HeatmapWidget draws, made from a matrix: safe to call on a worker thread, so that a
// large matrix is prepared off the GUI thread and handed to the widget ready to draw.
namespace HeatmapCells {

// The colour-map cells of a matrix (every k-th row/column above 4096 a side). rowOrigin and
// columnOrigin are the axis coordinates of row 0 / column 0 (e.g. the start position).
std::unique_ptr<QCPColorMapData> build(const pelab::Matrix &matrix, double rowOrigin,
                                       double columnOrigin);
// The cells' colours as the plot draws them, for the given colormap and value range. Colouring
// 16 million cells takes long enough to stall the window: the widget uses this image instead
// of colouring on the GUI thread, as long as the colormap and range are those it was made for.
// NaN cells get maskColor(), as the plot draws them.
QImage colorize(QCPColorMapData &cells, Colormap colormap, double lower, double upper,
                int levels = 0);
// The colour range of automatic limits over cells spanning `bounds`: the bounds themselves, or
// for a diverging colormap (RdBu) ±max(|lower|, |upper|), so that its middle colour sits at 0.
QCPRange autoRange(const QCPRange &bounds, Colormap colormap);
// The colour of NaN cells (masked cells, e.g. a causal mask; NaN in a learned table): a neutral
// grey, as the legends and titles that name it say.
QColor maskColor();
// The colormap's gradient with NaN cells in maskColor(); `levels` > 0 makes it that many steps
// (a discrete scale: one colour per bucket id).
QCPColorGradient maskedGradient(Colormap colormap, int levels = 0);

} // namespace HeatmapCells
