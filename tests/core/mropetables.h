#pragma once

// The caches tst_mropeconformance checks, built in the test from the formulas, independently of
// core's tokenPositions/columnAxes: the ids of a sequence by Qwen2-VL's get_rope_index (text
// continues from the start, an image at start s takes (s + f, s + i, s + j) on its merged grid,
// the next segment starts at the largest id + 1), the axis of each column (chunked within each
// half, Qwen3-VL's interleaving, or the doubled sections over the whole head), and cos/sin of
// id·base^(−2i/d).

#include "matrix.h"
#include "rope.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace MropeTables {

struct Part
{
    bool image = false;
    std::int64_t tokens = 0;          // text
    std::int64_t t = 1, h = 1, w = 1; // image / video grid before the merge
};

struct Ids
{
    std::vector<std::int64_t> t, h, w;
    std::size_t size() const { return t.size(); }
    const std::vector<std::int64_t> &axis(int a) const { return a == 0 ? t : a == 1 ? h : w; }
};

// Faults: consecutive ids for every token; the segment after an image starts at its start + its
// token count.
inline Ids qwenIds(const std::vector<Part> &parts, std::int64_t merge, bool consecutive = false,
                   bool nextFromCount = false)
{
    Ids out;
    std::int64_t start = 0, largest = -1;
    const auto push = [&](std::int64_t t, std::int64_t h, std::int64_t w) {
        out.t.push_back(t);
        out.h.push_back(h);
        out.w.push_back(w);
        largest = std::max({largest, t, h, w});
    };
    for (const Part &p : parts) {
        if (!p.image || consecutive) {
            const std::int64_t n = p.image ? p.t * (p.h / merge) * (p.w / merge) : p.tokens;
            for (std::int64_t i = 0; i < n; ++i)
                push(start + i, start + i, start + i);
            start += n;
            continue;
        }
        for (std::int64_t f = 0; f < p.t; ++f)
            for (std::int64_t i = 0; i < p.h / merge; ++i)
                for (std::int64_t j = 0; j < p.w / merge; ++j)
                    push(start + f, start + i, start + j);
        start = nextFromCount ? start + p.t * (p.h / merge) * (p.w / merge) : largest + 1;
    }
    return out;
}

enum class Axes
{
    AllT,
    Chunked,
    Interleaved,
    WholeHead,
};

// The axis of column c of a cache d wide: pair i is column i and i + d/2 (half) or 2i, 2i + 1
// (interleaved pairing).
inline std::vector<int> columnAxes(Axes axes, const std::vector<std::int64_t> &s, int d,
                                   pelab::RopePairing pairing)
{
    std::vector<int> out(std::size_t(d), 0);
    for (int c = 0; c < d; ++c) {
        const int i = pairing == pelab::RopePairing::Half ? c % (d / 2) : c / 2;
        switch (axes) {
        case Axes::AllT:
            break;
        case Axes::Chunked:
            out[c] = i < s[0] ? 0 : i < s[0] + s[1] ? 1 : 2;
            break;
        case Axes::Interleaved:
            out[c] = i % 3 == 1 && i < 3 * s[1] ? 1 : i % 3 == 2 && i < 3 * s[2] ? 2 : 0;
            break;
        case Axes::WholeHead:
            out[c] = c < 2 * s[0] ? 0 : c < 2 * (s[0] + s[1]) ? 1 : 2;
            break;
        }
    }
    return out;
}

inline std::vector<double> thetas(int d, double base, double factor = 1.0)
{
    std::vector<double> out;
    for (int j = 0; j < d; j += 2)
        out.push_back(1.0 / std::pow(base, double(j) / double(d)) / factor);
    return out;
}

struct Cache
{
    pelab::Matrix cos, sin;
};

// cos[r][c] = cos((id + shift)·θ_i)·af with id the token's on column c's axis, i column c's pair.
inline Cache cache(const Ids &ids, const std::vector<int> &axes, const std::vector<double> &theta,
                   pelab::RopePairing pairing, double af = 1.0, std::int64_t shift = 0)
{
    const std::size_t d = 2 * theta.size();
    Cache out{pelab::Matrix(ids.size(), d), pelab::Matrix(ids.size(), d)};
    for (std::size_t r = 0; r < ids.size(); ++r) {
        for (std::size_t c = 0; c < d; ++c) {
            const std::size_t i = pairing == pelab::RopePairing::Half ? c % (d / 2) : c / 2;
            const double angle = double(ids.axis(axes[c])[r] + shift) * theta[i];
            out.cos(r, c) = std::cos(angle) * af;
            out.sin(r, c) = std::sin(angle) * af;
        }
    }
    return out;
}

// The float32 cache of Qwen2-VL's rotary embedding: inv_freq in float32, the angle a float32
// product of the id and θ, cos and sin in float32.
inline Cache cache32(const Ids &ids, const std::vector<int> &axes, int d, double base,
                     pelab::RopePairing pairing)
{
    std::vector<float> theta;
    for (int j = 0; j < d; j += 2)
        theta.push_back(1.0f / std::pow(float(base), float(j) / float(d)));
    Cache out{pelab::Matrix(ids.size(), d), pelab::Matrix(ids.size(), d)};
    for (std::size_t r = 0; r < ids.size(); ++r) {
        for (std::size_t c = 0; c < std::size_t(d); ++c) {
            const std::size_t i =
                pairing == pelab::RopePairing::Half ? c % std::size_t(d / 2) : c / 2;
            const float angle = float(ids.axis(axes[c])[r]) * theta[i];
            out.cos(r, c) = double(std::cos(angle));
            out.sin(r, c) = double(std::sin(angle));
        }
    }
    return out;
}

inline void roundToFloat(pelab::Matrix &m)
{
    for (std::size_t i = 0; i < m.size(); ++i)
        m.data()[i] = double(float(m.data()[i]));
}

} // namespace MropeTables
