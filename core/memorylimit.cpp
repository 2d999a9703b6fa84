#include "memorylimit.h"

#include "error.h"

#include <charconv>
#include <limits>

namespace pelab {

namespace {

// '.' decimals whatever the C locale (Qt applications set it from the environment).
std::string fixed(double value, int decimals)
{
    char buffer[64];
    const auto result =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals);
    return std::string(buffer, result.ptr);
}

} // namespace

std::string formatBytes(std::uint64_t bytes)
{
    const double b = double(bytes);
    if (bytes < 1024)
        return std::to_string(bytes) + " B";
    if (bytes < (std::uint64_t(1) << 20))
        return fixed(b / 1024.0, 1) + " KiB";
    if (bytes < (std::uint64_t(1) << 30))
        return fixed(b / double(1 << 20), 1) + " MiB";
    return fixed(b / double(1 << 30), 2) + " GiB";
}

void checkMatrixAllocation(std::uint64_t rows, std::uint64_t cols, std::uint64_t limit,
                           const std::string &what)
{
    constexpr std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
    const bool overflow = cols != 0 && rows > max / cols / sizeof(double);
    const std::uint64_t bytes = overflow ? max : rows * cols * sizeof(double);
    if (overflow || bytes > limit) {
        throw Error(what + " of " + std::to_string(rows) + " x " + std::to_string(cols) +
                    " values would need " +
                    (overflow ? std::string("more than 16 EiB") : formatBytes(bytes)) +
                    ", above the memory limit of " + formatBytes(limit));
    }
}

} // namespace pelab
