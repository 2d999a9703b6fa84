#include "steplab.h"

#include "csvformat.h"
#include "error.h"
#include "sinusoidal.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>

namespace pelab {

namespace {

// '.' decimals whatever the C locale, the shortest text that reads back as the same value.
std::string number(double value)
{
    return formatDouble(value);
}

void checkPosition(const char *name, std::int64_t t)
{
    if (t < 0)
        throw Error(std::string("position ") + name + " must be 0 or more (got " +
                    std::to_string(t) + ")");
    if (t > kMaxPosition)
        throw Error(std::string("position ") + name + " beyond 2^40 is not supported (got " +
                    std::to_string(t) + ")");
}

// PE(t) from the formula, interleaved [sin ω0, cos ω0, sin ω1, …].
std::vector<double> encode(std::int64_t t, const std::vector<double> &omega)
{
    std::vector<double> out(omega.size() * 2);
    for (std::size_t i = 0; i < omega.size(); ++i) {
        const double angle = double(t) * omega[i];
        out[2 * i] = std::sin(angle);
        out[2 * i + 1] = std::cos(angle);
    }
    return out;
}

std::vector<double> subtract(const std::vector<double> &a, const std::vector<double> &b)
{
    std::vector<double> out(a.size());
    for (std::size_t j = 0; j < a.size(); ++j)
        out[j] = a[j] - b[j];
    return out;
}

double dot(const std::vector<double> &a, const std::vector<double> &b)
{
    long double sum = 0.0L;
    for (std::size_t j = 0; j < a.size(); ++j)
        sum += static_cast<long double>(a[j]) * static_cast<long double>(b[j]);
    return double(sum);
}

double largestMagnitude(const std::vector<double> &values)
{
    double out = 0.0;
    for (double v : values)
        out = std::max(out, std::abs(v));
    return out;
}

// (e): the position and the component index swapped, sin(2i / base^(t/d)).
std::vector<double> swappedEncode(std::int64_t t, std::int64_t dim, double base)
{
    std::vector<double> out(static_cast<std::size_t>(dim));
    const double denominator = std::pow(base, double(t) / double(dim));
    for (std::int64_t i = 0; i < dim / 2; ++i) {
        const double angle = double(2 * i) / denominator;
        out[std::size_t(2 * i)] = std::sin(angle);
        out[std::size_t(2 * i + 1)] = std::cos(angle);
    }
    return out;
}

} // namespace

void validate(const StepLabParams &p)
{
    if (p.dim % 2 != 0)
        throw Error("dimension must be even: each frequency has a sin and a cos (got " +
                    std::to_string(p.dim) + ")");
    if (p.dim < kStepLabMinDim || p.dim > kStepLabMaxDim)
        throw Error("dimension must be between 2 and 64 in the step-through lab (got " +
                    std::to_string(p.dim) + ")");
    checkPosition("p", p.p);
    checkPosition("q", p.q);
    if (!std::isfinite(p.base) || p.base <= 1.0)
        throw Error("base must be a finite number greater than 1 (got " + number(p.base) + ")");
}

void validateStep(std::int64_t step)
{
    if (step < 1 || step > kStepLabStepCount)
        throw Error("step must be between 1 and " + std::to_string(kStepLabStepCount) + " (got " +
                    std::to_string(step) + ")");
}

std::int64_t firstLengthDecrease(const StepLabResult &result)
{
    const std::vector<double> &lengths = result.normByPositionOn;
    for (std::size_t k = 1; k < lengths.size(); ++k) {
        if (lengths[k] < lengths[k - 1])
            return std::int64_t(k) + 1;
    }
    return 0;
}

double euclideanLength(const std::vector<double> &values)
{
    long double sum = 0.0L;
    for (double v : values)
        sum += static_cast<long double>(v) * static_cast<long double>(v);
    return double(std::sqrt(sum));
}

StepLabResult computeStepLab(const StepLabParams &params)
{
    validate(params);
    StepLabResult r;
    r.params = params;
    const std::vector<double> omega = angularFrequencies(params.base, params.dim);
    r.peP = encode(params.p, omega);
    r.peQ = encode(params.q, omega);
    const std::vector<double> zeros(r.peP.size(), 0.0);
    r.addedP = params.positionSignal ? r.peP : zeros;
    r.addedQ = params.positionSignal ? r.peQ : zeros;
    r.difference = subtract(r.addedQ, r.addedP);
    r.norm = euclideanLength(r.difference);
    r.normOn = euclideanLength(subtract(r.peQ, r.peP));

    for (std::size_t i = 0; i < omega.size(); ++i) {
        StepLabPair pair;
        pair.pair = std::int64_t(i);
        pair.omega = omega[i];
        pair.denominator = std::pow(params.base, 2.0 * double(i) / double(params.dim));
        pair.angleP = double(params.p) * omega[i];
        pair.angleQ = double(params.q) * omega[i];
        pair.sinP = r.peP[2 * i];
        pair.cosP = r.peP[2 * i + 1];
        pair.sinQ = r.peQ[2 * i];
        pair.cosQ = r.peQ[2 * i + 1];
        pair.distance = euclideanLength({pair.sinQ - pair.sinP, pair.cosQ - pair.cosP});
        r.pairs.push_back(pair);
        r.pairDistances.push_back(params.positionSignal ? pair.distance : 0.0);
    }

    for (std::int64_t t = 1; t <= kStepLabComparedPositions; ++t) {
        const double length = euclideanLength(subtract(encode(t, omega), r.peP));
        r.normByPositionOn.push_back(length);
        r.normByPosition.push_back(params.positionSignal ? length : 0.0);
    }
    return r;
}

std::string_view mistakeId(StepMistake mistake)
{
    switch (mistake) {
    case StepMistake::SamePeEverywhere:
        return "same-pe";
    case StepMistake::TwoDenominators:
        return "two-denominators";
    case StepMistake::AmplitudeByPosition:
        return "amplitude-by-position";
    case StepMistake::Concatenation:
        return "concatenation";
    case StepMistake::PositionAsIndex:
        return "position-as-index";
    }
    return {};
}

std::optional<StepMistake> parseMistake(std::string_view id)
{
    for (int m = 0; m < kStepMistakeCount; ++m) {
        if (mistakeId(StepMistake(m)) == id)
            return StepMistake(m);
    }
    return std::nullopt;
}

StepMistakeResult computeMistake(const StepLabParams &params, StepMistake mistake)
{
    validate(params);
    const std::int64_t d = params.dim;
    const std::vector<double> omega = angularFrequencies(params.base, d);
    const std::vector<double> peP = encode(params.p, omega);
    const std::vector<double> peQ = encode(params.q, omega);

    StepMistakeResult r;
    r.mistake = mistake;
    r.width = d;
    r.correctP = peP;
    r.correctQ = peQ;
    r.wrongP = peP;
    r.wrongQ = peQ;
    switch (mistake) {
    case StepMistake::SamePeEverywhere:
        r.wrongP = encode(0, omega);
        r.wrongQ = r.wrongP;
        break;
    case StepMistake::TwoDenominators: {
        // cos of pair 0 uses pair 1's denominator base^(2/d) (for d = 2: base itself).
        const double slower = std::pow(params.base, -2.0 / double(d));
        r.wrongP[1] = std::cos(double(params.p) * slower);
        r.wrongQ[1] = std::cos(double(params.q) * slower);
        r.correctMeasureAtP = std::hypot(peP[0], peP[1]);
        r.correctMeasure = std::hypot(peQ[0], peQ[1]);
        r.wrongMeasureAtP = std::hypot(r.wrongP[0], r.wrongP[1]);
        r.wrongMeasure = std::hypot(r.wrongQ[0], r.wrongQ[1]);
        break;
    }
    case StepMistake::AmplitudeByPosition:
        for (std::size_t j = 0; j < r.wrongP.size(); ++j) {
            r.wrongP[j] *= double(params.p);
            r.wrongQ[j] *= double(params.q);
        }
        r.correctMeasureAtP = largestMagnitude(peP);
        r.correctMeasure = largestMagnitude(peQ);
        r.wrongMeasureAtP = largestMagnitude(r.wrongP);
        r.wrongMeasure = largestMagnitude(r.wrongQ);
        break;
    case StepMistake::Concatenation: {
        r.width = 2 * d;
        const double nan = std::numeric_limits<double>::quiet_NaN();
        r.correctP.resize(std::size_t(2 * d), nan);
        r.correctQ.resize(std::size_t(2 * d), nan);
        r.wrongP.assign(std::size_t(d), 0.0);
        r.wrongP.insert(r.wrongP.end(), peP.begin(), peP.end());
        r.wrongQ.assign(std::size_t(d), 0.0);
        r.wrongQ.insert(r.wrongQ.end(), peQ.begin(), peQ.end());
        r.correctMeasure = r.correctMeasureAtP = double(d);
        r.wrongMeasure = r.wrongMeasureAtP = double(2 * d);
        break;
    }
    case StepMistake::PositionAsIndex: {
        r.wrongP = swappedEncode(params.p, d, params.base);
        r.wrongQ = swappedEncode(params.q, d, params.base);
        const std::vector<double> nextP = encode(params.p + 1, omega);
        const std::vector<double> nextQ = encode(params.q + 1, omega);
        r.correctMeasure = std::abs(dot(peP, peQ) - dot(nextP, nextQ));
        r.wrongMeasure =
            std::abs(dot(r.wrongP, r.wrongQ) - dot(swappedEncode(params.p + 1, d, params.base),
                                                   swappedEncode(params.q + 1, d, params.base)));
        r.correctMeasureAtP = r.correctMeasure;
        r.wrongMeasureAtP = r.wrongMeasure;
        break;
    }
    }

    r.correctDifference = subtract(r.correctQ, r.correctP);
    r.wrongDifference = subtract(r.wrongQ, r.wrongP);
    r.correctNorm = euclideanLength(subtract(peQ, peP));
    r.wrongNorm = euclideanLength(r.wrongDifference);
    if (mistake == StepMistake::SamePeEverywhere) {
        r.correctMeasure = r.correctMeasureAtP = r.correctNorm;
        r.wrongMeasure = r.wrongMeasureAtP = r.wrongNorm;
    }
    return r;
}

StepLabCost stepLabCost(std::int64_t positions, std::int64_t dim)
{
    StepLabCost cost;
    cost.positions = positions;
    cost.dim = dim;
    cost.values = positions * dim;
    cost.sinCosCalls = positions * dim;
    cost.bytes = positions * dim * std::int64_t(sizeof(double));
    cost.valuesPerPosition = dim;
    return cost;
}

const std::vector<StepLabPreset> &stepLabPresets()
{
    static const std::vector<StepLabPreset> presets = [] {
        std::vector<StepLabPreset> out;
        StepLabParams p;
        out.push_back({"default", p, 6});
        p.q = 6;
        out.push_back({"fast-pair-repeats", p, 6});
        p.q = 3;
        out.push_back({"position-zero", p, 5});
        p.positionSignal = false;
        out.push_back({"off-control", p, 7});
        p.positionSignal = true;
        p.p = 10;
        p.q = 13;
        out.push_back({"offset-only", p, 6});
        return out;
    }();
    return presets;
}

} // namespace pelab
