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
    BF16,
    // Integers (read when ArrayReadOptions::integers asks for them): exact in a double up to
    // 2^53 in magnitude; firstInexactInteger() finds the values beyond.
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64
};

// True for the integer element types.
bool isIntegerType(ElementType type);

struct ElementFormat
{
    ElementType type = ElementType::F64;
    bool bigEndian = false;

    std::size_t itemSize() const;
};

// Converts `count` packed elements at `src` to doubles at dst[0], dst[stride], dst[2·stride] ...
void decodeElements(const char *src, std::size_t count, ElementFormat format, double *dst,
                    std::size_t dstStride = 1);

// The index of the first of `count` packed integers at `src` whose magnitude is above 2^53 (so
// that a double cannot hold it exactly), or nullopt when every one fits (always for floats and
// integers of 32 bits or fewer). `value` receives it as text.
std::optional<std::size_t> firstInexactInteger(const char *src, std::size_t count,
                                               ElementFormat format, std::string &value);

// The product of `shape` times `itemSize` in bytes, or nullopt on 64-bit overflow.
std::optional<std::uint64_t> shapeBytes(const std::vector<std::uint64_t> &shape,
                                        std::uint64_t itemSize);

// `shape` without axes of extent 1, leading ones first, until two axes remain (a 1-D or 2-D
// shape is returned as it is): (1, 8192, 128) → (8192, 128), (1, 1, N, D) → (N, D),
// (1, H, 1, 1) → (H, 1). `dropped` receives the indices (in `shape`) of the axes removed.
std::vector<std::uint64_t> squeezeShape(const std::vector<std::uint64_t> &shape,
                                        std::vector<int> &dropped);

// The shape a reader makes of a stored `shape`: without its axes of extent 1 when `squeeze`
// (squeezeShape, `dropped` the axes removed), then, when `flattenLeading` and more than two axes
// remain, (product of every axis but the last) × last: (H, N, N) → (H·N, N). The product is
// saturated at 2^64 − 1 (the readers check the byte size separately).
std::vector<std::uint64_t> readShape(const std::vector<std::uint64_t> &shape, bool squeeze,
                                     bool flattenLeading, std::vector<int> &dropped);

// "(1024, 768)" or "(5,)" as Python prints a shape; "[1024, 768]" when `brackets`.
std::string shapeText(const std::vector<std::uint64_t> &shape, bool brackets = false);

} // namespace pelab
