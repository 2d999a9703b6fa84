#pragma once

#include "bucketconformance.h"

#include <cstdint>
#include <string>
#include <vector>

namespace pelab::bucketconformance {

// The internals of compareBuckets: the file's cells as compared, and one hypothesis' values.

// One hypothesis: a formula (possibly reversed), and for a bias how the table was read.
struct Candidate
{
    BucketFormula formula;
    bool reversed = false;
    BucketTableReading reading = BucketTableReading::AsGiven;
};

// The cells of the file under comparison: `blocks` N × N blocks (a map: 1), block b being head
// firstHead + b of the table.
class Subject
{
public:
    Subject(const LoadedArray &array, const BucketParams &params, BucketQuantity quantity,
            const Matrix *table, const std::string &name, std::optional<std::int64_t> head);

    BucketQuantity quantity() const { return m_quantity; }
    std::int64_t n() const { return m_n; }
    std::int64_t blocks() const { return m_blocks; }
    std::int64_t firstHead() const { return m_firstHead; }
    std::int64_t heads() const { return m_table ? std::int64_t(m_table->cols()) : 0; }
    std::int64_t tableRows() const { return m_table ? std::int64_t(m_table->rows()) : 0; }
    double tolerance() const { return m_tolerance; }
    double cell(std::int64_t block, std::int64_t q, std::int64_t k) const
    {
        return m_values(std::size_t(block * m_n + q), std::size_t(k));
    }

    // The value a candidate gives block b at key − query = d (NaN when its bucket selects no
    // row of the table).
    double value(const Candidate &candidate, std::int64_t block, std::int64_t d) const;

    // True when every cell is within the tolerance of the candidate: the first row and column of
    // every block first (a candidate is a function of k − q), then every cell.
    bool matches(const Candidate &candidate) const;

    // The reference's full comparison into `out`: mismatches, the first, the largest error, the
    // mismatches per relative position.
    void measure(const Candidate &reference, BucketComparison &out) const;

private:
    // Values over d = −(N − 1) … N − 1 (index d + N − 1) for block b.
    std::vector<double> profile(const Candidate &candidate, std::int64_t block) const;
    double tableEntry(BucketTableReading reading, std::int64_t row, std::int64_t head) const;

    const Matrix &m_values;
    const Matrix *m_table = nullptr;
    BucketQuantity m_quantity;
    std::int64_t m_n = 0;
    std::int64_t m_blocks = 1;
    std::int64_t m_firstHead = 0;
    double m_tolerance = 0.0;
};

// The relative tolerance of a stored dtype (float64, text and integers 1e-12; float32 1e-6;
// float16 1e-3; bfloat16 8e-3).
double bucketRelativeTolerance(const std::string &dtype);

} // namespace pelab::bucketconformance
