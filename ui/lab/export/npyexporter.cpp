#include "npyexporter.h"

#include "npyformat.h"

#include <QIODevice>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

namespace {
constexpr std::size_t kChunkValues = std::size_t(1) << 19; // 4 MiB of doubles
}

bool NpyExporter::write(const pelab::Matrix &matrix, QIODevice &device)
{
    const std::string header = pelab::npyHeaderF8({matrix.rows(), matrix.cols()});
    if (device.write(header.data(), qint64(header.size())) != qint64(header.size()))
        return false;
    return writeValues(matrix, device);
}

bool NpyExporter::writeValues(const pelab::Matrix &matrix, QIODevice &device)
{
    const double *values = matrix.data();
    const std::size_t count = matrix.size();
    std::string converted; // only used on big-endian machines
    for (std::size_t at = 0; at < count; at += kChunkValues) {
        const std::size_t n = std::min(kChunkValues, count - at);
        const char *bytes = nullptr;
        if constexpr (std::endian::native == std::endian::little) {
            bytes = reinterpret_cast<const char *>(values + at); // already little-endian
        } else {
            converted.clear();
            pelab::appendLittleEndianDoubles(converted, values + at, n);
            bytes = converted.data();
        }
        const auto length = qint64(n * sizeof(double));
        if (device.write(bytes, length) != length)
            return false;
    }
    return true;
}

bool NpyExporter::writeIntegers(const pelab::Matrix &matrix, QIODevice &device)
{
    const std::string header = pelab::npyHeader("<i8", {matrix.rows(), matrix.cols()});
    if (device.write(header.data(), qint64(header.size())) != qint64(header.size()))
        return false;
    const double *values = matrix.data();
    const std::size_t count = matrix.size();
    std::vector<char> chunk;
    for (std::size_t at = 0; at < count; at += kChunkValues) {
        const std::size_t n = std::min(kChunkValues, count - at);
        chunk.resize(n * 8);
        for (std::size_t i = 0; i < n; ++i) {
            const auto value = std::uint64_t(std::int64_t(values[at + i]));
            for (int b = 0; b < 8; ++b)
                chunk[i * 8 + std::size_t(b)] = char((value >> (8 * b)) & 0xff);
        }
        if (device.write(chunk.data(), qint64(chunk.size())) != qint64(chunk.size()))
            return false;
    }
    return true;
}

WriteResult NpyExporter::writeFile(const ExportTable &table, const QString &fileName)
{
    if (!table.isValid()) {
        WriteResult result;
        result.fileName = fileName;
        result.error = AtomicWriter::failure(fileName, tr("there is no data to export"));
        return result;
    }
    const pelab::Matrix &matrix = *table.matrix;
    const bool integral = table.integral;
    return AtomicWriter::write(fileName, [&matrix, integral](QIODevice &device, QString &) {
        return integral ? writeIntegers(matrix, device) : write(matrix, device);
    });
}
