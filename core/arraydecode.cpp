#include "arraydecode.h"

#include "halffloat.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <limits>

namespace pelab {

namespace {

template <typename T> T load(const char *p, bool bigEndian)
{
    T value;
    std::memcpy(&value, p, sizeof(T));
    const bool swap = bigEndian != (std::endian::native == std::endian::big);
    if (swap) {
        if constexpr (sizeof(T) == 8)
            value = __builtin_bswap64(value);
        else if constexpr (sizeof(T) == 4)
            value = __builtin_bswap32(value);
        else
            value = __builtin_bswap16(value);
    }
    return value;
}

} // namespace

std::size_t ElementFormat::itemSize() const
{
    switch (type) {
    case ElementType::F64:
        return 8;
    case ElementType::F32:
        return 4;
    case ElementType::F16:
    case ElementType::BF16:
        return 2;
    }
    return 8;
}

void decodeElements(const char *src, std::size_t count, ElementFormat format, double *dst,
                    std::size_t dstStride)
{
    const bool big = format.bigEndian;
    const bool native = big == (std::endian::native == std::endian::big);
    // The common case (native byte order, contiguous): plain copies the compiler vectorises.
    if (native && dstStride == 1 && format.type == ElementType::F64) {
        std::memcpy(dst, src, count * sizeof(double));
        return;
    }
    if (native && dstStride == 1 && format.type == ElementType::F32) {
        constexpr std::size_t kChunk = 1024;
        float buffer[kChunk];
        for (std::size_t at = 0; at < count; at += kChunk) {
            const std::size_t n = std::min(kChunk, count - at);
            std::memcpy(buffer, src + at * 4, n * 4);
            for (std::size_t i = 0; i < n; ++i)
                dst[at + i] = double(buffer[i]);
        }
        return;
    }
    switch (format.type) {
    case ElementType::F64:
        for (std::size_t i = 0; i < count; ++i)
            dst[i * dstStride] = std::bit_cast<double>(load<std::uint64_t>(src + 8 * i, big));
        break;
    case ElementType::F32:
        for (std::size_t i = 0; i < count; ++i)
            dst[i * dstStride] =
                double(std::bit_cast<float>(load<std::uint32_t>(src + 4 * i, big)));
        break;
    case ElementType::F16:
        for (std::size_t i = 0; i < count; ++i)
            dst[i * dstStride] = halfToDouble(load<std::uint16_t>(src + 2 * i, big));
        break;
    case ElementType::BF16:
        for (std::size_t i = 0; i < count; ++i)
            dst[i * dstStride] = bfloat16ToDouble(load<std::uint16_t>(src + 2 * i, big));
        break;
    }
}

std::optional<std::uint64_t> shapeBytes(const std::vector<std::uint64_t> &shape,
                                        std::uint64_t itemSize)
{
    constexpr std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
    std::uint64_t total = itemSize;
    for (const std::uint64_t extent : shape) {
        if (extent != 0 && total > max / extent)
            return std::nullopt;
        total *= extent;
    }
    return total;
}

std::vector<std::uint64_t> squeezeShape(const std::vector<std::uint64_t> &shape,
                                        std::vector<int> &dropped)
{
    dropped.clear();
    std::vector<std::uint64_t> out;
    std::size_t kept = shape.size();
    for (std::size_t i = 0; i < shape.size(); ++i) {
        if (kept > 2 && shape[i] == 1) {
            dropped.push_back(int(i));
            --kept;
        } else {
            out.push_back(shape[i]);
        }
    }
    return out;
}

std::string shapeText(const std::vector<std::uint64_t> &shape, bool brackets)
{
    std::string out = brackets ? "[" : "(";
    for (std::size_t i = 0; i < shape.size(); ++i) {
        if (i > 0)
            out += ", ";
        out += std::to_string(shape[i]);
    }
    if (!brackets && shape.size() == 1)
        out += ',';
    out += brackets ? "]" : ")";
    return out;
}

} // namespace pelab
