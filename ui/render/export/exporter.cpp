#include "exporter.h"

#include "export/csvexporter.h"
#include "export/npyexporter.h"
#include "export/safetensorsexporter.h"

#include <QDir>
#include <QLocale>

WriteResult Exporter::writeData(const ExportTable &table, ExportFormat format,
                                const QString &fileName)
{
    switch (format) {
    case ExportFormat::Csv:
        return CsvExporter::writeFile(table, fileName);
    case ExportFormat::Npy:
        return NpyExporter::writeFile(table, fileName);
    case ExportFormat::Safetensors:
        return SafetensorsExporter::writeFile(table, fileName);
    case ExportFormat::Png:
    case ExportFormat::Svg:
    case ExportFormat::Pdf:
        break;
    }
    WriteResult result;
    result.fileName = fileName;
    result.error = AtomicWriter::failure(
        fileName, tr("%1 is not a data format").arg(ExportFormats::displayName(format)));
    return result;
}

WriteResult Exporter::writeFigure(const FigureSource &source, ExportFormat format,
                                  const QString &fileName, const FigureOptions &options)
{
    return FigureExporter::writeFile(source, format, fileName, options);
}

QString Exporter::successMessage(const WriteResult &result)
{
    return tr("Wrote %1 (%2)")
        .arg(QDir::toNativeSeparators(result.fileName),
             QLocale().formattedDataSize(result.bytes, 1, QLocale::DataSizeIecFormat));
}
