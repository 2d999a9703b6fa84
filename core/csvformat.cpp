#include "csvformat.h"

#include <charconv>
#include <cmath>

namespace pelab {

void appendDouble(std::string &out, double value)
{
    if (std::isnan(value)) {
        out += "nan";
        return;
    }
    if (std::isinf(value)) {
        out += value > 0 ? "inf" : "-inf";
        return;
    }
    if (value == 0.0) { // −0 too: a reader sees "0", not "-0"
        out += '0';
        return;
    }
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, result.ptr);
}

std::string formatDouble(double value)
{
    std::string out;
    appendDouble(out, value);
    return out;
}

void appendCsvField(std::string &out, std::string_view field)
{
    if (field.find_first_of(",\"\r\n") == std::string_view::npos) {
        out += field;
        return;
    }
    out += '"';
    for (char ch : field) {
        if (ch == '"')
            out += '"';
        out += ch;
    }
    out += '"';
}

void appendCsvHeader(std::string &out, const std::vector<std::string> &fields)
{
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i > 0)
            out += ',';
        appendCsvField(out, fields[i]);
    }
    out += "\r\n";
}

void appendCsvRow(std::string &out, std::string_view label, const double *values, std::size_t count)
{
    bool first = true;
    if (!label.empty()) {
        appendCsvField(out, label);
        first = false;
    }
    for (std::size_t i = 0; i < count; ++i) {
        if (!first)
            out += ',';
        first = false;
        appendDouble(out, values[i]);
    }
    out += "\r\n";
}

} // namespace pelab
