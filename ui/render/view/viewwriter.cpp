#include "viewwriter.h"

#include "export/exporter.h"
#include "export/figuresource.h"
#include "spec/tabspec.h"
#include "view/figures.h"

namespace {

WriteResult refused(const QString &fileName, const QString &reason)
{
    WriteResult result;
    result.fileName = fileName;
    result.error = AtomicWriter::failure(fileName, reason);
    return result;
}

} // namespace

WriteResult ViewWriter::write(const ViewData &data, ExportFormat format, const QString &fileName,
                              const FigureOptions &figure)
{
    if (!data.isValid())
        return refused(fileName, tr("the view has nothing to export yet"));
    if (!ExportFormats::isFigure(format)) {
        if (!data.view->hasTable || !data.view->table)
            return refused(fileName, tr("the %1 view has no table").arg(data.view->name));
        return Exporter::writeData(data.view->table(data), format, fileName);
    }
    const std::unique_ptr<FigureSource> source = Figures::create(data);
    if (!source)
        return refused(fileName, tr("the %1 view has no figure").arg(data.view->name));
    FigureOptions options = figure;
    options.title = source->figureTitle().isEmpty() ? data.title() : source->figureTitle();
    return Exporter::writeFigure(*source, format, fileName, options);
}

QString ViewWriter::fileStem(const ViewData &data)
{
    if (!data.isValid() || !data.view->fileStem)
        return data.tab ? data.tab->key() : QString();
    return data.view->fileStem(data);
}
