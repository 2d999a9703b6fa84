#include "exportformat.h"

#include <QFileInfo>

QList<ExportFormat> ExportFormats::dataFormats()
{
    return {ExportFormat::Csv, ExportFormat::Npy, ExportFormat::Safetensors};
}

QList<ExportFormat> ExportFormats::figureFormats()
{
    return {ExportFormat::Png, ExportFormat::Svg, ExportFormat::Pdf};
}

bool ExportFormats::isFigure(ExportFormat format)
{
    return format == ExportFormat::Png || format == ExportFormat::Svg ||
           format == ExportFormat::Pdf;
}

QString ExportFormats::id(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Csv:
        return QStringLiteral("csv");
    case ExportFormat::Npy:
        return QStringLiteral("npy");
    case ExportFormat::Safetensors:
        return QStringLiteral("safetensors");
    case ExportFormat::Png:
        return QStringLiteral("png");
    case ExportFormat::Svg:
        return QStringLiteral("svg");
    case ExportFormat::Pdf:
        return QStringLiteral("pdf");
    }
    return {};
}

QString ExportFormats::extension(ExportFormat format)
{
    return id(format);
}

QString ExportFormats::displayName(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Csv:
        return tr("CSV table");
    case ExportFormat::Npy:
        return tr("NumPy array");
    case ExportFormat::Safetensors:
        return tr("safetensors tensor");
    case ExportFormat::Png:
        return tr("PNG image");
    case ExportFormat::Svg:
        return tr("SVG vector image");
    case ExportFormat::Pdf:
        return tr("PDF document");
    }
    return {};
}

QString ExportFormats::filter(ExportFormat format)
{
    return displayName(format) + QStringLiteral(" (*.") + extension(format) + QLatin1Char(')');
}

QString ExportFormats::filters(const QList<ExportFormat> &formats)
{
    QStringList list;
    for (ExportFormat format : formats)
        list << filter(format);
    return list.join(QStringLiteral(";;"));
}

std::optional<ExportFormat> ExportFormats::fromFilter(const QString &filterText)
{
    for (ExportFormat format : dataFormats() + figureFormats()) {
        if (filterText == filter(format))
            return format;
    }
    return std::nullopt;
}

std::optional<ExportFormat> ExportFormats::fromFileName(const QString &fileName)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    for (ExportFormat format : dataFormats() + figureFormats()) {
        if (suffix == extension(format))
            return format;
    }
    return std::nullopt;
}

QString ExportFormats::withExtension(const QString &fileName, ExportFormat format)
{
    if (fileName.isEmpty() || fromFileName(fileName) == format)
        return fileName;
    return fileName + QLatin1Char('.') + extension(format);
}
