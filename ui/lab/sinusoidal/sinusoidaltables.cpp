#include "sinusoidaltables.h"

#include "sinusoidal/sinusoidalspec.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace SinusoidalTables {

namespace {

const SinusoidalResult &resultOf(const ViewData &data)
{
    return data.resultAs<SinusoidalResult>();
}

QString shape(const pelab::SinusoidalParams &p)
{
    return QStringLiteral("%1x%2").arg(p.positions).arg(p.dim);
}

} // namespace

QString title(const pelab::SinusoidalParams &p)
{
    // The layout in words (its id stays in files and the command line).
    const QString layout = p.layout == pelab::Layout::Interleaved
                               ? QCoreApplication::translate("SinusoidalFigure", "interleaved")
                               : QCoreApplication::translate("SinusoidalFigure", "split");
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

ExportTable values(const ViewData &data)
{
    const SinusoidalResult &r = resultOf(data);
    ExportTable out;
    out.matrix = r.table;
    out.cornerHeader = QStringLiteral("position");
    const qint64 start = r.params.start;
    out.rowLabel = [start](qsizetype row) { return QString::number(start + row); };
    out.columnLabel = [](qsizetype column) { return QStringLiteral("d%1").arg(column); };
    return out;
}

ExportTable pairs(const ViewData &data)
{
    const std::vector<pelab::PairInfo> &pairs = resultOf(data).pairs;
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

ExportTable residual(const ViewData &data)
{
    const SinusoidalResult &r = resultOf(data);
    const std::vector<double> &res = r.checks.shiftResidualByPosition;
    if (res.empty())
        return {};
    auto matrix = std::make_shared<pelab::Matrix>(res.size(), 1);
    std::copy(res.begin(), res.end(), matrix->data());
    ExportTable out;
    out.matrix = matrix;
    out.cornerHeader = QStringLiteral("position");
    const qint64 start = r.params.start;
    out.rowLabel = [start](qsizetype row) { return QString::number(start + row); };
    const qint64 k = r.checks.shift;
    out.columnLabel = [k](qsizetype) { return QStringLiteral("shift_residual_k%1").arg(k); };
    return out;
}

QString stem(const ViewData &data)
{
    return QStringLiteral("sinusoidal-%1").arg(shape(resultOf(data).params));
}

QString pairsStem(const ViewData &data)
{
    return QStringLiteral("sinusoidal-pairs-d%1").arg(resultOf(data).params.dim);
}

QString residualStem(const ViewData &data)
{
    return QStringLiteral("sinusoidal-shift-residual-%1").arg(shape(resultOf(data).params));
}

} // namespace SinusoidalTables
