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

// "(1024, 768)" or "(5,)" as Python prints a shape; "[1024, 768]" when `brackets`.
std::string shapeText(const std::vector<std::uint64_t> &shape, bool brackets = false);

} // namespace pelab
