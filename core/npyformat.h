#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace pelab {

// NumPy .npy format version 1.0 (numpy.lib.format): magic, header dict, raw C-order data.

// The full preamble for a little-endian float64 ('<f8') C-order array of the given shape:
// "\x93NUMPY" 1 0, header length, then the dict padded with spaces and ended by '\n' so
// that the data starts at a multiple of 64 bytes.
std::string npyHeaderF8(const std::vector<std::size_t> &shape);
// The same for another element type: "<i8" (little-endian int64) …
std::string npyHeader(const std::string &descr, const std::vector<std::size_t> &shape);

// Appends `count` doubles as little-endian bytes (a plain copy on little-endian machines).
void appendLittleEndianDoubles(std::string &out, const double *values, std::size_t count);

} // namespace pelab
