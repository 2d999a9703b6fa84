#include "memorylimit.h"

#include "error.h"

#include <cstdio>
#include <limits>

namespace pelab {

std::string formatBytes(std::uint64_t bytes)
{
    char buffer[64];
    const double b = double(bytes);
    if (bytes < 1024)
        std::snprintf(buffer, sizeof buffer, "%llu B", static_cast<unsigned long long>(bytes));
    else if (bytes < (std::uint64_t(1) << 20))
        std::snprintf(buffer, sizeof buffer, "%.1f KiB", b / 1024.0);
    else if (bytes < (std::uint64_t(1) << 30))
        std::snprintf(buffer, sizeof buffer, "%.1f MiB", b / double(1 << 20));
    else
        std::snprintf(buffer, sizeof buffer, "%.2f GiB", b / double(1 << 30));
    return buffer;
}

void checkMatrixAllocation(std::uint64_t rows, std::uint64_t cols, std::uint64_t limit,
                           const std::string &what)
{
    constexpr std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
    const bool overflow = cols != 0 && rows > max / cols / sizeof(double);
    const std::uint64_t bytes = overflow ? max : rows * cols * sizeof(double);
    if (overflow || bytes > limit) {
        throw Error(what + " of " + std::to_string(rows) + " x " + std::to_string(cols) +
                    " values would need " + (overflow ? std::string("more than 16 EiB") : formatBytes(bytes)) +
                    ", above the memory limit of " + formatBytes(limit));
    }
}

} // namespace pelab
