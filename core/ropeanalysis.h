#pragma once

#include "matrix.h"
#include "memorylimit.h"
#include "rope.h"
#include "roperotation.h"
#include "ropescores.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace pelab {

// The largest seed: 2^53 − 1, the largest integer a session's JSON number holds exactly with
// every integer below it.
inline constexpr std::uint64_t kMaxRopeSeed = (std::uint64_t(1) << 53) - 1;

// Every parameter of a RoPE experiment (the RoPE tab's controls, pelab-cli rope's options).
struct RopeParameters
{
    std::int64_t dim = 64;
    std::int64_t positions = 256;
    std::int64_t start = 0;
    double base = kDefaultRopeBase;
    RopePairing pairing = RopePairing::Interleaved;
    RopeScaling scaling;
    Precision precision = Precision::F64;
    std::uint64_t seed = 0;
    // Given q and k (typed in or loaded); otherwise both come from Random(seed).
    std::optional<std::vector<double>> q;
    std::optional<std::vector<double>> k;
    std::optional<double> tolerance; // otherwise invarianceTolerance()
    // D: check the offsets |s − t| ≤ D only (1 … N), O(N·D·d); N may then exceed
    // kMaxRopePositions. Unset: every offset.
    std::optional<std::int64_t> maxOffset;
    // Hold the N × N scores (the heatmap, the CSV/.npy exports; refused above the memory limit).
    // The report itself never needs them: without, analyzeRope holds O(N·d + tile).
    bool keepScores = true;
};

// The score matrix and every check on it.
struct RopeAnalysis
{
    RopeSetup setup;
    RopeFrequencies frequencies;
    std::shared_ptr<const Matrix> scores; // N × N when keepScores, otherwise null
    // qᵀR_Δk·af²/√d, Δ = −D … D (index Δ + D, D = invariance.maxOffset: N − 1 unless restricted)
    std::vector<double> exact;
    InvarianceReport invariance;
    RotationReport rotation;
    double tolerance = 0.0;
    bool toleranceGiven = false;
    // max_invariance_error ≤ tolerance, every score finite and every position distinct in the
    // precision (when positions round together, rows repeat: the spread can be 0 while the
    // offset is lost).
    bool invariant = false;
    std::int64_t overflowedPositions = 0;
    std::int64_t distinctPositions = 0; // positions T0 … T0 + N − 1 after rounding to P
};

// q or k from a file (a CSV row or a 1-D .npy of d values, through readArrayFile): throws
// pelab::Error starting with the file name for a wrong length, NaN/inf or an unreadable file.
std::vector<double> readRopeVector(const std::string &path, std::int64_t dim,
                                   const std::string &role);

// Frequencies, content and the setup; throws pelab::Error naming a bad parameter (a seed above
// kMaxRopeSeed too).
RopeSetup makeRopeSetup(const RopeParameters &parameters, RopeFrequencies *frequencies = nullptr);

// The report is computed tile by tile on every core (ropetiles.h); progress comes from every
// thread, and a cancel seen on any of them returns std::nullopt (nothing partial). Throws
// pelab::Error for bad parameters or above the memory limit, before allocating.
std::optional<RopeAnalysis> analyzeRope(const RopeParameters &parameters,
                                        std::uint64_t memoryLimit = kDefaultMemoryLimit,
                                        const ProgressCallback &progress = {});

} // namespace pelab
