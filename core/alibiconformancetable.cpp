#include "alibiconformancetable.h"

#include "csvformat.h"
#include "error.h"

#include <cmath>
#include <limits>

namespace pelab::alibiconformance {

namespace {

std::string dims(const Matrix &m)
{
    return std::to_string(m.rows()) + " × " + std::to_string(m.cols());
}

double relative(double error, double scale)
{
    if (scale > 0.0)
        return error / scale;
    return error == 0.0 ? 0.0 : std::numeric_limits<double>::infinity();
}

} // namespace

Fit measure(const Table &table, const std::vector<double> &slopes, std::int64_t shift,
            double tolerance, double floor)
{
    Fit fit;
    fit.abs.assign(std::size_t(table.blocks), 0.0);
    fit.rel.assign(std::size_t(table.blocks), 0.0);
    fit.ratio.assign(std::size_t(table.blocks), -1.0);
    fit.decisiveRel.assign(std::size_t(table.blocks), 0.0);
    fit.decisiveTolerance.assign(std::size_t(table.blocks), 0.0);
    bool first = true;
    const auto record = [&](std::int64_t b, double x, double expected, double scale, std::int64_t t,
                            std::int64_t s) {
        const double error = std::abs(x - expected);
        const double rel = relative(error, scale);
        const double allowed = tolerance * scale + floor;
        if (error > allowed)
            fit.within = false;
        const double ratio = allowed > 0.0 ? error / allowed
                             : error > 0.0 ? std::numeric_limits<double>::infinity()
                                           : 0.0;
        if (ratio > fit.ratio[std::size_t(b)]) {
            fit.ratio[std::size_t(b)] = ratio;
            fit.decisiveRel[std::size_t(b)] = rel;
            fit.decisiveTolerance[std::size_t(b)] = relative(allowed, scale);
        }
        fit.abs[std::size_t(b)] = std::max(fit.abs[std::size_t(b)], error);
        fit.rel[std::size_t(b)] = std::max(fit.rel[std::size_t(b)], rel);
        fit.maxAbs = std::max(fit.maxAbs, error);
        if (first || rel > fit.maxRel) {
            first = false;
            fit.maxRel = rel;
            fit.worstBlock = b;
            fit.worstT = t;
            fit.worstS = s;
        }
    };
    for (std::int64_t b = 0; b < table.blocks; ++b) {
        const double m = slopes[std::size_t(table.first + b)];
        if (table.quantity == AlibiQuantity::Slopes) {
            record(b, table.slope(b), m, m, -1, -1);
            continue;
        }
        for (std::int64_t t = 0; t < table.n; ++t) {
            for (std::int64_t s = 0; s < table.n; ++s) {
                const double x = table.cell(b, t, s);
                if (std::isinf(x))
                    continue; // the causal mask, checked when the table was read
                const std::int64_t distance = t + shift > s ? t + shift - s : s - t - shift;
                record(b, x, -m * double(distance), m * double(std::max<std::int64_t>(1, distance)),
                       t, s);
            }
        }
    }
    return fit;
}

bool allFloat32(const Table &table)
{
    const Matrix &m = *table.values;
    for (std::size_t i = 0; i < m.size(); ++i) {
        const double x = m.data()[i];
        if (!std::isinf(x) && double(float(x)) != x)
            return false;
    }
    return true;
}

// Every value equal to the float32 rounding of the reference's value.
bool isFloat32OfReference(const Table &table, const std::vector<double> &slopes)
{
    for (std::int64_t b = 0; b < table.blocks; ++b) {
        const double m = slopes[std::size_t(table.first + b)];
        if (table.quantity == AlibiQuantity::Slopes) {
            if (table.slope(b) != double(float(m)))
                return false;
            continue;
        }
        for (std::int64_t t = 0; t < table.n; ++t) {
            for (std::int64_t s = 0; s < table.n; ++s) {
                const double x = table.cell(b, t, s);
                if (!std::isinf(x) && x != double(float(-m * double(t > s ? t - s : s - t))))
                    return false;
            }
        }
    }
    return true;
}

// Reads the shape and checks the values: the table, or throws.
Table tableOf(const LoadedArray &array, std::int64_t heads, const std::string &name,
              std::optional<std::int64_t> head, std::size_t &masked)
{
    const Matrix &m = array.values;
    Table table;
    table.values = &m;
    const auto rows = std::int64_t(m.rows());
    const auto cols = std::int64_t(m.cols());
    if ((rows == 1 && cols == heads) || (cols == 1 && rows == heads)) {
        table.quantity = AlibiQuantity::Slopes;
        table.blocks = heads;
    } else if (cols >= 1 && rows == heads * cols) {
        table.quantity = AlibiQuantity::Bias;
        table.blocks = heads;
        table.n = cols;
    } else if (rows == cols && rows > 0) {
        if (!head)
            throw Error(name + ": one " + dims(m) + " bias needs the head it belongs to (1 … " +
                        std::to_string(heads) + ")");
        if (*head < 1 || *head > heads)
            throw Error(name + ": the head of the bias must be 1 … " + std::to_string(heads) +
                        " (got " + std::to_string(*head) + ")");
        table.quantity = AlibiQuantity::Bias;
        table.blocks = 1;
        table.first = *head - 1;
        table.n = cols;
    } else {
        const std::string h = std::to_string(heads);
        throw Error(name + ": a " + dims(m) + " table is neither the " + h + " slopes (1 × " + h +
                    " or " + h + " × 1), one head's N × N bias, nor the " + h +
                    " heads' N × N biases stacked as (" + h + "·N) × N");
    }
    masked = 0;
    for (std::int64_t r = 0; r < rows; ++r) {
        for (std::int64_t c = 0; c < cols; ++c) {
            const double x = m(std::size_t(r), std::size_t(c));
            if (std::isfinite(x))
                continue;
            const bool aboveDiagonal =
                table.quantity == AlibiQuantity::Bias && c > r % table.n && x < 0.0;
            if (!aboveDiagonal)
                throw Error(name + ": " + (std::isnan(x) ? std::string("NaN") : formatDouble(x)) +
                            " at row " + std::to_string(r) + ", column " + std::to_string(c) +
                            "; only a causal mask's -inf above the diagonal (s > t) may be "
                            "non-finite");
            ++masked;
        }
    }
    return table;
}

} // namespace pelab::alibiconformance
