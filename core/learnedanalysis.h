#pragma once

#include "matrix.h"
#include "memorylimit.h"
#include "similarity.h"

#include <cstddef>
#include <vector>

namespace pelab {

// Analyses of a learned absolute position table E (rows = positions, columns = dimensions),
// e.g. GPT-2's wpe (Radford et al. 2019) or BERT's position embeddings.

struct TableSummary
{
    double min = 0.0; // over the finite values; NaN when there are none
    double max = 0.0;
    double mean = 0.0;
    std::size_t nanCount = 0;
    std::size_t infCount = 0;
    // Mean over t of cos(E_t, E_{t+1}) for the pairs where both rows are finite and non-zero;
    // NaN when there is no such pair.
    double meanNeighbourCosine = 0.0;
    std::size_t neighbourPairs = 0;
};

TableSummary summarizeTable(const Matrix &table);

// cos(E_t, E_s) = E_t·E_s / (‖E_t‖‖E_s‖); NaN where a row has zero or non-finite norm.
double rowCosine(const Matrix &table, std::size_t t, std::size_t s);

// Per dimension d, the DFT over positions of the mean-removed column x_t = E(t, d) − mean:
// X_k = Σ_t x_t e^(−2πi·k·t/N), k = 0 … N/2. The dominant bin k* ≥ 1 has the largest |X_k|;
// its share of the energy is the one-sided |X_k*|² (doubled unless k* = N/2) over Σ_k |X_k|²
// = N·Σ_t x_t² (Parseval). A column that is one sinusoid on a bin has share 1.
struct DimensionSpectrum
{
    Matrix magnitude;                  // (N/2 + 1) × dims: |X_k| / N, row k, column d
    std::vector<std::size_t> peakBin;  // k* per dimension (0 for a constant column)
    std::vector<double> peakFrequency; // angular frequency 2π·k*/N, radians per position
    std::vector<double> peakShare;     // energy share of the peak, 0 … 1 (NaN: non-finite)
};

// Throws pelab::Error when fewer than 2 positions or above the memory limit; returns an empty
// result (magnitude.empty()) when `progress` cancels.
DimensionSpectrum dimensionSpectrum(const Matrix &table,
                                    std::uint64_t memoryLimit = kDefaultMemoryLimit,
                                    const ProgressCallback &progress = {});

// The fixed sinusoidal table (Vaswani et al. 2017; base 10000, interleaved) of a learned table's
// shape, rows × cols, to set beside it: PE(t)[2i] = sin(t·ω_i), PE(t)[2i+1] = cos(t·ω_i),
// ω_i = 10000^(−2i/d) with d = cols rounded up to even; an odd width leaves out the last cosine
// column. Throws pelab::Error as sinusoidalTable() does (too wide, above the memory limit).
Matrix sinusoidalOfShape(std::size_t rows, std::size_t cols,
                         std::uint64_t memoryLimit = kDefaultMemoryLimit);

// The cosine-similarity matrix of the rows (positions × positions).
Matrix cosineSimilarity(const Matrix &table, std::uint64_t memoryLimit = kDefaultMemoryLimit,
                        const ProgressCallback &progress = {});

} // namespace pelab
