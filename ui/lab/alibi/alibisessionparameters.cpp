#include "alibisessionparameters.h"

#include "alibi/alibicustomslopes.h"

#include "session/pageparameters.h"

#include "error.h"

#include <limits>

QJsonObject AlibiSessionParameters::toJson(const AlibiParameters &p, const AlibiViewChoices &view)
{
    return QJsonObject{
        {QStringLiteral("rule"), QString::fromLatin1(pelab::slopeRuleName(p.rule).data())},
        {QStringLiteral("heads"), double(p.heads)},
        {QStringLiteral("slopes"), p.customSlopes},
        {QStringLiteral("positions"), double(p.positions)},
        {QStringLiteral("bidirectional"), !p.causal},
        {QStringLiteral("content"),
         p.randomContent ? QStringLiteral("random") : QStringLiteral("zero")},
        {QStringLiteral("seed"), double(p.seed)},
        {QStringLiteral("head-dim"), double(p.headDim)},
        {QStringLiteral("head"), view.head},
        {QStringLiteral("query"), double(view.query)},
        {QStringLiteral("train"), double(view.train)},
        {QStringLiteral("infer"), double(view.infer)},
        {QStringLiteral("colormap"), colormapId(view.colormap)},
    };
}

AlibiParameters AlibiSessionParameters::fromJson(const QJsonObject &parameters, const QString &tab,
                                                 QStringList *warnings, AlibiViewChoices *view)
{
    PageParameters in(parameters, tab, warnings);
    const AlibiParameters defaults;
    const AlibiViewChoices viewDefaults;
    AlibiParameters p;
    const QString rule =
        in.choice(QStringLiteral("rule"), QStringLiteral("official"),
                  {QStringLiteral("official"), QStringLiteral("paper"), QStringLiteral("custom")});
    p.rule = pelab::parseSlopeRule(rule.toStdString()).value_or(pelab::SlopeRule::Official);
    p.heads = in.integer(QStringLiteral("heads"), defaults.heads, 1, pelab::kMaxAlibiHeads);
    p.customSlopes = in.text(QStringLiteral("slopes"), defaults.customSlopes);
    p.positions = in.integer(QStringLiteral("positions"), defaults.positions, 1, 65536);
    p.causal = !in.flag(QStringLiteral("bidirectional"), !defaults.causal);
    p.randomContent =
        in.choice(QStringLiteral("content"), QStringLiteral("zero"),
                  {QStringLiteral("zero"), QStringLiteral("random")}) == QLatin1String("random");
    p.seed = std::uint64_t(in.integer(QStringLiteral("seed"), std::int64_t(defaults.seed), 0,
                                      std::numeric_limits<int>::max()));
    p.headDim = in.integer(QStringLiteral("head-dim"), defaults.headDim, 1, 4096);
    AlibiViewChoices v;
    v.head = int(in.integer(QStringLiteral("head"), viewDefaults.head, 1, pelab::kMaxAlibiHeads));
    v.query = in.integer(QStringLiteral("query"), p.positions - 1, 0, 65535);
    v.train = in.integer(QStringLiteral("train"), viewDefaults.train, 1,
                         std::numeric_limits<int>::max() - 1);
    v.infer =
        in.integer(QStringLiteral("infer"), viewDefaults.infer, 2, std::numeric_limits<int>::max());
    QStringList colormaps;
    for (Colormap c : allColormaps())
        colormaps << colormapId(c);
    const QString colormap =
        in.choice(QStringLiteral("colormap"), colormapId(viewDefaults.colormap), colormaps);
    v.colormap = parseColormap(colormap).value_or(viewDefaults.colormap);
    in.finish();
    if (view)
        *view = v;
    return p;
}

std::int64_t AlibiSessionParameters::headCount(const AlibiParameters &p)
{
    if (p.rule != pelab::SlopeRule::Custom)
        return p.heads;
    try {
        return std::int64_t(parseCustomSlopes(p.customSlopes).size());
    } catch (const pelab::Error &) {
        return 1;
    }
}
