#include "rope.h"

#include "error.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <sstream>

namespace pelab {

namespace {

std::string number(double value)
{
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out.precision(10);
    out << value;
    return out.str();
}

double requiredFactor(const RopeScaling &scaling)
{
    if (!scaling.factor) {
        if (scaling.type == RopeScalingType::Llama3)
            return kLlama3Factor;
        throw Error(std::string(scalingName(scaling.type)) +
                    " scaling needs a factor (rope_scaling \"factor\")");
    }
    const double factor = *scaling.factor;
    if (!std::isfinite(factor) || factor < 1.0)
        throw Error("the scaling factor must be a finite number of at least 1 (got " +
                    number(factor) + ")");
    return factor;
}

std::int64_t originalLength(const RopeScaling &scaling)
{
    const std::int64_t fallback = scaling.type == RopeScalingType::Llama3
                                      ? kLlama3OriginalMaxPositions
                                      : kDefaultOriginalMaxPositions;
    const std::int64_t length = scaling.originalMaxPositions.value_or(fallback);
    if (length < 1)
        throw Error("the original maximum position count must be at least 1 (got " +
                    std::to_string(length) + ")");
    return length;
}

void requirePositive(double value, const char *name)
{
    if (!std::isfinite(value) || value <= 0.0)
        throw Error(std::string(name) + " must be a finite number above 0 (got " + number(value) +
                    ")");
}

std::vector<double> baseFrequencies(std::int64_t dim, double base)
{
    std::vector<double> theta(std::size_t(dim / 2));
    for (std::int64_t i = 0; i < dim / 2; ++i)
        theta[std::size_t(i)] = std::pow(base, -2.0 * double(i) / double(dim));
    return theta;
}

// YaRN's get_mscale: 0.1·mscale·ln(scale) + 1, and 1 for scale ≤ 1.
double yarnMscale(double scale, double mscale)
{
    return scale <= 1.0 ? 1.0 : 0.1 * mscale * std::log(scale) + 1.0;
}

double givenAttentionFactor(const RopeScaling &scaling)
{
    requirePositive(*scaling.attentionFactor, "attention_factor");
    return *scaling.attentionFactor;
}

// Hugging Face's _compute_longrope_parameters.
void longropeFrequencies(RopeFrequencies &out, std::int64_t dim, const RopeScaling &scaling,
                         std::int64_t maxPosition)
{
    const auto pairs = std::size_t(dim / 2);
    if (!scaling.originalMaxPositions)
        throw Error("longrope scaling needs original_max_position_embeddings");
    out.originalMaxPositions = *scaling.originalMaxPositions;
    if (out.originalMaxPositions < 2)
        throw Error("the original maximum position count of longrope must be at least 2 (got " +
                    std::to_string(out.originalMaxPositions) + ")");
    for (const auto &[list, name] : {std::pair{&scaling.shortFactor, "short_factor"},
                                     std::pair{&scaling.longFactor, "long_factor"}}) {
        if (list->size() != pairs)
            throw Error(std::string("longrope's ") + name +
                        " must have d/2 = " + std::to_string(pairs) + " values (got " +
                        std::to_string(list->size()) + ")");
        for (double value : *list)
            requirePositive(value, name);
    }
    out.factor = scaling.factor.value_or(1.0);
    if (!std::isfinite(out.factor) || out.factor <= 0.0)
        throw Error("the longrope factor must be a finite number above 0 (got " +
                    number(out.factor) + ")");
    const std::int64_t length = scaling.sequenceLength.value_or(maxPosition);
    if (length < 1)
        throw Error("the sequence length must be at least 1 (got " + std::to_string(length) + ")");
    out.sequenceLength = length;
    out.longFactors = length > out.originalMaxPositions;
    const std::vector<double> &ext = out.longFactors ? scaling.longFactor : scaling.shortFactor;
    for (std::size_t i = 0; i < pairs; ++i)
        out.invFreq[i] = out.base[i] / ext[i];
    if (scaling.attentionFactor)
        out.attentionFactor = givenAttentionFactor(scaling);
    else if (out.factor > 1.0)
        out.attentionFactor =
            std::sqrt(1.0 + std::log(out.factor) / std::log(double(out.originalMaxPositions)));
}

// YaRN's find_correction_dim: the pair index whose wavelength fits `rotations` turns into L.
double correctionDim(double rotations, std::int64_t dim, double base, std::int64_t length)
{
    return double(dim) * std::log(double(length) / (rotations * 2.0 * std::numbers::pi)) /
           (2.0 * std::log(base));
}

} // namespace

std::string_view pairingName(RopePairing pairing)
{
    return pairing == RopePairing::Half ? "half" : "interleaved";
}

std::optional<RopePairing> parsePairing(std::string_view name)
{
    if (name == "interleaved")
        return RopePairing::Interleaved;
    if (name == "half")
        return RopePairing::Half;
    return std::nullopt;
}

std::string_view scalingName(RopeScalingType type)
{
    switch (type) {
    case RopeScalingType::None:
        return "none";
    case RopeScalingType::Linear:
        return "linear";
    case RopeScalingType::Dynamic:
        return "dynamic";
    case RopeScalingType::Yarn:
        return "yarn";
    case RopeScalingType::Llama3:
        return "llama3";
    case RopeScalingType::Longrope:
        return "longrope";
    }
    return "none";
}

std::optional<RopeScalingType> parseScaling(std::string_view name)
{
    for (RopeScalingType type :
         {RopeScalingType::None, RopeScalingType::Linear, RopeScalingType::Dynamic,
          RopeScalingType::Yarn, RopeScalingType::Llama3, RopeScalingType::Longrope}) {
        if (scalingName(type) == name)
            return type;
    }
    return std::nullopt;
}

void validateRopeDim(std::int64_t dim)
{
    if (dim < 2 || dim > kMaxRopeDim)
        throw Error("the dimension d must be 2 … " + std::to_string(kMaxRopeDim) + " (got " +
                    std::to_string(dim) + ")");
    if (dim % 2 != 0)
        throw Error("the dimension d must be even: RoPE rotates pairs of dimensions (got " +
                    std::to_string(dim) + ")");
}

void validateRopeBase(double base)
{
    if (!std::isfinite(base) || base <= 1.0)
        throw Error("the base must be a finite number above 1 (got " + number(base) + ")");
    if (base > kMaxRopeBase)
        throw Error("the base must be at most " + number(kMaxRopeBase) + " (got " + number(base) +
                    ")");
}

void validateRopeScalingValues(const RopeScaling &scaling)
{
    const std::string most = number(kMaxRopeScalingValue);
    const auto positive = [&most](double value, const std::string &name) {
        if (!std::isfinite(value) || value <= 0.0 || value > kMaxRopeScalingValue)
            throw Error(name + " must be a finite number above 0 and at most " + most + " (got " +
                        number(value) + ")");
    };
    if (scaling.factor)
        positive(*scaling.factor, "the scaling factor");
    positive(scaling.lowFreqFactor, "low_freq_factor");
    positive(scaling.highFreqFactor, "high_freq_factor");
    positive(scaling.betaFast, "beta_fast");
    positive(scaling.betaSlow, "beta_slow");
    if (scaling.attentionFactor)
        positive(*scaling.attentionFactor, "attention_factor");
    for (const auto &[value, name] :
         {std::pair{scaling.mscale, "mscale"}, std::pair{scaling.mscaleAllDim, "mscale_all_dim"}}) {
        if (value && !(std::fabs(*value) <= kMaxRopeScalingValue))
            throw Error(std::string(name) + " must be a finite number from " +
                        number(-kMaxRopeScalingValue) + " to " + most + " (got " + number(*value) +
                        ")");
    }
    for (const auto &[value, name] :
         {std::pair{scaling.originalMaxPositions, "the original maximum position count"},
          std::pair{scaling.sequenceLength, "the sequence length"}}) {
        if (value && (*value < 1 || *value > kMaxRopeLength))
            throw Error(std::string(name) + " must be 1 … 2^40 (got " + std::to_string(*value) +
                        ")");
    }
    for (const auto &[list, name] : {std::pair{&scaling.shortFactor, "short_factor"},
                                     std::pair{&scaling.longFactor, "long_factor"}}) {
        for (double value : *list)
            requirePositive(value, name);
    }
}

RopeFrequencies ropeFrequencies(std::int64_t dim, double base, const RopeScaling &scaling,
                                std::int64_t maxPosition)
{
    validateRopeDim(dim);
    validateRopeBase(base);
    RopeFrequencies out;
    out.base = baseFrequencies(dim, base);
    out.invFreq = out.base;
    out.effectiveBase = base;
    const auto pairs = std::size_t(dim / 2);
    switch (scaling.type) {
    case RopeScalingType::None:
        break;
    case RopeScalingType::Linear:
        out.factor = requiredFactor(scaling);
        out.originalMaxPositions = originalLength(scaling);
        for (double &theta : out.invFreq)
            theta /= out.factor;
        break;
    case RopeScalingType::Dynamic: {
        out.factor = requiredFactor(scaling);
        out.originalMaxPositions = originalLength(scaling);
        if (dim < 4)
            throw Error("dynamic scaling needs d ≥ 4: its exponent is d/(d − 2)");
        const std::int64_t length = scaling.sequenceLength.value_or(maxPosition);
        if (length < 1)
            throw Error("the sequence length must be at least 1 (got " + std::to_string(length) +
                        ")");
        out.sequenceLength = length;
        if (length > out.originalMaxPositions) {
            // base' = base·(factor·L/L_orig − (factor − 1))^(d/(d−2))
            const double ratio =
                out.factor * double(length) / double(out.originalMaxPositions) - (out.factor - 1.0);
            out.effectiveBase = base * std::pow(ratio, double(dim) / double(dim - 2));
            out.invFreq = baseFrequencies(dim, out.effectiveBase);
        }
        break;
    }
    case RopeScalingType::Yarn: {
        out.factor = requiredFactor(scaling);
        out.originalMaxPositions = originalLength(scaling);
        requirePositive(scaling.betaFast, "beta_fast");
        requirePositive(scaling.betaSlow, "beta_slow");
        double low = correctionDim(scaling.betaFast, dim, base, out.originalMaxPositions);
        double high = correctionDim(scaling.betaSlow, dim, base, out.originalMaxPositions);
        if (scaling.truncate) {
            low = std::floor(low);
            high = std::ceil(high);
        }
        low = std::max(low, 0.0);
        high = std::min(high, double(dim - 1));
        out.yarnLow = low;
        out.yarnHigh = high;
        if (low == high)
            high += 0.001;
        for (std::size_t i = 0; i < pairs; ++i) {
            const double ramp = std::clamp((double(i) - low) / (high - low), 0.0, 1.0);
            const double extrapolation = 1.0 - ramp;
            const double extrap = out.base[i];
            const double interp = out.base[i] / out.factor;
            out.invFreq[i] = interp * (1.0 - extrapolation) + extrap * extrapolation;
        }
        if (scaling.attentionFactor) {
            out.attentionFactor = givenAttentionFactor(scaling);
        } else if (scaling.mscale && scaling.mscaleAllDim && *scaling.mscale != 0.0 &&
                   *scaling.mscaleAllDim != 0.0) {
            for (const auto &[value, name] : {std::pair{*scaling.mscale, "mscale"},
                                              std::pair{*scaling.mscaleAllDim, "mscale_all_dim"}})
                if (!std::isfinite(value))
                    throw Error(std::string(name) + " must be a finite number (got " +
                                number(value) + ")");
            out.attentionFactor = yarnMscale(out.factor, *scaling.mscale) /
                                  yarnMscale(out.factor, *scaling.mscaleAllDim);
        } else {
            out.attentionFactor = yarnMscale(out.factor, 1.0);
        }
        break;
    }
    case RopeScalingType::Longrope:
        longropeFrequencies(out, dim, scaling, maxPosition);
        break;
    case RopeScalingType::Llama3: {
        out.factor = requiredFactor(scaling);
        out.originalMaxPositions = originalLength(scaling);
        requirePositive(scaling.lowFreqFactor, "low_freq_factor");
        requirePositive(scaling.highFreqFactor, "high_freq_factor");
        // Equal factors leave no band between (Llama 4 Scout's 1 and 1; transformers warns and
        // divides θ by the factor above the one wavelength, keeps it below).
        if (scaling.highFreqFactor < scaling.lowFreqFactor)
            throw Error("high_freq_factor must be at least low_freq_factor (got " +
                        number(scaling.highFreqFactor) + " and " + number(scaling.lowFreqFactor) +
                        ")");
        const double oldLength = double(out.originalMaxPositions);
        const double lowFreqWavelength = oldLength / scaling.lowFreqFactor;
        const double highFreqWavelength = oldLength / scaling.highFreqFactor;
        for (std::size_t i = 0; i < pairs; ++i) {
            const double theta = out.base[i];
            const double wavelength = 2.0 * std::numbers::pi / theta;
            if (wavelength < highFreqWavelength) {
                out.invFreq[i] = theta;
            } else if (wavelength > lowFreqWavelength || highFreqWavelength == lowFreqWavelength) {
                out.invFreq[i] = theta / out.factor;
            } else {
                const double smooth = (oldLength / wavelength - scaling.lowFreqFactor) /
                                      (scaling.highFreqFactor - scaling.lowFreqFactor);
                out.invFreq[i] = (1.0 - smooth) * theta / out.factor + smooth * theta;
            }
        }
        break;
    }
    }
    return out;
}

std::pair<std::int64_t, std::int64_t> pairDims(RopePairing pairing, std::int64_t dim,
                                               std::int64_t pair)
{
    if (pairing == RopePairing::Interleaved)
        return {2 * pair, 2 * pair + 1};
    return {pair, pair + dim / 2};
}

std::vector<std::int64_t> halfToInterleavedPermutation(std::int64_t dim)
{
    std::vector<std::int64_t> p(static_cast<std::size_t>(dim));
    for (std::int64_t j = 0; j < dim; ++j)
        p[std::size_t(j)] = j % 2 == 0 ? j / 2 : j / 2 + dim / 2;
    return p;
}

std::vector<double> permuteHalfToInterleaved(const std::vector<double> &v)
{
    const std::vector<std::int64_t> p = halfToInterleavedPermutation(std::int64_t(v.size()));
    std::vector<double> out(v.size());
    for (std::size_t j = 0; j < v.size(); ++j)
        out[j] = v[std::size_t(p[j])];
    return out;
}

std::vector<double> rotate(const std::vector<double> &x, double position,
                           const std::vector<double> &theta, RopePairing pairing)
{
    const auto dim = std::int64_t(x.size());
    std::vector<double> out(x.size());
    for (std::int64_t i = 0; i < dim / 2; ++i) {
        const auto [a, b] = pairDims(pairing, dim, i);
        const double angle = position * theta[std::size_t(i)];
        const double c = std::cos(angle);
        const double s = std::sin(angle);
        out[std::size_t(a)] = x[std::size_t(a)] * c - x[std::size_t(b)] * s;
        out[std::size_t(b)] = x[std::size_t(a)] * s + x[std::size_t(b)] * c;
    }
    return out;
}

} // namespace pelab
