#include "safetensorsreader.h"

#include "error.h"
#include "jsonvalue.h"

#include <array>
#include <string_view>

namespace pelab {

namespace {

struct DtypeInfo
{
    std::string_view name;
    std::uint64_t itemSize;
    bool readable;
    ElementType type;
};

// The dtypes of the safetensors format; the floating ones are read (`readable`), and the integer
// ones too when ArrayReadOptions::integers asks for them.
constexpr std::array<DtypeInfo, 16> kDtypes = {{
    {"F64", 8, true, ElementType::F64},
    {"F32", 4, true, ElementType::F32},
    {"F16", 2, true, ElementType::F16},
    {"BF16", 2, true, ElementType::BF16},
    {"I64", 8, false, ElementType::I64},
    {"I32", 4, false, ElementType::I32},
    {"I16", 2, false, ElementType::I16},
    {"I8", 1, false, ElementType::I8},
    {"U64", 8, false, ElementType::U64},
    {"U32", 4, false, ElementType::U32},
    {"U16", 2, false, ElementType::U16},
    {"U8", 1, false, ElementType::U8},
    {"BOOL", 1, false, ElementType::F64},
    {"F8_E4M3", 1, false, ElementType::F64},
    {"F8_E5M2", 1, false, ElementType::F64},
    {"C64", 8, false, ElementType::F64},
}};

const DtypeInfo *findDtype(std::string_view name)
{
    for (const auto &d : kDtypes) {
        if (d.name == name)
            return &d;
    }
    return nullptr;
}

std::uint64_t readLittleEndian64(const char *p)
{
    std::uint64_t value = 0;
    for (int i = 0; i < 8; ++i)
        value |= std::uint64_t(static_cast<unsigned char>(p[i])) << (8 * i);
    return value;
}

SafetensorsEntry parseEntry(const std::string &key, const JsonValue &value, std::uint64_t dataSize,
                            const std::string &name)
{
    const std::string where = name + ": tensor '" + key + "': ";
    if (!value.isObject())
        throw Error(where + "expected an object, found " +
                    std::string(JsonValue::typeName(value.type())));
    const JsonValue *dtype = nullptr, *shape = nullptr, *offsets = nullptr;
    for (const auto &[member, v] : value.object()) {
        if (member == "dtype")
            dtype = &v;
        else if (member == "shape")
            shape = &v;
        else if (member == "data_offsets")
            offsets = &v;
        else
            throw Error(where + "unexpected key '" + member + "'");
    }
    if (!dtype || !shape || !offsets) {
        throw Error(where + "missing '" +
                    std::string(!dtype   ? "dtype"
                                : !shape ? "shape"
                                         : "data_offsets") +
                    "'");
    }
    if (!dtype->isString())
        throw Error(where + "'dtype' is not a string");
    const DtypeInfo *info = findDtype(dtype->text());
    if (!info)
        throw Error(where + "unknown dtype '" + dtype->text() + "'");

    SafetensorsEntry entry;
    entry.info.name = key;
    entry.info.dtype = dtype->text();
    if (!shape->isArray() || shape->array().size() > 32)
        throw Error(where + "'shape' is not an array of at most 32 integers");
    for (const JsonValue &extent : shape->array()) {
        const auto n = extent.toUInt64();
        if (!n)
            throw Error(where + "'shape' holds something other than a non-negative integer");
        entry.info.shape.push_back(*n);
    }
    if (!offsets->isArray() || offsets->array().size() != 2)
        throw Error(where + "'data_offsets' is not a pair [begin, end]");
    const auto begin = offsets->array()[0].toUInt64();
    const auto end = offsets->array()[1].toUInt64();
    if (!begin || !end)
        throw Error(where + "'data_offsets' holds something other than non-negative integers");
    if (*begin > *end || *end > dataSize) {
        throw Error(where + "data_offsets [" + std::to_string(*begin) + ", " +
                    std::to_string(*end) + "] lie outside the data section of " +
                    std::to_string(dataSize) + " bytes");
    }
    const auto bytes = shapeBytes(entry.info.shape, info->itemSize);
    if (!bytes || *bytes != *end - *begin) {
        throw Error(where + "shape " + shapeText(entry.info.shape, true) + " of " +
                    entry.info.dtype + " needs " +
                    (bytes ? std::to_string(*bytes) : std::string("more than 2^64")) +
                    " bytes, data_offsets give " + std::to_string(*end - *begin));
    }
    entry.begin = *begin;
    entry.end = *end;
    entry.info.readable =
        info->readable && (entry.info.shape.size() == 1 || entry.info.shape.size() == 2);
    entry.element = {info->type, false};
    return entry;
}

} // namespace

std::uint64_t safetensorsHeaderLength(const char *first8, std::uint64_t fileSize,
                                      const std::string &name)
{
    if (fileSize < 8)
        throw Error(name + ": truncated safetensors file (" + std::to_string(fileSize) + " bytes)");
    const std::uint64_t length = readLittleEndian64(first8);
    if (length > kMaxSafetensorsHeader) {
        throw Error(name + ": absurd safetensors header length of " + std::to_string(length) +
                    " bytes (at most 100 MB)");
    }
    if (length > fileSize - 8) {
        throw Error(name + ": truncated safetensors header (" + std::to_string(length) +
                    " bytes announced, " + std::to_string(fileSize - 8) + " present)");
    }
    return length;
}

SafetensorsIndex parseSafetensorsHeader(const char *json, std::size_t length,
                                        std::uint64_t fileSize, const std::string &name)
{
    JsonValue root;
    try {
        root = JsonValue::parse(std::string_view(json, length));
    } catch (const Error &error) {
        throw Error(name + ": malformed safetensors " + std::string(error.what()));
    }
    if (!root.isObject())
        throw Error(name + ": the safetensors header is not a JSON object");
    SafetensorsIndex index;
    index.dataStart = 8 + length;
    index.dataSize = fileSize - index.dataStart;
    for (const auto &[key, value] : root.object()) {
        if (key == "__metadata__") {
            if (!value.isObject())
                throw Error(name + ": '__metadata__' is not an object");
            for (const auto &[metaKey, metaValue] : value.object()) {
                if (!metaValue.isString())
                    throw Error(name + ": '__metadata__' value '" + metaKey + "' is not a string");
            }
            continue;
        }
        index.tensors.push_back(parseEntry(key, value, index.dataSize, name));
    }
    return index;
}

const SafetensorsEntry &selectSafetensor(const SafetensorsIndex &index,
                                         const std::string &tensorName, const std::string &name)
{
    const auto names = [&index] {
        std::string list;
        for (std::size_t i = 0; i < index.tensors.size() && i < 8; ++i)
            list += (i ? ", " : "") + index.tensors[i].info.name;
        if (index.tensors.size() > 8)
            list += ", ... (" + std::to_string(index.tensors.size()) + " in all)";
        return list;
    };
    if (index.tensors.empty())
        throw Error(name + ": the safetensors file holds no tensors");
    if (tensorName.empty()) {
        if (index.tensors.size() == 1)
            return index.tensors.front();
        throw Error(name + ": the file holds " + std::to_string(index.tensors.size()) +
                    " tensors (" + names() + "); choose one by name");
    }
    for (const auto &entry : index.tensors) {
        if (entry.info.name == tensorName)
            return entry;
    }
    throw Error(name + ": no tensor named '" + tensorName + "' (the file holds " + names() + ")");
}

void checkSafetensorAllocation(const SafetensorsEntry &entry, const std::string &name,
                               const ArrayReadOptions &options)
{
    const std::string where = name + ": tensor '" + entry.info.name + "'";
    std::vector<int> dropped;
    const std::vector<std::uint64_t> shape =
        readShape(entry.info.shape, options.squeeze, options.flattenLeading, dropped);
    const DtypeInfo *dtype = findDtype(entry.info.dtype);
    const bool integer = dtype && isIntegerType(dtype->type);
    if (!dtype || !(dtype->readable || (integer && options.integers))) {
        throw Error(where + " has dtype " + entry.info.dtype +
                    (options.integers
                         ? " (floating and integer tensors only: F64, F32, F16, BF16, I64 … U8)"
                         : " (floating tensors only: F64, F32, F16, BF16)"));
    }
    if (shape.empty() || shape.size() > 2) {
        throw Error(where + " is " + std::to_string(entry.info.shape.size()) + "-D, shape " +
                    shapeText(entry.info.shape, true) +
                    (options.squeeze ? " (1-D and 2-D tensors are read, and tensors whose other "
                                       "axes have extent 1)"
                                     : " (1-D and 2-D tensors are read)"));
    }
    if (shape.front() == 0 || shape.back() == 0)
        throw Error(where + " is empty (shape " + shapeText(entry.info.shape, true) + ")");
    const std::uint64_t rows = shape.size() == 1 ? 1 : shape[0];
    checkMatrixAllocation(rows, shape.back(), options.memoryLimit, where);
}

LoadedArray decodeSafetensor(const SafetensorsEntry &entry, const char *bytes,
                             const std::string &name, const ArrayReadOptions &options)
{
    checkSafetensorAllocation(entry, name, options);
    std::vector<int> dropped;
    const std::vector<std::uint64_t> shape =
        readShape(entry.info.shape, options.squeeze, options.flattenLeading, dropped);
    const std::size_t count = std::size_t((shape.size() == 1 ? 1 : shape[0]) * shape.back());
    std::string inexact;
    if (const auto at = firstInexactInteger(bytes, count, entry.element, inexact)) {
        throw Error(name + ": tensor '" + entry.info.name + "': the value " + inexact +
                    " (element " + std::to_string(*at) +
                    ") is beyond 2^53 in magnitude: a float64 cannot hold it exactly");
    }
    LoadedArray array;
    array.values = Matrix(shape.size() == 1 ? 1 : shape[0], shape.back());
    array.ndim = int(shape.size());
    array.format = "safetensors";
    array.dtype = entry.info.dtype;
    array.tensorName = entry.info.name;
    array.shape = entry.info.shape;
    array.squeezedAxes = dropped;
    decodeElements(bytes, array.values.size(), entry.element, array.values.data());
    countNonFinite(array);
    return array;
}

LoadedArray readSafetensorsBytes(const char *data, std::size_t size, const std::string &name,
                                 const ArrayReadOptions &options)
{
    const std::uint64_t length = safetensorsHeaderLength(data, size, name);
    const SafetensorsIndex index =
        parseSafetensorsHeader(data + 8, std::size_t(length), size, name);
    const SafetensorsEntry &entry = selectSafetensor(index, options.tensorName, name);
    return decodeSafetensor(entry, data + index.dataStart + entry.begin, name, options);
}

std::vector<TensorInfo> listSafetensorsBytes(const char *data, std::size_t size,
                                             const std::string &name)
{
    const std::uint64_t length = safetensorsHeaderLength(data, size, name);
    const SafetensorsIndex index =
        parseSafetensorsHeader(data + 8, std::size_t(length), size, name);
    std::vector<TensorInfo> list;
    for (const auto &entry : index.tensors)
        list.push_back(entry.info);
    return list;
}

} // namespace pelab
