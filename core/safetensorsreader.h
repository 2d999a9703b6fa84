#pragma once

#include "arraydecode.h"
#include "arrayfile.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace pelab {

// safetensors reader: 8-byte little-endian header length, a JSON header naming each tensor's
// dtype, shape and data_offsets, then the data section. The header is checked completely
// (length within the file and at most 100 MB, no duplicate keys, offsets inside the data
// section and matching shape × dtype) before any tensor is read.

inline constexpr std::uint64_t kMaxSafetensorsHeader = 100'000'000;

struct SafetensorsEntry
{
    TensorInfo info;
    std::uint64_t begin = 0; // byte range within the data section
    std::uint64_t end = 0;
    ElementFormat element; // meaningful when info.readable
};

struct SafetensorsIndex
{
    std::vector<SafetensorsEntry> tensors; // in header order
    std::uint64_t dataStart = 0;           // 8 + header length
    std::uint64_t dataSize = 0;            // file size − dataStart
};

// The header length from the first 8 bytes, checked against the file size.
std::uint64_t safetensorsHeaderLength(const char *first8, std::uint64_t fileSize,
                                      const std::string &name);

// Parses and checks the JSON header (`json` is the `length` bytes after the first 8).
SafetensorsIndex parseSafetensorsHeader(const char *json, std::size_t length,
                                        std::uint64_t fileSize, const std::string &name);

// The tensor named `tensorName`, or the only one when it is empty.
const SafetensorsEntry &selectSafetensor(const SafetensorsIndex &index,
                                         const std::string &tensorName, const std::string &name);

// Converts one tensor's bytes (entry.end − entry.begin of them) to a LoadedArray.
LoadedArray decodeSafetensor(const SafetensorsEntry &entry, const char *bytes,
                             const std::string &name, const ArrayReadOptions &options);

// Checks the size of `entry` against the memory limit before its bytes are read.
void checkSafetensorAllocation(const SafetensorsEntry &entry, const std::string &name,
                               const ArrayReadOptions &options);

// A whole safetensors file held in memory.
LoadedArray readSafetensorsBytes(const char *data, std::size_t size, const std::string &name,
                                 const ArrayReadOptions &options = {});
std::vector<TensorInfo> listSafetensorsBytes(const char *data, std::size_t size,
                                             const std::string &name);

} // namespace pelab
