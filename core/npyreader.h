#pragma once

#include "arraydecode.h"
#include "arrayfile.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace pelab {

// NumPy .npy reader (numpy.lib.format versions 1.0, 2.0, 3.0). The header dict is parsed as a
// strict Python literal ('descr', 'fortran_order' and 'shape' exactly once each), never evaluated.

struct NpyHeader
{
    int major = 1;
    int minor = 0;
    std::string descr;
    ElementFormat element;
    bool fortranOrder = false;
    std::vector<std::uint64_t> shape;
    std::size_t dataOffset = 0; // bytes before the data: magic, version, length, dict
};

// True when the bytes start with the .npy magic "\x93NUMPY".
bool hasNpyMagic(const char *data, std::size_t size);

// Parses the preamble and header; throws pelab::Error "name: problem" when malformed.
NpyHeader parseNpyHeader(const char *data, std::size_t size, const std::string &name);

// Reads a whole .npy file held in memory.
LoadedArray readNpyBytes(const char *data, std::size_t size, const std::string &name,
                         const ArrayReadOptions &options = {});

} // namespace pelab
