#pragma once

#include "export/exporttable.h"
#include "figures/colormap.h"

#include "shaw.h"

#include <QString>

#include <cstdint>
#include <memory>

class HeatmapWidget;

// What the Shaw tab and `pelab-cli shaw` share, so that both draw the same heatmap and write
// the same tables.
namespace ShawFigure {

// The part of the table a heatmap shows: all of it up to this many positions, otherwise a
// window of this many rows and columns.
inline constexpr std::int64_t kMaxWindow = 1024;

struct Window
{
    std::int64_t firstRow = 0;
    std::int64_t firstColumn = 0;
    std::int64_t size = 0; // rows = columns
    bool isWhole(std::int64_t positions) const { return size == positions; }
};
// The window of kMaxWindow centred on (t, t), kept inside the table; the whole table when small.
Window windowAround(std::int64_t positions, std::int64_t query);

QString termLabel(pelab::ShawTerm term); // e.g. "total a(t, s)"
QString heatmapTitle(pelab::ShawTerm term, const pelab::ShawScores &scores, const Window &window);
// Labels, colours and a range symmetric about 0 covering the matrix.
void configureHeatmap(HeatmapWidget &heatmap, pelab::ShawTerm term, const pelab::ShawScores &scores,
                      const Window &window, const pelab::Matrix &values, Colormap colormap);
// The hover readout of cell (t, s): its three terms and clip index (rich text).
QString describeCell(const pelab::ShawScores &scores, std::int64_t t, std::int64_t s);

// A block of a term: rows "t", columns "s{first + c}", row labels the absolute t.
ExportTable termTable(std::shared_ptr<const pelab::Matrix> values, std::int64_t firstRow,
                      std::int64_t firstColumn);
// The relative vectors: rows "j" = −K … K, columns "d0" … .
ExportTable relativeTable(const pelab::ShawScores &scores);

} // namespace ShawFigure
