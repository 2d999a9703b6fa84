#include "learnedfigure.h"

#include "figures/heatmapwidget.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>

#include <cmath>
#include <numbers>

namespace LearnedFigure {

QString sourceName(const QString &fileName, const pelab::LoadedArray &array)
{
    const QString file = QFileInfo(fileName).fileName();
    if (array.tensorName.empty())
        return file;
    return QCoreApplication::translate("LearnedFigure", "%1 in %2")
        .arg(QString::fromStdString(array.tensorName), file);
}

QString describeArray(const pelab::LoadedArray &array)
{
    const QLocale locale;
    QString text =
        QCoreApplication::translate("LearnedFigure", "%1 positions × %2 dimensions, "
                                                     "%3, %4")
            .arg(locale.toString(qulonglong(array.values.rows())),
                 locale.toString(qulonglong(array.values.cols())),
                 QString::fromStdString(array.dtype), QString::fromStdString(array.format));
    if (array.ndim == 1)
        text += QCoreApplication::translate("LearnedFigure", " (a 1-D array, shown as one row)");
    if (array.nanCount > 0 || array.infCount > 0) {
        text += QCoreApplication::translate("LearnedFigure",
                                            "; %1 NaN and %2 infinite values, drawn grey")
                    .arg(locale.toString(qulonglong(array.nanCount)),
                         locale.toString(qulonglong(array.infCount)));
    }
    for (const std::string &note : array.notes)
        text += QStringLiteral("; ") + QString::fromStdString(note);
    return text;
}

std::shared_ptr<const pelab::Matrix> displayTable(std::shared_ptr<const pelab::Matrix> table,
                                                  std::size_t infCount)
{
    if (!table || infCount == 0)
        return table;
    auto copy = std::make_shared<pelab::Matrix>(table->rows(), table->cols());
    for (std::size_t i = 0; i < table->size(); ++i) {
        const double v = table->data()[i];
        copy->data()[i] = std::isinf(v) ? std::nan("") : v;
    }
    return copy;
}

double absMax(const pelab::Matrix &table)
{
    double a = 0.0;
    for (std::size_t i = 0; i < table.size(); ++i) {
        const double v = std::abs(table.data()[i]);
        if (std::isfinite(v))
            a = std::max(a, v);
    }
    return a > 0.0 ? a : 1.0;
}

void showTable(HeatmapWidget &heatmap, std::shared_ptr<const pelab::Matrix> display)
{
    const double a = display ? absMax(*display) : 1.0;
    heatmap.setMatrix(std::move(display));
    heatmap.setValueRange(-a, a);
}

void configureTableHeatmap(HeatmapWidget &heatmap, const QString &title, Colormap colormap)
{
    heatmap.setLabels(title, QCoreApplication::translate("LearnedFigure", "dimension"),
                      QCoreApplication::translate("LearnedFigure", "position"),
                      QCoreApplication::translate("LearnedFigure", "value"));
    heatmap.setColormap(colormap);
    heatmap.setAutoValueRange();
}

void configureSpectrumHeatmap(HeatmapWidget &heatmap, const QString &title, Colormap colormap)
{
    heatmap.setLabels(title, QCoreApplication::translate("LearnedFigure", "dimension"),
                      QCoreApplication::translate("LearnedFigure", "frequency bin k (cycles "
                                                                   "over the table)"),
                      QCoreApplication::translate("LearnedFigure", "|X_k| / N"));
    heatmap.setColormap(colormap);
    heatmap.setAutoValueRange();
}

ExportTable tableExport(std::shared_ptr<const pelab::Matrix> table)
{
    ExportTable out;
    out.matrix = std::move(table);
    out.cornerHeader = QStringLiteral("position");
    out.columnLabel = [](qsizetype c) { return QStringLiteral("d%1").arg(c); };
    return out;
}

ExportTable spectrumExport(std::shared_ptr<const pelab::Matrix> magnitude)
{
    ExportTable out;
    out.matrix = std::move(magnitude);
    out.cornerHeader = QStringLiteral("k");
    out.columnLabel = [](qsizetype c) { return QStringLiteral("d%1").arg(c); };
    return out;
}

ExportTable peakExport(const pelab::DimensionSpectrum &spectrum)
{
    const std::size_t dims = spectrum.peakBin.size();
    auto m = std::make_shared<pelab::Matrix>(dims, 4);
    for (std::size_t d = 0; d < dims; ++d) {
        const double omega = spectrum.peakFrequency[d];
        (*m)(d, 0) = double(spectrum.peakBin[d]);
        (*m)(d, 1) = omega;
        (*m)(d, 2) = omega > 0.0 ? 2.0 * std::numbers::pi / omega : std::nan("");
        (*m)(d, 3) = spectrum.peakShare[d];
    }
    ExportTable out;
    out.matrix = std::move(m);
    out.cornerHeader = QStringLiteral("dimension");
    out.columnLabel = [](qsizetype c) {
        static const char *names[] = {"peak_bin", "peak_omega", "peak_wavelength", "peak_share"};
        return QString::fromLatin1(names[c]);
    };
    return out;
}

} // namespace LearnedFigure
