#include "npyexporter.h"

#include "npyformat.h"

#include <QIODevice>

#include <algorithm>
#include <bit>
#include <string>

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

WriteResult NpyExporter::writeFile(const ExportTable &table, const QString &fileName)
{
    if (!table.isValid()) {
        WriteResult result;
        result.fileName = fileName;
        result.error = AtomicWriter::failure(fileName, tr("there is no data to export"));
        return result;
    }
    const pelab::Matrix &matrix = *table.matrix;
    return AtomicWriter::write(
        fileName, [&matrix](QIODevice &device, QString &) { return write(matrix, device); });
}
