#include "ropetables.h"

#include "rope/ropespec.h"
#include "rope/ropeviews.h"

#include <QCoreApplication>

#include <algorithm>
#include <numbers>

namespace RopeTables {

namespace {

const RopeResult &resultOf(const ViewData &data)
{
    return data.resultAs<RopeResult>();
}

} // namespace

ExportTable scores(const ViewData &data)
{
    const RopeScoresResult &r = data.viewResultAs<RopeScoresResult>();
    // The labels are the true positions, also of a window.
    const std::int64_t start = resultOf(data).analysis.setup.start + r.window.first;
    ExportTable out;
    out.matrix = r.scores;
    out.cornerHeader = QStringLiteral("t");
    out.rowLabel = [start](qsizetype row) { return QString::number(start + row); };
    out.columnLabel = [start](qsizetype column) {
        return QStringLiteral("s%1").arg(start + column);
    };
    return out;
}

ExportTable offsets(const ViewData &data)
{
    const pelab::RopeAnalysis &analysis = resultOf(data).analysis;
    const pelab::InvarianceReport &inv = analysis.invariance;
    const std::int64_t covered = inv.maxOffset;
    auto m = std::make_shared<pelab::Matrix>(std::size_t(2 * covered + 1), 6);
    for (std::size_t j = 0; j < m->rows(); ++j) {
        double *row = m->row(j);
        row[0] = analysis.exact[j];
        row[1] = inv.minimum[j];
        row[2] = inv.maximum[j];
        row[3] = inv.maximum[j] - inv.minimum[j];
        row[4] = double(inv.minimumAt[j]);
        row[5] = double(inv.maximumAt[j]);
    }
    ExportTable out;
    out.matrix = std::move(m);
    out.cornerHeader = QStringLiteral("offset");
    out.rowLabel = [covered](qsizetype row) { return QString::number(row - covered); };
    out.columnLabel = [](qsizetype column) {
        static const char *names[] = {"exact", "min", "max", "spread", "t_min", "t_max"};
        return QString::fromLatin1(names[column]);
    };
    return out;
}

ExportTable frequencies(const ViewData &data)
{
    const pelab::RopeFrequencies &f = resultOf(data).analysis.frequencies;
    const std::int64_t dim = resultOf(data).analysis.setup.dim;
    const std::size_t pairs = f.base.size();
    auto m = std::make_shared<pelab::Matrix>(pairs, 7);
    for (std::size_t i = 0; i < pairs; ++i) {
        double *row = m->row(i);
        row[0] = double(2 * i);
        row[1] = double(std::int64_t(i) + dim / 2);
        row[2] = f.base[i];
        row[3] = f.invFreq[i];
        row[4] = 2.0 * std::numbers::pi / f.base[i];
        row[5] = 2.0 * std::numbers::pi / f.invFreq[i];
        row[6] = f.base[i] / f.invFreq[i];
    }
    ExportTable out;
    out.matrix = std::move(m);
    out.cornerHeader = QStringLiteral("pair");
    out.columnLabel = [](qsizetype column) {
        static const char *names[] = {"interleaved_dim", "half_dim",   "theta_none", "inv_freq",
                                      "wavelength_none", "wavelength", "slowdown"};
        return QString::fromLatin1(names[column]);
    };
    out.columnTitle = [](qsizetype column) {
        static const char *titles[] = {QT_TRANSLATE_NOOP("RopeTables", "dim (interleaved)"),
                                       QT_TRANSLATE_NOOP("RopeTables", "dim (half-split)"),
                                       QT_TRANSLATE_NOOP("RopeTables", "θ_i unscaled"),
                                       QT_TRANSLATE_NOOP("RopeTables", "θ_i scaled"),
                                       QT_TRANSLATE_NOOP("RopeTables", "wavelength unscaled"),
                                       QT_TRANSLATE_NOOP("RopeTables", "wavelength scaled"),
                                       QT_TRANSLATE_NOOP("RopeTables", "slowdown ×")};
        return QCoreApplication::translate("RopeTables", titles[column]);
    };
    return out;
}

ExportTable sweep(const ViewData &data)
{
    const std::vector<pelab::PrecisionSweepPoint> &points =
        data.viewResultAs<RopeSweepResult>().points;
    std::vector<std::int64_t> starts;
    std::vector<int> precisions;
    for (const pelab::PrecisionSweepPoint &p : points) {
        if (std::find(starts.begin(), starts.end(), p.start) == starts.end())
            starts.push_back(p.start);
        if (std::find(precisions.begin(), precisions.end(), int(p.precision)) == precisions.end())
            precisions.push_back(int(p.precision));
    }
    auto m = std::make_shared<pelab::Matrix>(starts.size(), 2 * precisions.size());
    for (const pelab::PrecisionSweepPoint &p : points) {
        const auto r =
            std::size_t(std::find(starts.begin(), starts.end(), p.start) - starts.begin());
        const auto c = std::size_t(
            std::find(precisions.begin(), precisions.end(), int(p.precision)) - precisions.begin());
        (*m)(r, 2 * c) = p.maxError;
        (*m)(r, 2 * c + 1) = p.maxExactError;
    }
    ExportTable out;
    out.matrix = std::move(m);
    out.cornerHeader = QStringLiteral("start");
    out.rowLabel = [starts](qsizetype row) { return QString::number(starts[std::size_t(row)]); };
    // -> QString: the two branches are QStringBuilders referring to `name`, which must not
    // outlive it.
    out.columnLabel = [precisions](qsizetype column) -> QString {
        const QString name = QString::fromUtf8(
            pelab::precisionName(pelab::Precision(precisions[std::size_t(column / 2)])));
        return column % 2 == 0 ? name + QStringLiteral("_invariance_error")
                               : name + QStringLiteral("_exact_error");
    };
    return out;
}

ExportTable decay(const ViewData &data)
{
    const RopeResult &r = resultOf(data);
    const std::vector<double> &distances = r.distances;
    auto m = std::make_shared<pelab::Matrix>(distances.size(), 2);
    for (std::size_t j = 0; j < distances.size(); ++j) {
        (*m)(j, 0) = r.decay[j];
        (*m)(j, 1) = r.decayNone[j];
    }
    ExportTable out;
    out.matrix = std::move(m);
    out.cornerHeader = QStringLiteral("r");
    out.rowLabel = [distances](qsizetype row) {
        return QString::number(distances[std::size_t(row)], 'g', 17);
    };
    out.columnLabel = [](qsizetype column) {
        return column == 0 ? QStringLiteral("bound") : QStringLiteral("bound_none");
    };
    out.columnTitle = [](qsizetype column) {
        return column == 0 ? QCoreApplication::translate("RopeTables", "bound")
                           : QCoreApplication::translate("RopeTables", "bound unscaled");
    };
    return out;
}

ExportTable pairing(const ViewData &data)
{
    const std::vector<std::int64_t> p =
        pelab::halfToInterleavedPermutation(resultOf(data).analysis.setup.dim);
    auto m = std::make_shared<pelab::Matrix>(p.size(), 1);
    for (std::size_t j = 0; j < p.size(); ++j)
        (*m)(j, 0) = double(p[j]);
    ExportTable out;
    out.matrix = std::move(m);
    out.cornerHeader = QStringLiteral("interleaved_dim");
    out.columnLabel = [](qsizetype) { return QStringLiteral("half_dim"); };
    out.columnTitle = [](qsizetype) {
        return QCoreApplication::translate("RopeTables", "half-split dim");
    };
    return out;
}

ExportTable check(const ViewData &data)
{
    const std::optional<pelab::RopeComparison> &c = data.viewResultAs<RopeCheckResult>().comparison;
    const std::size_t pairs = c ? c->pairError.size() : 0;
    const bool cache = c && !c->pairPosition.empty();
    // What the verdict was judged by: per pair its element of the largest error / tolerance.
    auto m = std::make_shared<pelab::Matrix>(pairs, cache ? 3 : 2);
    for (std::size_t i = 0; i < pairs; ++i) {
        (*m)(i, 0) = c->pairError[i];
        (*m)(i, 1) = c->pairTolerance[i];
        if (cache)
            (*m)(i, 2) = double(c->pairPosition[i]);
    }
    ExportTable out;
    out.matrix = std::move(m);
    out.cornerHeader = QStringLiteral("pair");
    out.columnLabel = [](qsizetype column) {
        return column == 0   ? QStringLiteral("rel_error")
               : column == 1 ? QStringLiteral("tolerance")
                             : QStringLiteral("position");
    };
    out.columnTitle = [](qsizetype column) {
        return column == 0   ? QCoreApplication::translate("RopeTables", "relative error")
               : column == 1 ? QCoreApplication::translate("RopeTables", "tolerance")
                             : QCoreApplication::translate("RopeTables", "position");
    };
    return out;
}

QString stem(const ViewData &data)
{
    const pelab::RopeSetup &s = resultOf(data).analysis.setup;
    const QString view =
        data.view->name == QLatin1String("heatmap") ? QStringLiteral("scores") : data.view->name;
    QString stem = QStringLiteral("rope-%1-d%2-n%3-t%4-%5")
                       .arg(view)
                       .arg(s.dim)
                       .arg(s.positions)
                       .arg(s.start)
                       .arg(QString::fromUtf8(pelab::precisionName(s.precision)));
    if (view == QLatin1String("scores")) {
        const RopeWindow &w = data.viewResultAs<RopeScoresResult>().window;
        if (!w.isWhole(s.positions))
            stem += QStringLiteral("-window%1-%2")
                        .arg(s.start + w.first)
                        .arg(s.start + w.first + w.size - 1);
    }
    return stem;
}

} // namespace RopeTables
