#pragma once

#include "matrix.h"
#include "memorylimit.h"

#include <functional>

namespace pelab {

// Called with the fraction done (0 … 1); returning false cancels the computation.
using ProgressCallback = std::function<bool(double fraction)>;

// The Gram matrix A·Aᵀ of the rows of A (for a position table, PE·PEᵀ: entry (t, s) is
// PE(t)·PE(s)), by ScoreKernel row panels of the lower triangle on every core, mirrored (exactly
// symmetric). Returns an empty Matrix when cancelled; throws pelab::Error above the limit.
Matrix gramMatrix(const Matrix &a, std::uint64_t memoryLimit = kDefaultMemoryLimit,
                  const ProgressCallback &progress = {});

// Euclidean distances between rows from their Gram matrix:
// ‖a_t − a_s‖ = sqrt(max(0, G(t,t) + G(s,s) − 2·G(t,s))), exactly 0 on the diagonal.
Matrix distanceFromGram(const Matrix &gram);

// Cosine similarities between rows from their Gram matrix:
// cos(t, s) = G(t,s) / sqrt(G(t,t)·G(s,s)), 0 where either row is all zeros.
Matrix cosineFromGram(const Matrix &gram);

} // namespace pelab
