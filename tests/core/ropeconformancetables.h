#pragma once

// The tables tst_ropeconformance compares, built in the test from the Hugging Face formulas
// (transformers' modeling_rope_utils.py and LlamaRotaryEmbedding), written out independently of
// core's ropeFrequencies: inv_freq of the default, linear, llama3 and yarn ropes in float64, the
// float32 inv_freq and cache as frameworks compute them, and cos/sin caches in both layouts;
// then the configurations the tests use and their checks.

#include "error.h"
#include "matrix.h"
#include "rope.h"
#include "ropeconformance.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <numbers>
#include <string>
#include <utility>
#include <vector>

namespace RopeTables {

using namespace pelab;

// Default rope: inv_freq = 1 / (base ** (arange(0, dim, 2) / dim)).
inline std::vector<double> defaultInvFreq(int dim, double base)
{
    std::vector<double> out;
    for (int j = 0; j < dim; j += 2)
        out.push_back(1.0 / std::pow(base, double(j) / double(dim)));
    return out;
}

// Linear: inv_freq / factor.
inline std::vector<double> linearInvFreq(int dim, double base, double factor)
{
    std::vector<double> out = defaultInvFreq(dim, base);
    for (double &x : out)
        x /= factor;
    return out;
}

// _compute_llama3_parameters.
inline std::vector<double> llama3InvFreq(int dim, double base, double factor, double lowFreqFactor,
                                         double highFreqFactor, double oldContextLen)
{
    const double lowFreqWavelen = oldContextLen / lowFreqFactor;
    const double highFreqWavelen = oldContextLen / highFreqFactor;
    std::vector<double> out;
    for (double invFreq : defaultInvFreq(dim, base)) {
        const double wavelen = 2 * std::numbers::pi / invFreq;
        double llama = wavelen > lowFreqWavelen ? invFreq / factor : invFreq;
        const double smoothFactor =
            (oldContextLen / wavelen - lowFreqFactor) / (highFreqFactor - lowFreqFactor);
        const double smoothed = (1 - smoothFactor) * llama / factor + smoothFactor * llama;
        const bool isMedium = !(wavelen < highFreqWavelen) && !(wavelen > lowFreqWavelen);
        out.push_back(isMedium ? smoothed : llama);
    }
    return out;
}

// _compute_yarn_parameters with beta_fast 32, beta_slow 1, truncate: inv_freq_interpolation ·
// (1 − extrapolation factor) + inv_freq_extrapolation · extrapolation factor, the
// extrapolation factor 1 − linear_ramp_factor(low, high, dim/2).
inline std::vector<double> yarnInvFreq(int dim, double base, double factor, double originalMax)
{
    const auto correctionDim = [&](double rotations) {
        return (dim * std::log(originalMax / (rotations * 2 * std::numbers::pi))) /
               (2 * std::log(base));
    };
    const double low = std::max(std::floor(correctionDim(32.0)), 0.0);
    double high = std::min(std::ceil(correctionDim(1.0)), double(dim - 1));
    if (low == high)
        high += 0.001;
    std::vector<double> out;
    for (int j = 0; j < dim; j += 2) {
        const double posFreq = std::pow(base, double(j) / double(dim));
        const double extrapolation = 1.0 / posFreq;
        const double interpolation = 1.0 / (factor * posFreq);
        const double ramp = std::clamp((double(j / 2) - low) / (high - low), 0.0, 1.0);
        const double extrapolationFactor = 1.0 - ramp;
        out.push_back(interpolation * (1 - extrapolationFactor) +
                      extrapolation * extrapolationFactor);
    }
    return out;
}

// The pair of cache column j: half (cat(freqs, freqs)) j mod (width/2), interleaved j/2.
inline std::size_t pairOf(pelab::RopePairing pairing, std::size_t width, std::size_t j)
{
    return pairing == pelab::RopePairing::Half ? j % (width / 2) : j / 2;
}

struct Cache
{
    pelab::Matrix cos;
    pelab::Matrix sin;
};

// A copy (Matrix is move-only).
inline Cache copyOf(const Cache &c)
{
    Cache out{pelab::Matrix(c.cos.rows(), c.cos.cols()), pelab::Matrix(c.sin.rows(), c.sin.cols())};
    std::copy(c.cos.data(), c.cos.data() + c.cos.size(), out.cos.data());
    std::copy(c.sin.data(), c.sin.data() + c.sin.size(), out.sin.data());
    return out;
}

// cos[t][j] = cos((t + shift)·θ_pair(j))·af, sin likewise, in float64.
inline Cache cache(const std::vector<double> &theta, double af, pelab::RopePairing pairing,
                   std::size_t positions, std::int64_t shift = 0)
{
    const std::size_t width = 2 * theta.size();
    Cache out{pelab::Matrix(positions, width), pelab::Matrix(positions, width)};
    for (std::size_t t = 0; t < positions; ++t) {
        for (std::size_t j = 0; j < width; ++j) {
            const double angle = double(std::int64_t(t) + shift) * theta[pairOf(pairing, width, j)];
            out.cos(t, j) = std::cos(angle) * af;
            out.sin(t, j) = std::sin(angle) * af;
        }
    }
    return out;
}

// The default inv_freq as frameworks compute it in float32:
// 1.0 / (base ** (torch.arange(0, dim, 2).float() / dim)), every operation in float32.
inline std::vector<float> defaultInvFreq32(int dim, double base)
{
    std::vector<float> out;
    for (int j = 0; j < dim; j += 2) {
        const float exponent = float(j) / float(dim);
        const float power = std::pow(float(base), exponent);
        out.push_back(1.0f / power);
    }
    return out;
}

// The float32 cache of LlamaRotaryEmbedding: freqs = inv_freq.float() · t.float() (float32
// products), emb = cat(freqs, freqs) (or interleaved), cos = emb.cos() · attention_scaling.
inline Cache cache32(const std::vector<float> &theta, double af, pelab::RopePairing pairing,
                     std::size_t positions)
{
    const std::size_t width = 2 * theta.size();
    Cache out{pelab::Matrix(positions, width), pelab::Matrix(positions, width)};
    for (std::size_t t = 0; t < positions; ++t) {
        for (std::size_t j = 0; j < width; ++j) {
            const float angle = float(t) * theta[pairOf(pairing, width, j)];
            out.cos(t, j) = double(std::cos(angle) * float(af));
            out.sin(t, j) = double(std::sin(angle) * float(af));
        }
    }
    return out;
}

// x rounded to float32 (the table an implementation stores in float32).
inline void roundToFloat(pelab::Matrix &m)
{
    for (std::size_t i = 0; i < m.size(); ++i)
        m.data()[i] = double(float(m.data()[i]));
}

// x rounded to bfloat16: float32, then the top 16 bits, to nearest, ties to even.
inline double bfloat16(double x)
{
    const float f = float(x);
    std::uint32_t bits;
    std::memcpy(&bits, &f, sizeof bits);
    bits += 0x7fffu + ((bits >> 16) & 1u);
    bits &= 0xffff0000u;
    float out;
    std::memcpy(&out, &bits, sizeof out);
    return double(out);
}

inline constexpr double kU64 = 0x1p-53;
inline constexpr double kU32 = 0x1p-24;

inline std::string thrownMessage(const std::function<void()> &f)
{
    try {
        f();
    } catch (const Error &e) {
        return e.what();
    }
    return "(nothing thrown)";
}

#define PELAB_VERIFY_MESSAGE(call, text)                                                           \
    do {                                                                                           \
        const std::string pelabMessage_ = thrownMessage([&] { (void)(call); });                    \
        QVERIFY2(pelabMessage_.find(text) != std::string::npos, pelabMessage_.c_str());            \
    } while (false)

#define PELAB_VERIFY_CAUSE(comparison, expected)                                                   \
    do {                                                                                           \
        const RopeComparison &pelabC_ = (comparison);                                              \
        QVERIFY2(                                                                                  \
            pelabC_.cause == (expected),                                                           \
            (std::string(likelyCauseName(pelabC_.cause)) + ": " + pelabC_.causeDetail).c_str());   \
    } while (false)

inline RopeReference reference(int rotary, double base, RopePairing pairing = RopePairing::Half)
{
    RopeReference r;
    r.headDim = rotary;
    r.rotaryDim = rotary;
    r.base = base;
    r.pairing = pairing;
    return r;
}

// Llama 3.1 8B: d 128, base 500000, llama3 ×8 (low 1, high 4, original 8192).
inline RopeReference llama31()
{
    RopeReference r = reference(128, 500000.0);
    r.scaling.type = RopeScalingType::Llama3;
    r.scaling.factor = 8.0;
    r.scaling.originalMaxPositions = 8192;
    return r;
}

inline std::vector<double> llama31InvFreq(double base = 500000.0)
{
    return llama3InvFreq(128, base, 8.0, 1.0, 4.0, 8192.0);
}

// YaRN ×4 on d 64, base 10000, original 2048; af = 0.1·ln 4 + 1.
inline RopeReference yarn4()
{
    RopeReference r = reference(64, 10000.0);
    r.scaling.type = RopeScalingType::Yarn;
    r.scaling.factor = 4.0;
    r.scaling.originalMaxPositions = 2048;
    return r;
}
inline const double kYarnAf = 0.1 * std::log(4.0) + 1.0;

inline std::vector<double> toDoubles(const std::vector<float> &v)
{
    return std::vector<double>(v.begin(), v.end());
}

inline bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

} // namespace RopeTables
