#include "alibiconformance.h"

#include "alibiconformancetable.h"

#include "csvformat.h"
#include "error.h"

#include <cmath>
#include <optional>

namespace pelab {

namespace {

using alibiconformance::allFloat32;
using alibiconformance::isFloat32OfReference;
using alibiconformance::measure;
using alibiconformance::Table;
using alibiconformance::tableOf;

constexpr double kFloat64Tolerance = 1e-12;
constexpr double kFloat32Tolerance = 1e-5;

std::string number(double value)
{
    return formatDouble(value);
}

struct Candidate
{
    SlopeRule rule;
    double biasMax;
    std::string words;
};

// MPT's B that would give the first compared head its value: head j (0-based) is the slope
// 2^(−k·B/H′) with k = j + 1 for H = H′, otherwise k = 2(j + 1) for j < H′/2 (slopes[1::2])
// and k = 2(j − H′/2) + 1 after (slopes[::2]). 0 when there is no estimate.
double estimateMptBiasMax(const Table &table, std::int64_t heads)
{
    double value = 0.0;
    if (table.quantity == AlibiQuantity::Slopes)
        value = table.slope(0);
    else if (table.n > 1)
        value = -table.cell(0, 1, 0);
    if (!(value > 0.0) || !std::isfinite(value))
        return 0.0;
    std::int64_t all = 1;
    while (all < heads)
        all *= 2;
    const std::int64_t j = table.first;
    const std::int64_t k = all == heads ? j + 1 : j < all / 2 ? 2 * (j + 1) : 2 * (j - all / 2) + 1;
    double b = -std::log2(value) * double(all) / double(k);
    if (std::abs(b - std::round(b)) <= 1e-6 * b)
        b = std::round(b);
    return std::isfinite(b) && b > 0.0 ? b : 0.0;
}

std::vector<Candidate> candidatesFor(const AlibiReference &reference, double estimatedB)
{
    std::vector<Candidate> out;
    if (reference.rule == SlopeRule::Mpt && reference.alibiBiasMax != kDefaultAlibiBiasMax)
        out.push_back({SlopeRule::Mpt, kDefaultAlibiBiasMax,
                       "mpt with alibi_bias_max 8 (the configuration's alibi_bias_max " +
                           number(reference.alibiBiasMax) + " was ignored)"});
    out.push_back({SlopeRule::Official, kDefaultAlibiBiasMax,
                   "the reference code's rule (official, get_slopes)"});
    out.push_back({SlopeRule::Paper, kDefaultAlibiBiasMax,
                   "the paper's geometric reading, 2^(-8h/H) (paper)"});
    const bool sameB = reference.rule == SlopeRule::Mpt && estimatedB == reference.alibiBiasMax;
    if (estimatedB > 0.0 && estimatedB != kDefaultAlibiBiasMax && !sameB)
        out.push_back(
            {SlopeRule::Mpt, estimatedB, "mpt with alibi_bias_max " + number(estimatedB)});
    return out;
}

bool sameSlopes(const std::vector<double> &a, const std::vector<double> &b)
{
    for (std::size_t h = 0; h < a.size(); ++h) {
        if (std::abs(a[h] - b[h]) > kFloat64Tolerance * b[h])
            return false;
    }
    return true;
}

} // namespace

std::string_view alibiQuantityName(AlibiQuantity quantity)
{
    return quantity == AlibiQuantity::Slopes ? "slopes" : "bias";
}

std::string_view alibiCauseName(AlibiCause cause)
{
    switch (cause) {
    case AlibiCause::Match:
        return "match";
    case AlibiCause::Float32Rounding:
        return "float32-rounding";
    case AlibiCause::WrongRule:
        return "wrong-rule";
    case AlibiCause::PositionsShifted:
        return "positions-shifted";
    case AlibiCause::Unknown:
        break;
    }
    return "unknown";
}

AlibiPrecision alibiPrecision(const std::string &dtype)
{
    if (dtype == "<f4" || dtype == ">f4" || dtype == "F32")
        return {"float32", kFloat32Tolerance, 0.0};
    if (dtype == "<f2" || dtype == ">f2" || dtype == "F16")
        return {"float16", 4e-3, std::ldexp(1.0, -25)};
    if (dtype == "BF16")
        return {"bfloat16", 1.6e-2, 0.0};
    return {"float64", kFloat64Tolerance, 0.0};
}

bool isSingleHeadBias(const LoadedArray &array, std::int64_t heads)
{
    const auto rows = std::int64_t(array.values.rows());
    const auto cols = std::int64_t(array.values.cols());
    const bool slopes = (rows == 1 && cols == heads) || (cols == 1 && rows == heads);
    return !slopes && rows == cols && rows > 0 && heads > 1;
}

AlibiComparison compareAlibi(const LoadedArray &array, const AlibiReference &reference,
                             const std::string &name, std::optional<std::int64_t> head)
{
    const std::vector<double> expected =
        slopesFor(reference.rule, reference.heads, reference.alibiBiasMax);
    AlibiComparison out;
    const Table table = tableOf(array, reference.heads, name, head, out.maskedCells);
    out.quantity = table.quantity;
    out.heads = reference.heads;
    out.firstHead = table.first + 1;
    out.headCount = table.blocks;
    out.positions = table.n;
    out.precision = alibiPrecision(array.dtype);
    const double tolerance = out.precision.tolerance;
    const double floor = out.precision.absoluteFloor;

    const alibiconformance::Fit fit = measure(table, expected, 0, tolerance, floor);
    out.headMaxAbsError = fit.abs;
    out.headMaxRelError = fit.rel;
    out.maxAbsError = fit.maxAbs;
    out.maxRelError = fit.maxRel;
    out.worstHead = table.first + fit.worstBlock + 1;
    out.worstQuery = fit.worstT;
    out.worstKey = fit.worstS;
    out.match = fit.within;
    out.tolerance = tolerance;
    out.headRelError = fit.decisiveRel;
    out.headTolerance = fit.decisiveTolerance;
    const std::string ruleWords =
        slopeRuleDescription(reference.rule, reference.heads, reference.alibiBiasMax);
    if (out.match) {
        out.cause = AlibiCause::Match;
        out.detail = "equals the reference, " + ruleWords + ", within " + out.precision.name +
                     " precision (relative " + number(tolerance) + ")";
        if (out.precision.name == "float32" && isFloat32OfReference(table, expected))
            out.detail += "; every value is the float32 rounding of the reference";
        return out;
    }

    // Hypotheses are tested at float32 precision at least: a wrong table may also have been
    // computed in float32.
    const double loose = std::max(tolerance, kFloat32Tolerance);
    const std::optional<alibiconformance::Fit> f32 =
        out.precision.name == "float64" ? std::optional(measure(table, expected, 0, loose, 0.0))
                                        : std::nullopt;
    if (f32 && f32->within) {
        if (allFloat32(table)) {
            out.match = true; // what a framework's float32 computation gives
            out.tolerance = loose;
            out.headRelError = f32->decisiveRel;
            out.headTolerance = f32->decisiveTolerance;
            out.cause = AlibiCause::Float32Rounding;
            out.detail = "the values are float32 numbers within float32 precision (relative " +
                         number(kFloat32Tolerance) +
                         ") of the reference: computed in float32, stored as float64 (a match)";
            return out;
        }
        out.detail = "within relative " + number(kFloat32Tolerance) +
                     " of the reference but not float32 numbers (values rounded in text?)";
        return out;
    }
    for (const Candidate &candidate :
         candidatesFor(reference, estimateMptBiasMax(table, reference.heads))) {
        const std::vector<double> other =
            slopesFor(candidate.rule, reference.heads, candidate.biasMax);
        if (sameSlopes(other, expected))
            continue; // the same slopes as the reference for this H: no evidence either way
        if (measure(table, other, 0, loose, floor).within) {
            out.cause = AlibiCause::WrongRule;
            out.otherRule = candidate.rule;
            out.otherBiasMax = candidate.biasMax;
            out.detail =
                "equals the slopes of " + candidate.words + "; the reference is " + ruleWords;
            return out;
        }
    }
    if (table.quantity == AlibiQuantity::Bias && table.n > 1) {
        // B(0, 0) = −m·|c| under a shift c: try c = ±|c| on every head.
        const double m = expected[std::size_t(table.first)];
        const double ratio = m > 0.0 ? -table.cell(0, 0, 0) / m : 0.0;
        const double k = std::isfinite(ratio) ? std::round(ratio) : 0.0;
        if (k >= 1.0 && k <= double(kMaxAlibiLength)) {
            for (const std::int64_t c : {std::int64_t(k), -std::int64_t(k)}) {
                if (measure(table, expected, c, loose, floor).within) {
                    out.cause = AlibiCause::PositionsShifted;
                    out.shift = c;
                    out.detail = "equals the reference's bias -m_h*|t + " + std::to_string(c) +
                                 " - s|: the query positions are shifted by " + std::to_string(c) +
                                 " against the keys";
                    return out;
                }
            }
        }
    }
    out.cause = AlibiCause::Unknown;
    out.detail = "equals neither the reference (" + ruleWords +
                 ") nor its float32 rounding, another rule's slopes, nor shifted positions";
    return out;
}

} // namespace pelab
