#include "shawviews.h"

#include "shaw/shawspec.h"
#include "shaw/shawtables.h"
#include "task/taskcontrol.h"

#include "error.h"

#include <algorithm>
#include <cmath>

namespace ShawViews {

namespace {

const ShawResult &resultOf(const TabResult &result)
{
    return static_cast<const ShawResult &>(result);
}

// The term over `window`, with the largest |value| for the colour range.
std::shared_ptr<ShawTermResult> termBlock(const ShawResult &r, const TabState &state,
                                          const ShawWindow &window, const TaskControl &control)
{
    auto out = std::make_shared<ShawTermResult>();
    out->state = state;
    out->term = ShawSpec::term(state);
    out->window = window;
    pelab::Matrix block = r.scores->block(out->term, window.first, window.size, window.first,
                                          window.size, pelab::kDefaultMemoryLimit,
                                          [&control](double f) { return control.report(f); });
    if (block.empty())
        throw pelab::Error("cancelled");
    for (std::size_t i = 0; i < block.size(); ++i)
        out->largest = std::max(out->largest, std::abs(block.data()[i]));
    out->matrix = std::make_shared<const pelab::Matrix>(std::move(block));
    return out;
}

std::shared_ptr<const ViewResult> computeTable(const TabResult &result, const TabState &state,
                                               const TaskControl &control)
{
    const ShawResult &r = resultOf(result);
    const std::int64_t n = r.scores->positions();
    try {
        pelab::checkMatrixAllocation(
            std::uint64_t(n), std::uint64_t(n), pelab::kDefaultMemoryLimit,
            "the whole " + std::string(pelab::shawTermName(ShawSpec::term(state))) + " table");
    } catch (const pelab::Error &error) {
        // The lazy table still shows every cell; only the whole table as one matrix is refused.
        auto out = std::make_shared<ShawTermResult>();
        out->state = state;
        out->term = ShawSpec::term(state);
        out->window = {0, n};
        out->refusal = QString::fromUtf8(error.what());
        return out;
    }
    return termBlock(r, state, {0, n}, control);
}

std::shared_ptr<const ViewResult> computeHeatmap(const TabResult &result, const TabState &state,
                                                 const TaskControl &control)
{
    const ShawResult &r = resultOf(result);
    const std::int64_t n = r.scores->positions();
    pelab::validateShawQuery(ShawSpec::query(state), n);
    return termBlock(r, state, windowAround(n, ShawSpec::query(state)), control);
}

std::shared_ptr<const ViewResult> computeRow(const TabResult &result, const TabState &state,
                                             const TaskControl &)
{
    const ShawResult &r = resultOf(result);
    const pelab::ShawScores &scores = *r.scores;
    const std::int64_t t = ShawSpec::query(state);
    pelab::validateShawQuery(t, scores.positions());
    auto out = std::make_shared<ShawRowResult>();
    out->state = state;
    ShawRow &row = out->row;
    const auto n = std::size_t(scores.positions());
    row.query = t;
    row.clip = scores.clip();
    row.content.resize(n);
    row.position.resize(n);
    scores.fillRow(pelab::ShawTerm::Content, t, row.content.data());
    scores.fillRow(pelab::ShawTerm::Position, t, row.position.data());
    row.weights = pelab::shawValueRow(scores, *r.values, *r.relValues, t).weights;
    auto table = std::make_shared<pelab::Matrix>(n, 6);
    for (std::size_t s = 0; s < n; ++s) {
        const std::int64_t offset = std::int64_t(s) - t;
        const double cells[6] = {double(offset),
                                 double(pelab::clipOffset(offset, row.clip)),
                                 row.content[s],
                                 row.position[s],
                                 row.content[s] + row.position[s],
                                 row.weights[s]};
        std::copy(cells, cells + 6, table->row(s));
        if (std::abs(offset) > row.clip) {
            out->clippedMass += row.weights[s];
            ++out->clippedKeys;
        }
    }
    out->table = std::move(table);
    return out;
}

std::shared_ptr<const ViewResult> computeValue(const TabResult &result, const TabState &state,
                                               const TaskControl &)
{
    const ShawResult &r = resultOf(result);
    auto out = std::make_shared<ShawValueResult>();
    out->state = state;
    out->query = ShawSpec::query(state);
    out->value = pelab::shawValueRow(*r.scores, *r.values, *r.relValues, out->query);
    const pelab::ShawValueRow &value = out->value;
    const std::size_t d = value.plain.size();
    auto table = std::make_shared<pelab::Matrix>(d, 3);
    for (std::size_t j = 0; j < d; ++j) {
        const double cells[3] = {value.plain[j], value.relative[j],
                                 value.relative[j] - value.plain[j]};
        std::copy(cells, cells + 3, table->row(j));
    }
    out->table = std::move(table);
    return out;
}

} // namespace

ShawWindow windowAround(std::int64_t positions, std::int64_t query)
{
    if (positions <= kMaxWindow)
        return {0, positions};
    return {std::clamp<std::int64_t>(query - kMaxWindow / 2, 0, positions - kMaxWindow),
            kMaxWindow};
}

ViewSpec table()
{
    return {.name = QStringLiteral("table"),
            .title = QT_TRANSLATE_NOOP("ShawSpec", "Score &table"),
            .summary =
                QT_TRANSLATE_NOOP("ShawSpec", "the whole N × N table of the term (--term), rows t, "
                                              "columns s; its figure is the heatmap of all of it"),
            .busy = QT_TRANSLATE_NOOP("ShawSpec", "Computing the whole Shaw table…"),
            .compute = &computeTable,
            .table = &ShawTables::term,
            .fileStem = &ShawTables::termStem};
}

ViewSpec heatmap()
{
    return {.name = QStringLiteral("heatmap"),
            .title = QT_TRANSLATE_NOOP("ShawSpec", "Heat&map"),
            .summary = QT_TRANSLATE_NOOP("ShawSpec",
                                         "what the heatmap shows: the whole table up to N = 1024, "
                                         "beyond it the 1024 × 1024 window centred on row t "
                                         "(--query)"),
            .busy = QT_TRANSLATE_NOOP("ShawSpec", "Computing the Shaw heatmap…"),
            .compute = &computeHeatmap,
            .table = &ShawTables::term,
            .fileStem = &ShawTables::termStem};
}

ViewSpec row()
{
    return {.name = QStringLiteral("row"),
            .title = QT_TRANSLATE_NOOP("ShawSpec", "Ro&w t"),
            .summary =
                QT_TRANSLATE_NOOP("ShawSpec", "every key s of row t: s − t, clip index, content, "
                                              "position, total and the attention weight α(t, s)"),
            .busy = QT_TRANSLATE_NOOP("ShawSpec", "Computing the query row…"),
            .hasFigure = false,
            .compute = &computeRow,
            .table = &ShawTables::row,
            .fileStem = &ShawTables::rowStem};
}

ViewSpec relative()
{
    return {.name = QStringLiteral("relative"),
            .title = QT_TRANSLATE_NOOP("ShawSpec", "Relat&ive vectors r"),
            .summary = QT_TRANSLATE_NOOP("ShawSpec",
                                         "the 2K + 1 relative vectors r_−K … r_K, one row each"),
            .hasFigure = false,
            .table = &ShawTables::relative,
            .fileStem = &ShawTables::relativeStem};
}

ViewSpec value()
{
    return {.name = QStringLiteral("value"),
            .title = QT_TRANSLATE_NOOP("ShawSpec", "Value &output z_t"),
            .summary = QT_TRANSLATE_NOOP("ShawSpec",
                                         "z_t of row t without and with a^V (Shaw et al. eq. 3) "
                                         "and their difference, per dimension (seeded v, a^V)"),
            .busy = QT_TRANSLATE_NOOP("ShawSpec", "Computing the value output…"),
            .hasFigure = false,
            .compute = &computeValue,
            .table = &ShawTables::value,
            .fileStem = &ShawTables::valueStem};
}

} // namespace ShawViews
