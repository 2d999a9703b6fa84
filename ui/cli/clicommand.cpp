#include "clicommand.h"

#include "clierror.h"
#include "export/exporter.h"
#include "jsonwriter.h"

#include <QFileInfo>

#include <cstdio>

void CliCommand::writeOutputs(const CliOutputOptions &outputs, const ExportTable &table,
                              [[maybe_unused]] const FigureSource *figure,
                              const QString &figureTitle,
                              const std::function<void(JsonWriter &)> &report)
{
    FigureOptions figureOptions = outputs.figure;
    figureOptions.title = figureTitle;
    QList<std::pair<ExportFormat, WriteResult>> written;
    for (const CliOutputOptions::File &file : outputs.files) {
        WriteResult result;
        if (!ExportFormats::isFigure(file.format)) {
            result = Exporter::writeData(table, file.format, file.fileName);
        } else if (figure) {
            result = Exporter::writeFigure(*figure, file.format, file.fileName, figureOptions);
        } else {
            throw CliError(tr("this command has no figure to write to %1").arg(file.fileName));
        }
        if (!result.ok())
            throw CliError(result.error, CliError::kFailure);
        written.append({file.format, result});
    }

    if (!outputs.json)
        return;
    JsonWriter json;
    json.beginObject();
    report(json);
    json.beginArray("outputs");
    for (const auto &[format, result] : written) {
        json.beginObject();
        json.add("format", ExportFormats::id(format));
        json.add("file", QFileInfo(result.fileName).absoluteFilePath());
        json.add("bytes", std::int64_t(result.bytes));
        json.endObject();
    }
    json.endArray();
    json.endObject();
    const std::string text = json.text();
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
}
