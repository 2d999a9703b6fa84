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
        else if constexpr (sizeof(T) == 2)
            value = __builtin_bswap16(value);
    }
    return value;
}

// Integers of type T (stored as U, the unsigned type of the same size) to doubles.
template <typename T, typename U>
void decodeIntegers(const char *src, std::size_t count, bool big, double *dst, std::size_t stride)
{
    for (std::size_t i = 0; i < count; ++i)
        dst[i * stride] = double(static_cast<T>(load<U>(src + sizeof(U) * i, big)));
}

constexpr std::uint64_t kExactIntegerLimit = std::uint64_t(1) << 53;

} // namespace

bool isIntegerType(ElementType type)
{
    return type != ElementType::F64 && type != ElementType::F32 && type != ElementType::F16 &&
           type != ElementType::BF16;
}

std::size_t ElementFormat::itemSize() const
{
    switch (type) {
    case ElementType::F64:
    case ElementType::I64:
    case ElementType::U64:
        return 8;
    case ElementType::F32:
    case ElementType::I32:
    case ElementType::U32:
        return 4;
    case ElementType::F16:
    case ElementType::BF16:
    case ElementType::I16:
    case ElementType::U16:
        return 2;
    case ElementType::I8:
    case ElementType::U8:
        return 1;
    }
    return 8;
}

std::optional<std::size_t> firstInexactInteger(const char *src, std::size_t count,
                                               ElementFormat format, std::string &value)
{
    const bool big = format.bigEndian;
    if (format.type == ElementType::I64) {
        for (std::size_t i = 0; i < count; ++i) {
            const auto v = static_cast<std::int64_t>(load<std::uint64_t>(src + 8 * i, big));
            const std::uint64_t magnitude = v < 0 ? 0 - std::uint64_t(v) : std::uint64_t(v);
            if (magnitude > kExactIntegerLimit) {
                value = std::to_string(v);
                return i;
            }
        }
    } else if (format.type == ElementType::U64) {
        for (std::size_t i = 0; i < count; ++i) {
            const std::uint64_t v = load<std::uint64_t>(src + 8 * i, big);
            if (v > kExactIntegerLimit) {
                value = std::to_string(v);
                return i;
            }
        }
    }
    return std::nullopt;
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
    case ElementType::I8:
        decodeIntegers<std::int8_t, std::uint8_t>(src, count, big, dst, dstStride);
        break;
    case ElementType::I16:
        decodeIntegers<std::int16_t, std::uint16_t>(src, count, big, dst, dstStride);
        break;
    case ElementType::I32:
        decodeIntegers<std::int32_t, std::uint32_t>(src, count, big, dst, dstStride);
        break;
    case ElementType::I64:
        decodeIntegers<std::int64_t, std::uint64_t>(src, count, big, dst, dstStride);
        break;
    case ElementType::U8:
        decodeIntegers<std::uint8_t, std::uint8_t>(src, count, big, dst, dstStride);
        break;
    case ElementType::U16:
        decodeIntegers<std::uint16_t, std::uint16_t>(src, count, big, dst, dstStride);
        break;
    case ElementType::U32:
        decodeIntegers<std::uint32_t, std::uint32_t>(src, count, big, dst, dstStride);
        break;
    case ElementType::U64:
        decodeIntegers<std::uint64_t, std::uint64_t>(src, count, big, dst, dstStride);
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

std::vector<std::uint64_t> readShape(const std::vector<std::uint64_t> &shape, bool squeeze,
                                     bool flattenLeading, std::vector<int> &dropped)
{
    dropped.clear();
    std::vector<std::uint64_t> out = squeeze ? squeezeShape(shape, dropped) : shape;
    if (!flattenLeading || out.size() <= 2)
        return out;
    constexpr std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
    std::uint64_t leading = 1;
    for (std::size_t i = 0; i + 1 < out.size(); ++i)
        leading = out[i] != 0 && leading > max / out[i] ? max : leading * out[i];
    return {leading, out.back()};
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
