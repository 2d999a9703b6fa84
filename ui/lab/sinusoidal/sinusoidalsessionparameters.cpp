#include "sinusoidalsessionparameters.h"

#include "session/pageparameters.h"

QJsonObject SinusoidalSessionParameters::toJson(const SinusoidalSessionValues &v)
{
    const pelab::SinusoidalParams &p = v.params;
    return QJsonObject{
        {QStringLiteral("positions"), double(p.positions)},
        {QStringLiteral("dim"), double(p.dim)},
        {QStringLiteral("base"), p.base},
        {QStringLiteral("start"), double(p.start)},
        {QStringLiteral("layout"), QString::fromLatin1(pelab::layoutName(p.layout).data())},
        {QStringLiteral("colormap"), colormapId(v.colormap)},
        {QStringLiteral("shift"), double(v.shift)},
        {QStringLiteral("range"), v.fixedRange ? QStringLiteral("fixed") : QStringLiteral("data")},
        {QStringLiteral("measure"), similarityMeasureId(v.measure)},
    };
}

SinusoidalSessionValues SinusoidalSessionParameters::fromJson(const QJsonObject &parameters,
                                                              const QString &tab,
                                                              QStringList *warnings)
{
    PageParameters in(parameters, tab, warnings);
    SinusoidalSessionValues v;
    const pelab::SinusoidalParams defaults;
    pelab::SinusoidalParams &p = v.params;
    p.positions = in.integer(QStringLiteral("positions"), defaults.positions, 1, 1'000'000);
    p.dim = in.integer(QStringLiteral("dim"), defaults.dim, 1, 65536);
    p.base = in.real(QStringLiteral("base"), defaults.base, 1.0, 1e12);
    p.start = in.integer(QStringLiteral("start"), defaults.start, 0, 2'000'000'000);
    const QString layout = in.choice(QStringLiteral("layout"), QStringLiteral("interleaved"),
                                     {QStringLiteral("interleaved"), QStringLiteral("split")});
    p.layout = pelab::parseLayout(layout.toStdString()).value_or(pelab::Layout::Interleaved);
    QStringList colormaps;
    for (Colormap c : allColormaps())
        colormaps << colormapId(c);
    const QString colormap =
        in.choice(QStringLiteral("colormap"), colormapId(Colormap::Viridis), colormaps);
    v.colormap = parseColormap(colormap).value_or(Colormap::Viridis);
    v.shift = in.integer(QStringLiteral("shift"), 1, 1, 4096);
    v.fixedRange =
        in.choice(QStringLiteral("range"), QStringLiteral("fixed"),
                  {QStringLiteral("fixed"), QStringLiteral("data")}) == QLatin1String("fixed");
    QStringList measures;
    for (SimilarityMeasure m : allSimilarityMeasures())
        measures << similarityMeasureId(m);
    const QString measure = in.choice(QStringLiteral("measure"), measures.first(), measures);
    v.measure = parseSimilarityMeasure(measure).value_or(SimilarityMeasure::Dot);
    in.finish();
    return v;
}
