#pragma once

#include <cstddef>
#include <string>

namespace pelab {

// A model config is a small JSON file: anything larger is refused unread.
inline constexpr std::size_t kMaxConfigFileBytes = std::size_t(16) << 20;

// The text of the file at `path`, at most kMaxConfigFileBytes. Throws pelab::Error starting with
// `name`: "name: cannot open the file", "name: larger than 16 MiB, not a model config",
// "name: cannot read the file".
std::string readConfigFileText(const std::string &path, const std::string &name);

} // namespace pelab
