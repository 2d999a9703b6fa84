#pragma once

#include "matrix.h"
#include "memorylimit.h"
#include "rope.h"
#include "ropescores.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace pelab {

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
};

// The score matrix and every check on it.
struct RopeAnalysis
{
    RopeSetup setup;
    RopeFrequencies frequencies;
    std::shared_ptr<const Matrix> scores; // N × N
    std::vector<double> exact;            // qᵀR_Δk·af²/√d, Δ = −(N−1) … N−1
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

// Frequencies, content and the setup; throws pelab::Error naming a bad parameter.
RopeSetup makeRopeSetup(const RopeParameters &parameters, RopeFrequencies *frequencies = nullptr);

// Returns std::nullopt when cancelled through `progress`; throws pelab::Error for bad parameters
// or above the memory limit.
std::optional<RopeAnalysis> analyzeRope(const RopeParameters &parameters,
                                        std::uint64_t memoryLimit = kDefaultMemoryLimit,
                                        const ProgressCallback &progress = {});

} // namespace pelab
