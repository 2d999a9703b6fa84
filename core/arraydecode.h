#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pelab {

// The element types the array readers accept, and their exact conversion to double.
enum class ElementType
{
    F64,
    F32,
    F16,
    BF16
};

struct ElementFormat
{
    ElementType type = ElementType::F64;
    bool bigEndian = false;

    std::size_t itemSize() const;
};

// Converts `count` packed elements at `src` to doubles at dst[0], dst[stride], dst[2·stride] ...
void decodeElements(const char *src, std::size_t count, ElementFormat format, double *dst,
                    std::size_t dstStride = 1);

// The product of `shape` times `itemSize` in bytes, or nullopt on 64-bit overflow.
std::optional<std::uint64_t> shapeBytes(const std::vector<std::uint64_t> &shape,
                                        std::uint64_t itemSize);

// `shape` without axes of extent 1, leading ones first, until two axes remain (a 1-D or 2-D
// shape is returned as it is): (1, 8192, 128) → (8192, 128), (1, 1, N, D) → (N, D),
// (1, H, 1, 1) → (H, 1). `dropped` receives the indices (in `shape`) of the axes removed.
std::vector<std::uint64_t> squeezeShape(const std::vector<std::uint64_t> &shape,
                                        std::vector<int> &dropped);

// "(1024, 768)" or "(5,)" as Python prints a shape; "[1024, 768]" when `brackets`.
std::string shapeText(const std::vector<std::uint64_t> &shape, bool brackets = false);

} // namespace pelab
