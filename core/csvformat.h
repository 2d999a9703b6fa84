#pragma once

#include "matrix.h"

#include <string>
#include <string_view>
#include <vector>

namespace pelab {

// RFC 4180 CSV text, '.' decimal whatever the locale, CRLF line ends.

// The shortest decimal text that reads back as the same double ("nan", "inf", "-inf" otherwise);
// −0 is written "0", as a reader expects (it reads back as +0, equal to −0).
void appendDouble(std::string &out, double value);
std::string formatDouble(double value);

// A field, quoted (with doubled quotes) when it holds a comma, quote, CR or LF.
void appendCsvField(std::string &out, std::string_view field);

// One line of fields, joined by commas and ended by CRLF.
void appendCsvHeader(std::string &out, const std::vector<std::string> &fields);

// One data line: an optional leading label field, then the values.
void appendCsvRow(std::string &out, std::string_view label, const double *values,
                  std::size_t count);

} // namespace pelab
