#include "csvexporter.h"

#include "csvformat.h"

#include <QIODevice>

#include <string>

namespace {

void appendLabel(std::string &out, const QString &label)
{
    const QByteArray utf8 = label.toUtf8();
    pelab::appendCsvField(out, std::string_view(utf8.constData(), std::size_t(utf8.size())));
}

} // namespace

bool CsvExporter::write(const ExportTable &table, const Sink &sink, std::size_t chunkBytes)
{
    if (!table.isValid())
        return false;
    const pelab::Matrix &matrix = *table.matrix;
    const std::size_t rows = matrix.rows();
    const std::size_t cols = matrix.cols();

    std::string buffer;
    buffer.reserve(chunkBytes + 64 * 1024);
    const auto flushIfFull = [&](bool force) {
        if (buffer.empty() || (!force && buffer.size() < chunkBytes))
            return true;
        const bool ok = sink(buffer);
        buffer.clear();
        return ok;
    };

    appendLabel(buffer, table.cornerHeader);
    for (std::size_t c = 0; c < cols; ++c) {
        buffer += ',';
        appendLabel(buffer,
                    table.columnLabel ? table.columnLabel(qsizetype(c)) : QString::number(c));
        if (!flushIfFull(false))
            return false;
    }
    buffer += "\r\n";

    for (std::size_t r = 0; r < rows; ++r) {
        if (table.rowLabel)
            appendLabel(buffer, table.rowLabel(qsizetype(r)));
        else
            buffer += std::to_string(r);
        const double *values = matrix.row(r);
        for (std::size_t c = 0; c < cols; ++c) {
            buffer += ',';
            pelab::appendDouble(buffer, values[c]);
        }
        buffer += "\r\n";
        if (!flushIfFull(false))
            return false;
    }
    return flushIfFull(true);
}

QByteArray CsvExporter::bytes(const ExportTable &table)
{
    QByteArray out;
    write(table, [&out](std::string_view chunk) {
        out.append(chunk.data(), qsizetype(chunk.size()));
        return true;
    });
    return out;
}

qint64 CsvExporter::estimatedBytes(const ExportTable &table)
{
    if (!table.isValid())
        return 0;
    // At most 24 characters per value ("-1.2345678901234567e-308" plus the comma), plus labels.
    const auto rows = qint64(table.matrix->rows());
    const auto cols = qint64(table.matrix->cols());
    return (rows + 1) * (cols * 25 + 32);
}

WriteResult CsvExporter::writeFile(const ExportTable &table, const QString &fileName)
{
    if (!table.isValid()) {
        WriteResult result;
        result.fileName = fileName;
        result.error = AtomicWriter::failure(fileName, tr("there is no data to export"));
        return result;
    }
    return AtomicWriter::write(fileName, [&table](QIODevice &device, QString &) {
        return write(table, [&device](std::string_view chunk) {
            return device.write(chunk.data(), qint64(chunk.size())) == qint64(chunk.size());
        });
    });
}
