#include "bucketconformancecheck.h"

#include "bucketmaps.h"
#include "csvformat.h"
#include "error.h"

#include <cmath>
#include <limits>

namespace pelab::bucketconformance {

namespace {

std::string text(std::int64_t value)
{
    return std::to_string(value);
}

void checkValues(const Matrix &values, BucketQuantity quantity, std::int64_t n,
                 const std::string &name)
{
    const bool map = quantity == BucketQuantity::Map;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const double v = values.data()[i];
        const bool finite = std::isfinite(v);
        if (finite && (!map || (std::floor(v) == v && std::fabs(v) <= 0x1p53)))
            continue;
        const std::int64_t q = std::int64_t(i / values.cols()) % n;
        const std::int64_t k = std::int64_t(i % values.cols());
        const std::string where = " at query " + text(q) + ", key " + text(k);
        if (!finite)
            throw Error(name + ": the " + std::string(bucketQuantityName(quantity)) +
                        " holds a non-finite value" + where + "; it must be finite");
        throw Error(name + ": the map holds the non-integral value " + formatDouble(v) + where +
                    "; a bucket map holds integers");
    }
}

} // namespace

double bucketRelativeTolerance(const std::string &dtype)
{
    if (dtype == "<f4" || dtype == ">f4" || dtype == "F32")
        return 1e-6;
    if (dtype == "<f2" || dtype == ">f2" || dtype == "F16")
        return 1e-3;
    if (dtype == "BF16")
        return 8e-3;
    return 1e-12;
}

Subject::Subject(const LoadedArray &array, const BucketParams &params, BucketQuantity quantity,
                 const Matrix *table, const std::string &name, std::optional<std::int64_t> head)
    : m_values(array.values), m_table(quantity == BucketQuantity::Bias ? table : nullptr),
      m_quantity(quantity)
{
    validateBuckets(params);
    const auto rows = std::int64_t(array.values.rows());
    const auto cols = std::int64_t(array.values.cols());
    const std::string shape = text(rows) + " × " + text(cols);
    if (rows == 0 || cols == 0)
        throw Error(name + ": the array is empty");
    m_n = cols;
    if (m_n > kMaxBucketPositions) {
        throw Error(name + ": N = " + text(m_n) + " positions (its columns), at most " +
                    text(kMaxBucketPositions));
    }
    if (quantity == BucketQuantity::Map) {
        if (rows != cols)
            throw Error(name + ": the map is " + shape +
                        ": a bucket map is N × N (queries × keys)");
    } else {
        if (!table)
            throw Error(name + ": comparing a bias needs the bias table");
        validateBiasTable(params, *table, "the bias table");
        const std::int64_t h = heads();
        if (rows == h * m_n && h > 1) {
            m_blocks = h; // every head, stacked
        } else if (rows == m_n) {
            if (!head && h > 1) {
                throw Error(name + ": one head's " + shape +
                            " bias: name its head (the table has " + text(h) + " heads)");
            }
            m_firstHead = head.value_or(0);
            if (m_firstHead < 0 || m_firstHead >= h) {
                throw Error(name + ": head " + text(m_firstHead) +
                            " is not one of the table's (0 … " + text(h - 1) + ")");
            }
        } else {
            throw Error(name + ": the bias is " + shape + ": with " + text(h) +
                        " heads it must be (H·N) × N = " + text(h * m_n) + " × " + text(m_n) +
                        " (every head, (H, N, N) flattened) or one head's " + text(m_n) + " × " +
                        text(m_n));
        }
    }
    checkValues(array.values, quantity, m_n, name);
    if (quantity == BucketQuantity::Bias) {
        double largest = 0.0;
        for (std::size_t r = 0; r < table->rows(); ++r) {
            for (std::int64_t b = 0; b < m_blocks; ++b)
                largest = std::max(largest, std::fabs((*table)(r, std::size_t(m_firstHead + b))));
        }
        m_tolerance = bucketRelativeTolerance(array.dtype) * largest;
    }
}

double Subject::tableEntry(BucketTableReading reading, std::int64_t row, std::int64_t head) const
{
    const auto rows = std::int64_t(m_table->rows());
    const auto heads = std::int64_t(m_table->cols());
    if (reading == BucketTableReading::HeadsByRowsReshaped) {
        const std::int64_t i = row * heads + head; // the stored heads × rows memory, element i
        return (*m_table)(std::size_t(i % rows), std::size_t(i / rows));
    }
    if (reading == BucketTableReading::RowsByHeadsAsHeadsByRows)
        return m_table->data()[head * rows + row];
    return (*m_table)(std::size_t(row), std::size_t(head));
}

double Subject::value(const Candidate &candidate, std::int64_t block, std::int64_t d) const
{
    const BucketParams &p = candidate.formula.params;
    std::int64_t relative = p.scheme == BucketScheme::T5 ? d : -d; // the scheme's own r
    if (candidate.reversed)
        relative = -relative;
    const std::int64_t bucket = formulaBucket(candidate.formula, relative);
    if (m_quantity == BucketQuantity::Map)
        return double(bucket);
    const std::int64_t row = bucketRow(p, bucket);
    if (row < 0 || row >= tableRows())
        return std::numeric_limits<double>::quiet_NaN();
    return tableEntry(candidate.reading, row, m_firstHead + block);
}

std::vector<double> Subject::profile(const Candidate &candidate, std::int64_t block) const
{
    std::vector<double> out(std::size_t(2 * m_n - 1));
    for (std::int64_t d = -(m_n - 1); d <= m_n - 1; ++d)
        out[std::size_t(d + m_n - 1)] = value(candidate, block, d);
    return out;
}

bool Subject::matches(const Candidate &candidate) const
{
    const auto within = [this](double got, double want) {
        return std::fabs(got - want) <= m_tolerance; // false for NaN
    };
    // The first row (d = k ≥ 0) and column (d = −q) of every block, nearest distances first.
    for (std::int64_t m = 0; m < m_n; ++m) {
        for (std::int64_t b = 0; b < m_blocks; ++b) {
            if (!within(cell(b, 0, m), value(candidate, b, m)))
                return false;
            if (m > 0 && !within(cell(b, m, 0), value(candidate, b, -m)))
                return false;
        }
    }
    for (std::int64_t b = 0; b < m_blocks; ++b) {
        const std::vector<double> g = profile(candidate, b);
        for (std::int64_t q = 1; q < m_n; ++q) {
            const double *row = m_values.row(std::size_t(b * m_n + q));
            const double *want = g.data() + (m_n - 1 - q);
            for (std::int64_t k = 1; k < m_n; ++k) {
                if (!within(row[k], want[k]))
                    return false;
            }
        }
    }
    return true;
}

void Subject::measure(const Candidate &reference, BucketComparison &out) const
{
    out.mismatchesByDistance.assign(std::size_t(2 * m_n - 1), 0);
    const bool t5 = reference.formula.params.scheme == BucketScheme::T5;
    for (std::int64_t b = 0; b < m_blocks; ++b) {
        const std::vector<double> g = profile(reference, b);
        for (std::int64_t q = 0; q < m_n; ++q) {
            const double *row = m_values.row(std::size_t(b * m_n + q));
            const double *want = g.data() + (m_n - 1 - q);
            for (std::int64_t k = 0; k < m_n; ++k) {
                const double error = std::fabs(row[k] - want[k]);
                out.maxAbsError = std::max(out.maxAbsError, error);
                if (error <= m_tolerance)
                    continue;
                if (out.mismatchedCells++ == 0) {
                    out.firstQuery = q;
                    out.firstKey = k;
                    out.firstMismatchHead =
                        m_quantity == BucketQuantity::Bias ? m_firstHead + b : -1;
                    out.got = row[k];
                    out.want = want[k];
                }
                const std::int64_t r = t5 ? k - q : q - k;
                ++out.mismatchesByDistance[std::size_t(r + m_n - 1)];
            }
        }
    }
}

} // namespace pelab::bucketconformance
