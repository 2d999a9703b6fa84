#include "ropeanalysis.h"

#include "arrayfile.h"
#include "error.h"
#include "ropeangles.h"
#include "ropetiles.h"

#include <algorithm>
#include <cmath>
#include <thread>

namespace pelab {

std::vector<double> readRopeVector(const std::string &path, std::int64_t dim,
                                   const std::string &role)
{
    const LoadedArray array = readArrayFile(path);
    const Matrix &m = array.values;
    if (m.rows() != 1 && m.cols() != 1)
        throw Error(path + ": " + role + " must be one row of d = " + std::to_string(dim) +
                    " values (the file holds " + std::to_string(m.rows()) + " x " +
                    std::to_string(m.cols()) + ")");
    if (std::int64_t(m.size()) != dim)
        throw Error(path + ": " + role + " must hold d = " + std::to_string(dim) +
                    " values (the file holds " + std::to_string(m.size()) + ")");
    requireFinite(array, path, role);
    return std::vector<double>(m.data(), m.data() + m.size());
}

RopeSetup makeRopeSetup(const RopeParameters &parameters, RopeFrequencies *frequencies)
{
    validateRopeDim(parameters.dim);
    if (parameters.seed > kMaxRopeSeed)
        throw Error("the seed must be 0 … 2^53 − 1 (got " + std::to_string(parameters.seed) + ")");
    RopeFrequencies f = ropeFrequencies(parameters.dim, parameters.base, parameters.scaling,
                                        parameters.start + parameters.positions);
    RopeSetup setup;
    setup.dim = parameters.dim;
    setup.positions = parameters.positions;
    setup.start = parameters.start;
    setup.pairing = parameters.pairing;
    setup.precision = parameters.precision;
    setup.theta = f.invFreq;
    setup.attentionFactor = f.attentionFactor;
    setup.maxOffset = parameters.maxOffset;
    if (parameters.q.has_value() != parameters.k.has_value())
        throw Error("give both q and k, or neither (seeded random vectors)");
    if (parameters.q) {
        setup.q = *parameters.q;
        setup.k = *parameters.k;
    } else {
        randomContent(parameters.dim, parameters.seed, setup.q, setup.k);
    }
    if (parameters.tolerance &&
        !(*parameters.tolerance >= 0.0 && std::isfinite(*parameters.tolerance)))
        throw Error("the tolerance must be a finite number ≥ 0");
    validateRopeSetup(setup);
    if (frequencies)
        *frequencies = std::move(f);
    return setup;
}

std::optional<RopeAnalysis> analyzeRope(const RopeParameters &parameters, std::uint64_t memoryLimit,
                                        const ProgressCallback &progress)
{
    RopeAnalysis out;
    out.setup = makeRopeSetup(parameters, &out.frequencies);
    const auto n = std::uint64_t(out.setup.positions);
    const auto d = std::uint64_t(out.setup.dim);
    // The rotated tables (and K̂ packed), the rotation check's cos/sin of every position and offset,
    // the exact scores and each thread's extremes per offset, plus N × N when the scores are kept.
    const auto offsets = std::uint64_t(2 * checkedMaxOffset(out.setup) + 1);
    const std::uint64_t threads = std::clamp(std::thread::hardware_concurrency(), 1u, 64u);
    checkMatrixAllocation(1,
                          (parameters.keepScores ? n * n : 0) + 4 * n * d + 8 * d +
                              offsets * (d + 1 + 4 * threads),
                          memoryLimit,
                          parameters.keepScores ? "the RoPE score matrix with its rotations"
                                                : "the rotated RoPE vectors and their checks");
    // sin/cos once for the exact scores, the rotations and the rotation check, which runs first
    // so that its tables are freed before the tiles need their memory.
    Matrix qHat, kHat;
    {
        const RopeAngleTables tables = ropeAngleTables(out.setup);
        out.exact = exactScores(out.setup, tables);
        rotatedPair(out.setup, tables, qHat, kHat);
        out.rotation = rotationCheck(out.setup, tables);
    }
    Matrix scores;
    if (parameters.keepScores)
        scores = Matrix(n, n);
    RopeTileJob job;
    job.qHat = &qHat;
    job.kHat = &kHat;
    job.scale = 1.0 / std::sqrt(double(d));
    job.start = out.setup.start;
    job.maxOffset = checkedMaxOffset(out.setup);
    job.exact = &out.exact;
    job.scores = parameters.keepScores ? &scores : nullptr;
    // The tiles take most of the time (0 … 0.8); the checks the rest.
    std::optional<InvarianceReport> invariance = tiledInvariance(job, progress, 0.0, 0.8);
    if (!invariance)
        return std::nullopt;
    out.invariance = std::move(*invariance);
    if (parameters.keepScores)
        out.scores = std::make_shared<const Matrix>(std::move(scores));
    if (progress && !progress(0.9))
        return std::nullopt;
    out.toleranceGiven = parameters.tolerance.has_value();
    out.tolerance = parameters.tolerance.value_or(invarianceTolerance(out.setup));
    out.overflowedPositions = overflowedPositions(out.setup);
    // Rounding is monotonic: count the changes along the range.
    double previous = std::nan("");
    for (std::int64_t r = 0; r < out.setup.positions; ++r) {
        const double t = roundTo(out.setup.precision, double(out.setup.start + r));
        if (!(t == previous))
            ++out.distinctPositions;
        previous = t;
    }
    out.invariant = out.invariance.nonFinite == 0 && out.invariance.maxError <= out.tolerance &&
                    out.distinctPositions == out.setup.positions;
    if (progress && !progress(1.0))
        return std::nullopt;
    return out;
}

} // namespace pelab
