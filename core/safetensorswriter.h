#pragma once

#include "matrix.h"

#include <string>
#include <vector>

namespace pelab {

// safetensors writer: F64 tensors, header padded with spaces to a multiple of 8 bytes.
struct NamedMatrix
{
    std::string name;
    const Matrix *matrix = nullptr;
    bool oneDimensional = false; // a 1 × n matrix stored with shape [n]
};

// The header: 8-byte little-endian length, then the JSON (padded). Throws pelab::Error on an
// empty or duplicate name, "__metadata__" as a name, or a missing matrix.
std::string safetensorsHeader(const std::vector<NamedMatrix> &tensors);

// The whole file: header, then each matrix's doubles as little-endian bytes, in order.
std::string safetensorsBytes(const std::vector<NamedMatrix> &tensors);

} // namespace pelab
