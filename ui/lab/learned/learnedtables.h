#pragma once

#include "export/exporttable.h"

#include "arrayfile.h"
#include "learnedanalysis.h"

#include <QString>

class LearnedResult;
struct ViewData;

// The Learned tab's tables and texts, as every face of PE Lab shows and exports them: the
// tables of its views with their labels, the file names, the titles and the read-outs.
namespace LearnedTables {

// "wpe.weight in model.safetensors" or "pos.npy".
QString sourceName(const QString &fileName, const pelab::LoadedArray &array);
// The source name, or "bundled sample".
QString sourceTitle(const LearnedResult &result);
// "Learned position table: …", the title of the table and similarity figures.
QString title(const LearnedResult &result);
// "Learned: …" and the sinusoidal table's title, the two sides of the comparison.
QString compareTitle(const LearnedResult &result);
QString sinusoidalTitle(std::size_t rows, std::size_t cols);
// What the comparison shows (an odd width leaves out a column).
QString compareNote(std::size_t cols);
// "64 positions × 32 dimensions, <f8, npy" with NaN/Inf counts and the reader's notes, then
// the range of the finite values and the mean cosine of neighbouring positions.
QString describe(const LearnedResult &result);
// The hover read-out of one cell of the table.
QString describeCell(const LearnedResult &result, int row, int column);
// "12 of 768 dimensions put more than half of their variance into one frequency …".
QString spectrumSummary(const pelab::DimensionSpectrum &spectrum);
// The hover read-out of one cell of the spectrum (rich text).
QString describeSpectrumCell(const pelab::DimensionSpectrum &spectrum, int row, int column);
// The largest finite |value| (1 when there is none): the table heatmap spans −a … a, so that
// zero sits in the middle of a diverging colormap.
double valueBound(const pelab::TableSummary &summary);

// The table as read: rows "position" 0 … N−1, columns "d0" … .
ExportTable values(const ViewData &data);
// The spectrum view: the magnitudes (rows "k", the frequency bin; columns "d0" …), or per
// dimension its peak bin, angular frequency, wavelength and energy share.
ExportTable spectrum(const ViewData &data);
// The side of the comparison the state names: the table as drawn, or the sinusoidal one.
ExportTable compare(const ViewData &data);

QString stem(const ViewData &data);           // "learned-sample", "model-wpe_weight"
QString similarityStem(const ViewData &data); // "learned-sample-cosine"
QString spectrumStem(const ViewData &data);   // "learned-sample-spectrum" or "…-peaks"
QString compareStem(const ViewData &data);    // the stem, or "…-sinusoidal"

} // namespace LearnedTables
