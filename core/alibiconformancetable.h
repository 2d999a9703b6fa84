#pragma once

// Internal to the ALiBi conformance check (alibiconformance.cpp): an implementation's array seen
// as heads (slopes or N × N blocks), and how well it fits a table made from some slopes.

#include "alibiconformance.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pelab::alibiconformance {

// The input seen as heads: slopes (one value per head) or N × N blocks.
struct Table
{
    const Matrix *values = nullptr;
    AlibiQuantity quantity = AlibiQuantity::Slopes;
    std::int64_t blocks = 0; // heads in the file
    std::int64_t first = 0;  // the reference head of block 0 (0-based)
    std::int64_t n = 0;      // bias: positions

    // Slopes: head b's value; bias: block b's cell (t, s).
    double slope(std::int64_t b) const
    {
        return values->rows() == 1 ? (*values)(0, std::size_t(b)) : (*values)(std::size_t(b), 0);
    }
    double cell(std::int64_t b, std::int64_t t, std::int64_t s) const
    {
        return (*values)(std::size_t(b * n + t), std::size_t(s));
    }
};

// The input against a table made from `slopes` (the reference's heads) with queries shifted
// by `shift`: per head the largest absolute and relative errors, and whether every value is
// within `tolerance` (relative) plus `floor` (absolute).
struct Fit
{
    std::vector<double> abs;
    std::vector<double> rel;
    // Per block, the value of the largest error / tolerance: its ratio, relative error and
    // relative tolerance.
    std::vector<double> ratio;
    std::vector<double> decisiveRel;
    std::vector<double> decisiveTolerance;
    double maxAbs = 0.0;
    double maxRel = 0.0;
    std::int64_t worstBlock = 0;
    std::int64_t worstT = -1;
    std::int64_t worstS = -1;
    bool within = true;
};

Fit measure(const Table &table, const std::vector<double> &slopes, std::int64_t shift,
            double tolerance, double floor);
// Every value (but the mask's) a float32 number.
bool allFloat32(const Table &table);
// Every value equal to the float32 rounding of the reference's value.
bool isFloat32OfReference(const Table &table, const std::vector<double> &slopes);
// Reads the shape and checks the values: the table, or throws; `masked` counts the causal mask's
// −inf cells.
Table tableOf(const LoadedArray &array, std::int64_t heads, const std::string &name,
              std::optional<std::int64_t> head, std::size_t &masked);

} // namespace pelab::alibiconformance
