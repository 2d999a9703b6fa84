#pragma once

#include "memorylimit.h"
#include "shaw.h"

#include <string>
#include <vector>

namespace pelab {

// Shaw q, k and r read from CSV or .npy files (core/arrayfile.h): q and k N × d, r (2K + 1) × d
// with r_−K first. Throws pelab::Error naming the file and the problem: unreadable or
// malformed, NaN or infinite values, or a shape that does not fit the others. What the readers
// noticed and did (a header row skipped, an index column dropped) is appended to `notes`, one
// line per note, each starting with the file name.
ShawScores loadShawScores(const std::string &qPath, const std::string &kPath,
                          const std::string &relPath,
                          std::uint64_t memoryLimit = kDefaultMemoryLimit,
                          std::vector<std::string> *notes = nullptr);

} // namespace pelab
