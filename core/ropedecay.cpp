#include "ropedecay.h"

#include "parallelwork.h"

#include <algorithm>
#include <cmath>

namespace pelab {

std::vector<double> longTermDecay(const std::vector<double> &theta,
                                  const std::vector<double> &distances)
{
    std::vector<double> out(distances.size());
    const double pairs = double(theta.size());
    // Each distance is its own sum (d/2 sin/cos and hypot calls): chunks of them on every core.
    constexpr std::int64_t kChunk = 64;
    const auto count = std::int64_t(distances.size());
    ParallelWork((count + kChunk - 1) / kChunk, 4).run([&](std::int64_t chunk, unsigned) {
        for (std::int64_t j = chunk * kChunk; j < std::min(count, (chunk + 1) * kChunk); ++j) {
            const double r = distances[std::size_t(j)];
            double re = 0.0;
            double im = 0.0;
            double sum = 0.0;
            for (double t : theta) {
                re += std::cos(r * t); // S_j = Σ_{i<j} e^{i·r·θ_i}, j = i + 1
                im += std::sin(r * t);
                sum += std::hypot(re, im);
            }
            out[std::size_t(j)] = pairs > 0 ? sum / pairs : 0.0; // (2/d)·Σ = Σ / (d/2)
        }
    });
    return out;
}

std::vector<double> decayDistances(std::int64_t maxDistance, std::int64_t points)
{
    std::vector<double> out;
    if (maxDistance < 0)
        return out;
    if (maxDistance + 1 <= points) {
        for (std::int64_t r = 0; r <= maxDistance; ++r)
            out.push_back(double(r));
        return out;
    }
    for (std::int64_t j = 0; j < points; ++j)
        out.push_back(double(j * maxDistance / (points - 1)));
    return out;
}

} // namespace pelab
