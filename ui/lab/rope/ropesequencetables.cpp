#include "ropesequencetables.h"

#include "rope/ropesequence.h"
#include "rope/ropesequenceviews.h"
#include "rope/ropespec.h"
#include "spec/tabresult.h"
#include "spec/tabstate.h"
#include "spec/viewspec.h"

#include "error.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace RopeSequenceTables {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RopeTables", text);
}

// Column ids (files) and titles (the window), from two parallel lists.
void name(ExportTable &table, std::vector<const char *> ids, std::vector<const char *> titles)
{
    table.columnLabel = [ids](qsizetype column) {
        return QString::fromLatin1(ids[std::size_t(column)]);
    };
    table.columnTitle = [titles](qsizetype column) { return tr(titles[std::size_t(column)]); };
}

std::int64_t tokenCount(const TabState &state)
{
    if (!RopeSequence::isTyped(state))
        return state.integer(RopeKeys::positions);
    try {
        return pelab::sequenceTokens(RopeSequence::segments(state), RopeSequence::rules(state));
    } catch (const pelab::Error &) {
        return 0;
    }
}

ExportTable axesOf(const ViewData &data)
{
    const TabState &state = data.state;
    const std::int64_t d = state.integer(RopeKeys::dim);
    const pelab::MropeSections sections = RopeSequence::sections(state);
    const pelab::RopePairing pairing =
        pelab::parsePairing(state.text(RopeKeys::pairing).toStdString())
            .value_or(pelab::RopePairing::Interleaved);
    const std::vector<std::uint8_t> pairAxes = pelab::pairAxes(sections, d);
    const std::vector<std::uint8_t> columnAxes = pelab::columnAxes(sections, d, pairing);
    auto m = std::make_shared<pelab::Matrix>(pairAxes.size(), 5);
    for (std::size_t i = 0; i < m->rows(); ++i) {
        const auto [a, b] = pelab::pairDims(pairing, d, std::int64_t(i));
        double *row = m->row(i);
        row[0] = double(pairAxes[i]);
        row[1] = double(a);
        row[2] = double(b);
        row[3] = double(columnAxes[std::size_t(a)]);
        row[4] = double(columnAxes[std::size_t(b)]);
    }
    ExportTable out;
    out.matrix = std::move(m);
    out.cornerHeader = QStringLiteral("pair");
    out.integral = true;
    name(out, {"axis", "column_a", "column_b", "axis_a", "axis_b"},
         {QT_TRANSLATE_NOOP("RopeTables", "axis"), QT_TRANSLATE_NOOP("RopeTables", "column a"),
          QT_TRANSLATE_NOOP("RopeTables", "column b"), QT_TRANSLATE_NOOP("RopeTables", "axis of a"),
          QT_TRANSLATE_NOOP("RopeTables", "axis of b")});
    return out;
}

ExportTable layersOf(const ViewData &data)
{
    std::vector<pelab::RopeLayer> all = RopeSequence::layers(data.state);
    const bool schedule = !all.empty();
    if (!schedule) { // one row for every layer: the tab's own rotation
        pelab::RopeLayer every;
        every.base = data.state.real(RopeKeys::base);
        every.scaling = RopeSpec::scaling(data.state);
        every.rotaryDim = data.state.integer(RopeKeys::dim);
        all.push_back(every);
    }
    auto m = std::make_shared<pelab::Matrix>(all.size(), 6);
    for (std::size_t i = 0; i < all.size(); ++i) {
        const pelab::RopeLayer &l = all[i];
        double *row = m->row(i);
        row[0] = l.rope ? 1.0 : 0.0;
        row[1] = l.rope ? l.base : 0.0;
        row[2] = l.rope ? l.scaling.factor.value_or(1.0) : 0.0;
        row[3] = double(l.rotaryDim);
        row[4] = double(int(l.window));
        row[5] = double(l.windowSize);
    }
    ExportTable out;
    out.matrix = std::move(m);
    out.cornerHeader = QStringLiteral("layer");
    // Bases, factors and sizes are whole numbers but for a fractional factor or base.
    out.wholeNumbers = std::all_of(out.matrix->data(), out.matrix->data() + out.matrix->size(),
                                   [](double v) { return v == std::floor(v); });
    if (!schedule)
        out.rowLabel = [](qsizetype) {
            return QCoreApplication::translate("RopeTables", "all layers");
        };
    name(out, {"rope", "base", "factor", "rotary_dim", "window", "window_size"},
         {QT_TRANSLATE_NOOP("RopeTables", "RoPE"), QT_TRANSLATE_NOOP("RopeTables", "base"),
          QT_TRANSLATE_NOOP("RopeTables", "factor"), QT_TRANSLATE_NOOP("RopeTables", "rotary dims"),
          QT_TRANSLATE_NOOP("RopeTables", "window"), QT_TRANSLATE_NOOP("RopeTables", "tokens")});
    return out;
}

} // namespace

ExportTable positions(const ViewData &data)
{
    const pelab::TokenPositions &p = data.viewResultAs<RopePositionsResult>().positions;
    auto m = std::make_shared<pelab::Matrix>(std::size_t(p.size()), 4);
    for (std::size_t r = 0; r < m->rows(); ++r) {
        double *row = m->row(r);
        row[0] = double(p.segment[r]);
        row[1] = double(p.t[r]);
        row[2] = double(p.h[r]);
        row[3] = double(p.w[r]);
    }
    ExportTable out;
    out.matrix = std::move(m);
    out.cornerHeader = QStringLiteral("token");
    out.integral = true;
    name(out, {"segment", "t", "h", "w"},
         {QT_TRANSLATE_NOOP("RopeTables", "segment"), QT_TRANSLATE_NOOP("RopeTables", "t id"),
          QT_TRANSLATE_NOOP("RopeTables", "h id"), QT_TRANSLATE_NOOP("RopeTables", "w id")});
    return out;
}

ExportTable axes(const ViewData &data)
{
    try {
        return axesOf(data);
    } catch (const pelab::Error &) {
        return {}; // values in flux in the window (RopeSequencePane::showStateViews)
    }
}

ExportTable layers(const ViewData &data)
{
    try {
        return layersOf(data);
    } catch (const pelab::Error &) {
        return {};
    }
}

ExportTable cache(const ViewData &data)
{
    const RopeCacheResult &r = data.viewResultAs<RopeCacheResult>();
    ExportTable out;
    out.matrix = r.values;
    out.cornerHeader = QStringLiteral("token");
    out.columnLabel = [](qsizetype column) { return QStringLiteral("c%1").arg(column); };
    return out;
}

ExportTable grid(const ViewData &data)
{
    ExportTable out;
    out.matrix = data.viewResultAs<RopeGridResult>().scores;
    out.cornerHeader = QStringLiteral("row");
    out.columnLabel = [](qsizetype column) { return QStringLiteral("col%1").arg(column); };
    return out;
}

QString stem(const ViewData &data)
{
    const TabState &state = data.state;
    QString stem = QStringLiteral("rope-%1-d%2-%3tok")
                       .arg(data.view->name)
                       .arg(state.integer(RopeKeys::dim))
                       .arg(tokenCount(state));
    if (state.isSet(RopeKeys::layer))
        stem += QStringLiteral("-layer%1").arg(state.integer(RopeKeys::layer));
    return stem;
}

} // namespace RopeSequenceTables
