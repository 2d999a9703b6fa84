#include "ropeanalysis.h"

#include "arrayfile.h"
#include "error.h"

#include <cmath>

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
    // The product takes most of the time; the checks the rest.
    const ProgressCallback gemmProgress = [&](double fraction) {
        return !progress || progress(0.8 * fraction);
    };
    Matrix scores = ropeScores(out.setup, memoryLimit, gemmProgress);
    if (scores.empty())
        return std::nullopt;
    out.scores = std::make_shared<const Matrix>(std::move(scores));
    out.exact = exactScores(out.setup);
    out.invariance = invarianceCheck(*out.scores, out.setup.start, &out.exact);
    if (progress && !progress(0.9))
        return std::nullopt;
    out.rotation = rotationCheck(out.setup);
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
