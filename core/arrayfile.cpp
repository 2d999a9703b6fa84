#include "arrayfile.h"

#include "csvreader.h"
#include "error.h"
#include "npyreader.h"
#include "safetensorsreader.h"

#include <algorithm>
#include <bit>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <string_view>
#include <system_error>

namespace pelab {

namespace {

std::string lowerExtension(const std::string &name)
{
    std::string ext = std::filesystem::path(name).extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return ext;
}

ArrayFormat detect(const char *data, std::size_t size, std::uint64_t fileSize,
                   const std::string &name)
{
    if (hasNpyMagic(data, size))
        return ArrayFormat::Npy;
    if (size >= 9 && data[8] == '{') {
        std::uint64_t length = 0;
        for (int i = 0; i < 8; ++i)
            length |= std::uint64_t(static_cast<unsigned char>(data[i])) << (8 * i);
        if (length >= 2 && length <= kMaxSafetensorsHeader && length <= fileSize - 8)
            return ArrayFormat::Safetensors;
    }
    const std::string ext = lowerExtension(name);
    if (ext == ".npy")
        return ArrayFormat::Npy;
    if (ext == ".safetensors")
        return ArrayFormat::Safetensors;
    return ArrayFormat::Csv;
}

// A file opened for reading, with its size and clear errors.
class InputFile
{
public:
    InputFile(const std::string &path, const std::string &name) : m_name(name)
    {
        std::error_code ec;
        const auto status = std::filesystem::status(path, ec);
        if (ec || !std::filesystem::exists(status))
            throw Error(name + ": cannot open the file (" +
                        (ec ? ec.message() : "it does not exist") + ")");
        if (std::filesystem::is_directory(status))
            throw Error(name + ": is a folder, not a file");
        m_stream.open(path, std::ios::binary);
        if (!m_stream)
            throw Error(name + ": cannot open the file for reading");
        m_stream.seekg(0, std::ios::end);
        const auto end = m_stream.tellg();
        if (end < 0)
            throw Error(name + ": cannot determine the file size");
        m_size = std::uint64_t(end);
    }

    std::uint64_t size() const { return m_size; }

    std::string read(std::uint64_t offset, std::uint64_t length)
    {
        std::string bytes(std::size_t(length), '\0');
        m_stream.clear();
        m_stream.seekg(std::streamoff(offset));
        m_stream.read(bytes.data(), std::streamsize(length));
        if (std::uint64_t(m_stream.gcount()) != length)
            throw Error(m_name + ": read error (the file changed or is unreadable)");
        return bytes;
    }

private:
    std::string m_name;
    std::ifstream m_stream;
    std::uint64_t m_size = 0;
};

} // namespace

ArrayFormat detectArrayFormat(const char *data, std::size_t size, const std::string &name)
{
    return detect(data, size, size, name);
}

LoadedArray readArrayBytes(const char *data, std::size_t size, const std::string &name,
                           const ArrayReadOptions &options)
{
    switch (detect(data, size, size, name)) {
    case ArrayFormat::Npy:
        return readNpyBytes(data, size, name, options);
    case ArrayFormat::Safetensors:
        return readSafetensorsBytes(data, size, name, options);
    case ArrayFormat::Csv:
        break;
    }
    return readCsvBytes(data, size, name, options);
}

LoadedArray readArrayFile(const std::string &path, const ArrayReadOptions &options)
{
    const std::string name = std::filesystem::path(path).filename().string();
    InputFile file(path, name);
    const std::string prefix = file.read(0, std::min<std::uint64_t>(file.size(), 16));
    const ArrayFormat format = detect(prefix.data(), prefix.size(), file.size(), name);
    if (format == ArrayFormat::Safetensors && file.size() >= 8) {
        // Only the header and the chosen tensor are read: model files can be gigabytes.
        const std::uint64_t length = safetensorsHeaderLength(prefix.data(), file.size(), name);
        const std::string header = file.read(8, length);
        const SafetensorsIndex index =
            parseSafetensorsHeader(header.data(), header.size(), file.size(), name);
        const SafetensorsEntry &entry = selectSafetensor(index, options.tensorName, name);
        checkSafetensorAllocation(entry, name, options);
        const std::string bytes = file.read(index.dataStart + entry.begin, entry.end - entry.begin);
        return decodeSafetensor(entry, bytes.data(), name, options);
    }
    if (file.size() > options.memoryLimit) {
        throw Error(name + ": the file of " + formatBytes(file.size()) +
                    " is above the memory limit of " + formatBytes(options.memoryLimit));
    }
    const std::string bytes = file.read(0, file.size());
    return readArrayBytes(bytes.data(), bytes.size(), name, options);
}

std::vector<TensorInfo> listArrayTensors(const std::string &path)
{
    const std::string name = std::filesystem::path(path).filename().string();
    InputFile file(path, name);
    const std::string prefix = file.read(0, std::min<std::uint64_t>(file.size(), 16));
    if (detect(prefix.data(), prefix.size(), file.size(), name) != ArrayFormat::Safetensors)
        return {};
    const std::uint64_t length = safetensorsHeaderLength(prefix.data(), file.size(), name);
    const std::string header = file.read(8, length);
    const SafetensorsIndex index =
        parseSafetensorsHeader(header.data(), header.size(), file.size(), name);
    std::vector<TensorInfo> list;
    for (const auto &entry : index.tensors)
        list.push_back(entry.info);
    return list;
}

void countNonFinite(LoadedArray &array)
{
    std::size_t nan = 0, inf = 0;
    const double *v = array.values.data();
    for (std::size_t i = 0, n = array.values.size(); i < n; ++i) {
        // Exponent all ones: Inf when the fraction is zero, NaN otherwise (branch-free).
        const auto bits = std::bit_cast<std::uint64_t>(v[i]);
        const bool special = (bits & 0x7ff0000000000000ULL) == 0x7ff0000000000000ULL;
        const bool fraction = (bits & 0x000fffffffffffffULL) != 0;
        nan += std::size_t(special & fraction);
        inf += std::size_t(special & !fraction);
    }
    array.nanCount = nan;
    array.infCount = inf;
}

void requireFinite(const LoadedArray &array, const std::string &fileName, const std::string &role)
{
    if (array.nanCount == 0 && array.infCount == 0)
        return;
    std::string counts;
    if (array.nanCount > 0)
        counts = std::to_string(array.nanCount) + " NaN value" + (array.nanCount == 1 ? "" : "s");
    if (array.infCount > 0) {
        counts += (counts.empty() ? "" : " and ") + std::to_string(array.infCount) +
                  " infinite value" + (array.infCount == 1 ? "" : "s");
    }
    throw Error(fileName + ": " + counts + "; " + role + " must be finite");
}

} // namespace pelab
