#include "shawtables.h"

#include "shaw/shawspec.h"
#include "shaw/shawviews.h"

#include <QCoreApplication>

namespace ShawTables {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ShawTables", text);
}

const pelab::ShawScores &scoresOf(const ViewData &data)
{
    return *data.resultAs<ShawResult>().scores;
}

QString shape(const ViewData &data)
{
    const pelab::ShawScores &scores = scoresOf(data);
    return QStringLiteral("n%1-d%2-k%3")
        .arg(scores.positions())
        .arg(scores.dim())
        .arg(scores.clip());
}

ExportTable named(std::shared_ptr<const pelab::Matrix> matrix, const char *corner,
                  std::initializer_list<const char *> columns)
{
    ExportTable out;
    out.matrix = std::move(matrix);
    out.cornerHeader = QLatin1String(corner);
    const QList<const char *> names(columns);
    out.columnLabel = [names](qsizetype c) { return QString::fromLatin1(names.value(c)); };
    return out;
}

} // namespace

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

QString heatmapTitle(pelab::ShawTerm term, const pelab::ShawScores &scores,
                     const ShawWindow &window)
{
    QString title = tr("Shaw relative scores: %1, N = %2, d = %3, K = %4")
                        .arg(termLabel(term))
                        .arg(scores.positions())
                        .arg(scores.dim())
                        .arg(scores.clip());
    if (!window.isWhole(scores.positions()))
        title +=
            tr(" (window t, s = %1 … %2)").arg(window.first).arg(window.first + window.size - 1);
    return title;
}

QString describeCell(const pelab::ShawScores &scores, std::int64_t t, std::int64_t s)
{
    const pelab::ShawCell cell = scores.cell(t, s);
    return tr("<b>t = %1</b>, <b>s = %2</b>, s − t = %3 → r_%4%5<br>"
              "a = content %6 + position %7 = <b>%8</b>")
        .arg(t)
        .arg(s)
        .arg(cell.offset)
        .arg(cell.clippedOffset)
        .arg(cell.clipped() ? tr(" <i>(clipped at K = %1)</i>").arg(scores.clip()) : QString())
        .arg(cell.content, 0, 'g', 10)
        .arg(cell.position, 0, 'g', 10)
        .arg(cell.total, 0, 'g', 17);
}

ExportTable term(const ViewData &data)
{
    const auto &r = data.viewResultAs<ShawTermResult>();
    ExportTable out;
    out.matrix = r.matrix;
    out.cornerHeader = QStringLiteral("t");
    const std::int64_t first = r.window.first;
    out.rowLabel = [first](qsizetype row) { return QString::number(first + row); };
    out.columnLabel = [first](qsizetype c) { return QStringLiteral("s%1").arg(first + c); };
    return out;
}

ExportTable row(const ViewData &data)
{
    return named(data.viewResultAs<ShawRowResult>().table, "s",
                 {"offset", "clip_index", "content", "position", "total", "weight"});
}

ExportTable relative(const ViewData &data)
{
    const auto &r = data.resultAs<ShawResult>();
    // The scores' own r, shared rather than copied.
    ExportTable out;
    out.matrix = std::shared_ptr<const pelab::Matrix>(r.scores, &r.scores->rel());
    out.cornerHeader = QStringLiteral("j");
    const std::int64_t clip = r.scores->clip();
    out.rowLabel = [clip](qsizetype row) { return QString::number(row - clip); };
    out.columnLabel = [](qsizetype c) { return QStringLiteral("d%1").arg(c); };
    return out;
}

ExportTable value(const ViewData &data)
{
    return named(data.viewResultAs<ShawValueResult>().table, "dim",
                 {"z_without_aV", "z_with_aV", "difference"});
}

QString termStem(const ViewData &data)
{
    const auto &r = data.viewResultAs<ShawTermResult>();
    QString stem = QStringLiteral("shaw-%1-%2")
                       .arg(QString::fromLatin1(pelab::shawTermName(r.term)), shape(data));
    if (!r.window.isWhole(scoresOf(data).positions()))
        stem +=
            QStringLiteral("-t%1-%2").arg(r.window.first).arg(r.window.first + r.window.size - 1);
    return stem;
}

QString rowStem(const ViewData &data)
{
    return QStringLiteral("shaw-row-t%1-%2")
        .arg(data.viewResultAs<ShawRowResult>().row.query)
        .arg(shape(data));
}

QString relativeStem(const ViewData &data)
{
    return QStringLiteral("shaw-relative-%1").arg(shape(data));
}

QString valueStem(const ViewData &data)
{
    return QStringLiteral("shaw-value-t%1-%2")
        .arg(data.viewResultAs<ShawValueResult>().query)
        .arg(shape(data));
}

} // namespace ShawTables
