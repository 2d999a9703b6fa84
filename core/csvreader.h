#pragma once

#include "arrayfile.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace pelab {

// CSV reader: comma-separated numbers (RFC 4180 quoting), LF or CRLF, a UTF-8 BOM tolerated,
// an optional header row and an optional leading index column (both detected and reported in
// LoadedArray::notes). "nan", "inf" and "-inf" are accepted and counted; numbers are parsed
// with std::from_chars, so the result does not depend on the locale.
LoadedArray readCsvBytes(const char *data, std::size_t size, const std::string &name,
                         const ArrayReadOptions &options = {});

// A CSV field as a number (surrounding spaces and a leading '+' allowed), or nullopt.
std::optional<double> parseCsvNumber(std::string_view field);

} // namespace pelab
