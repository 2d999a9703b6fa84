#include "steptables.h"

#include "spec/tabresult.h"
#include "steplab/steplabspec.h"

#include <cmath>
#include <memory>

namespace {

// Collects columns and rows, then builds the exported matrix and the shown text together.
class Builder
{
public:
    void column(const QString &id, const QString &title, bool greyed = false)
    {
        m_ids << id;
        m_table.columnTitles << title;
        m_table.greyedColumns << greyed;
    }
    // `texts` overrides the shown text of a cell where non-empty.
    void row(const QString &id, const QString &title, const QList<double> &values,
             const QStringList &texts = {})
    {
        m_rowIds << id;
        m_table.rowTitles << title;
        m_values << values;
        QStringList shownCells;
        QStringList tips;
        for (int c = 0; c < values.size(); ++c) {
            const QString text = texts.value(c);
            shownCells << (text.isEmpty() ? StepTables::shown(values[c]) : text);
            tips << StepTables::precise(values[c]);
        }
        m_table.cells << shownCells;
        m_table.toolTips << tips;
    }

    StepTable finish(const QString &corner)
    {
        if (m_values.isEmpty())
            return m_table;
        auto matrix = std::make_shared<pelab::Matrix>(std::size_t(m_values.size()),
                                                      std::size_t(m_ids.size()));
        for (int r = 0; r < m_values.size(); ++r) {
            for (int c = 0; c < m_ids.size(); ++c)
                (*matrix)(std::size_t(r), std::size_t(c)) = m_values[r].value(c);
        }
        m_table.data.matrix = matrix;
        m_table.data.cornerHeader = corner;
        const QStringList rows = m_rowIds;
        const QStringList columns = m_ids;
        m_table.data.rowLabel = [rows](qsizetype r) { return rows.value(r); };
        m_table.data.columnLabel = [columns](qsizetype c) { return columns.value(c); };
        return m_table;
    }

private:
    StepTable m_table;
    QStringList m_ids;
    QStringList m_rowIds;
    QList<QList<double>> m_values;
};

QString plusText(int j, double value)
{
    const QString shown = StepTables::shown(value);
    if (shown.startsWith(QLatin1Char('-')))
        return QStringLiteral("e_%1 − %2").arg(j).arg(shown.mid(1));
    return QStringLiteral("e_%1 + %2").arg(j).arg(shown);
}

QList<double> lengths(const QList<const std::vector<double> *> &columns)
{
    QList<double> out;
    for (const std::vector<double> *column : columns) {
        std::vector<double> finite;
        for (double v : *column) {
            if (std::isfinite(v))
                finite.push_back(v);
        }
        out << pelab::euclideanLength(finite);
    }
    return out;
}

} // namespace

QString StepTables::shown(double value)
{
    if (std::isnan(value))
        return QStringLiteral("—");
    QString text = QString::number(value, 'f', 6);
    if (text == QStringLiteral("-0.000000"))
        text.remove(0, 1);
    return text;
}

QString StepTables::precise(double value)
{
    return std::isnan(value) ? tr("no such component") : QString::number(value, 'g', 17);
}

QList<int> StepTables::pairsOfStep(int step, std::int64_t dim)
{
    const int pairs = int(dim / 2);
    QList<int> out;
    const int first = step == 2 ? 0 : step == 3 ? 1 : 2;
    const int last = step == 2 ? 0 : step == 3 ? 1 : pairs - 1;
    for (int i = first; i <= last && i < pairs; ++i)
        out << i;
    return out;
}

StepTable StepTables::forStep(const pelab::StepLabResult &r, int step)
{
    const pelab::StepLabParams &p = r.params;
    const bool off = !p.positionSignal;
    const int d = int(p.dim);
    const QString row = QStringLiteral("j");
    Builder b;
    switch (step) {
    case 1:
        b.column(QStringLiteral("position_part_p"), tr("x(p) = E"));
        b.column(QStringLiteral("position_part_q"), tr("x(q) = E"));
        b.column(QStringLiteral("difference"), tr("x(q) − x(p)"));
        for (int j = 0; j < d; ++j) {
            const QString e = QStringLiteral("e_%1").arg(j);
            b.row(QString::number(j), tr("j = %1").arg(j), {0.0, 0.0, 0.0},
                  {e, e, QStringLiteral("0")});
        }
        return b.finish(row);
    case 2:
    case 3:
    case 4:
        b.column(QStringLiteral("position"), tr("position t"), off);
        b.column(QStringLiteral("denominator"), tr("denominator\nbase^(2i/d)"), off);
        b.column(QStringLiteral("omega"), tr("ω_i"), off);
        b.column(QStringLiteral("angle"), tr("angle t·ω_i"), off);
        b.column(QStringLiteral("sin"), tr("sin(t·ω_i)"), off);
        b.column(QStringLiteral("cos"), tr("cos(t·ω_i)"), off);
        for (int i : pairsOfStep(step, p.dim)) {
            const pelab::StepLabPair &pair = r.pairs[std::size_t(i)];
            const QString denominator = QString::number(pair.denominator, 'g', 7);
            for (const bool atQ : {false, true}) {
                const std::int64_t t = atQ ? p.q : p.p;
                b.row(QStringLiteral("i%1_t%2").arg(i).arg(t),
                      atQ ? tr("pair %1, q = %2").arg(i).arg(t)
                          : tr("pair %1, p = %2").arg(i).arg(t),
                      {double(t), pair.denominator, pair.omega, atQ ? pair.angleQ : pair.angleP,
                       atQ ? pair.sinQ : pair.sinP, atQ ? pair.cosQ : pair.cosP},
                      {QString::number(t), denominator});
            }
        }
        return b.finish(QStringLiteral("pair_position"));
    case 5:
        b.column(QStringLiteral("pair"), tr("pair i"));
        b.column(QStringLiteral("pe_p"), tr("PE(p)_j"), off);
        b.column(QStringLiteral("pe_q"), tr("PE(q)_j"), off);
        b.column(QStringLiteral("x_p_minus_E"), tr("x(p)_j"));
        b.column(QStringLiteral("x_q_minus_E"), tr("x(q)_j"));
        for (int j = 0; j < d; ++j) {
            const double ap = r.addedP[std::size_t(j)];
            const double aq = r.addedQ[std::size_t(j)];
            b.row(QString::number(j), tr("j = %1 (%2)").arg(j).arg(j % 2 ? u"cos" : u"sin"),
                  {double(j / 2), r.peP[std::size_t(j)], r.peQ[std::size_t(j)], ap, aq},
                  {QString::number(j / 2), {}, {}, plusText(j, ap), plusText(j, aq)});
        }
        return b.finish(row);
    case 6: {
        b.column(QStringLiteral("added_p"), tr("added at p"));
        b.column(QStringLiteral("added_q"), tr("added at q"));
        b.column(QStringLiteral("difference"), tr("x(q) − x(p)"));
        b.column(QStringLiteral("squared"), tr("(x(q) − x(p))²"));
        std::vector<double> squared;
        for (int j = 0; j < d; ++j) {
            const double v = r.difference[std::size_t(j)];
            squared.push_back(v * v);
            b.row(QString::number(j), tr("j = %1").arg(j),
                  {r.addedP[std::size_t(j)], r.addedQ[std::size_t(j)], v, v * v});
        }
        QList<double> norms = lengths({&r.addedP, &r.addedQ, &r.difference});
        norms << r.norm * r.norm;
        b.row(QStringLiteral("length"), tr("length ‖·‖ (last: Σ)"), norms);
        return b.finish(row);
    }
    case 7: {
        const std::vector<double> zeros(std::size_t(d), 0.0);
        std::vector<double> onDifference;
        for (int j = 0; j < d; ++j)
            onDifference.push_back(r.peQ[std::size_t(j)] - r.peP[std::size_t(j)]);
        b.column(QStringLiteral("on_added_p"), tr("on\nx(p)"));
        b.column(QStringLiteral("on_added_q"), tr("on\nx(q)"));
        b.column(QStringLiteral("on_difference"), tr("on\nx(q) − x(p)"));
        b.column(QStringLiteral("off_added_p"), tr("off\nx(p)"));
        b.column(QStringLiteral("off_added_q"), tr("off\nx(q)"));
        b.column(QStringLiteral("off_difference"), tr("off\nx(q) − x(p)"));
        for (int j = 0; j < d; ++j) {
            const double pp = r.peP[std::size_t(j)];
            const double pq = r.peQ[std::size_t(j)];
            const QString e = QStringLiteral("e_%1").arg(j);
            b.row(QString::number(j), tr("j = %1").arg(j), {pp, pq, pq - pp, 0.0, 0.0, 0.0},
                  {plusText(j, pp), plusText(j, pq), {}, e, e, QStringLiteral("0")});
        }
        QList<double> norms = lengths({&r.peP, &r.peQ, &onDifference});
        norms << 0.0 << 0.0 << 0.0;
        b.row(QStringLiteral("length"), tr("length ‖·‖"), norms);
        return b.finish(row);
    }
    default:
        return {};
    }
}

StepTable StepTables::forMistake(const pelab::StepMistakeResult &m)
{
    Builder b;
    b.column(QStringLiteral("correct_p"), tr("correct\nat p"));
    b.column(QStringLiteral("correct_q"), tr("correct\nat q"));
    b.column(QStringLiteral("correct_difference"), tr("correct\nx(q) − x(p)"));
    b.column(QStringLiteral("mistaken_p"), tr("mistake\nat p"));
    b.column(QStringLiteral("mistaken_q"), tr("mistake\nat q"));
    b.column(QStringLiteral("mistaken_difference"), tr("mistake\nx(q) − x(p)"));
    const bool concatenated = m.mistake == pelab::StepMistake::Concatenation;
    const std::int64_t d = concatenated ? m.width / 2 : m.width;
    for (std::int64_t j = 0; j < m.width; ++j) {
        const std::size_t k = std::size_t(j);
        QStringList texts;
        if (concatenated && j < d) {
            const QString e = QStringLiteral("e_%1").arg(j);
            texts = QStringList{{}, {}, {}, e, e, QStringLiteral("0")};
        }
        const QString title = concatenated ? (j < d ? tr("j = %1 (concat.: E)").arg(j)
                                                    : tr("j = %1 (concat.: PE)").arg(j))
                                           : tr("j = %1").arg(j);
        b.row(QString::number(j), title,
              {m.correctP[k], m.correctQ[k], m.correctDifference[k], m.wrongP[k], m.wrongQ[k],
               m.wrongDifference[k]},
              texts);
    }
    b.row(QStringLiteral("length"), tr("length ‖·‖"),
          lengths({&m.correctP, &m.correctQ, &m.correctDifference, &m.wrongP, &m.wrongQ,
                   &m.wrongDifference}));
    return b.finish(QStringLiteral("j"));
}

StepTable StepTables::forView(const ViewData &data)
{
    const auto &r = data.resultAs<StepLabTabResult>();
    if (const auto mistake = StepLabSpec::mistake(data.state))
        return forMistake(r.mistake(*mistake));
    return forStep(r.walk, StepLabSpec::step(data.state));
}

ExportTable StepTables::table(const ViewData &data)
{
    return forView(data).data;
}

QString StepTables::stem(const ViewData &data)
{
    const pelab::StepLabParams &p = data.resultAs<StepLabTabResult>().walk.params;
    const QString where = QStringLiteral("p%1-q%2-d%3%4")
                              .arg(p.p)
                              .arg(p.q)
                              .arg(p.dim)
                              .arg(p.positionSignal ? QString() : QStringLiteral("-off"));
    if (const auto mistake = StepLabSpec::mistake(data.state))
        return QStringLiteral("steplab-mistake-%1-%2")
            .arg(QLatin1String(pelab::mistakeId(*mistake).data()), where);
    return QStringLiteral("steplab-step%1-%2").arg(StepLabSpec::step(data.state)).arg(where);
}
