#include "relativeprofiles.h"

#include "error.h"
#include "parallelwork.h"
#include "ropedecay.h"
#include "shaw.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numeric>
#include <string>

namespace pelab {

namespace {

constexpr std::int64_t kChunk = 256; // distances per unit of parallel work

std::size_t length(std::int64_t maxDistance)
{
    validateProfileDistance(maxDistance);
    return std::size_t(maxDistance) + 1;
}

// Runs work(first, last) over Δ = 0 … D in chunks on every core.
bool inChunks(std::int64_t maxDistance,
              const std::function<void(std::int64_t first, std::int64_t last)> &work,
              const ProgressCallback &progress = {})
{
    const std::int64_t count = maxDistance + 1;
    return ParallelWork((count + kChunk - 1) / kChunk, 4)
        .run([&](std::int64_t unit,
                 unsigned) { work(unit * kChunk, std::min(count, (unit + 1) * kChunk) - 1); },
             progress);
}

} // namespace

void validateProfileDistance(std::int64_t maxDistance)
{
    if (maxDistance < 1 || maxDistance > kMaxProfileDistance)
        throw Error("the largest distance must be from 1 to " +
                    std::to_string(kMaxProfileDistance) + " (got " + std::to_string(maxDistance) +
                    ")");
}

ProfileCurve cosineSumProfile(const std::vector<double> &frequencies, double scale,
                              std::int64_t maxDistance, const ProgressCallback &progress)
{
    ProfileCurve curve;
    curve.centre.resize(length(maxDistance));
    const bool finished = inChunks(
        maxDistance,
        [&](std::int64_t first, std::int64_t last) {
            for (std::int64_t d = first; d <= last; ++d) {
                double sum = 0.0;
                for (double w : frequencies)
                    sum += std::cos(w * double(d));
                curve.centre[std::size_t(d)] = scale * sum;
            }
        },
        progress);
    return finished ? curve : ProfileCurve{};
}

ProfileCurve ropeBoundProfile(const std::vector<double> &theta, std::int64_t maxDistance)
{
    std::vector<double> distances(length(maxDistance));
    std::iota(distances.begin(), distances.end(), 0.0);
    ProfileCurve curve;
    curve.centre = longTermDecay(theta, distances);
    return curve;
}

ProfileCurve pointwiseProfile(std::int64_t maxDistance,
                              const std::function<double(std::int64_t distance)> &value)
{
    ProfileCurve curve;
    curve.centre.resize(length(maxDistance));
    inChunks(maxDistance, [&](std::int64_t first, std::int64_t last) {
        for (std::int64_t d = first; d <= last; ++d)
            curve.centre[std::size_t(d)] = value(d);
    });
    return curve;
}

ProfileCurve linearBiasProfile(const std::vector<double> &slopes, std::int64_t maxDistance)
{
    if (slopes.empty())
        throw Error("a linear bias needs at least one slope");
    const std::size_t n = length(maxDistance);
    const double mean = std::accumulate(slopes.begin(), slopes.end(), 0.0) / double(slopes.size());
    const auto [least, most] = std::minmax_element(slopes.begin(), slopes.end());
    ProfileCurve curve;
    curve.centre.resize(n);
    const bool band = slopes.size() > 1;
    if (band) {
        curve.lower.resize(n);
        curve.upper.resize(n);
    }
    for (std::size_t d = 0; d < n; ++d) {
        curve.centre[d] = -mean * double(d);
        if (band) {
            curve.lower[d] = -*most * double(d);
            curve.upper[d] = -*least * double(d);
        }
    }
    return curve;
}

double medianOf(std::vector<double> &values)
{
    if (values.empty())
        return std::numeric_limits<double>::quiet_NaN();
    const std::size_t mid = values.size() / 2;
    std::nth_element(values.begin(), values.begin() + std::ptrdiff_t(mid), values.end());
    const double upper = values[mid];
    if (values.size() % 2 == 1)
        return upper;
    const double lower = *std::max_element(values.begin(), values.begin() + std::ptrdiff_t(mid));
    return lower + (upper - lower) / 2.0;
}

ProfileCurve shawRelativeProfile(const ShawScores &scores, std::int64_t maxDistance)
{
    const std::size_t n = length(maxDistance);
    const std::int64_t clip = scores.clip();
    const std::int64_t queries = scores.positions();
    const std::size_t dim = std::size_t(scores.dim());
    const double scale = 1.0 / std::sqrt(double(scores.dim()));
    // Only r_0, r_−1 … r_−K are ever used: the statistics of each over the queries.
    const std::int64_t used = std::min(clip, maxDistance) + 1;
    std::vector<std::array<double, 3>> stats(static_cast<std::size_t>(used)); // min, median, max
    std::vector<double> values(static_cast<std::size_t>(queries));
    for (std::int64_t j = 0; j < used; ++j) {
        const double *r = scores.relative(-j);
        for (std::int64_t t = 0; t < queries; ++t) {
            const double *q = scores.q().row(std::size_t(t));
            double dot = 0.0;
            for (std::size_t c = 0; c < dim; ++c)
                dot += q[c] * r[c];
            values[std::size_t(t)] = dot * scale;
        }
        const auto [least, most] = std::minmax_element(values.begin(), values.end());
        const double lo = *least;
        const double hi = *most;
        stats[std::size_t(j)] = {lo, medianOf(values), hi};
    }
    ProfileCurve curve;
    curve.centre.resize(n);
    curve.lower.resize(n);
    curve.upper.resize(n);
    for (std::size_t d = 0; d < n; ++d) {
        const auto &s = stats[std::size_t(std::min<std::int64_t>(std::int64_t(d), clip))];
        curve.lower[d] = s[0];
        curve.centre[d] = s[1];
        curve.upper[d] = s[2];
    }
    return curve;
}

ProfileCurve diagonalProfile(const Matrix &similarity, std::int64_t maxDistance,
                             const ProgressCallback &progress)
{
    const std::size_t n = length(maxDistance);
    const auto rows = std::int64_t(similarity.rows());
    if (similarity.cols() != similarity.rows())
        throw Error("a similarity matrix must be square");
    if (maxDistance > rows - 1)
        throw Error("distance " + std::to_string(maxDistance) + " is beyond a table of " +
                    std::to_string(rows) + " positions (at most " + std::to_string(rows - 1) + ")");
    ProfileCurve curve;
    curve.centre.resize(n);
    curve.lower.resize(n);
    curve.upper.resize(n);
    const bool finished = inChunks(
        maxDistance,
        [&](std::int64_t first, std::int64_t last) {
            std::vector<double> values;
            for (std::int64_t d = first; d <= last; ++d) {
                values.clear();
                for (std::int64_t t = d; t < rows; ++t)
                    values.push_back(similarity(std::size_t(t), std::size_t(t - d)));
                const auto [least, most] = std::minmax_element(values.begin(), values.end());
                curve.lower[std::size_t(d)] = *least;
                curve.upper[std::size_t(d)] = *most;
                curve.centre[std::size_t(d)] = medianOf(values);
            }
        },
        progress);
    return finished ? curve : ProfileCurve{};
}

std::string_view normalisationName(ProfileNormalisation normalisation)
{
    switch (normalisation) {
    case ProfileNormalisation::None:
        return "none";
    case ProfileNormalisation::AtZero:
        return "at-zero";
    case ProfileNormalisation::Unit:
        return "unit";
    case ProfileNormalisation::ZScore:
        return "z";
    }
    return "none";
}

std::optional<ProfileNormalisation> parseNormalisation(std::string_view name)
{
    for (ProfileNormalisation n : {ProfileNormalisation::None, ProfileNormalisation::AtZero,
                                   ProfileNormalisation::Unit, ProfileNormalisation::ZScore}) {
        if (normalisationName(n) == name)
            return n;
    }
    return std::nullopt;
}

void normaliseProfile(ProfileCurve &curve, ProfileNormalisation normalisation)
{
    if (curve.centre.empty() || normalisation == ProfileNormalisation::None)
        return;
    double shift = 0.0;
    double divisor = 1.0;
    switch (normalisation) {
    case ProfileNormalisation::None:
        return;
    case ProfileNormalisation::AtZero:
        divisor = curve.centre.front();
        if (divisor == 0.0 || !std::isfinite(divisor))
            throw Error("is 0 at distance 0, so it cannot be divided by its value there");
        break;
    case ProfileNormalisation::Unit: {
        double largest = 0.0;
        for (const auto *values : {&curve.centre, &curve.lower, &curve.upper}) {
            for (double v : *values)
                largest = std::max(largest, std::abs(v));
        }
        if (largest == 0.0)
            throw Error("is 0 at every distance, so it has no largest value to divide by");
        divisor = largest;
        break;
    }
    case ProfileNormalisation::ZScore: {
        const double count = double(curve.centre.size());
        const double mean = std::accumulate(curve.centre.begin(), curve.centre.end(), 0.0) / count;
        double squares = 0.0;
        for (double v : curve.centre)
            squares += (v - mean) * (v - mean);
        const double deviation = std::sqrt(squares / count);
        if (!(deviation > 0.0))
            throw Error("is the same at every distance, so it has no z-scores");
        shift = mean;
        divisor = deviation;
        break;
    }
    }
    for (auto *values : {&curve.centre, &curve.lower, &curve.upper}) {
        for (double &v : *values)
            v = (v - shift) / divisor;
    }
    // A negative divisor (at-zero of a curve below 0 at Δ = 0) swaps the band's edges.
    if (divisor < 0.0)
        std::swap(curve.lower, curve.upper);
}

} // namespace pelab
