#include "shawsessionparameters.h"

#include "session/pageparameters.h"

#include <limits>

namespace {

const QStringList kFilters = {QStringLiteral("all"), QStringLiteral("clipped"),
                              QStringLiteral("within")};
// In ShawRowModel::Columns order.
const QStringList kSortColumns = {QStringLiteral("key"),        QStringLiteral("offset"),
                                  QStringLiteral("clip-index"), QStringLiteral("content"),
                                  QStringLiteral("position"),   QStringLiteral("total"),
                                  QStringLiteral("weight")};
const QStringList kOrders = {QStringLiteral("ascending"), QStringLiteral("descending")};

} // namespace

QJsonObject ShawSessionParameters::toJson(const ShawSessionValues &v)
{
    const ShawParameters &p = v.params;
    QJsonObject out{
        {QStringLiteral("positions"), double(p.positions)},
        {QStringLiteral("dim"), double(p.dim)},
        {QStringLiteral("clip"), double(p.clip)},
        {QStringLiteral("seed"), double(p.seed)},
        {QStringLiteral("term"), QString::fromLatin1(pelab::shawTermName(v.term).data())},
        {QStringLiteral("colormap"), colormapId(v.colormap)},
        {QStringLiteral("query"), double(v.query)},
        {QStringLiteral("row-filter"), kFilters.value(v.rowFilter, kFilters.first())},
        {QStringLiteral("row-sort"), kSortColumns.value(v.rowSort, kSortColumns.first())},
        {QStringLiteral("row-order"), kOrders.at(v.rowOrder == Qt::DescendingOrder ? 1 : 0)},
    };
    if (p.loaded) {
        out.insert(QStringLiteral("q"), p.qFile);
        out.insert(QStringLiteral("k"), p.kFile);
        out.insert(QStringLiteral("rel"), p.relFile);
    }
    return out;
}

ShawSessionValues ShawSessionParameters::fromJson(const QJsonObject &parameters, const QString &tab,
                                                  QStringList *warnings)
{
    PageParameters in(parameters, tab, warnings);
    const ShawParameters defaults;
    ShawSessionValues v;
    ShawParameters &p = v.params;
    p.positions =
        in.integer(QStringLiteral("positions"), defaults.positions, 1, pelab::kMaxShawPositions);
    p.dim = in.integer(QStringLiteral("dim"), defaults.dim, 1, 4096);
    p.clip = in.integer(QStringLiteral("clip"), defaults.clip, 0, 65536);
    p.seed = std::uint64_t(in.integer(QStringLiteral("seed"), qint64(defaults.seed), 0,
                                      std::numeric_limits<int>::max()));
    p.qFile = in.text(QStringLiteral("q"), {});
    p.kFile = in.text(QStringLiteral("k"), {});
    p.relFile = in.text(QStringLiteral("rel"), {});
    p.loaded = !p.qFile.isEmpty() || !p.kFile.isEmpty() || !p.relFile.isEmpty();
    const QString term =
        in.choice(QStringLiteral("term"), QStringLiteral("total"),
                  {QStringLiteral("total"), QStringLiteral("content"), QStringLiteral("position")});
    v.term = pelab::parseShawTerm(term.toStdString()).value_or(pelab::ShawTerm::Total);
    QStringList colormaps;
    for (Colormap c : allColormaps())
        colormaps.append(colormapId(c));
    const QString colormap =
        in.choice(QStringLiteral("colormap"), QStringLiteral("rdbu"), colormaps);
    v.colormap = parseColormap(colormap).value_or(Colormap::RdBu);
    v.query = in.integer(QStringLiteral("query"), 0, 0, pelab::kMaxShawPositions - 1);
    v.rowFilter = ShawRowPanel::Filter(
        kFilters.indexOf(in.choice(QStringLiteral("row-filter"), kFilters.first(), kFilters)));
    v.rowSort = int(kSortColumns.indexOf(
        in.choice(QStringLiteral("row-sort"), kSortColumns.first(), kSortColumns)));
    v.rowOrder = in.choice(QStringLiteral("row-order"), kOrders.first(), kOrders) == kOrders.at(1)
                     ? Qt::DescendingOrder
                     : Qt::AscendingOrder;
    in.finish();
    return v;
}
