#include "sinusoidalfigure.h"

#ifndef PELAB_CLI_TEXT_ONLY
#include "widgets/heatmapwidget.h"
#endif

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace SinusoidalFigure {

QString title(const pelab::SinusoidalParams &p)
{
    const QString layout = QString::fromLatin1(pelab::layoutName(p.layout));
    QString text = QCoreApplication::translate("SinusoidalFigure",
                                               "Sinusoidal position encoding: %1 positions × %2 "
                                               "dims, base %3, %4")
                       .arg(p.positions)
                       .arg(p.dim)
                       .arg(p.base, 0, 'g', 10)
                       .arg(layout);
    if (p.start != 0)
        text += QCoreApplication::translate("SinusoidalFigure", ", from position %1").arg(p.start);
    return text;
}

#ifndef PELAB_CLI_TEXT_ONLY
void configure(HeatmapWidget &heatmap, const pelab::SinusoidalParams &p, Colormap colormap)
{
    heatmap.setLabels(title(p), QCoreApplication::translate("SinusoidalFigure", "dimension j"),
                      QCoreApplication::translate("SinusoidalFigure", "position t"),
                      QCoreApplication::translate("SinusoidalFigure", "PE(t)[j]"));
    heatmap.setColormap(colormap);
    heatmap.setValueRange(-1.0, 1.0);
}
#endif

QString describeCell(const pelab::SinusoidalParams &p, std::int64_t row, std::int64_t column,
                     double value)
{
    const std::int64_t t = p.start + row;
    const pelab::ColumnRole role = pelab::columnRole(p.layout, p.dim, column);
    const double omega = pelab::angularFrequency(p.base, p.dim, role.pair);
    const double wavelength = 2.0 * std::numbers::pi / omega;
    const QString fn = role.isSin ? QStringLiteral("sin") : QStringLiteral("cos");
    return QCoreApplication::translate(
               "SinusoidalFigure",
               "<b>position t = %1</b>, <b>dimension j = %2</b> (pair i = %3, %4) · "
               "ω<sub>%3</sub> = %5<sup>−2·%3/%6</sup> = %7 · wavelength %8 positions<br>"
               "PE(%1)[%2] = %4(%1 × %7) = %4(%9) = <b>%10</b>")
        .arg(t)
        .arg(column)
        .arg(role.pair)
        .arg(fn)
        .arg(p.base, 0, 'g', 10)
        .arg(p.dim)
        .arg(omega, 0, 'g', 8)
        .arg(wavelength, 0, 'g', 6)
        .arg(double(t) * omega, 0, 'g', 10)
        .arg(value, 0, 'g', 17);
}

ExportTable exportTable(const pelab::SinusoidalParams &p,
                        std::shared_ptr<const pelab::Matrix> table)
{
    ExportTable out;
    out.matrix = std::move(table);
    out.cornerHeader = QStringLiteral("position");
    const qint64 start = p.start;
    out.rowLabel = [start](qsizetype row) { return QString::number(start + row); };
    out.columnLabel = [](qsizetype column) { return QStringLiteral("d%1").arg(column); };
    return out;
}

ExportTable pairsTable(const std::vector<pelab::PairInfo> &pairs)
{
    auto matrix = std::make_shared<pelab::Matrix>(pairs.size(), 5);
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        const pelab::PairInfo &p = pairs[i];
        const double row[5] = {p.omega, p.wavelength, p.denominator, double(p.sinDim),
                               double(p.cosDim)};
        std::copy(row, row + 5, matrix->row(i));
    }
    ExportTable out;
    out.matrix = matrix;
    out.cornerHeader = QStringLiteral("pair");
    out.columnLabel = [](qsizetype c) {
        static const char *names[] = {"omega", "wavelength", "denominator", "sin_dim", "cos_dim"};
        return QString::fromLatin1(names[c]);
    };
    return out;
}

} // namespace SinusoidalFigure
