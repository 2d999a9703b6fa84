#include "ropefigure.h"

#include "figures/heatmapwidget.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace RopeFigure {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RopeFigure", text);
}

QString num(double value, int digits = 6)
{
    return QString::number(value, 'g', digits);
}

} // namespace

QString heatmapTitle(const pelab::RopeAnalysis &analysis)
{
    const pelab::RopeSetup &s = analysis.setup;
    return tr("RoPE scores a(t, s) = q̂_t·k̂_s/√d, d = %1, t, s = %2 … %3, %4, %5")
        .arg(s.dim)
        .arg(s.start)
        .arg(s.start + s.positions - 1)
        .arg(QString::fromUtf8(pelab::pairingName(s.pairing)))
        .arg(QString::fromUtf8(pelab::precisionName(s.precision)));
}

double colourLimit(const pelab::RopeAnalysis &analysis)
{
    double limit = 0.0;
    for (double v : analysis.exact)
        limit = std::max(limit, std::fabs(v));
    return limit > 0.0 ? limit : 1.0;
}

void configureHeatmap(HeatmapWidget &heatmap, const pelab::RopeAnalysis &analysis,
                      Colormap colormap)
{
    heatmap.setLabels(heatmapTitle(analysis), tr("key position s"), tr("query position t"),
                      tr("score a(t, s)"));
    heatmap.setColormap(colormap);
    const double limit = colourLimit(analysis);
    heatmap.setValueRange(-limit, limit);
}

QString describeCell(const pelab::RopeAnalysis &analysis, std::int64_t row, std::int64_t column)
{
    const pelab::RopeSetup &s = analysis.setup;
    if (!analysis.scores || row < 0 || column < 0 || row >= s.positions || column >= s.positions)
        return {};
    const std::int64_t t = s.start + row;
    const std::int64_t key = s.start + column;
    const double value = (*analysis.scores)(std::size_t(row), std::size_t(column));
    const double exact = analysis.exact[std::size_t(column - row + s.positions - 1)];
    return tr("<b>t = %1</b>, <b>s = %2</b>, offset Δ = s − t = %3<br>"
              "a(t, s) = <b>%4</b> · exact qᵀR<sub>Δ</sub>k/√d = %5 · difference %6")
        .arg(t)
        .arg(key)
        .arg(key - t)
        .arg(value, 0, 'g', 17)
        .arg(exact, 0, 'g', 17)
        .arg(value - exact, 0, 'g', 3);
}

QString verdictText(const pelab::RopeAnalysis &analysis)
{
    const pelab::InvarianceReport &inv = analysis.invariance;
    const pelab::RopeSetup &s = analysis.setup;
    const QString precision = QString::fromUtf8(pelab::precisionName(s.precision));
    QString text;
    if (inv.nonFinite > 0) {
        text = tr("<b style='color:#c62828'>Scores overflow</b>: %1 of them are inf or NaN in %2.")
                   .arg(inv.nonFinite)
                   .arg(precision);
        if (analysis.overflowedPositions > 0)
            text += tr(" %1 positions exceed %2's largest value (65504 for f16) and become inf.")
                        .arg(analysis.overflowedPositions)
                        .arg(precision);
        return text;
    }
    text = analysis.invariant
               ? tr("<b style='color:#2e7d32'>Relative: a(t, t + Δ) depends only on Δ</b> "
                    "within the tolerance.")
               : tr("<b style='color:#c62828'>Not relative: the absolute position leaks into "
                    "the scores</b>.");
    text += tr("<br>max_invariance_error = %1 (the largest spread max − min of a(t, t + Δ) "
               "over t), tolerance %2 (%3), precision %4.")
                .arg(inv.maxError, 0, 'g', 4)
                .arg(analysis.tolerance, 0, 'g', 3)
                .arg(analysis.toleranceGiven ? tr("given")
                                             : tr("S·(16·u + 64·2⁻⁵³·max angle), S = %1")
                                                   .arg(pelab::scoreScale(s), 0, 'g', 4))
                .arg(precision);
    if (inv.maxError > 0.0) {
        const std::size_t j = std::size_t(inv.worstOffset + s.positions - 1);
        text += tr("<br>Worst offset Δ = %1: min %2 at t = %3, max %4 at t = %5.")
                    .arg(inv.worstOffset)
                    .arg(inv.minimum[j], 0, 'g', 10)
                    .arg(inv.worstMinT)
                    .arg(inv.maximum[j], 0, 'g', 10)
                    .arg(inv.worstMaxT);
    }
    text += tr("<br>Deviation from the exact qᵀR<sub>s−t</sub>k/√d: %1 at (t, s) = (%2, %3).")
                .arg(inv.maxExactError, 0, 'g', 4)
                .arg(inv.exactWorstT)
                .arg(inv.exactWorstS);
    const pelab::RotationReport &rot = analysis.rotation;
    text += tr("<br>max_rotation_error |R_tᵀR_s − R_{s−t}| = %1 at t = %2, s = %3, pair %4 "
               "(%5 rows × every column).")
                .arg(rot.maxError, 0, 'g', 4)
                .arg(rot.worstT)
                .arg(rot.worstS)
                .arg(rot.worstPair)
                .arg(rot.rowsChecked);
    if (analysis.distinctPositions < s.positions)
        text += tr("<br><b>Positions collapse</b>: in %1 the %2 positions round to only %3 "
                   "distinct values, so rows repeat and a(t, s) is no function of s − t (the "
                   "spread along a diagonal can even be 0); see the deviation from the exact "
                   "score.")
                    .arg(precision)
                    .arg(s.positions)
                    .arg(analysis.distinctPositions);
    return text;
}

QString permutationText(std::int64_t dim)
{
    const std::vector<std::int64_t> p = pelab::halfToInterleavedPermutation(dim);
    QString text = tr("interleaved dim j ← half-split dim p[j]:\n");
    for (std::size_t j = 0; j < p.size(); ++j) {
        text += QStringLiteral("%1←%2").arg(j).arg(p[j]);
        text += (j + 1) % 8 == 0 ? QStringLiteral("\n") : QStringLiteral("  ");
    }
    return text.trimmed();
}

QString scalingText(const pelab::RopeFrequencies &f, pelab::RopeScalingType type)
{
    using pelab::RopeScalingType;
    switch (type) {
    case RopeScalingType::None:
        return tr("No scaling: θ_i = base^(−2i/d).");
    case RopeScalingType::Linear:
        return tr("linear: θ_i / %1.").arg(num(f.factor));
    case RopeScalingType::Dynamic:
        if (f.sequenceLength <= f.originalMaxPositions)
            return tr("dynamic: sequence length %1 ≤ original %2, the base is unchanged.")
                .arg(f.sequenceLength)
                .arg(f.originalMaxPositions);
        return tr("dynamic (NTK): sequence length %1 > original %2: base' = base·(factor·L/L_orig "
                  "− (factor − 1))^(d/(d−2)) = %3 (factor %4).")
            .arg(f.sequenceLength)
            .arg(f.originalMaxPositions)
            .arg(num(f.effectiveBase, 10))
            .arg(num(f.factor));
    case RopeScalingType::Yarn:
        return tr("yarn: factor %1, original %2; ramp over pairs %3 … %4; "
                  "attention_factor = 0.1·ln(factor) + 1 = %5 (multiplies cos and sin).")
            .arg(num(f.factor))
            .arg(f.originalMaxPositions)
            .arg(num(f.yarnLow))
            .arg(num(f.yarnHigh))
            .arg(num(f.attentionFactor, 10));
    case RopeScalingType::Llama3:
        return tr("llama3: factor %1, original %2: wavelengths above the original length / "
                  "low_freq_factor divided by the factor, below it / high_freq_factor kept, "
                  "blended between.")
            .arg(num(f.factor))
            .arg(f.originalMaxPositions);
    case RopeScalingType::Longrope:
        return tr("longrope: θ_i divided by the %1 factor list (sequence length %2, original %3); "
                  "attention_factor = %4 (multiplies cos and sin).")
            .arg(f.longFactors ? QStringLiteral("long_factor") : QStringLiteral("short_factor"))
            .arg(f.sequenceLength)
            .arg(f.originalMaxPositions)
            .arg(num(f.attentionFactor, 10));
    }
    return {};
}

ExportTable scoresTable(std::shared_ptr<const pelab::Matrix> scores, std::int64_t start)
{
    ExportTable out;
    out.matrix = std::move(scores);
    out.cornerHeader = QStringLiteral("t");
    out.rowLabel = [start](qsizetype row) { return QString::number(start + row); };
    out.columnLabel = [start](qsizetype column) {
        return QStringLiteral("s%1").arg(start + column);
    };
    return out;
}

ExportTable offsetTable(const pelab::RopeAnalysis &analysis)
{
    const std::int64_t n = analysis.setup.positions;
    auto m = std::make_shared<pelab::Matrix>(std::size_t(2 * n - 1), 6);
    const pelab::InvarianceReport &inv = analysis.invariance;
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
    out.rowLabel = [n](qsizetype row) { return QString::number(row - (n - 1)); };
    out.columnLabel = [](qsizetype column) {
        static const char *names[] = {"exact", "min", "max", "spread", "t_min", "t_max"};
        return QString::fromLatin1(names[column]);
    };
    return out;
}

ExportTable frequencyTable(const pelab::RopeFrequencies &f, std::int64_t dim)
{
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
    return out;
}

ExportTable sweepTable(const std::vector<pelab::PrecisionSweepPoint> &points)
{
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

ExportTable decayTable(const std::vector<double> &distances, const std::vector<double> &scaled,
                       const std::vector<double> &plain)
{
    auto m = std::make_shared<pelab::Matrix>(distances.size(), 2);
    for (std::size_t j = 0; j < distances.size(); ++j) {
        (*m)(j, 0) = scaled[j];
        (*m)(j, 1) = plain[j];
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
    return out;
}

} // namespace RopeFigure
