#pragma once

#include "export/exporttable.h"
#include "figures/colormap.h"

#include "arrayfile.h"
#include "learnedanalysis.h"

#include <QString>

#include <memory>

class HeatmapWidget;

// What the Learned tab and `pelab-cli learned` share: titles, the table heatmap (NaN and ±Inf
// drawn in the mask colour, never as the minimum), the spectrum figures and the export tables.
namespace LearnedFigure {

// "wpe.weight in model.safetensors" or "pos.npy".
QString sourceName(const QString &fileName, const pelab::LoadedArray &array);
// "1024 × 768, F32, safetensors" plus NaN/Inf counts and the reader's notes.
QString describeArray(const pelab::LoadedArray &array);

// The table as drawn: ±Inf replaced by NaN (masked) when there are any, else the table itself.
std::shared_ptr<const pelab::Matrix> displayTable(std::shared_ptr<const pelab::Matrix> table,
                                                  std::size_t infCount);

// The largest finite |value| (1 when there is none): the table heatmap spans −a … a so that
// zero sits in the middle of a diverging colormap.
double absMax(const pelab::Matrix &table);

void configureTableHeatmap(HeatmapWidget &heatmap, const QString &title, Colormap colormap);
// Shows the table with a colour range symmetric about zero.
void showTable(HeatmapWidget &heatmap, std::shared_ptr<const pelab::Matrix> display);
void configureSpectrumHeatmap(HeatmapWidget &heatmap, const QString &title, Colormap colormap);

// The table: rows "position" 0 … N−1, columns "d0" … .
ExportTable tableExport(std::shared_ptr<const pelab::Matrix> table);
// The spectrum magnitudes: rows "k" (frequency bin), columns "d0" … .
ExportTable spectrumExport(std::shared_ptr<const pelab::Matrix> magnitude);
// Per dimension: peak bin, angular frequency, wavelength and energy share.
ExportTable peakExport(const pelab::DimensionSpectrum &spectrum);

} // namespace LearnedFigure
