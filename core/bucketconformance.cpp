#include "bucketconformance.h"

#include "bucketconformancecheck.h"
#include "csvformat.h"

#include <algorithm>

namespace pelab {

namespace {

using bucketconformance::Candidate;
using bucketconformance::Subject;

std::string text(std::int64_t value)
{
    return std::to_string(value);
}

std::string describe(const BucketParams &p)
{
    if (p.scheme == BucketScheme::T5) {
        return "t5, num_buckets " + text(p.numBuckets) + ", max_distance " + text(p.maxDistance) +
               (p.bidirectional ? ", bidirectional (encoder)" : ", causal (decoder)");
    }
    return "deberta, position_buckets " + text(p.numBuckets) + ", max_relative_positions " +
           text(p.maxDistance);
}

Candidate withParams(const BucketParams &params)
{
    Candidate candidate;
    candidate.formula.params = params;
    return candidate;
}

// The first candidate the subject matches, or nullopt.
std::optional<Candidate> firstMatch(const Subject &subject, const std::vector<Candidate> &list)
{
    for (const Candidate &candidate : list) {
        if (subject.matches(candidate))
            return candidate;
    }
    return std::nullopt;
}

// Valid variants of `params` with one number changed, for a bias only those whose rows the
// table has.
std::vector<Candidate> variants(const Subject &subject, const BucketParams &params,
                                const std::vector<std::int64_t> &values, bool buckets)
{
    std::vector<Candidate> out;
    for (const std::int64_t value : values) {
        BucketParams other = params;
        (buckets ? other.numBuckets : other.maxDistance) = value;
        if (other == params || bucketsProblem(other))
            continue;
        if (subject.quantity() == BucketQuantity::Bias &&
            bucketRowCount(other) > subject.tableRows())
            continue;
        out.push_back(withParams(other));
    }
    return out;
}

std::vector<std::int64_t> distanceCandidates(std::int64_t n)
{
    std::vector<std::int64_t> out = {16, 32, 64, 128, 256, 512, 800, 1024, 2048, 4096, 8192};
    for (std::int64_t d = 1; d <= 4 * n; ++d) {
        if (std::find(out.begin(), out.end(), d) == out.end())
            out.push_back(d);
    }
    return out;
}

// The other scheme with the same numbers, or the numbers whose table has the same rows.
std::vector<Candidate> otherSchemes(const Subject &subject, const BucketParams &params)
{
    std::vector<BucketParams> list;
    if (params.scheme == BucketScheme::T5) {
        for (const std::int64_t buckets : {params.numBuckets / 2, params.numBuckets})
            list.push_back({BucketScheme::Deberta, buckets, params.maxDistance, true});
    } else {
        for (const std::int64_t buckets : {2 * params.numBuckets, params.numBuckets}) {
            for (const bool bidirectional : {true, false})
                list.push_back({BucketScheme::T5, buckets, params.maxDistance, bidirectional});
        }
    }
    std::vector<Candidate> out;
    for (const BucketParams &other : list) {
        if (bucketsProblem(other))
            continue;
        if (subject.quantity() == BucketQuantity::Bias &&
            bucketRowCount(other) > subject.tableRows())
            continue;
        out.push_back(withParams(other));
    }
    return out;
}

// The exact region's bound moved: T5 m′ ∈ 1 … side (the comparison only), then with the log part
// from m′ too (m′ = side: every |r| ≥ m′ in the last bucket, as max_exact taken before halving
// gives); DeBERTa m′ ∈ 1 … 2·mid.
std::vector<Candidate> exactRegions(const BucketParams &params)
{
    std::vector<Candidate> out;
    const std::int64_t maxExact = bucketMaxExact(params);
    const bool t5 = params.scheme == BucketScheme::T5;
    const std::int64_t side = !t5                    ? 2 * maxExact
                              : params.bidirectional ? params.numBuckets / 2
                                                     : params.numBuckets;
    for (const bool fromBound : t5 ? std::vector<bool>{false, true} : std::vector<bool>{false}) {
        for (std::int64_t bound = 1; bound <= side; ++bound) {
            if (bound == maxExact || (fromBound && bound >= params.maxDistance))
                continue;
            Candidate candidate = withParams(params);
            candidate.formula.exactBound = bound;
            candidate.formula.logFromBound = fromBound;
            out.push_back(candidate);
        }
    }
    return out;
}

std::string listOf(const std::vector<std::int64_t> &values)
{
    std::string out;
    for (std::size_t i = 0; i < values.size() && i < 8; ++i)
        out += (i ? ", " : "") + text(values[i]);
    if (values.size() > 8)
        out += ", … (" + text(std::int64_t(values.size())) + " in all)";
    return out;
}

} // namespace

std::string_view bucketQuantityName(BucketQuantity quantity)
{
    return quantity == BucketQuantity::Map ? "map" : "bias";
}

std::string_view bucketCauseName(BucketCause cause)
{
    switch (cause) {
    case BucketCause::Match:
        return "match";
    case BucketCause::DirectionReversed:
        return "direction-reversed";
    case BucketCause::BidirectionalMismatch:
        return "bidirectional-mismatch";
    case BucketCause::NumBucketsDiffers:
        return "num-buckets-differs";
    case BucketCause::MaxDistanceDiffers:
        return "max-distance-differs";
    case BucketCause::ExactRegionDiffers:
        return "exact-region-differs";
    case BucketCause::SchemeDiffers:
        return "scheme-differs";
    case BucketCause::TableTransposed:
        return "table-transposed";
    case BucketCause::ArithmeticDiffers:
        return "arithmetic-differs";
    case BucketCause::Unknown:
        break;
    }
    return "unknown";
}

BucketComparison compareBuckets(const LoadedArray &array, const BucketParams &params,
                                BucketQuantity quantity, const Matrix *table,
                                const std::string &name, std::optional<std::int64_t> head)
{
    const Subject subject(array, params, quantity, table, name, head);
    BucketComparison out;
    out.quantity = quantity;
    out.positions = subject.n();
    out.heads = subject.heads();
    out.firstHead = subject.firstHead();
    out.headCount = subject.blocks();
    out.cells = subject.blocks() * subject.n() * subject.n();
    out.tolerance = subject.tolerance();
    const Candidate reference = withParams(params);
    subject.measure(reference, out);
    const std::string what = std::string(bucketQuantityName(quantity));
    const std::string within =
        quantity == BucketQuantity::Bias ? " within " + formatDouble(out.tolerance) : "";
    if (out.mismatchedCells == 0) {
        out.match = true;
        out.cause = BucketCause::Match;
        out.detail = "equals the reference " + what + " (" + describe(params) +
                     ", transformers' float32)" + within;
        return out;
    }
    const std::string mismatches = text(out.mismatchedCells) + " of " + text(out.cells) +
                                   " cells differ from the reference (" + describe(params) + ")";
    const auto confirm = [&](BucketCause cause, const Candidate &found, std::string words) {
        out.cause = cause;
        out.detail = mismatches + "; it equals " + std::move(words);
        if (!(found.formula.params == params))
            out.otherParams = found.formula.params;
        return out;
    };

    Candidate reversed = reference;
    reversed.reversed = true;
    if (subject.matches(reversed)) {
        const bool t5 = params.scheme == BucketScheme::T5;
        return confirm(BucketCause::DirectionReversed, reversed,
                       std::string("the reference with the relative position reversed (") +
                           (t5 ? "query - key where T5 uses key - query"
                               : "key - query where DeBERTa uses query - key") +
                           "): the map transposed");
    }
    if (params.scheme == BucketScheme::T5) {
        BucketParams other = params;
        other.bidirectional = !params.bidirectional;
        if (!bucketsProblem(other) && subject.matches(withParams(other))) {
            return confirm(BucketCause::BidirectionalMismatch, withParams(other),
                           "the " +
                               std::string(other.bidirectional ? "bidirectional (encoder)"
                                                               : "causal (decoder)") +
                               " bias: " + describe(other));
        }
    }
    // The formula in float64 or exact arithmetic: differs from float32 at a few distances only,
    // so it is tried before the searches that change a number.
    std::vector<std::int64_t> parted; // the reference's r where the file differs from it
    for (std::size_t i = 0; i < out.mismatchesByDistance.size(); ++i) {
        if (out.mismatchesByDistance[i] > 0)
            parted.push_back(std::int64_t(i) - (subject.n() - 1));
    }
    for (const BucketArithmetic arithmetic : {BucketArithmetic::Float64, BucketArithmetic::Exact}) {
        Candidate candidate = reference;
        candidate.formula.arithmetic = arithmetic;
        if (!subject.matches(candidate))
            continue;
        out.otherArithmetic = arithmetic;
        return confirm(BucketCause::ArithmeticDiffers, candidate,
                       "the " + what + " computed in " +
                           (arithmetic == BucketArithmetic::Float64
                                ? "float64 arithmetic (e.g. NumPy's np.log, the original "
                                  "DeBERTa code)"
                                : std::string("exact arithmetic")) +
                           ", not transformers' float32; they part at r = " + listOf(parted));
    }
    std::vector<std::int64_t> bucketCounts;
    for (std::int64_t b = 2; b <= 1024; b += 2)
        bucketCounts.push_back(b);
    if (const auto found = firstMatch(subject, variants(subject, params, bucketCounts, true))) {
        out.otherNumBuckets = found->formula.params.numBuckets;
        return confirm(BucketCause::NumBucketsDiffers, *found,
                       "the " + what + " of " + text(out.otherNumBuckets) +
                           (params.scheme == BucketScheme::T5 ? " buckets" : " position buckets") +
                           ": " + describe(found->formula.params));
    }
    const std::vector<std::int64_t> distances = distanceCandidates(subject.n());
    if (const auto found = firstMatch(subject, variants(subject, params, distances, false))) {
        const std::int64_t d = found->formula.params.maxDistance;
        out.otherMaxDistance = out.otherMaxDistanceFirst = out.otherMaxDistanceLast = d;
        // The neighbours that give the same array at this N.
        const auto same = [&](std::int64_t value) {
            BucketParams p = params;
            p.maxDistance = value;
            return value >= 1 && value <= 4 * subject.n() && !(p == params) && !bucketsProblem(p) &&
                   subject.matches(withParams(p));
        };
        while (same(out.otherMaxDistanceFirst - 1))
            --out.otherMaxDistanceFirst;
        while (same(out.otherMaxDistanceLast + 1))
            ++out.otherMaxDistanceLast;
        std::string range;
        if (out.otherMaxDistanceFirst != out.otherMaxDistanceLast) {
            range = " (every value " + text(out.otherMaxDistanceFirst) + " … " +
                    text(out.otherMaxDistanceLast) + " gives this " + what +
                    " at N = " + text(subject.n()) + ")";
        }
        return confirm(BucketCause::MaxDistanceDiffers, *found,
                       "the " + what + " with max distance " + text(d) + range + ": " +
                           describe(found->formula.params));
    }
    if (const auto found = firstMatch(subject, exactRegions(params))) {
        const std::int64_t bound = found->formula.exactBound;
        out.otherMaxExact = bound;
        out.otherLogFromBound = found->formula.logFromBound;
        const bool t5 = params.scheme == BucketScheme::T5;
        std::string words = t5 ? "the " + what + " whose exact region is |r| < " + text(bound) +
                                     " instead of |r| < " + text(bucketMaxExact(params))
                               : "the " + what + " that keeps |r| <= " + text(bound) +
                                     " instead of |r| <= " + text(bucketMaxExact(params));
        words += found->formula.logFromBound
                     ? ", the log part counted from " + text(bound) + " as well (max_exact " +
                           text(bound) + " throughout)"
                     : ", the log part unchanged (only the comparison moved)";
        return confirm(BucketCause::ExactRegionDiffers, *found, words);
    }
    if (const auto found = firstMatch(subject, otherSchemes(subject, params))) {
        const BucketParams &other = found->formula.params;
        return confirm(BucketCause::SchemeDiffers, *found,
                       "the other scheme's " + what + ": " + describe(other) +
                           (other.scheme == BucketScheme::T5
                                ? " (T5: key - query, float32 log truncated)"
                                : " (DeBERTa: query - key, log rounded up)"));
    }
    if (quantity == BucketQuantity::Bias && subject.tableRows() > 1 && subject.heads() > 1) {
        for (const BucketTableReading reading : {BucketTableReading::HeadsByRowsReshaped,
                                                 BucketTableReading::RowsByHeadsAsHeadsByRows}) {
            Candidate candidate = reference;
            candidate.reading = reading;
            if (!subject.matches(candidate))
                continue;
            out.tableReading = reading;
            return confirm(
                BucketCause::TableTransposed, candidate,
                reading == BucketTableReading::HeadsByRowsReshaped
                    ? "the bias of a table stored heads x rows and reshaped to rows x heads "
                      "where a transpose was needed"
                    : "the bias of the rows x heads table's memory read as heads x rows (a "
                      "reshape where a transpose was needed)");
        }
    }
    out.cause = BucketCause::Unknown;
    out.detail = mismatches + "; it equals neither the reversed direction, " +
                 (params.scheme == BucketScheme::T5 ? "the other direction, " : "") +
                 "another bucket count or max distance, a moved exact region, the other scheme" +
                 (quantity == BucketQuantity::Bias ? ", a table read as heads x rows" : "") +
                 " nor float64 or exact arithmetic";
    return out;
}

} // namespace pelab
