#pragma once

#include <cstdint>
#include <string>

namespace pelab {

// Requests whose result would need more memory than this are refused before allocating.
inline constexpr std::uint64_t kDefaultMemoryLimit = std::uint64_t(2) << 30; // 2 GiB

// Human-readable byte count: "512 B", "64.0 MiB", "2.00 GiB".
std::string formatBytes(std::uint64_t bytes);

// Throws pelab::Error when rows × cols doubles would exceed the limit (or overflow).
// `what` names the result in the message, e.g. "the sinusoidal table".
void checkMatrixAllocation(std::uint64_t rows, std::uint64_t cols, std::uint64_t limit,
                           const std::string &what);

} // namespace pelab
