#include "safetensorsexporter.h"

#include "export/npyexporter.h"
#include "safetensorswriter.h"

#include <QIODevice>

#include <string>

bool SafetensorsExporter::write(const pelab::Matrix &matrix, QIODevice &device)
{
    const std::string header = pelab::safetensorsHeader({{kTensorName, &matrix, false}});
    if (device.write(header.data(), qint64(header.size())) != qint64(header.size()))
        return false;
    return NpyExporter::writeValues(matrix, device);
}

WriteResult SafetensorsExporter::writeFile(const ExportTable &table, const QString &fileName)
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
