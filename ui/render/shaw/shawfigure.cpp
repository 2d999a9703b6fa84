#include "shawfigure.h"

#include "figures/heatmapwidget.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace ShawFigure {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ShawFigure", text);
}

} // namespace

Window windowAround(std::int64_t positions, std::int64_t query)
{
    if (positions <= kMaxWindow)
        return {0, 0, positions};
    const std::int64_t first =
        std::clamp<std::int64_t>(query - kMaxWindow / 2, 0, positions - kMaxWindow);
    return {first, first, kMaxWindow};
}

QString termLabel(pelab::ShawTerm term)
{
    switch (term) {
    case pelab::ShawTerm::Content:
        return tr("content q_t·k_s/√d");
    case pelab::ShawTerm::Position:
        return tr("position q_t·r_clip(s−t)/√d");
    case pelab::ShawTerm::Total:
        break;
    }
    return tr("total a(t, s)");
}

QString heatmapTitle(pelab::ShawTerm term, const pelab::ShawScores &scores, const Window &window)
{
    QString title = tr("Shaw relative scores: %1, N = %2, d = %3, K = %4")
                        .arg(termLabel(term))
                        .arg(scores.positions())
                        .arg(scores.dim())
                        .arg(scores.clip());
    if (!window.isWhole(scores.positions()))
        title += tr(" (window t, s = %1 … %2)")
                     .arg(window.firstRow)
                     .arg(window.firstRow + window.size - 1);
    return title;
}

void configureHeatmap(HeatmapWidget &heatmap, pelab::ShawTerm term, const pelab::ShawScores &scores,
                      const Window &window, const pelab::Matrix &values, Colormap colormap)
{
    heatmap.setLabels(heatmapTitle(term, scores, window), tr("key position s"),
                      tr("query position t"), termLabel(term));
    heatmap.setColormap(colormap);
    double largest = 0.0;
    for (std::size_t i = 0; i < values.size(); ++i)
        largest = std::max(largest, std::abs(values.data()[i]));
    heatmap.setValueRange(-(largest > 0.0 ? largest : 1.0), largest > 0.0 ? largest : 1.0);
}

QString describeCell(const pelab::ShawScores &scores, std::int64_t t, std::int64_t s)
{
    const pelab::ShawCell cell = scores.cell(t, s);
    QString text =
        tr("<b>t = %1</b>, <b>s = %2</b>, s − t = %3 → r_%4%5<br>"
           "a = content %6 + position %7 = <b>%8</b>")
            .arg(t)
            .arg(s)
            .arg(cell.offset)
            .arg(cell.clippedOffset)
            .arg(cell.clipped() ? tr(" <i>(clipped at K = %1)</i>").arg(scores.clip()) : QString())
            .arg(cell.content, 0, 'g', 10)
            .arg(cell.position, 0, 'g', 10)
            .arg(cell.total, 0, 'g', 17);
    return text;
}

ExportTable termTable(std::shared_ptr<const pelab::Matrix> values, std::int64_t firstRow,
                      std::int64_t firstColumn)
{
    ExportTable out;
    out.matrix = std::move(values);
    out.cornerHeader = QStringLiteral("t");
    out.rowLabel = [firstRow](qsizetype r) { return QString::number(firstRow + r); };
    out.columnLabel = [firstColumn](qsizetype c) {
        return QStringLiteral("s%1").arg(firstColumn + c);
    };
    return out;
}

ExportTable relativeTable(const pelab::ShawScores &scores)
{
    const std::int64_t clip = scores.clip();
    auto matrix = std::make_shared<pelab::Matrix>(scores.rel().rows(), scores.rel().cols());
    std::copy(scores.rel().data(), scores.rel().data() + scores.rel().size(), matrix->data());
    ExportTable out;
    out.matrix = std::move(matrix);
    out.cornerHeader = QStringLiteral("j");
    out.rowLabel = [clip](qsizetype r) { return QString::number(r - clip); };
    out.columnLabel = [](qsizetype c) { return QStringLiteral("d%1").arg(c); };
    return out;
}

} // namespace ShawFigure
