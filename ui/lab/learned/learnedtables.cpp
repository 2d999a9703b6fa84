#include "learnedtables.h"

#include "learned/learnedspec.h"
#include "learned/learnedviews.h"
#include "similarity/similarityview.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace LearnedTables {

namespace {

const LearnedResult &resultOf(const ViewData &data)
{
    return data.resultAs<LearnedResult>();
}

ExportTable positionTable(std::shared_ptr<const pelab::Matrix> table)
{
    ExportTable out;
    out.matrix = std::move(table);
    out.cornerHeader = QStringLiteral("position");
    out.columnLabel = [](qsizetype c) { return QStringLiteral("d%1").arg(c); };
    return out;
}

ExportTable peaks(const pelab::DimensionSpectrum &spectrum)
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

} // namespace

QString sourceName(const QString &fileName, const pelab::LoadedArray &array)
{
    const QString file = QFileInfo(fileName).fileName();
    if (array.tensorName.empty())
        return file;
    return QCoreApplication::translate("LearnedFigure", "%1 in %2")
        .arg(QString::fromStdString(array.tensorName), file);
}

QString sourceTitle(const LearnedResult &result)
{
    if (result.fileName.isEmpty())
        return QCoreApplication::translate("LearnedPage", "bundled sample");
    return sourceName(result.fileName, result.array);
}

QString title(const LearnedResult &result)
{
    return QCoreApplication::translate("LearnedPage", "Learned position table: %1")
        .arg(sourceTitle(result));
}

QString compareTitle(const LearnedResult &result)
{
    return QCoreApplication::translate("LearnedPage", "Learned: %1").arg(sourceTitle(result));
}

QString sinusoidalTitle(std::size_t rows, std::size_t cols)
{
    return QCoreApplication::translate("LearnedComparePanel",
                                       "Sinusoidal table, %1 × %2 (base 10000, interleaved)")
        .arg(rows)
        .arg(cols);
}

QString compareNote(std::size_t cols)
{
    return cols % 2 ? QCoreApplication::translate("LearnedPage",
                                                  "Left: the learned table. Right: the sinusoidal "
                                                  "table of the same shape (odd width: the "
                                                  "last cosine column of d + 1 is left out).")
                    : QCoreApplication::translate("LearnedPage",
                                                  "Left: the learned table. Right: the sinusoidal "
                                                  "table of the same shape, each on its own "
                                                  "colour range symmetric about zero.");
}

QString describe(const LearnedResult &result)
{
    const pelab::LoadedArray &array = result.array;
    const QLocale locale;
    QString text =
        QCoreApplication::translate("LearnedFigure", "%1 positions × %2 dimensions, "
                                                     "%3, %4")
            .arg(locale.toString(qulonglong(result.table->rows())),
                 locale.toString(qulonglong(result.table->cols())),
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
    const pelab::TableSummary &summary = result.summary;
    return text + QCoreApplication::translate("LearnedPage", ". Values %1 … %2; mean cosine "
                                                             "similarity of neighbouring "
                                                             "positions %3.")
                      .arg(locale.toString(summary.min, 'g', 4),
                           locale.toString(summary.max, 'g', 4),
                           locale.toString(summary.meanNeighbourCosine, 'f', 4));
}

QString describeCell(const LearnedResult &result, int row, int column)
{
    const pelab::Matrix &table = *result.table;
    if (row < 0 || column < 0 || std::size_t(row) >= table.rows() ||
        std::size_t(column) >= table.cols())
        return {};
    const double v = table(std::size_t(row), std::size_t(column));
    const QString value =
        std::isnan(v)   ? QCoreApplication::translate("LearnedPage", "NaN (drawn grey)")
        : std::isinf(v) ? QCoreApplication::translate("LearnedPage", "%1 infinity (drawn grey)")
                              .arg(v > 0 ? u'+' : u'−')
                        : QLocale().toString(v, 'g', 6);
    return QCoreApplication::translate("LearnedPage", "position %1, dimension %2: %3")
        .arg(row)
        .arg(column)
        .arg(value);
}

QString spectrumSummary(const pelab::DimensionSpectrum &spectrum)
{
    std::size_t sinusoidLike = 0;
    for (double share : spectrum.peakShare)
        sinusoidLike += share > 0.5 ? 1 : 0;
    return QCoreApplication::translate(
               "LearnedSpectrumPanel",
               "%1 of %2 dimensions put more than half of their variance into one frequency "
               "(they oscillate like a sinusoid over the positions). Hover a cell for a "
               "dimension's peak.")
        .arg(sinusoidLike)
        .arg(spectrum.peakShare.size());
}

QString describeSpectrumCell(const pelab::DimensionSpectrum &spectrum, int row, int column)
{
    if (row < 0 || column < 0 || std::size_t(column) >= spectrum.peakBin.size() ||
        std::size_t(row) >= spectrum.magnitude.rows())
        return {};
    const auto d = std::size_t(column);
    const double omega = spectrum.peakFrequency[d];
    const QLocale locale;
    return QCoreApplication::translate(
               "LearnedSpectrumPanel",
               "dimension %1, bin k = %2: |X_k|/N = %3<br>peak of this dimension: k = %4 "
               "(ω = %5 rad/position, wavelength %6 positions), %7 % of its variance")
        .arg(column)
        .arg(row)
        .arg(locale.toString(spectrum.magnitude(std::size_t(row), d), 'g', 4))
        .arg(spectrum.peakBin[d])
        .arg(locale.toString(omega, 'g', 4))
        .arg(omega > 0.0 ? locale.toString(2.0 * std::numbers::pi / omega, 'g', 4)
                         : QStringLiteral("–"))
        .arg(locale.toString(100.0 * spectrum.peakShare[d], 'f', 1));
}

double valueBound(const pelab::TableSummary &summary)
{
    // min and max are NaN when no value is finite.
    const double a = std::max(std::fabs(summary.min), std::fabs(summary.max));
    return a > 0.0 ? a : 1.0;
}

ExportTable values(const ViewData &data)
{
    return positionTable(resultOf(data).table);
}

ExportTable spectrum(const ViewData &data)
{
    const auto &s = data.viewResultAs<LearnedSpectrumResult>();
    if (data.state.text(LearnedKeys::spectrum) == QLatin1String("peaks"))
        return peaks(*s.spectrum);
    ExportTable out = positionTable(s.magnitude);
    out.cornerHeader = QStringLiteral("k");
    return out;
}

ExportTable compare(const ViewData &data)
{
    if (data.state.text(LearnedKeys::compareExport) == QLatin1String("sinusoidal"))
        return positionTable(data.viewResultAs<LearnedCompareResult>().sinusoidal);
    return positionTable(resultOf(data).display);
}

QString stem(const ViewData &data)
{
    const LearnedResult &r = resultOf(data);
    QString stem = r.fileName.isEmpty() ? QStringLiteral("learned-sample")
                                        : QFileInfo(r.fileName).completeBaseName();
    if (!r.array.tensorName.empty())
        stem += QLatin1Char('-') +
                QString::fromStdString(r.array.tensorName).replace(QLatin1Char('.'), u'_');
    return stem;
}

QString similarityStem(const ViewData &data)
{
    return stem(data) + QLatin1Char('-') + data.state.text(SimilarityKeys::measure);
}

QString spectrumStem(const ViewData &data)
{
    const bool peaks = data.state.text(LearnedKeys::spectrum) == QLatin1String("peaks");
    return stem(data) + (peaks ? QStringLiteral("-peaks") : QStringLiteral("-spectrum"));
}

QString compareStem(const ViewData &data)
{
    const bool sinusoidal =
        data.state.text(LearnedKeys::compareExport) == QLatin1String("sinusoidal");
    return sinusoidal ? stem(data) + QStringLiteral("-sinusoidal") : stem(data);
}

} // namespace LearnedTables
